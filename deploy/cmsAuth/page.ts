/**
 * The page the sign-in window ends on: it hands the editor (Decap CMS, the window's opener) the
 * outcome of the sign-in through Decap's handshake, and tells the maintainer, in Portuguese,
 * what happened.
 *
 * Decap's side (decap-cms-lib-auth, `NetlifyAuthenticator`): the editor listens for the message
 * "authorizing:github" from the sign-in service's origin, answers it with the same text, then
 * takes "authorization:github:success:{json}" or "authorization:github:error:{json}" from that
 * origin. This page's side is locked to the site's own address:
 * - "authorizing:github" is posted to each allowed origin only (postMessage's targetOrigin), so
 *   an opener at any other address receives nothing;
 * - the outcome is posted only in answer to the handshake from the opener itself
 *   (`event.source`), from an allowed origin, and only to that origin;
 * - anything else is ignored; nothing is ever posted to "*".
 */
import { PAGE_TEXTS, type Failure } from "./texts"

export const PROVIDER = "github"

export type Outcome = { token: string } | { failure: Failure }

/** What the page's script is given: JSON, read as a JavaScript literal. */
interface HandshakeData {
  origins: string[]
  handshake: string
  message: string
  /** Texts the script shows as things happen; "" keeps what the page says. */
  done: string
  noOpener: string
  noAnswer: string
}

/** Milliseconds the page waits for the editor's answer before saying something is wrong. */
const ANSWER_TIMEOUT_MS = 10000

/** The inline script, plain ES5 (it runs as written, in any browser). `h`: the HandshakeData. */
const SCRIPT = `(function (h) {
  var opener = window.opener;
  var answered = false;
  function show(text) {
    var status = document.getElementById("estado");
    if (text && status) status.textContent = text;
  }
  if (!opener) {
    show(h.noOpener);
    return;
  }
  function receive(event) {
    if (answered || event.source !== opener || event.data !== h.handshake) return;
    if (h.origins.indexOf(event.origin) === -1) return;
    answered = true;
    window.removeEventListener("message", receive, false);
    opener.postMessage(h.message, event.origin);
    show(h.done);
  }
  window.addEventListener("message", receive, false);
  for (var i = 0; i < h.origins.length; i++) opener.postMessage(h.handshake, h.origins[i]);
  setTimeout(function () {
    if (!answered) show(h.noAnswer);
  }, ${ANSWER_TIMEOUT_MS});
})`

/** JSON that is safe inside a <script> element (no "</script>", no line separators). */
const scriptLiteral = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string)

/** Decap's message for an outcome: "authorization:github:success:{"token":…,"provider":"github"}" or ":error:{…}". */
function outcomeMessage(outcome: Outcome): string {
  if ("token" in outcome) return `authorization:${PROVIDER}:success:${JSON.stringify({ token: outcome.token, provider: PROVIDER })}`
  const { message, action } = outcome.failure
  return `authorization:${PROVIDER}:error:${JSON.stringify({ message: `${message} ${action}`, provider: PROVIDER })}`
}

/** The whole page. `origins`: the allowed origins (may be empty: then nothing is posted); `nonce`: the CSP nonce. */
export function handshakePage(outcome: Outcome, origins: readonly string[], nonce: string): string {
  const failure = "failure" in outcome ? outcome.failure : undefined
  const data: HandshakeData = {
    origins: [...origins],
    handshake: `authorizing:${PROVIDER}`,
    message: outcomeMessage(outcome),
    done: failure ? "" : PAGE_TEXTS.success,
    noOpener: failure ? "" : PAGE_TEXTS.noOpener,
    noAnswer: failure ? "" : PAGE_TEXTS.noAnswer,
  }
  const status = failure ? failure.message : PAGE_TEXTS.waiting
  return `<!doctype html>
<html lang="pt-PT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(PAGE_TEXTS.title)}</title>
<style nonce="${nonce}">body{font:1.05rem/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.3rem;color:#1c512d}</style>
</head>
<body>
<h1>${escapeHtml(PAGE_TEXTS.title)}</h1>
<p id="estado" role="status">${escapeHtml(status)}</p>
${failure ? `<p id="o-que-fazer">${escapeHtml(failure.action)}</p>\n` : ""}<script nonce="${nonce}">${SCRIPT}(${scriptLiteral(data)});</script>
</body>
</html>
`
}

/** A page with no handshake at all, for what is not a sign-in (an unknown address, a wrong method). */
export function plainPage(text: string): string {
  return `<!doctype html>
<html lang="pt-PT">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(PAGE_TEXTS.title)}</title></head>
<body><p>${escapeHtml(text)}</p></body>
</html>
`
}
