
/**
 * Placeholder of the contact form while its own issue is in progress:
 * the contact section renders it in place so the page layout is final.
 */
export function ContactForm() {
  return null
}
