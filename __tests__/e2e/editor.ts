/**
 * A maintainer's session in the content editor (Decap CMS at /admin, local mode): the editor's
 * files as the build writes them (src/build/admin.ts), served with the site's /admin headers,
 * writing through decap-server into a scratch copy of the project. Used by ./variantSite.ts,
 * whose build then shows what the maintainer did. It needs no build of the site, so it runs
 * while the main build does.
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { expect, type Browser, type Page } from "@playwright/test"
import type { AddressInfo } from "net"
import { projectRoot } from "../scratchProject"

import { startStaticServer } from "../../scripts/lib/staticServer"
import { cmsSettingsFromEnv, writeAdmin } from "../../src/build/admin"

/** decap-server's port: the editor looks for it there (Decap's local_backend default). */
export const DECAP_SERVER_PORT = 8081
export const RENAMED_SERVICE = { from: "Consultoria Agrícola", to: "Consultoria Agrícola e Pecuária" }

/** What the editor session saw, for the specs to check. */
export interface EditorSession {
  /** Requests to anything but this computer. */
  foreignRequests: string[]
  violations: string[]
  /** The message shown when publishing with a required field empty. */
  refusal: string
}

export function startDecapServer(repoDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, "node_modules/decap-server/dist/index.js")], {
      cwd: repoDir,
      env: {
        ...process.env,
        MODE: "fs",
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

/** The last field of this label on the page (a new list entry's, when several entries are open). */
const last = (page: Page, label: string) => page.getByLabel(label, { exact: true }).last()

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicar", exact: true }).click()
  await page.getByText("Publicar agora").first().click()
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

/**
 * In the editor: adds `photo` to the gallery (uploading its file), first trying to publish it
 * without a title (refused), then renames the first service.
 */
export async function editThroughEditor(browser: Browser, repoDir: string, photo: NewPhoto): Promise<EditorSession> {
  const decapServer = await startDecapServer(repoDir)
  const editorRoot = fs.mkdtempSync(path.join(os.tmpdir(), "editor-"))
  writeAdmin(editorRoot, cmsSettingsFromEnv(process.env, { contentDir: "data", siteUrl: "http://localhost" }))
  fs.copyFileSync(path.join(projectRoot, "static", "favicon.svg"), path.join(editorRoot, "favicon.svg"))
  const server = await startStaticServer({ root: editorRoot, port: 0, host: "localhost" })
  const editor = `http://localhost:${(server.address() as AddressInfo).port}/admin/`
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" })
  const session: EditorSession = { foreignRequests: [], violations: [], refusal: "" }
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (!["localhost", "127.0.0.1"].includes(url.hostname) && !["data:", "blob:"].includes(url.protocol))
        session.foreignRequests.push(request.url())
    })
    await page.exposeBinding("__reportViolation", (_source, text: string) => session.violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as any).__reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })

    await page.goto(editor)
    await page.getByRole("button", { name: "Entrar" }).click()
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
    // No title yet: the editor refuses to publish, in Portuguese.
    await publish(page)
    const refusal = page.getByText(/Falta preencher um campo obrigatório/)
    await expect(refusal).toBeVisible()
    session.refusal = (await refusal.first().innerText()).trim()
    await portuguese.title.fill(photo.title)
    await publish(page)
    await expect(page.getByRole("button", { name: "Publicado" })).toBeVisible({ timeout: 60_000 })

    // A service's title. Back to the file list through the editor (it keeps a file's data between routes).
    await page.getByRole("link", { name: /A editar: Conteúdo do site/ }).click()
    await page.getByRole("link", { name: "Serviços", exact: true }).click()
    await page.getByRole("button", { name: "Adicionar Serviço" }).waitFor()
    // The entry's expand toggle has no name of its own: reach it from the entry's summary (its title).
    await page.getByText(RENAMED_SERVICE.from, { exact: true }).locator("xpath=preceding-sibling::div[1]/button[1]").click()
    // The service's title in Portuguese: the first Português field of the opened entry.
    const title = page.getByLabel("Português", { exact: true }).first()
    await title.clear()
    await title.fill(RENAMED_SERVICE.to)
    await publish(page)
    await expect(page.getByRole("button", { name: "Publicado" })).toBeVisible({ timeout: 60_000 })
  } finally {
    await context.close()
    server.close()
    decapServer.kill()
    fs.rmSync(editorRoot, { recursive: true, force: true })
  }
  return session
}
