/**
 * The contact form as a visitor uses it, with @emailjs/browser mocked and the
 * real Chakra toaster rendering the toasts.
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { EmailJSResponseStatus, send } from "@emailjs/browser"
import { ContactForm } from "../../../../src/features/contact/ContactForm"
import { DRAFT_KEY } from "../../../../src/features/contact/draft"
import { LIMIT_RATE_ID, SEND_TIMEOUT_MS } from "../../../../src/features/contact/send"
import { MIN_FILL_MS } from "../../../../src/features/contact/settings"
import { system } from "../../../../src/theme/system"
import { toaster } from "../../../../src/theme/toaster"
import { InFrame, contactFormTexts, setFrame, site } from "../../helpers"

const { FAILURE_TOAST, LABELS, SENDING_LABEL, SUBMIT_LABEL, SUCCESS_TOAST } = contactFormTexts()

jest.mock("@emailjs/browser", () => ({ ...jest.requireActual("@emailjs/browser"), send: jest.fn() }))
const mockSend = send as jest.MockedFunction<typeof send>

/** The stand-in EmailJS settings the test builds use too. */
const env: Record<string, string> = require("../../../../scripts/lib/buildEnv.js").STAND_IN_EMAILJS
const savedEnv = { ...process.env }

const filled = {
  name: "Ana Macuácua",
  email: "ana@example.com",
  phone: "+258 84 111 2222",
  company: "Cooperativa de Zavala",
  message: "Gostaria de saber preços da castanha.",
}

let errorSpy: jest.SpyInstance
jest.setTimeout(30_000)

/**
 * The form refuses a submit sooner than MIN_FILL_MS after the first focus (a bot's speed).
 * userEvent fills the form in milliseconds, so the tests move Date.now on by the time a
 * person takes (fillForm does); the too-fast tests (spam.test.tsx) leave it out.
 */
let clockOffset = 0
let nowSpy: jest.SpyInstance
const realNow = Date.now.bind(Date)
const letTimePass = (ms: number) => {
  clockOffset += ms
}

beforeEach(() => {
  clockOffset = 0
  nowSpy = jest.spyOn(Date, "now").mockImplementation(() => realNow() + clockOffset)
  Object.assign(process.env, env)
  setFrame()
  mockSend.mockReset()
  window.localStorage.clear()
  errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
})

afterEach(async () => {
  act(() => toaster.remove())
  errorSpy.mockRestore()
  nowSpy.mockRestore()
  process.env = { ...savedEnv }
})

function renderForm() {
  const user = userEvent.setup()
  const view = render(
    <InFrame>
      <ChakraProvider value={system}>
        <ContactForm />
      </ChakraProvider>
    </InFrame>,
  )
  return { user, ...view }
}

const field = (key: keyof typeof LABELS) => screen.getByRole("textbox", { name: new RegExp(`^${LABELS[key]}`) }) as HTMLInputElement
const submitButton = () => screen.getByRole("button", { name: new RegExp(`${SUBMIT_LABEL}|${SENDING_LABEL.replace(/\./g, "\\.")}`) })

async function fillForm(user: ReturnType<typeof userEvent.setup>, values = filled) {
  for (const [key, value] of Object.entries(values)) {
    if (!value) continue
    // One keystroke, then a paste of the rest: real input events, without typing 100 characters one by one.
    await user.click(field(key as keyof typeof LABELS))
    await user.keyboard(value[0])
    await user.paste(value.slice(1))
  }
  letTimePass(MIN_FILL_MS) // as long as a person takes, at least
}

function expectValuesKept(values = filled) {
  for (const [key, value] of Object.entries(values)) expect(field(key as keyof typeof LABELS)).toHaveValue(value)
}

async function expectToast(title: string, description: string) {
  const toast = await screen.findByText(title)
  const root = toast.closest("[role=status]") as HTMLElement
  expect(root).not.toBeNull()
  expect(within(root).getByText(description)).toBeInTheDocument()
  return root
}

describe("the fields", () => {
  it("has a visible label for each field, native required checks and sensible limits", () => {
    renderForm()
    expect(field("name")).toBeRequired()
    expect(field("email")).toBeRequired()
    expect(field("email")).toHaveAttribute("type", "email")
    expect(field("message")).toBeRequired()
    expect(field("message").tagName).toBe("TEXTAREA")
    expect(field("message")).toHaveAttribute("rows", "5")
    expect(field("phone")).not.toBeRequired()
    expect(field("phone")).toHaveAttribute("type", "tel")
    expect(field("company")).not.toBeRequired()
    for (const key of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
      expect(Number(field(key).getAttribute("maxlength"))).toBeGreaterThan(0)
    }
    expect(Number(field("message").getAttribute("maxlength"))).toBeGreaterThanOrEqual(2000)
    expect(submitButton()).toHaveTextContent(SUBMIT_LABEL)
  })
})

