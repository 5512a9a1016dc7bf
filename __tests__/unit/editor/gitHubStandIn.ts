// A stand-in for the part of GitHub's REST API that Decap's GitHub backend uses to save, keep and publish a draft,
// over a real git repository: refs, trees, blobs and commits are git's own, and a pull request's merge is git's
// three-way merge (merge-tree), refused with 405 on a conflict as GitHub does. Pull requests and labels live here.
import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

type Body = Record<string, unknown> | unknown[] | string
type Pull = {
  number: number
  head: { ref: string; sha: string }
  base: { ref: string; sha: string }
  labels: { name: string }[]
  state: string
}

export class GitHubStandIn {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), "zc-github-"))
  readonly requests: string[] = []
  private readonly pulls: Pull[] = []

  /** A repository whose branch main holds `file`. */
  constructor(file: string, content: string) {
    this.git(["init", "--quiet", "--initial-branch", "main"])
    this.git(["commit", "--quiet", "--allow-empty", "-m", "empty"])
    this.commitOn("main", file, content)
  }

  git(args: string[], input?: Buffer | string, env: Record<string, string> = {}): string {
    const identity = ["-c", "user.name=GitHub", "-c", "user.email=gh@localhost"]
    return execFileSync("git", [...identity, ...args], { cwd: this.dir, input, env: { ...process.env, ...env }, maxBuffer: 1 << 26 })
      .toString()
      .trim()
  }
  private succeeds = (args: string[]) => spawnSync("git", args, { cwd: this.dir }).status === 0
  /** git's output as it is: a file's bytes, not trimmed. */
  private bytes = (args: string[]) => execFileSync("git", args, { cwd: this.dir })
  show = (ref: string, file: string) => this.git(["show", `${ref}:${file}`])
  has = (ref: string, file: string) => this.git(["ls-tree", "--name-only", ref, file]) === file

  /** A tree: `base` with `entries` written over it (sha null: removed). */
  private tree(base: string, entries: { path: string; sha: string | null }[]) {
    const env = { GIT_INDEX_FILE: path.join(this.dir, ".git", `stand-in-index-${process.pid}`) }
    this.git(["read-tree", base], undefined, env)
    for (const entry of entries)
      if (entry.sha) this.git(["update-index", "--add", "--cacheinfo", `100644,${entry.sha},${entry.path}`], undefined, env)
      else this.git(["update-index", "--force-remove", entry.path], undefined, env)
    return this.git(["write-tree"], undefined, env)
  }

  /** A commit of `file` on `branch`, straight into git: another person's, in the tests. */
  commitOn(branch: string, file: string, content: string) {
    const blob = this.git(["hash-object", "-w", "--stdin"], content)
    const commit = this.git(["commit-tree", this.tree(branch, [{ path: file, sha: blob }]), "-p", branch, "-m", "another person"])
    this.git(["update-ref", `refs/heads/${branch}`, commit])
  }

  private answer(method: string, route: string, query: URLSearchParams, body: Record<string, unknown>): [number, Body] {
    const match = (pattern: RegExp) => pattern.exec(route)
    let m: RegExpExecArray | null
    const ref = (name: string) => decodeURIComponent(name).replace(/^[^/:]+:/, "")
    const exists = (name: string) => this.succeeds(["rev-parse", "--verify", "--quiet", name])
    if (method === "GET" && (m = match(/^git\/trees\/(.+):(.*)$/))) {
      if (!exists(ref(m[1]))) return [404, { message: "Not Found" }]
      const lines = this.git(["ls-tree", `${ref(m[1])}:${decodeURIComponent(m[2])}`]).split("\n")
      return [200, { tree: lines.map((line) => ({ sha: line.split(/\s/)[2], path: line.split("\t")[1], type: line.split(/\s/)[1] })) }]
    }
    if (method === "GET" && (m = match(/^contents\/(.+)$/))) {
      const object = `${ref(query.get("ref") ?? "main")}:${decodeURIComponent(m[1])}`
      return this.succeeds(["cat-file", "-e", object]) ? [200, this.bytes(["show", object]).toString()] : [404, { message: "Not Found" }]
    }
    if (method === "GET" && (m = match(/^git\/blobs\/(\w+)$/)))
      return [200, { sha: m[1], encoding: "base64", content: this.bytes(["cat-file", "blob", m[1]]).toString("base64") }]
    if (method === "POST" && route === "git/blobs")
      return [201, { sha: this.git(["hash-object", "-w", "--stdin"], Buffer.from(String(body.content), "base64")) }]
    if (method === "POST" && route === "git/trees")
      return [201, { sha: this.tree(String(body.base_tree), body.tree as { path: string; sha: string | null }[]) }]
    if (method === "POST" && route === "git/commits") {
      const parents = (body.parents as string[]).flatMap((parent) => ["-p", parent])
      return [201, { sha: this.git(["commit-tree", String(body.tree), ...parents, "-m", String(body.message)]) }]
    }
    if (method === "POST" && route === "git/refs") {
      this.git(["update-ref", String(body.ref), String(body.sha)])
      return [201, { ref: body.ref, object: { sha: body.sha } }]
    }
    if ((m = match(/^git\/refs\/heads\/(.+)$/))) {
      const name = `refs/heads/${ref(m[1])}`
      if (!exists(name)) return [422, { message: "Reference does not exist" }]
      if (method === "DELETE") return [204, (this.git(["update-ref", "-d", name]), {})]
      if (!body.force && !this.succeeds(["merge-base", "--is-ancestor", name, String(body.sha)]))
        return [422, { message: "Update is not a fast forward" }]
      this.git(["update-ref", name, String(body.sha)])
      return [200, { ref: name, object: { sha: body.sha } }]
    }
    if (method === "GET" && (m = match(/^branches\/(.+)$/)))
      return [200, { name: ref(m[1]), commit: { sha: this.git(["rev-parse", `refs/heads/${ref(m[1])}`]) } }]
    if (method === "GET" && (m = match(/^compare\/(.+)\.\.\.(.+)$/))) {
      const [base, head] = [ref(m[1]), ref(m[2])]
      if (!exists(base) || !exists(head)) return [404, { message: "Not Found" }]
      const mergeBase = this.git(["merge-base", base, head])
      const files = this.git(["diff", "--name-only", mergeBase, head])
        .split("\n")
        .filter(Boolean)
        .map((filename) => ({ filename }))
      return [200, { merge_base_commit: { sha: mergeBase }, base_commit: { sha: this.git(["rev-parse", base]) }, files }]
    }
    if (method === "POST" && route === "pulls") {
      const head = ref(String(body.head))
      const pull = {
        number: this.pulls.length + 1,
        head: { ref: head, sha: "" },
        base: { ref: String(body.base), sha: "" },
        labels: [],
        state: "open",
      }
      this.pulls.push(pull)
      return [201, this.refreshed(pull)]
    }
    if (method === "GET" && route === "pulls") {
      const asked = this.pulls.filter((pull) => pull.state === query.get("state") && pull.head.ref === ref(query.get("head") ?? ""))
      return [200, asked.map((pull) => this.refreshed(pull))]
    }
    if (method === "PUT" && (m = match(/^issues\/(\d+)\/labels$/))) {
      this.pulls[Number(m[1]) - 1].labels = (body.labels as string[]).map((name) => ({ name }))
      return [200, this.pulls[Number(m[1]) - 1].labels]
    }
    if (method === "PUT" && (m = match(/^pulls\/(\d+)\/merge$/))) {
      const pull = this.refreshed(this.pulls[Number(m[1]) - 1])
      if (body.sha !== pull.head.sha) return [409, { message: "Head branch was modified" }]
      let tree: string
      try {
        tree = this.git(["merge-tree", "--write-tree", "--no-messages", pull.base.ref, pull.head.sha])
      } catch {
        return [405, { message: "Pull Request is not mergeable" }]
      }
      const merged = this.git(["commit-tree", tree, "-p", pull.base.ref, "-m", String(body.commit_message)])
      this.git(["update-ref", `refs/heads/${pull.base.ref}`, merged])
      pull.state = "closed"
      return [200, { merged: true }]
    }
    if (method === "GET" && route === "search/issues") return [200, { items: [] }]
    return [501, { message: `stand-in: ${method} ${route}` }]
  }

  private refreshed(pull: Pull): Pull {
    pull.head.sha = this.git(["rev-parse", `refs/heads/${pull.head.ref}`])
    pull.base.sha = this.git(["rev-parse", `refs/heads/${pull.base.ref}`])
    return pull
  }

  /** `fetch` for Decap's API, on https://api.github.test/repos/empresa/site/…. */
  fetch = async (input: string, init: { method?: string; body?: string } = {}) => {
    const url = new URL(input)
    const method = init.method ?? "GET"
    const route = url.pathname.replace(/^\/repos\/empresa\/site\//, "").replace(/^\//, "")
    this.requests.push(`${method} ${route}`)
    const [status, body] = this.answer(method, route, url.searchParams, init.body ? JSON.parse(init.body) : {})
    return {
      ok: status < 300,
      status,
      headers: {
        get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json; charset=utf-8" : null),
      },
      json: async () => body,
      text: async () => (typeof body === "string" ? body : JSON.stringify(body)),
    }
  }
}
