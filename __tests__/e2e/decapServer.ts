/** decap-server on a scratch repository, for the editor's sessions (./editor.ts). */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

/** decap-server's port: the editor looks for it there (Decap's local_backend default). */
export const DECAP_SERVER_PORT = 8081
/**
 * decap-server can listen only on DECAP_SERVER_PORT (where the editor looks for it, and the one
 * port /admin's policy allows), so one editor session runs at a time across the test workers
 * (the preview's spec and the drafts test run in parallel projects): a lock folder, taken before
 * decap-server starts and given back once it has exited. A lock whose process is gone is taken over.
 */
const PORT_LOCK = path.join(os.tmpdir(), `zc-decap-server-${DECAP_SERVER_PORT}.lock`)

export async function takePortLock(): Promise<() => void> {
  const owner = path.join(PORT_LOCK, "pid")
  for (;;) {
    try {
      fs.mkdirSync(PORT_LOCK)
      fs.writeFileSync(owner, String(process.pid))
      return () => fs.rmSync(PORT_LOCK, { recursive: true, force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    }
    const pid = Number(fs.existsSync(owner) ? fs.readFileSync(owner, "utf8") : NaN)
    let alive = true
    try {
      if (pid > 0) process.kill(pid, 0)
    } catch {
      alive = false
    }
    if (!alive) fs.rmSync(PORT_LOCK, { recursive: true, force: true })
    else await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Stops decap-server and resolves once it has exited (its port is free again). */
export function stopDecapServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once("exit", () => resolve())
    child.kill()
  })
}

/** git: drafts are branches (the published site's workflow); fs: writes data/ at once (`npm run cms`). */
export function startDecapServer(repoDir: string, mode: "git" | "fs" = "git"): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
      cwd: repoDir,
      env: {
        ...process.env,
        MODE: mode,
        GIT_REPO_DIRECTORY: repoDir,
        PORT: String(DECAP_SERVER_PORT),
        BIND_HOST: "127.0.0.1",
        LOG_LEVEL: "info",
      },
    })
    let output = ""
    const timer = setTimeout(() => reject(new Error(`decap-server did not start: ${output}`)), 20_000)
    const listen = (chunk: Buffer) => {
      output += chunk
      if (output.includes("listening")) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout.on("data", listen)
    child.stderr.on("data", listen)
    child.on("exit", (code) => reject(new Error(`decap-server exited (${code}): ${output}`)))
  })
}
