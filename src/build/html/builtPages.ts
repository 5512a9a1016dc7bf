import fs from "fs"
import path from "path"

/** Folders of a build that hold no site page: Gatsby's slice fragments, and the content editor (src/build/editor/admin.ts). */
const NOT_PAGES = ["_gatsby", "admin"]

/** Every page's HTML under a build folder (public/). */
export function builtPages(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return dir === root && NOT_PAGES.includes(entry.name) ? [] : builtPages(file, root)
    return entry.name.endsWith(".html") ? [file] : []
  })
}
