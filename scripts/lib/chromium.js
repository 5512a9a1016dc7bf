/**
 * Debian's Chromium and the flags it needs on these machines (no sandbox as root, no GPU,
 * and no background connections: the network is closed and refused requests pile up).
 * Shared by the Playwright config and `npm run bench`. Never download a browser.
 *
 * Two builds of the same Chromium, both Debian packages:
 *  - `chromePath`, the browser itself (package chromium): what a visitor runs. `npm run bench`
 *    and the browser tests that judge what is painted and when (the timing project) use it.
 *  - `headlessShellPath`, its headless shell (package chromium-headless-shell): the same Blink and
 *    V8 without the browser's window machinery. The other browser tests, which check what the page
 *    does rather than how fast it paints, run in it: a page load there costs much less CPU time
 *    (docs/PERFORMANCE.md), and the tests are
 *    CPU-bound on 2 cores.
 *    Where it is not installed (or CHROME_HEADLESS_SHELL_PATH is set empty), they use `chromePath`.
 */
const fs = require("fs")

const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium"
const shell = process.env.CHROME_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell"
const headlessShellPath = shell !== "" && fs.existsSync(shell) ? shell : chromePath

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

module.exports = { chromePath, headlessShellPath, chromiumArgs }
