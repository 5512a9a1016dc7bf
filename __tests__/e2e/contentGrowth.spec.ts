/**
 * A maintainer adds a gallery photo straight from a phone: 2000×1500, EXIF orientation 6
 * (to be shown turned a quarter clockwise) and GPS coordinates, with its credit; and renames a
 * service. The variant build (./variantSite.ts, a scratch copy of the project) has that content; then:
 * - /galeria lists its credit and / shows the renamed service (the lightbox across pages:
 *   galleryPages.spec.ts);
 * - every published rendition of the photo is upright (the side that is on top on the
 *   phone's screen is on top), and no published file keeps its GPS position or camera data.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { pageDataUrl } from "../../src/build/pageFiles"
import { CREDITS_SECTION_ID, ROUTES, SECTION_IDS, galleryPagePath } from "../../src/i18n/routes"
import { CAMERA_MAKE, PHONE_PHOTO as PHOTO, RENAMED_SERVICE, VARIANT_PAGES, variantSite, type VariantSite } from "./variantSite"
import { expect, test } from "./siteTest"

/** The mean colours of the top, bottom, left and right fifths of an image. */
async function sides(file: string) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const mean = (x0: number, x1: number, y0: number, y1: number) => {
    const sum = [0, 0, 0]
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) for (let c = 0; c < 3; c++) sum[c] += data[(y * info.width + x) * 3 + c]
    const count = (x1 - x0) * (y1 - y0)
    return sum.map((value) => Math.round(value / count))
  }
  const { width: w, height: h } = info
  const fifth = (size: number) => Math.max(1, Math.floor(size / 5))
  return {
    width: w,
    height: h,
    top: mean(0, w, 0, fifth(h)),
    bottom: mean(0, w, h - fifth(h), h),
    left: mean(0, fifth(w), 0, h),
    right: mean(w - fifth(w), w, 0, h),
  }
}

const isOrange = ([r, g, b]: number[]) => r > 180 && g < 130 && b < 90
const isGreen = ([r, g, b]: number[]) => g > r && g > b && r < 110

let site: VariantSite

test.describe("a gallery photo straight from a phone", () => {
  test.describe.configure({ mode: "serial" })

  test.beforeAll(async () => {
    site = await variantSite()
  })

  test(`${ROUTES.gallery.pt} lists its credit, and ${ROUTES.home.pt} shows the renamed service`, async ({ page }) => {
    await page.goto(`${site.base}${ROUTES.gallery.pt}`)
    await expect(page.locator(`#${CREDITS_SECTION_ID}`)).toContainText(PHOTO.credit.author)
    await expect(page.locator(`#${CREDITS_SECTION_ID}`)).toContainText(PHOTO.credit.source)
    await page.goto(`${site.base}${ROUTES.home.pt}`)
    await expect(page.locator(`#${SECTION_IDS.services}`).getByRole("heading", { name: RENAMED_SERVICE.to })).toBeAttached()
  })

  test("every rendition of the phone's photo is upright, and no published file keeps its GPS or camera data", async () => {
    const { publicDir } = site
    const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, pageDataUrl(galleryPagePath(VARIANT_PAGES))), "utf8"))
    const node = pageData.result.data.gallery.nodes.find((entry: { title: string }) => entry.title === PHOTO.title)
    const [lightboxFile] = fs.readdirSync(path.join(publicDir, "static")).filter((name) => /^galeria-[0-9a-f]+\.json$/.test(name))
    const lightboxPhotos = JSON.parse(fs.readFileSync(path.join(publicDir, "static", lightboxFile), "utf8"))
    const files = (data: unknown) =>
      new Set([...JSON.stringify(data).matchAll(/\/static\/[0-9a-f]+\/[0-9a-f]+\/[\w.-]+\.(?:avif|webp|jpg)/g)].map((m) => m[0]))
    const thumbs = files(node.image.thumb)
    const large = files(lightboxPhotos.find((entry: { title: string }) => entry.title === PHOTO.title).large)
    expect(new Set([...thumbs].map((file) => path.extname(file)))).toEqual(new Set([".avif", ".webp", ".jpg"]))
    // The lightbox runs only with JavaScript, in browsers that all decode WebP: WebP only.
    expect(new Set([...large].map((file) => path.extname(file)))).toEqual(new Set([".webp"]))
    for (const rendition of [...thumbs, ...large]) {
      const file = path.join(publicDir, rendition)
      const { width, height, top, bottom, left, right } = await sides(file)
      // Upright, the photo is a band of orange over a band of green: never split left/right,
      // never green over orange.
      expect(isOrange(left) === isOrange(right) && isGreen(left) === isGreen(right), `${rendition}: left ${left}, right ${right}`).toBe(
        true,
      )
      expect(isGreen(top) && isOrange(bottom), `${rendition}: upside down`).toBe(false)
      if (large.has(rendition)) {
        // The lightbox's renditions are not cropped: the whole photo, taller than wide.
        expect(height, rendition).toBeGreaterThan(width)
        expect(isOrange(top) && isGreen(bottom), `${rendition}: top ${top}, bottom ${bottom}`).toBe(true)
      }
      const metadata = await sharp(file).metadata()
      expect(metadata.exif, rendition).toBeUndefined()
      expect(metadata.orientation ?? 1, rendition).toBe(1)
    }
    // No file anywhere in public/ carries the camera's EXIF (nor is the original copied there).
    const leaks: string[] = []
    const scan = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name)
        if (entry.isDirectory()) scan(full)
        else if (fs.readFileSync(full).includes(CAMERA_MAKE)) leaks.push(path.relative(publicDir, full))
      }
    }
    scan(publicDir)
    expect(leaks).toEqual([])
  })
})
