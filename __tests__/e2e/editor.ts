/**
 * A maintainer's session in the content editor (Decap CMS at /admin, local mode): the editor's
 * files as the build writes them (src/build/admin.ts), served with the site's /admin headers,
 * writing through decap-server (git mode, which has the editorial workflow: a draft is a branch
 * cms/<collection>/<file>, publishing merges it into main) into a scratch copy of the project
 * made a git repository. Used by ./variantSite.ts, whose build then shows what the maintainer
 * did. It needs no build of the site, so it runs while the main build does.
 */
import { execFileSync, spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test"
import type { AddressInfo } from "net"
import { readRawData } from "../data"
import { portugueseFieldHolding } from "./decapList"
import { projectRoot } from "../scratchProject"
import { startStaticServer } from "../../scripts/lib/staticServer"
import { cmsSettingsFromEnv, writeAdmin } from "../../src/build/admin"
import { PT_PT_OVERRIDES } from "../../src/cms/locale"

/** decap-server's port: the editor looks for it there (Decap's local_backend default). */
export const DECAP_SERVER_PORT = 8081
/** The service the editor session renames: the first of data/services.json, by its Portuguese title; and its new title. */
export const RENAMED_SERVICE = { from: readRawData("services.json").services[0].title.pt as string, to: "Consultoria Agrícola e Pecuária" }

/** What the editor session saw, for the specs to check. */
export interface EditorSession {
  /** Requests to anything but this computer. */
  foreignRequests: string[]
  violations: string[]
  /** The message shown when publishing with a required field empty. */
  refusal: string
}

/**
 * decap-server can listen only on DECAP_SERVER_PORT (where the editor looks for it, and the one
 * port /admin's policy allows), so one editor session runs at a time across the test workers
 * (the preview's spec and the drafts test run in parallel projects): a lock folder, taken before
 * decap-server starts and given back once it has exited. A lock whose process is gone is taken over.
 */
const PORT_LOCK = path.join(os.tmpdir(), `zc-decap-server-${DECAP_SERVER_PORT}.lock`)

async function takePortLock(): Promise<() => void> {
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
function stopDecapServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once("exit", () => resolve())
    child.kill()
  })
}

export function startDecapServer(repoDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
      cwd: repoDir,
      env: {
        ...process.env,
        MODE: "git",
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

/** The branch the editor publishes to (its backend's branch, which the scratch repository checks out). */
export const PUBLISHED_BRANCH = "main"

const git = (repoDir: string, ...args: string[]) => execFileSync("git", args, { cwd: repoDir, encoding: "utf8" })

/** A file as it is on a branch of the repository (`git show branch:path`). */
export const fileOnBranch = (repoDir: string, branch: string, file: string) => git(repoDir, "show", `${branch}:${file}`)

/** The repository's local branches. */
export const branches = (repoDir: string) => git(repoDir, "branch", "--format=%(refname:short)").split("\n").filter(Boolean)

/**
 * Makes `dir` a git repository on the published branch, everything in it committed, as a
 * maintainer's clone would be: decap-server's git mode edits only a repository. `ignored`: paths
 * in it that stay out of the commits (the test's own files).
 */
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

/** The last field of this label on the page (a new list entry's, when several entries are open). */
const last = (page: Page, label: string) => page.getByLabel(label, { exact: true }).last()

const toolbar = PT_PT_OVERRIDES.editor.editorToolbar

/** «Guardar»: the change becomes a draft (a branch), the published branch unchanged. */
export async function saveDraft(page: Page) {
  await page.getByRole("button", { name: toolbar.save, exact: true }).click()
}

/** Sets the draft's state (Decap's «Estado» menu): «Rascunho», «Em revisão» or «Pronto». */
export async function setStatus(page: Page, status: "draft" | "inReview" | "ready") {
  await page.getByRole("button", { name: /^Estado: / }).click()
  await page.getByRole("menuitem", { name: toolbar[status], exact: true }).click()
  await expect(page.getByRole("button", { name: toolbar.status.replace("%{status}", toolbar[status]) })).toBeVisible({ timeout: 30_000 })
}

/** «Publicar» › «Publicar agora» on a saved draft that is «Pronto»: it is merged into the published branch. */
export async function publishDraft(page: Page) {
  await page.getByRole("button", { name: toolbar.publish, exact: true }).click()
  await page.getByRole("menuitem", { name: toolbar.publishNow }).click()
  await expect(page.getByText(PT_PT_OVERRIDES.ui.toast.entryPublished, { exact: true }).first()).toBeVisible({ timeout: 60_000 })
}

/** Saves, sets «Pronto» and publishes: what one maintainer does to publish a change at once. */
async function saveAndPublish(page: Page) {
  await saveDraft(page)
  await expect(page.getByRole("button", { name: /^Estado: / })).toBeVisible({ timeout: 60_000 })
  await setStatus(page, "ready")
  await publishDraft(page)
}

export interface NewPhoto {
  file: string
  id: string
  title: string
  alt: string
  description: string
  english: { title: string; alt: string; description: string }
  credit: { work: string; author: string; licence: string; source: string }
}

/** An open editor on `repoDir` (decap-server in git mode on it), for one or more maintainers' pages. */
export interface EditorHandle {
  /** The editor's address, /admin/. */
  url: string
  /** A new maintainer: a fresh browser context on the editor, signed in (local mode: «Entrar»). */
  signIn(): Promise<Page>
  session: EditorSession
  close(): Promise<void>
}

export async function openEditor(browser: Browser, repoDir: string): Promise<EditorHandle> {
  const releasePort = await takePortLock()
  let decapServer: ChildProcess
  try {
    decapServer = await startDecapServer(repoDir)
  } catch (error) {
    releasePort()
    throw error
  }
  const editorRoot = fs.mkdtempSync(path.join(os.tmpdir(), "editor-"))
  // The editor as `npm run cms` builds it: Decap's local_backend, and decap-server's address in /admin's policy.
  const env = { ...process.env, CMS_LOCAL_BACKEND: "1" }
  await writeAdmin(editorRoot, cmsSettingsFromEnv(env, { contentDir: "data", siteUrl: "http://localhost" }))
  fs.copyFileSync(path.join(projectRoot, "static", "favicon.svg"), path.join(editorRoot, "favicon.svg"))
  const server = await startStaticServer({ root: editorRoot, port: 0, host: "localhost", env })
  const url = `http://localhost:${(server.address() as AddressInfo).port}/admin/`
  const session: EditorSession = { foreignRequests: [], violations: [], refusal: "" }
  const contexts: BrowserContext[] = []
  return {
    url,
    session,
    async signIn() {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" })
      contexts.push(context)
      const page = await context.newPage()
      page.setDefaultTimeout(60_000) // Decap (7 MB) boots and loads an entry in over 30 s beside a second browser worker on 2 cores.
      // Decap asks "Tem a certeza de que quer publicar?" (window.confirm): the maintainer says yes.
      page.on("dialog", (dialog) => void dialog.accept())
      page.on("request", (request) => {
        const target = new URL(request.url())
        if (!["localhost", "127.0.0.1"].includes(target.hostname) && !["data:", "blob:"].includes(target.protocol))
          session.foreignRequests.push(request.url())
      })
      await page.exposeBinding("__reportViolation", (_source, text: string) => session.violations.push(text))
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as any).__reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
        )
      })
      await page.goto(url)
      await page.getByRole("button", { name: "Entrar" }).click()
      return page
    },
    async close() {
      for (const context of contexts) await context.close()
      server.close()
      await stopDecapServer(decapServer)
      releasePort()
      fs.rmSync(editorRoot, { recursive: true, force: true })
    },
  }
}

