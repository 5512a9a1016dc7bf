import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * sharp's `gatsbyImageData` as GraphQL types it (a JSON scalar), as the image data it is;
 * null when the field is empty.
 *
 * gatsby-plugin-image's `getImage` does the same, but importing anything at run time from
 * that package puts its runtime (GatsbyImage and, through its lazy hydration, a copy of
 * react-dom/server; sizes in docs/PERFORMANCE.md) into the page's first load. Pages draw
 * their photos with ResponsivePicture, so they need only the data.
 */
export function imageData(data: unknown): IGatsbyImageData | null {
  return data !== null && typeof data === "object" && "images" in data ? (data as IGatsbyImageData) : null
}
