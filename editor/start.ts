/**
 * Opens the editor, failing closed: unless the photo guard raised its flag (and setup.ts did not refuse a frame),
 * Decap is never loaded and the page says why. Decap's files are downloaded first, so the page can say how far the
 * download has got; the module import that follows reads them from the browser's cache (they are immutable).
 */
import type { CmsConfig } from "decap-cms-core"
import type { EditorBoot, EditorFile } from "./boot"
import type { Decap } from "./decap"
import { isRaised } from "./flags"
import { showNotice } from "./notice"
import { EDITOR_TEXTS } from "./texts"

declare const EDITOR_BOOT: EditorBoot

/** A download that failed: an HTTP status from the site, or none when the connection did. */
class DownloadError extends Error {
  constructor(readonly status?: number) {
    super(status ? `HTTP ${status}` : "network")
  }
}

const status = document.querySelector<HTMLElement>("#editor-status [role=status]")
const bar = document.querySelector<HTMLProgressElement>("#editor-status progress")

let shownPercent = -1
function showProgress(received: number, total: number) {
  if (bar) bar.value = received / total
  // The live region changes every 10 %: read out, not chattering.
  const percent = Math.floor((10 * received) / total) * 10
  if (status && percent !== shownPercent) {
    shownPercent = percent
    status.textContent = EDITOR_TEXTS.progress(received, total)
  }
}

async function download(files: EditorFile[], onProgress: (received: number) => void) {
  let received = 0
  await Promise.all(
    files.map(async ({ url }) => {
      const response = await fetch(url).catch(() => Promise.reject(new DownloadError()))
      if (!response.ok || !response.body) throw new DownloadError(response.status)
      const reader = response.body.getReader()
      for (;;) {
        const chunk = await reader.read().catch(() => Promise.reject(new DownloadError()))
        if (chunk.done) break
        received += chunk.value.byteLength
        onProgress(received)
      }
    }),
  )
}

/**
 * Whether the decap-server at `url` (`npm run cms`) publishes at once: in fs mode it keeps no drafts, and Decap
 * drops its workflow. The same question Decap asks it at init; unanswered, Decap says the server is missing.
 */
async function publishesAtOnce(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' })
    const { publish_modes: modes } = (await response.json()) as { publish_modes?: unknown }
    return Array.isArray(modes) && !modes.includes("editorial_workflow")
  } catch {
    return false
  }
}

async function open() {
  const { decap, preview, config } = EDITOR_BOOT
  const total = decap.files.reduce((sum, file) => sum + file.bytes, 0)
  let received = 0
  try {
    await download(decap.files, (bytes) => showProgress((received = bytes), total))
  } catch (error) {
    const failed = error instanceof DownloadError && error.status
    showNotice(failed ? EDITOR_TEXTS.serverFailed(failed) : EDITOR_TEXTS.networkFailed(Math.floor((100 * received) / total)), {
      reload: EDITOR_TEXTS.reload,
    })
    return
  }
  if (status) status.textContent = EDITOR_TEXTS.starting
  let editor: Decap
  try {
    editor = ((await import(decap.entry)) as { decap: Decap }).decap
    // Decap checks the configuration itself at init; its declared CmsConfig is narrower than the one we derive.
    // `npm run cms`: «Ver no site» opens the site served beside this page, not the public address.
    const local = config.local_backend ? { site_url: location.origin, display_url: location.origin } : {}
    if (config.local_backend && (await publishesAtOnce(config.local_backend.url))) editor.publishesAtOnce()
    editor.CMS.init({ config: { ...config, ...local } as unknown as CmsConfig })
  } catch (error) {
    console.error(error)
    showNotice(EDITOR_TEXTS.editorFailed, { reload: EDITOR_TEXTS.reload })
    return
  }
  document.getElementById("editor-status")?.remove()
  // The preview is no safety part: without it the editor still works, with a plain preview.
  import(preview.entry)
    .then(({ registerPreviews }: { registerPreviews(decap: Decap, style: string): void }) => registerPreviews(editor, preview.style))
    .catch((error: unknown) => console.error(error))
}

if (isRaised("refused")) {
  // inside a frame: setup.ts has said why
} else if (!isRaised("photoGuard")) {
  showNotice(EDITOR_TEXTS.guardMissing, { reload: EDITOR_TEXTS.reload })
} else {
  void open()
}
