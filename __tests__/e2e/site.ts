// Helpers shared by the browser specs. `openPage` runs the splash's animations to their end at once; only a test that jumps
// time installs the page's clock: its fake requestAnimationFrame once kept a closing menu open on a loaded machine.
import fs from "fs"
import { expect, type Locator, type Page, type Request, type Route } from "@playwright/test"
import { MIN_FILL_MS } from "../../src/features/contact/settings"
import type { Lang } from "../../src/i18n/languages"
import { ROUTES, SECTION_IDS, sectionHref } from "../../src/i18n/routes"
import { readData } from "../data"

export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 375, height: 740 }

/** Tags a test about what the browser chooses to fetch: it runs in Chromium itself, whose heuristics its headless shell lacks. */
export const IN_THE_BROWSER = { tag: "@browser" }

export const interfaceTexts = (lang: Lang = "pt") => readData("interface.json", lang)

export const navLabels = (lang: Lang = "pt"): string[] => {
  const nav = interfaceTexts(lang).frame.nav
  return [nav.about, nav.services, nav.gallery, nav.responsibility, nav.contact]
}

export const urlEndingWith = (path: string) => new RegExp(path.replace(/[.*+?^$()|[\]{}\\/]/g, "\\$&") + "$")

const clocked = new WeakSet<Page>()

/** Puts the page's timers under the test's control: before the page loads, once per page; time flows until a test jumps it. */
export async function installClock(page: Page) {
  if (clocked.has(page)) return
  clocked.add(page)
  await page.clock.install()
}

/** Runs the splash's animations to their end at once; needs no script of the page's (beforeScripts.spec.ts holds them back). */
export async function finishSplash(page: Page) {
  await page.evaluate(() =>
    document.getAnimations().forEach((animation) => {
      if ((animation as CSSAnimation).animationName?.startsWith("splash-")) animation.finish()
    }),
  )
  await expect(page.getByTestId("splash")).toBeHidden()
}

/** Jumps over the splash of a full page load, as if 2.5 s had passed, then waits for hydration. */
export async function skipSplash(page: Page) {
  await finishSplash(page)
  await waitForHydration(page)
}

export async function openPage(page: Page, path: string = ROUTES.home.pt) {
  await page.goto(path)
  await skipSplash(page)
}

/** Sums the page's layout shifts from its start, but those a person's input caused; resolves to a reader of the sum. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    ;(window as any).__shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as any[]) if (!entry.hadRecentInput) (window as any).__shifts += entry.value
    }).observe({ type: "layout-shift", buffered: true })
  })
  return () => page.evaluate(() => (window as any).__shifts as number)
}

/** Keeps the pointer off the hero's slides, at the bottom-left of the screen (hovering them stops the rotation). */
export const pointerAway = (page: Page) => page.mouse.move(0, (page.viewportSize()?.height ?? DESKTOP.height) - 10)

/** The running CSS animations and transitions of an element and what it holds have ended (endless ones are not waited for). */
export const animationsDone = (locator: Locator) =>
  locator.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )

/** An ordered log of requests started and finished, by URL path. */
export function logRequests(page: Page) {
  const log: string[] = []
  page.on("request", (request) => log.push(`start ${new URL(request.url()).pathname}`))
  page.on("requestfinished", (request) => log.push(`end ${new URL(request.url()).pathname}`))
  return log
}

/** Waits until React has hydrated the page: it attaches its root marker to Gatsby's container. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby")
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer"))
  })
}

/** Jumps the page's clock over MIN_FILL_MS, a person's time on the contact form (a submit sooner is taken for a bot's). */
export async function humanPause(page: Page) {
  if (!clocked.has(page)) throw new Error("humanPause jumps the page's clock: call installClock(page) before the page loads")
  await page.clock.fastForward(MIN_FILL_MS + 200)
}

/** The three engines, one script to run in the page (from node_modules: nothing from a CDN), read once when first wanted. */
let engineScripts: string | undefined
const accessibilityEngines = () =>
  (engineScripts ??= [
    require.resolve("axe-core/axe.min.js"),
    require.resolve("accessibility-checker-engine/ace.js"),
    require.resolve("html_codesniffer/build/HTMLCS.js"),
  ]
    .map((file) => fs.readFileSync(file, "utf8"))
    .join(";\n"))

