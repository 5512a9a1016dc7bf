/**
 * Debian's Chromium and the flags it needs on these machines (no sandbox as root, no GPU,
 * and no background connections: the network is closed and refused requests pile up).
 * Shared by the Playwright config and `npm run bench`. Never download a browser.
 */
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium"

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

module.exports = { chromePath, chromiumArgs }
