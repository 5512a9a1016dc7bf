/**
 * A whole number as the page's language writes it. In Portuguese (pt-PT): digits grouped in
 * threes with a no-break space, and no grouping below 10 000 ("5000", "10 000"); in English
 * (en-GB), grouped with commas ("5,000").
 *
 * The same result as `n.toLocaleString("pt-PT")` (or "en-GB"), without it: the first
 * Intl call of a page load builds the locale's ICU data, a main-thread cost that
 * fell in the contact form's hydration (figures in docs/PERFORMANCE.md).
 */
export const formatWholeNumber = (value: number, lang: "pt" | "en") =>
  lang === "en" ? groupDigits(value, ",", 4) : groupDigits(value, "\u00a0", 5)

/** The digits of `value`'s whole part grouped in threes with `separator`, from `minDigits` digits on. */
function groupDigits(value: number, separator: string, minDigits: number): string {
  const digits = String(Math.trunc(Math.abs(value)))
  const grouped = digits.length < minDigits ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
  return value < 0 ? `-${grouped}` : grouped
}
