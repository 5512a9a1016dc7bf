/**
 * Scratch copies of this project (scripts/lib/scratchProject.js), for tests that build a
 * changed copy of the content (broken content, a 30th photo from a phone) without touching
 * this project's .cache or public/; and helpers to edit and build them.
 */
import { spawn } from "child_process"
import fs from "fs"
import path from "path"

const scratch: { projectRoot: string; scratchProject(prefix: string): string } = require("../scripts/lib/scratchProject.js")

export const projectRoot = scratch.projectRoot
export const scratchProject = scratch.scratchProject

/** Edits a JSON file in place. */
export function editJson(file: string, edit: (value: any) => void) {
  const value = JSON.parse(fs.readFileSync(file, "utf8"))
  edit(value)
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
}

/** `gatsby build` in `dir`; resolves to its exit code and output. */
export function gatsbyBuild(dir: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(projectRoot, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      env: { ...env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NODE_ENV: "production" },
    })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
    child.on("close", (status) => {
      clearTimeout(timer)
      resolve({ status, output })
    })
  })
}
