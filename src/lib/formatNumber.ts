/**
 * A whole number written as in Portuguese (pt-PT): digits grouped in threes with
 * a no-break space, and no grouping below 10 000 ("5000", "10 000").
 *
 * The same result as `n.toLocaleString("pt-PT")`, without it: the first
 * Intl call of a page load builds the locale's ICU data, a main-thread cost that
 * fell in the contact form's hydration (figures in docs/PERFORMANCE.md).
 */
export function formatWholeNumberPt(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)))
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")
  return value < 0 ? `-${grouped}` : grouped
}

/** A whole number written as in English (en-GB): digits grouped in threes with commas ("5,000"). */
export function formatWholeNumberEn(value: number): string {
  const grouped = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ",")
  return value < 0 ? `-${grouped}` : grouped
}

/** A whole number as the page's language writes it. */
export const formatWholeNumber = (value: number, lang: "pt" | "en") =>
  lang === "en" ? formatWholeNumberEn(value) : formatWholeNumberPt(value)
