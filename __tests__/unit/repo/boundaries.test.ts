/** @jest-environment node */
/**
 * The import rules of eslint.config.mjs (docs/ARCHITECTURE.md, «Layers») fire: ESLint, run as
 * `npm run lint` runs it, is given fixtures that break each rule, as if they were files of the
 * project, and must reject each with the rule's own error. Remove or loosen a rule and this fails.
 */
import { spawnSync } from "child_process"
import path from "path"

const root = path.join(__dirname, "..", "..", "..")

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

const ruleIds = (messages: LintMessage[]) => messages.map((message) => message.ruleId)

/** What each rule must reject: what, as which file, the code, the rule that rejects it. */
const REJECTED: [string, string, string, string][] = [
  [
    "a plain module importing a component",
    "src/lib/fixture.ts",
    'import { Header } from "../components/frame/Header"\nexport const a = Header\n',
    "boundaries/dependencies",
  ],
  [
    "a hook importing a feature",
    "src/hooks/fixture.ts",
    'import { ContactForm } from "../features/contact/ContactForm"\nexport const a = ContactForm\n',
    "boundaries/dependencies",
  ],
  [
    "browser code importing the build",
    "src/components/fixture.ts",
    'import { finishPages } from "../build/finishPages"\nexport const a = finishPages\n',
    "boundaries/dependencies",
  ],
  ["a file of src/ outside every room", "src/fixture.ts", "export const a = 1\n", "boundaries/no-unknown-files"],
  [
    "browser code importing a Node built-in",
    "src/components/fixture.ts",
    'import fs from "node:fs"\nexport const a = fs\n',
    "@typescript-eslint/no-restricted-imports",
  ],
  [
    "a plain module importing React at run time",
    "src/lib/fixture.ts",
    'import { useState } from "react"\nexport const a = useState\n',
    "@typescript-eslint/no-restricted-imports",
  ],
  [
    "the languages importing Chakra",
    "src/i18n/fixture.ts",
    'import { Box } from "@chakra-ui/react/box"\nexport const a = Box\n',
    "@typescript-eslint/no-restricted-imports",
  ],
  [
    "a script importing a component",
    "scripts/fixture.ts",
    'import { Header } from "../src/components/frame/Header"\nexport const a = Header\n',
    "@typescript-eslint/no-restricted-imports",
  ],
]

/** What the rules allow: a component importing a hook, a plain module importing React's types. */
const ACCEPTED = [
  {
    file: "src/components/fixture.ts",
    code: 'import { useReducedMotion } from "../hooks/useReducedMotion"\nexport const a = useReducedMotion\n',
  },
  { file: "src/lib/fixture.ts", code: 'import type { ReactNode } from "react"\nexport type A = ReactNode\n' },
]

describe("the import rules", () => {
  let rejected: LintMessage[][]
  let accepted: LintMessage[][]
  beforeAll(() => {
    const messages = lintAll([...REJECTED.map(([, file, code]) => ({ file, code })), ...ACCEPTED])
    rejected = messages.slice(0, REJECTED.length)
    accepted = messages.slice(REJECTED.length)
  }, 60_000)

  it.each(REJECTED.map((fixture, index) => [...fixture, index] as const))("rejects %s", (_what, _file, _code, rule, index) => {
    expect(ruleIds(rejected[index])).toContain(rule)
  })

  it("accepts what the rules allow: a component importing a hook, a plain module importing React's types", () => {
    expect(accepted).toEqual([[], []])
  })
})
