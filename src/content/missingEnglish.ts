/** The build's warning about texts not yet in English (./localize.ts says how the English pages fall back). */
import { CONTENT_FILES } from "./schema"
import { isObject, walkContent, type Json } from "./walk"
import { problemAt, type ContentProblem } from "./validate"

/** The texts of the parsed content files whose English is empty: the English pages show their Portuguese. */
export function missingEnglish(parsed: Record<string, Json>): ContentProblem[] {
  const missing: ContentProblem[] = []
  for (const [file, root] of Object.entries(parsed)) {
    const entry = CONTENT_FILES[file]
    if (!entry) continue
    walkContent(entry.schema, root, (meta, value, at) => {
      if (!meta.localized || !isObject(value) || typeof value.pt !== "string" || value.pt.trim() === "") return
      if (typeof value.en === "string" && value.en.trim() !== "") return
      missing.push(problemAt(file, root, at, `sem texto em inglês; a página em inglês mostra «${value.pt.trim()}».`))
    })
  }
  return missing
}
