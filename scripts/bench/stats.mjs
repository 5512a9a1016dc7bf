/** Small helpers of the bench: the median of a run's figures, and how figures read. */
export const KB = 1024

export function median(values) {
  const numbers = values.filter((value) => typeof value === "number" && Number.isFinite(value))
  if (numbers.length === 0) return undefined
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const ms = (value) => `${Math.round(value)} ms`
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
