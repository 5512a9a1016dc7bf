/**
 * The contact form when a send fails, and its draft: whatever fails, what the visitor typed is
 * kept (in the fields and the saved draft), the failure toast shows and a way out is offered.
 * A provider's 500 in a browser: __tests__/e2e/contact.spec.ts.
 */
import { act, screen, waitFor, within } from "@testing-library/react"
import { EmailJSResponseStatus, send } from "@emailjs/browser"
import { DRAFT_KEY } from "../../../../src/features/contact/draft"
import { toaster } from "../../../../src/theme/toaster"
import { site } from "../../helpers"
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

const { FAILURE_TOAST, SUCCESS_TOAST } = TEXTS

jest.mock("@emailjs/browser", () => ({ ...jest.requireActual("@emailjs/browser"), send: jest.fn() }))
const mockSend = send as jest.MockedFunction<typeof send>
const { consoleError } = setUpFormTests(mockSend)
jest.setTimeout(30_000)

describe("every failure keeps what was typed and shows the failure toast", () => {
  // The form treats every rejection alike (a timeout, missing settings, the provider's refusal): each
  // kind's wording is describeSendError's (send.test.ts).
  it("a network failure", async () => {
    const error = new TypeError("Failed to fetch")
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
