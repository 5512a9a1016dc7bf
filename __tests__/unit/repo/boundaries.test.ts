/** @jest-environment node */
/**
 * The import rules of eslint.config.mjs (docs/ARCHITECTURE.md, «Layers») fire: ESLint, run as
 * `npm run lint` runs it, is given fixtures as if they were files of the project. Each rule has a
 * fixture that breaks it alone (a room importing a room it may not, each forbidden package in each
 * scope, scripts/ and deploy/ importing each room of the site's UI), and each room a fixture of
 * what it may import. Delete or loosen any one rule, or a room, and this fails.
 */
import { spawnSync } from "child_process"
import path from "path"
import { root, tracked } from "./trackedFiles"

interface LintMessage {
  ruleId: string | null
  message: string
}

/**
 * ESLint's messages for each fixture, as if each `code` were the project's file `file` (nothing is
 * written to disk). One ESLint process lints them all: a process each cost a few seconds, most of
 * it typescript-eslint starting. Its API runs in a process of its own because eslint.config.mjs is
 * an ES module, which Jest's module system cannot import.
 */
function lintAll(fixtures: { file: string; code: string }[]): LintMessage[][] {
  const script = `
    import { ESLint } from "eslint"
    let input = ""
    for await (const chunk of process.stdin) input += chunk
    const eslint = new ESLint()
    const messages = []
    for (const { file, code } of JSON.parse(input)) {
      const [result] = await eslint.lintText(code, { filePath: file })
      messages.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })))
    }
    process.stdout.write(JSON.stringify(messages))
  `
  const result = spawnSync(process.execPath, ["--input-type=module", "--eval", script], {
    cwd: root,
    input: JSON.stringify(fixtures),
    encoding: "utf8",
  })
  if (!result.stdout) throw new Error(`ESLint did not run: ${result.stderr}`)
  return JSON.parse(result.stdout) as LintMessage[][]
}

/** A real module of a folder: the boundaries rule classifies an import by the file it resolves to. */
function moduleIn(folder: string): string {
  const file = tracked.find((name) => name.startsWith(`${folder}/`) && /\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
  if (!file) throw new Error(`no module in ${folder}/ to import`)
  return file
}

/** How `from` imports the module `folder` holds ("../lib/cycle"). */
function specifier(from: string, folder: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), moduleIn(folder)).replace(/\.tsx?$/, "")
  return relative.startsWith(".") ? relative : `./${relative}`
}

const importing = (module: string) => `import * as imported from "${module}"\nexport const a = imported\n`
const importingTypes = (module: string) => `import type * as imported from "${module}"\nexport type A = typeof imported\n`

const BOUNDARIES = "boundaries/dependencies"
const RESTRICTED = "@typescript-eslint/no-restricted-imports"

interface Fixture {
  what: string
  file: string
  code: string
}

/** `from` (a room's fixture file) importing the module of folder `to`. */
const roomImport = (from: string, to: string, code = importing): Fixture => ({
  what: `${path.posix.dirname(from)} importing ${to}${code === importingTypes ? "'s types" : ""}`,
  file: from,
  code: code(specifier(from, to)),
})
/** `from` importing the package `name`. */
const packageImport = (from: string, name: string): Fixture => ({
  what: `${path.posix.dirname(from)} importing ${name}`,
  file: from,
  code: importing(name),
})

/** The Node-only packages (NODE_ONLY), each forbidden in browser code; a sub-path and node:* too. */
const NODE_ONLY = ["fs", "fs/promises", "path", "os", "crypto", "child_process", "zlib", "url", "util", "stream", "node:fs", "sharp"]
/** The UI packages (UI_PACKAGES), forbidden in the plain modules. */
const UI_PACKAGES = ["@chakra-ui/react/box", "@emotion/react", "@ark-ui/react", "lucide-react"]
/** React and Gatsby at run time (REACT), forbidden in lib/ and content/. */
const REACT = ["react", "react-dom", "react-dom/client", "gatsby"]
/** The site's UI rooms (SITE_UI), which scripts/ and deploy/ may not import. */
const SITE_UI = ["pages", "templates", "features", "components", "hydration", "hooks", "theme"].map((room) => `src/${room}`)

/** Who may import whom: one import each room may not make, so a room's loosened rule lets it through. */
const FORBIDDEN_ROOMS: Fixture[] = [
  roomImport("src/app/fixture.ts", "src/features"),
  roomImport("src/pages/fixture.ts", "src/build"),
  roomImport("src/templates/fixture.ts", "src/app"),
  roomImport("src/features/fixture.ts", "src/pages"),
  roomImport("src/components/fixture.ts", "src/features"),
  roomImport("src/components/fixture.ts", "src/build"),
  roomImport("src/cms/fixture.ts", "src/build"),
  roomImport("src/hydration/fixture.ts", "src/components"),
  roomImport("src/hooks/fixture.ts", "src/features"),
  roomImport("src/i18n/fixture.ts", "src/browser"),
  roomImport("src/content/fixture.ts", "src/theme"),
  roomImport("src/theme/fixture.ts", "src/i18n"),
  roomImport("src/browser/fixture.ts", "src/hydration"),
  roomImport("src/lib/fixture.ts", "src/components"),
  roomImport("src/build/fixture.ts", "src/components"),
  roomImport("src/types/fixture.ts", "src/lib"),
  // The content schema lends its types only (MAY_IMPORT_TYPES), never its code.
  roomImport("src/i18n/fixture.ts", "src/content"),
  roomImport("src/lib/fixture.ts", "src/content"),
]

