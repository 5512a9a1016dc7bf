/**
 * After the build, moves every stylesheet rendered inline in a page's <body> (./pageStyles.ts) into a file named
 * by its hash, shared by pages with the same styles, and links it there. Every page is also pointed at this build's
 * Gatsby stylesheet: Gatsby 5 does not re-render a page after a change to CSS alone.
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
