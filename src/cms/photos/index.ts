/**
 * The photo guard between the maintainer and Decap (/admin/assets/photos/photos-<hash>.js): a file chosen or dropped is held
 * back before Decap's React sees it, prepared by the worker (./worker.ts) and handed on as a new event; on any
 * failure nothing is. It raises the "photoGuard" flag, without which Decap never starts (editor/start.ts).
 */
import { isRaised, raise } from "../../../editor/flags"
import type { WorkerReply, WorkerRequest } from "./worker"
import { PHOTO_TEXTS, type Limits, type Prepared, type Refusal } from "./prepare"

/** PHOTO_LIMITS (src/content/photoLimits.ts), written in by the build (src/build/editor/adminPhotos.ts). */
declare const PHOTO_LIMITS: Limits
/** The worker's content-hashed file name beside this one, written in by the build. */
declare const PHOTO_WORKER: string

/** A photo still not prepared after this is stopped: far past a 12 MP HEIC's time (PERFORMANCE.md). */
const TIME_LIMIT_SECONDS = 180

/** What the page tells tests and the bench (window.__photoPreparation), besides the live region. */
interface PreparationLog {
  prepared: Prepared[]
  refused: string[]
  /** Why each was refused: the cause, then the worker's words (English, for developers). */
  reasons: string[]
  /** Milliseconds from the pick to the prepared file handed to Decap, per photo. */
  milliseconds: number[]
}

const log: PreparationLog = { prepared: [], refused: [], reasons: [], milliseconds: [] }
const page = window as unknown as { __photoPreparation: PreparationLog }
page.__photoPreparation = log

function missingFeature(): string | undefined {
  const needs: [string, unknown][] = [
    ["Web Workers", globalThis.Worker],
    ["WebAssembly", globalThis.WebAssembly],
    ["OffscreenCanvas", globalThis.OffscreenCanvas],
    ["createImageBitmap", globalThis.createImageBitmap],
  ]
  return needs.find(([, feature]) => typeof feature === "undefined")?.[0]
}

/* ---- the live region ---- */

let panel: HTMLElement | undefined
let line: HTMLElement
let clock: HTMLElement
let bar: HTMLProgressElement
let cancelButton: HTMLButtonElement
let closeButton: HTMLButtonElement

const button = (text: string) => {
  const element = document.createElement("button")
  element.type = "button"
  element.textContent = text
  Object.assign(element.style, { marginTop: "0.5rem", marginInlineEnd: "0.5rem", font: "inherit", padding: "0.25rem 0.75rem" })
  return element
}

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
  // One live region for every state: a role that changes is not announced by some screen readers.
  line = document.createElement("p")
  line.setAttribute("role", "status")
  line.style.margin = "0 0 0.5rem"
  // The seconds, outside the live region: seen, not read out every second.
  clock = document.createElement("span")
  clock.setAttribute("aria-hidden", "true")
  bar = document.createElement("progress")
  bar.max = 1
  bar.style.width = "100%"
  bar.setAttribute("aria-label", PHOTO_TEXTS.region)
  cancelButton = button(PHOTO_TEXTS.cancel)
  cancelButton.addEventListener("click", () => current?.stop("cancelled"))
  closeButton = button(PHOTO_TEXTS.close)
  closeButton.addEventListener("click", () => panel && (panel.style.display = "none"))
  panel.append(line, clock, bar, cancelButton, closeButton)
  document.body.append(panel)
  return panel
}

function show(text: string, state: "working" | "done" | "failed", fraction?: number) {
  const box = ensurePanel()
  box.style.display = "block"
  box.dataset.state = state
  if (line.textContent !== text) line.textContent = text
  bar.hidden = state !== "working"
  // No fraction: a step that cannot report its progress (a HEIC's decode) shows a moving bar.
  if (fraction === undefined) bar.removeAttribute("value")
  else bar.value = fraction
  cancelButton.hidden = state !== "working"
  closeButton.hidden = state === "working"
  if (state !== "working") clock.textContent = ""
  box.style.borderColor = state === "failed" ? "#b3261e" : "#1a1a1a"
}

/* ---- the worker ---- */

let worker: Worker | undefined
let nextId = 1

/** The photo being prepared: one at a time. */
let current: { reply(reply: WorkerReply): void; stop(reason: Refusal, detail?: string): void } | undefined

