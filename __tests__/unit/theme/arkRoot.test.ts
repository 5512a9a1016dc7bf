/** @jest-environment node */
import fs from "fs"
import path from "path"
import * as arkRoot from "../../../src/theme/arkRoot"

const chakraEsm = path.join(__dirname, "../../../node_modules/@chakra-ui/react/dist/esm")
const ROOT_IMPORT = /import \{([^}]*)\} from '@ark-ui\/react';/g

/** The names Chakra's browser build imports from Ark UI's root, which webpack resolves to src/theme/arkRoot.ts. */
function rootImports(dir: string): Set<string> {
  const names = new Set<string>()
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js")))
    for (const [, list] of fs.readFileSync(path.join(dir, entry), "utf8").matchAll(ROOT_IMPORT))
      for (const name of list.split(",")) names.add(name.trim().split(/\s+as\s+/)[0])
  return names
}

it("exports every name Chakra imports from Ark UI's root", () => {
  const wanted = rootImports(chakraEsm)
  expect(wanted.size).toBeGreaterThan(0)
  for (const name of wanted) expect(arkRoot).toHaveProperty(name, expect.anything())
})
