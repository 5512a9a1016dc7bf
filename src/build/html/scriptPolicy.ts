/**
 * A script policy without 'unsafe-inline': each built page allows exactly its own inline scripts, by hash, in a
 * meta policy written after the build (their text changes with every build). Browsers enforce it together with
 * the header's (../hosting/securityHeaders.ts), so it holds on any host. It goes before any script but after the preload
 * hints (./preloadHints.ts): Chromium's preload scanner stops at such a meta. Data blocks need no hash.
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

/** The page's script policy: its own files, exactly its inline scripts, and `sources` (reCAPTCHA's, when configured). */
export function scriptPolicy(html: string, sources: readonly string[] = []): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))]
  return ["script-src", "'self'", ...sources, ...hashes].join(" ")
}

/** The page with its script policy in <head>, before any script (replacing an earlier one); without <head>, unchanged. */
export function withScriptPolicy(html: string, sources: readonly string[] = []): string {
  const page = html.replace(POLICY_META, "")
  if (!POLICY_PLACE.test(page)) return html
  const meta = `<meta http-equiv="Content-Security-Policy" content="${scriptPolicy(page, sources)}"/>`
  return page.replace(POLICY_PLACE, (head) => head + meta)
}
