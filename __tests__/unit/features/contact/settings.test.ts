/** @jest-environment node */
import {
  DEFAULT_THROTTLE_MS,
  MIN_FILL_MS,
  missingEmailSettingsWarning,
  parseEmailSettings,
  warnMissingEmailSettings,
} from "../../../../src/features/contact/settings"

const complete = { GATSBY_EMAILJS_PUBLIC_KEY: "pk", GATSBY_EMAILJS_SERVICE_ID: "svc", GATSBY_EMAILJS_TEMPLATE_ID: "tpl" }

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

  // Blank is unset; 0 turns the minimum fill time or the throttle off, and nonsense is the default for the one, off for the other.
  it.each<[Record<string, string | undefined>, keyof ReturnType<typeof parseEmailSettings>, unknown]>([
    [Object.fromEntries(Object.keys(complete).map((name) => [name, undefined])), "missing", Object.keys(complete)],
    [{ GATSBY_EMAILJS_SERVICE_ID: "   " }, "missing", ["GATSBY_EMAILJS_SERVICE_ID"]],
    [{ GATSBY_RECAPTCHA_SITE_KEY: " 6Lc-site-key " }, "recaptchaSiteKey", "6Lc-site-key"],
    [{ GATSBY_RECAPTCHA_SITE_KEY: "   " }, "recaptchaSiteKey", ""],
    [{ GATSBY_CONTACT_MIN_FILL_MS: String(MIN_FILL_MS + 2_000) }, "minFillMs", MIN_FILL_MS + 2_000],
    [{ GATSBY_CONTACT_MIN_FILL_MS: "soon" }, "minFillMs", MIN_FILL_MS],
    [{ GATSBY_EMAILJS_THROTTLE_MS: "10000" }, "throttleMs", 10_000],
    [{ GATSBY_EMAILJS_THROTTLE_MS: "0" }, "throttleMs", 0],
    [{ GATSBY_EMAILJS_THROTTLE_MS: "soon" }, "throttleMs", 0],
    [{ GATSBY_EMAILJS_BLOCK_HEADLESS: "TRUE" }, "blockHeadless", true],
    [{ GATSBY_EMAILJS_BLOCK_HEADLESS: "1" }, "blockHeadless", true],
    [{ GATSBY_EMAILJS_BLOCK_HEADLESS: "false" }, "blockHeadless", false],
    [{ GATSBY_EMAILJS_BLOCK_LIST: " spam@a.example, bot@b.example;x@y.z " }, "blockList", ["spam@a.example", "bot@b.example", "x@y.z"]],
  ])("reads %p as %s %p", (env, key, value) => {
    expect(parseEmailSettings({ ...complete, ...env })[key]).toEqual(value)
  })
})

// Read from the build's environment: the stand-in values reach the provider in contact.spec.ts.
describe("the build warning", () => {
  // Given when something is missing: onPreBootstrap's test below.
  it("is given to the reporter only when something is missing, naming it and where the setup is documented", () => {
    const reporter = { warn: jest.fn() }
    warnMissingEmailSettings(reporter, parseEmailSettings(complete))
    expect(reporter.warn).not.toHaveBeenCalled()
    const warning = missingEmailSettingsWarning(["GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID"])
    expect(warning).toMatch(/missing GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID\. .*docs\/CONTACT-FORM\.md/)
  })
})

describe("gatsby-node's onPreBootstrap", () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  // Async: the content check (src/build/steps/contentCheck.ts) reads the photos' headers, seconds with both cores busy.
  it("passes today's data/, photos and English included, and warns during the build, naming the unset variables", async () => {
    delete process.env.GATSBY_EMAILJS_PUBLIC_KEY
    delete process.env.GATSBY_EMAILJS_TEMPLATE_ID
    process.env.GATSBY_EMAILJS_SERVICE_ID = "svc"
    const { onPreBootstrap } = require("../../../../gatsby-node") as typeof import("../../../../gatsby-node")
    const reporter = { warn: jest.fn(), info: jest.fn(), panic: jest.fn() }
    await (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter })
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.warn.mock.calls).toEqual([[expect.stringContaining("missing GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_TEMPLATE_ID")]])
  }, 30_000)
})
