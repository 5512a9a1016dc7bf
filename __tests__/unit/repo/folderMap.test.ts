/** README.md's folder map matches the tree, read from git's list of tracked files. */
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

// The tree's folders are unique and exist (tracked files only): a map equal to them lists each once and no other.
it("README.md's folder map lists every folder of the tree once, and no other", () => {
  expect(mappedFolders().sort()).toEqual(expectedFolders())
})
