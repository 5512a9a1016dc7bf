/**
 * A script policy without 'unsafe-inline': every built page allows exactly its own inline
 * scripts, by hash.
 *
 * Every page carries inline scripts (Gatsby's page path and chunk mapping, the app-script
 * loader), and their text changes with every build, so their hashes can only be known after it.
 * gatsby-node's onPostBuild (after deferAppScripts has written the last of them) computes the
 * SHA-256 of each and puts the page's policy in a `<meta http-equiv="Content-Security-Policy">`
 * in its <head>, before any script: after the leading metadata, the splash's stylesheet and the
 * page's preload hints (./preloadHints.ts), because Chromium's preload scanner stops at such a
 * meta. Browsers enforce it together with the header's policy (src/build/securityHeaders.ts):
 * a script runs only if both allow it, so the page's effective script policy is this one,
 * whatever host serves it (Gatsby adapters, nginx, a CDN): no header file has to be rewritten
 * after each build. A meta policy cannot carry frame-ancestors, report-uri or sandbox: those
 * stay in the header.
 *
 * Data blocks (`type="application/json"`, JSON-LD) are never executed and need no hash.
 */
import { createHash } from "crypto"

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/gi
/** Where the policy goes: after <head>'s leading <meta>s, the splash's <style> and the preload hints, before anything else. */
const POLICY_PLACE = /<head\b[^>]*>(?:<meta [^>]*>)*(?:<style>[^<]*<\/style>(?:<link rel="preload"[^>]*>)*)?/i
const EXECUTABLE_TYPES = ["", "text/javascript", "application/javascript", "module"]

const attribute = (attributes: string, name: string) => {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attributes)
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined
}

/** The text of every inline script the browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  return Array.from(html.matchAll(SCRIPT))
    .filter(
      ([, attributes]) =>
        attribute(attributes, "src") === undefined && EXECUTABLE_TYPES.includes((attribute(attributes, "type") ?? "").trim().toLowerCase()),
    )
    .map(([, , content]) => content)
}

/** A CSP source for one script's text: 'sha256-…' of its UTF-8 bytes. */
export const scriptHash = (content: string) => `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`

/**
 * The page's script policy: its own files, exactly its inline scripts, and `sources` (the
 * origins of scripts the page may load from elsewhere: Google's reCAPTCHA, when configured).
 */
export function scriptPolicy(html: string, sources: readonly string[] = []): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))]
  return ["script-src", "'self'", ...sources, ...hashes].join(" ")
}

/**
 * The page with its script policy in <head>, before any script (any earlier one replaced, so
 * running it twice changes nothing). A page without <head> comes back unchanged.
 */
export function withScriptPolicy(html: string, sources: readonly string[] = []): string {
  const page = html.replace(POLICY_META, "")
  if (!POLICY_PLACE.test(page)) return html
  const meta = `<meta http-equiv="Content-Security-Policy" content="${scriptPolicy(page, sources)}"/>`
  return page.replace(POLICY_PLACE, (head) => head + meta)
}
