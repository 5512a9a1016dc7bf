/**
 * Step 5 of the bench: the editor at /admin (docs/CONTENT.md), what a maintainer waits for.
 * - What /admin weighs: its files on disk and gzip (Decap, the live preview).
 * - The sign-in screen: from navigation until «Entrar com o GitHub» shows, on the phone profile at 4× CPU on
 *   the slow two networks (scripts/lib/tapNetworks.js), a first visit and a return; median of `runs`, with the bytes.
 *   Alone, on the editor as writeAdmin writes it (no site build):
 *   `node --import tsx scripts/bench/editor.mjs --sign-in [--runs N] [--gzip] [--edit]`.
 * - A maintainer's edit at 4× CPU under `npm run cms`'s local backend: opening the pages' entry, and saving a changed text.
 * - The gallery's entry at 29 and 300 photos under the same backend at 4× CPU: opening it, and a keystroke in a photo's
 *   title (./editorGallery.mjs; alone: `node --import tsx scripts/bench/editorGallery.mjs --runs 3`).
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
import { fileURLToPath } from "node:url"
import { benchEnv, gatsbyBuild } from "./builds.mjs"
import { PT_PT_OVERRIDES, PUBLISHES_AT_ONCE } from "../../src/cms/locale.ts"
import { root } from "./site.mjs"
import { kb, median } from "./stats.mjs"
import {
  editorRepository,
  initRepository,
  openEditor,
  publishAtOnce,
  publishDraft,
  saveDraft,
  setStatus,
} from "../../__tests__/e2e/editor.ts"
import { CONTENT_FILES } from "../../src/content/schema/index.ts"
import { photoPreparationReport, photoPreparationRuns } from "./editorPhotos.mjs"
import { galleryReport, galleryRuns } from "./editorGallery.mjs"
import { benchmarkIndex } from "./benchmarkIndex.mjs"

const require = createRequire(import.meta.url)
const { chromePath, chromiumArgs } = require("../lib/chromium.js")
const { THROTTLED_PHONE, throttle } = require("../lib/siteVisible.js")
const { SLOW_NETWORKS } = require("../lib/tapNetworks.js")
const { fileSize } = require("../lib/firstLoadJs.js")

/** The sign-in button's label (the editor's European Portuguese wording). */
const SIGN_IN = PT_PT_OVERRIDES.auth.loginWithGitHub

/** One visit to /admin: ms from navigation until the sign-in button shows, and the bytes it transferred. */
async function visitAdmin(page, session, url) {
  let transferred = 0
  // Only this visit's requests: the last one's preview (loaded after the sign-in screen) may still be arriving.
  const mine = new Set()
  const sent = ({ requestId }) => mine.add(requestId)
  const count = ({ requestId, encodedDataLength }) => mine.has(requestId) && (transferred += encodedDataLength)
  session.on("Network.requestWillBeSent", sent)
  session.on("Network.loadingFinished", count)
  try {
    const started = Date.now()
    await page.goto(url, { waitUntil: "commit", timeout: 180_000 })
    await page.getByRole("button", { name: SIGN_IN }).waitFor({ timeout: 180_000 })
    return { ms: Date.now() - started, transferred }
  } finally {
    session.off("Network.requestWillBeSent", sent)
    session.off("Network.loadingFinished", count)
  }
}

/**
 * The sign-in screen on the phone profile (4× CPU) on the slow two networks (SLOW_NETWORKS: 150 ms / 1.6 Mbps,
 * 400 ms / 400 kbps): a first visit with an empty cache, then a return visit in the same context; `runs` of each,
 * with Lighthouse's benchmarkIndex measured before them (the return visit is the phone's processor at work).
 */
async function signInRuns(browser, url, runs) {
  const index = Math.round(await benchmarkIndex(browser))
  const result = []
  for (const network of SLOW_NETWORKS) {
    const first = []
    const again = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(THROTTLED_PHONE.context)
      try {
        const page = await context.newPage()
        const session = await throttle(context, page, { network: network.conditions })
        first.push(await visitAdmin(page, session, url))
        again.push(await visitAdmin(page, session, url))
      } finally {
        await context.close()
      }
    }
    const summary = (list) => ({
      ms: median(list.map((visit) => visit.ms)),
      transferred: median(list.map((visit) => visit.transferred)),
      runs: list,
    })
    result.push({ network: network.name, benchmarkIndex: index, first: summary(first), again: summary(again) })
  }
  return result
}

/**
 * A maintainer's edit at 4× CPU in `npm run cms`'s editor (decap-server in its fs mode, on a scratch copy of
 * data/), signed in first: ms from a click on the pages' entry to its first text field, and from «Publicar» to
 * «Publicado»; median of `runs`. No network throttling: decap-server runs on the same computer
 * (throttled, its media listing alone kept the entry loading for minutes, which no maintainer meets).
 */
