/** @jest-environment node */
// The inline assets esbuild compiles at the build's start (src/build/html/inlineAssets.ts); the loader at work: appScripts.spec.ts.
import fs from "fs"
import path from "path"
import vm from "vm"
import { transformSync } from "esbuild"
import { INLINE_SOURCES, compileInlineAsset, inlineAssets } from "../../../../src/build/html/inlineAssets"
import { tempDir } from "../../tempDir"

const project = tempDir("inline-asset-")
const isScript = (source: string) => !source.endsWith(".css")

describe("inlineAssets", () => {
  it("compiles once per build", () => {
    expect(inlineAssets()).toBe(inlineAssets())
    // Every page ends with the loader: its budget (docs/PERFORMANCE.md).
    expect(inlineAssets().appScriptsJs.length).toBeLessThan(4000)
  })

  it.each(Object.entries(INLINE_SOURCES))("%s parses and is minified: esbuild finds little more to remove", (name, source) => {
    const asset = inlineAssets()[name as keyof typeof INLINE_SOURCES]
    const again = transformSync(asset, { loader: isScript(source) ? "js" : "css", minify: true, charset: "utf8", logLevel: "silent" })
    expect(again.warnings).toEqual([])
    // Minifying again saves little (a script is lowered for old browsers, so not nothing); unminified, it would save about half.
    expect(again.code.trim().length).toBeGreaterThan(asset.length * 0.9)
    // An inline <script> is a classic script: nothing imported or exported, no TypeScript left.
    if (isScript(source)) expect(() => new vm.Script(asset)).not.toThrow()
  })

  it("compiles a script with its imports and types into one that runs in a function of its own", () => {
    fs.writeFileSync(path.join(project(), "double.ts"), "export const double = (n: number): number => n * 2\n")
    fs.writeFileSync(
      path.join(project(), "entry.ts"),
      'import { double } from "./double"\nconst answer: number = double(21)\nObject.assign(globalThis, { answer })\n',
    )
    const context = vm.createContext({})
    vm.runInContext(compileInlineAsset("entry.ts", project()), context)
    // Only what the script puts there on purpose: its own names stay inside it.
    expect(Object.keys(context)).toEqual(["answer"])
    expect(context.answer).toBe(42)
  })

  it("fails, naming the file, when a source does not compile", () => {
    expect(() => compileInlineAsset("src/components/frame/missing.inline.css")).toThrow(/missing\.inline\.css/)
  })
})
