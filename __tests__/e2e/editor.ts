/**
 * A maintainer's session in the content editor (Decap CMS at /admin, local mode): the editor's
 * files as the build writes them (src/build/admin.ts), served with the site's /admin headers,
 * writing through decap-server (git mode, which has the editorial workflow: a draft is a branch
 * cms/<collection>/<file>, publishing merges it into main) into a scratch copy of the project
 * made a git repository. Used by ./variantSite.ts, whose build then shows what the maintainer
 * did. It needs no build of the site, so it runs while the main build does.
 */
import { execFileSync, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test"
import type { AddressInfo } from "net"
import { readRawData } from "../data"
import { portugueseFieldHolding } from "./decapList"
import { projectRoot, trimContent } from "../scratchProject"
import { GALLERY_TEASER_COUNT } from "../../src/content/schema"
import { startStaticServer } from "../../scripts/lib/staticServer"
import { cmsSettingsFromEnv, writeAdmin } from "../../src/build/admin"
import { PT_PT_OVERRIDES } from "../../src/cms/locale"
import { startDecapServer, stopDecapServer, takePortLock } from "./decapServer"
import { watchPolicyViolations } from "./siteTest"

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

/** A scratch repository of data/ for an editor session, the gallery cut to the home page's teaser (an entry opens faster). */
export function editorRepository(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.cpSync(path.join(projectRoot, "data"), path.join(dir, "data"), { recursive: true })
  trimContent(path.join(dir, "data"), { photos: GALLERY_TEASER_COUNT })
  initRepository(dir)
  return dir
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

/** The editor as `npm run cms` builds it: Decap's local_backend, and decap-server's address in /admin's policy. */
const LOCAL_EDITOR_ENV = { ...process.env, CMS_LOCAL_BACKEND: "1" }

let written: Promise<string> | undefined

/** The editor's files, written once per test worker: every session's are the same, and bundling them takes seconds. */
function editorFiles(): Promise<string> {
  written ??= (async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-"))
    process.once("exit", () => fs.rmSync(root, { recursive: true, force: true }))
    await writeAdmin(root, cmsSettingsFromEnv(LOCAL_EDITOR_ENV, { contentDir: "data", siteUrl: "http://localhost" }))
    fs.copyFileSync(path.join(projectRoot, "static", "favicon.svg"), path.join(root, "favicon.svg"))
    return root
  })()
  return written
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
  const server = await startStaticServer({ root: await editorFiles(), port: 0, host: "localhost", env: LOCAL_EDITOR_ENV })
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
      await watchPolicyViolations(page, (violation) => session.violations.push(violation))
      await page.goto(url)
      await page.getByRole("button", { name: "Entrar" }).click()
      return page
    },
    async close() {
      for (const context of contexts) await context.close()
      server.close()
      await stopDecapServer(decapServer)
      releasePort()
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
