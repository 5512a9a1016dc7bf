/**
 * Every file a doc or a comment cites exists: a word ending in a file name (a bare name matches any path ending so), or a path
 * from a top folder; `{a,b}` expanded. Skipped: placeholders, globs, URLs, packages' files, what the code writes, what git ignores.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { root, tracked } from "./trackedFiles"

/** The extensions of the files a citation names (images are content, not cited by name). */
const EXTENSIONS = "ts|tsx|js|jsx|mjs|cjs|json|jsonc|md|css|yml|yaml|sh|toml|conf|py|patch"
const FILE_NAME = new RegExp(`\\.(?:${EXTENSIONS})$`)

/** Cited, not the repository's, and missed by the rules below. Keep it short: a stale citation is fixed in the text, not here. */
const NOT_REPOSITORY_FILES = new Set([
  // Products, not files.
  "Node.js",
  "Immutable.js",
  // Decap's own configuration file, which the site replaces with src/cms/decapConfig.ts.
  "config.yml",
  // A host's service worker, which falls through the cache rules (src/build/hosting/securityHeaders.ts).
  "sw.js",
  // An example of the naming pattern the islands follow (docs/ARCHITECTURE.md).
  "XIsland.tsx",
  "./XIsland",
])

/** Files of packages that comments cite, and where they are in node_modules (a moved one is reported). */
const PACKAGE_FILES: Record<string, string> = {
  "styled-system/config.js": "@chakra-ui/react/dist/esm/styled-system/config.js",
  "libheif-wasm/libheif.d.ts": "libheif-js/libheif-wasm/libheif.d.ts",
}

