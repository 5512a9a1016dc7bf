/**
 * src/gatsby-types.d.ts is committed, so `npm run typecheck` (and `npm run test:quick`) need no
 * build; the build writes it again from the page queries (graphqlTypegen). It must come out
 * unchanged: otherwise commit the build's version.
 */
import { spawnSync } from "child_process"
import path from "path"

const root = path.resolve(__dirname, "../..")
const inGit = spawnSync("git", ["rev-parse", "--is-inside-work-tree"], { cwd: root, encoding: "utf8" }).stdout.trim() === "true"

;(inGit ? it : it.skip)("the GraphQL types the build wrote are the committed ones", () => {
  const diff = spawnSync("git", ["diff", "--stat", "--", "src/gatsby-types.d.ts"], { cwd: root, encoding: "utf8" })
  expect(diff.stdout.trim()).toBe("")
})
