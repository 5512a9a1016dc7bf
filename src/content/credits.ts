/**
 * Parser for data/images/CREDITS.md, the one place photo credits are kept.
 *
 * The file is ordinary Markdown for people reading the repository; the site
 * reads its single table (columns Ficheiro | Obra | Autor | Licença | Origem)
 * to show the credits the licences require.
 */

export const CREDITS_FILE = "images/CREDITS.md"

export const CREDIT_COLUMNS = ["Ficheiro", "Obra", "Autor", "Licença", "Origem"] as const

export interface PhotoCredit {
  /** File name inside data/images/. */
  file: string
  work: string
  author: string
  licence: string
  licenceUrl: string | null
  source: string
}

export interface CreditsParseResult {
  /** Text before the table (the explanation shown above the credits). */
  intro: string
  credits: PhotoCredit[]
  /** Problems found while parsing, each naming the line. */
  problems: { line: number; entry?: string; field?: string; message: string }[]
}

const splitRow = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim())

const isSeparatorRow = (cells: string[]) => cells.every((cell) => /^:?-{3,}:?$/.test(cell))

const markdownLink = /^\[([^\]]+)\]\(([^)\s]+)\)$/

/** Reads the credits table; reports missing columns, empty cells and malformed rows. */
export function parseCredits(markdown: string): CreditsParseResult {
  const lines = markdown.split(/\r?\n/)
  const problems: CreditsParseResult["problems"] = []
  const credits: PhotoCredit[] = []
  const headerIndex = lines.findIndex((line) => line.trim().startsWith("|") && /ficheiro/i.test(line))
  if (headerIndex === -1) {
    problems.push({ line: 1, message: `no credits table found (expected columns ${CREDIT_COLUMNS.join(" | ")})` })
    return { intro: markdown.trim(), credits, problems }
  }

  const header = splitRow(lines[headerIndex])
  const columnIndex = CREDIT_COLUMNS.map((name) => header.findIndex((cell) => cell.toLowerCase() === name.toLowerCase()))
  CREDIT_COLUMNS.forEach((name, i) => {
    if (columnIndex[i] === -1) problems.push({ line: headerIndex + 1, field: name, message: `column "${name}" is missing` })
  })

  const intro = lines
    .slice(0, headerIndex)
    .filter((line) => !line.startsWith("#"))
    .join("\n")
    .trim()

  if (problems.length > 0) return { intro, credits, problems }

  for (let i = headerIndex + 1; i < lines.length; i++) {
    const line = lines[i]
    if (!line.trim().startsWith("|")) {
      if (credits.length > 0 || line.trim() !== "") break
      continue
    }
    const cells = splitRow(line)
    if (isSeparatorRow(cells)) continue
    const cell = (column: number) => cells[columnIndex[column]] ?? ""
    const file = cell(0)
    const rowProblems = CREDIT_COLUMNS.filter((_, column) => cell(column) === "")
    rowProblems.forEach((name) =>
      problems.push({ line: i + 1, entry: file || `row ${credits.length + 1}`, field: name, message: `"${name}" is empty` }),
    )
    if (rowProblems.length > 0) continue
    const licenceCell = cell(3)
    const link = markdownLink.exec(licenceCell)
    credits.push({
      file,
      work: cell(1),
      author: cell(2),
      licence: link ? link[1] : licenceCell,
      licenceUrl: link ? link[2] : null,
      source: cell(4),
    })
  }
  return { intro, credits, problems }
}
