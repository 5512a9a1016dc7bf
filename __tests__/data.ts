/** Reads content files so specs check what data/ says, not copies of it. */
import fs from "fs"
import path from "path"

const dataDir = path.resolve(__dirname, "../data")

export const readData = <T = any>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))
