/** Helpers shared by the browser specs (home, frame, gallery, 404, app scripts…). */
import { expect, type Page } from "@playwright/test"
import { MIN_FILL_MS } from "../../src/features/contact/settings"

export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 375, height: 740 }

/**
 * The splash hides 2.5 s after the first paint, and the hydrated app then removes it from
 * the page: waiting for it to be gone also waits for hydration. Slack for a slow machine.
 */
export async function waitForSplashGone(page: Page) {
  await expect(page.getByTestId("splash")).toHaveCount(0, { timeout: 10_000 })
}

/**
 * A person's time on the contact form: a submit sooner than MIN_FILL_MS after the form's
 * first focus is taken for a bot's and sends nothing. Call it after filling, before sending.
 */
export async function humanPause(page: Page) {
  await page.waitForTimeout(MIN_FILL_MS + 200)
}

/** A visitor's message: the required fields of the contact form, by the start of their labels. */
export const CONTACT_MESSAGE = {
  Nome: "Ana Macuácua",
  Email: "ana@example.com",
  Mensagem: "Bom dia, gostaria de saber o preço da castanha.",
}

/** The contact form on the home page. */
export const contactForm = (page: Page) => page.locator("#contato form")

/** Fills the contact form's required fields with CONTACT_MESSAGE (the first fill is the form's first focus). */
export async function fillContactForm(page: Page) {
  for (const [label, value] of Object.entries(CONTACT_MESSAGE))
    await contactForm(page)
      .getByRole("textbox", { name: new RegExp(`^${label}`) })
      .fill(value)
}

/** Waits until React has hydrated the page: it attaches its root marker to Gatsby's container. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby")
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer"))
  })
}

/** Opens a route and waits until the splash has gone. */
export async function openPage(page: Page, path = "/") {
  await page.goto(path)
  await waitForSplashGone(page)
}

/** Header height in px (the fixed bar at the top). */
export async function headerBottom(page: Page) {
  const box = await page.locator("header").first().boundingBox()
  if (!box) throw new Error("no header")
  return box.y + box.height
}

/**
 * Waits until the section's heading has come to rest just below the fixed
 * header: visible, not covered, near the top of the viewport.
 */
export async function expectSectionHeadingBelowHeader(page: Page, sectionId: string) {
  const heading = page.locator(`#${sectionId} h2`).first()
  const bottom = await headerBottom(page)
  await expect
    .poll(
      async () => {
        const box = await heading.boundingBox()
        return box ? Math.round(box.y) : -1
      },
      { timeout: 8_000 },
    )
    .toBeGreaterThanOrEqual(Math.floor(bottom))
  const viewportHeight = page.viewportSize()?.height ?? 800
  await expect.poll(async () => Math.round((await heading.boundingBox())?.y ?? 9999), { timeout: 8_000 }).toBeLessThan(viewportHeight / 2)
  // Nothing (the header in particular) covers the heading's top-left corner.
  const covered = await heading.evaluate((el) => {
    const rect = el.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + 4, rect.top + 4)
    return !(hit && (hit === el || el.contains(hit)))
  })
  expect(covered).toBe(false)
}