async function editRuns(browser, runs) {
  const list = []
  for (let run = 0; run < runs; run++) {
    const repo = editorRepository("zc-bench-edit-")
    const editor = await openEditor(browser, repo, "fs")
    try {
      const page = await editor.signIn()
      const entry = page.getByRole("link", { name: CONTENT_FILES["pages.json"].label, exact: true })
      await entry.waitFor({ timeout: 120_000 })
      const session = await page.context().newCDPSession(page)
      await session.send("Emulation.setCPUThrottlingRate", { rate: THROTTLED_PHONE.cpuSlowdown })
      let started = Date.now()
      await entry.click()
      const text = page.getByLabel(/\(português\)$/).first()
      await text.waitFor({ timeout: 180_000 })
      const open = Date.now() - started
      await text.fill(`${await text.inputValue()} (bench)`)
      started = Date.now()
      await publishAtOnce(page)
      await page.getByRole("alert").filter({ hasText: PUBLISHES_AT_ONCE.ui.toast.entrySaved }).waitFor({ timeout: 180_000 })
      list.push({ open, save: Date.now() - started })
    } finally {
      await editor.close()
      fs.rmSync(repo, { recursive: true, force: true })
    }
  }
  return { open: median(list.map((run) => run.open)), save: median(list.map((run) => run.save)), runs: list }
}

/** The files under public/admin, on disk and gzip: all, the preview's, Decap's. */
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
    preview: total((row) => row.file.startsWith("admin/assets/preview/")),
    decap: total((row) => row.file.startsWith("admin/assets/decap/")),
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
    await page
      .getByLabel(/\(português\)$/)
      .first()
      .fill(title)
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
    const signIn = await signInRuns(browser, `${base}/admin/`, runs)
    const edit = await editRuns(browser, runs)
    const gallery = await galleryRuns(browser, { runs })
    const photos = await photoPreparationRuns({ base, runs, browser })
    return { bytes: adminBytes(publicDir), signIn, edit, gallery, photos, publish: publish ? await publishToVisible(browser, port) : null }
  } finally {
    await browser.close()
  }
}

function signInReport(signIn) {
  for (const { network, benchmarkIndex: index, first, again } of signIn)
    console.log(
      `  «${SIGN_IN}», ${network}, 4× CPU, benchmarkIndex ${index} (medians): first visit ${(first.ms / 1000).toFixed(1)} s, ${kb(first.transferred)}; return ${(again.ms / 1000).toFixed(1)} s, ${kb(again.transferred)}`,
    )
}

function editReport({ open, save }) {
  console.log(
    `  the pages' entry at 4× CPU (medians): opened in ${(open / 1000).toFixed(1)} s, a changed text published in ${(save / 1000).toFixed(1)} s`,
  )
}

export function editorReport(editor) {
  if (!editor) return
  const { bytes, signIn, edit, gallery, photos, publish } = editor
  console.log("\nThe editor at /admin")
  console.log(
    `  files: ${kb(bytes.total.bytes)} (${kb(bytes.total.gzip)} gzip); Decap's bundle ${kb(bytes.decap.bytes)} (${kb(bytes.decap.gzip)} gzip), the live preview ${kb(bytes.preview.bytes)} (${kb(bytes.preview.gzip)} gzip)`,
  )
  signInReport(signIn)
  editReport(edit)
  if (gallery) galleryReport(gallery)
  photoPreparationReport(photos)
  if (publish)
    console.log(
      `  «Publicar» → visible on a warm build: ${publish.totalSeconds.toFixed(1)} s (publish ${publish.publishSeconds.toFixed(1)} s, warm build ${publish.buildSeconds.toFixed(1)} s)`,
    )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]) && process.argv.includes("--sign-in")) {
  const { startStaticServer } = await import("../lib/staticServer.ts")
  const { cmsSettingsFromEnv, writeAdmin } = await import("../../src/build/editor/admin.ts")
  const runsAt = process.argv.indexOf("--runs")
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zc-bench-admin-"))
  await writeAdmin(dir, cmsSettingsFromEnv({}, { contentDir: "data", siteUrl: "https://www.zavalacaju.example" }))
  fs.copyFileSync(path.join(root, "static", "favicon.svg"), path.join(dir, "favicon.svg"))
  const server = await startStaticServer({ root: dir, port: 0, host: "localhost", env: {}, compress: true })
  const base = `http://localhost:${server.address().port}`
  // The server compresses each file on its first request (brotli 11 takes seconds for Decap): not a visit's cost.
  for (const file of fs.readdirSync(path.join(dir, "admin"), { recursive: true }).filter((name) => /\.(js|css|html)$/.test(name)))
    for (const encoding of ["br", "gzip"])
      await fetch(`${base}/admin/${file}`, { headers: { "Accept-Encoding": encoding } }).then((answer) => answer.arrayBuffer())
  const { chromium } = require("@playwright/test")
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  try {
    // --gzip: as a host that sends no brotli (GitHub Pages, nginx without its brotli module).
    if (process.argv.includes("--gzip"))
      browser.newContext = (
        (open) => (options) =>
          open({ ...options, extraHTTPHeaders: { "Accept-Encoding": "gzip" } })
      )(browser.newContext.bind(browser))
    const signIn = await signInRuns(browser, `${base}/admin/`, runs)
    signInReport(signIn)
    console.log(JSON.stringify(signIn.map(({ network, first, again }) => ({ network, first: first.runs, again: again.runs }))))
    if (process.argv.includes("--edit")) {
      const edit = await editRuns(browser, runs)
      editReport(edit)
      console.log(JSON.stringify(edit))
    }
  } finally {
    await browser.close()
    server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
