/**
 * The lightbox's photos: every gallery photo's text and large renditions, in one JSON file per
 * language, fetched with the lightbox's code before the first tap (src/hydration/ready.ts) or,
 * for a visitor saving data, when they first point at, focus or open a thumbnail.
 * Kept out of the gallery pages' HTML and page-data, so a page of 36 thumbnails does not
 * carry the data of hundreds of large photos. ./sitePages.ts writes it (writeLightboxPhotos, at
 * gatsby-node's createPages) under public/static/ with its content hash in the name, so hosts
 * cache it for a year.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { Lang } from "../i18n/languages"
import type { LightboxPhoto } from "../lib/galleryPages"

/** The file's name before its hash: one file per language, the photos' texts in that language. */
const prefix = (lang: Lang) => (lang === "pt" ? "galeria-" : `galeria-${lang}-`)

/**
 * Writes one language's file (and removes earlier builds' copies of it); returns its URL,
 * /static/galeria-<hash>.json in Portuguese, /static/galeria-en-<hash>.json in English.
 */
export function writeLightboxPhotos(publicDir: string, photos: readonly LightboxPhoto[], lang: Lang = "pt"): string {
  const json = JSON.stringify(photos)
  const name = `${prefix(lang)}${crypto.createHash("sha256").update(json).digest("hex").slice(0, 12)}.json`
  const FILE_PATTERN = new RegExp(`^${prefix(lang)}[0-9a-f]{12}\\.json$`)
  const dir = path.join(publicDir, "static")
  fs.mkdirSync(dir, { recursive: true })
  for (const old of fs.readdirSync(dir)) if (FILE_PATTERN.test(old) && old !== name) fs.rmSync(path.join(dir, old))
  fs.writeFileSync(path.join(dir, name), json)
  return `/static/${name}`
}
