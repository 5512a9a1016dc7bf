/**
 * The content editor at /admin, used as a maintainer would (./editor.ts, run by the variant
 * build in ./variantSite.ts): it adds a gallery photo straight from a phone with its credit,
 * and renames a service. Then the files on disk, the build's content check and the built
 * pages all show the change. (A draft's way to the published branch: cmsPhotos.spec.ts.)
 */
import fs from "fs"
import path from "path"
import { expect, test } from "@playwright/test"
import { CREDITS_SECTION_ID, ROUTES, SECTION_IDS, galleryPagePath } from "../../src/i18n/routes"
import { validateContent } from "../../src/content/validate"
import { RENAMED_SERVICE } from "./editor"
import { PHONE_PHOTO, VARIANT_PAGES, VARIANT_PHOTOS, VARIANT_PHOTOS_PER_PAGE, variantSite, type VariantSite } from "./variantSite"

let site: VariantSite
test.beforeAll(async () => {
  site = await variantSite()
})

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(site.dir, "data", file), "utf8"))

test("the editor works in Portuguese, from this site alone, under its policy", () => {
  expect(site.editor.foreignRequests).toEqual([])
  expect(site.editor.violations).toEqual([])
  expect(site.editor.refusal).toMatch(/^Falta preencher um campo obrigatório/)
})

test("the new photo, its credit and the renamed service are in data/, as the content check wants them", () => {
  const photos = readJson("gallery.json").photos
  expect(photos).toHaveLength(VARIANT_PHOTOS)
  const { file, english, id, credit, ...texts } = PHONE_PHOTO
  const bilingual = Object.fromEntries(Object.entries(texts).map(([key, pt]) => [key, { pt, en: english[key as keyof typeof english] }]))
  expect(photos[VARIANT_PHOTOS - 1]).toEqual({ id, credit, ...bilingual, image: `images/${file}` })
  expect(fs.existsSync(path.join(site.dir, "data", "images", file))).toBe(true)
  expect(readJson("services.json").services[0].title.pt).toBe(RENAMED_SERVICE.to)
  // The files keep their shape: 2-space JSON; nothing else in them changed.
  const original = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../data/services.json"), "utf8"))
  original.services[0].title.pt = RENAMED_SERVICE.to
  expect(readJson("services.json")).toEqual(original)
  expect(fs.readFileSync(path.join(site.dir, "data", "services.json"), "utf8")).toMatch(/^\{\n {2}"services": \[\n/)
  expect(validateContent(path.join(site.dir, "data"))).toEqual([])
})

test(`the build shows them: the photo on the gallery's last page and its credit on ${ROUTES.gallery.pt}, the service on ${ROUTES.home.pt}`, async ({
  page,
}) => {
  // The new photo is the last on the gallery's last page.
  await page.goto(`${site.base}${galleryPagePath(VARIANT_PAGES)}`)
  await expect(page.getByTestId("gallery-grid").getByRole("listitem")).toHaveCount(
    VARIANT_PHOTOS - (VARIANT_PAGES - 1) * VARIANT_PHOTOS_PER_PAGE,
  )
  await expect(page.getByTestId("gallery-grid").getByRole("listitem").last()).toContainText(PHONE_PHOTO.title)
  await page.goto(`${site.base}${ROUTES.gallery.pt}`)
  await expect(page.locator(`#${CREDITS_SECTION_ID}`)).toContainText(PHONE_PHOTO.credit.author)
  await expect(page.locator(`#${CREDITS_SECTION_ID}`)).toContainText(PHONE_PHOTO.credit.source)
  await page.goto(`${site.base}${ROUTES.home.pt}`)
  await expect(page.locator(`#${SECTION_IDS.services}`).getByRole("heading", { name: RENAMED_SERVICE.to })).toBeAttached()
})
