/** Shared helpers of the home/frame unit tests: the real theme, and useStaticQuery answering from data/. */
import * as React from "react"
import { render } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { system } from "../../src/theme/system"
import { readData } from "../data"

export const site = readData("site.json")
export const pages = readData("pages.json")

/** Answers every static query of the frame (SiteFacts, SplashText) from the real content files. */
export function mockStaticQueries(overrides: { site?: Record<string, unknown> } = {}) {
  ;(useStaticQuery as jest.Mock).mockImplementation(() => ({
    siteJson: { ...site, ...overrides.site },
    pagesJson: pages,
  }))
}

export const renderWithTheme = (ui: React.ReactElement) =>
  render(ui, { wrapper: ({ children }) => <ChakraProvider value={system}>{children}</ChakraProvider> })

/** window.matchMedia for jsdom: `reducedMotion` decides what "(prefers-reduced-motion: reduce)" answers. */
export function mockMatchMedia(reducedMotion = false) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: jest.fn().mockImplementation((query: string) => ({
      matches: reducedMotion && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    })),
  })
}
