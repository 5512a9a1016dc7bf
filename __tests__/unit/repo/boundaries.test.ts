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

/** ESLint's messages for `code` as the file `file` of the project (not written to disk). */
function lint(file: string, code: string): LintMessage[] {
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "eslint", "bin", "eslint.js"), "--format", "json", "--stdin", "--stdin-filename", file],
    {
      cwd: root,
      input: code,
      encoding: "utf8",
    },
  )
  if (!result.stdout) throw new Error(`ESLint did not run: ${result.stderr}`)
  return (JSON.parse(result.stdout) as { messages: LintMessage[] }[])[0].messages
}

const ruleIds = (messages: LintMessage[]) => messages.map((message) => message.ruleId)

describe("the import rules", () => {
  // One ESLint process per fixture: a few seconds each with typescript-eslint.
  jest.setTimeout(60_000)

  it.each([
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
  ])("rejects %s", (_what, file, code, rule) => {
    expect(ruleIds(lint(file, code))).toContain(rule)
  })

  it("accepts what the rules allow: a component importing a hook, a plain module importing React's types", () => {
    expect(
      lint(
        "src/components/fixture.ts",
        'import { useReducedMotion } from "../hooks/useReducedMotion"\nexport const a = useReducedMotion\n',
      ),
    ).toEqual([])
    expect(lint("src/lib/fixture.ts", 'import type { ReactNode } from "react"\nexport type A = ReactNode\n')).toEqual([])
  })
})
