/**
 * @gatsbyjs/reach-router (Gatsby's router) ships no types. The site uses only its `globalHistory`;
 * the unit test of src/browser/hashNavigation.ts makes one of its own with `createHistory`.
 */
declare module "@gatsbyjs/reach-router" {
  interface History {
    readonly location: { pathname: string; search: string }
    listen(listener: (event: { location: { pathname: string; search: string }; action: string }) => void): () => void
    navigate(to: string, options?: { replace?: boolean }): Promise<void>
  }
  export const globalHistory: History
  export function createHistory(source: Window): History
}
