/** A second build, of a scratch copy (./variant.setup.ts): reCAPTCHA configured, 7 photos at 3 a page, the last one a phone's. */
import fs from "fs"
import path from "path"
import os from "os"
import crypto from "crypto"
import type { AddressInfo } from "net"
import { editJson, gatsbyBuild, projectRoot, scratchProject, shrinkPhotos, trimContent } from "../scratchProject"
import { GALLERY_TEASER_COUNT } from "../../src/content/schema"
import { GPS, sidewaysPhoto } from "../photoFixtures"
import { startStaticServer } from "../../scripts/lib/staticServer"

const { testBuildEnv } = require("../../scripts/lib/buildEnv.js")

/** Google's documented test key: its widget always passes. The browser specs fake Google's script anyway. */
export const TEST_RECAPTCHA_SITE_KEY = "6LeIxAcTAAAAAJcZVRqyHh3Ywu8ujh9pQk5Jj4Wi"
/** The phone's photo: 2000×1500 stored, turned a quarter by its EXIF, so upright it stands taller than wide. */
const PHONE_PHOTO = {
  id: "colheita-do-telemovel",
  title: { pt: "Colheita, fotografada com o telemóvel", en: "Harvest, photographed with a phone" },
  alt: { pt: "Metade de cima cor de laranja e metade de baixo verde", en: "Top half orange and bottom half green" },
  description: { pt: "Uma fotografia tirada com o telemóvel.", en: "A photo taken with a phone." },
  image: "images/colheita-do-telemovel.jpg",
  credit: { work: "Colheita", author: "Zavala Caju", licence: "Todos os direitos reservados", source: "Arquivo da Zavala Caju" },
}
/** The variant's gallery: the first photos of data/ (as many as the home page's teaser needs) and the phone's. */
export const VARIANT_PHOTOS = GALLERY_TEASER_COUNT + 1
export const VARIANT_PHOTOS_PER_PAGE = 3
export const VARIANT_PAGES = Math.ceil(VARIANT_PHOTOS / VARIANT_PHOTOS_PER_PAGE)
const variantEnv = (): Record<string, string> => ({
  ...testBuildEnv(),
  GATSBY_RECAPTCHA_SITE_KEY: TEST_RECAPTCHA_SITE_KEY,
  GALLERY_PHOTOS_PER_PAGE: String(VARIANT_PHOTOS_PER_PAGE),
})

/** Where the setup leaves what it made, for the specs of the same run (under test-results/, which git ignores). */
const HANDOFF = path.join(projectRoot, "test-results", "variant-site.json")

export type VariantSite = { base: string; dir: string }

/** Makes the variant: a scratch copy, with fewer photos (1000 px) and the changes above, built cold. Returns the build's seconds. */
export async function buildVariant(): Promise<number> {
  // One folder per checkout, outside the project (tools would see a second copy of it).
  const dir = path.join(os.tmpdir(), `zc-variant-${crypto.createHash("sha1").update(projectRoot).digest("hex").slice(0, 8)}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync(scratchProject("zc-variant-"), dir)
  const data = path.join(dir, "data")
  trimContent(data, { photos: GALLERY_TEASER_COUNT, slides: 1 })
  await sidewaysPhoto(path.join(data, PHONE_PHOTO.image), { width: 2000, height: 1500, quality: 85, exif: { IFD3: GPS } })
  editJson(path.join(data, "gallery.json"), (gallery) => gallery.photos.push(PHONE_PHOTO))
  await shrinkPhotos(data)
  const started = Date.now()
  const { status, output } = await gatsbyBuild(dir, variantEnv(), 8 * 60_000)
  if (status !== 0) throw new Error(`the variant build failed (exit ${status}):\n${output.slice(-3000)}`)
  fs.mkdirSync(path.dirname(HANDOFF), { recursive: true })
  fs.writeFileSync(HANDOFF, JSON.stringify({ dir }, null, 2))
  return (Date.now() - started) / 1000
}

let serving: Promise<VariantSite> | null = null

export function variantSite(): Promise<VariantSite> {
  serving ??= (async () => {
    if (!fs.existsSync(HANDOFF)) throw new Error("no variant build: run the variant-setup project first (npm run test:e2e does)")
    const { dir } = JSON.parse(fs.readFileSync(HANDOFF, "utf8")) as { dir: string }
    const server = await startStaticServer({ root: path.join(dir, "public"), port: 0, host: "localhost", env: variantEnv() })
    return { base: `http://localhost:${(server.address() as AddressInfo).port}`, dir }
  })()
  return serving
}
