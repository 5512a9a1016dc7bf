import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"
import { readData, readList } from "../data"
import { DESKTOP, MOBILE, expectSectionHeadingBelowHeader, openPage, waitForSplashGone } from "./homeHelpers"

const site = readData("site.json")
const pages = readData("pages.json")

const NAV = ["Sobre", "Serviços", "Galeria", "Responsabilidade Social", "Contato"]

test.describe("splash screen", () => {
  test.use({ viewport: DESKTOP })

  test("covers a full page load with brand, text and a counting progressbar, then goes after about 2.5 s", async ({ page }) => {
    await page.goto("/")
    const splash = page.getByTestId("splash")
    await expect(splash).toBeVisible()
    await expect(splash.getByText(site.name)).toBeVisible()
    await expect(splash.getByText(pages.splash.loadingText)).toBeVisible()
    const bar = page.getByRole("progressbar")
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 3_000 }).toBeGreaterThan(0)
    // Read the bar and the printed figure in one go: they move every 50 ms.
    const { value, text } = await page.evaluate(() => ({
      value: Number(document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow")),
      text: document.querySelector('[data-testid="splash-percent"]')?.textContent,
    }))
    expect(value % 2).toBe(0)
    expect(text).toBe(`${value}%`)
    await waitForSplashGone(page)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("the page's content is painted beneath the splash (not hidden), so the hero image is the LCP", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByTestId("splash")).toBeVisible()
    const hero = page.locator("[data-current] img[data-picture]").first()
    const state = await hero.evaluate((img) => {
      let el: Element | null = img
      while (el) {
        const style = getComputedStyle(el)
        if (style.display === "none" || style.visibility === "hidden" || style.opacity === "0") return "hidden"
        el = el.parentElement
      }
      return "painted"
    })
    expect(state).toBe("painted")
  })

  test("keeps keyboard focus off the page it covers, and has no axe violations while it shows", async ({ page }) => {
    await page.goto("/")
    const splash = page.getByTestId("splash")
    await expect(splash).toBeVisible()
    await expect(page.locator("main")).toHaveAttribute("inert", "")
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest("#splash"))).toBe(true)
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
    await waitForSplashGone(page)
    await expect(page.locator("main")).not.toHaveAttribute("inert", "")
  })

  test("is not shown again on a client-side navigation", async ({ page }) => {
    await openPage(page, "/")
    await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Galeria" }).click()
    await expect(page).toHaveURL(/\/galeria$/)
    await expect(page.getByTestId("splash")).toHaveCount(0)
  })

  test("never shows to visitors without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto("/")
    await expect(page.getByTestId("splash")).toBeHidden()
    await expect(page.getByRole("heading", { level: 2, name: readList("slides.json")[0].title })).toBeVisible()
    await context.close()
  })
})

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`site frame at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test("the header stays fixed at the top while scrolling", async ({ page }) => {
      await openPage(page, "/")
      await page.mouse.wheel(0, 2500)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
      const box = await page.locator("header").first().boundingBox()
      expect(box?.y).toBe(0)
      await expect(page.locator("header").getByText(site.name)).toBeVisible()
    })

    test("a skip link is the first stop of the keyboard and moves focus to the main content", async ({ page }) => {
      await openPage(page, "/galeria")
      await page.keyboard.press("Tab")
      const skip = page.getByRole("link", { name: "Saltar para o conteúdo" })
      await expect(skip).toBeFocused()
      await expect(skip).toBeVisible()
      await page.keyboard.press("Enter")
      await expect(page.locator("main#conteudo")).toBeFocused()
    })

    test("'Fale Connosco' scrolls to the contact section, clear of the header", async ({ page }) => {
      await openPage(page, "/")
      await page.getByRole("button", { name: "Fale Connosco" }).click()
      await expectSectionHeadingBelowHeader(page, "contato")
    })

    test("footer: quick links, social links from data, phone, e-mail, hours, credits and this year's copyright", async ({ page }) => {
      await openPage(page, "/galeria")
      const footer = page.locator("footer")
      for (const [label, href] of [
        ["Sobre Nós", "/#sobre"],
        ["Serviços", "/#servicos"],
        ["Contato", "/#contato"],
      ]) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href)
      }
      for (const social of site.social) {
        if (social.available) await expect(footer.getByRole("link", { name: social.label })).toHaveAttribute("href", social.url)
        else await expect(footer.getByText(social.label)).toHaveCount(0)
      }
      await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", /^tel:\+258/)
      await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
      await expect(footer).toContainText("Segunda a Sexta 07:30–15:30")
      await expect(footer).toContainText("Sábado 09:00–13:00")
      await expect(footer).toContainText("Domingo fechado")
      await expect(footer.getByRole("link", { name: "Créditos das fotografias" })).toHaveAttribute("href", "/galeria#creditos")
      await expect(footer.getByTestId("copyright")).toContainText(`© ${new Date().getFullYear()} ${site.legalName}`)
    })

    test("a footer quick link on another route goes to / and scrolls to the section", async ({ page }) => {
      await openPage(page, "/responsabilidade-social")
      await page.locator("footer").getByRole("link", { name: "Serviços", exact: true }).click()
      await expect(page).toHaveURL(/\/$/)
      await expectSectionHeadingBelowHeader(page, "servicos")
    })
  })
}

test.describe("copyright year", () => {
  test.use({ viewport: DESKTOP })
  test("follows the visitor's clock, not the build's", async ({ page }) => {
    await page.clock.install({ time: new Date("2031-06-01T12:00:00Z") })
    await page.goto("/galeria")
    await page.clock.runFor(3_000)
    await expect(page.getByTestId("copyright")).toContainText("© 2031")
  })
})

test.describe("desktop header", () => {
  test.use({ viewport: DESKTOP })

  test("shows the logo, the name and the five items in order, and no menu button", async ({ page }) => {
    await openPage(page, "/")
    const header = page.locator("header")
    await expect(header.locator("svg").first()).toBeVisible()
    const nav = page.getByRole("navigation", { name: "Navegação principal" })
    await expect(nav.getByRole("link")).toHaveText(NAV)
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden()
  })

  for (const [label, id] of [
    ["Sobre", "sobre"],
    ["Serviços", "servicos"],
    ["Contato", "contato"],
  ]) {
    test(`'${label}' scrolls smoothly to #${id} with the heading clear of the fixed header`, async ({ page }) => {
      await openPage(page, "/")
      await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: label, exact: true }).click()
      await expectSectionHeadingBelowHeader(page, id)
    })

    test(`'${label}' from another route goes to / and then scrolls to #${id}`, async ({ page }) => {
      await openPage(page, "/galeria")
      await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: label, exact: true }).click()
      await expect(page).toHaveURL(/\/$/)
      await expectSectionHeadingBelowHeader(page, id)
    })
  }

  test("Galeria and Responsabilidade Social are ordinary links to their routes", async ({ page }) => {
    await openPage(page, "/")
    const nav = page.getByRole("navigation", { name: "Navegação principal" })
    await nav.getByRole("link", { name: "Galeria" }).click()
    await expect(page).toHaveURL(/\/galeria$/)
    await nav.getByRole("link", { name: "Responsabilidade Social" }).click()
    await expect(page).toHaveURL(/\/responsabilidade-social$/)
  })

  test("every header control shows a visible focus ring when reached by keyboard", async ({ page }) => {
    await openPage(page, "/")
    await page.keyboard.press("Tab") // skip link
    for (let i = 0; i < 7; i += 1) {
      await page.keyboard.press("Tab")
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        const style = getComputedStyle(el)
        return { inHeader: !!el.closest("header"), width: parseFloat(style.outlineWidth), style: style.outlineStyle }
      })
      expect(outline.inHeader).toBe(true)
      expect(outline.style).not.toBe("none")
      expect(outline.width).toBeGreaterThanOrEqual(2)
    }
  })
})

