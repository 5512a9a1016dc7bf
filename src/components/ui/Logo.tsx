/**
 * The brand mark (the same drawing as static/logo.svg), inline so it paints
 * with the HTML and needs no request. Decorative: the company name is always
 * written next to it.
 */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <circle cx="32" cy="32" r="31" fill="#1c512d" stroke="#f4eee3" strokeWidth="2" />
      <path d="M21 13c7-3 16-2 19 4 2 5 0 11-4 14-4 3-10 3-13-1-4-5-6-13-2-17z" fill="#e2501c" />
      <path d="M27 33c-4 3-5 9-2 13 3 5 10 6 15 3 3-2 4-5 2-7-2-2-5-1-7-3-2-2-1-5-3-7-1-1-3 0-5 1z" fill="#f4eee3" />
      <path d="M39 17c5-5 12-6 15-5-1 5-7 10-14 9z" fill="#7bbb8a" />
    </svg>
  )
}
