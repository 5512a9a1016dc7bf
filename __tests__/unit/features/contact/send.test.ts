/**
 * The EmailJS call and the error mapping, with @emailjs/browser mocked.
 */
import { EmailJSResponseStatus, send } from "@emailjs/browser"
import {
  FIELD_LIMITS,
  LATE_SUCCESS_WARNING,
  MissingEmailSettingsError,
  RecaptchaUnavailableError,
  SEND_TIMEOUT_MS,
  TooFastError,
  SendTimeoutError,
  ThrottledError,
  buildSendOptions,
  buildTemplateParams,
  describeSendError,
  logSendFailure,
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

describe("buildTemplateParams", () => {
  it("maps the fields to the template variables, trimmed, with the company address as to_email", () => {
    expect(buildTemplateParams(values, "contacto@zavalacaju.example")).toEqual({
      from_name: "Ana Macuácua",
      from_email: "ana@example.com",
      phone: "+258 84 111 2222",
      company: "",
      message: "Quero comprar castanha.\nObrigada.",
      to_email: "contacto@zavalacaju.example",
      language: "pt",
      language_name: "Português",
    })
  })

  it("says which language the visitor wrote in, so the company answers in it", () => {
    expect(buildTemplateParams(values, "a@b.c", undefined, "en")).toMatchObject({ language: "en", language_name: "English" })
  })

  it("never sends more than each field's maximum length", () => {
    const long = buildTemplateParams({ ...values, message: "x".repeat(FIELD_LIMITS.message + 50) }, "a@b.c")
    expect(long.message).toHaveLength(FIELD_LIMITS.message)
  })
})

describe("buildSendOptions", () => {
  it("passes the public key, with blockHeadless off, no block list and never the SDK's limitRate", () => {
    expect(buildSendOptions(settings)).toEqual({ publicKey: "pk-123", blockHeadless: false })
  })

  it("adds blockHeadless and a block list watching from_email when they are set", () => {
    const strict = parseEmailSettings({
      GATSBY_EMAILJS_PUBLIC_KEY: "pk",
      GATSBY_EMAILJS_SERVICE_ID: "s",
      GATSBY_EMAILJS_TEMPLATE_ID: "t",
      GATSBY_EMAILJS_THROTTLE_MS: "0",
      GATSBY_EMAILJS_BLOCK_HEADLESS: "true",
      GATSBY_EMAILJS_BLOCK_LIST: "spam@example.com",
    })
    expect(buildSendOptions(strict)).toEqual({
      publicKey: "pk",
      blockHeadless: true,
      blockList: { list: ["spam@example.com"], watchVariable: "from_email" },
    })
  })
})

describe("sendContactMessage", () => {
  it("calls the SDK's send once with the service, template, payload and options", async () => {
    const ok = new EmailJSResponseStatus(200, "OK")
    mockSend.mockResolvedValue(ok)
    await expect(sendContactMessage(values, "contacto@zavalacaju.example", { settings })).resolves.toBe(ok)
    expect(mockSend).toHaveBeenCalledTimes(1)
    expect(mockSend).toHaveBeenCalledWith(
      "service-1",
      "template-1",
      {
        from_name: "Ana Macuácua",
        from_email: "ana@example.com",
        phone: "+258 84 111 2222",
        company: "",
        message: "Quero comprar castanha.\nObrigada.",
        to_email: "contacto@zavalacaju.example",
        language: "pt",
        language_name: "Português",
      },
      { publicKey: "pk-123", blockHeadless: false },
    )
  })

  it("adds the reCAPTCHA token as g-recaptcha-response, the parameter EmailJS checks", async () => {
    mockSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"))
    await sendContactMessage(values, "contacto@zavalacaju.example", { settings, recaptchaToken: "tok-1" })
    expect(mockSend.mock.calls[0][2]).toMatchObject({ from_name: "Ana Macuácua", "g-recaptcha-response": "tok-1" })
    mockSend.mockClear()
    window.localStorage.clear() // the first send's throttle
    await sendContactMessage(values, "contacto@zavalacaju.example", { settings })
    expect(mockSend.mock.calls[0][2]).not.toHaveProperty("g-recaptcha-response")
  })

  it("sends nothing and names the variables when settings are missing", async () => {
    const error = await sendContactMessage(values, "a@b.c", { settings: parseEmailSettings({}) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MissingEmailSettingsError)
    expect((error as MissingEmailSettingsError).missing).toEqual([
      "GATSBY_EMAILJS_PUBLIC_KEY",
      "GATSBY_EMAILJS_SERVICE_ID",
      "GATSBY_EMAILJS_TEMPLATE_ID",
    ])
    expect(mockSend).not.toHaveBeenCalled()
  })

  it("gives up with a SendTimeoutError when the provider never answers, and a retry goes out at once", async () => {
    jest.useFakeTimers()
    try {
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
    } finally {
      jest.useRealTimers()
    }
  })

  it("reports a send that is delivered after the timeout with console.warn", async () => {
    jest.useFakeTimers()
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    try {
      mockSend.mockReturnValue(
        new Promise((resolve) => setTimeout(() => resolve(new EmailJSResponseStatus(200, "OK")), SEND_TIMEOUT_MS + 5000)),
      )
      const result = sendContactMessage(values, "a@b.c", { settings }).catch((e: unknown) => e)
      await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS)
      expect(await result).toBeInstanceOf(SendTimeoutError)
      expect(warn).not.toHaveBeenCalled()
      await jest.advanceTimersByTimeAsync(5000)
      expect(warn).toHaveBeenCalledWith(LATE_SUCCESS_WARNING)
    } finally {
      jest.useRealTimers()
    }
  })

  it("also times out when the SDK itself cannot be downloaded in time", async () => {
    jest.useFakeTimers()
    try {
      const result = sendContactMessage(values, "a@b.c", {
        settings,
        loadSdk: () => new Promise(() => undefined),
        timeoutMs: 1000,
      }).catch((e: unknown) => e)
      await jest.advanceTimersByTimeAsync(1000)
      expect(await result).toBeInstanceOf(SendTimeoutError)
    } finally {
      jest.useRealTimers()
    }
  })

  it("passes the SDK's rejection through unchanged", async () => {
    const refused = new EmailJSResponseStatus(400, "The template ID is invalid")
    mockSend.mockRejectedValue(refused)
    await expect(sendContactMessage(values, "a@b.c", { settings })).rejects.toBe(refused)
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

describe("describeSendError", () => {
  it.each([
    [new EmailJSResponseStatus(400, "The service ID is invalid"), "provider", 400, /HTTP 400 "The service ID is invalid".*refused/],
    [new EmailJSResponseStatus(403, "Forbidden"), "blocked", 403, /block list/],
    [new EmailJSResponseStatus(429, "Too Many Requests"), "rate-limited", 429, /too many sends/],
    [new EmailJSResponseStatus(451, "Unavailable For Headless Browser"), "headless", 451, /headless/],
    [new EmailJSResponseStatus(500, "Internal Server Error"), "provider", 500, /HTTP 500.*failed to send/],
    [new EmailJSResponseStatus(), "network", 0, /network/],
  ])("maps HTTP failure %o to its kind", (error, kind, status, detail) => {
    const failure = describeSendError(error)
    expect(failure.kind).toBe(kind)
    expect(failure.status).toBe(status)
    expect(failure.detail).toMatch(detail)
  })

  it("maps a fetch TypeError to a network failure", () => {
    expect(describeSendError(new TypeError("Failed to fetch"))).toEqual({
      kind: "network",
      detail: "network error, the request did not complete: Failed to fetch",
    })
  })

  it("maps the SDK's plain-string rejection (missing key) to a settings failure", () => {
    const failure = describeSendError("The public key is required. Visit https://dashboard.emailjs.com/admin/account")
    expect(failure.kind).toBe("missing-settings")
    expect(failure.detail).toContain("The public key is required")
  })

  it("maps our own missing-settings error and the timeout", () => {
    expect(describeSendError(new MissingEmailSettingsError(["GATSBY_EMAILJS_SERVICE_ID"])).detail).toContain("GATSBY_EMAILJS_SERVICE_ID")
    expect(describeSendError(new SendTimeoutError(15_000))).toEqual({
      kind: "timeout",
      detail: "No answer from EmailJS after 15 s; the send was given up",
    })
  })

  it("keeps anything else as unknown, with its message", () => {
    expect(describeSendError(new RangeError("odd"))).toEqual({ kind: "unknown", detail: "unexpected error: RangeError: odd" })
    expect(describeSendError(null)).toEqual({ kind: "unknown", detail: "unexpected error: null" })
  })
})

describe("describeSendError, for the form's own refusals", () => {
  it("names a too-fast submit, a throttled one with how long to wait, and a reCAPTCHA that did not load", () => {
    expect(describeSendError(new ThrottledError(1200))).toMatchObject({ kind: "throttled", waitMs: 1200 })
    expect(describeSendError(new TooFastError(1200, 3000))).toMatchObject({ kind: "too-fast", detail: expect.stringContaining("1200 ms") })
    expect(describeSendError(new TooFastError(null, 3000))).toMatchObject({
      kind: "too-fast",
      detail: expect.stringContaining("without any focus"),
    })
    expect(describeSendError(new RecaptchaUnavailableError("blocked"))).toMatchObject({
      kind: "captcha",
      detail: expect.stringContaining("blocked"),
    })
  })
})

describe("logSendFailure", () => {
  it("logs the kind, what happened and the original error with console.error", () => {
    const error = new EmailJSResponseStatus(429, "Too Many Requests")
    const failure = logSendFailure(error)
    expect(failure.kind).toBe("rate-limited")
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("[rate-limited] HTTP 429"), error)
  })
})
