/** @gatsbyjs/reach-router (Gatsby's router) ships no types; the site uses only its history. */
declare module "@gatsbyjs/reach-router" {
  interface History {
    readonly location: { pathname: string; search: string }
    listen(listener: (event: { location: { pathname: string; search: string }; action: string }) => void): () => void
    navigate(to: string, options?: { replace?: boolean }): Promise<void>
  }
  export const globalHistory: History
  export function createHistory(source: Window): History
}
