/**
 * The splash's markup, as the server writes it first in <body>. What it does over time is CSS,
 * run by browsers: __tests__/e2e/splashTiming.spec.ts and frame.spec.ts.
 */
import { render, screen } from "@testing-library/react"
import { SplashScreen } from "../../../../src/components/frame/SplashScreen"
import { splashFigures } from "../../../../src/browser/splash"
import type { Lang } from "../../../../src/i18n/languages"
import { readData } from "../../../data"
import { interfaceTexts, site } from "../../helpers"

/** The splash's texts as a page in `lang` gives them (data/pages.json, data/interface.json). */
const texts = (lang: Lang) => ({
  brand: site.name as string,
  text: readData("pages.json", lang).splash.loadingText as string,
  progressLabel: interfaceTexts(lang).frame.splashProgressLabel as string,
})

describe("SplashScreen", () => {
  it.each(["pt", "en"] as const)("in %s: a region named by the brand, with the loading text and a labelled progress bar", (lang) => {
    const props = texts(lang)
    render(<SplashScreen {...props} />)
    const region = screen.getByRole("region", { name: props.brand })
    expect(region).toHaveAttribute("id", "splash")
    expect(region).toHaveTextContent(props.text)
    const bar = screen.getByRole("progressbar", { name: props.progressLabel })
    expect(bar).toHaveAccessibleDescription(props.text)
    // Indeterminate for assistive technologies: CSS draws the figure, and cannot keep a value up to date.
    expect(bar).not.toHaveAttribute("aria-valuenow")
  })

  it("draws every figure of the count on a strip, hidden from screen readers", () => {
    render(<SplashScreen {...texts("pt")} />)
    const figure = screen.getByTestId("splash-percent")
    expect(figure).toHaveAttribute("aria-hidden", "true")
    expect(figure.textContent?.split("\n")).toEqual(splashFigures().map((value) => `${value}%`))
  })

  it("is plain markup: no script, no style, nothing focusable", () => {
    const { container } = render(<SplashScreen {...texts("pt")} />)
    expect(container.querySelector("script, style, noscript, a, button, input, [tabindex]")).toBeNull()
  })
})
