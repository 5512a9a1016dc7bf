/**
 * The contact form when a send fails, and its draft: whatever fails, what the visitor typed is
 * kept (in the fields and the saved draft), the failure toast shows and a way out is offered.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ChakraProvider } from "@chakra-ui/react/styled-system"
import { EmailJSResponseStatus, send } from "@emailjs/browser"
import { ContactForm } from "../../../../src/features/contact/ContactForm"
import { DRAFT_KEY } from "../../../../src/features/contact/draft"
import { SEND_TIMEOUT_MS } from "../../../../src/features/contact/send"
import { MIN_FILL_MS } from "../../../../src/features/contact/settings"
import { system } from "../../../../src/theme/system"
import { toaster } from "../../../../src/theme/toaster"
import { InFrame, site } from "../../helpers"
import {
  FILLED as filled,
  TEXTS,
  expectToast,
  expectValuesKept,
  field,
  fillForm,
  renderForm,
  setUpFormTests,
  submitButton,
} from "./formHarness"

const { FAILURE_TOAST, SENDING_LABEL, SUBMIT_LABEL, SUCCESS_TOAST } = TEXTS

jest.mock("@emailjs/browser", () => ({ ...jest.requireActual("@emailjs/browser"), send: jest.fn() }))
const mockSend = send as jest.MockedFunction<typeof send>
const { consoleError } = setUpFormTests(mockSend)
jest.setTimeout(30_000)

describe("every failure keeps what was typed and shows the failure toast", () => {
  // The form treats every rejection alike; each kind's wording is describeSendError's (send.test.ts).
  // One of each shape the SDK rejects with: its response status, an Error, a bare string.
  const failures: [string, () => unknown][] = [
    ["HTTP 451 (headless)", () => new EmailJSResponseStatus(451, "Unavailable For Headless Browser")],
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
    expect(consoleError()).toHaveBeenCalledWith(expect.stringContaining("Contact form: message not sent"), error)
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
      expect(consoleError()).toHaveBeenCalledWith(expect.stringContaining("[timeout]"), expect.anything())
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
    expect(consoleError()).toHaveBeenCalledWith(expect.stringContaining("GATSBY_EMAILJS_PUBLIC_KEY"), expect.anything())
  })
})

describe("the draft", () => {
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
