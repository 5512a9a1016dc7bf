/**
 * The contact form as a visitor uses it, with @emailjs/browser mocked and the
 * real Chakra toaster rendering the toasts: its fields, a send, the honeypot, hydration.
 * Failures and the draft: ContactForm.failures.test.tsx.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { EmailJSResponseStatus, send } from "@emailjs/browser"
import { ContactForm } from "../../../../src/features/contact/ContactForm"
import { DRAFT_KEY } from "../../../../src/features/contact/draft"
import { LIMIT_RATE_ID } from "../../../../src/features/contact/send"
import { system } from "../../../../src/theme/system"
import { InFrame, site } from "../../helpers"
import { FILLED as filled, TEXTS, expectToast, field, fillForm, renderForm, setUpFormTests, submitButton } from "./formHarness"

const { LABELS, SENDING_LABEL, SUBMIT_LABEL, SUCCESS_TOAST } = TEXTS

jest.mock("@emailjs/browser", () => ({ ...jest.requireActual("@emailjs/browser"), send: jest.fn() }))
const mockSend = send as jest.MockedFunction<typeof send>
const { consoleError } = setUpFormTests(mockSend)
jest.setTimeout(30_000)

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
    expect(consoleError()).not.toHaveBeenCalled()
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
    expect(consoleError()).not.toHaveBeenCalled()
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
