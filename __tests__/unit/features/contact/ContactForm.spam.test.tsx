/**
 * The contact form's defences against spam, where a browser test cannot reach: a submit with no
 * focus at all, a draft from an earlier visit, the minimum turned off, reCAPTCHA's language and
 * order. The minimum's and reCAPTCHA's own behaviour: __tests__/e2e/contactSpam.spec.ts.
 * @emailjs/browser is mocked; Google's script is played through the onload callback.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { EmailJSResponseStatus, send } from "@emailjs/browser"
import {
  RECAPTCHA_ONLOAD,
  RECAPTCHA_SCRIPT,
  recaptchaScriptUrl,
  resetRecaptchaLoader,
  type RecaptchaApi,
} from "../../../../src/features/contact/useRecaptcha"
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
  delete (window as unknown as Record<string, unknown>)[RECAPTCHA_ONLOAD]
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha
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

/** Plays Google's script: defines grecaptcha and calls the onload callback the form named in the script's URL. */
function fakeGoogle(token = "token-from-google") {
  let ticked = ""
  let callback: ((value: string) => void) | undefined
  const api: RecaptchaApi & { tick: () => void } = {
    render: jest.fn((container: HTMLElement, parameters) => {
      callback = parameters.callback
      container.innerHTML = '<iframe title="reCAPTCHA"></iframe>'
      return 7
    }),
    getResponse: jest.fn(() => ticked),
    reset: jest.fn(() => {
      ticked = ""
    }),
    tick: () => {
      ticked = token
      callback?.(token)
    },
  }
  const answer = () =>
    act(async () => {
      ;(window as unknown as { grecaptcha: RecaptchaApi }).grecaptcha = api
      ;(window as unknown as Record<string, () => void>)[RECAPTCHA_ONLOAD]()
    })
  return { api, answer }
}

describe("reCAPTCHA v2", () => {
  describe("with a site key", () => {
    beforeEach(() => {
      process.env.GATSBY_RECAPTCHA_SITE_KEY = "test-site-key"
    })

    it("asks Google for the box in the page's language: British English on the English pages", async () => {
      setFrame({ lang: "en" })
      const { user } = renderForm()
      await user.click(screen.getByRole("textbox", { name: new RegExp(`^${contactFormTexts("en").LABELS.name}`) }))
      expect(recaptchaScripts().map((script) => new URL(script.src).searchParams.get("hl"))).toEqual(["en-GB"])
      expect(recaptchaScriptUrl("pt")).toContain("hl=pt-PT")
    })

    it("the too-fast check comes first: a bot's quick submit never reaches reCAPTCHA nor the provider", async () => {
      const google = fakeGoogle()
      const { user } = renderForm()
      await fillForm(user)
      await google.answer()
      act(() => google.api.tick())
      await user.click(submitButton())
      await expectFailureToast()
      expect(google.api.getResponse).not.toHaveBeenCalled()
      expect(mockSend).not.toHaveBeenCalled()
    })
  })
})
