/**
 * Starts the photos' renditions while webpack compiles. `gatsby build` runs the page queries, which
 * ask sharp for them, only after its two webpack compilations; run once when the queries are known,
 * the same queries create the same jobs, which Gatsby runs once each (by their digest), so the
 * photos are encoded on the core webpack leaves free instead of after it.
 */
import type { CreatePagesArgs, Store } from "gatsby"

type Graphql = CreatePagesArgs["graphql"]
interface QueryState {
  pages: Map<string, { componentPath: string; context: Record<string, unknown> }>
  components: Map<string, { query: string }>
}

/**
 * Runs every page's query, not awaited: the results are dropped, the jobs they create stay queued.
 * Returns how many queries were started.
 */
export function warmPhotoJobs(graphql: Graphql, store: Store): number {
  const { pages, components } = store.getState() as QueryState
  let started = 0
  for (const page of pages.values()) {
    const query = components.get(page.componentPath)?.query
    if (!query) continue
    // A failing query fails where Gatsby runs it after webpack, with its own message.
    graphql(query, page.context).catch(() => undefined)
    started++
  }
  return started
}
