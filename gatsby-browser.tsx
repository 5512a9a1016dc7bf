import type { GatsbyBrowser } from "gatsby"
import { globalHistory } from "@gatsbyjs/reach-router"
import { ignoreHashOnlyChanges } from "./src/browser/hashNavigation"

export { wrapPageElement } from "./src/root"

/** Before the router subscribes: a #fragment change alone does not re-render the app (src/browser/hashNavigation.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  ignoreHashOnlyChanges(globalHistory)
}
