// One scratch folder per test, made when the test first asks for it and removed after the test.
import fs from "fs"
import os from "os"
import path from "path"

/** Call at a file's or a describe block's top level; the getter gives the current test's folder. */
export function tempDir(prefix: string): () => string {
  let dir: string | undefined
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
    dir = undefined
  })
  return () => (dir ??= fs.mkdtempSync(path.join(os.tmpdir(), prefix)))
}
