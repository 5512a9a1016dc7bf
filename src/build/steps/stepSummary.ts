/**
 * The run's summary on GitHub Actions (`$GITHUB_STEP_SUMMARY`, Markdown), which GitHub shows on the
 * run's page and mails to whoever pushed: where a maintainer who pressed «Publicar» reads why the
 * site was not published. Elsewhere (no such variable) nothing is written.
 */
import fs from "fs"

/** Appends a section to the summary; whether there was one to write to. */
export function appendStepSummary(markdown: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const file = env.GITHUB_STEP_SUMMARY
  if (!file) return false
  fs.appendFileSync(file, `${markdown.trimEnd()}\n\n`)
  return true
}

/** A text shown as written, in a fence longer than any run of backticks inside it. */
function verbatim(text: string): string {
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (match) => match[0].length))
  const fence = "`".repeat(longest + 1)
  return `${fence}text\n${text.trimEnd()}\n${fence}`
}

const GUIDE = "`docs/guia-de-conteudo.md`, «A verificação do conteúdo»"

/** The content check stopped the build: its report, and what to do. */
export const contentFailureSummary = (report: string) =>
  [
    "## O site não foi publicado: o conteúdo tem problemas",
    "",
    "O site que está no ar não mudou. Corrija no editor (`/admin`) cada problema abaixo e publique outra vez.",
    `O guia explica cada mensagem (${GUIDE}).`,
    "",
    verbatim(report),
  ].join("\n")

/** Texts still without English: published, with the Portuguese in their place. */
export const missingEnglishSummary = (report: string) =>
  [
    "## Textos ainda sem inglês",
    "",
    "O site foi construído: as páginas em inglês mostram estes textos em português até serem traduzidos no editor.",
    "",
    verbatim(report),
  ].join("\n")
