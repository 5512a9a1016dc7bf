/**
 * The site's toasts, following Chakra UI's own `toaster.tsx` composition:
 * one store (`toaster`) that anything may call, and one <Toaster/> that
 * renders it. The region is a polite live region and each toast has
 * role="status", so screen readers announce them.
 *
 * Only the contact form uses toasts; it imports this module lazily, so the
 * first load of a page does not pay for it.
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
