import { act, screen, within } from "@testing-library/react"
import { Footer } from "../../../../src/components/frame/Footer"
import { CREDITS_SECTION_ID, ROUTES, SECTION_IDS, sectionHref } from "../../../../src/i18n/routes"
import { interfaceTexts, setFrame, renderWithTheme, site } from "../../helpers"

const t = interfaceTexts().footer

beforeEach(() => setFrame())
afterEach(() => jest.useRealTimers())

describe("Footer", () => {
  it.each([
    [t.aboutLink, sectionHref(SECTION_IDS.about)],
    [t.servicesLink, sectionHref(SECTION_IDS.services)],
    [t.contactLink, sectionHref(SECTION_IDS.contact)],
    [t.photoCreditsLink, `${ROUTES.gallery.pt}#${CREDITS_SECTION_ID}`],
    [site.phone, `tel:+${site.phone.replace(/\D/g, "")}`],
    [site.email, `mailto:${site.email}`],
  ])("links %s to %s, which works without JavaScript", (name, href) => {
    renderWithTheme(<Footer />)
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", href)
  })

  it("lists the opening hours", () => {
    renderWithTheme(<Footer />)
    const items = within(screen.getByTestId("footer-hours"))
      .getAllByRole("listitem")
      .map((li) => li.textContent)
    // data/site.json's hours, each "label 07:30–15:30", or "label fechado" (data/interface.json's footer.closed).
    const expected = site.openingHours.map((hours: { label: string; opens: string | null; closes: string | null; closed: boolean }) =>
      hours.closed ? `${hours.label} ${t.closed}` : `${hours.label} ${hours.opens}–${hours.closes}`,
    )
    expect(items).toEqual(expected)
  })

  it("renders only the social networks that are available, never a dead link, and no list at all when none is", () => {
    const { unmount } = renderWithTheme(<Footer />)
    const available = site.social.filter((s: any) => s.available)
    expect(available.length).toBeGreaterThan(0)
    for (const entry of available) expect(screen.getByRole("link", { name: entry.label })).toHaveAttribute("href", entry.url)
    for (const entry of site.social.filter((s: any) => !s.available)) expect(screen.queryByText(entry.label)).not.toBeInTheDocument()
    unmount()
    setFrame({ site: { social: site.social.map((s: any) => ({ ...s, available: false })) } })
    renderWithTheme(<Footer />)
    expect(screen.queryByRole("list", { name: t.socialLabel })).not.toBeInTheDocument()
  })

  it("shows the visitor's current year, even when the page was built in an earlier year", () => {
    jest.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z") })
    renderWithTheme(<Footer />)
    act(() => {
      jest.runOnlyPendingTimers()
    })
    expect(screen.getByTestId("copyright")).toHaveTextContent(`© 2031 ${site.legalName}`)
  })
})
