/**
 * After the build (gatsby-node's onPostBuild), every stylesheet the server rendered inline in a
 * page's <body> (./pageStyles.ts, `pageStylesheet`) goes into a file of its own, named by its
 * content's hash under /static/css/ (which every documented host caches for a year), and the page
 * links to it where it was. Pages with the same styles share the file: Chakra's global CSS is one
 * file for the whole site, cached from page to page.
 *
 * It also makes every page link this build's copy of Gatsby's own stylesheet (the CSS modules,
 * `withCurrentGatsbyStylesheet`): Gatsby 5 renders a page again only when its data or its
 * template's scripts changed, so after a change to CSS alone the pages a build kept from the last
 * one still named the last build's file, and a host that keeps .cache between builds served them.
 */
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { PAGE_STYLESHEET_ATTRIBUTE } from "./pageStyles"

/** Where the stylesheets go, under public/. */
const STYLESHEET_DIR = "static/css"

const INLINE_STYLESHEET = new RegExp(`<style ${PAGE_STYLESHEET_ATTRIBUTE}="([a-z-]+)">([\\s\\S]*?)</style>`, "g")

/** `css` as a file of the built site, `<name>-<hash>.css` (written once); its URL. */
function writeStylesheet(publicDir: string, name: string, css: string): string {
  const hash = createHash("sha256").update(css).digest("hex").slice(0, 20)
  const relative = `${STYLESHEET_DIR}/${name}-${hash}.css`
  const file = path.join(publicDir, relative)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, css)
  }
  return `/${relative}`
}

/** A built page with each inline stylesheet of its <body> replaced by a link to its file. */
export function linkPageStylesheets(html: string, publicDir: string): string {
  return html.replace(
    INLINE_STYLESHEET,
    (_, name: string, css: string) => `<link rel="stylesheet" href="${writeStylesheet(publicDir, name, css)}"/>`,
  )
}

/** Gatsby's stylesheet's file name, as webpack writes it: `styles.<hash>.css`. */
const GATSBY_STYLESHEET_NAME = String.raw`styles\.[0-9a-f]+\.css`

/** The file name of Gatsby's stylesheet in this build's webpack stats (public/webpack.stats.json), if it has one. */
export function currentGatsbyStylesheet(stats: { assetsByChunkName: Record<string, string[]> }): string | undefined {
  return Object.values(stats.assetsByChunkName)
    .flat()
    .find((file) => new RegExp(`^${GATSBY_STYLESHEET_NAME}$`).test(file))
}

/** A built page whose every reference to Gatsby's stylesheet (a link or a preload: `/styles.<hash>.css`) names `current`, this build's file. */
export const withCurrentGatsbyStylesheet = (html: string, current: string | undefined): string =>
  current === undefined ? html : html.replace(new RegExp(`/${GATSBY_STYLESHEET_NAME}`, "g"), `/${current}`)
