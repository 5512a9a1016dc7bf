/**
 * Helpers shared by the browser specs: the screens, opening a page with its clock under the
 * test's control, the accessibility engines, the texts of data/ and the contact form.
 *
 * Time: the splash's CSS animations are run to their end at once (`openPage`), so no test waits
 * for them. A test that jumps time (the contact form's minimum fill time, the slideshow's 4 s) calls
 * `installClock` before the page loads; Playwright's clock then flows as usual until the test jumps
 * it (`page.clock.runFor`). Only those tests: the fake clock runs requestAnimationFrame too, and
 * Ark's presence (the menu drawer, the lightbox) looks at a closing animation in a frame callback.
 * On a loaded machine that callback came after the animation had ended and the drawer stayed open
 * for good: 4th of 25 closes with both cores busy, against 0 of 25 without the clock. The tests that
 * judge real time (splashTiming.spec.ts, firstTap.spec.ts) use no clock either.
 */
import fs from "fs"
import { expect, type Locator, type Page } from "@playwright/test"
import { MIN_FILL_MS } from "../../src/features/contact/settings"
import type { Lang } from "../../src/i18n/languages"
import { ROUTES, SECTION_IDS } from "../../src/i18n/routes"
import { readData } from "../data"

export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 375, height: 740 }

/**
 * The tag of a test whose subject is what the browser itself chooses to fetch (lazy loading, the
 * order of requests): it runs in Chromium itself (the site-browser project), not in its headless
 * shell, which runs the other tests at a third of the CPU time but does not share every heuristic
 * (it fetches twice the gallery's lazy photos before any scroll). playwright.config.ts matches it.
 */
export const IN_THE_BROWSER = { tag: "@browser" }

/** The wording of the site's controls (data/interface.json) in a language. */
export const interfaceTexts = (lang: Lang = "pt") => readData("interface.json", lang)

/** The main navigation's labels in the order the specification gives its items, in data/interface.json's words (frame.nav). */
export const navLabels = (lang: Lang = "pt"): string[] => {
  const nav = interfaceTexts(lang).frame.nav
  return [nav.about, nav.services, nav.gallery, nav.responsibility, nav.contact]
}

/** A URL that ends with `path` (a route of the route table, with its "#section" if any), for `toHaveURL`. */
export const urlEndingWith = (path: string) => new RegExp(path.replace(/[.*+?^$()|[\]{}\\/]/g, "\\$&") + "$")

const clocked = new WeakSet<Page>()

/** Puts the page's timers under the test's control: before the page loads, once per page; time keeps flowing until a test jumps it. */
export async function installClock(page: Page) {
  if (clocked.has(page)) return
  clocked.add(page)
  await page.clock.install()
}

/**
 * Jumps over the splash of a full page load: its CSS animations (the count, its leaving, the hold
 * on the page beneath) are run to their end at once, as if 2.5 s had passed; then waits for the
 * page to have hydrated. A page whose splash has already left is left as it is.
 */
export async function skipSplash(page: Page) {
  await finishSplash(page)
  await waitForSplashGone(page)
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

/** The splash has left (it stays in the page, hidden) and the page beneath has hydrated. */
export async function waitForSplashGone(page: Page) {
  await expect(page.getByTestId("splash")).toBeHidden({ timeout: 15_000 })
  await waitForHydration(page)
}

/** Opens a route and skips its splash (its clock is the test's if `installClock` came first). */
export async function openPage(page: Page, path: string = ROUTES.home.pt) {
  await page.goto(path)
  await skipSplash(page)
}

/** Keeps the pointer off the hero's slides, at the bottom-left of the screen (hovering them stops the rotation). */
export const pointerAway = (page: Page) => page.mouse.move(0, (page.viewportSize()?.height ?? DESKTOP.height) - 10)

/**
 * The CSS animations and transitions of an element and of what it holds that are running have run
 * their course (a drawer's slide, say). Paused ones and endless ones are not waited for: they
 * would never end.
 */
export const animationsDone = (locator: Locator) =>
  locator.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )

/** Waits until React has hydrated the page: it attaches its root marker to Gatsby's container. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby")
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer"))
  })
}

/**
 * A person's time on the contact form: a submit sooner than MIN_FILL_MS after the form's first
 * focus is taken for a bot's and sends nothing. The page's clock jumps over it.
 */
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

/**
 * Three engines find nothing on the page once its animations have come to rest (or in the elements `include` selects):
 * axe-core, its violations; IBM Equal Access, policy WCAG_2_2, its violations (its "needs review"
 * items are listed in docs/TESTING.md, with what became of each); HTML_CodeSniffer, WCAG2AA, its
 * errors. All three are put in the page with page.evaluate, which the page's script policy does
 * not apply to, and run there in one call: axe's own `axe.run`, not @axe-core/playwright's
 * `analyze()`, which opens a second page to gather frames' results and costs more
 * (docs/PERFORMANCE.md). These pages have no frames:
 * the check fails if one has, as its content would go unchecked.
 */
export async function expectNoAccessibilityViolations(page: Page, include?: string[]) {
  // A drawer caught sliding in, a button fading back from its disabled look: colours mid-transition
  // are not the page's, so what is moving is let come to rest first.
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

/** The contact form on the home page, and its fields by the start of their labels (data/interface.json, form). */
export const contactForm = (page: Page) => page.locator(`#${SECTION_IDS.contact} form`)
export const contactField = (page: Page, field: "name" | "email" | "phone" | "company" | "message", lang: Lang = "pt") =>
  contactForm(page).getByRole("textbox", { name: new RegExp(`^${interfaceTexts(lang).form[field]}`) })

/** A visitor's message: the required fields of the contact form. */
export const CONTACT_MESSAGE = {
  name: "Ana Macuácua",
  email: "ana@example.com",
  message: "Bom dia, gostaria de saber o preço da castanha.",
}

/** Fills the contact form's required fields with CONTACT_MESSAGE (the first fill is the form's first focus), its labels in `lang`. */
export async function fillContactForm(page: Page, lang: Lang = "pt") {
  for (const [field, value] of Object.entries(CONTACT_MESSAGE))
    await contactField(page, field as keyof typeof CONTACT_MESSAGE, lang).fill(value)
}

/** A toast (role status) by its title. */
export const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title })

/** The contact form's toasts, in data/interface.json's words (form). */
const form: Record<string, string> = interfaceTexts().form
export const TOASTS = {
  success: { title: form.successTitle, description: form.successText },
  failure: { title: form.failureTitle, description: form.failureText },
}

/** EmailJS's send endpoint, which the specs intercept. */
export const EMAIL_ENDPOINT = "**/api/v1.0/email/send"
export const CORS = { "access-control-allow-origin": "*" }

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
