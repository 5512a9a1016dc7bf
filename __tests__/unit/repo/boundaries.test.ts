/** @jest-environment node */
/** The import rule of eslint.config.mjs (ROOMS, MAY_IMPORT) fires on an import running up the rooms, and only there. */
import { spawnSync } from "child_process"
import { root } from "./trackedFiles"

// ESLint's rule ids for each source, linted as if it were the project's file `filePath`. In a process of its own: ESLint
// imports eslint.config.mjs, an ES module, which Jest's module system cannot.
function ruleIds(fixtures: { filePath: string; code: string }[]): (string | null)[][] {
  const script = `
    import { ESLint } from "eslint"
    const eslint = new ESLint({ cwd: process.cwd() })
    const ids = []
    for (const { filePath, code } of ${JSON.stringify(fixtures)}) {
      const [result] = await eslint.lintText(code, { filePath })
      ids.push(result.messages.map((message) => message.ruleId))
    }
    process.stdout.write(JSON.stringify(ids))
  `
  const result = spawnSync(process.execPath, ["--input-type=module", "--eval", script], { cwd: root, encoding: "utf8" })
  if (!result.stdout) throw new Error(`ESLint did not run: ${result.stderr}`)
  return JSON.parse(result.stdout) as (string | null)[][]
}

const importing = (module: string) => `import * as imported from "${module}"\nexport const a = imported\n`

it("reports src/lib importing src/components, and nothing when src/components imports src/lib", () => {
  const [upward, downward] = ruleIds([
    { filePath: "src/lib/x.ts", code: importing("../components/frame/Header") },
    { filePath: "src/components/x.ts", code: importing("../lib/cycle") },
  ])
  expect(upward).toEqual(["boundaries/dependencies"])
  expect(downward).toEqual([])
})
