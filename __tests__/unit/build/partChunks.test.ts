/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import webpack from "webpack"
import { PartChunkNames } from "../../../src/build/partChunks"
import type { PartSpec } from "../../../src/hydration/parts"

/** A project whose files are `files` (path from its root → source), compiled by webpack with the plugin. */
function compile(files: Record<string, string>, parts: PartSpec[]) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "part-chunks-"))
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), source)
  }
  const compiler = webpack({
    mode: "production",
    context: root,
    entry: "./src/index.js",
    output: { path: path.join(root, "public"), filename: "[name].js", chunkFilename: "[name]-[contenthash].js" },
    plugins: [new PartChunkNames(root, parts)],
  })
  return new Promise<webpack.StatsCompilation>((resolve, reject) =>
    compiler.run((error, stats) => {
      fs.rmSync(root, { recursive: true, force: true })
      if (error || !stats) reject(error)
      else resolve(stats.toJson({ all: false, chunkGroups: true, errors: true }))
    }),
  )
}

const groupFiles = (stats: webpack.StatsCompilation, group: string) =>
  (stats.namedChunkGroups?.[group]?.assets ?? []).map((asset) => asset.name)

describe("PartChunkNames (the parts' chunk groups named from their table)", () => {
  it("puts each part's modules, local or a package, in the group named after the part", async () => {
    const stats = await compile(
      {
        "src/index.js": 'import("./menu"); import("./toasts"); import("sdk")',
        "src/menu.js": "export const menu = 1",
        "src/toasts.js": "export const toasts = 2",
        "node_modules/sdk/package.json": '{ "name": "sdk", "main": "index.js" }',
        "node_modules/sdk/index.js": "export const send = 3",
      },
      [
        { name: "menu", code: ["src/menu.js"] },
        { name: "extras", code: ["src/toasts.js", "sdk"] },
      ],
    )
    expect(stats.errors).toEqual([])
    expect(groupFiles(stats, "part-menu")).toEqual([expect.stringMatching(/^part-menu-[0-9a-f]+\.js$/)])
    // Two imports, one group: both modules come in its one file.
    expect(groupFiles(stats, "part-extras")).toEqual([expect.stringMatching(/^part-extras-[0-9a-f]+\.js$/)])
  })

  it("fails the build when a module of the table is imported by no import() (moved, renamed or imported statically)", async () => {
    const stats = await compile(
      { "src/index.js": 'import { menu } from "./menu"; console.log(menu)', "src/menu.js": "export const menu = 1" },
      [{ name: "menu", code: ["src/menu.js"] }],
    )
    expect(stats.errors?.map((error) => error.message)).toEqual([
      expect.stringContaining('the part "menu" loads src/menu.js with import(), but no import() of it was found'),
    ])
  })

  it("fails the build when an import() of a part's module names another chunk", async () => {
    const stats = await compile(
      { "src/index.js": 'import(/* webpackChunkName: "drawer" */ "./menu")', "src/menu.js": "export const menu = 1" },
      [{ name: "menu", code: ["src/menu.js"] }],
    )
    expect(stats.errors?.map((error) => error.message)).toEqual([expect.stringContaining('but an import() names it "drawer"')])
  })

  it("leaves other dynamic imports alone", async () => {
    const stats = await compile(
      { "src/index.js": 'import(/* webpackChunkName: "other" */ "./other"); import("./menu")', "src/other.js": "1", "src/menu.js": "2" },
      [{ name: "menu", code: ["src/menu.js"] }],
    )
    expect(stats.errors).toEqual([])
    expect(Object.keys(stats.namedChunkGroups ?? {}).sort()).toEqual(["main", "other", "part-menu"])
  })
})
