/** @jest-environment node */
import type { CreatePagesArgs, Store } from "gatsby"
import { warmPhotoJobs } from "../../../../src/build/steps/photoWarmup"

const store = {
  getState: () => ({
    pages: new Map([
      ["/", { componentPath: "/src/pages/index.tsx", context: { lang: "pt" } }],
      ["/en/", { componentPath: "/src/pages/index.tsx", context: { lang: "en" } }],
      ["/dev-404-page/", { componentPath: "/no-query.tsx", context: {} }],
    ]),
    components: new Map([
      ["/src/pages/index.tsx", { query: "query HomePage($lang: String!) { site { id } }" }],
      ["/no-query.tsx", { query: "" }],
    ]),
  }),
} as unknown as Store

it("runs each page's query with its context, and lets a failing one be", async () => {
  const graphql = jest.fn().mockRejectedValueOnce(new Error("schema changed")).mockResolvedValue({ data: {} })
  expect(warmPhotoJobs(graphql as unknown as CreatePagesArgs["graphql"], store)).toBe(2)
  expect(graphql.mock.calls).toEqual([
    ["query HomePage($lang: String!) { site { id } }", { lang: "pt" }],
    ["query HomePage($lang: String!) { site { id } }", { lang: "en" }],
  ])
  // The rejection is handled: Jest would fail the test on an unhandled one.
  await new Promise((resolve) => setImmediate(resolve))
})
