import { fillTemplate, pickText } from "../../../src/i18n/languages"
import { alternatePaths, langOfPath, localizePath } from "../../../src/i18n/routes"

describe("the two languages' addresses", () => {
  it("maps every Portuguese route to its English one and back, keeping pages, anchors and queries", () => {
    const pairs: [string, string][] = [
      ["/", "/en"],
      ["/#contato", "/en#contato"],
      ["/galeria", "/en/gallery"],
      ["/galeria/3", "/en/gallery/3"],
      ["/galeria#creditos", "/en/gallery#creditos"],
      ["/responsabilidade-social", "/en/social-responsibility"],
      ["/responsabilidade-social#mulheres", "/en/social-responsibility#mulheres"],
      ["/404.html", "/en/404.html"],
    ]
    // alternatePaths is localizePath to each language: the pair, from either address.
    for (const [pt, en] of pairs) {
      expect(alternatePaths(pt)).toEqual({ pt, en })
      expect(alternatePaths(en)).toEqual({ pt, en })
    }
  })

  it("keeps an unknown path's name (the 404 page's language switch) and leaves other sites alone", () => {
    expect(localizePath("/pagina-que-nao-existe", "en")).toBe("/en/pagina-que-nao-existe")
    expect(localizePath("/en/no-such-page", "pt")).toBe("/no-such-page")
    expect(localizePath("https://wa.me/258", "en")).toBe("https://wa.me/258")
    expect(localizePath("mailto:a@b.c", "en")).toBe("mailto:a@b.c")
  })

  it("tells a page's language from its path: English under /en only", () => {
    expect(["/", "/galeria", "/engenharia", "/en", "/en/", "/en/gallery/2", "/en#sobre"].map(langOfPath).join(" ")).toBe(
      "pt pt pt en en en en",
    )
  })
})

describe("texts in two languages", () => {
  it("gives the English, or the Portuguese where the English is missing or blank", () => {
    expect(pickText({ pt: "Galeria", en: "Gallery" }, "en")).toBe("Gallery")
    expect(pickText({ pt: "Galeria", en: "Gallery" }, "pt")).toBe("Galeria")
    expect(pickText({ pt: "Galeria" }, "en")).toBe("Galeria")
    expect(pickText({ pt: "Galeria", en: "  " }, "en")).toBe("Galeria")
    expect(pickText({ pt: "Galeria", en: null }, "en")).toBe("Galeria")
    expect(pickText(null, "en")).toBeNull()
  })

  it("fills a text's placeholders and leaves unknown ones as they are", () => {
    expect(fillTemplate("Página {page} de {count}", { page: 2, count: 7 })).toBe("Página 2 de 7")
    expect(fillTemplate("Show slide {position}: {title}", { position: "1 of 4" })).toBe("Show slide 1 of 4: {title}")
  })
})
