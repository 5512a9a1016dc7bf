import { act, fireEvent, screen, within } from "@testing-library/react"
import { Hero } from "../../../../src/components/home/Hero"
import type { Slide } from "../../../../src/components/home/types"
import { readList } from "../../../data"
import { mockMatchMedia, renderWithTheme } from "../../helpers"

const data = readList("slides.json")
const slides = data.map((s) => ({
  id: s.id,
  title: s.title,
  description: s.description,
  alt: s.alt,
  image: { childImageSharp: null },
})) as unknown as Slide[]

const currentSlide = () => {
  const visible = screen
    .getAllByRole("group", { hidden: true })
    .filter((el) => el.getAttribute("aria-roledescription") === "slide" && !el.hasAttribute("aria-hidden"))
  expect(visible).toHaveLength(1)
  return visible[0]
}

beforeEach(() => {
  jest.useFakeTimers()
  mockMatchMedia(false)
})
afterEach(() => jest.useRealTimers())

describe("Hero", () => {
  it("is a labelled carousel of 4 slides labelled '1 de 4' … '4 de 4'", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    const carousel = screen.getByRole("region", { name: "Destaques" })
    expect(carousel).toHaveAttribute("aria-roledescription", "carrossel")
    const groups = screen.getAllByRole("group", { hidden: true }).filter((el) => el.getAttribute("aria-roledescription") === "slide")
    expect(groups.map((g) => g.getAttribute("aria-label"))).toEqual(["1 de 4", "2 de 4", "3 de 4", "4 de 4"])
  })

  it("exposes only the current slide to assistive technology", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    expect(currentSlide()).toHaveAttribute("aria-label", "1 de 4")
    expect(screen.getByRole("heading", { level: 2, name: data[0].title })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { level: 2, name: data[1].title })).not.toBeInTheDocument()
  })

  it("advances every 4 s and wraps around", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    act(() => {
      jest.advanceTimersByTime(4000)
    })
    expect(currentSlide()).toHaveAttribute("aria-label", "2 de 4")
    for (const expected of ["3 de 4", "4 de 4", "1 de 4"]) {
      act(() => {
        jest.advanceTimersByTime(4000)
      })
      expect(currentSlide()).toHaveAttribute("aria-label", expected)
    }
  })

  it("previous and next buttons wrap both ways; dots jump to a slide and mark the current one", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    fireEvent.click(screen.getByRole("button", { name: "Slide anterior" }))
    expect(currentSlide()).toHaveAttribute("aria-label", "4 de 4")
    fireEvent.click(screen.getByRole("button", { name: "Slide seguinte" }))
    expect(currentSlide()).toHaveAttribute("aria-label", "1 de 4")
    const dots = within(screen.getByRole("group", { name: "Escolher slide" })).getAllByRole("button")
    expect(dots).toHaveLength(4)
    fireEvent.click(dots[2])
    expect(currentSlide()).toHaveAttribute("aria-label", "3 de 4")
    expect(dots[2]).toHaveAttribute("aria-current", "true")
    expect(dots[0]).not.toHaveAttribute("aria-current")
  })

  it("pause/play control stops and restarts the rotation; the live region is polite while paused", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    const live = document.getElementById("destaques-slides")
    expect(live).toHaveAttribute("aria-live", "off")
    fireEvent.click(screen.getByRole("button", { name: "Pausar apresentação" }))
    expect(live).toHaveAttribute("aria-live", "polite")
    act(() => {
      jest.advanceTimersByTime(10000)
    })
    expect(currentSlide()).toHaveAttribute("aria-label", "1 de 4")
    fireEvent.click(screen.getByRole("button", { name: "Retomar apresentação" }))
    act(() => {
      jest.advanceTimersByTime(4000)
    })
    expect(currentSlide()).toHaveAttribute("aria-label", "2 de 4")
  })

  it("does not rotate while the pointer hovers the slides", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    fireEvent.mouseEnter(document.getElementById("destaques-slides") as HTMLElement)
    act(() => {
      jest.advanceTimersByTime(9000)
    })
    expect(currentSlide()).toHaveAttribute("aria-label", "1 de 4")
  })

  it("with reduced motion: no auto-rotation and no cross-fade", () => {
    mockMatchMedia(true)
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    act(() => {
      jest.advanceTimersByTime(20000)
    })
    expect(currentSlide()).toHaveAttribute("aria-label", "1 de 4")
    expect(currentSlide().style.transition).toBe("none")
    expect(screen.getByRole("button", { name: "Retomar apresentação" })).toBeInTheDocument()
  })

  it("has the calls to action and the down arrow, as links that work without JavaScript", () => {
    renderWithTheme(<Hero slides={slides} heading="Caju" />)
    expect(screen.getByRole("link", { name: "Descubra Nossos Serviços" })).toHaveAttribute("href", "/#servicos")
    expect(screen.getByRole("link", { name: "Entre em Contacto" })).toHaveAttribute("href", "/#contato")
    expect(screen.getByRole("link", { name: "Ir para Sobre Nós" })).toHaveAttribute("href", "/#sobre")
    expect(screen.getByRole("heading", { level: 1, name: "Caju" })).toBeInTheDocument()
  })
})
