/**
 * A scratch copy of this project in a temporary folder: for builds of a changed copy of the
 * content (the browser tests' variant site, broken content, the bench's gallery at scale)
 * without touching this project's .cache or public/. Gatsby compiles gatsby-*.ts with Parcel,
 * which does not follow symlinks: the code is copied, the node_modules folders linked.
 */
const fs = require("fs")
const os = require("os")
const path = require("path")

const projectRoot = path.resolve(__dirname, "..", "..")
const COPIED = [
  "src",
  "editor",
  "static",
  "scripts",
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "data",
]

/** Makes the copy under the system's temporary folder; returns its path. */
function scratchProject(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const notModules = (source) => path.basename(source) !== "node_modules"
  for (const name of COPIED) fs.cpSync(path.join(projectRoot, name), path.join(dir, name), { recursive: true, filter: notModules })
  // The editor's workspace keeps its own packages (its React 19) beside the project's.
  for (const modules of ["node_modules", "editor/node_modules"])
    if (fs.existsSync(path.join(projectRoot, modules))) fs.symlinkSync(path.join(projectRoot, modules), path.join(dir, modules))
  return dir
}

module.exports = { projectRoot, scratchProject }
