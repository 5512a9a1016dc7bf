/**
 * Sections below the fold are server-rendered inside Suspense boundaries (HydrateLater),
 * so React hydrates them in time slices after the header and hero instead of in one
 * long task. React marks such a boundary in the HTML with <!--$--> … <!--/$-->.
 */
import { readRoute } from "./html"

/** The HTML inside each top-level Suspense boundary of a page. */
function boundaries(html: string) {
  const found: string[] = []
  const pattern = /<!--\$-->([\s\S]*?)<!--\/\$-->/g
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) found.push(match[1])
  return found
}

describe("hydration order", () => {
  it("/ keeps the header and hero outside the deferred boundaries and defers every section below them", () => {
    const html = readRoute("/")
    const deferred = boundaries(html)
    for (const id of ["sobre", "servicos", "contato"]) expect(deferred.some((part) => part.includes(`id="${id}"`))).toBe(true)
    expect(deferred.some((part) => part.includes("<footer"))).toBe(true)
    expect(deferred.some((part) => part.includes("<header"))).toBe(false)
    expect(deferred.some((part) => part.includes('fetchpriority="high"'))).toBe(false)
  })

  it.each(["/galeria", "/responsabilidade-social"])("%s defers its content below the heading", (route) => {
    const deferred = boundaries(readRoute(route))
    expect(deferred.length).toBeGreaterThanOrEqual(2)
    expect(deferred.some((part) => part.includes("<h1"))).toBe(false)
  })
})
