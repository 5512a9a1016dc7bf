/** @gatsbyjs/reach-router (Gatsby's router) ships no types; the site uses only its history. */
declare module "@gatsbyjs/reach-router" {
  export const globalHistory: import("../browser/hashNavigation").RouterHistory
}
