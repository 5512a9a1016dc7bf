/**
 * Step 1 of the bench: what builds cost. A cold build of the site (for the Lighthouse runs, with
 * SITE_URL the bench server, so canonical URLs match), and in the same run the yardstick
 * (bench/gatsby-starter-default, built cold with this project's node_modules) and warm rebuilds
 * as a Gatsby-aware host makes them (.cache and public/ kept): after a one-word text edit and
 * after one more gallery photo. data/ is restored afterwards.
 */
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const { gatsbyBuild: runBuild, projectRoot: root } = require("../lib/gatsbyBuild.js")
const { testBuildEnv } = require("../lib/buildEnv.js")

/** `gatsby build` in `cwd`, printing its log (`clean`: rm -rf .cache public first); its seconds and steps' seconds. */
export async function gatsbyBuild({ cwd = root, env, clean = false, label }) {
  console.log(`\n=== ${label}`)
  if (clean) for (const folder of [".cache", "public"]) fs.rmSync(path.join(cwd, folder), { recursive: true, force: true })
  const build = await runBuild({ cwd, env, echo: true })
  if (build.status !== 0) throw new Error(`gatsby build failed in ${cwd} (exit ${build.status})`)
  return { seconds: build.seconds, ...build.steps }
}

/** The site's build environment for the bench: the bench server is the site's address. */
export const benchEnv = (port) => ({ ...testBuildEnv(), SITE_URL: `http://localhost:${port}` })

export const coldBuild = (port) =>
  gatsbyBuild({ env: benchEnv(port), clean: true, label: `Cold build (rm -rf .cache public; SITE_URL=http://localhost:${port})` })

/** Where the yardstick is built and kept (its public/ is served for Lighthouse side by side with the site's). */
export const STARTER_DIR = path.join(root, "bench-results", "gatsby-starter-default")

/** The yardstick: bench/gatsby-starter-default built cold, with this project's node_modules. */
export async function starterColdBuild() {
  fs.rmSync(STARTER_DIR, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(STARTER_DIR), { recursive: true })
  fs.cpSync(path.join(root, "bench", "gatsby-starter-default"), STARTER_DIR, { recursive: true })
  fs.symlinkSync(path.join(root, "node_modules"), path.join(STARTER_DIR, "node_modules"))
  return gatsbyBuild({ cwd: STARTER_DIR, env: process.env, clean: true, label: "Cold build of gatsby-starter-default (the yardstick)" })
}

/**
 * Warm rebuilds right after the cold build: a one-word text edit, then one more gallery photo (a
 * new image, not a copy: sharp would reuse the copy's renditions). data/ is restored afterwards,
 * and a last warm build puts public/ back as the content is, for the Lighthouse runs.
 */
export async function warmRebuilds(port) {
  const env = benchEnv(port)
  const dataDir = path.join(root, "data")
  const pagesFile = path.join(dataDir, "pages.json")
  const galleryFile = path.join(dataDir, "gallery.json")
  const originals = { [pagesFile]: fs.readFileSync(pagesFile, "utf8"), [galleryFile]: fs.readFileSync(galleryFile, "utf8") }
  const newPhoto = path.join(dataDir, "images", "bench-fotografia-nova.jpg")
  const restore = () => {
    for (const [file, text] of Object.entries(originals)) fs.writeFileSync(file, text)
    fs.rmSync(newPhoto, { force: true })
  }
  process.once("SIGINT", () => {
    restore()
    process.exit(130)
  })
  try {
    const pages = JSON.parse(originals[pagesFile])
    // Texts are { pt, en } (src/content/fields.ts): a word more in the Portuguese.
    pages.home.servicesIntro.pt = `${pages.home.servicesIntro.pt} Editado.`
    fs.writeFileSync(pagesFile, `${JSON.stringify(pages, null, 2)}\n`)
    const textEdit = await gatsbyBuild({ env, label: "Warm rebuild after a one-word text edit (data/pages.json)" })
    fs.writeFileSync(pagesFile, originals[pagesFile])

    const gallery = JSON.parse(originals[galleryFile])
    const model = gallery.photos[0]
    const { default: sharp } = await import("sharp")
    // A different image of the same size: the model mirrored and slightly darkened.
    await sharp(path.join(dataDir, model.image)).rotate().flop().modulate({ brightness: 0.9 }).jpeg({ quality: 85 }).toFile(newPhoto)
    // As the photo workflow would leave it: within the limits the build's content check holds it to.
    const { normalizePhoto } = await import("../lib/photos.ts")
    await normalizePhoto(newPhoto)
    gallery.photos.push({
      ...model,
      id: "bench-fotografia-nova",
      image: "images/bench-fotografia-nova.jpg",
      title: { pt: "Fotografia nova (bench)", en: "New photo (bench)" },
    })
    fs.writeFileSync(galleryFile, `${JSON.stringify(gallery, null, 2)}\n`)
    const addPhoto = await gatsbyBuild({ env, label: "Warm rebuild after adding one gallery photo" })
    restore()
    const back = await gatsbyBuild({ env, label: "Warm rebuild back to the content as it is (for the Lighthouse runs)" })
    return { textEdit, addPhoto, back }
  } finally {
    restore()
  }
}