/** The worker, started on the first photo; whatever it says goes to the photo being prepared. */
function startWorker(): Worker {
  if (worker) return worker
  worker = new Worker(new URL(PHOTO_WORKER, import.meta.url), { type: "module", name: "fotografias" })
  worker.onmessage = (event: MessageEvent<WorkerReply>) => current?.reply(event.data)
  // The worker's script failed to load or threw: an internal fault, never a hang.
  worker.onerror = (event) => {
    event.preventDefault()
    current?.stop("internal", event.message || "the worker failed")
  }
  worker.onmessageerror = () => current?.stop("internal", "a message from the worker could not be read")
  return worker
}

/** A worker that failed, timed out or was cancelled is ended, and the next photo starts a new one. */
function endWorker() {
  worker?.terminate()
  worker = undefined
}

function refusalText(reason: Refusal, name: string, what = ""): string {
  const texts = PHOTO_TEXTS.refused
  if (reason === "tooLarge") return texts.tooLarge(name, what)
  if (reason === "unsupported") return texts.unsupported(name, what)
  if (reason === "timeout") return texts.timeout(name, TIME_LIMIT_SECONDS)
  return texts[reason](name)
}

function refuse(file: File, reason: Refusal, detail = "", what?: string): undefined {
  log.refused.push(file.name)
  log.reasons.push(`${reason}: ${detail}`)
  show(refusalText(reason, file.name, what), "failed")
  return undefined
}

/** One file through the worker: the prepared file, or undefined (the maintainer has been told why). */
function prepareFile(file: File): Promise<File | undefined> {
  const started = performance.now()
  const id = nextId++
  const missing = missingFeature()
  if (missing) return Promise.resolve(refuse(file, "unsupported", missing, missing))
  show(PHOTO_TEXTS.progress(file.name, "read"), "working", 0)
  return new Promise((resolve) => {
    const tick = setInterval(() => (clock.textContent = `${Math.round((performance.now() - started) / 1000)} s`), 1000)
    const limit = setTimeout(() => finish(undefined, "timeout"), TIME_LIMIT_SECONDS * 1000)
    function finish(prepared: File | undefined, reason?: Refusal, detail?: string, what?: string) {
      if (current !== job) return
      current = undefined
      clearInterval(tick)
      clearTimeout(limit)
      if (reason) {
        if (reason !== "notPhoto" && reason !== "tooLarge" && reason !== "tooDetailed") endWorker()
        refuse(file, reason, detail, what)
      }
      resolve(prepared)
    }
    const job = {
      stop: (reason: Refusal, detail?: string) => finish(undefined, reason, detail),
      reply: (reply: WorkerReply) => {
        if (reply.id !== id) return
        if (reply.kind === "progress") show(PHOTO_TEXTS.progress(file.name, reply.step, reply.quality), "working", reply.fraction)
        else if (reply.kind === "failed") finish(undefined, reply.reason, reply.detail, reply.what)
        else {
          log.prepared.push(reply.prepared)
          log.milliseconds.push(performance.now() - started)
          finish(new File([reply.blob], reply.prepared.name, { type: reply.blob.type, lastModified: Date.now() }))
        }
      },
    }
    current = job
    try {
      const request: WorkerRequest = { id, file, limits: PHOTO_LIMITS }
      startWorker().postMessage(request)
    } catch (error) {
      finish(undefined, "internal", String(error))
    }
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

/** Hands the prepared files on where they were chosen, and only then says «Fotografia preparada». */
function handOn(target: Node, originals: File[], send: () => void) {
  if (!target.isConnected) {
    refuse(originals[originals.length - 1], "notHandedOn", "the dialog closed while the photo was prepared")
    return
  }
  send()
  show(PHOTO_TEXTS.done(log.prepared[log.prepared.length - 1]), "done")
}

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
    handOn(input, files, () => {
      input.files = asList(prepared).files
      const again = new Event("change", { bubbles: true })
      handingOn.add(again)
      input.dispatchEvent(again)
    })
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
    handOn(target, files, () => {
      const again = new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: asList(prepared) })
      handingOn.add(again)
      target.dispatchEvent(again)
    })
  })
}

/**
 * Escape closes Decap's photo library (react-modal) only from inside it; a tap on this panel, which lies outside
 * the library, leaves focus on the page. The key is handed on to the library then.
 */
function escapeToLibrary(event: KeyboardEvent) {
  const library = document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]')
  if (event.key !== "Escape" || !library || (event.target instanceof Node && library.contains(event.target))) return
  library.focus()
  library.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", code: "Escape", bubbles: true }))
}

// Capture on window: before React (which listens on its root) and anything else on the page.
// Inside a frame the editor does not start (editor/setup.ts), and neither does this.
if (!isRaised("refused")) {
  window.addEventListener("change", onChange, true)
  window.addEventListener("drop", onDrop, true)
  window.addEventListener("keydown", escapeToLibrary)
  raise("photoGuard")
}
