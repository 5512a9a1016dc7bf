import { render } from "@testing-library/react"
import { Seo } from "../../../../src/components/seo/Seo"
import { absoluteUrl, siteUrl } from "../../../../src/lib/settings"
import { ROUTES } from "../../../../src/i18n/routes"
import { frameData } from "../../helpers"

// Every built page's tags: __tests__/build/routes.test.ts and languages.test.ts. Here, what no built page shows.
it("falls back to a summary card and no og:image without an image", () => {
  // Seo renders head tags; in a test they land in the container, which is enough to read them.
  const { container } = render(<Seo frame={frameData()} title="Início" description="d" pathname={ROUTES.home.pt} />)
  const meta = (key: string) => container.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null
  expect(meta("twitter:card")).toBe("summary")
  expect(meta("og:image")).toBeNull()
  expect(meta("twitter:image")).toBeNull()
  expect(container.querySelectorAll("meta[content='']")).toHaveLength(0)
})

// A site path and an absolute URL: routes.test.ts's og:image, jsonLd.test.tsx's image and logo.
describe("absoluteUrl", () => {
  it("puts the site URL in front of a path without its slash", () => {
    expect(absoluteUrl("static/x.jpg")).toBe(`${siteUrl}/static/x.jpg`)
  })
})
