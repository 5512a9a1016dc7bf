import { screen } from "@testing-library/react"
import { Hero } from "../../../../src/components/home/Hero"
import type { Slide } from "../../../../src/components/home/types"
import { fillTemplate } from "../../../../src/i18n/languages"
import { SECTION_IDS, sectionHref } from "../../../../src/i18n/routes"
import { readList } from "../../../data"
import { interfaceTexts, renderWithTheme } from "../../helpers"

// The slides and labels as data/ has them today: a maintainer may reword them or change the count.
const data = readList("slides.json")
const slides = data.map((s) => ({ ...s, image: { childImageSharp: null } })) as unknown as Slide[]
const t = interfaceTexts().hero
const count = slides.length
const position = (index: number) => fillTemplate(t.position, { position: index + 1, count })

const slideGroups = () =>
  screen.getAllByRole("group", { hidden: true }).filter((el) => el.getAttribute("aria-roledescription") === t.slideRole)

const currentSlide = () => {
  const visible = slideGroups().filter((el) => !el.hasAttribute("aria-hidden"))
  expect(visible).toHaveLength(1)
  return visible[0]
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

// The rotation: useSlideshow.test.ts, home.spec.ts and patterns.spec.ts; the carousel's roles and labels: patterns.spec.ts.
describe("Hero", () => {
  it("exposes only the current slide to assistive technology", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    expect(currentSlide()).toHaveAttribute("aria-label", position(0))
    expect(screen.getByRole("heading", { level: 2, name: data[0].title })).toBeInTheDocument()
    for (const other of data.slice(1).filter((s) => s.title !== data[0].title))
      expect(screen.queryByRole("heading", { level: 2, name: other.title })).not.toBeInTheDocument()
  })

  it("has the calls to action and the down arrow, as links that work without JavaScript", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    expect(screen.getByRole("link", { name: t.servicesButton })).toHaveAttribute("href", sectionHref(SECTION_IDS.services))
    expect(screen.getByRole("link", { name: t.contactButton })).toHaveAttribute("href", sectionHref(SECTION_IDS.contact))
    expect(screen.getByRole("link", { name: t.scrollDownLabel })).toHaveAttribute("href", sectionHref(SECTION_IDS.about))
    expect(screen.getByRole("heading", { level: 1, name: "Caju" })).toBeInTheDocument()
  })
})
