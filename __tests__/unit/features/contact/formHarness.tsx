/**
 * The contact form rendered as the page renders it (the frame's texts, Chakra's system), for the
 * form's unit tests: ContactForm.failures.test.tsx and ContactForm.spam.test.tsx.
 * Each test file mocks @emailjs/browser itself (jest.mock is hoisted per file).
 */
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { ContactForm } from "../../../../src/features/contact/ContactForm"
import { MIN_FILL_MS } from "../../../../src/features/contact/settings"
import { system } from "../../../../src/theme/system"
import { toaster } from "../../../../src/theme/toaster"
import { InFrame, contactFormTexts, setFrame } from "../../helpers"

export const TEXTS = contactFormTexts()
const { LABELS, SENDING_LABEL, SUBMIT_LABEL } = TEXTS

/** The stand-in EmailJS settings the test builds use too. */
export const EMAILJS_ENV: Record<string, string> = require("../../../../scripts/lib/buildEnv.js").STAND_IN_EMAILJS

/** A visitor's message, every field filled. */
export const FILLED = {
  name: "Ana Macuácua",
  email: "ana@example.com",
  phone: "+258 84 111 2222",
  company: "Cooperativa de Zavala",
  message: "Gostaria de saber preços da castanha.",
}

/** Renders the form in the current frame (setFrame); `options` go to userEvent.setup (fake timers). */
export function renderForm(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options)
  const view = render(
    <InFrame>
      <ChakraProvider value={system}>
        <ContactForm />
      </ChakraProvider>
    </InFrame>,
  )
  return { user, ...view }
}

export type Field = keyof typeof LABELS

/** A field by the start of its visible label. */
export const field = (key: Field) => screen.getByRole("textbox", { name: new RegExp(`^${LABELS[key]}`) }) as HTMLInputElement

/** Every field shows what the visitor typed. */
export function expectValuesKept(values: Partial<Record<Field, string>> = FILLED) {
  for (const [key, value] of Object.entries(values)) expect(field(key as Field)).toHaveValue(value)
}

/** A toast with this title and description; returns its status element. */
export async function expectToast(title: string, description: string) {
  const toast = await screen.findByText(title)
  const root = toast.closest("[role=status]") as HTMLElement
  expect(root).not.toBeNull()
  expect(within(root).getByText(description)).toBeInTheDocument()
  return root
}

/**
 * The form refuses a submit sooner than MIN_FILL_MS after the first focus (a bot's speed).
 * userEvent fills the form in milliseconds, so the tests move Date.now on by the time a
 * person takes (fillForm does); the too-fast tests (ContactForm.spam.test.tsx) leave it out.
 */
let clockOffset = 0
const realNow = Date.now.bind(Date)
export const letTimePass = (ms: number) => {
  clockOffset += ms
}

/**
 * Each test of the file starts with the person's clock at zero, the stand-in EmailJS settings,
 * the Portuguese frame, no saved draft, `mockSend` reset and console.error captured, and leaves
 * no toast behind. Returns the running test's console.error spy.
 */
export function setUpFormTests(mockSend: { mockReset(): unknown }) {
  const savedEnv = { ...process.env }
  let errorSpy: jest.SpyInstance
  let nowSpy: jest.SpyInstance
  beforeEach(() => {
    clockOffset = 0
    nowSpy = jest.spyOn(Date, "now").mockImplementation(() => realNow() + clockOffset)
    Object.assign(process.env, EMAILJS_ENV)
    setFrame()
    mockSend.mockReset()
    window.localStorage.clear()
    errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => {
    act(() => toaster.remove())
    errorSpy.mockRestore()
    nowSpy.mockRestore()
    process.env = { ...savedEnv }
  })
  return { consoleError: () => errorSpy }
}

/** The submit button, under its label or the one it shows while sending. */
export const submitButton = () => screen.getByRole("button", { name: new RegExp(`${SUBMIT_LABEL}|${SENDING_LABEL.replace(/\./g, "\\.")}`) })

/** Fills the form as a person would, then lets a person's time pass. */
export async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<Field, string>> = FILLED) {
  for (const [key, value] of Object.entries(values)) {
    if (!value) continue
    // One keystroke, then a paste of the rest: real input events, without typing 100 characters one by one.
    await user.click(field(key as Field))
    await user.keyboard(value[0])
    await user.paste(value.slice(1))
  }
  letTimePass(MIN_FILL_MS) // as long as a person takes, at least
}