test.describe("mobile menu", () => {
  test.use({ viewport: MOBILE })

  test("a menu button replaces the navigation and opens a drawer with the same items", async ({ page }) => {
    await openPage(page, "/")
    await expect(page.getByRole("navigation", { name: "Navegação principal" })).toBeHidden()
    const button = page.getByRole("button", { name: "Abrir menu" })
    await button.click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("navigation").getByRole("link")).toHaveText(NAV)
    // After the navigation: this page in English.
    await expect(dialog.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en")
  })

  test("axe finds no violations with the menu open", async ({ page }) => {
    await openPage(page, "/")
    await page.getByRole("button", { name: "Abrir menu" }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
  })

  test("the browser's Back button closes the menu", async ({ page }) => {
    await openPage(page, "/")
    await page.getByRole("button", { name: "Abrir menu" }).click()
    await page.getByRole("dialog").getByRole("link", { name: "Galeria" }).click()
    await expect(page).toHaveURL(/\/galeria$/)
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await page.getByRole("button", { name: "Abrir menu" }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("dialog")).toHaveCount(0)
  })

  test("closes on Escape and gives focus back to the menu button", async ({ page }) => {
    await openPage(page, "/")
    const button = page.getByRole("button", { name: "Abrir menu" })
    await button.click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  test("closes on a click on the overlay and gives focus back to the menu button", async ({ page }) => {
    await openPage(page, "/")
    const button = page.getByRole("button", { name: "Abrir menu" })
    await button.click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await page.mouse.click(20, 400)
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  test("a section item closes the menu, scrolls to the section and focus returns to the menu button", async ({ page }) => {
    await openPage(page, "/")
    const button = page.getByRole("button", { name: "Abrir menu" })
    await button.click()
    await page.getByRole("dialog").getByRole("link", { name: "Serviços" }).click()
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await expectSectionHeadingBelowHeader(page, "servicos")
    await expect(button).toBeFocused()
  })

  test("from another route a section item goes to / and scrolls", async ({ page }) => {
    await openPage(page, "/galeria")
    await page.getByRole("button", { name: "Abrir menu" }).click()
    await page.getByRole("dialog").getByRole("link", { name: "Contato" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expectSectionHeadingBelowHeader(page, "contato")
  })

  test("a route item navigates and closes the menu", async ({ page }) => {
    await openPage(page, "/")
    await page.getByRole("button", { name: "Abrir menu" }).click()
    await page.getByRole("dialog").getByRole("link", { name: "Responsabilidade Social" }).click()
    await expect(page).toHaveURL(/\/responsabilidade-social$/)
    await expect(page.getByRole("dialog")).toHaveCount(0)
  })
})
