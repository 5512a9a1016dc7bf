/** Links built from the site facts: one place that knows the tel:, mailto: and WhatsApp formats. */

const digits = (value: string) => value.replace(/\D/g, "")

/** A phone number as machines read it (tel:, JSON-LD): "+258 84 000 0000" -> "+258840000000". */
export const internationalPhone = (phone: string) => `+${digits(phone)}`

/** tel: link, e.g. "+258 84 000 0000" -> "tel:+258840000000". */
export const telHref = (phone: string) => `tel:${internationalPhone(phone)}`

/** mailto: link with optional subject and body. */
export function mailtoHref(email: string, options: { subject?: string; body?: string } = {}) {
  const params = Object.entries(options)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
  return `mailto:${email}${params.length ? `?${params.join("&")}` : ""}`
}

/** WhatsApp click-to-chat link (wa.me takes the number without + or spaces). */
export const whatsappHref = (number: string, text?: string) =>
  `https://wa.me/${digits(number)}${text ? `?text=${encodeURIComponent(text)}` : ""}`

/** Opening hours as shown to people: "07:30–15:30", or `closedText` ("fechado", data/interface.json). */
export const hoursText = (hours: { opens?: string | null; closes?: string | null; closed: boolean }, closedText: string) =>
  hours.closed || !hours.opens || !hours.closes ? closedText : `${hours.opens}–${hours.closes}`
