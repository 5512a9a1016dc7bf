/**
 * A second build of the site, for the browser specs that need what the main build must not
 * have: a scratch copy of the project (its own .cache and public/, see ../scratchProject.ts)
 * where
 * - a maintainer has used the content editor at /admin (./editor.ts): added a 30th gallery
 *   photo straight from a phone (4000×3000, EXIF orientation 6, GPS and camera tags) with its
 *   credit, and renamed a service: cms.spec.ts, contentGrowth.spec.ts;
 * - reCAPTCHA is configured (Google's public test site key): contactSpam.spec.ts;
 * - the gallery has 12 photos a page, so its 30 photos take three pages: galleryPages.spec.ts.
 * One build serves them all (a cold build takes minutes), made once per Playwright worker on
 * first use and served with the headers of its own environment (the reCAPTCHA-widened policy).
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import os from "os"
import { expect, type Browser } from "@playwright/test"
import { headersFor } from "../../src/build/securityHeaders"
import { gatsbyBuild, scratchProject } from "../scratchProject"
import { editThroughEditor, type EditorSession } from "./editor"

const { startStaticServer } = require("../../scripts/staticServer.cjs")
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
/** The variant's gallery page size (GALLERY_PHOTOS_PER_PAGE): 30 photos on pages of 12, 12 and 6. */
export const VARIANT_PHOTOS_PER_PAGE = 12
/** Give the first spec that uses the variant this long: it builds it. */
export const VARIANT_BUILD_TIMEOUT_MS = 12 * 60_000

/**
 * The phone's file: stored 4000×3000 with the left half orange and the right half green.
 * Orientation 6 says "turn a quarter clockwise to show": upright it is 3000×4000, orange on top.
 */
async function phonePhoto(file: string) {
  const half = (colour: string) =>
    sharp({ create: { width: 2000, height: 3000, channels: 3, background: colour } })
      .png()
      .toBuffer()
  await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#000000" } })
    .composite([
      { input: await half("#e2501c"), left: 0, top: 0 },
      { input: await half("#2f6b3a"), left: 2000, top: 0 },
    ])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Model: "Modelo 1" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "24/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "34/1 30/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toFile(file)
}

export interface VariantSite {
  /** http://localhost:<port> */
  base: string
  /** The scratch project (its data/ as the editor left it). */
  dir: string
  /** The scratch project's public/. */
  publicDir: string
  /** What the editor session saw. */
  editor: EditorSession
}

let building: Promise<VariantSite> | null = null

async function build(browser: Browser): Promise<VariantSite> {
  const dir = scratchProject("variantSite-")
  const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "phone-")), PHONE_PHOTO.file)
  process.on("exit", () => {
    fs.rmSync(dir, { recursive: true, force: true })
    fs.rmSync(path.dirname(photo), { recursive: true, force: true })
  })
  await phonePhoto(photo)
  const base = Number(process.env.E2E_PORT || 9000)
  const editor = await editThroughEditor(browser, dir, { ...PHONE_PHOTO, file: photo }, base + 18)
  const env = {
    ...testBuildEnv(),
    GATSBY_RECAPTCHA_SITE_KEY: TEST_RECAPTCHA_SITE_KEY,
    GALLERY_PHOTOS_PER_PAGE: String(VARIANT_PHOTOS_PER_PAGE),
  }
  const { status, output } = await gatsbyBuild(dir, env, VARIANT_BUILD_TIMEOUT_MS - 3 * 60_000)
  expect(status, output.slice(-3000)).toBe(0)
  const port = base + 17
  const publicDir = path.join(dir, "public")
  await startStaticServer({ root: publicDir, port, host: "localhost", headersFor: (urlPath: string) => headersFor(urlPath, env) })
  return { base: `http://localhost:${port}`, dir, publicDir, editor }
}

/** The variant site, edited, built and served on first call (later calls in the same worker reuse it). */
export function variantSite(browser: Browser): Promise<VariantSite> {
  building ??= build(browser).catch((error) => {
    building = null
    throw error
  })
  return building
}
