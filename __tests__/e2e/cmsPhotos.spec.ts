/**
 * A phone's photos made safe in the editor before anything is committed (issue 34;
 * src/cms/photos): the real editor, through decap-server in git mode, on a scratch repository.
 * A maintainer adds two gallery entries, one with a 4000 × 3000 JPEG of about 5 MB turned by
 * EXIF orientation 6 and carrying GPS tags, one with an iPhone's HEIC, saves the draft and
 * publishes it. Every photo blob git ever held (`git rev-list --all --reflog --objects`: the
 * draft's branch while it exists, and after publishing) is within PHOTO_LIMITS, upright and
 * without EXIF, GPS or XMP; the HEIC arrived as a .jpg the content refers to (Decap lower-cases
 * the name: IMG_0412.HEIC → images/img_0412.jpg); the preview shows
 * both; nothing left the computer and the policy reported nothing. A file that is no photo is
 * refused in Portuguese and never committed.
 *
 * The JPEG is made here with sharp. The HEIC cannot be: the prebuilt sharp has no HEVC encoder
 * (docs/CONTENT.md, "HEIC"), so ./fixtures/iphonePhoto.heic (11.6 kB, 1600 × 1200, top half
 * orange and bottom half green, EXIF with Make "Apple", Model "iPhone 15" and a GPS position)
 * was made once with sharp and Debian's libheif-examples 1.15 (x265):
 *   sharp(raw pixels).jpeg({ quality: 92 }).withExif({ IFD0: {Make, Model}, IFD3: GPS }) → in.jpg
 *   heif-enc -q 50 -o iphonePhoto.heic in.jpg      (heif-info: brand heic, Exif 338 bytes)
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { expect, test, type Page } from "@playwright/test"
import sharp from "sharp"
import { PT_PT_OVERRIDES } from "../../src/cms/locale"
import { PHOTO_TEXTS } from "../../src/cms/photos/prepare"
import { PHOTO_LIMITS, inspectPhoto } from "../../src/content/photoLimits"
import { GPS, HALVES } from "../photoFixtures"
import { branches, fileOnBranch, openEditor, initRepository, publishDraft, PUBLISHED_BRANCH, saveDraft, setStatus } from "./editor"

const HEIC_FIXTURE = path.join(__dirname, "fixtures", "iphonePhoto.heic")
const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp|avif|heic|heif)$/i

let repo: string
let work: string
test.beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "zc-photos-"))
  fs.cpSync(path.resolve(__dirname, "../../data"), path.join(repo, "data"), { recursive: true })
  initRepository(repo)
  work = fs.mkdtempSync(path.join(os.tmpdir(), "zc-photos-files-"))
})
test.afterAll(() => {
  for (const dir of [repo, work]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

/** A small deterministic noise, so the JPEG is as heavy as a phone's (flat colours compress to nothing). */
function noise(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    return state / 0x7fffffff
  }
}

/**
 * A phone's photo: stored 4000 × 3000, its left half orange and right half green under fine
 * noise, EXIF orientation 6 (shown turned a quarter clockwise: 3000 × 4000, orange on top),
 * with a camera and a GPS position. About 5 MB.
 */
async function phonePhoto(file: string) {
  const width = 4000
  const height = 3000
  const pixels = Buffer.alloc(width * height * 3)
  const colour = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  const [left, right] = [colour(HALVES.left), colour(HALVES.right)]
  const random = noise(34)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const base = x < width / 2 ? left : right
      const at = (y * width + x) * 3
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.max(0, Math.min(255, base[c] + Math.round((random() - 0.5) * 60)))
    }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Telemovel", Model: "Modelo 34" }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .toFile(file)
}

const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })

/** Every photo blob reachable from any ref, or from the reflogs (a draft's branch after it was deleted): [path, blob id]. */
function photoBlobs(): [string, string][] {
  return git("rev-list", "--all", "--reflog", "--objects")
    .split("\n")
    .map((line) => line.split(" ") as [string, string?])
    .filter(([, name]) => name && PHOTO_EXTENSIONS.test(name))
    .map(([id, name]) => [name as string, id])
}

