/**
 * @jest-environment node
 */
import {
  DEFAULT_THROTTLE_MS,
  MIN_FILL_MS,
  missingEmailSettingsWarning,
  parseEmailSettings,
  warnMissingEmailSettings,
} from "../../../../src/features/contact/settings"

const complete = {
  GATSBY_EMAILJS_PUBLIC_KEY: "pk",
  GATSBY_EMAILJS_SERVICE_ID: "svc",
  GATSBY_EMAILJS_TEMPLATE_ID: "tpl",
}

describe("parseEmailSettings", () => {
  it("reads the three required variables and turns the optional protections off by default", () => {
    expect(parseEmailSettings(complete)).toEqual({
      publicKey: "pk",
      serviceId: "svc",
      templateId: "tpl",
      missing: [],
      throttleMs: DEFAULT_THROTTLE_MS,
      blockHeadless: false,
      blockList: [],
      recaptchaSiteKey: "",
      minFillMs: MIN_FILL_MS,
    })
  })

  it("reads the reCAPTCHA site key (blank = off) and the minimum fill time (0 = off, nonsense = the default)", () => {
    expect(parseEmailSettings({ ...complete, GATSBY_RECAPTCHA_SITE_KEY: " 6Lc-site-key " }).recaptchaSiteKey).toBe("6Lc-site-key")
    expect(parseEmailSettings({ ...complete, GATSBY_RECAPTCHA_SITE_KEY: "   " }).recaptchaSiteKey).toBe("")
    const longer = MIN_FILL_MS + 2_000
    expect(parseEmailSettings({ ...complete, GATSBY_CONTACT_MIN_FILL_MS: String(longer) }).minFillMs).toBe(longer)
    expect(parseEmailSettings({ ...complete, GATSBY_CONTACT_MIN_FILL_MS: "0" }).minFillMs).toBe(0)
    expect(parseEmailSettings({ ...complete, GATSBY_CONTACT_MIN_FILL_MS: "soon" }).minFillMs).toBe(MIN_FILL_MS)
  })

  it("names every missing or blank required variable, in order", () => {
    expect(parseEmailSettings({}).missing).toEqual(["GATSBY_EMAILJS_PUBLIC_KEY", "GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID"])
    expect(parseEmailSettings({ ...complete, GATSBY_EMAILJS_SERVICE_ID: "   " }).missing).toEqual(["GATSBY_EMAILJS_SERVICE_ID"])
  })

  it("takes the throttle in ms, 0 (or nonsense) turning it off", () => {
    expect(parseEmailSettings({ ...complete, GATSBY_EMAILJS_THROTTLE_MS: "10000" }).throttleMs).toBe(10_000)
    expect(parseEmailSettings({ ...complete, GATSBY_EMAILJS_THROTTLE_MS: "0" }).throttleMs).toBe(0)
    expect(parseEmailSettings({ ...complete, GATSBY_EMAILJS_THROTTLE_MS: "soon" }).throttleMs).toBe(0)
  })

  it("turns blockHeadless on only with true/1/yes and splits the block list", () => {
    expect(parseEmailSettings({ ...complete, GATSBY_EMAILJS_BLOCK_HEADLESS: "TRUE" }).blockHeadless).toBe(true)
    expect(parseEmailSettings({ ...complete, GATSBY_EMAILJS_BLOCK_HEADLESS: "1" }).blockHeadless).toBe(true)
    expect(parseEmailSettings({ ...complete, GATSBY_EMAILJS_BLOCK_HEADLESS: "false" }).blockHeadless).toBe(false)
    expect(parseEmailSettings({ ...complete, GATSBY_EMAILJS_BLOCK_LIST: " spam@example.com, bot@example.net;x@y.z " }).blockList).toEqual([
      "spam@example.com",
      "bot@example.net",
      "x@y.z",
    ])
  })
})

// Read from the build's environment: the stand-in values reach the provider in contact.spec.ts.
describe("the build warning", () => {
  it("names the missing variables and where the setup is documented", () => {
    const text = missingEmailSettingsWarning(["GATSBY_EMAILJS_PUBLIC_KEY", "GATSBY_EMAILJS_TEMPLATE_ID"])
    expect(text).toContain("GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_TEMPLATE_ID")
    expect(text).toContain("docs/CONTACT-FORM.md")
    expect(missingEmailSettingsWarning([])).toBeNull()
  })

  it("is printed through the reporter only when something is missing", () => {
    const reporter = { warn: jest.fn() }
    expect(warnMissingEmailSettings(reporter, parseEmailSettings({ GATSBY_EMAILJS_PUBLIC_KEY: "pk" }))).toBe(false)
    expect(reporter.warn).toHaveBeenCalledTimes(1)
    expect(reporter.warn.mock.calls[0][0]).toMatch(/missing GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID/)

    reporter.warn.mockClear()
    expect(warnMissingEmailSettings(reporter, parseEmailSettings(complete))).toBe(true)
    expect(reporter.warn).not.toHaveBeenCalled()
  })
})

describe("gatsby-node's onPreBootstrap", () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  // onPreBootstrap is async: the content check reads the photos' headers (src/content/photoCheck.ts),
  // which takes seconds with both cores busy.
  it("warns during the build, naming the unset variables", async () => {
    delete process.env.GATSBY_EMAILJS_PUBLIC_KEY
    delete process.env.GATSBY_EMAILJS_TEMPLATE_ID
    process.env.GATSBY_EMAILJS_SERVICE_ID = "svc"
    const { onPreBootstrap } = require("../../../../gatsby-node") as typeof import("../../../../gatsby-node")
    const reporter = { warn: jest.fn(), info: jest.fn(), panic: jest.fn() }
    await (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter })
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("missing GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_TEMPLATE_ID"))
  }, 30_000)
})
