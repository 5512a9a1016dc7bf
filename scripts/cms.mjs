#!/usr/bin/env node
/**
 * `npm run cms`: the content editor on this computer, no account needed.
 * - decap-server (Decap CMS's local proxy) on 127.0.0.1:8081 writes the editor's changes
 *   straight into this checkout's data/ folder;
 * - `gatsby develop` serves the site on http://localhost:8000 (it follows the changes as they
 *   are saved) and the editor at http://localhost:8000/admin/.
 * Nothing is committed: review the changes with `git status` / `git diff`, then commit and push.
 * Stop both with Ctrl+C.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const children = []
const run = (name, args, env) => {
  const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } })
  child.on("exit", (code) => {
    console.log(`\n${name} terminou (${code ?? "sinal"}). A parar o editor.`)
    stop(code ?? 1)
  })
  children.push(child)
}
const stop = (code = 0) => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exit(code)
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))

console.log(`
Editor de conteúdo (modo local)
  Editor: http://localhost:8000/admin/  (carregue em «Entrar»; não precisa de conta)
  Site:   http://localhost:8000/         (mostra as alterações ao fim de alguns segundos)
As alterações ficam na pasta data/ deste computador. Para as publicar, faça commit e push
(veja docs/guia-de-conteudo.md). Para parar: Ctrl+C.
`)
run("decap-server", [path.join(root, "node_modules/decap-server/dist/index.js")], {
  MODE: "fs",
  GIT_REPO_DIRECTORY: root,
  PORT: "8081",
  BIND_HOST: "127.0.0.1",
})
// CMS_LOCAL_BACKEND: this editor (and only this one) talks to decap-server on this computer
// (Decap's local_backend, and its address in /admin's policy): a build for the published site names no localhost.
run("gatsby develop", [path.join(root, "node_modules/gatsby/cli.js"), "develop", "--port", "8000"], {
  GATSBY_TELEMETRY_DISABLED: "1",
  CMS_LOCAL_BACKEND: "1",
})
