// The editor's configuration passes Decap's own check: its JSON schema, with the options of each widget the editor registers.
// The editor's bundle leaves that check out (editor/absent/ajv.ts), so this is where it runs.
import path from "path"
import { execFileSync } from "child_process"
import { decapConfig } from "../../../src/cms/decapConfig"
import { EDITOR_SETTINGS } from "../editor/galleryEdits"

const root = path.join(__dirname, "../../..")
/** The widgets editor/decap.ts registers that have options for Decap to check (string, text and boolean have none). */
const WIDGETS = ["list", "object", "image", "file", "select"]
type Check = (config: unknown) => void

/** Decap's validateConfig, bundled by esbuild as the editor is (its modules import each other in cycles Jest cannot load). */
function decapCheck(): Check {
  const entry = [
    'export { validateConfig } from "decap-cms-core/dist/esm/constants/configSchema.js"',
    'export { registerWidget } from "decap-cms-core/dist/esm/lib/registry.js"',
    ...WIDGETS.map((name) => `export { default as ${name} } from "decap-cms-widget-${name}/dist/esm/schema.js"`),
  ].join("\n")
  // esbuild's own checks refuse to run in jsdom: it bundles in a process of its own.
  const code = execFileSync(
    path.join(root, "node_modules/.bin/esbuild"),
    ["--bundle", "--format=cjs", "--log-level=error", '--define:process.env.NODE_ENV="production"', "--define:global=globalThis"],
    { input: entry, cwd: path.join(root, "editor"), maxBuffer: 64 << 20 },
  ).toString()
  const module = { exports: {} as Record<string, unknown> & { validateConfig: Check; registerWidget: (...args: unknown[]) => void } }
  new Function("module", "exports", "require", code)(module, module.exports, require)
  const decap = module.exports
  for (const name of WIDGETS) decap.registerWidget(name, () => null, null, decap[name])
  return decap.validateConfig
}

it("passes Decap's check of its configuration, published and local, and a broken one does not", () => {
  URL.createObjectURL = () => "blob:"
  Object.defineProperty(crypto, "randomUUID", { value: () => require("crypto").randomUUID() })
  const check = decapCheck()
  const settings = { ...EDITOR_SETTINGS, authBaseUrl: "https://auth.example" }
  for (const config of [decapConfig(settings), decapConfig({ ...settings, localBackend: true })]) expect(() => check(config)).not.toThrow()
  const broken = JSON.parse(JSON.stringify(decapConfig(settings)))
  broken.collections[0].files.find((file: { name: string }) => file.name === "gallery").fields[0].summary = 3
  jest.spyOn(console, "error").mockImplementation(() => {})
  expect(() => check(broken)).toThrow(/summary/)
})
