// The editor's live preview (src/cms/preview): it follows the maintainer's keystrokes, switches language, and shows a card
// as the built site on :9000 (made from the same data/) shows it. A photo just uploaded in its card: cmsPhotos.spec.ts.
import fs from "fs"
import { expect, test, type Frame, type Page } from "@playwright/test"
import { CONTENT_FILES } from "../../src/content/schema"
import { ROUTES } from "../../src/i18n/routes"
import { readRawData } from "../data"
import { editorRepository, openEditor } from "./editor"

/** Opens a content file from the editor's list of files (back to it first, from a file); resolves to its preview's frame once rendered. */
async function openFile(page: Page, file: string) {
  const back = page.getByRole("link", { name: /A editar: Conteúdo do site/ })
  const link = page.getByRole("link", { name: CONTENT_FILES[file].label, exact: true })
  // Wait for the one or the other: a glance (isVisible) right after the last test's edit could see neither and skip the way back.
  await expect(link.or(back).first()).toBeVisible()
  if (await back.isVisible()) await back.click()
  await link.click()
  const name = file.replace(/\.json$/, "")
  await expect(page.frameLocator("#preview-pane").locator(`[data-preview-file="${name}"]`)).toBeVisible({ timeout: 60_000 })
  return (await (await page.locator("#preview-pane").elementHandle())!.contentFrame()) as Frame
}

const services = readRawData("services.json").services as { title: { pt: string; en: string } }[]

/** A card as a visitor sees it: each element's text, box size and the styles that make its look. */
function cardLook(card: Element) {
  const STYLES = (
    "display font-size font-weight font-family line-height color background-color padding-top padding-left " +
    "border-top-width border-top-color border-top-left-radius box-shadow gap object-fit aspect-ratio"
  ).split(" ")
  return [card, ...card.querySelectorAll("*")]
    .filter((element) => !["SOURCE", "PICTURE", "path", "circle", "line", "rect", "polyline"].includes(element.tagName))
    .map((element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join("")
        .trim()
      // A photo's own background is the colour sharp finds in it at build time, shown only until it loads.
      const styles = element.tagName === "IMG" ? STYLES.filter((name) => name !== "background-color") : STYLES
      return {
        tag: element.tagName,
        text: own,
        size: `${Math.round(box.width)}×${Math.round(box.height)}`,
        ...Object.fromEntries(styles.map((name) => [name, style.getPropertyValue(name)])),
      }
    })
}

/** The first text kept in both languages in a content file (walking its JSON in order). */
function firstText(value: unknown): { pt: string; en: string } | undefined {
  if (value === null || typeof value !== "object") return undefined
  if ("pt" in value && typeof value.pt === "string") return value as { pt: string; en: string }
  for (const item of Object.values(value)) {
    const found = firstText(item)
    if (found) return found
  }
  return undefined
}

test("the preview follows each keystroke and switches language; a service card and a gallery card look as on the built page; every content file has its preview, in both languages", async ({
  browser,
}) => {
  // The whole editor, in one maintainer's session (Decap boots once): slow on a busy machine.
  test.setTimeout(6 * 60_000)
  const repo = editorRepository("zc-preview-")
  const editor = await openEditor(browser, repo)
  try {
    const page = await editor.signIn()
    const preview = await openFile(page, "services.json")
    const firstCard = preview.getByTestId("service-card").first()
    await expect(firstCard.getByRole("heading")).toHaveText(services[0].title.pt)
    await page.getByText(services[0].title.pt, { exact: true }).locator("xpath=preceding-sibling::div[1]/button[1]").click()
    const title = page.getByLabel(/\(português\)$/).first()
    await title.fill("Consultoria")
    await expect(firstCard.getByRole("heading")).toHaveText("Consultoria")
    // While the entry's photos load, Decap's field can show its old text for a moment: type into the new one.
    await expect(title).toHaveValue("Consultoria")
    await title.pressSequentially(" Técnica")
    await expect(firstCard.getByRole("heading")).toHaveText("Consultoria Técnica")
    await preview.getByRole("button", { name: "English", exact: true }).click()
    await expect(firstCard.getByRole("heading")).toHaveText(services[0].title.en)
    await expect(preview.locator("html")).toHaveAttribute("lang", "en")
    await preview.getByRole("button", { name: "Português", exact: true }).click()
    await expect(firstCard.getByRole("heading")).toHaveText("Consultoria Técnica")

    for (const [file, route, selector] of [
      ["services.json", ROUTES.home.pt, '[data-testid="service-card"]'],
      ["gallery.json", ROUTES.gallery.pt, '[data-testid="gallery-grid"] > li'],
    ] as const) {
      const preview = await openFile(page, file)
      const inPreview = preview.locator(selector).first()
      await expect(inPreview).toBeVisible()
      await expect
        .poll(() => inPreview.locator("img").evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete)))
        .toBe(true)
      const width = await preview.evaluate(() => document.documentElement.clientWidth)
      // The built page at the preview's width, so the same media queries apply.
      const site = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" })
      await site.clock.install()
      await site.goto(route)
      await site.clock.runFor(3_000)
      const built = site.locator(selector).first()
      await built.scrollIntoViewIfNeeded()
      expect(await inPreview.evaluate(cardLook), `${file}: the first card in the preview and on ${route}`).toEqual(
        await built.evaluate(cardLook),
      )
      await site.close()
    }

    for (const file of Object.keys(CONTENT_FILES)) {
      const preview = await openFile(page, file)
      const text = firstText(readRawData(file))!
      for (const [lang, name] of [
        ["en", "English"],
        ["pt", "Português"],
      ] as const) {
        await preview.getByRole("button", { name, exact: true }).click()
        // As text or a photo's alt, laid out or not (innerText would leave out what content-visibility skips, the footer among it).
        const shown = (wanted: string) =>
          preview.evaluate((t) => {
            const content = document.body.cloneNode(true) as HTMLElement
            content.querySelectorAll("script, style, template").forEach((node) => node.remove())
            const text = (content.textContent ?? "").replace(/\s+/g, " ")
            return text.includes(t) || [...document.querySelectorAll("img")].some((img) => img.alt === t)
          }, wanted)
        await expect.poll(() => shown(text[lang]), `${file}: «${text[lang]}» in the preview (${name})`).toBe(true)
      }
      await expect(preview.getByRole("alert")).toHaveCount(0)
    }
    expect(editor.session.violations).toEqual([])
  } finally {
    await editor.close()
    fs.rmSync(repo, { recursive: true, force: true })
  }
})
