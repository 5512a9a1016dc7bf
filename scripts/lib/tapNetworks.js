/**
 * The networks of the bench's throttled steps, named once: each a DevTools' network condition and
 * its name. The first taps (./firstTap.js) take them all; the other steps the slow two.
 */
const { THROTTLED_PHONE } = require("./siteVisible.js")

/** DevTools' network conditions for a round trip of `latency` ms, `down` and `up` in kbps. */
const conditions = (latency, down, up) => ({
  offline: false,
  latency,
  downloadThroughput: (down * 1024) / 8,
  uploadThroughput: (up * 1024) / 8,
})

/** A network's name, from its conditions: "150 ms, 1.6 Mbps". */
const networkName = ({ latency, downloadThroughput }) => {
  const kbps = (downloadThroughput * 8) / 1024
  return `${latency} ms, ${kbps >= 1024 ? `${kbps / 1024} Mbps` : `${kbps} kbps`}`
}

/**
 * The networks of the first taps, fastest first; the bench's other throttled steps take the slow two
 * (SLOW_NETWORKS). `fast` (issue 79): the app's scripts arrive during the splash, so the tap
 * meets them or their hydration; the first taps' alone, at 4× only (uploads about half the download, as
 * the phone's). The slow two (issue 46): THROTTLED_PHONE's (`phone`), and the slowest of the filmstrip's
 * (scripts/bench/filmstrip.mjs), where the splash leaves long before the app has run.
 */
const TAP_NETWORKS = [
  { conditions: conditions(5, 50 * 1024, 25 * 1024), fast: true },
  { conditions: conditions(40, 10 * 1024, 5 * 1024), fast: true },
  { conditions: THROTTLED_PHONE.network, phone: true },
  { conditions: conditions(400, 400, 400) },
].map((network) => ({ name: networkName(network.conditions), ...network }))

/** The slow two: the networks of the scripted visit, the editor's sign-in, the images in view and the scale. */
const SLOW_NETWORKS = TAP_NETWORKS.filter((network) => !network.fast)

module.exports = { TAP_NETWORKS, SLOW_NETWORKS }