/** Packages by scope (each scope is a block of the config with its own list). */
const FORBIDDEN_PACKAGES: Fixture[] = [
  // Browser code (all of src/ but the build): every Node-only package.
  ...NODE_ONLY.map((name) => packageImport("src/components/fixture.ts", name)),
  // The languages: Node-only and UI packages.
  ...[NODE_ONLY[0], ...UI_PACKAGES].map((name) => packageImport("src/i18n/fixture.ts", name)),
  // The plain modules: Node-only and UI packages, React and Gatsby at run time.
  // (lucide-react: REACT's "react" also matches any import with a `react` folder, such as @chakra-ui/react.)
  ...[NODE_ONLY[0], "lucide-react", ...REACT].map((name) => packageImport("src/lib/fixture.ts", name)),
  ...[NODE_ONLY[0], "lucide-react", REACT[0]].map((name) => packageImport("src/content/fixture.ts", name)),
  // scripts/ and deploy/: none of the site's UI rooms.
  ...SITE_UI.map((room) => roomImport("deploy/cmsAuth/fixture.ts", room)),
  ...SITE_UI.map((room) => roomImport("scripts/fixture.ts", room)),
  // A room itself, as a folder's index would be imported.
  packageImport("scripts/fixture.ts", "../src/hooks"),
]

/** What each rule must reject, and the rule that rejects it. */
const REJECTED: [Fixture, string][] = [
  ...FORBIDDEN_ROOMS.map((fixture): [Fixture, string] => [fixture, BOUNDARIES]),
  [{ what: "a file of src/ outside every room", file: "src/fixture.ts", code: "export const a = 1\n" }, "boundaries/no-unknown-files"],
  ...FORBIDDEN_PACKAGES.map((fixture): [Fixture, string] => [fixture, RESTRICTED]),
  // lucide-react's index, anywhere in src/: src/components/ui/icons.ts imports each icon's own module.
  [packageImport("src/features/fixture.ts", "lucide-react"), "no-restricted-imports"],
]

/**
 * What the rules allow: each room importing a room below it (within a room, imports are always
 * allowed), types from the content schema and React, Node in the build.
 */
const ACCEPTED: Fixture[] = [
  roomImport("src/app/fixture.ts", "src/components"),
  roomImport("src/pages/fixture.ts", "src/features"),
  roomImport("src/templates/fixture.ts", "src/pages"),
  roomImport("src/features/fixture.ts", "src/components"),
  roomImport("src/components/fixture.ts", "src/hooks"),
  roomImport("src/cms/fixture.ts", "src/features"),
  roomImport("src/hydration/fixture.ts", "src/browser"),
  roomImport("src/hooks/fixture.ts", "src/i18n"),
  roomImport("src/i18n/fixture.ts", "src/lib"),
  roomImport("src/content/fixture.ts", "src/i18n"),
  roomImport("src/theme/fixture.ts", "src/lib"),
  roomImport("src/browser/fixture.ts", "src/i18n"),
  roomImport("src/build/fixture.ts", "src/cms"),
  { what: "src/types declaring a type", file: "src/types/fixture.ts", code: "export type A = 1\n" },
  roomImport("src/i18n/fixture.ts", "src/content", importingTypes),
  roomImport("src/lib/fixture.ts", "src/content", importingTypes),
  {
    what: "src/lib importing React's types",
    file: "src/lib/fixture.ts",
    code: 'import type { ReactNode } from "react"\nexport type A = ReactNode\n',
  },
  // Node code: the build, and the content checks it runs.
  packageImport("src/build/fixture.ts", "fs"),
  packageImport("src/content/validate.ts", "fs"),
  packageImport("src/components/fixture.ts", "lucide-react/icons/menu"),
  // scripts/ and deploy/ share the plain modules.
  roomImport("scripts/fixture.ts", "src/lib"),
  roomImport("deploy/cmsAuth/fixture.ts", "src/i18n"),
]

describe("the import rules", () => {
  let rejected: LintMessage[][]
  let accepted: LintMessage[][]
  beforeAll(() => {
    const messages = lintAll([...REJECTED.map(([fixture]) => fixture), ...ACCEPTED])
    rejected = messages.slice(0, REJECTED.length)
    accepted = messages.slice(REJECTED.length)
  }, 60_000)

  it.each(REJECTED.map(([fixture, rule], index) => [fixture.what, rule, index] as const))("reject %s (%s)", (_what, rule, index) => {
    expect(rejected[index].map((message) => message.ruleId)).toContain(rule)
  })

  it.each(ACCEPTED.map((fixture, index) => [fixture.what, index] as const))("accept %s", (_what, index) => {
    expect(accepted[index]).toEqual([])
  })
})
