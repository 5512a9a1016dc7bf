/**
 * A scratch copy of this project in a temporary folder, for tests that build a changed copy
 * of the content (broken content, a 30th photo from a phone) without touching this project's
 * .cache or public/. Gatsby compiles gatsby-*.ts with Parcel, which does not follow symlinks:
 * the code is copied, node_modules linked.
 */
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

export const projectRoot = path.resolve(__dirname, "..")
const copied = ["src", "static", "plugins", "scripts", "package.json", "tsconfig.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "data"]

export function scratchProject(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"))
  for (const name of copied) fs.cpSync(path.join(projectRoot, name), path.join(dir, name), { recursive: true })
  return dir
}

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
