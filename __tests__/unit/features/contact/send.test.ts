// The EmailJS call and the error mapping, with @emailjs/browser mocked.
import { EmailJSResponseStatus, send } from "@emailjs/browser"
import {
  FIELD_LIMITS,
  LATE_SUCCESS_WARNING,
  MissingEmailSettingsError,
  RecaptchaUnavailableError,
  SEND_TIMEOUT_MS,
  TooFastError,
  SendTimeoutError,
  buildSendOptions,
  buildTemplateParams,
  describeSendError,
  sendContactMessage,
  type ContactValues,
} from "../../../../src/features/contact/send"
import { parseEmailSettings } from "../../../../src/features/contact/settings"

jest.mock("@emailjs/browser", () => ({ ...jest.requireActual("@emailjs/browser"), send: jest.fn() }))
const mockSend = send as jest.MockedFunction<typeof send>

const settings = parseEmailSettings({
  GATSBY_EMAILJS_PUBLIC_KEY: "pk-123",
  GATSBY_EMAILJS_SERVICE_ID: "service-1",
  GATSBY_EMAILJS_TEMPLATE_ID: "template-1",
})

const values: ContactValues = {
  name: "  Ana Macuácua ",
  email: "ana@example.com",
  phone: "+258 84 111 2222",
  company: "",
  message: "Quero comprar castanha.\nObrigada.",
}

beforeEach(() => {
  window.localStorage.clear()
  mockSend.mockReset()
  jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

// What the provider receives, field by field, and the visitor's language: contact.spec.ts, routes.spec.ts.
describe("buildTemplateParams", () => {
  it("trims the fields and never sends more than each field's maximum length", () => {
    expect(buildTemplateParams(values, "a@b.c").from_name).toBe("Ana Macuácua")
    const long = buildTemplateParams({ ...values, message: "x".repeat(FIELD_LIMITS.message + 50) }, "a@b.c")
    expect(long.message).toHaveLength(FIELD_LIMITS.message)
  })
})

describe("buildSendOptions", () => {
  it("adds blockHeadless and a block list watching from_email when they are set", () => {
    // Read from the environment: settings.test.ts.
    expect(buildSendOptions({ ...settings, blockHeadless: true, blockList: ["spam@example.com"] })).toEqual({
      publicKey: "pk-123",
      blockHeadless: true,
      blockList: { list: ["spam@example.com"], watchVariable: "from_email" },
    })
  })
})

describe("sendContactMessage", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("gives up with a SendTimeoutError when the provider never answers, and a retry goes out at once", async () => {
    mockSend.mockReturnValueOnce(new Promise(() => undefined))
    const result = sendContactMessage(values, "a@b.c", { settings }).catch((e: unknown) => e)
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1)
    let settled = false
    void result.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await jest.advanceTimersByTimeAsync(1)
    expect(await result).toBeInstanceOf(SendTimeoutError)
    mockSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"))
    await expect(sendContactMessage(values, "a@b.c", { settings })).resolves.toMatchObject({ status: 200 })
  })

  it("reports a send that is delivered after the timeout with console.warn", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    mockSend.mockReturnValue(
      new Promise((resolve) => setTimeout(() => resolve(new EmailJSResponseStatus(200, "OK")), SEND_TIMEOUT_MS + 5000)),
    )
    const result = sendContactMessage(values, "a@b.c", { settings }).catch((e: unknown) => e)
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS)
    expect(await result).toBeInstanceOf(SendTimeoutError)
    expect(warn).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(5000)
    expect(warn).toHaveBeenCalledWith(LATE_SUCCESS_WARNING)
  })

  it("also times out when the SDK itself cannot be downloaded in time", async () => {
    const result = sendContactMessage(values, "a@b.c", {
      settings,
      loadSdk: () => new Promise(() => undefined),
      timeoutMs: 1000,
    }).catch((e: unknown) => e)
    await jest.advanceTimersByTimeAsync(1000)
    expect(await result).toBeInstanceOf(SendTimeoutError)
  })
})

// A second accepted send refused, saying how long to wait, and sending nothing: contact.spec.ts.
describe("the throttle counts only what the provider accepted", () => {
  const ok = new EmailJSResponseStatus(200, "OK")
  let clock = 1_000_000
  const now = () => clock
  const sendAt = (at: number) => {
    clock = at
    return sendContactMessage(values, "a@b.c", { settings, now })
  }

  it.each([
    ["a network error", () => mockSend.mockRejectedValueOnce(new TypeError("Failed to fetch"))],
    ["a 5xx", () => mockSend.mockRejectedValueOnce(new EmailJSResponseStatus(500, "Internal Server Error"))],
  ])("lets a retry right after %s go out", async (_, failOnce) => {
    failOnce()
    await expect(sendAt(2_000_000)).rejects.toBeDefined()
    mockSend.mockResolvedValue(ok)
    await expect(sendAt(2_000_000 + 10)).resolves.toBe(ok)
    expect(mockSend).toHaveBeenCalledTimes(2)
  })
})

// The form logs each failure with its kind (contact.spec.ts: "[provider] HTTP 500"; ContactForm.test.tsx: "message not sent").
describe("describeSendError", () => {
  it.each([
    [new EmailJSResponseStatus(400, "The service ID is invalid"), "provider", /HTTP 400 "The service ID is invalid".*refused/],
    [new EmailJSResponseStatus(403, "Forbidden"), "blocked", /block list/],
    [new EmailJSResponseStatus(429, "Too Many Requests"), "rate-limited", /too many sends/],
    [new EmailJSResponseStatus(451, "Unavailable For Headless Browser"), "headless", /headless/],
    [new EmailJSResponseStatus(500, "Internal Server Error"), "provider", /HTTP 500.*failed to send/],
    [new EmailJSResponseStatus(), "network", /network/],
    [new TypeError("Failed to fetch"), "network", /^network error, the request did not complete: Failed to fetch$/],
    ["The public key is required. Visit https://dashboard.emailjs.com/admin/account", "missing-settings", /The public key is required/],
    [new MissingEmailSettingsError(["GATSBY_EMAILJS_SERVICE_ID"]), "missing-settings", /GATSBY_EMAILJS_SERVICE_ID/],
    [new SendTimeoutError(15_000), "timeout", /^No answer from EmailJS after 15 s; the send was given up$/],
    [new TooFastError(1200, 3000), "too-fast", /1200 ms/],
    [new TooFastError(null, 3000), "too-fast", /without any focus/],
    [new RecaptchaUnavailableError("blocked"), "captcha", /blocked/],
    [new RangeError("odd"), "unknown", /^unexpected error: RangeError: odd$/],
    [null, "unknown", /^unexpected error: null$/],
  ])("maps %o to its kind", (error, kind, detail) => {
    const failure = describeSendError(error)
    expect(failure.kind).toBe(kind)
    expect(failure.detail).toMatch(detail)
    if (error instanceof EmailJSResponseStatus) expect(failure.status).toBe(error.status)
  })
})
