import * as React from "react"
import { render } from "@testing-library/react"
import { Seo } from "../../../../src/components/seo/Seo"
import { absoluteUrl, siteUrl } from "../../../../src/lib/settings"
import type { Lang } from "../../../../src/i18n/languages"
import { ROUTES } from "../../../../src/i18n/routes"
import { frameData } from "../../helpers"

/** Seo renders head tags; in a test they land in the container, which is enough to read them. */
function renderSeo(props: Omit<React.ComponentProps<typeof Seo>, "frame">, lang: Lang = "pt") {
  const { container } = render(<Seo frame={frameData({ lang })} {...props} />)
  const meta = (key: string) => container.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null
  return { container, meta }
}

// Every built page's tags: __tests__/build/metadata.test.ts and languages.test.ts. Here, what no built page shows.
describe("Seo", () => {
  it("falls back to a summary card and no og:image without an image", () => {
    const { container, meta } = renderSeo({ title: "Início", description: "d", pathname: ROUTES.home.pt })
    expect(meta("twitter:card")).toBe("summary")
    expect(meta("og:image")).toBeNull()
    expect(meta("twitter:image")).toBeNull()
    expect(container.querySelectorAll("meta[content='']")).toHaveLength(0)
  })
})

describe("absoluteUrl", () => {
  it("puts the site URL in front of site paths and leaves absolute URLs alone", () => {
    expect(absoluteUrl("/static/x.jpg")).toBe(`${siteUrl}/static/x.jpg`)
    expect(absoluteUrl("static/x.jpg")).toBe(`${siteUrl}/static/x.jpg`)
    expect(absoluteUrl("https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg")
  })
})