describe("sending", () => {
  it("sends one message with the exact payload and options, then toasts, clears the form and the draft", async () => {
    let answer!: (value: EmailJSResponseStatus) => void
    mockSend.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const { user } = renderForm()
    await fillForm(user)
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain("Ana Macuácua")

    await user.click(submitButton())
    await waitFor(() => expect(mockSend).toHaveBeenCalledTimes(1))
    expect(mockSend).toHaveBeenCalledWith(
      "test-service",
      "test-template",
      {
        from_name: filled.name,
        from_email: filled.email,
        phone: filled.phone,
        company: filled.company,
        message: filled.message,
        to_email: site.email,
        language: "pt",
        language_name: "Português",
      },
      { publicKey: "test-public-key", blockHeadless: false, limitRate: { id: LIMIT_RATE_ID, throttle: 5000 } },
    )
    // sending: disabled, labelled 'A enviar...'
    expect(submitButton()).toBeDisabled()
    expect(submitButton()).toHaveTextContent(SENDING_LABEL)

    await act(async () => answer(new EmailJSResponseStatus(200, "OK")))
    await expectToast(SUCCESS_TOAST.title, SUCCESS_TOAST.description)
    for (const key of Object.keys(filled) as (keyof typeof LABELS)[]) expect(field(key)).toHaveValue("")
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(submitButton()).toBeEnabled()
    expect(submitButton()).toHaveTextContent(SUBMIT_LABEL)
    expect(errorSpy).not.toHaveBeenCalled()
    expect(screen.queryByTestId("contact-fallback")).not.toBeInTheDocument()
  })

  it("sends once when the visitor submits again while sending", async () => {
    let answer!: (value: EmailJSResponseStatus) => void
    mockSend.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const { user } = renderForm()
    await fillForm(user)
    const form = submitButton().closest("form") as HTMLFormElement
    await user.click(submitButton())
    await waitFor(() => expect(mockSend).toHaveBeenCalledTimes(1))
    // a click on the disabled button, Enter in a field, and a direct submit event
    await user.click(submitButton())
    fireEvent.submit(form)
    fireEvent.submit(form)
    await act(async () => answer(new EmailJSResponseStatus(200, "OK")))
    await expectToast(SUCCESS_TOAST.title, SUCCESS_TOAST.description)
    expect(mockSend).toHaveBeenCalledTimes(1)
  })
})

describe("every failure keeps what was typed and shows the failure toast", () => {
  const failures: [string, () => unknown][] = [
    ["HTTP 400 from EmailJS", () => new EmailJSResponseStatus(400, "The template ID is invalid")],
    ["HTTP 403 (block list)", () => new EmailJSResponseStatus(403, "Forbidden")],
    ["HTTP 429 (limitRate)", () => new EmailJSResponseStatus(429, "Too Many Requests")],
    ["HTTP 451 (headless)", () => new EmailJSResponseStatus(451, "Unavailable For Headless Browser")],
    ["HTTP 500 from EmailJS", () => new EmailJSResponseStatus(500, "Internal Server Error")],
    ["a network TypeError", () => new TypeError("Failed to fetch")],
    ["the SDK's missing key string", () => "The public key is required. Visit https://dashboard.emailjs.com/admin/account"],
  ]

  it.each(failures)("%s", async (_, makeError) => {
    const error = makeError()
    mockSend.mockRejectedValue(error)
    const { user } = renderForm()
    await fillForm(user)
    await user.click(submitButton())

    const toast = await expectToast(FAILURE_TOAST.title, FAILURE_TOAST.description)
    expect(toast.closest("[data-type]")).toHaveAttribute("data-type", "error")
    expectValuesKept()
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? "{}").values).toEqual(filled)
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining("Contact form: message not sent"), error)
    expect(submitButton()).toBeEnabled()

    // a way out right there: e-mail with the message prefilled, and WhatsApp
    const fallback = screen.getByTestId("contact-fallback")
    const mail = within(fallback).getByRole("link", { name: /email/i })
    expect(mail.getAttribute("href")).toMatch(new RegExp(`^mailto:${site.email}\\?subject=`))
    expect(decodeURIComponent(mail.getAttribute("href") ?? "")).toContain(filled.message)
    const chat = within(fallback).getByRole("link", { name: /whatsapp/i })
    expect(chat.getAttribute("href")).toBe(`https://wa.me/${site.whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(filled.message)}`)
  })

  it("a send that never answers fails after the timeout", async () => {
    jest.useFakeTimers()
    try {
      mockSend.mockReturnValue(new Promise(() => undefined))
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      render(
        <InFrame>
          <ChakraProvider value={system}>
            <ContactForm />
          </ChakraProvider>
        </InFrame>,
      )
      await fillForm(user)
      await act(async () => {
        await jest.advanceTimersByTimeAsync(MIN_FILL_MS) // the fake clock: a person's time to fill the form
      })
      await user.click(submitButton())
      await act(async () => {
        await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 100)
      })
      expect(submitButton()).toHaveTextContent(SENDING_LABEL)
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200)
      })
      await expectToast(FAILURE_TOAST.title, FAILURE_TOAST.description)
      expect(submitButton()).toBeEnabled()
      expect(submitButton()).toHaveTextContent(SUBMIT_LABEL)
      expectValuesKept()
      expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining("[timeout]"), expect.anything())
    } finally {
      jest.useRealTimers()
    }
  })

  it("missing settings: nothing is sent, the log names the missing variable", async () => {
    delete process.env.GATSBY_EMAILJS_PUBLIC_KEY
    const { user } = renderForm()
    await fillForm(user)
    await user.click(submitButton())
    await expectToast(FAILURE_TOAST.title, FAILURE_TOAST.description)
    expect(mockSend).not.toHaveBeenCalled()
    expectValuesKept()
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining("GATSBY_EMAILJS_PUBLIC_KEY"), expect.anything())
  })
})