/** Not checked: the vendored starter's own docs, data/ (content), and this file (its examples are not the repository's). */
const SKIPPED = [/^bench\//, /^data\//, /docPaths\.test\.ts$/]
const HASH_COMMENTS = /\.(ya?ml|toml|conf|sh|py)$/
const SLASH_COMMENTS = /\.(ts|tsx|js|jsx|mjs|cjs|css)$/

const trackedSet = new Set(tracked)
/** The top folders: a word starting with one is a path from the root. */
const TOP = new Set(tracked.filter((file) => file.includes("/")).map((file) => file.split("/")[0]))
const trackedDirs = new Set(
  tracked.flatMap((file) => {
    const parts = file.split("/")
    return parts.slice(1).map((_, depth) => parts.slice(0, depth + 1).join("/"))
  }),
)

/** What the code writes or fetches, as its strings spell it ("setup.js", `${dir}/worker.js`): every tail after a "/" of each. */
const NAMED_IN_CODE = new Set(
  tracked
    .filter((file) => /^(src|scripts|deploy)\/|^gatsby-/.test(file) && SLASH_COMMENTS.test(file))
    .flatMap((file) => Array.from(fs.readFileSync(path.join(root, file), "utf8").matchAll(/["'`]([^"'`\s]+)["'`]/g), (match) => match[1]))
    .filter((string) => FILE_NAME.test(string))
    .flatMap((string) => string.split("/").map((_, at, parts) => parts.slice(at).join("/"))),
)

/** `src/lib/{a,b}.ts` → `src/lib/a.ts`, `src/lib/b.ts`. */
function expand(cited: string): string[] {
  const brace = /\{([^{}]*)\}/.exec(cited)
  if (!brace) return [cited]
  return brace[1].split(",").flatMap((choice) => expand(cited.slice(0, brace.index) + choice + cited.slice(brace.index + brace[0].length)))
}

/** The comments of a file, everything else blanked out, so that each keeps its line. */
function comments(file: string, text: string): string {
  const pattern = HASH_COMMENTS.test(file) ? /(?<=^|\s)#[^\n]*/gm : /\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g
  const blank = (from: number, to?: number) => text.slice(from, to).replace(/[^\n]/g, " ")
  let kept = ""
  let at = 0
  for (const match of text.matchAll(pattern)) {
    kept += blank(at, match.index) + match[0]
    at = match.index + match[0].length
  }
  return kept + blank(at)
}

/** What a text cites, each with its line: words that name a file, or a path from the root. */
function citations(text: string): { cited: string; line: number }[] {
  const noUrls = text.replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, (url) => " ".repeat(url.length))
  const found: { cited: string; line: number }[] = []
  for (const match of noUrls.matchAll(/(?:\{[^{}\s]*\}|[^\s`'"()[\]«»|;:,!?=&])+/g)) {
    // Markdown emphasis, a sentence's full stop, an anchor ("A.md#section").
    const word = match[0]
      .replace(/^\*+/, "")
      .replace(/#.*$/, "")
      .replace(/[*.]+$/, "")
    // Placeholders and globs; "/admin" is a URL path of the site; `response.json()` is a call.
    if (/[<>*…$%]|\{\{|^\//.test(word) || noUrls[match.index + match[0].length] === "(") continue
    const fromRoot = TOP.has(word.split("/")[0]) && /\/$|\/.*\.\w+$/.test(word)
    // A relative path names a file or folder from the citing file's own, with or without an extension.
    const relative = /^\.\.?\/[\w@{]/.test(word)
    if (FILE_NAME.test(word) || fromRoot || relative) found.push({ cited: word, line: noUrls.slice(0, match.index).split("\n").length })
  }
  return found
}

/** Whether a cited name is a repository file: the path itself, or the end of one (a bare name: its basename). */
function resolves(cited: string, citing: string): boolean {
  if (/^\.\.?\//.test(cited)) {
    const target = path.posix.join(path.posix.dirname(citing), cited).replace(/\/$/, "")
    return (
      trackedDirs.has(target) || ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"].some((end) => trackedSet.has(target + end))
    )
  }
  if (TOP.has(cited.split("/")[0]) && cited.includes("/")) {
    const bare = cited.replace(/\/$/, "")
    return trackedSet.has(bare) || trackedDirs.has(bare)
  }
  return tracked.some((file) => file === cited || file.endsWith(`/${cited}`))
}

/** Whether git ignores a path (a local secrets file, a build's output): named on purpose, never in a checkout. */
function ignored(cited: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "-q", "--no-index", cited], { cwd: root })
    return true
  } catch {
    return false
  }
}

/** A package (`chart.js`), a file inside one (`gatsby/dist/x.js`), or one of PACKAGE_FILES. */
function isPackageFile(cited: string): boolean {
  const parts = cited.split("/")
  const name = cited.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]
  if (cited in PACKAGE_FILES) return fs.existsSync(path.join(root, "node_modules", PACKAGE_FILES[cited]))
  return fs.existsSync(path.join(root, "node_modules", name))
}

/** Whether a cited name, not found among the tracked files, is still not a stale citation. */
function notRepositoryFile(cited: string): boolean {
  if (NOT_REPOSITORY_FILES.has(cited) || NAMED_IN_CODE.has(cited)) return true
  // A relative path is the repository's: resolves() has the last word.
  if (/^\.\.?\//.test(cited)) return false
  // ".module.css" is a kind of file; public/, node_modules/ and .cache/ are not the repository's.
  if (/^\.[^./]|^(public|node_modules|\.cache)\//.test(cited)) return true
  return ignored(cited) || isPackageFile(cited)
}

/** Each citation in `file` (its text `text`) of a file that is not in the repository: "docs/A.md:12: cited.ts". */
function staleIn(file: string, text: string): string[] {
  const searched = file.endsWith(".md") ? text : comments(file, text)
  return citations(searched).flatMap(({ cited, line }) =>
    expand(cited)
      .filter((one) => !resolves(one, file) && !notRepositoryFile(one))
      .map((one) => `${file}:${line}: ${one}`),
  )
}

function staleCitations(): string[] {
  const checked = tracked.filter(
    (file) =>
      !SKIPPED.some((skipped) => skipped.test(file)) && (file.endsWith(".md") || HASH_COMMENTS.test(file) || SLASH_COMMENTS.test(file)),
  )
  return [...new Set(checked.flatMap((file) => staleIn(file, fs.readFileSync(path.join(root, file), "utf8"))))]
}

describe("the files the docs and comments cite", () => {
  it("all exist in the repository", () => {
    expect(staleCitations()).toEqual([])
  })

  it("are found wherever they stand in a path, with their file and line; placeholders, URLs and packages are skipped", () => {
    const doc =
      "# A\nSee `contactSpam.spec.ts` and **lib/formDraft.ts**, hydration/Island.tsx.\nNot `contact-spam.spec.ts` (src/{lib,hydration}/gone.ts)."
    expect(staleIn("docs/A.md", doc)).toEqual([
      "docs/A.md:3: contact-spam.spec.ts",
      "docs/A.md:3: src/lib/gone.ts",
      "docs/A.md:3: src/hydration/gone.ts",
    ])
    const skipped =
      "every *.spec.ts, <name>.ts, https://example.com/a.js, /page-data.json, .module.css, response.json(), esbuild/lib/main.js"
    expect(staleIn("docs/A.md", skipped)).toEqual([])
    // In code, only the comments: a string is the code's business.
    expect(staleIn("src/a.ts", 'const a = "gone.ts" // see\n/* and\n  gone.ts */\n')).toEqual(["src/a.ts:3: gone.ts"])
    expect(staleIn("deploy/a.conf", "listen 80; # gone.conf\n")).toEqual(["deploy/a.conf:1: gone.conf"])
    // A relative path from the citing file's folder, a file or a folder, with or without its extension; no other file of that name.
    expect(staleIn("editor/a.ts", "// ../src/cms/locale.ts, ../src/cms/preview, ./boot, ../locale.ts, ./preview\n")).toEqual([
      "editor/a.ts:1: ../locale.ts",
      "editor/a.ts:1: ./preview",
    ])
  })
})
