/** @jest-environment node */
// The islands are styled as the rest of the site is.
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import { islandSystem } from "../../../src/theme/islandSystem"
import { system } from "../../../src/theme/system"
import { GlobalStyles } from "../../../src/theme/GlobalStyles"
import { createEmotionCache } from "../../../src/theme/emotion"

describe("islandSystem", () => {
  it("is otherwise the site's system: its tokens and recipes", () => {
    expect(islandSystem().token("colors.green.700")).toBe(system.token("colors.green.700"))
    expect(islandSystem().getRecipe("button")).toEqual(system.getRecipe("button"))
  })

  it("styles every colour utility as the site's system does (its colour values are computed once and shared)", () => {
    const styles = {
      bg: "green.700",
      color: "fg.muted",
      borderColor: "red.500",
      outlineColor: "colorPalette.solid",
      accentColor: "currentBg",
      colorPalette: "orange",
      _hover: { bg: "gray.100", textDecorationColor: "green.500" },
    }
    expect(islandSystem().css(styles)).toEqual(system.css(styles))
    expect(islandSystem().css(styles)).toMatchObject({
      background: "var(--chakra-colors-green-700)",
      color: "var(--chakra-colors-fg-muted)",
    })
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
