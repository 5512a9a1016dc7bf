/** @jest-environment node */
// The site's pages are at the specification's routes (SPEC.routes), in both languages; its texts are `npm run check:spec`'s.
import fs from "fs"
import path from "path"
import type { CreatePageArgs } from "gatsby"
import { localizePage } from "../../../src/build/steps/sitePages"
import { LANGS } from "../../../src/i18n/languages"
import { galleryPagePath } from "../../../src/i18n/routes"
import { SPEC } from "../../spec"
import { root } from "./trackedFiles"

/** Every page's path as gatsby-node creates it: each page file in both languages, and the gallery's first page. */
function createdPaths(): string[] {
  const created: string[] = []
  const actions = { deletePage: () => undefined, createPage: (page: { path: string }) => created.push(page.path) }
  const pageFiles = fs.readdirSync(path.join(root, "src/pages")).filter((file) => /\.tsx$/.test(file) && !file.startsWith("404"))
  for (const file of pageFiles) {
    // Gatsby's route for a page file (trailingSlash "never"): "/" for the index, else "/" and its name.
    const name = file.replace(/\.tsx$/, "")
    localizePage({ page: { path: name === "index" ? "/" : `/${name}`, context: {} }, actions } as unknown as CreatePageArgs)
  }
  return [...created, ...LANGS.map((lang) => galleryPagePath(1, lang))]
}

describe("the specification's routes", () => {
  it("are the addresses of the site's pages, in both languages", () => {
    const specified = Object.values(SPEC.routes).flatMap((route) => LANGS.map((lang) => route[lang]))
    expect(createdPaths().sort()).toEqual(specified.sort())
  })
})
