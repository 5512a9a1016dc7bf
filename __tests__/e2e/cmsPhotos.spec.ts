// A phone's photos made safe in the editor before anything is committed (src/cms/photos), through decap-server in git mode.
// ./fixtures/iphonePhoto.heic (1600 × 1200, orange over green, Make "Apple", GPS): sharp, then libheif-examples 1.15 `heif-enc -q 50`.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { expect, test } from "@playwright/test"
import sharp from "sharp"
import { PT_PT_OVERRIDES } from "../../src/cms/locale"
import { CONTENT_FILES } from "../../src/content/schema"
import { validateContentAndPhotos } from "../../src/content/photoCheck"
import { EDITOR_TEXTS } from "../../editor/texts"
import { PHOTO_TEXTS, rawExif } from "../../src/cms/photos/prepare"
import { HEIC_EXTENSIONS, inspectPhoto } from "../../src/content/photoLimits"
import { IMAGE_EXTENSIONS } from "../../src/content/fields"
import { coloursAt, phonePhoto, screenshot } from "../photoFixtures"
import {
  addPhotoEntry,
  branches,
  editorRepository,
  expectPreviewShows,
  fileOnBranch,
  localEditorConfig,
  missingFieldText,
  openEditor,
  preparation,
  publishDraft,
  publishedData,
  PUBLISHED_BRANCH,
  saveDraft,
  setStatus,
} from "./editor"

const HEIC_FIXTURE = path.join(__dirname, "fixtures", "iphonePhoto.heic")

