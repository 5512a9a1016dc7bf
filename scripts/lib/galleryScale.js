/**
 * The bench's gallery at scale (`npm run bench`, its scale table): the content of a scratch
 * copy of the project grown to N gallery photos, copies of the existing ones under new names,
 * and what /galeria then transfers on a phone before any scrolling.
 */
const fs = require("fs")
const path = require("path")
const { THROTTLED_PHONE, throttle } = require("./siteVisible.js")

/**
 * Rewrites `dataDir`/gallery.json with `count` photos: the existing ones first, then copies of
 * them in turn, each with its own image file (images/escala-<n>-<name>), id and title, and the
 * model's credit. Sharp processes every copy as a photo of its own: file names differ. With `sameImages`, a copy
 * names its model's image file instead (the editor's bench: nothing is built, and the photo library stays as it is).
 */
function growGallery(dataDir, count, { sameImages = false } = {}) {
  const file = path.join(dataDir, "gallery.json")
  const gallery = JSON.parse(fs.readFileSync(file, "utf8"))
  const models = gallery.photos
  const photos = []
  for (let i = 0; i < count; i++) {
    const model = models[i % models.length]
    if (i < models.length) {
      photos.push(model)
      continue
    }
    const image = sameImages ? model.image : `images/escala-${i + 1}-${path.posix.basename(model.image)}`
    if (!sameImages) fs.copyFileSync(path.join(dataDir, model.image), path.join(dataDir, image))
    photos.push({
      ...model,
      id: `${model.id}-escala-${i + 1}`,
      image,
      title: { pt: `${model.title.pt} (${i + 1})`, en: `${model.title.en ?? model.title.pt} (${i + 1})` },
    })
  }
  fs.writeFileSync(file, `${JSON.stringify({ ...gallery, photos }, null, 2)}\n`)
}

/** Bytes of every file under `dir`. */
function folderBytes(dir) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    total += entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size
  }
  return total
}

/**
 * What `url` transfers (bytes on the wire, by resource type) on a 375×812 phone screen at
 * DPR 2, with the bench's network and CPU throttling (THROTTLED_PHONE), until the network has
 * been quiet for `quietMs`, without any scrolling: the page, its scripts (also those started
 * after the main photo has painted), and the images the browser fetches for the first screen
 * and its lazy-loading margin.
 */
const PHONE_375 = { ...THROTTLED_PHONE.context, viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 }

async function transferBeforeScroll(browser, url, quietMs = 3000) {
  const context = await browser.newContext(PHONE_375)
  const page = await context.newPage()
  const session = await throttle(context, page)
  const byType = {}
  const types = new Map()
  let lastActivity = Date.now()
  session.on("Network.requestWillBeSent", ({ requestId, type }) => {
    types.set(requestId, type ?? "Other")
    lastActivity = Date.now()
  })
  session.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId) ?? "Other"
    byType[type] = (byType[type] ?? 0) + encodedDataLength
    lastActivity = Date.now()
  })
  await page.goto(url, { waitUntil: "load", timeout: 120_000 })
  while (Date.now() - lastActivity < quietMs) await page.waitForTimeout(250)
  const scrolled = await page.evaluate(() => window.scrollY)
  await context.close()
  if (scrolled !== 0) throw new Error(`${url} scrolled by itself (${scrolled} px)`)
  return { total: Object.values(byType).reduce((sum, bytes) => sum + bytes, 0), byType }
}

module.exports = { growGallery, folderBytes, transferBeforeScroll }
