/**
 * A second build of the site, for the browser specs that need what the main build must not
 * have: a scratch copy of the project where
 * - a maintainer has added a 30th gallery photo straight from a phone (2000×1500, EXIF
 *   orientation 6, GPS and camera tags) with its credit and English texts, run `npm run photos`
 *   on it (src/build/photos.ts), and renamed a service: contentGrowth.spec.ts;
 * - reCAPTCHA is configured (Google's public test site key): contactSpam.spec.ts;
 * - the gallery has 3 photos a page, so its 7 photos (6 kept and the phone's) take three pages:
 *   galleryPages.spec.ts.
 * The same change made through the editor is cmsPhotos.spec.ts's, which checks its commit with the
 * build's own content check. To keep this cold build short, the copy keeps only the photos these
 * specs need (the gallery's first 6 and the first slide), scaled down to 1000 px.
 * The Playwright project variant-setup makes it once per run (./variant.setup.ts, `buildVariant`);
 * the specs then serve it (`variantSite`) with the headers of its own environment (the
 * reCAPTCHA-widened policy).
 */
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
/** Text that only the phone photo's EXIF carries: found in a published file, the metadata leaked. */
export const CAMERA_MAKE = "ZavalaTestPhone"
export const PHONE_PHOTO = {
  id: "colheita-do-telemovel",
  file: "colheita-do-telemovel.jpg",
  title: "Colheita, fotografada com o telemóvel",
  alt: "Metade de cima cor de laranja e metade de baixo verde",
  description: "Uma fotografia tirada com o telemóvel, tal como saiu dele.",
  /** The same texts in English, written in each text's «English» field. */
  english: {
    title: "Harvest, photographed with a phone",
    alt: "Top half orange and bottom half green",
    description: "A photo taken with a phone, straight from it.",
  },
  credit: { work: "Colheita", author: "Zavala Caju", licence: "Todos os direitos reservados", source: "Arquivo da Zavala Caju" },
}
/** The variant renames the first service of data/services.json: its new Portuguese title. */
export const RENAMED_SERVICE = { to: "Consultoria Agrícola e Pecuária" }
/** The variant's gallery: the first photos of data/ (as many as the home page's teaser needs) and the phone's. */
export const VARIANT_PHOTOS = GALLERY_TEASER_COUNT + 1
/** The variant's gallery page size (GALLERY_PHOTOS_PER_PAGE): 7 photos on pages of 3, 3 and 1. */
export const VARIANT_PHOTOS_PER_PAGE = 3
export const VARIANT_PAGES = Math.ceil(VARIANT_PHOTOS / VARIANT_PHOTOS_PER_PAGE)
/** The variant's build environment: the main build's, reCAPTCHA configured, VARIANT_PHOTOS_PER_PAGE photos a page. */
export const variantEnv = (): Record<string, string> => ({
  ...testBuildEnv(),
  GATSBY_RECAPTCHA_SITE_KEY: TEST_RECAPTCHA_SITE_KEY,
  GALLERY_PHOTOS_PER_PAGE: String(VARIANT_PHOTOS_PER_PAGE),
})

/** Where the setup leaves what it made, for the specs of the same run (under test-results/, which git ignores). */
const HANDOFF = path.join(projectRoot, "test-results", "variant-site.json")

export interface VariantSite {
  /** http://localhost:<port> */
  base: string
  /** The scratch project (its data/ as changed above). */
  dir: string
  /** The scratch project's public/. */
  publicDir: string
}

/** The variant, made by the variant-setup project: a scratch copy with fewer photos and the changes above, built. Returns the build's seconds. */
export async function buildVariant(): Promise<number> {
  // One folder per checkout, under the system's temporary folder (not inside the project: tools would see a second copy of it).
  const dir = path.join(os.tmpdir(), `zc-variant-${crypto.createHash("sha1").update(projectRoot).digest("hex").slice(0, 8)}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync(scratchProject("zc-variant-"), dir)
  const data = path.join(dir, "data")
  trimContent(data, { photos: GALLERY_TEASER_COUNT, slides: 1 })
  // The phone's file as it comes: stored 2000×1500 and turned by its EXIF, with a camera and GPS.
  await sidewaysPhoto(path.join(data, "images", PHONE_PHOTO.file), {
    width: 2000,
    height: 1500,
    quality: 85,
    exif: { IFD0: { Make: CAMERA_MAKE, Model: "Modelo 1" }, IFD3: GPS },
  })
  const { file, english, id, credit, ...texts } = PHONE_PHOTO
  const bilingual = Object.fromEntries(Object.entries(texts).map(([key, pt]) => [key, { pt, en: english[key as keyof typeof english] }]))
  editJson(path.join(data, "gallery.json"), (gallery) => gallery.photos.push({ id, ...bilingual, image: `images/${file}`, credit }))
  editJson(path.join(data, "services.json"), (value) => (value.services[0].title.pt = RENAMED_SERVICE.to))
  // `npm run photos`' own work (turned upright, its metadata dropped), here also to 1000 px.
  await shrinkPhotos(data)
  const started = Date.now()
  const { status, output } = await gatsbyBuild(dir, variantEnv(), 8 * 60_000)
  if (status !== 0) throw new Error(`the variant build failed (exit ${status}):\n${output.slice(-3000)}`)
  fs.mkdirSync(path.dirname(HANDOFF), { recursive: true })
  fs.writeFileSync(HANDOFF, JSON.stringify({ dir }, null, 2))
  return (Date.now() - started) / 1000
}

let serving: Promise<VariantSite> | null = null

/** The variant site the setup made, served once per worker with its own environment's headers. */
export function variantSite(): Promise<VariantSite> {
  serving ??= (async () => {
    if (!fs.existsSync(HANDOFF)) throw new Error("no variant build: run the variant-setup project first (npm run test:e2e does)")
    const { dir } = JSON.parse(fs.readFileSync(HANDOFF, "utf8")) as { dir: string }
    const publicDir = path.join(dir, "public")
    const server = await startStaticServer({ root: publicDir, port: 0, host: "localhost", env: variantEnv() })
    return { base: `http://localhost:${(server.address() as AddressInfo).port}`, dir, publicDir }
  })()
  return serving
}
