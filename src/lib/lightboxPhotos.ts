/**
 * The lightbox's photos: every gallery photo's text and large renditions, in one JSON file
 * that the lightbox fetches when a visitor first points at, focuses or opens a thumbnail.
 * Kept out of the gallery pages' HTML and page-data, so a page of 36 thumbnails does not
 * carry the data of hundreds of large photos. gatsby-node.ts writes it (writeLightboxPhotos)
 * (node only: components import just its type) under public/static/ with its content hash in the name, so hosts cache it for a year.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/** One photo as the lightbox shows it. */
export interface LightboxPhoto {
  id: string
  title: string
  description: string
  alt: string
  large: IGatsbyImageData | null
}

const FILE_PATTERN = /^galeria-[0-9a-f]{12}\.json$/

/** Writes the file (and removes earlier builds' copies); returns its URL, /static/galeria-<hash>.json. */
export function writeLightboxPhotos(publicDir: string, photos: readonly LightboxPhoto[]): string {
  const json = JSON.stringify(photos)
  const name = `galeria-${crypto.createHash("sha256").update(json).digest("hex").slice(0, 12)}.json`
  const dir = path.join(publicDir, "static")
  fs.mkdirSync(dir, { recursive: true })
  for (const old of fs.readdirSync(dir)) if (FILE_PATTERN.test(old) && old !== name) fs.rmSync(path.join(dir, old))
  fs.writeFileSync(path.join(dir, name), json)
  return `/static/${name}`
}