/**
 * In the editor: adds `photo` to the gallery (uploading its file), first trying to save it
 * without a title (refused), then renames the first service; each change saved, set «Pronto»
 * and published, so the scratch copy's files end with both.
 */
export async function editThroughEditor(browser: Browser, repoDir: string, photo: NewPhoto): Promise<EditorSession> {
  initRepository(repoDir, [photo.file])
  const editor = await openEditor(browser, repoDir)
  const session = editor.session
  try {
    const page = await editor.signIn()
    await page.getByRole("link", { name: "Galeria", exact: true }).click()
    await page.getByRole("button", { name: "Adicionar Fotografia" }).click()
    await last(page, "Identificador").waitFor()

    // The photo, uploaded through the editor's photo library.
    await page.getByRole("button", { name: "Escolher uma fotografia" }).last().click()
    await page.locator('input[type="file"]').setInputFiles(photo.file)
    const use = page.getByRole("button", { name: "Usar a escolhida" })
    await expect(use).toBeEnabled({ timeout: 60_000 })
    await use.click()
    await expect(page.getByRole("button", { name: "Escolher outra fotografia" }).last()).toBeVisible()

    await last(page, "Identificador").fill(photo.id)
    // Each text has its Português and English fields; the new photo's are the last three pairs:
    // alt, title, description (the schema's order).
    const texts = async (lang: "Português" | "English") => {
      // The English field is optional: Decap adds "(opcional)" to its label.
      const fields = lang === "English" ? page.getByLabel(/^English\b/) : page.getByLabel(lang, { exact: true })
      const count = await fields.count()
      return { alt: fields.nth(count - 3), title: fields.nth(count - 2), description: fields.nth(count - 1) }
    }
    const portuguese = await texts("Português")
    const english = await texts("English")
    await portuguese.alt.fill(photo.alt)
    await portuguese.description.fill(photo.description)
    await english.alt.fill(photo.english.alt)
    await english.title.fill(photo.english.title)
    await english.description.fill(photo.english.description)
    await last(page, "Obra").fill(photo.credit.work)
    await last(page, "Autor").fill(photo.credit.author)
    await last(page, "Licença").fill(photo.credit.licence)
    await last(page, "Origem").fill(photo.credit.source)
    // No title yet: the editor refuses to save, in Portuguese.
    await saveDraft(page)
    const refusal = page.getByText(/Falta preencher um campo obrigatório/)
    await expect(refusal).toBeVisible()
    session.refusal = (await refusal.first().innerText()).trim()
    await portuguese.title.fill(photo.title)
    await saveAndPublish(page)

    // A service's title. Back to the file list through the editor (it keeps a file's data between routes).
    await page.getByRole("link", { name: /A editar: Conteúdo do site/ }).click()
    await page.getByRole("link", { name: "Serviços", exact: true }).click()
    await page.getByRole("button", { name: "Adicionar Serviço" }).waitFor()
    const title = await portugueseFieldHolding(page, RENAMED_SERVICE.from)
    await title.clear()
    await title.fill(RENAMED_SERVICE.to)
    await saveAndPublish(page)
  } finally {
    await editor.close()
  }
  return session
}
