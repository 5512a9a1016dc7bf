import type { GatsbyBrowser } from "gatsby"
import { globalHistory } from "@gatsbyjs/reach-router"
import { ignoreHashOnlyChanges } from "./src/browser/hashNavigation"
import { hydrateInSlices } from "./src/hydration/hydrate"

export { wrapPageElement } from "./src/app/root"

/** A #fragment change alone does not re-render the app (src/browser/hashNavigation.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  ignoreHashOnlyChanges(globalHistory)
}

type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

/**
 * The page hydrates in slices, never in one long task (src/hydration/hydrate.ts). Gatsby's type
 * is React 17's render(); its runtime calls the function with (element, container) and ignores what it returns.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as HydrateFunction
