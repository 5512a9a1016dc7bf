// Every built page's script policy (src/build/html/scriptPolicy.ts): first in <head> after its metadata and hints, hashes only.
import fs from "fs"
import path from "path"
import { inlineScripts, scriptHash } from "../../src/build/html/scriptPolicy"
import { builtPages } from "../../src/build/html/builtPages"
import { publicDir } from "./html"

const pages = fs.existsSync(publicDir) ? builtPages(publicDir).map((file) => path.relative(publicDir, file)) : []

// That builtPages() finds every page of the site: htmlValidity.test.ts.
describe("the script policy of every built page", () => {
  describe.each(pages)("%s", (page) => {
    const html = fs.readFileSync(path.join(publicDir, page), "utf8")
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g)]

    it("has one policy, before any script and after nothing but <head>'s metadata, the splash's stylesheet and the preload hints", () => {
      expect(metas).toHaveLength(1)
      const head = /<head\b[^>]*>/.exec(html)!
      const before = html.slice(head.index + head[0].length, metas[0].index)
      expect(before).toMatch(/^(<meta [^>]*\/>)+<style>[^<]*<\/style>(<link rel="preload" [^>]*\/>)+$/)
      expect(html.indexOf("<script")).toBeGreaterThan(metas[0].index as number)
    })

    it("allows its own files and exactly the hashes of its inline scripts, nothing inline, no event handler or javascript: link", () => {
      const [directive, ...sources] = metas[0][1].split(" ")
      expect(directive).toBe("script-src")
      expect(sources[0]).toBe("'self'")
      const scripts = inlineScripts(html)
      // The app-script loader, Gatsby's page path and chunk mapping at least.
      expect(scripts.length).toBeGreaterThanOrEqual(3)
      expect(new Set(sources.slice(1))).toEqual(new Set(scripts.map(scriptHash)))
      // No inline event handler nor javascript: link, which no hash could allow.
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i)
      expect(html).not.toMatch(/href\s*=\s*"\s*javascript:/i)
    })
  })
})