/** The faults of a blob against PHOTO_LIMITS (inspectPhoto, the build's own check), and its metadata. */
async function inspectBlob(id: string, name: string) {
  const file = path.join(work, `${id}${path.extname(name)}`)
  fs.writeFileSync(file, execFileSync("git", ["cat-file", "blob", id], { cwd: repo, maxBuffer: 64 * 1024 * 1024 }))
  const inspection = await inspectPhoto(file)
  const meta = await sharp(file).metadata()
  return { inspection, meta, file }
}

/** Orange on top and green below, as the photo is shown: it was turned upright, not left sideways. */
async function expectUpright(file: string) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (fx: number, fy: number) => {
    const offset = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels
    return [data[offset], data[offset + 1], data[offset + 2]]
  }
  const [top, bottom] = [at(0.5, 0.2), at(0.5, 0.8)]
  // Orange: much more red than green; green: more green than red.
  expect(top[0] - top[1]).toBeGreaterThan(80)
  expect(bottom[1] - bottom[0]).toBeGreaterThan(30)
}

/** The live region's text once the photo has been prepared (or refused). */
const preparation = (page: Page) => page.locator("[data-photo-preparation]")

async function addPhotoEntry(page: Page, file: string, id: string, title: string) {
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
  const portuguese = page.getByLabel("Português", { exact: true })
  const count = await portuguese.count()
  // alt, title, description: the new entry's last three Portuguese texts (the schema's order).
  await portuguese.nth(count - 3).fill(`Metade de cima laranja, metade de baixo verde (${id})`)
  await portuguese.nth(count - 2).fill(title)
  await portuguese.nth(count - 1).fill("Uma fotografia tirada com o telemóvel.")
  await page.getByLabel("Obra", { exact: true }).last().fill(title)
  await page.getByLabel("Autor", { exact: true }).last().fill("Zavala Caju")
  await page.getByLabel("Licença", { exact: true }).last().fill("Todos os direitos reservados")
  await page.getByLabel("Origem", { exact: true }).last().fill("Arquivo da Zavala Caju")
  return summary
}

