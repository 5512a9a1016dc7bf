import * as React from "react"
import { Box } from "@chakra-ui/react/box"
import { Button } from "@chakra-ui/react/button"
import { chakra } from "@chakra-ui/react/styled-system"
import { Send } from "../../components/ui/icons"
import { HONEYPOT_NAME, useContactForm, type ContactOutcome } from "./useContactForm"
import { EMPTY_CONTACT_VALUES, FIELD_LIMITS, RECAPTCHA_POLICY_URL, loadEmailSdk, type ContactValues, type SendFailure } from "./send"
import { TextField } from "./TextField"
import { FailureLinks } from "./FailureLinks"
import { LazyToaster, showToast } from "./toasts"
import { DRAFT_KEY } from "./draft"
import { DRAFT_FORM } from "../../browser/earlyInput"
import { whenQuiet } from "../../hydration/whenQuiet"
import { emailSettingsFromEnv } from "./settings"
import { mailtoHref, whatsappHref } from "../../lib/contactLinks"
import { useRecaptcha } from "./useRecaptcha"
import { useFrame, useSiteFacts } from "../../i18n/frame"
import { fillTemplate } from "../../i18n/languages"
import { formatWholeNumber } from "../../lib/formatNumber"
import { FOCUS_RING } from "../../theme/siteConfig"

/** The form's fields, as the contact module defines them. */
const CONTACT_FIELDS = Object.keys(EMPTY_CONTACT_VALUES) as (keyof ContactValues)[]

