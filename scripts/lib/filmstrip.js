/**
 * What a visitor sees, frame by frame: DevTools screencast frames (`Page.startScreencast`), which
 * Chromium takes from the compositor, so they show what was painted even while the page's main
 * thread is busy. Used by `npm run bench` (scripts/bench/filmstrip.mjs) and the splash's browser
 * tests (__tests__/e2e/splashTiming.spec.ts).
 *
 * A frame is told apart by its pixels: blank (a single colour: nothing painted yet), the splash
 * (mostly the splash's background colour) or the page.
 */
const crypto = require("node:crypto")
const sharp = require("sharp")

/** A frame is the splash when at least this share of its pixels is the splash's background colour. */
const SPLASH_SHARE = 0.6
/** A frame is blank when at least this share of its pixels is one colour. */
const BLANK_SHARE = 0.995

/**
 * Starts recording `session`'s page (a CDP session). Frames are small (`maxWidth` px wide): enough
 * to tell them apart. Returns `stop()`, which resolves to the frames: `{ timestamp, data }`,
 * timestamp in ms since the epoch (the clock of `performance.timeOrigin`), data a PNG's base64.
 */
async function startFilmstrip(session, { maxWidth = 206, maxHeight = 412 } = {}) {
  const frames = []
  const onFrame = (frame) => {
    frames.push({ timestamp: frame.metadata.timestamp * 1000, data: frame.data })
    session.send("Page.screencastFrameAck", { sessionId: frame.sessionId }).catch(() => undefined)
  }
  session.on("Page.screencastFrame", onFrame)
  await session.send("Page.startScreencast", { format: "png", everyNthFrame: 1, maxWidth, maxHeight })
  return {
    async stop() {
      await session.send("Page.stopScreencast").catch(() => undefined)
      session.off("Page.screencastFrame", onFrame)
      return frames
    },
  }
}

/** "#12321d" → [18, 50, 29]. */
const rgb = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))

/**
 * What one frame shows: `kind` ("blank", "splash" or "page"), the share of the splash's colour
 * (`splashColor`, "#rrggbb") in it, and a hash of its pixels (equal hashes: the same picture).
 */
async function describeFrame(frame, splashColor) {
  const { data, info } = await sharp(Buffer.from(frame.data, "base64")).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const [r, g, b] = rgb(splashColor)
  const pixels = info.width * info.height
  const counts = new Map()
  let splash = 0
  for (let at = 0; at < data.length; at += 3) {
    if (Math.abs(data[at] - r) <= 6 && Math.abs(data[at + 1] - g) <= 6 && Math.abs(data[at + 2] - b) <= 6) splash++
    const key = (data[at] << 16) | (data[at + 1] << 8) | data[at + 2]
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const commonest = Math.max(...counts.values())
  const splashShare = splash / pixels
  const kind = splashShare >= SPLASH_SHARE ? "splash" : commonest / pixels >= BLANK_SHARE ? "blank" : "page"
  return { kind, splashShare, hash: crypto.createHash("sha1").update(data).digest("hex") }
}

/** Every frame described, with its time on the page's clock (ms since its navigation started). */
async function describeFilmstrip(frames, { timeOrigin, splashColor }) {
  const described = []
  for (const frame of frames) described.push({ t: frame.timestamp - timeOrigin, ...(await describeFrame(frame, splashColor)), frame })
  return described
}

/**
 * The times (page clock) at which the picture changed while it showed the splash: the count's
 * steps as painted, whatever the main thread was doing.
 */
function splashChanges(described) {
  const changes = []
  let last = null
  for (const frame of described) {
    if (frame.kind !== "splash") continue
    if (frame.hash !== last) changes.push(frame.t)
    last = frame.hash
  }
  return changes
}

module.exports = { startFilmstrip, describeFilmstrip, splashChanges }
