import type { ComponentType } from "react"
import type { GatsbyBrowser } from "gatsby"
import { globalHistory } from "@gatsbyjs/reach-router"
import { ignoreHashOnlyChanges } from "./src/browser/hashNavigation"
import { hydrateInSlices } from "./src/hydration/hydrate"

export { wrapPageElement } from "./src/app/root"

/**
 * Chakra's global CSS (the reset and the token variables the CSS modules use) under `gatsby
 * develop`, which renders in the browser only: in production the server writes it into each
 * page's <head> (gatsby-ssr.tsx). A require() in a branch webpack drops, since NODE_ENV is a
 * constant there: an import would keep Chakra in the production bundle's first load.
 */
const DevGlobalStyles: ComponentType | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  process.env.NODE_ENV === "development" ? require("./src/theme/GlobalStyles").GlobalStyles : null

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) =>
  DevGlobalStyles ? (
    <>
      <DevGlobalStyles />
      {element}
    </>
  ) : (
    element
  )

/**
 * A #fragment change alone does not re-render the app (src/browser/hashNavigation.ts). Under `gatsby develop` no page carries
 * the inline script (src/build/html/appScripts.ts), so the app answers its early input itself: a link closes the menu.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  ignoreHashOnlyChanges(globalHistory)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a branch webpack drops, as DevGlobalStyles' above
  if (process.env.NODE_ENV === "development") require("./src/browser/earlyInput").answerEarlyInput()
}

type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

/**
 * The page hydrates in slices, never in one long task (src/hydration/hydrate.ts). Gatsby's type
 * is React 17's render(); its runtime calls the function with (element, container), and under
 * `gatsby develop` unmounts its loading indicator with the function it returns.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as HydrateFunction
