/**
 * Every repository path a document or a comment cites exists: the Markdown docs (README.md,
 * docs/, deploy/, …) and the comments of the code (src/, scripts/, __tests__/, deploy/, the
 * gatsby-* files). A path is a word starting with one of the repository's top folders and ending
 * in a file name with an extension, or in "/"; `{a,b}` in it is expanded. Placeholders (`<name>`,
 * `*`, `…`) are not paths, and a path git ignores (a local secrets file) is never in a checkout:
 * both are skipped. A moved file then fails here until every mention of it follows.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { root, tracked } from "./trackedFiles"

/** The top folders whose paths are checked: the repository's own, tracked ones. */
const TOP = [...new Set(tracked.filter((file) => file.includes("/")).map((file) => file.split("/")[0]))].filter(
  (folder) => !folder.startsWith("."),
)
const PATH = new RegExp(`(?<![\\w./@-])(?:${TOP.map((top) => top.replace(/[.]/g, "\\.")).join("|")})/[\\w./{},+-]*[\\w/}]`, "g")

/** `src/lib/{a,b}.ts` → `src/lib/a.ts`, `src/lib/b.ts`. */
function expand(cited: string): string[] {
  const brace = /\{([^{}]*)\}/.exec(cited)
  if (!brace) return [cited]
  return brace[1].split(",").flatMap((choice) => expand(cited.slice(0, brace.index) + choice + cited.slice(brace.index + brace[0].length)))
}

/** The comments of a source file: line comments, block comments, JSX comments. */
function comments(text: string): string {
  return Array.from(text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*|^\s*#[^\n]*/gm), (match) => match[0]).join("\n")
}

/** Not checked: the vendored starter's own docs, and this file (its examples are not the repository's). */
const SKIPPED = [/^bench\//, /^data\//, /docPaths\.test\.ts$/]
const isDoc = (file: string) => file.endsWith(".md")
const isCode = (file: string) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.endsWith(".d.ts")

/** Where each cited path that is not in the repository is cited. */
function missingPaths(): string[] {
  const exists = (cited: string) => fs.existsSync(path.join(root, cited.replace(/\/$/, "")))
  // A file git ignores (a local secrets file, a build's output) is named on purpose, and never in a checkout.
  const ignored = (cited: string) => {
    try {
      execFileSync("git", ["check-ignore", "-q", "--no-index", cited], { cwd: root })
      return true
    } catch {
      return false
    }
  }
  const missing: string[] = []
  for (const file of tracked.filter((file) => (isDoc(file) || isCode(file)) && !SKIPPED.some((skipped) => skipped.test(file)))) {
    const text = fs.readFileSync(path.join(root, file), "utf8")
    const searched = isDoc(file) ? text : comments(text)
    for (const match of searched.matchAll(PATH)) {
      const cited = match[0].replace(/[.,]+$/, "")
      if (/[<>*…]/.test(cited) || !/(\.\w+|\/)$/.test(cited)) continue
      for (const one of expand(cited)) if (!exists(one) && !ignored(one)) missing.push(`${file}: ${one}`)
    }
  }
  return [...new Set(missing)]
}

describe("the paths the docs and comments cite", () => {
  it("all exist in the repository", () => {
    expect(missingPaths()).toEqual([])
  })

  it("are found where they are cited (the check sees a path it must see)", () => {
    expect("see src/lib/settings.ts and docs/{TESTING,PAGES}.md.".match(PATH)).toEqual(["src/lib/settings.ts", "docs/{TESTING,PAGES}.md"])
    expect(expand("docs/{TESTING,PAGES}.md")).toEqual(["docs/TESTING.md", "docs/PAGES.md"])
    expect(comments('const a = "x" // see src/a.ts\n/* and src/b.ts */')).toContain("src/b.ts")
  })
})
