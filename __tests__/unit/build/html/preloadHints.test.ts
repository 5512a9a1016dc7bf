/** @jest-environment node */
// Every page names its stylesheets and main photo ahead of its script policy (src/build/html/preloadHints.ts).
import { preloadHints, withPreloadHints } from "../../../../src/build/html/preloadHints"

const head =
  '<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><style>#splash{}</style><title>Zavala</title></head>'
const photo =
  '<picture><source type="image/avif" srcSet="/h-800.avif 800w,/h-1600.avif 1600w" sizes="100vw"/><source type="image/webp" srcSet="/h-800.webp 800w" sizes="100vw"/>' +
  '<img src="/h.jpg" srcSet="/h-800.jpg 800w" sizes="100vw" alt="" loading="eager" decoding="async" fetchpriority="high"/></picture>'
const lazyPhoto =
  '<picture><source type="image/avif" srcSet="/t.avif 400w" sizes="50vw"/><img src="/t.jpg" alt="" loading="lazy"/></picture>'
const body = `<body><div id="splash"></div><link rel="stylesheet" href="/styles.1.css"/><link rel="stylesheet" href="/static/css/chakra-2.css"/><div id="___gatsby">${photo}${lazyPhoto}</div></body>`
const page = `<!DOCTYPE html><html>${head}${body}</html>`

describe("preloadHints", () => {
  it("names each stylesheet, then the main photo's AVIF with its srcset and sizes, at high priority", () => {
    expect(preloadHints(page)).toEqual([
      '<link rel="preload" as="style" href="/styles.1.css"/>',
      '<link rel="preload" as="style" href="/static/css/chakra-2.css"/>',
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/h-800.avif 800w,/h-1600.avif 1600w" imagesizes="100vw" fetchpriority="high"/>',
    ])
  })

  it("names no photo where the page has no main photo", () => {
    expect(preloadHints(page.replace(photo, ""))).toHaveLength(2)
  })
})

describe("withPreloadHints", () => {
  it("puts them right after the splash's stylesheet, and is idempotent", () => {
    const once = withPreloadHints(page)
    expect(once).toBe(page.replace("<style>#splash{}</style>", `<style>#splash{}</style>${preloadHints(page).join("")}`))
    expect(withPreloadHints(once)).toBe(once)
  })

  it("leaves a page without the splash's stylesheet alone", () => {
    const other = page.replace("<style>#splash{}</style>", "")
    expect(withPreloadHints(other)).toBe(other)
  })
})
