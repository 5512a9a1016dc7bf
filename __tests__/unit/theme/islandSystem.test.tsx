/**
 * @jest-environment node
 */
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import { islandSystem } from "../../../src/theme/islandSystem"
import { system } from "../../../src/theme/system"
import { GlobalStyles } from "../../../src/theme/GlobalStyles"
import { createEmotionCache } from "../../../src/theme/emotion"

describe("islandSystem", () => {
  it("leaves out the global styles, which GlobalStyles writes once per page", () => {
    expect(islandSystem._global).toEqual([])
    expect(system._global.length).toBeGreaterThan(0)
  })

  it("is otherwise the same system: tokens, recipes, css()", () => {
    expect(islandSystem.token("colors.green.700")).toBe(system.token("colors.green.700"))
    expect(islandSystem.getRecipe("button")).toBe(system.getRecipe("button"))
    expect(islandSystem.css).toBe(system.css)
  })
})

describe("GlobalStyles", () => {
  it("renders the reset, the token variables and globalCss, and no DOM", () => {
    const cache = createEmotionCache()
    const { extractCriticalToChunks } = createEmotionServer(cache)
    const html = renderToString(
      <CacheProvider value={cache}>
        <GlobalStyles />
      </CacheProvider>,
    )
    expect(html).toBe("")
    const css = extractCriticalToChunks(html)
      .styles.map((style) => style.css)
      .join("\n")
    expect(css).toContain("--chakra-colors-green-800")
    expect(css).toContain("@layer reset")
  })
})
