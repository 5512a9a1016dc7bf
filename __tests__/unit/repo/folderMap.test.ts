/**
 * The repository's own rules, read from git's list of tracked files:
 * - README.md's folder map matches the tree;
 * - one file-naming convention (README.md, "Conventions");
 * - unit tests mirror the code they test.
 */
import fs from "fs"
import path from "path"
import { root, tracked } from "./trackedFiles"

/** The folders README.md's map lists, in its order. */
function mappedFolders(): string[] {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8")
  const block = /<!-- folder-map -->\s*```\n([\s\S]*?)```\s*<!-- \/folder-map -->/.exec(readme)
  if (!block) throw new Error("README.md has no folder map between <!-- folder-map --> and <!-- /folder-map -->")
  return block[1]
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => line.split(/\s+/)[0].replace(/\/$/, ""))
}

/** Every folder holding a tracked file, down to two levels, and each folder of src/components/. */
function expectedFolders(): string[] {
  const folders = new Set<string>()
  for (const file of tracked) {
    const parts = file.split("/").slice(0, -1)
    for (let depth = 1; depth <= Math.min(parts.length, 2); depth++) folders.add(parts.slice(0, depth).join("/"))
    if (parts[0] === "src" && parts[1] === "components" && parts.length >= 3) folders.add(parts.slice(0, 3).join("/"))
  }
  return [...folders].sort()
}

describe("README.md's folder map", () => {
  const mapped = mappedFolders()

  it("lists every folder once, and each of them exists", () => {
    expect(new Set(mapped).size).toBe(mapped.length)
    for (const folder of mapped) expect(fs.existsSync(path.join(root, folder)) ? folder : `${folder} (missing)`).toBe(folder)
  })

  it("leaves out no folder of the tree", () => {
    expect([...mapped].sort()).toEqual(expectedFolders())
  })
})

/** Files whose names others choose: routes (URLs), tools' files, Markdown, the lock repair script named in the team's guide. */
const NAMED_ELSEWHERE = [
  /^src\/pages\//,
  /^gatsby-(browser|config|node|ssr)\.tsx?$/,
  /\.md$/,
  /^scripts\/fix-lock\.py$/,
  /^src\/gatsby-types\.d\.ts$/,
  /^package-lock\.json$/,
  /^data\//,
  /^bench\//,
  /^patches\//,
  /^\.|\/\./,
]

describe("file names", () => {
  it("are camelCase, or PascalCase for components, with dotted suffixes (.module.css, .test.ts)", () => {
    const offenders = tracked
      .filter((file) => !NAMED_ELSEWHERE.some((pattern) => pattern.test(file)))
      .filter((file) => !/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)*$/.test(path.posix.basename(file)))
    expect(offenders).toEqual([])
  })
})

describe("unit tests", () => {
  it("mirror the module they test: __tests__/unit/<path>/<module>[.<aspect>].test.ts(x)", () => {
    const unmatched = tracked
      .filter((file) => /^__tests__\/unit\/.*\.test\.tsx?$/.test(file))
      .filter((file) => !file.startsWith("__tests__/unit/repo/") && !file.startsWith("__tests__/unit/patches/"))
      .filter((file) => {
        const relative = file.replace(/^__tests__\/unit\//, "")
        const folder = path.posix.dirname(relative)
        const module = path.posix.basename(relative).split(".")[0]
        const candidates = [`src/${folder}/${module}`, `${folder}/${module}`]
        return !candidates.some((base) => [".ts", ".tsx", ".js", ".cjs", ".mjs"].some((ext) => tracked.includes(base + ext)))
      })
    expect(unmatched).toEqual([])
  })
})
