/**
 * The contact form's markup and its hydration, with @emailjs/browser mocked: its fields, the
 * honeypot, what was typed before the code came. A send, a second submit while sending and a
 * filled honeypot: __tests__/e2e/contact.spec.ts. Failures and the draft: ContactForm.failures.test.tsx.
 */
import { act, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { send } from "@emailjs/browser"
import { ContactForm } from "../../../../src/features/contact/ContactForm"
import { DRAFT_KEY } from "../../../../src/features/contact/draft"
import { system } from "../../../../src/theme/system"
import { InFrame } from "../../helpers"
import { FILLED as filled, TEXTS, field, renderForm, setUpFormTests, submitButton } from "./formHarness"

const { LABELS, SUBMIT_LABEL } = TEXTS

jest.mock("@emailjs/browser", () => ({ ...jest.requireActual("@emailjs/browser"), send: jest.fn() }))
const mockSend = send as jest.MockedFunction<typeof send>
setUpFormTests(mockSend)
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

describe("the honeypot", () => {
  it("is hidden from people and assistive technology", () => {
    const { container } = renderForm()
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement
    expect(trap).not.toBeNull()
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
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
