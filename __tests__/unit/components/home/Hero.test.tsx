import { act, fireEvent, screen, within } from "@testing-library/react"
import { Hero } from "../../../../src/components/home/Hero"
import type { Slide } from "../../../../src/components/home/types"
import { fillTemplate } from "../../../../src/i18n/languages"
import { SECTION_IDS, sectionHref } from "../../../../src/i18n/routes"
import { readList } from "../../../data"
import { interfaceTexts, mockMatchMedia, renderWithTheme } from "../../helpers"

// The slides and labels as data/ has them today: a maintainer may reword them or change the count.
const data = readList("slides.json")
const slides = data.map((s) => ({
  id: s.id,
  title: s.title,
  description: s.description,
  alt: s.alt,
  image: { childImageSharp: null },
})) as unknown as Slide[]
const t = interfaceTexts().hero
const count = slides.length
const last = count - 1
/** A slide's label, from data/'s template (interface.json, hero.position). */
const position = (index: number) => fillTemplate(t.position, { position: index + 1, count })
// Rotation, wrapping and dots need a second slide; with one, these tests are skipped, not passed.
const withSeveralSlides = count > 1 ? it : it.skip

const slideGroups = () =>
  screen.getAllByRole("group", { hidden: true }).filter((el) => el.getAttribute("aria-roledescription") === t.slideRole)

const currentSlide = () => {
  const visible = slideGroups().filter((el) => !el.hasAttribute("aria-hidden"))
  expect(visible).toHaveLength(1)
  return visible[0]
}

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms)
  })

beforeEach(() => {
  jest.useFakeTimers()
  mockMatchMedia(false)
})
afterEach(() => jest.useRealTimers())

describe("Hero", () => {
  it("is a labelled carousel with one group per slide, each labelled with its position", () => {
    expect(count).toBeGreaterThanOrEqual(1)
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    const carousel = screen.getByRole("region", { name: t.label })
    expect(carousel).toHaveAttribute("aria-roledescription", t.carouselRole)
    expect(slideGroups().map((g) => g.getAttribute("aria-label"))).toEqual(slides.map((_, index) => position(index)))
  })

  it("exposes only the current slide to assistive technology", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    expect(currentSlide()).toHaveAttribute("aria-label", position(0))
    expect(screen.getByRole("heading", { level: 2, name: data[0].title })).toBeInTheDocument()
    for (const other of data.slice(1).filter((s) => s.title !== data[0].title))
      expect(screen.queryByRole("heading", { level: 2, name: other.title })).not.toBeInTheDocument()
  })

  withSeveralSlides("advances every 4 s and wraps around", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    for (let step = 1; step <= count; step++) {
      advance(4000)
      expect(currentSlide()).toHaveAttribute("aria-label", position(step % count))
    }
  })

  withSeveralSlides("previous and next buttons wrap both ways; dots jump to a slide and mark the current one", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    fireEvent.click(screen.getByRole("button", { name: t.previousLabel }))
    expect(currentSlide()).toHaveAttribute("aria-label", position(last))
    fireEvent.click(screen.getByRole("button", { name: t.nextLabel }))
    expect(currentSlide()).toHaveAttribute("aria-label", position(0))
    const dots = within(screen.getByRole("group", { name: t.dotsLabel })).getAllByRole("button")
    expect(dots).toHaveLength(count)
    fireEvent.click(dots[last])
    expect(currentSlide()).toHaveAttribute("aria-label", position(last))
    expect(dots[last]).toHaveAttribute("aria-current", "true")
    expect(dots[0]).not.toHaveAttribute("aria-current")
  })

  withSeveralSlides("pause/play control stops and restarts the rotation; the live region is polite while paused", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    const live = document.getElementById("destaques-slides")
    expect(live).toHaveAttribute("aria-live", "off")
    fireEvent.click(screen.getByRole("button", { name: t.pauseLabel }))
    expect(live).toHaveAttribute("aria-live", "polite")
    advance(10000)
    expect(currentSlide()).toHaveAttribute("aria-label", position(0))
    fireEvent.click(screen.getByRole("button", { name: t.playLabel }))
    advance(4000)
    expect(currentSlide()).toHaveAttribute("aria-label", position(1))
  })

  it("does not rotate while the pointer hovers the slides", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    fireEvent.mouseEnter(document.getElementById("destaques-slides") as HTMLElement)
    advance(9000)
    expect(currentSlide()).toHaveAttribute("aria-label", position(0))
  })

  it("with reduced motion: no auto-rotation and no cross-fade", () => {
    mockMatchMedia(true)
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    advance(20000)
    expect(currentSlide()).toHaveAttribute("aria-label", position(0))
    expect(currentSlide().style.transition).toBe("none")
    expect(screen.getByRole("button", { name: t.playLabel })).toBeInTheDocument()
  })

  it("has the calls to action and the down arrow, as links that work without JavaScript", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    expect(screen.getByRole("link", { name: t.servicesButton })).toHaveAttribute("href", sectionHref(SECTION_IDS.services))
    expect(screen.getByRole("link", { name: t.contactButton })).toHaveAttribute("href", sectionHref(SECTION_IDS.contact))
    expect(screen.getByRole("link", { name: t.scrollDownLabel })).toHaveAttribute("href", sectionHref(SECTION_IDS.about))
    expect(screen.getByRole("heading", { level: 1, name: "Caju" })).toBeInTheDocument()
  })
})
