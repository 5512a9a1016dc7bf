/**
 * The lightbox's photos: every gallery photo's text and large renditions, one JSON file per language, hashed under
 * public/static/. Kept out of the gallery pages, so that a page of thumbnails does not carry hundreds of large photos.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { Lang } from "../../i18n/languages"
import type { LightboxPhoto } from "../../lib/galleryPages"

/** The file's name before its hash: one file per language, the photos' texts in that language. */
const prefix = (lang: Lang) => (lang === "pt" ? "galeria-" : `galeria-${lang}-`)

/** Writes one language's file (removing earlier builds' copies); returns its URL, /static/galeria-<hash>.json. */
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
