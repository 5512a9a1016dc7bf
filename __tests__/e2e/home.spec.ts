import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"
import { readData, readList } from "../data"
import { DESKTOP, MOBILE, expectSectionHeadingBelowHeader, openPage } from "./homeHelpers"

const site = readData("site.json")
const pages = readData("pages.json")
const slides = readList("slides.json")
const services = readList("services.json")
const gallery = readList("gallery.json")
const about = readData("about.json")

const currentSlideLabel = (page: Page) => page.locator('[aria-roledescription="slide"]:not([aria-hidden])').getAttribute("aria-label")

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`home page at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test("sections come in order: header, hero, sobre, servicos, gallery teaser, contato, footer", async ({ page }) => {
      await openPage(page, "/")
      const order = await page.evaluate(() => {
        const ids = ["header", '[aria-roledescription="carrossel"]', "#sobre", "#servicos", "#galeria-destaque", "#contato", "footer"]
        return ids.map((selector) => {
          const el = document.querySelector(selector)
          return el ? el.getBoundingClientRect().top + window.scrollY : -1
        })
      })
      expect(order.every((top) => top >= 0)).toBe(true)
      expect([...order.slice(1)]).toEqual([...order.slice(1)].sort((a, b) => a - b))
      expect(order[0]).toBe(0)
    })

    test("axe finds no accessibility violations after the splash", async ({ page }) => {
      await openPage(page, "/")
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
    })

    test("hero buttons scroll to services and contact, the down arrow to about", async ({ page }) => {
      await openPage(page, "/")
      const hero = page.getByRole("region", { name: "Destaques" })
      await hero.getByRole("link", { name: "Descubra Nossos Serviços" }).click()
      await expectSectionHeadingBelowHeader(page, "servicos")
      await page.evaluate(() => window.scrollTo(0, 0))
      await hero.getByRole("link", { name: "Entre em Contacto" }).click()
      await expectSectionHeadingBelowHeader(page, "contato")
      await page.evaluate(() => window.scrollTo(0, 0))
      await hero.getByRole("link", { name: "Ir para Sobre Nós" }).click()
      await expectSectionHeadingBelowHeader(page, "sobre")
    })

    test("nothing shifts after load (CLS < 0.01)", async ({ page }) => {
      await page.addInitScript(() => {
        ;(window as any).__cls = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as any[]) if (!entry.hadRecentInput) (window as any).__cls += entry.value
        }).observe({ type: "layout-shift", buffered: true })
      })
      await openPage(page, "/")
      await page.waitForTimeout(500)
      expect(await page.evaluate(() => (window as any).__cls)).toBeLessThan(0.01)
    })
  })
}

test.describe("hero slideshow", () => {
  test.use({ viewport: DESKTOP })

  test("4 slides labelled 'n de 4', only the current one exposed, titles and descriptions from data", async ({ page }) => {
    await openPage(page, "/")
    const groups = page.locator('[aria-roledescription="slide"]')
    await expect(groups).toHaveCount(4)
    for (let i = 0; i < 4; i += 1) await expect(groups.nth(i)).toHaveAttribute("aria-label", `${i + 1} de 4`)
    await expect(page.locator('[aria-roledescription="slide"]:not([aria-hidden])')).toHaveCount(1)
    await expect(page.getByRole("heading", { level: 2, name: slides[0].title })).toBeVisible()
    await expect(page.getByText(slides[0].description)).toBeVisible()
  })

  test("advances on its own every 4 s with a cross-fade", async ({ page }) => {
    await openPage(page, "/")
    await page.mouse.move(0, 790)
    expect(await currentSlideLabel(page)).toBe("1 de 4")
    const transition = await page
      .locator('[aria-roledescription="slide"]')
      .first()
      .evaluate((el) => getComputedStyle(el).transition)
    expect(transition).toContain("opacity 1s")
    await expect.poll(() => currentSlideLabel(page), { timeout: 9_000 }).toBe("2 de 4")
    await expect(page.getByRole("heading", { level: 2, name: slides[1].title })).toBeVisible()
  })

  test("previous and next wrap around both ways; dots jump", async ({ page }) => {
    await openPage(page, "/")
    const hero = page.getByRole("region", { name: "Destaques" })
    await hero.getByRole("button", { name: "Slide anterior" }).click()
    expect(await currentSlideLabel(page)).toBe("4 de 4")
    await hero.getByRole("button", { name: "Slide seguinte" }).click()
    expect(await currentSlideLabel(page)).toBe("1 de 4")
    await hero.getByRole("button", { name: new RegExp(`^Mostrar slide 3 de 4`) }).click()
    expect(await currentSlideLabel(page)).toBe("3 de 4")
    await expect(hero.getByRole("button", { name: /^Mostrar slide 3 de 4/ })).toHaveAttribute("aria-current", "true")
    await expect(page.getByRole("heading", { level: 2, name: slides[2].title })).toBeVisible()
  })

  test("pause stops the rotation, play restarts it", async ({ page }) => {
    await openPage(page, "/")
    await page.getByRole("button", { name: "Pausar apresentação" }).click()
    await page.mouse.move(0, 790)
    await page.locator("body").focus()
    await page.waitForTimeout(5_000)
    expect(await currentSlideLabel(page)).toBe("1 de 4")
    await page.getByRole("button", { name: "Retomar apresentação" }).click()
    await page.mouse.move(0, 790)
    await expect.poll(() => currentSlideLabel(page), { timeout: 9_000 }).toBe("2 de 4")
  })

  test("rotation stops while the pointer hovers the slides", async ({ page }) => {
    await openPage(page, "/")
    await page.mouse.move(640, 300)
    await page.waitForTimeout(5_000)
    expect(await currentSlideLabel(page)).toBe("1 de 4")
  })

  test("rotation stops while keyboard focus is inside the carousel", async ({ page }) => {
    await openPage(page, "/")
    await page.mouse.move(0, 790)
    await page.getByRole("button", { name: "Slide seguinte" }).focus()
    await page.waitForTimeout(5_000)
    expect(await currentSlideLabel(page)).toBe("1 de 4")
  })

  test("with prefers-reduced-motion: no auto-rotation and no animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await openPage(page, "/")
    await page.mouse.move(0, 790)
    await expect(page.getByRole("button", { name: "Retomar apresentação" })).toBeVisible()
    await page.waitForTimeout(5_000)
    expect(await currentSlideLabel(page)).toBe("1 de 4")
    await page.getByRole("button", { name: "Slide seguinte" }).click()
    const transition = await page
      .locator('[aria-roledescription="slide"]')
      .nth(1)
      .evaluate((el) => getComputedStyle(el).transition)
    expect(transition).not.toContain("opacity 1s")
  })

  test("the first slide's image is the LCP candidate: eager, high priority, responsive AVIF/WebP for the viewport", async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "image") requested.push(request.url())
    })
    await page.goto("/")
    const first = page.locator('[aria-roledescription="slide"]').first()
    const img = first.locator("img[data-picture]")
    await expect(img).toHaveAttribute("loading", "eager")
    await expect(img).toHaveAttribute("fetchpriority", "high")
    await expect(img).toHaveAttribute("sizes", "100vw")
    const avif = first.locator('picture source[type="image/avif"]')
    await expect(avif).toHaveAttribute("srcset", /480w.*768w.*1080w.*1440w.*1920w/)
    await expect(first.locator('picture source[type="image/webp"]')).toHaveCount(1)
    await expect(img).toHaveJSProperty("complete", true)
    const firstImageIndex = requested.findIndex((url) => url.includes("/static/"))
    expect(firstImageIndex).toBeGreaterThanOrEqual(0)
    const firstSrcset = (await avif.getAttribute("srcset")) ?? ""
    expect(firstSrcset).toContain(new URL(requested[firstImageIndex]).pathname)
  })

  test("the static HTML carries only the first slide's image; the others load after it", async ({ request, page }) => {
    const html = await (await request.get("/")).text()
    const heroHtml = html.slice(0, html.indexOf('<section id="sobre"'))
    const slidesHtml = heroHtml.split('aria-roledescription="slide"').slice(1)
    expect(slidesHtml).toHaveLength(4)
    expect(slidesHtml[0]).toContain("data-picture")
    for (const other of slidesHtml.slice(1)) expect(other).not.toContain("data-picture")
    await openPage(page, "/")
    await expect(page.locator('[aria-roledescription="slide"] img[data-picture]')).toHaveCount(4)
  })
})

test.describe("home sections", () => {
  test.use({ viewport: DESKTOP })

  test("sobre: background, success factors, vision, mission, values, location and figures from data", async ({ page }) => {
    await openPage(page, "/")
    const section = page.locator("#sobre")
    await expect(section.getByRole("heading", { level: 2, name: about.heading })).toBeVisible()
    for (const paragraph of about.background) await expect(section.getByText(paragraph)).toBeVisible()
    for (const factor of about.successFactors) await expect(section.getByRole("heading", { name: factor.title })).toBeVisible()
    for (const name of ["Visão", "Missão", "Valores"]) await expect(section.getByRole("heading", { name })).toBeVisible()
    await expect(section.getByText(about.vision)).toBeVisible()
    await expect(section.getByText(about.mission)).toBeVisible()
    await expect(section.getByTestId("about-location")).toContainText(`${site.location.district}, ${site.location.province}`)
    const figures = section.getByTestId("about-figure")
    await expect(figures).toHaveCount(about.figures.length)
    for (const figure of about.figures) await expect(section.getByText(figure.value, { exact: true })).toBeVisible()
  })

  test("servicos: six cards with icon, title and description; 'Solicitar Orçamento' scrolls to contact", async ({ page }) => {
    await openPage(page, "/")
    const section = page.locator("#servicos")
    await expect(section.getByRole("heading", { level: 2, name: pages.home.servicesHeading })).toBeVisible()
    const cards = section.getByTestId("service-card")
    await expect(cards).toHaveCount(6)
    for (let i = 0; i < services.length; i += 1) {
      await expect(cards.nth(i).getByRole("heading", { level: 3 })).toHaveText(services[i].title)
      await expect(cards.nth(i)).toContainText(services[i].description)
      await expect(cards.nth(i).locator(`svg[data-icon="${services[i].icon}"]`)).toBeVisible()
    }
    await section.getByRole("link", { name: "Solicitar Orçamento" }).click()
    await expectSectionHeadingBelowHeader(page, "contato")
  })

  test("gallery teaser: six photos from the gallery data and a link to /galeria", async ({ page }) => {
    await openPage(page, "/")
    const section = page.locator("#galeria-destaque")
    const items = section.getByTestId("gallery-teaser-item")
    await expect(items).toHaveCount(6)
    for (let i = 0; i < 6; i += 1) {
      await expect(items.nth(i).getByRole("img", { name: gallery[i].alt })).toBeAttached()
      await expect(items.nth(i)).toContainText(gallery[i].title)
    }
    await section.getByRole("link", { name: pages.home.galleryLinkLabel }).click()
    await expect(page).toHaveURL(/\/galeria$/)
  })

  test("contato: phone, e-mail, WhatsApp click-to-chat and opening hours, with room for the form", async ({ page }) => {
    await openPage(page, "/")
    const section = page.locator("#contato")
    await expect(section.getByRole("heading", { level: 2, name: pages.home.contactHeading })).toBeVisible()
    await expect(section.getByRole("link", { name: site.phone, exact: true })).toHaveAttribute("href", "tel:+258840000000")
    await expect(section.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    const whatsapp = section.getByRole("link", { name: /WhatsApp/ })
    await expect(whatsapp).toHaveAttribute("href", `https://wa.me/258840000000?text=${encodeURIComponent(site.whatsappMessage)}`)
    await expect(section.getByTestId("contact-hours")).toContainText("Segunda a Sexta 07:30–15:30")
    await expect(section.getByTestId("contact-hours")).toContainText("Domingo fechado")
    await expect(section.getByTestId("contact-form-slot")).toBeAttached()
  })
})
