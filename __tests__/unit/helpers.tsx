/** Shared helpers of the component unit tests: the real theme, and the page frame's data read from data/. */
import * as React from "react"
import { render } from "@testing-library/react"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { system } from "../../src/theme/system"
import { FrameProvider, type FrameData } from "../../src/i18n/frame"
import { type Lang } from "../../src/i18n/languages"
import { alternatePaths } from "../../src/i18n/routes"
import { readData } from "../data"

export const site = readData("site.json")

/** The interface texts (data/interface.json) in `lang`. */
export const interfaceTexts = (lang: Lang = "pt") => readData("interface.json", lang)

interface FrameOptions {
  lang?: Lang
  /** The page's path (the language switch's target follows from it). */
  pathname?: string
  /** Site facts to change (data/site.json in `lang` otherwise). */
  site?: Record<string, unknown>
}

/** What a page's frame provides (src/i18n/frame.tsx), from the real content files. */
export function frameData({ lang = "pt", pathname = lang === "en" ? "/en" : "/", site: overrides }: FrameOptions = {}): FrameData {
  return {
    lang,
    alternates: alternatePaths(pathname),
    texts: interfaceTexts(lang),
    site: { ...readData("site.json", lang), ...overrides },
    splashText: readData("pages.json", lang).splash.loadingText,
  }
}

let currentFrame = frameData()

/** Sets the frame the next renderWithTheme() renders in (Portuguese, data/ as it is, unless told). */
export function setFrame(options: FrameOptions = {}) {
  currentFrame = frameData(options)
}

/** Wraps a tree in the current frame (for tests that render or hydrate it themselves). */
export const InFrame = ({ children }: { children: React.ReactNode }) => <FrameProvider value={currentFrame}>{children}</FrameProvider>

export const renderWithTheme = (ui: React.ReactElement) =>
  render(ui, {
    wrapper: ({ children }) => (
      <InFrame>
        <ChakraProvider value={system}>{children}</ChakraProvider>
      </InFrame>
    ),
  })

/** window.matchMedia for jsdom: `reducedMotion` decides what "(prefers-reduced-motion: reduce)" answers. */
export function mockMatchMedia(reducedMotion = false) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: jest.fn().mockImplementation((query: string) => ({
      matches: reducedMotion && query.includes("prefers-reduced-motion: reduce"),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })),
  })
}

/** A popover's state for jsdom, which has none: whether `element` matches :popover-open, until `restore()`. */
export function fakePopover(element: Element, shown: boolean) {
  const matches = Element.prototype.matches
  const spy = jest.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selector: string) {
    return selector === ":popover-open" ? this === element && shown : matches.call(this, selector)
  })
  return {
    /** Shown or hidden, without the `toggle` event (the browser fires it a task later, or not for a reopening in the same task). */
    toggle(next: boolean) {
      shown = next
    },
    restore: () => spy.mockRestore(),
  }
}
