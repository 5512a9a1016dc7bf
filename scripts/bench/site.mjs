/** The built site as the bench reads it: a route's HTML file, whether it is a 404 page, and its first-load JS. */
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { NOT_FOUND_PAGES } from "../../src/i18n/routes.ts"

const require = createRequire(import.meta.url)
const { firstLoadScripts, htmlScriptFiles } = require("../lib/firstLoadJs.js")

import { options } from "./options.mjs"

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..")
/** The build measured: public/, or --public DIR. */
export const publicDir = options.publicDir ? path.resolve(options.publicDir) : path.join(root, "public")

/** The built HTML of a route: /x -> x/index.html; an unknown path -> its language's 404 page. */
export function htmlFileFor(route, dir = publicDir) {
  const candidate = route === "/" ? "index.html" : path.join(route.slice(1), "index.html")
  if (fs.existsSync(path.join(dir, candidate))) return candidate
  return (route.startsWith("/en/") ? NOT_FOUND_PAGES.en : NOT_FOUND_PAGES.pt).slice(1)
}

/** A route answered by a 404 page, in either language. */
export const isNotFoundRoute = (route) => Object.values(NOT_FOUND_PAGES).includes(`/${htmlFileFor(route)}`)

/**
 * gzip size of the JS a route needs before it is interactive: the app's chunks and the page
 * component's chunks with those it shares (scripts/lib/firstLoadJs.js, the same count the
 * build-output bundle test uses), and how much of it is in the scripts the HTML starts itself.
 */
export function firstLoadJs(route) {
  const htmlFile = htmlFileFor(route)
  const html = fs.readFileSync(path.join(publicDir, htmlFile), "utf8")
  const htmlScripts = htmlScriptFiles(html)
  const page = htmlFile === "404.html" ? "404" : htmlFile === "en/404.html" ? "/en/404.html" : route
  const files = firstLoadScripts(publicDir, page).map(({ file, gzip }) => ({ file, gzip }))
  return {
    files,
    htmlScriptsGzip: files.filter((f) => htmlScripts.includes(f.file)).reduce((sum, f) => sum + f.gzip, 0),
    total: files.reduce((sum, f) => sum + f.gzip, 0),
  }
}
