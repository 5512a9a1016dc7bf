/**
 * A whole number as `n.toLocaleString("pt-PT")` (or "en-GB") writes it ("5000", "10 000"; "5,000"), without Intl:
 * a page's first Intl call builds the locale's data, a main-thread cost that fell in the contact form's hydration.
 */
export const formatWholeNumber = (value: number, lang: "pt" | "en") =>
  lang === "en" ? groupDigits(value, ",", 4) : groupDigits(value, "\u00a0", 5)

/** The digits of `value`'s whole part grouped in threes with `separator`, from `minDigits` digits on. */
function groupDigits(value: number, separator: string, minDigits: number): string {
  const digits = String(Math.trunc(Math.abs(value)))
  const grouped = digits.length < minDigits ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
  return value < 0 ? `-${grouped}` : grouped
}
