/**
 * The content check that opens every `gatsby build` and `gatsby develop` (gatsby-node's
 * onPreBootstrap): every content problem at once, photos outside their limits too, in Portuguese
 * (src/content/validate.ts, src/content/photoCheck.ts), then what the pages carry inline compiled
 * (./inlineAssets.ts), so a broken stylesheet fails here too.
 */
import path from "path"
import type { Reporter } from "gatsby"
import { formatMissingEnglish, formatProblems, readContentFiles } from "../content/validate"
import { validateContentAndPhotos } from "../content/photoCheck"
import { missingEnglish } from "../content/missingEnglish"
import { warnMissingEmailSettings } from "../features/contact/settings"
import { inlineAssets } from "./inlineAssets"

/** Fails the build (reporter.panic) on broken content; warns of missing English and e-mail settings. */
export async function checkContent(rootDir: string, dataDir: string, reporter: Reporter): Promise<void> {
  const problems = await validateContentAndPhotos(dataDir)
  if (problems.length > 0) reporter.panic(formatProblems(problems))
  reporter.info(`Verificação do conteúdo: sem problemas (${path.relative(process.cwd(), dataDir) || "."})`)
  const untranslated = missingEnglish(readContentFiles(dataDir))
  if (untranslated.length > 0) reporter.warn(formatMissingEnglish(untranslated))
  warnMissingEmailSettings(reporter)
  const inline = Object.entries(inlineAssets(rootDir)).map(([name, text]) => `${name} ${Buffer.byteLength(text)} B`)
  reporter.info(`inline assets compiled: ${inline.join(", ")}`)
}
