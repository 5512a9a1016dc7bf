// The contact form, @emailjs/browser mocked, where the browser cannot reach: each failure keeping what was typed, the draft, the
// spam defences. A send, a 500, the throttle, the honeypot: contact.spec.ts; the minimum and reCAPTCHA: contactSpam.spec.ts.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { EmailJSResponseStatus, send } from "@emailjs/browser"
import { ContactForm } from "../../../../src/features/contact/ContactForm"
import { DRAFT_KEY } from "../../../../src/features/contact/draft"
import { MIN_FILL_MS } from "../../../../src/features/contact/settings"
import { RECAPTCHA_SCRIPT, resetRecaptchaLoader } from "../../../../src/features/contact/useRecaptcha"
import { toaster } from "../../../../src/theme/toaster"
import { interfaceTexts, renderWithTheme, setFrame, site } from "../../helpers"

jest.mock("@emailjs/browser", () => ({ ...jest.requireActual("@emailjs/browser"), send: jest.fn() }))
const mockSend = send as jest.MockedFunction<typeof send>
jest.setTimeout(30_000)

const t = interfaceTexts().form
const SUCCESS_TITLE = t.successTitle as string
const FAILURE_TOAST = { title: t.failureTitle as string, description: t.failureText as string }

const FILLED = {
  name: "Ana Macuácua",
  email: "ana@example.com",
  phone: "+258 84 111 2222",
  company: "Cooperativa de Zavala",
  message: "Gostaria de saber preços da castanha.",
}
type Field = keyof typeof FILLED

/** Renders the form in the current frame (setFrame); `options` go to userEvent.setup (fake timers). */
const renderForm = (options: Parameters<typeof userEvent.setup>[0] = {}) => ({
  user: userEvent.setup(options),
  ...renderWithTheme(<ContactForm />),
})

const field = (key: Field) => screen.getByRole("textbox", { name: new RegExp(`^${t[key]}`) }) as HTMLInputElement

function expectValuesKept() {
  for (const [key, value] of Object.entries(FILLED)) expect(field(key as Field)).toHaveValue(value)
}

async function expectToast({ title, description }: { title: string; description: string }) {
  const root = (await screen.findByText(title)).closest("[role=status]") as HTMLElement
  expect(within(root).getByText(description)).toBeInTheDocument()
  return root
}

const submitButton = () => screen.getByRole("button", { name: t.submit })

// userEvent types faster than MIN_FILL_MS lets a person: fillForm moves Date.now on by a person's time (fake timers move their own).
let clockOffset = 0
const realNow = Date.now.bind(Date)

/** Fills the form as a person would, then lets a person's time pass. */
async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  for (const [key, value] of Object.entries(FILLED)) {
    // One keystroke, then a paste of the rest: real input events, without typing 100 characters one by one.
    await user.click(field(key as Field))
    await user.keyboard(value[0])
    await user.paste(value.slice(1))
  }
  clockOffset += MIN_FILL_MS
}

const EMAILJS_ENV: Record<string, string> = require("../../../../scripts/lib/buildEnv.js").STAND_IN_EMAILJS

