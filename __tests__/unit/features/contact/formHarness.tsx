/**
 * The contact form rendered as the page renders it (the frame's texts, Chakra's system), for the
 * form's unit tests: ContactForm.test.tsx, ContactForm.failures.test.tsx and ContactForm.spam.test.tsx.
 * Each test file mocks @emailjs/browser itself (jest.mock is hoisted per file).
 */
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { ContactForm } from "../../../../src/features/contact/ContactForm"
import { system } from "../../../../src/theme/system"
import { InFrame, contactFormTexts } from "../../helpers"

export const TEXTS = contactFormTexts()
const { LABELS } = TEXTS

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