test("a phone's JPEG and an iPhone's HEIC are made safe before the first commit, in the draft and after publishing", async ({
  browser,
}) => {
  test.setTimeout(6 * 60_000)
  const jpeg = path.join(work, "IMG_4032.jpg")
  await phonePhoto(jpeg)
  const heic = path.join(work, "IMG_0412.HEIC")
  fs.copyFileSync(HEIC_FIXTURE, heic)
  const jpegBytes = fs.statSync(jpeg).size
  expect(jpegBytes).toBeGreaterThan(4_000_000)
  expect(jpegBytes).toBeLessThan(7_000_000)
  const broken = path.join(work, "danificada.jpg")
  fs.writeFileSync(broken, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("isto não é uma fotografia".repeat(40))]))
  const before = new Set(photoBlobs().map(([, id]) => id))

  const editor = await openEditor(browser, repo)
  try {
    const page = await editor.signIn()
    // A file that is no photo, picked in the photo library (where Decap commits an upload at
    // once): refused in Portuguese, and Decap never sees it, so nothing is committed.
    const commits = git("rev-list", "--all", "--count")
    const media = PT_PT_OVERRIDES.app.header.media
    await page
      .getByRole("button", { name: media })
      .or(page.getByRole("link", { name: media }))
      .first()
      .click()
    await page.locator('input[type="file"]').setInputFiles(broken)
    await expect(preparation(page)).toHaveAttribute("data-state", "failed", { timeout: 60_000 })
    await expect(preparation(page).getByRole("alert")).toHaveText(PHOTO_TEXTS.unreadable("danificada.jpg"))
    await page.waitForTimeout(1000)
    expect(git("rev-list", "--all", "--count")).toBe(commits)
    expect(fs.existsSync(path.join(repo, "data", "images", "danificada.jpg"))).toBe(false)
    await page.keyboard.press("Escape")
    await page.getByRole("link", { name: "Galeria", exact: true }).click()

    const jpegSummary = await addPhotoEntry(page, jpeg, "colheita-telemovel", "Colheita, do telemóvel")
    expect(jpegSummary).toMatch(
      /^Fotografia preparada, «IMG_4032\.jpg»: 3000 × 4000, \d+,\d MB → 1920 × 2560, 0,\d MB, localização removida\.$/,
    )
    const heicSummary = await addPhotoEntry(page, heic, "colheita-iphone", "Colheita, do iPhone")
    expect(heicSummary).toMatch(
      /^Fotografia preparada, «IMG_0412\.jpg»: 1600 × 1200, 12 kB → 1600 × 1200, \d+ kB, convertida de HEIC para JPEG, localização removida\.$/,
    )

    // The preview shows both, from the prepared files.
    const preview = page.frameLocator("#preview-pane")
    const cards = preview.getByTestId("gallery-grid").getByRole("listitem")
    for (const title of ["Colheita, do telemóvel", "Colheita, do iPhone"]) {
      const image = cards.filter({ hasText: title }).locator("img")
      await expect(image).toHaveAttribute("src", /^blob:/)
      // The card's photo loads lazily: scrolled into the preview's view first (as cmsPreview.spec.ts does).
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    }

    // Saved: a draft, on its own branch. Decap writes the file's name in lower case: the content refers to it so.
    await saveDraft(page)
    await expect(page.getByRole("button", { name: /^Estado: / })).toBeVisible({ timeout: 60_000 })
    const draftBranch = "cms/conteudo/gallery"
    expect(branches(repo)).toContain(draftBranch)
    const drafted = JSON.parse(fileOnBranch(repo, draftBranch, "data/gallery.json")).photos
    expect(drafted.map((photo: { image: string }) => photo.image).slice(-2)).toEqual(["images/img_4032.jpg", "images/img_0412.jpg"])
    const inDraft = photoBlobs().filter(([, id]) => !before.has(id))
    expect(inDraft.map(([name]) => name).sort()).toEqual(["data/images/img_0412.jpg", "data/images/img_4032.jpg"])

    await setStatus(page, "ready")
    await publishDraft(page)
    const published = JSON.parse(fileOnBranch(repo, PUBLISHED_BRANCH, "data/gallery.json")).photos
    expect(published.map((photo: { image: string }) => photo.image).slice(-2)).toEqual(["images/img_4032.jpg", "images/img_0412.jpg"])

    // Every photo blob git holds, the draft's included: within the limits, no metadata.
    const all = photoBlobs()
    expect(all.some(([name]) => /heic|danificada/i.test(name))).toBe(false)
    for (const [name, id] of all) {
      const { inspection, meta } = await inspectBlob(id, name)
      expect({ name, faults: inspection.faults }).toEqual({ name, faults: [] })
      expect({ name, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual({
        name,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        orientation: undefined,
      })
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(PHOTO_LIMITS.longSide)
      expect(inspection.bytes).toBeLessThanOrEqual(PHOTO_LIMITS.bytes)
    }
    // The two new ones: JPEGs, upright (orange on top), of the expected size.
    const fresh = all.filter(([, id]) => !before.has(id))
    for (const [name, id] of fresh) {
      const { meta, file } = await inspectBlob(id, name)
      expect(meta.format).toBe("jpeg")
      expect([meta.width, meta.height]).toEqual(name.endsWith("img_4032.jpg") ? [1920, 2560] : [1600, 1200])
      await expectUpright(file)
    }
    expect(editor.session.foreignRequests).toEqual([])
    expect(editor.session.violations).toEqual([])
  } finally {
    await editor.close()
  }
})
