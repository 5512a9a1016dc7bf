/** The repository's files as git sees them (tracked, or new and not ignored), for the tests of the repository's own rules. */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"

export const root = path.resolve(__dirname, "../../..")

export const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file !== "" && fs.existsSync(path.join(root, file)))
