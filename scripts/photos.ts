/**
 * `npm run photos`: brings every photo in data/images within the limits (at most 2560 px on the
 * long side, 1,000,000 bytes, no EXIF/GPS), in place; `npm run photos -- --check` only reports
 * and exits 1 on any photo outside them. A folder may be given instead of data/images.
 * The work is in scripts/lib/photos.ts; docs/CONTENT.md, "Photos", says more.
 */
import { photosCommand } from "./lib/photos"

photosCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`Fotografias: erro inesperado: ${error.stack ?? error.message}`)
    process.exit(2)
  },
)