// axe-core, IBM Equal Access (WCAG_2_2) and HTML_CodeSniffer (WCAG2AA) find nothing on the page, or in what `include`
// selects, at rest; run in one call in the page (not @axe-core/playwright's analyze(), which opens a second page).
export async function expectNoAccessibilityViolations(page: Page, include?: string[]) {
  // Colours mid-transition (a dialog sliding in) are not the page's.
  await animationsDone(page.locator("html"))
  if (await page.evaluate(() => !("axe" in window && "ace" in window && "HTMLCS" in window))) await page.evaluate(accessibilityEngines())
  const found = await page.evaluate(async (selectors) => {
    type AxeResult = { id: string; nodes: { target: string[] }[] }
    type IbmResult = { ruleId: string; value: [string, string]; path: { dom: string }; message: string }
    const engines = window as unknown as {
      axe: { run(context: Document | { include: string[] }, options: object): Promise<{ violations: AxeResult[] }> }
      ace: { Checker: new () => { check(root: Node, policies: string[]): Promise<{ results: IbmResult[] }> } }
      HTMLCS: {
        process(standard: string, root: Node, done: () => void): void
        getMessages(): { type: number; code: string; element: Element }[]
      }
    }
    if (document.querySelector("iframe, frame")) return ["a frame is in the page: its content would go unchecked"]
    const axe = await engines.axe.run(selectors.length === 0 ? document : { include: selectors }, {
      iframes: false,
      resultTypes: ["violations"],
    })
    const problems = axe.violations.map((v) => `axe ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    const roots = selectors.length === 0 ? [document] : selectors.flatMap((selector) => Array.from(document.querySelectorAll(selector)))
    for (const root of roots) {
      const report = await new engines.ace.Checker().check(root, ["WCAG_2_2"])
      for (const result of report.results)
        if (result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
          problems.push(`ibm ${result.ruleId}: ${result.path.dom} ${result.message}`)
      await new Promise<void>((resolve) => engines.HTMLCS.process("WCAG2AA", root, resolve))
      // Type 1 is an error; 2 a warning and 3 a notice, which ask a person to look.
      for (const message of engines.HTMLCS.getMessages())
        if (message.type === 1) problems.push(`htmlcs ${message.code}: ${message.element.outerHTML.slice(0, 120)}`)
    }
    return problems
  }, include ?? [])
  expect(found).toEqual([])
}

export const contactForm = (page: Page) => page.locator(`#${SECTION_IDS.contact} form`)
export const contactField = (page: Page, field: keyof typeof CONTACT_MESSAGE, lang: Lang = "pt") =>
  contactForm(page).getByRole("textbox", { name: new RegExp(`^${interfaceTexts(lang).form[field]}`) })

export const submitButton = (page: Page) => contactForm(page).locator('button[type="submit"]')

export async function openForm(page: Page, base = "") {
  await openPage(page, `${base}${sectionHref(SECTION_IDS.contact)}`)
  await contactForm(page).scrollIntoViewIfNeeded()
  await expect(page.getByRole("region", { name: interfaceTexts().form.toasterLabel })).toBeAttached()
}

/** Intercepts EmailJS's send endpoint, `answer`ing each request (200 by default); resolves to the POSTs it gets. */
export async function interceptProvider(page: Page, answer = (route: Route) => route.fulfill({ status: 200, body: "OK", headers: CORS })) {
  const posts: Request[] = []
  await page.route(EMAIL_ENDPOINT, async (route) => {
    if (route.request().method() === "POST") posts.push(route.request())
    await answer(route)
  })
  return posts
}

export const CONTACT_MESSAGE = {
  name: "Ana Macuácua",
  email: "ana@example.com",
  phone: "+258 84 111 2222",
  company: "Cooperativa de Zavala",
  message: "Bom dia,\ngostaria de saber o preço da castanha crua por tonelada.",
}
type ContactField = keyof typeof CONTACT_MESSAGE

/** Fills the contact form's fields with `values`, found by their labels in `lang` (the first fill is the form's first focus). */
export async function fillContactForm(page: Page, values: Partial<typeof CONTACT_MESSAGE> = CONTACT_MESSAGE, lang: Lang = "pt") {
  for (const [field, value] of Object.entries(values)) await contactField(page, field as ContactField, lang).fill(value)
}

export async function expectContactFields(page: Page, values: Partial<typeof CONTACT_MESSAGE> = CONTACT_MESSAGE) {
  for (const [field, value] of Object.entries(values)) await expect(contactField(page, field as ContactField)).toHaveValue(value)
}

export const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title })

const form: Record<string, string> = interfaceTexts().form
export const TOASTS = {
  success: { title: form.successTitle, description: form.successText },
  failure: { title: form.failureTitle, description: form.failureText },
}

const EMAIL_ENDPOINT = "**/api/v1.0/email/send"
export const CORS = { "access-control-allow-origin": "*" }

/** Waits until the section's heading has come to rest just below the fixed header: near the top, and not covered. */
export async function expectSectionHeadingBelowHeader(page: Page, sectionId: string) {
  const heading = page.locator(`#${sectionId} h2`).first()
  const header = (await page.locator("header").first().boundingBox())!
  const top = async () => Math.round((await heading.boundingBox())?.y ?? -1)
  await expect.poll(top, { timeout: 8_000 }).toBeGreaterThanOrEqual(Math.floor(header.y + header.height))
  await expect.poll(top, { timeout: 8_000 }).toBeLessThan((page.viewportSize()?.height ?? 800) / 2)
  // Nothing (the header in particular) covers the heading's top-left corner.
  const covered = await heading.evaluate((el) => {
    const rect = el.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + 4, rect.top + 4)
    return !(hit && (hit === el || el.contains(hit)))
  })
  expect(covered).toBe(false)
}

/** One node of a `toMatchAriaSnapshot` template, quoted for its YAML: role, accessible name (text or pattern), states ("[level=2]"). */
export const ariaItem = (role: string, name?: string | RegExp, states = "") => {
  const quoted = name === undefined ? "" : name instanceof RegExp ? `/${name.source}/` : JSON.stringify(name)
  const line = [role, quoted, states].filter(Boolean).join(" ")
  return `'${line.replace(/'/g, "''")}'`
}

export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab")
    if (await target.evaluate((el) => el === document.activeElement)) return i + 1
  }
  throw new Error(`not reached by ${max} presses of ${back ? "Shift+Tab" : "Tab"}`)
}

export const focusInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement))

/** A palette colour ("#e2501c", src/lib/palette.ts) as getComputedStyle gives it ("rgb(226, 80, 28)"). */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`

/** The focused element's focus ring, if it shows one: its outline's width in px and its colour ("rgb(226, 80, 28)"); else null. */
export const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || !el.matches(":focus-visible")) return null
    const style = getComputedStyle(el)
    return style.outlineStyle === "none" ? null : { width: parseFloat(style.outlineWidth), colour: style.outlineColor }
  })