describe("the draft", () => {
  it("is restored when the form opens again (reload)", async () => {
    const first = renderForm()
    await fillForm(first.user)
    first.unmount()
    renderForm()
    await waitFor(() => expectValuesKept())
  })

  it("is forgotten when it is older than a week", async () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: Date.now() - 8 * 24 * 3600 * 1000, values: filled }))
    renderForm()
    await act(async () => undefined)
    expect(field("name")).toHaveValue("")
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it("survives a failed send and a reload, then is cleared by a success", async () => {
    mockSend.mockRejectedValueOnce(new EmailJSResponseStatus(500, "Internal Server Error"))
    const first = renderForm()
    await fillForm(first.user)
    await first.user.click(submitButton())
    await expectToast(FAILURE_TOAST.title, FAILURE_TOAST.description)
    first.unmount()
    act(() => toaster.remove())

    mockSend.mockResolvedValueOnce(new EmailJSResponseStatus(200, "OK"))
    const second = renderForm()
    await waitFor(() => expectValuesKept())
    await second.user.click(submitButton())
    await expectToast(SUCCESS_TOAST.title, SUCCESS_TOAST.description)
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(field("message")).toHaveValue("")
  })
})

describe("the honeypot", () => {
  it("is hidden from people and assistive technology", () => {
    const { container } = renderForm()
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement
    expect(trap).not.toBeNull()
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it("silently drops a submission that filled it: nothing sent, nothing logged", async () => {
    const { user, container } = renderForm()
    await fillForm(user)
    fireEvent.change(container.querySelector('input[name="website"]') as HTMLInputElement, { target: { value: "http://spam.example" } })
    await user.click(submitButton())
    await expectToast(SUCCESS_TOAST.title, SUCCESS_TOAST.description)
    expect(mockSend).not.toHaveBeenCalled()
    expect(errorSpy).not.toHaveBeenCalled()
  })
})

describe("contact form hydrated over its server HTML (it is an island)", () => {
  it("keeps what the visitor typed before its code arrived, in the fields and in the draft", async () => {
    // React's server renderer (browser build, as jsdom resolves it) needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder: jest.requireActual("util").TextEncoder })
    const { renderToString } = jest.requireActual("react-dom/server") as typeof import("react-dom/server")
    const { hydrateRoot } = jest.requireActual("react-dom/client") as typeof import("react-dom/client")
    const tree = (
      <InFrame>
        <ChakraProvider value={system}>
          <ContactForm />
        </ChakraProvider>
      </InFrame>
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(tree)
    document.body.appendChild(container)
    // Typed into the server's HTML, before hydration.
    const name = container.querySelector<HTMLInputElement>('input[name="name"]')!
    const message = container.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!
    name.value = filled.name
    message.value = filled.message

    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, tree)
    })
    // A later change elsewhere re-renders the form: the typed values must survive it.
    const user = userEvent.setup()
    await user.type(within(container).getByLabelText(new RegExp(LABELS.company)), "Cooperativa")
    expect(name.value).toBe(filled.name)
    expect(message.value).toBe(filled.message)
    const draft = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? "{}")
    expect(draft.values).toMatchObject({ name: filled.name, message: filled.message, company: "Cooperativa" })
    act(() => root?.unmount())
    container.remove()
  })
})
