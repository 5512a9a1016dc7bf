// Every built page is valid HTML to the Nu Html Checker, run once with the system's Java. Errors only: its warning that the
// inline scripts break the meta policy ignores their hashes (csp.spec.ts), and its CSS validator does not know `interactivity`.
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { publicDir, routeFile } from "./html"
import { builtPages } from "../../src/build/html/builtPages"
import { NOT_FOUND_PAGES, ROUTES } from "../../src/i18n/routes"

const JAR = require.resolve("vnu-jar/build/dist/vnu.jar")

interface NuMessage {
  type: string
  url: string
  message: string
  lastLine?: number
  extract?: string
}

/** CSS newer than the checker's validator (see above). */
const NEWER_THAN_THE_CHECKER = [/^CSS: “interactivity”: Property “interactivity” doesn't exist\.$/]

const pages = fs.existsSync(publicDir) ? builtPages(publicDir) : []
let messages: NuMessage[] = []
let failure = ""

beforeAll(() => {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" })
  if (java.error || java.status !== 0) {
    failure = "No Java runtime: the Nu Html Checker needs one (apt-get install default-jre-headless; .ci/run does it)."
    return
  }
  const run = spawnSync("java", ["-jar", JAR, "--format", "json", "--exit-zero-always", ...pages], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  try {
    messages = JSON.parse(run.stderr || run.stdout).messages
  } catch {
    failure = `The Nu Html Checker did not answer in JSON: ${run.stderr || run.stdout || run.error}`
  }
}, 120_000)

describe("the Nu Html Checker", () => {
  it("checks every page of the site", () => {
    expect(failure).toBe("")
    const relative = pages.map((file) => path.relative(publicDir, file))
    expect(relative).toEqual(
      expect.arrayContaining(
        [...Object.values(ROUTES).map((paths) => paths.pt), NOT_FOUND_PAGES.pt].map((route) => path.relative(publicDir, routeFile(route))),
      ),
    )
  })

  describe.each(pages.map((file) => [path.relative(publicDir, file), file]))("%s", (_name, file) => {
    it("has no error", () => {
      expect(failure).toBe("")
      const errors = messages
        .filter((message) => message.type === "error" && decodeURIComponent(new URL(message.url).pathname) === file)
        .filter((message) => !NEWER_THAN_THE_CHECKER.some((pattern) => pattern.test(message.message)))
        .map((message) => `line ${message.lastLine}: ${message.message} ${message.extract ?? ""}`)
      expect(errors).toEqual([])
    })
  })
})
