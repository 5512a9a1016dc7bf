// A fake sign-in window (node:vm) running a handshake page's script, its opener a stand-in for Decap's NetlifyAuthenticator: it
// takes messages sent to its own origin, answers "authorizing:github" and records the outcome. Every message is delivered at once.
import vm from "node:vm"

/** A paragraph's text by id ("estado", "o-que-fazer"), as written (none of the texts has a character HTML escapes). */
export const paragraph = (html: string, id: string) => new RegExp(`<p id="${id}"[^>]*>([^<]*)</p>`).exec(html)?.[1]

/** Opens `html` as the sign-in window, opened by an editor at `editorOrigin` (null: none). */
export function openSignInWindow(html: string, editorOrigin: string | null) {
  const queue: (() => void)[] = []
  const timers: (() => void)[] = []
  const listeners = new Set<(event: unknown) => void>()
  const postedToOpener: { data: unknown; targetOrigin: string }[] = []
  let outcome: { kind: "success" | "error"; payload: Record<string, string> } | undefined
  const statusLine = { textContent: paragraph(html, "estado") ?? "" }

  const opener = {
    postMessage(data: unknown, targetOrigin: string) {
      postedToOpener.push({ data, targetOrigin })
      if (targetOrigin === editorOrigin || targetOrigin === "*") queue.push(() => editorReceives(data))
    },
  }
  // The editor's two listeners, in Decap's order: the handshake, then the outcome.
  let handshakeDone = false
  function editorReceives(data: unknown) {
    if (typeof data !== "string") return
    if (!handshakeDone && data === "authorizing:github") {
      handshakeDone = true
      deliverToWindow({ data, origin: editorOrigin as string, source: opener })
      return
    }
    const match = handshakeDone && !outcome ? /^authorization:github:(success|error):(.+)$/.exec(data) : null
    if (match) outcome = { kind: match[1] as "success" | "error", payload: JSON.parse(match[2]) }
  }
  function deliverToWindow(event: { data: unknown; origin: string; source: unknown }) {
    queue.push(() => [...listeners].forEach((listener) => listener(event)))
  }
  function settle() {
    for (let step = 0; queue.length > 0; step++) {
      if (step > 100) throw new Error("the messages never settle")
      ;(queue.shift() as () => void)()
    }
  }

  const window = {
    opener: editorOrigin === null ? null : opener,
    addEventListener: (type: string, listener: (event: unknown) => void) => type === "message" && listeners.add(listener),
    removeEventListener: (type: string, listener: (event: unknown) => void) => type === "message" && listeners.delete(listener),
  }
  const document = { getElementById: (id: string) => (id === "estado" ? statusLine : null) }
  const setTimeout = (callback: () => void) => timers.push(callback)

  const scripts = Array.from(html.matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g), (match) => match[1])
  if (scripts.length !== 1) throw new Error(`the page has ${scripts.length} inline scripts, not 1`)
  vm.runInNewContext(scripts[0], { window, document, setTimeout })
  settle()

  return {
    /** Every postMessage to the opener, delivered or not; the outcome the editor accepted, if any. */
    postedToOpener,
    editorOutcome: () => outcome,
    /** A message arriving at the window, from its opener unless `fromOpener` is false. */
    receive({ data, origin, fromOpener = true }: { data: unknown; origin: string; fromOpener?: boolean }) {
      deliverToWindow({ data, origin, source: fromOpener ? opener : {} })
      settle()
    },
    /** Runs the page's pending timers (its wait for the editor's answer); what its status line says. */
    runTimers: () => timers.splice(0).forEach((timer) => timer()),
    status: () => statusLine.textContent,
  }
}
