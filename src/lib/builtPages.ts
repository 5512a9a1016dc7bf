import fs from "fs"
import path from "path"

/** Every page's HTML under a build folder (public/), not Gatsby's slice fragments in public/_gatsby. */
export function builtPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : builtPages(file)
    return entry.name.endsWith(".html") ? [file] : []
  })
}
