/**
 * The editor page's part of photo preparation (/admin/photos/index.js, a few kilobytes): it
 * stands between the maintainer and Decap. A file chosen in the photo library's file input, or
 * dropped on the editor, is held back (the event stops before Decap's React sees it), prepared
 * by the worker (./worker.ts, started on the first photo: the libraries load only then), and
 * handed on to Decap as a new `change` (or `drop`) carrying the prepared JPEG instead. A file
 * that cannot be read is not handed on: Decap never sees it, so nothing is committed.
 *
 * Progress and the result are shown in Portuguese in a live region at the bottom of the page
 * (./prepare.ts, PHOTO_TEXTS), above Decap's photo library dialog.
 */
import type { WorkerReply, WorkerRequest } from "./worker"
import { PHOTO_TEXTS, type Limits, type Prepared } from "./prepare"

/** PHOTO_LIMITS (src/content/photoLimits.ts), written in by the build (src/build/adminPhotos.ts). */
declare const PHOTO_LIMITS: Limits

/** What the page tells tests and the bench (window.__photoPreparation), besides the live region. */
interface PreparationLog {
  prepared: Prepared[]
  refused: string[]
  /** Why each was refused, in the worker's words (English, for developers). */
  reasons: string[]
  /** Milliseconds from the pick to the prepared file handed to Decap, per photo. */
  milliseconds: number[]
}

const log: PreparationLog = { prepared: [], refused: [], reasons: [], milliseconds: [] }
;(window as unknown as { __photoPreparation: PreparationLog }).__photoPreparation = log

let worker: Worker | undefined
let nextId = 1
const pending = new Map<number, (reply: WorkerReply) => void>()

function startWorker(): Worker {
  if (worker) return worker
  worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: "fotografias" })
  worker.onmessage = (event: MessageEvent<WorkerReply>) => pending.get(event.data.id)?.(event.data)
  return worker
}

/* ---- the live region ---- */

let panel: HTMLElement | undefined
let line: HTMLElement
let bar: HTMLProgressElement
let closeButton: HTMLButtonElement

function ensurePanel(): HTMLElement {
  if (panel) return panel
  panel = document.createElement("section")
  panel.setAttribute("aria-label", PHOTO_TEXTS.region)
  panel.dataset.photoPreparation = ""
  Object.assign(panel.style, {
    position: "fixed",
    insetInline: "1rem",
    bottom: "1rem",
    zIndex: "2147483000",
    maxWidth: "44rem",
    margin: "0 auto",
    padding: "0.75rem 1rem",
    background: "#ffffff",
    color: "#1a1a1a",
    border: "2px solid #1a1a1a",
    borderRadius: "6px",
    boxShadow: "0 4px 16px rgba(0,0,0,0.25)",
    font: "15px/1.4 system-ui, sans-serif",
    display: "none",
  })
  line = document.createElement("p")
  line.setAttribute("role", "status")
  line.style.margin = "0 0 0.5rem"
  bar = document.createElement("progress")
  bar.max = 1
  bar.style.width = "100%"
  bar.setAttribute("aria-label", PHOTO_TEXTS.region)
  closeButton = document.createElement("button")
  closeButton.type = "button"
  closeButton.textContent = PHOTO_TEXTS.close
  Object.assign(closeButton.style, { marginTop: "0.5rem", font: "inherit", padding: "0.25rem 0.75rem" })
  closeButton.addEventListener("click", () => panel && (panel.style.display = "none"))
  panel.append(line, bar, closeButton)
  document.body.append(panel)
  return panel
}

function show(text: string, state: "working" | "done" | "failed", fraction = 0) {
  const box = ensurePanel()
  box.style.display = "block"
  box.dataset.state = state
  line.setAttribute("role", state === "failed" ? "alert" : "status")
  line.textContent = text
  bar.hidden = state !== "working"
  bar.value = fraction
  closeButton.hidden = state === "working"
  box.style.borderColor = state === "failed" ? "#b3261e" : "#1a1a1a"
}

/* ---- preparing ---- */

/** One file through the worker: the prepared JPEG, or undefined (the maintainer has been told why). */
function prepareFile(file: File): Promise<File | undefined> {
  const started = performance.now()
  const id = nextId++
  show(PHOTO_TEXTS.progress(file.name, "read"), "working", 0)
  return new Promise((resolve) => {
    pending.set(id, (reply) => {
      if (reply.kind === "progress") {
        show(PHOTO_TEXTS.progress(file.name, reply.step, reply.quality), "working", reply.fraction)
        return
      }
      pending.delete(id)
      if (reply.kind === "done") {
        log.prepared.push(reply.prepared)
        log.milliseconds.push(performance.now() - started)
        show(PHOTO_TEXTS.done(reply.prepared), "done")
        resolve(new File([reply.blob], reply.prepared.name, { type: "image/jpeg", lastModified: Date.now() }))
      } else {
        log.refused.push(file.name)
        log.reasons.push(reply.detail)
        show(reply.reason === "tooDetailed" ? PHOTO_TEXTS.tooDetailed(file.name) : PHOTO_TEXTS.unreadable(file.name), "failed")
        resolve(undefined)
      }
    })
    const request: WorkerRequest = { id, file, limits: PHOTO_LIMITS }
    startWorker().postMessage(request)
  })
}

/** Every file in turn; undefined when any could not be prepared (then none is handed on). */
async function prepareAll(files: File[]): Promise<File[] | undefined> {
  const out: File[] = []
  for (const file of files) {
    const prepared = await prepareFile(file)
    if (!prepared) return undefined
    out.push(prepared)
  }
  return out
}

const asList = (files: File[]) => {
  const transfer = new DataTransfer()
  for (const file of files) transfer.items.add(file)
  return transfer
}

/** Events this script sends on itself, which must reach Decap. */
const handingOn = new WeakSet<Event>()

function onChange(event: Event) {
  const input = event.target
  if (handingOn.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file") return
  const files = [...(input.files ?? [])]
  if (files.length === 0) return
  event.stopImmediatePropagation()
  void prepareAll(files).then((prepared) => {
    if (!prepared) {
      input.value = ""
      return
    }
    input.files = asList(prepared).files
    const again = new Event("change", { bubbles: true })
    handingOn.add(again)
    input.dispatchEvent(again)
  })
}

function onDrop(event: DragEvent) {
  const files = [...(event.dataTransfer?.files ?? [])]
  if (handingOn.has(event) || files.length === 0 || !(event.target instanceof Node)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  const target = event.target
  void prepareAll(files).then((prepared) => {
    if (!prepared) return
    const again = new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: asList(prepared) })
    handingOn.add(again)
    target.dispatchEvent(again)
  })
}

// Capture on window: before React (which listens on its root) and anything else on the page.
// Inside a frame the editor does not start (setup.js), and neither does this.
if (!(window as unknown as { __editorRefused?: boolean }).__editorRefused) {
  window.addEventListener("change", onChange, true)
  window.addEventListener("drop", onDrop, true)
}
