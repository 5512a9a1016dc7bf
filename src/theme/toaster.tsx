/**
 * The site's toasts, after Chakra's own `toaster.tsx`: one store (`toaster`), one <Toaster/> that renders it in a
 * polite live region. Only the contact form uses them, and imports this module lazily.
 */
import { Portal } from "@chakra-ui/react/portal"
import { Stack } from "@chakra-ui/react/stack"
import { Toaster as ChakraToaster, Toast, createToaster } from "@chakra-ui/react/toast"

export const toaster = createToaster({
  placement: "bottom-end",
  pauseOnPageIdle: true,
})

export interface ToasterProps {
  /** Name of the toast region for assistive technology (data/interface.json, form.toasterLabel). */
  label: string
  /** Name of a toast's close button (form.toastClose). */
  closeLabel: string
}

export function Toaster({ label, closeLabel }: ToasterProps) {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} aria-label={label} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            {/* Its icon repeats what the title says: hidden from assistive technology (an unnamed image otherwise). */}
            <Toast.Indicator aria-hidden="true" />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Full opacity: the recipe's 0.8 would drop white-on-red text below WCAG AA. */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={closeLabel} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
