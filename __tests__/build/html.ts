/** Helpers for the build-output tests: read a route's static HTML from public/. */
import fs from "fs"
import path from "path"

export const publicDir = path.resolve(__dirname, "../../public")
export { readData, readList, readCredits } from "../data"

/** public/ file for a route ("/" -> index.html, "/galeria" -> galeria/index.html, "404" -> 404.html, "/en/404.html" as it is). */
export function routeFile(route: string) {
  if (route === "404") return path.join(publicDir, "404.html")
  if (route.endsWith(".html")) return path.join(publicDir, route)
  return path.join(publicDir, route.replace(/^\//, ""), "index.html")
}

export const readRoute = (route: string) => fs.readFileSync(routeFile(route), "utf8")
/** A file of public/, as text ("sitemap-index.xml", "/static/…"). */
export const readPublic = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
/** Every file under public/`dir`, as a path relative to public/ ("admin/index.html"). */
export const filesUnder = (dir = "") =>
  (fs.readdirSync(path.join(publicDir, dir), { recursive: true }) as string[])
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(path.join(publicDir, file)).isFile())

/** The script files (relative to public/) a page starts itself: <script src> and its deferred list. */
export const scriptFiles: (html: string) => string[] = require("../../scripts/lib/firstLoadJs").htmlScriptFiles

export function decodeEntities(text: string) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&")
}

/** The visible text of the body, without scripts and styles, entities decoded, whitespace folded. */
export function bodyText(html: string) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
  return decodeEntities(
    body
      .replace(/<script[\s\S]*?<\/script>/gi, " ")
      .replace(/<style[\s\S]*?<\/style>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim()
}

export const fold = (text: string) => text.replace(/\s+/g, " ").trim()

export function headTag(html: string, pattern: RegExp) {
  const head = /<head[^>]*>([\s\S]*)<\/head>/i.exec(html)?.[1] ?? ""
  return pattern.exec(head)
}

export const titleOf = (html: string) => decodeEntities(headTag(html, /<title[^>]*>([\s\S]*?)<\/title>/i)?.[1] ?? "")

export function metaContent(html: string, name: string) {
  const tag = headTag(html, new RegExp(`<meta[^>]+(?:name|property)="${name}"[^>]*>`, "i"))?.[0]
  const content = tag && /content="([^"]*)"/i.exec(tag)?.[1]
  return content === undefined || content === null ? undefined : decodeEntities(content)
}
