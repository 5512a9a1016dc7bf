/**
 * Step 5 of the bench: the editor at /admin (docs/CONTENT.md), what a maintainer waits for.
 * - What /admin weighs: every file its page loads, on disk and gzip (Decap's bundle, the live
 *   preview's module and stylesheet).
 * - Its first load: from navigation until «Entrar com o GitHub» shows, unthrottled and on the
 *   throttled network of the phone profile (a maintainer's laptop on a mobile connection: no CPU
 *   throttling); median of `runs`.
 * - From «Publicar» to a visible change: a maintainer renames a service in the editor (decap-server,
 *   git mode, on a scratch copy of data/) and publishes it; the published file then goes through
 *   a warm build of this checkout (.cache and public/ kept, as a Gatsby-aware host keeps them)
 *   until the built home page shows the new title. data/ is restored afterwards, and a last warm
 *   build puts public/ back. A host adds its own queueing, install and upload to this.
 * - Preparing a 12-megapixel photo in the browser before Decap takes it, at 1× and 4× CPU, and
 *   the bytes /admin loads for it (./editorPhotos.mjs).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { benchEnv, gatsbyBuild } from "./builds.mjs"
import { PT_PT_OVERRIDES } from "../../src/cms/locale.ts"
import { root } from "./site.mjs"
import { kb, median } from "./stats.mjs"
import { initRepository, openEditor, publishDraft, saveDraft, setStatus } from "../../__tests__/e2e/editor.ts"
import { photoPreparationReport, photoPreparationRuns } from "./editorPhotos.mjs"

const require = createRequire(import.meta.url)
const { chromePath, chromiumArgs } = require("../lib/chromium.js")
const { THROTTLED_PHONE } = require("../lib/siteVisible.js")
const { fileSize } = require("../lib/firstLoadJs.js")

/** The sign-in button's label (the editor's European Portuguese wording). */
const SIGN_IN = PT_PT_OVERRIDES.auth.loginWithGitHub

/** One load of /admin in a fresh context: ms until the sign-in button shows, and the bytes its files took. */
async function loadAdmin(browser, url, throttled) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    await session.send("Network.enable")
    if (throttled) await session.send("Network.emulateNetworkConditions", THROTTLED_PHONE.network)
    const files = new Map()
    session.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => files.set(requestId, encodedDataLength))
    const started = Date.now()
    await page.goto(url, { waitUntil: "commit", timeout: 120_000 })
    await page.getByRole("button", { name: SIGN_IN }).waitFor({ timeout: 120_000 })
    const ms = await page.evaluate(() => performance.now())
    return { ms: Math.round(ms), wallMs: Date.now() - started, transferred: [...files.values()].reduce((a, b) => a + b, 0) }
  } finally {
    await context.close()
  }
}

/** The files under public/admin (Decap's bundle and chunks, the preview), on disk and gzip: all, the preview's, Decap's bundle. */
function adminBytes(publicDir) {
  const rows = fs
    .readdirSync(path.join(publicDir, "admin"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fileSize(publicDir, path.relative(publicDir, path.join(entry.parentPath ?? entry.path, entry.name))))
  const total = (filter) => ({
    bytes: rows.filter(filter).reduce((sum, row) => sum + row.bytes, 0),
    gzip: rows.filter(filter).reduce((sum, row) => sum + row.gzip, 0),
  })
  return {
    total: total(() => true),
    preview: total((row) => row.file.startsWith("admin/preview/")),
    decap: total((row) => row.file === "admin/decap/decap-cms.js"),
  }
}

/** «Publicar» in the editor, then the warm build, until the built home page shows the change. */
async function publishToVisible(browser, port) {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "zc-bench-editor-"))
  const servicesFile = path.join(root, "data", "services.json")
  const original = fs.readFileSync(servicesFile, "utf8")
  const services = JSON.parse(original).services
  const title = `${services[0].title.pt} (bench)`
  fs.cpSync(path.join(root, "data"), path.join(repo, "data"), { recursive: true })
  initRepository(repo)
  const editor = await openEditor(browser, repo)
  try {
    const page = await editor.signIn()
    await page.getByRole("link", { name: "Serviços", exact: true }).click()
    await page.getByText(services[0].title.pt, { exact: true }).locator("xpath=preceding-sibling::div[1]/button[1]").click()
    await page.getByLabel("Português", { exact: true }).first().fill(title)
    await saveDraft(page)
    await setStatus(page, "ready")
    const clicked = Date.now()
    await publishDraft(page)
    const published = Date.now()
    fs.copyFileSync(path.join(repo, "data", "services.json"), servicesFile)
    const build = await gatsbyBuild({ env: benchEnv(port), label: "Warm rebuild after «Publicar» in the editor (a service's title)" })
    const html = fs.readFileSync(path.join(root, "public", "index.html"), "utf8")
    if (!html.includes(title)) throw new Error(`the warm build's home page does not show «${title}»`)
    const visible = Date.now()
    return { publishSeconds: (published - clicked) / 1000, buildSeconds: build.seconds, totalSeconds: (visible - clicked) / 1000 }
  } finally {
    await editor.close()
    fs.writeFileSync(servicesFile, original)
    fs.rmSync(repo, { recursive: true, force: true })
    await gatsbyBuild({ env: benchEnv(port), label: "Warm rebuild back to the content as it is" })
  }
}

export async function editorRuns({ base, port, runs, publicDir, publish }) {
  const { chromium } = require("@playwright/test")
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  try {
    const url = `${base}/admin/`
    const loads = { unthrottled: [], throttled: [] }
    for (let run = 0; run < runs; run++)
      for (const throttled of [false, true]) loads[throttled ? "throttled" : "unthrottled"].push(await loadAdmin(browser, url, throttled))
    const firstLoad = Object.fromEntries(
      Object.entries(loads).map(([name, list]) => [
        name,
        { ms: median(list.map((load) => load.ms)), transferred: median(list.map((load) => load.transferred)), runs: list },
      ]),
    )
    const photos = await photoPreparationRuns({ base, runs, browser })
    return { bytes: adminBytes(publicDir), firstLoad, photos, publish: publish ? await publishToVisible(browser, port) : null }
  } finally {
    await browser.close()
  }
}

export function editorReport(editor) {
  if (!editor) return
  const { bytes, firstLoad, photos, publish } = editor
  console.log("\nThe editor at /admin")
  console.log(
    `  files: ${kb(bytes.total.bytes)} (${kb(bytes.total.gzip)} gzip); Decap's bundle ${kb(bytes.decap.bytes)} (${kb(bytes.decap.gzip)} gzip), the live preview ${kb(bytes.preview.bytes)} (${kb(bytes.preview.gzip)} gzip)`,
  )
  for (const [name, load] of Object.entries(firstLoad))
    console.log(`  first load, ${name}: «${SIGN_IN}» after ${load.ms} ms (median), ${kb(load.transferred)} transferred`)
  photoPreparationReport(photos)
  if (publish)
    console.log(
      `  «Publicar» → visible on a warm build: ${publish.totalSeconds.toFixed(1)} s (publish ${publish.publishSeconds.toFixed(1)} s, warm build ${publish.buildSeconds.toFixed(1)} s)`,
    )
}
