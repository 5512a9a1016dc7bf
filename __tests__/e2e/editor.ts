// A maintainer's session in the editor (Decap at /admin, as src/build/editor/admin.ts writes it), writing through decap-server into a
// scratch git repository of data/: in git mode (a draft is a branch) or `npm run cms`'s fs mode.
import { execFileSync, spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test"
import type http from "http"
import type { AddressInfo } from "net"
import { projectRoot, trimContent } from "../scratchProject"
import { GALLERY_TEASER_COUNT } from "../../src/content/schema"
import { startStaticServer } from "../../scripts/lib/staticServer"
import { cmsSettingsFromEnv, writeAdmin } from "../../src/build/editor/admin"
import { PT_PT_OVERRIDES } from "../../src/cms/locale"
import { decapConfig } from "../../src/cms/decapConfig"
import { watchPolicyViolations } from "./siteTest"

/** The branch the editor publishes to (its backend's branch, which the scratch repository checks out). */
export const PUBLISHED_BRANCH = "main"

const git = (repoDir: string, ...args: string[]) => execFileSync("git", args, { cwd: repoDir, encoding: "utf8" })

export const fileOnBranch = (repoDir: string, branch: string, file: string) => git(repoDir, "show", `${branch}:${file}`)

export function publishedData(repoDir: string, into: string): string {
  const archive = execFileSync("git", ["archive", PUBLISHED_BRANCH, "data"], { cwd: repoDir, maxBuffer: 64 * 1024 * 1024 })
  execFileSync("tar", ["-x", "-C", into], { input: archive })
  return path.join(into, "data")
}

export const branches = (repoDir: string) => git(repoDir, "branch", "--format=%(refname:short)").split("\n").filter(Boolean)

/** Makes `dir` a git repository on the published branch, everything committed, as a maintainer's clone (`ignored`: the test's own files). */
export function initRepository(dir: string, ignored: string[] = []) {
  git(dir, "init", "--quiet", "--initial-branch", PUBLISHED_BRANCH)
  git(dir, "config", "user.name", "Editor de teste")
  git(dir, "config", "user.email", "editor@localhost")
  git(dir, "config", "commit.gpgsign", "false")
  const exclude = ["/node_modules", "/.cache", "/public", ...ignored.map((file) => `/${path.relative(dir, file)}`)]
  fs.appendFileSync(path.join(dir, ".git", "info", "exclude"), `${exclude.join("\n")}\n`)
  git(dir, "add", "--all")
  git(dir, "commit", "--quiet", "--no-verify", "-m", "The content before the editor session")
}

const { growGallery } = require("../../scripts/lib/galleryScale") as {
  growGallery(dataDir: string, count: number, options: { sameImages: boolean }): void
}

/**
 * A scratch repository of data/ for an editor session: the gallery cut to the home page's teaser (an entry opens
 * faster), or made of `photos` photos (the committed ones, then copies with their own ids naming the same image files).
 */
export function editorRepository(prefix: string, photos?: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.cpSync(path.join(projectRoot, "data"), path.join(dir, "data"), { recursive: true })
  if (photos === undefined) trimContent(path.join(dir, "data"), { photos: GALLERY_TEASER_COUNT })
  else growGallery(path.join(dir, "data"), photos, { sameImages: true })
  initRepository(dir)
  return dir
}

const toolbar = PT_PT_OVERRIDES.editor.editorToolbar

export async function saveDraft(page: Page) {
  await page.getByRole("button", { name: toolbar.save, exact: true }).click()
}

export async function setStatus(page: Page, status: "draft" | "inReview" | "ready") {
  await page.getByRole("button", { name: /^Estado: / }).click()
  await page.getByRole("menuitem", { name: toolbar[status], exact: true }).click()
  await expect(page.getByRole("button", { name: toolbar.status.replace("%{status}", toolbar[status]) })).toBeVisible({ timeout: 30_000 })
}

/** «Publicar» › «Publicar agora»; in fs mode decap-server publishes at once (Decap checks the entry, then writes it). */
export async function publishAtOnce(page: Page) {
  // dnd-kit's sensor swallows every click until 50 ms after a drop: «Publicar» is pressed again until its menu opens.
  const publishNow = page.getByRole("menuitem", { name: toolbar.publishNow })
  await expect(async () => {
    if (!(await publishNow.isVisible())) await page.getByRole("button", { name: toolbar.publish, exact: true }).click()
    await expect(publishNow).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  await publishNow.click()
}

/** «Publicar» › «Publicar agora» on a saved draft that is «Pronto»: it is merged into the published branch. */
export async function publishDraft(page: Page) {
  await publishAtOnce(page)
  await expect(page.getByText(PT_PT_OVERRIDES.ui.toast.entryPublished, { exact: true }).first()).toBeVisible({ timeout: 60_000 })
}

/**
 * decap-server's port: where the editor looks for it (Decap's local_backend default), the one /admin's policy allows. One
 * session at a time: every spec that opens one runs in the editor project, on one worker (playwright.config.ts).
 */
const DECAP_SERVER_PORT = 8081

function stopDecapServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once("exit", () => resolve())
    child.kill()
  })
}

