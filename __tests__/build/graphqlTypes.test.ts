// src/gatsby-types.d.ts is committed so the typecheck needs no build; a build that changes it means: commit its version.
import { spawnSync } from "child_process"
import path from "path"

const root = path.resolve(__dirname, "../..")
const inGit = spawnSync("git", ["rev-parse", "--is-inside-work-tree"], { cwd: root, encoding: "utf8" }).stdout.trim() === "true"

;(inGit ? it : it.skip)("the GraphQL types the build wrote are the committed ones", () => {
  const diff = spawnSync("git", ["diff", "--stat", "--", "src/gatsby-types.d.ts"], { cwd: root, encoding: "utf8" })
  expect(diff.stdout.trim()).toBe("")
})
