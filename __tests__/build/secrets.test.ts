// No environment value but the public ones reaches public/ (Gatsby inlines only GATSBY_*): with the build's environment, every
// value that could be a secret is searched for, and any sign of a dumped process.env. SECRET_CANARY=… tries it.
import path from "path"
import { filesUnder, readPublic } from "./html"

const ALLOWED = new Set([
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
  "SITE_URL",
  "NODE_ENV",
  "GATSBY_TELEMETRY_DISABLED",
  "CI",
  "TZ",
  "LANG",
  "LC_ALL",
  "TERM",
  "COLORTERM",
  "SHLVL",
])

/** Values that are words every bundle may contain (a BABEL_ENV=production is no secret). */
const COMMON_VALUES = new Set(["production", "development", "localhost", "noninteractive", "xterm-256color"])

export function suspiciousEnv(env: NodeJS.ProcessEnv) {
  return Object.entries(env).filter((entry): entry is [string, string] => {
    const [key, value] = entry
    if (!value || ALLOWED.has(key) || /^npm_/i.test(key)) return false
    if (value.length < 8 || /^\d+$/.test(value) || /^(true|false)$/i.test(value) || COMMON_VALUES.has(value.toLowerCase())) return false
    if (/^\/[^\s]*$/.test(value) || /^(\/[^:\s]*:?)+$/.test(value)) return false // absolute paths and PATH-like lists
    return true
  })
}

/** Files a visitor can download, as text: scripts, pages, page-data, manifests. Source maps too. */
const contents = filesUnder()
  .filter((file) => /\.(js|mjs|html|json|webmanifest|txt|xml|map|css)$/.test(file) && path.basename(file) !== "webpack.stats.json")
  .map((file) => ({ file, text: readPublic(file) }))

describe("secrets in the build output", () => {
  it("has files to scan", () => {
    expect(contents.filter((c) => c.file.endsWith(".js")).length).toBeGreaterThan(3)
    expect(contents.filter((c) => c.file.endsWith(".html")).length).toBeGreaterThan(3)
  })

  it("contains no environment value but the public ones", () => {
    const candidates = suspiciousEnv(process.env)
    const leaks = candidates.flatMap(([key, value]) => contents.filter((c) => c.text.includes(value)).map((c) => `${key} in ${c.file}`))
    expect(leaks).toEqual([])
  })

  it("contains no dump of process.env", () => {
    const dumps = contents.filter(({ text }) => /"(PATH|HOME|PWD|HOSTNAME|SHELL|USER)"\s*:\s*"/.test(text)).map(({ file }) => file)
    expect(dumps).toEqual([])
  })

  it("flags a canary value and lets the public EmailJS values through (the filter itself)", () => {
    const found = suspiciousEnv({
      SECRET_CANARY: "canary-1a2b3c4d5e6f",
      GATSBY_EMAILJS_PUBLIC_KEY: "public-key-value-123",
      HOME: "/root",
      PATH: "/usr/local/bin:/usr/bin",
      SHORT: "abc",
      npm_package_description: "Site público da Zavala Caju",
    })
    expect(found).toEqual([["SECRET_CANARY", "canary-1a2b3c4d5e6f"]])
  })
})