let repo: string
let work: string
test.beforeAll(() => {
  repo = editorRepository("zc-photos-")
  work = fs.mkdtempSync(path.join(os.tmpdir(), "zc-photos-files-"))
})
test.afterAll(() => {
  for (const dir of [repo, work]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })

/** Every object git holds, loose or packed, reachable or not: [id, type]. */
const allObjects = () =>
  git("cat-file", "--batch-all-objects", "--batch-check=%(objectname) %(objecttype)")
    .trim()
    .split("\n")
    .map((line) => line.split(" ") as [string, string])
const blob = (id: string) => execFileSync("git", ["cat-file", "blob", id], { cwd: repo, maxBuffer: 64 * 1024 * 1024 })
const PHOTO_EXTENSIONS = new Set([...IMAGE_EXTENSIONS, ...HEIC_EXTENSIONS])

/** Every photo blob reachable from any ref, or from the reflogs (a draft's branch after it was deleted): [path, blob id]. */
const photoBlobs = (): [string, string][] =>
  git("rev-list", "--all", "--reflog", "--objects")
    .split("\n")
    .map((line) => line.split(" ") as [string, string?])
    .filter(([, name]) => name && PHOTO_EXTENSIONS.has(path.extname(name).toLowerCase()))
    .map(([id, name]) => [name as string, id])

/** A blob written under `work`, its faults against PHOTO_LIMITS (inspectPhoto, the build's own check) and its metadata. */
async function inspectBlob(id: string, name: string) {
  const file = path.join(work, `${id}${path.extname(name)}`)
  fs.writeFileSync(file, blob(id))
  return { inspection: await inspectPhoto(file), meta: await sharp(file).metadata(), file }
}

/** The leaks in git: objects holding EXIF GPS or a slice from an original's middle (past shared headers), or an original itself. */
function leaks(originals: string[]): string[] {
  const slices = originals.map((file) => {
    const bytes = fs.readFileSync(file)
    return { file, id: git("hash-object", file).trim(), slice: bytes.subarray(bytes.length / 2, bytes.length / 2 + 64) }
  })
  const found: string[] = []
  for (const [id] of allObjects().filter(([, type]) => type === "blob")) {
    const content = blob(id)
    if (rawExif(new Uint8Array(content)).gps) found.push(`${id}: EXIF GPS`)
    for (const { file, id: originalId, slice } of slices)
      if (id === originalId || content.includes(slice)) found.push(`${id}: the bytes of ${path.basename(file)}`)
  }
  return found
}

/** Orange on top and green below, as the photo is shown: it was turned upright, not left sideways. */
async function expectUpright(file: string) {
  const [top, bottom] = await coloursAt(file, [0.5, 0.2], [0.5, 0.8])
  expect(top[0] - top[1]).toBeGreaterThan(80)
  expect(bottom[1] - bottom[0]).toBeGreaterThan(30)
}

test("with the photo guard's script blocked, the editor never starts, says why, and nothing reaches git; a phone's JPEG, an iPhone's HEIC and an accented screenshot are made safe before the first commit, and open again", async ({
  browser,
}) => {
  test.setTimeout(7 * 60_000)
  const jpeg = path.join(work, "IMG_4032.jpg")
  await phonePhoto(jpeg)
  const heic = path.join(work, "IMG_0412.HEIC")
  fs.copyFileSync(HEIC_FIXTURE, heic)
  const png = path.join(work, "Captura de ecrã 2026-11-26 às 10.15.00.png")
  await screenshot(png)
  expect(fs.statSync(jpeg).size).toBeGreaterThan(4_000_000)
  const broken = path.join(work, "danificada.jpg")
  fs.writeFileSync(broken, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("isto não é uma fotografia".repeat(40))]))
  const before = new Set(photoBlobs().map(([, id]) => id))
  const publishedBefore = fileOnBranch(repo, PUBLISHED_BRANCH, "data/gallery.json")
  // The phone's photos carry GPS and camera data; the screenshot has none, and keeps its own bytes by design.
  const originals = [jpeg, heic]
  expect(leaks(originals)).toEqual([])

  const objects = allObjects().length
  const editor = await openEditor(browser, repo)
  const missingTitle = missingFieldText("gallery", "photos", "title")
  try {
    const blocked = await browser.newPage()
    // The guard is one module, with no chunk of its own.
    await blocked.route("**/admin/assets/photos/photos-*.js", (route) => route.abort())
    await blocked.goto(editor.url)
    await expect(blocked.getByRole("alert")).toHaveText(EDITOR_TEXTS.guardMissing)
    await expect(blocked.getByRole("button", { name: EDITOR_TEXTS.reload })).toBeVisible()
    await blocked.waitForLoadState("load")
    // Decap never ran (its files are preloaded, never run): no sign-in, no photo library, no file input to put a photo in.
    await expect(blocked.locator("#nc-root")).toHaveCount(0)
    await expect(blocked.getByRole("button", { name: "Entrar" })).toHaveCount(0)
    await expect(blocked.locator('input[type="file"]')).toHaveCount(0)
    await blocked.close()
    expect(allObjects().length).toBe(objects)

    const page = await editor.signIn()
    await expect(page.getByText(localEditorConfig().collections[0].description)).toBeVisible()
    // In the photo library (where Decap commits an upload at once): a file that is no photo is refused, an iPhone's HEIC dropped is prepared.
    const commits = git("rev-list", "--all", "--count")
    const media = PT_PT_OVERRIDES.app.header.media
    await page
      .getByRole("button", { name: media })
      .or(page.getByRole("link", { name: media }))
      .first()
      .click()
    await page.locator('input[type="file"]').setInputFiles(broken)
    await expect(preparation(page)).toHaveAttribute("data-state", "failed", { timeout: 60_000 })
    await expect(preparation(page).getByRole("status")).toHaveText(PHOTO_TEXTS.refused.notPhoto("danificada.jpg"))
    const dropped = await page.evaluate(
      async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
        const file = new File([bytes], "IMG_0412.HEIC", { type: "image/heic" })
        const received: { name: string; size: number }[] = []
        const target = document.querySelector("[role=dialog]") ?? document.body
        target.addEventListener("drop", (event) =>
          received.push(...[...(event as DragEvent).dataTransfer!.files].map(({ name, size }) => ({ name, size }))),
        )
        const transfer = new DataTransfer()
        transfer.items.add(file)
        target.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: transfer }))
        await new Promise<void>((resolve) => {
          const wait = () => (received.length > 0 ? resolve() : setTimeout(wait, 100))
          wait()
        })
        return received
      },
      // Base64: Playwright serializes an array element by element, far too slowly for a photo.
      fs.readFileSync(heic).toString("base64"),
    )
    // Only the prepared photo was handed on, a JPEG: the iPhone's HEIC dropped stopped at the guard.
    expect(dropped.map(({ name }) => name)).toEqual(["img_0412.jpg"])
    await page.waitForTimeout(1000)
    expect(git("rev-list", "--all", "--count")).toBe(commits)
    expect(fs.existsSync(path.join(repo, "data", "images", "danificada.jpg"))).toBe(false)
    await page.keyboard.press("Escape")
    await page.getByRole("link", { name: "Galeria", exact: true }).click()

    const jpegSummary = await addPhotoEntry(page, jpeg, "colheita-telemovel", "Colheita, do telemóvel")
    expect(jpegSummary).toMatch(
      /^Fotografia preparada, «img_4032\.jpg»: 3000 × 4000, \d+,\d MB → 1920 × 2560, \d+ kB, localização removida\.$/,
    )
    const heicSummary = await addPhotoEntry(page, heic, "colheita-iphone", "Colheita, do iPhone")
    expect(heicSummary).toMatch(
      /^Fotografia preparada, «img_0412\.jpg»: 1600 × 1200, 12 kB → 1600 × 1200, \d+ kB, convertida de HEIC para JPEG, localização removida\.$/,
    )
    const pngSummary = await addPhotoEntry(page, png, "ecra-do-telemovel", "O ecrã do telemóvel", true)
    expect(pngSummary).toMatch(
      /^Fotografia preparada, «captura-de-ecra-2026-11-26-as-10\.15\.00\.png»: 1000 × 640, \d+ kB → 1000 × 640, \d+ kB, mantida em PNG/,
    )

    const titles = ["Colheita, do telemóvel", "Colheita, do iPhone", "O ecrã do telemóvel"]

    // The screenshot's title left empty: the editor refuses to save, in Portuguese, and nothing reaches git.
    const commitsBeforeRefusal = git("rev-list", "--all", "--count")
    await saveDraft(page)
    await expect(page.getByText(PT_PT_OVERRIDES.ui.toast.missingRequiredField).first()).toBeVisible()
    // The message names the text and its language (not «Português» alone), with no gendered word.
    await expect(page.getByText(missingTitle, { exact: true })).toBeVisible()
    expect(git("rev-list", "--all", "--count")).toBe(commitsBeforeRefusal)
    const portugueseFields = page.getByLabel(/\(português\)$/)
    await portugueseFields.nth((await portugueseFields.count()) - 2).fill(titles[2])
    await expectPreviewShows(page, titles)

    // Saved: a draft, on its own branch. Decap writes the file's name in lower case: the content refers to it so.
    await saveDraft(page)
    await expect(page.getByRole("button", { name: /^Estado: / })).toBeVisible({ timeout: 60_000 })
    const draftBranch = "cms/conteudo/gallery"
    expect(branches(repo)).toContain(draftBranch)
    const names = ["images/img_4032.jpg", "images/img_0412.jpg", "images/captura-de-ecra-2026-11-26-as-10.15.00.png"]
    const drafted = JSON.parse(fileOnBranch(repo, draftBranch, "data/gallery.json")).photos
    expect(drafted.map((photo: { image: string }) => photo.image).slice(-3)).toEqual(names)
    const inDraft = photoBlobs().filter(([, id]) => !before.has(id))
    expect(inDraft.map(([name]) => name).sort()).toEqual(names.map((name) => `data/${name}`).sort())

    expect(fileOnBranch(repo, PUBLISHED_BRANCH, "data/gallery.json")).toBe(publishedBefore)

    // Found again from a fresh load in «Fluxo de trabalho» › «Rascunhos» (its photos read back from the draft's branch), then published.
    await page.goto(new URL("#/workflow", page.url()).href)
    await page.reload()
    await expect(page.getByText(PT_PT_OVERRIDES.workflow.workflowList.draftHeader, { exact: true })).toBeVisible()
    await page.getByRole("link", { name: new RegExp(CONTENT_FILES["gallery.json"].label) }).click()
    await expectPreviewShows(page, titles)
    await setStatus(page, "ready")
    await publishDraft(page)
    const published = JSON.parse(fileOnBranch(repo, PUBLISHED_BRANCH, "data/gallery.json")).photos
    expect(published.map((photo: { image: string }) => photo.image).slice(-3)).toEqual(names)
    expect(branches(repo)).not.toContain(draftBranch)

    // What was published passes the build's content check, and the file keeps its shape (2-space JSON, earlier entries as they were).
    const publishedText = fileOnBranch(repo, PUBLISHED_BRANCH, "data/gallery.json")
    expect(publishedText).toMatch(/^\{\n {2}"photos": \[\n/)
    expect(JSON.parse(publishedText).photos.slice(0, -3)).toEqual(JSON.parse(publishedBefore).photos)
    expect(await validateContentAndPhotos(publishedData(repo, work))).toEqual([])

    // Every photo blob git holds, the draft's included, passes the build's check: within PHOTO_LIMITS, no EXIF, XMP or IPTC.
    const all = photoBlobs()
    expect(all.some(([name]) => /heic|danificada/i.test(name))).toBe(false)
    for (const [name, id] of all) expect({ name, faults: (await inspectBlob(id, name)).inspection.faults }).toEqual({ name, faults: [] })
    // The two photos: JPEGs, upright (orange on top), of the expected size; the screenshot a PNG no larger than it was.
    const fresh = all.filter(([, id]) => !before.has(id))
    for (const [name, id] of fresh) {
      const { meta, file } = await inspectBlob(id, name)
      if (name.endsWith(".png")) {
        expect([meta.format, meta.width, meta.height]).toEqual(["png", 1000, 640])
        expect(fs.statSync(file).size).toBeLessThanOrEqual(fs.statSync(png).size)
        continue
      }
      expect(meta.format).toBe("jpeg")
      expect([meta.width, meta.height]).toEqual(name.endsWith("img_4032.jpg") ? [1920, 2560] : [1600, 1200])
      await expectUpright(file)
    }
    // Every object git ever held, reachable or not: no GPS, none of the originals' bytes.
    expect(leaks(originals)).toEqual([])
    expect(editor.session.foreignRequests).toEqual([])
    expect(editor.session.violations).toEqual([])
  } finally {
    await editor.close()
  }
  // The walk finds a leak where there is one: the raw photo, written as an object nothing refers to.
  git("hash-object", "-w", jpeg)
  expect(leaks([jpeg]).join("\n")).toMatch(/EXIF GPS[\s\S]*the bytes of IMG_4032\.jpg|the bytes of IMG_4032\.jpg[\s\S]*EXIF GPS/)
})
