/**
 * @jest-environment node
 *
 * patches/gatsby+5.16.1.patch: Gatsby's query extraction parses every file of src/ and of each Gatsby
 * package on every build. The patch keeps, in .cache/caches, what a file with no query showed, so the
 * next build parses only the files with a query and those whose text changed. Each build below is a
 * fresh set of Gatsby's modules, as a new `gatsby build` process has them.
 */
import fs from "fs"
import os from "os"
import path from "path"

// No plugins: no preprocessSource to run before a file is parsed.
jest.mock("gatsby/dist/utils/api-runner-node", () => async () => [])

interface Build {
  parsed: string[]
  errors: unknown[]
  /** The queries' names. */
  queries: string[]
  /** What Gatsby recorded of the fixture page with a Head and no query. */
  headPage: { Head: boolean; config: boolean }
}

/** A build: Gatsby's store and query parser loaded afresh, several seconds when the other test files run beside it. */
async function build(dir: string): Promise<Build> {
  const parsed: string[] = []
  let result: Omit<Build, "parsed"> | undefined
  await jest.isolateModulesAsync(async () => {
    const { store } = require("gatsby/dist/redux")
    store.dispatch({ type: "SET_PROGRAM", payload: { directory: dir } })
    const headPage = path.join(dir, "src", "head.tsx")
    store.dispatch({ type: "CREATE_PAGE", plugin: { name: "test" }, payload: { path: "/", componentPath: headPage, componentChunkName: "component---head" } })
    const babel = require("gatsby/dist/utils/babel-parse-to-ast")
    const parse = babel.babelParseToAst
    jest.spyOn(babel, "babelParseToAst").mockImplementation((...args: unknown[]) => {
      parsed.push(path.basename(args[1] as string))
      return parse(...args)
    })
    const FileParser = require("gatsby/dist/query/file-parser").default
    const errors: unknown[] = []
    const files = fs.readdirSync(path.join(dir, "src")).map((name) => path.join(dir, "src", name))
    const documents: { text: string }[] = await new FileParser().parseFiles(files, (error: unknown) => errors.push(error))
    const features = store.getState().components.get(headPage)
    result = {
      errors,
      queries: documents.map((document) => /query (\w+)/.exec(document.text)?.[1] ?? document.text).sort(),
      headPage: { Head: Boolean(features?.Head), config: Boolean(features?.config) },
    }
  })
  return { parsed: parsed.sort(), ...result! }
}

let dir: string
const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, "src", name), text)

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "query-file-parser-"))
  fs.mkdirSync(path.join(dir, "src"))
  write("page.tsx", 'import { graphql } from "gatsby"\nexport const query = graphql`query Page { site { id } }`\nexport const Head = () => null\n')
  write("plain.ts", "// reads the site's config\nexport const config = { a: 1 }\n")
  write("head.tsx", "export const Head = () => null\nexport default function Page() {\n  return null\n}\n")
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

it("parses a file with no query once, and again only when its text changes", async () => {
  const first = await build(dir)
  expect(first.errors).toEqual([])
  expect(first.parsed).toEqual(["head.tsx", "page.tsx", "plain.ts"])
  expect(first.queries).toEqual(["Page"])
  expect(first.headPage).toEqual({ Head: true, config: false })

  const second = await build(dir)
  expect(second.parsed).toEqual(["page.tsx"])
  expect(second.queries).toEqual(first.queries)
  expect(second.headPage).toEqual({ Head: true, config: false })

  write("plain.ts", 'import { graphql } from "gatsby"\nexport const query = graphql`query Plain { site { id } }`\n')
  const third = await build(dir)
  expect(third.parsed).toEqual(["page.tsx", "plain.ts"])
  expect(third.queries).toEqual(["Page", "Plain"])
}, 60_000)

it("parses a file that failed again on the next build", async () => {
  write("plain.ts", "export const config = {\n")
  expect((await build(dir)).errors).not.toEqual([])
  const second = await build(dir)
  expect(second.parsed).toEqual(["plain.ts", "page.tsx"].sort())
  expect(second.errors).not.toEqual([])
}, 60_000)
