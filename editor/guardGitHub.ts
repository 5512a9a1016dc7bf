/**
 * The guard (./guard.ts) on the published editor's GitHub backend, where a draft is a branch cms/… with a pull
 * request. Decap's own later saves of a draft rebase its branch by rewriting each commit's files over the published
 * branch's (its API's rebaseBranch), and drop from it any photo the editor did not send (editorialWorkflowGit): both
 * erase another maintainer's work. So here:
 * - "the file as it is now" of a draft is the draft merged with what was published since it branched off;
 * - a draft's later saves, and that merge before publishing, are one commit on the branch's head, sent as a
 *   fast-forward only: a save that lands in between makes GitHub refuse it, and the save reads the draft again.
 */
import { guarded, Refusal, settle, StaleWrite, type ContentFile } from "./guard"
import { GUARD_TEXTS } from "./texts"

type Raw = string
type TreeFile = { path: string; sha: string | null }
/** The part of Decap's GitHub API class (decap-cms-backend-github) used here. */
interface GitHubApi {
  branch: string
  repoURL: string
  request(path: string, options: object, parser: (response: Response) => Promise<Raw>): Promise<Raw>
  getDifferences(
    from: string,
    to: string,
  ): Promise<{ merge_base_commit: { sha: string }; base_commit: { sha: string }; files?: { filename: string }[] }>
  uploadBlob<T extends { path: string }>(item: T): Promise<T & { sha: string }>
  updateTree(baseSha: string, files: TreeFile[]): Promise<{ sha: string; parentSha?: string }>
  commit(message: string, tree: { sha: string; parentSha?: string }): Promise<{ sha: string }>
  patchBranch(branch: string, sha: string, options?: { force?: boolean }): Promise<unknown>
}
interface GitHubImplementation {
  api?: GitHubApi
  getBranch(collection: string, slug: string): string
  getEntry(path: string): Promise<{ data: Raw; file: { path: string } }>
  persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: PersistOptions): Promise<unknown>
  publishUnpublishedEntry(collection: string, slug: string): Promise<unknown>
}
type DataFile = { path: string; slug: string; raw: Raw }
type PersistOptions = { useWorkflow?: boolean; unpublished?: boolean; collectionName?: string; commitMessage?: string }
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's rule for a mixin's base class
type GitHubClass = new (...args: any[]) => GitHubImplementation

/** A draft's branch as read: its file, that file merged with the published one, and the head both were read at. */
type Draft = { branch: string; head: string; raw: Raw; current: Raw }

const status = (error: unknown) => (error as { status?: number } | null)?.status

export function guardedGitHub<Base extends GitHubClass>(GitHub: Base) {
  return class GuardedGitHub extends guarded(GitHub) {
    private get github(): GitHubApi {
      return (this as unknown as GitHubImplementation).api!
    }

    /** `path` at `ref`, as text, in one request (GitHub's contents API, raw). */
    private read(path: string, ref: string): Promise<Raw> {
      const url = `${this.github.repoURL}/contents/${path.split("/").map(encodeURIComponent).join("/")}`
      return this.github.request(url, { params: { ref }, headers: { Accept: "application/vnd.github.raw" } }, (response) =>
        response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
    }

    /**
     * The draft of `path`, or undefined when it has none. Its head, what the published branch changed since it branched
     * off, then the draft's file at that very head (a save landing in between cannot slip under it): two round trips,
     * three when the published file moved.
     */
    private async draft(path: string, file: ContentFile, published: Promise<Raw>): Promise<Draft | undefined> {
      const branch = this.getBranch(file.collection, file.slug)
      let behind: Awaited<ReturnType<GitHubApi["getDifferences"]>>
      try {
        behind = await this.github.getDifferences(branch, this.github.branch)
      } catch (error) {
        if (status(error) === 404) return undefined
        throw error
      }
      const head = behind.base_commit.sha
      const moved = Boolean(behind.files?.some((entry) => entry.filename === path))
      const [raw, base, now] = await Promise.all([
        this.read(path, head),
        moved ? this.read(path, behind.merge_base_commit.sha).catch(() => undefined) : undefined,
        moved ? published : undefined,
      ])
      // What was published since the draft branched off joins it, as a rebase that merges would.
      const current = base === undefined || now === undefined || base === now ? raw : await settle(base, raw, now, file)
      return { branch, head, raw, current }
    }

    /** The published file, asked for at once beside the draft: a failure surfaces where it is awaited, never unhandled. */
    private published(path: string, file: ContentFile): Promise<Raw> {
      const raw = this.read(path, this.github.branch).then((text) => {
        // Never merge against a file that could not be read.
        if (!text.trim()) throw new Refusal(GUARD_TEXTS.unreadable(file.label))
        return text
      })
      raw.catch(() => undefined)
      return raw
    }

    private readonly heads = new Map<string, string>()

    protected async current(path: string): Promise<Raw> {
      const file = this.files.get(path)!
      const published = this.published(path, file)
      const draft = this.useWorkflow ? await this.draft(path, file, published) : undefined
      if (draft) this.heads.set(path, draft.head)
      else this.heads.delete(path)
      return draft?.current ?? published
    }

    protected async draftNow(path: string): Promise<Raw> {
      const file = this.files.get(path)!
      const published = this.published(path, file)
      return (await this.draft(path, file, published))?.raw ?? published
    }

    /** A save into an existing draft: one commit on the head its file was read at (a first save is Decap's own: a new branch). */
    protected async write(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: PersistOptions): Promise<unknown> {
      const head = this.heads.get(entry.dataFiles[0]?.path)
      if (!options.useWorkflow || !head) {
        try {
          return await super.write(entry, options)
        } catch (error) {
          // 422: the draft's branch appeared since it was read (another maintainer's first save): save into it.
          if (options.useWorkflow && status(error) === 422) throw new StaleWrite("draft created meanwhile")
          throw error
        }
      }
      const branch = this.getBranch(options.collectionName!, entry.dataFiles[0].slug)
      await this.commitOnDraft(branch, head, entry.assets as { path: string }[], entry.dataFiles, options.commitMessage ?? "")
    }

    private async commitOnDraft(branch: string, head: string, assets: { path: string }[], dataFiles: DataFile[], message: string) {
      const blobs = await Promise.all([...assets, ...dataFiles].map((item) => this.github.uploadBlob(item)))
      const tree = await this.github.updateTree(
        head,
        blobs.map(({ path, sha }) => ({ path: path.replace(/^\//, ""), sha })),
      )
      const commit = await this.github.commit(message, tree)
      try {
        await this.github.patchBranch(branch, commit.sha)
      } catch (error) {
        // 422: "Update is not a fast forward", another save reached the branch since it was read.
        if (status(error) === 422) throw new StaleWrite(branch)
        throw error
      }
    }

    /** Publishing a draft: first the published file's changes since it branched off join it, on its branch. */
    async publishUnpublishedEntry(collection: string, slug: string) {
      const path = [...this.files].find(([, file]) => file.collection === collection && file.slug === slug)?.[0]
      for (let attempt = 1; path; attempt++) {
        const file = this.files.get(path)!
        const published = this.published(path, file)
        const draft = await this.draft(path, file, published)
        if (!draft || draft.current === draft.raw) break
        try {
          await this.commitOnDraft(draft.branch, draft.head, [], [{ path, slug, raw: draft.current }], `Junta o publicado a ${file.label}`)
          break
        } catch (error) {
          if (!(error instanceof StaleWrite) || attempt === 3) throw error
        }
      }
      return super.publishUnpublishedEntry(collection, slug)
    }
  }
}