/** git: drafts are branches (the published site's workflow); fs: writes data/ at once (`npm run cms`). */
function startDecapServer(repoDir: string, mode: "git" | "fs" = "git"): Promise<ChildProcess> {
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

// An open editor on `repoDir` (decap-server in `mode` on it) at `url`; `signIn` opens a new maintainer's context on it.
// `session`: requests to anything but this computer, and policy violations.
export type EditorHandle = {
  url: string
  signIn(): Promise<Page>
  session: { foreignRequests: string[]; violations: string[] }
  close(): Promise<void>
}

/** The editor as `npm run cms` builds it: Decap's local_backend, decap-server's address in /admin's policy. */
const LOCAL_EDITOR_ENV = { ...process.env, CMS_LOCAL_BACKEND: "1" }
const LOCAL_EDITOR_SETTINGS = cmsSettingsFromEnv(LOCAL_EDITOR_ENV, { contentDir: "data", siteUrl: "http://localhost" })
export const localEditorConfig = () => decapConfig(LOCAL_EDITOR_SETTINGS)

/** What the editor says when the Portuguese part of a required text is empty: the field at `names` in content file `file`. */
export function missingFieldText(file: string, ...names: string[]): string {
  let fields = localEditorConfig().collections[0].files.find((entry) => entry.name === file)!.fields
  for (const name of names) fields = fields.find((entry) => entry.name === name)!.fields!
  return PT_PT_OVERRIDES.editor.editorControlPane.widget.required.replace("%{fieldLabel}", fields[0].label)
}

let written: Promise<string> | undefined

/** A folder with the local editor's files (`admin/`), written once per test worker (bundling them takes seconds). */
function localEditorFiles(): Promise<string> {
  written ??= (async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-"))
    process.once("exit", () => fs.rmSync(root, { recursive: true, force: true }))
    await writeAdmin(root, LOCAL_EDITOR_SETTINGS)
    fs.copyFileSync(path.join(projectRoot, "static", "favicon.svg"), path.join(root, "favicon.svg"))
    return root
  })()
  return written
}

/** The published editor: the one the test build wrote into public/ (npm test builds before the browser tests). */
export const PUBLISHED_SITE = path.join(projectRoot, "public")

export async function servePublishedEditor(): Promise<{ url: string; server: http.Server }> {
  const server = await startStaticServer({ root: PUBLISHED_SITE, port: 0, host: "localhost", env: {} })
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/admin/`, server }
}

export async function openEditor(browser: Browser, repoDir: string, mode: "git" | "fs" = "git"): Promise<EditorHandle> {
  // The files first: a failure to write them then leaves no decap-server holding its port.
  const root = await localEditorFiles()
  const decapServer = await startDecapServer(repoDir, mode)
  const server = await startStaticServer({ root, port: 0, host: "localhost", env: LOCAL_EDITOR_ENV })
  const url = `http://localhost:${(server.address() as AddressInfo).port}/admin/`
  const session: EditorHandle["session"] = { foreignRequests: [], violations: [] }
  const contexts: BrowserContext[] = []
  return {
    url,
    session,
    async signIn() {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" })
      contexts.push(context)
      const page = await context.newPage()
      page.setDefaultTimeout(60_000) // Decap (7 MB) boots and loads an entry in over 30 s on a busy machine.
      // Decap asks "Tem a certeza de que quer publicar?" (window.confirm): the maintainer says yes.
      page.on("dialog", (dialog) => void dialog.accept())
      page.on("request", (request) => {
        const target = new URL(request.url())
        if (!["localhost", "127.0.0.1"].includes(target.hostname) && !["data:", "blob:"].includes(target.protocol))
          session.foreignRequests.push(request.url())
      })
      await watchPolicyViolations(page, (violation) => session.violations.push(violation))
      await page.goto(url)
      await page.getByRole("button", { name: "Entrar" }).click()
      return page
    },
    async close() {
      for (const context of contexts) await context.close()
      server.close()
      await stopDecapServer(decapServer)
    },
  }
}

export const preparation = (page: Page) => page.locator("[data-photo-preparation]")

/** Adds a gallery entry with `file`'s photo; with `untitled`, its Portuguese title is left empty. */
export async function addPhotoEntry(page: Page, file: string, id: string, title: string, untitled = false) {
  await page.getByRole("button", { name: "Adicionar Fotografia" }).click()
  await page.getByLabel("Identificador", { exact: true }).last().waitFor()
  await page.getByRole("button", { name: "Escolher uma fotografia" }).last().click()
  await page.locator('input[type="file"]').setInputFiles(file)
  await expect(preparation(page)).toHaveAttribute("data-state", "done", { timeout: 120_000 })
  const summary = (await preparation(page).getByRole("status").innerText()).trim()
  const use = page.getByRole("button", { name: "Usar a escolhida" })
  await expect(use).toBeEnabled({ timeout: 60_000 })
  await use.click()
  await expect(page.getByRole("button", { name: "Escolher outra fotografia" }).last()).toBeVisible()
  await page.getByLabel("Identificador", { exact: true }).last().fill(id)
  const portuguese = page.getByLabel(/\(português\)$/)
  const count = await portuguese.count()
  // alt, title, description: the new entry's last three Portuguese texts (the schema's order).
  await portuguese.nth(count - 3).fill(`Metade de cima laranja, metade de baixo verde (${id})`)
  if (!untitled) await portuguese.nth(count - 2).fill(title)
  await portuguese.nth(count - 1).fill("Uma fotografia tirada com o telemóvel.")
  await page.getByLabel("Obra", { exact: true }).last().fill(title)
  await page.getByLabel("Autor", { exact: true }).last().fill("Zavala Caju")
  await page.getByLabel("Licença", { exact: true }).last().fill("Todos os direitos reservados")
  await page.getByLabel("Origem", { exact: true }).last().fill("Arquivo da Zavala Caju")
  return summary
}

export async function expectPreviewShows(page: Page, titles: string[]) {
  const preview = page.frameLocator("#preview-pane")
  const cards = preview.getByTestId("gallery-grid").getByRole("listitem")
  for (const title of titles) {
    const image = cards.filter({ hasText: title }).locator("img")
    // The card's photo loads lazily: scrolled into the preview's view first.
    await image.scrollIntoViewIfNeeded({ timeout: 60_000 })
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 60_000 }).toBe(true)
  }
}
