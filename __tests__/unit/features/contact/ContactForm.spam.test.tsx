/**
 * The contact form's defences against spam, where a browser test cannot reach: the honeypot's
 * hiding, a submit with no focus at all, a draft from an earlier visit, the minimum turned off,
 * reCAPTCHA's language. The minimum's and reCAPTCHA's own behaviour (the minimum checked first), and
 * a bot filling the honeypot: __tests__/e2e/contactSpam.spec.ts and contact.spec.ts.
 * @emailjs/browser is mocked.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { EmailJSResponseStatus, send } from "@emailjs/browser"
import { RECAPTCHA_SCRIPT, resetRecaptchaLoader } from "../../../../src/features/contact/useRecaptcha"
import { DRAFT_KEY } from "../../../../src/features/contact/draft"
import { MIN_FILL_MS } from "../../../../src/features/contact/settings"
import { toaster } from "../../../../src/theme/toaster"
import { contactFormTexts, setFrame } from "../../helpers"
import { EMAILJS_ENV as env, TEXTS, field, renderForm as renderFormAs, type Field } from "./formHarness"

const { FAILURE_TOAST, SUBMIT_LABEL, SUCCESS_TOAST } = TEXTS

jest.mock("@emailjs/browser", () => ({ ...jest.requireActual("@emailjs/browser"), send: jest.fn() }))
const mockSend = send as jest.MockedFunction<typeof send>

const savedEnv = { ...process.env }
const filled = { name: "Ana Macuácua", email: "ana@example.com", message: "Gostaria de saber preços da castanha." }

let errorSpy: jest.SpyInstance
let warnSpy: jest.SpyInstance
jest.setTimeout(30_000)

beforeEach(() => {
  jest.useFakeTimers()
  Object.assign(process.env, env)
  setFrame()
  mockSend.mockReset()
  mockSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"))
  window.localStorage.clear()
  errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
  warnSpy = jest.spyOn(console, "warn").mockImplementation(() => undefined)
})

afterEach(() => {
  act(() => toaster.remove())
  errorSpy.mockRestore()
  warnSpy.mockRestore()
  document.head.querySelectorAll("script").forEach((script) => script.remove())
  resetRecaptchaLoader()
  jest.useRealTimers()
  process.env = { ...savedEnv }
})

const renderForm = () => renderFormAs({ advanceTimers: jest.advanceTimersByTime })

const submitButton = () => screen.getByRole("button", { name: SUBMIT_LABEL })
const recaptchaScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>("script")).filter((script) => script.src.startsWith(RECAPTCHA_SCRIPT))
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms)
  })

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  for (const [key, value] of Object.entries(filled)) {
    await user.click(field(key as Field))
    await user.paste(value)
  }
}

async function expectFailureToast() {
  const toast = await screen.findByText(FAILURE_TOAST.title)
  expect(within(toast.closest("[role=status]") as HTMLElement).getByText(FAILURE_TOAST.description)).toBeInTheDocument()
}

const expectKept = () => {
  for (const [key, value] of Object.entries(filled)) expect(field(key as Field)).toHaveValue(value)
}

describe("the honeypot", () => {
  it("is hidden from people and assistive technology", () => {
    const { container } = renderForm()
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  })
})

describe("the minimum time between the first focus and the submit", () => {
  it("refuses a submit with no focus in the form at all (values set by a script)", async () => {
    const { container } = renderForm()
    for (const [key, value] of Object.entries(filled)) fireEvent.change(field(key as Field), { target: { value } })
    await wait(60_000)
    fireEvent.submit(container.querySelector("form")!)
    await expectFailureToast()
    expect(mockSend).not.toHaveBeenCalled()
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining("without any focus in the form"), expect.anything())
  })

  it("counts from the page's start for a draft a person wrote on an earlier visit", async () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: Date.now(), values: { ...filled, phone: "", company: "" } }))
    await wait(MIN_FILL_MS) // the page has been open this long
    const { user } = renderForm()
    await waitFor(() => expectKept())
    await user.click(submitButton())
    await screen.findByText(SUCCESS_TOAST.title)
    expect(mockSend).toHaveBeenCalledTimes(1)
  })

  it("can be turned off with GATSBY_CONTACT_MIN_FILL_MS=0", async () => {
    process.env.GATSBY_CONTACT_MIN_FILL_MS = "0"
    const { user } = renderForm()
    await fillForm(user)
    await user.click(submitButton())
    await screen.findByText(SUCCESS_TOAST.title)
    expect(mockSend).toHaveBeenCalledTimes(1)
  })
})

describe("reCAPTCHA v2 with a site key", () => {
  it("asks Google for the box in the page's language: British English on the English pages", async () => {
    process.env.GATSBY_RECAPTCHA_SITE_KEY = "test-site-key"
    setFrame({ lang: "en" })
    const { user } = renderForm()
    await user.click(screen.getByRole("textbox", { name: new RegExp(`^${contactFormTexts("en").LABELS.name}`) }))
    expect(recaptchaScripts().map((script) => new URL(script.src).searchParams.get("hl"))).toEqual(["en-GB"])
  })
})
