import type * as React from "react"
import { Field } from "@chakra-ui/react/field"
import { Input } from "@chakra-ui/react/input"
import { Textarea } from "@chakra-ui/react/textarea"
import { chakra } from "@chakra-ui/react/styled-system"
import { useTexts } from "../../i18n/frame"
import { FOCUS_RING } from "../../theme/siteConfig"
import { FIELD_LIMITS, type ContactValues } from "./send"

export interface TextFieldProps {
  field: keyof ContactValues
  value: string
  onValueChange: (field: keyof ContactValues, value: string) => void
  required?: boolean
  readOnly: boolean
  type?: "text" | "email" | "tel"
  autoComplete: string
  helperText?: string
  multiline?: boolean
}

/**
 * Chakra's Field.Root is a `role="group"` by default, and nothing names it: a nameless group around
 * one label and one input adds nothing a screen reader can say (IBM Equal Access fails it,
 * fieldset_label_valid). null takes the role away (zag's mergeProps keeps any value but undefined);
 * the wrapper is a plain div, the label still names the input and the hint still describes it.
 */
const NO_GROUP_ROLE = { role: null } as unknown as { role?: undefined }

/** One field of the contact form: its visible label (with «opcional» when it is), the input and its hint. */
export function TextField({
  field,
  value,
  onValueChange,
  required = false,
  readOnly,
  type = "text",
  autoComplete,
  helperText,
  multiline,
}: TextFieldProps) {
  const texts = useTexts().form
  const common = {
    name: field,
    value,
    autoComplete,
    maxLength: FIELD_LIMITS[field],
    bg: "white",
    borderColor: "gray.500",
    // The site's focus ring: Chakra's input recipe would put its own in its place, 1 px thin.
    _focusVisible: FOCUS_RING,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValueChange(field, event.target.value),
  }
  return (
    <Field.Root {...NO_GROUP_ROLE} required={required} readOnly={readOnly} gridColumn={multiline ? "1 / -1" : undefined}>
      <Field.Label fontWeight="semibold">
        {texts[field]}
        <Field.RequiredIndicator
          color="orange.700"
          fallback={
            <chakra.span color="fg.muted" fontWeight="normal">
              {texts.optional}
            </chakra.span>
          }
        />
      </Field.Label>
      {multiline ? <Textarea {...common} rows={5} resize="vertical" /> : <Input {...common} type={type} />}
      {helperText && <Field.HelperText color="fg.muted">{helperText}</Field.HelperText>}
    </Field.Root>
  )
}
