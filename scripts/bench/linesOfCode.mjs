/**
 * The size of the site's own code (issue 33: lines deleted and added): with `--since REV`, the
 * lines added and deleted since that commit under src/, gatsby-*.ts(x) and patches/, from git.
 */
import { execFileSync } from "node:child_process"
import { options } from "./options.mjs"
import { root } from "./site.mjs"

const PATHS = ["src", "gatsby-browser.tsx", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "patches"]
/** Written by the build, not by hand. */
const GENERATED = ":(exclude)src/gatsby-types.d.ts"

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" })

/** Prints and returns { since, added, deleted, byPath } since `options.since`, or null without it. */
export function linesOfCodeReport(since = options.since) {
  if (!since) return null
  const rows = git("diff", "--numstat", since, "--", ...PATHS, GENERATED)
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"))
  const byPath = {}
  let added = 0
  let deleted = 0
  for (const [plus, minus, file] of rows) {
    const top = file.startsWith("src/") ? file.split("/").slice(0, 2).join("/") : file.split("/")[0]
    byPath[top] ??= { added: 0, deleted: 0 }
    byPath[top].added += Number(plus) || 0
    byPath[top].deleted += Number(minus) || 0
    added += Number(plus) || 0
    deleted += Number(minus) || 0
  }
  console.log(
    `\n=== Lines of code since ${since} (src/ without the generated GraphQL types, gatsby-*, patches/): +${added} −${deleted} (net ${added - deleted})`,
  )
  for (const [top, { added: plus, deleted: minus }] of Object.entries(byPath).sort()) console.log(`  ${top.padEnd(30)} +${plus} −${minus}`)
  return { since, added, deleted, byPath }
}
