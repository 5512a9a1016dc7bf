import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * sharp's `gatsbyImageData` (a JSON scalar in GraphQL) as the image data it is, or null. Not gatsby-plugin-image's
 * `getImage`: any run-time import from that package puts its runtime, with a copy of react-dom/server, in the first load.
 */
export function imageData(data: unknown): IGatsbyImageData | null {
  return data !== null && typeof data === "object" && "images" in data ? (data as IGatsbyImageData) : null
}