const savedEnv = { ...process.env }
let consoleError: jest.SpyInstance
beforeEach(() => {
  clockOffset = 0
  jest.spyOn(Date, "now").mockImplementation(() => realNow() + clockOffset)
  Object.assign(process.env, EMAILJS_ENV)
  setFrame()
  mockSend.mockReset()
  window.localStorage.clear()
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => {
  act(() => toaster.remove())
  jest.restoreAllMocks()
  process.env = { ...savedEnv }
})

describe("every failure keeps what was typed and shows the failure toast", () => {
  // The form treats every rejection alike (a timeout, missing settings, the provider's refusal): each
  // kind's wording is describeSendError's (send.test.ts).
  it("a network failure", async () => {
    const error = new TypeError("Failed to fetch")
    mockSend.mockRejectedValue(error)
    const { user } = renderForm()
    await fillForm(user)
    await user.click(submitButton())

    const toast = await expectToast(FAILURE_TOAST)
    expect(toast.closest("[data-type]")).toHaveAttribute("data-type", "error")
    expectValuesKept()
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? "{}").values).toEqual(FILLED)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("Contact form: message not sent"), error)

    const fallback = screen.getByTestId("contact-fallback")
    const mail = within(fallback).getByRole("link", { name: /email/i })
    expect(mail.getAttribute("href")).toMatch(new RegExp(`^mailto:${site.email}\\?subject=`))
    expect(decodeURIComponent(mail.getAttribute("href") ?? "")).toContain(FILLED.message)
    const chat = within(fallback).getByRole("link", { name: /whatsapp/i })
    expect(chat.getAttribute("href")).toBe(`https://wa.me/${site.whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(FILLED.message)}`)
  })

  it("missing settings: nothing is sent, the log names the missing variable", async () => {
    delete process.env.GATSBY_EMAILJS_PUBLIC_KEY
    const { user } = renderForm()
    await fillForm(user)
    await user.click(submitButton())
    await expectToast(FAILURE_TOAST)
    expect(mockSend).not.toHaveBeenCalled()
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("GATSBY_EMAILJS_PUBLIC_KEY"), expect.anything())
  })
})

describe("the draft", () => {
  it("is forgotten when it is older than a week", async () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: Date.now() - 8 * 24 * 3600 * 1000, values: FILLED }))
    renderForm()
    await act(async () => undefined)
    expect(field("name")).toHaveValue("")
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  })
})

describe("against spam", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    mockSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"))
    jest.spyOn(console, "warn").mockImplementation(() => undefined)
  })
  afterEach(() => {
    document.head.querySelectorAll("script").forEach((script) => script.remove())
    resetRecaptchaLoader()
    jest.useRealTimers()
  })

  const renderWithClock = () => renderForm({ advanceTimers: jest.advanceTimersByTime })
  const wait = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms)
    })

  it("hides the honeypot from people and assistive technology", () => {
    const { container } = renderWithClock()
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it("refuses a submit with no focus in the form at all (values set by a script)", async () => {
    const { container } = renderWithClock()
    for (const [key, value] of Object.entries(FILLED)) fireEvent.change(field(key as Field), { target: { value } })
    await wait(60_000)
    fireEvent.submit(container.querySelector("form")!)
    await expectToast(FAILURE_TOAST)
    expect(mockSend).not.toHaveBeenCalled()
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("without any focus in the form"), expect.anything())
  })

  it("counts the minimum from the page's start for a draft a person wrote on an earlier visit", async () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: Date.now(), values: FILLED }))
    await wait(MIN_FILL_MS) // the page has been open this long
    const { user } = renderWithClock()
    await waitFor(() => expectValuesKept())
    await user.click(submitButton())
    await screen.findByText(SUCCESS_TITLE)
    expect(mockSend).toHaveBeenCalledTimes(1)
  })

  it("lets the minimum be turned off with GATSBY_CONTACT_MIN_FILL_MS=0", async () => {
    process.env.GATSBY_CONTACT_MIN_FILL_MS = "0"
    const { user } = renderWithClock()
    await fillForm(user)
    await user.click(submitButton())
    await screen.findByText(SUCCESS_TITLE)
    expect(mockSend).toHaveBeenCalledTimes(1)
  })

  it("asks Google for the reCAPTCHA box in the page's language: British English on the English pages", async () => {
    process.env.GATSBY_RECAPTCHA_SITE_KEY = "test-site-key"
    setFrame({ lang: "en" })
    const { user } = renderWithClock()
    await user.click(screen.getByRole("textbox", { name: new RegExp(`^${interfaceTexts("en").form.name}`) }))
    const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>("script")).filter((script) =>
      script.src.startsWith(RECAPTCHA_SCRIPT),
    )
    expect(scripts.map((script) => new URL(script.src).searchParams.get("hl"))).toEqual(["en-GB"])
  })
})
