// The header and sections hydrate later, in Suspense boundaries (<!--$-->…<!--/$-->): no one long task; the hero in the first pass.
import { ROUTES, SECTION_IDS } from "../../src/i18n/routes"
import { readRoute } from "./html"

/** The HTML inside each top-level Suspense boundary of a page. */
function boundaries(html: string) {
  const found: string[] = []
  const pattern = /<!--\$-->([\s\S]*?)<!--\/\$-->/g
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) found.push(match[1])
  return found
}

describe("hydration order", () => {
  it(`${ROUTES.home.pt} defers the header, every section and the footer, each in its own boundary, and hydrates the hero first`, () => {
    const deferred = boundaries(readRoute(ROUTES.home.pt))
    const boundaryOf = (marker: string) => deferred.findIndex((part) => part.includes(marker))
    const markers = ["<header", ...Object.values(SECTION_IDS).map((id) => `id="${id}"`), "<footer"]
    for (const marker of markers) expect(boundaryOf(marker)).toBeGreaterThanOrEqual(0)
    expect(new Set(markers.map(boundaryOf)).size).toBe(markers.length)
    expect(boundaryOf('fetchpriority="high"')).toBe(-1)
  })

  it.each([ROUTES.gallery.pt, ROUTES.responsibility.pt])("%s defers its content below the heading", (route) => {
    const deferred = boundaries(readRoute(route))
    expect(deferred.length).toBeGreaterThanOrEqual(2)
    expect(deferred.some((part) => part.includes("<h1"))).toBe(false)
  })

  it(`${ROUTES.home.pt} server-renders the contact form as an island: in the HTML, in a boundary of its own that waits for its chunk`, () => {
    const html = readRoute(ROUTES.home.pt)
    const island = html.match(/<div data-island="" data-ready-part="contact"><!--\$-->([\s\S]*?)<!--\/\$--><\/div>/)
    expect(island).not.toBeNull()
    // The form's fields and what it does without JavaScript: contactForm.test.ts.
    expect(island![1]).toMatch(/^<form[\s\S]*type="submit"/)
  })
})
