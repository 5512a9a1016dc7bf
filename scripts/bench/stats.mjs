/** Small helpers of the bench: the median and quartiles of a run's figures, and how figures read. */
export const KB = 1024

/** The figure below which the share `q` of the others lie, between the two nearest when it falls between them. */
export function quantile(values, q) {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const at = (sorted.length - 1) * q
  const below = Math.floor(at)
  return below + 1 < sorted.length ? sorted[below] + (sorted[below + 1] - sorted[below]) * (at - below) : sorted[below]
}

export const median = (values) => quantile(values, 0.5)

export const ms = (value) => `${Math.round(value)} ms`
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
