/**
 * The content check that opens every `gatsby build` and `gatsby develop` (gatsby-node's
 * onPreBootstrap): every content problem at once, photos outside their limits too, in Portuguese
 * (src/content/validate.ts, src/content/photoCheck.ts), also in a GitHub run's summary
 * (./stepSummary.ts), then what the pages carry inline compiled
 * (../html/inlineAssets.ts), so a broken stylesheet fails here too.
 */
import path from "path"
import type { Reporter } from "gatsby"
import { formatMissingEnglish, formatProblems, readContentFiles } from "../../content/validate"
import { validateContentAndPhotos } from "../../content/photoCheck"
import { missingEnglish } from "../../content/missingEnglish"
import { warnMissingEmailSettings } from "../../features/contact/settings"
import { inlineAssets } from "../html/inlineAssets"
import { appendStepSummary, contentFailureSummary, missingEnglishSummary } from "./stepSummary"

/** Fails the build (reporter.panic) on broken content; warns of missing English and e-mail settings. */
export async function checkContent(rootDir: string, dataDir: string, reporter: Reporter): Promise<void> {
  const problems = await validateContentAndPhotos(dataDir)
  if (problems.length > 0) {
    const report = formatProblems(problems)
    appendStepSummary(contentFailureSummary(report))
    reporter.panic(report)
  }
  reporter.info(`Verificação do conteúdo: sem problemas (${path.relative(process.cwd(), dataDir) || "."})`)
  const untranslated = missingEnglish(readContentFiles(dataDir))
  if (untranslated.length > 0) {
    const report = formatMissingEnglish(untranslated)
    appendStepSummary(missingEnglishSummary(report))
    reporter.warn(report)
  }
  warnMissingEmailSettings(reporter)
  const inline = Object.entries(inlineAssets(rootDir)).map(([name, text]) => `${name} ${Buffer.byteLength(text)} B`)
  reporter.info(`inline assets compiled: ${inline.join(", ")}`)
}