/** The contact form: sends through EmailJS (./send.ts), keeps a draft, and on failure offers prefilled e-mail and WhatsApp links. */
export function ContactForm() {
  const facts = useSiteFacts()
  const { lang, texts: allTexts } = useFrame()
  const texts = allTexts.form
  const formRef = React.useRef<HTMLFormElement>(null)
  const submitRef = React.useRef<HTMLButtonElement>(null)
  const fallbackRef = React.useRef<HTMLDivElement>(null)
  const [toasterWanted, setToasterWanted] = React.useState(false)
  const recaptcha = useRecaptcha(
    React.useMemo(() => emailSettingsFromEnv().recaptchaSiteKey, []),
    lang,
  )
  const resetRecaptcha = recaptcha.reset

  const warmUp = React.useCallback(() => {
    setToasterWanted(true)
    loadEmailSdk().catch(() => undefined) // a failed preload is retried, and reported, on submit
  }, [])
  // Ready before the first tap, once the page is quiet: the toasts' live region (it must exist before the first
  // toast) and the e-mail SDK (the send must not wait for it). Sooner if the form is focused: onFormFocus.
  React.useEffect(() => whenQuiet([() => React.startTransition(warmUp)]), [warmUp])

  const onOutcome = React.useCallback(
    (outcome: ContactOutcome, failure?: SendFailure) => {
      setToasterWanted(true)
      void showToast(outcome, texts, failure)
      resetRecaptcha() // a token is good for one message
    },
    [resetRecaptcha, texts],
  )

  const { values, setField, status, handleSubmit, markStarted, sending, waiting } = useContactForm({
    toEmail: facts.email,
    language: lang,
    onOutcome,
    captcha: recaptcha.enabled ? recaptcha.check : undefined,
    onCaptchaMissing: recaptcha.askForIt,
  })

  /** The visitor's first focus in the form: the clock of the minimum fill time starts, reCAPTCHA loads. */
  const startRecaptcha = recaptcha.start
  const onFormFocus = React.useCallback(() => {
    markStarted()
    startRecaptcha()
    if (!toasterWanted) warmUp()
  }, [markStarted, startRecaptcha, toasterWanted, warmUp])

  // Hydration leaves what was typed before the code loaded in the fields: take it into the state in the
  // commit itself, since any render before that would write the empty state over the text. A focus that
  // came before the code (it is what loads the island) counts as the first one.
  React.useLayoutEffect(() => {
    const form = formRef.current
    if (!form) return
    let typed = false
    for (const field of CONTACT_FIELDS) {
      const element = form.elements.namedItem(field)
      if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value !== "") {
        setField(field, element.value)
        typed = true
      }
    }
    if (typed) markStarted("page-start")
    if (form.contains(document.activeElement)) {
      markStarted()
      startRecaptcha()
    }
  }, [setField, markStarted, startRecaptcha])

  // The disabled button drops focus while sending or waiting; give it back so keyboard users keep their place.
  const previousStatus = React.useRef(status)
  React.useEffect(() => {
    const previous = previousStatus.current
    previousStatus.current = status
    if (status === "sending" || status === "waiting") return
    const active = typeof document === "undefined" ? null : document.activeElement
    if (active === document.body || active === null) {
      if (status === "failure") fallbackRef.current?.focus()
      else if (status === "success" || previous === "waiting") submitRef.current?.focus()
    }
  }, [status])

  const name = values.name.trim()
  const subject = name ? fillTemplate(texts.mailSubjectWithName, { name }) : texts.mailSubject
  const details = [values.name, values.phone, values.company]
    .map((value) => value.trim())
    .filter(Boolean)
    .join("\n")
  const emailHref = mailtoHref(facts.email, { subject, body: [values.message.trim(), details].filter(Boolean).join("\n\n") })
  const chatHref = whatsappHref(facts.whatsapp, values.message.trim() || facts.whatsappMessage)

  return (
    <>
      <chakra.form
        ref={formRef}
        // What is typed before the form's code arrives is kept as its draft too (src/browser/earlyInput.ts).
        {...{ [DRAFT_FORM]: DRAFT_KEY }}
        // Without JavaScript the form still reaches the company: the browser opens the mail program.
        action={mailtoHref(facts.email, { subject: texts.mailSubject })}
        method="post"
        encType="text/plain"
        onSubmit={handleSubmit}
        onFocus={onFormFocus}
        aria-busy={sending}
        display="grid"
        gap="5"
        gridTemplateColumns={{ base: "1fr", md: "1fr 1fr" }}
        maxW="3xl"
        position="relative"
      >
        <chakra.p gridColumn="1 / -1" color="fg.muted" fontSize="sm">
          {texts.required}
        </chakra.p>
        <TextField field="name" value={values.name} onValueChange={setField} required readOnly={sending} autoComplete="name" />
        <TextField
          field="email"
          type="email"
          value={values.email}
          onValueChange={setField}
          required
          readOnly={sending}
          autoComplete="email"
        />
        <TextField field="phone" type="tel" value={values.phone} onValueChange={setField} readOnly={sending} autoComplete="tel" />
        <TextField field="company" value={values.company} onValueChange={setField} readOnly={sending} autoComplete="organization" />
        <TextField
          field="message"
          multiline
          value={values.message}
          onValueChange={setField}
          required
          readOnly={sending}
          autoComplete="off"
          helperText={`${fillTemplate(texts.messageLimit, { max: formatWholeNumber(FIELD_LIMITS.message, lang) })} ${texts.draftHint}`}
        />

        {/* Honeypot: off-screen and hidden from assistive technology; people never fill it. */}
        <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
          <label>
            {texts.honeypot}
            <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Box>

        {recaptcha.enabled && (
          <Box gridColumn="1 / -1">
            <chakra.p color="fg.muted" fontSize="sm">
              {texts.recaptchaNote}{" "}
              <chakra.a href={RECAPTCHA_POLICY_URL} target="_blank" rel="noopener noreferrer" textDecoration="underline">
                {texts.recaptchaPolicy}
              </chakra.a>
              .
            </chakra.p>
            {/* Google renders the box in here, from the first focus; React leaves the slot's content alone. */}
            <Box ref={recaptcha.slotRef} data-recaptcha={recaptcha.status} mt="3" minH="78px" />
            {recaptcha.asked && (
              <chakra.p role="alert" mt="2" color="orange.800" fontWeight="semibold" fontSize="sm">
                {texts.recaptchaMissing}
              </chakra.p>
            )}
          </Box>
        )}

        <Box gridColumn="1 / -1">
          <Button
            ref={submitRef}
            type="submit"
            size="lg"
            colorPalette="green"
            disabled={sending || waiting}
            minW="48"
            _focusVisible={FOCUS_RING}
          >
            <Send aria-hidden="true" />
            {sending ? texts.sending : texts.submit}
          </Button>
        </Box>

        <noscript>
          <chakra.p gridColumn="1 / -1" color="fg.muted" fontSize="sm">
            {texts.noScript} <a href={mailtoHref(facts.email)}>{facts.email}</a>.
          </chakra.p>
        </noscript>
      </chakra.form>

      {status === "failure" && <FailureLinks ref={fallbackRef} texts={texts} emailHref={emailHref} chatHref={chatHref} />}

      {toasterWanted && (
        <React.Suspense fallback={null}>
          <LazyToaster label={texts.toasterLabel} closeLabel={texts.toastClose} />
        </React.Suspense>
      )}
    </>
  )
}
