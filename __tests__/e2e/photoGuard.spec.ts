/** The photo guard on its own (src/cms/photos), on the built /admin with Decap's files refused. The real editor: cmsPhotos.spec.ts. */
import fs from "fs"
import os from "os"
import path from "path"
import type http from "http"
import { expect, test, type Page } from "@playwright/test"
import sharp from "sharp"
import { FLAGS } from "../../editor/flags"
import { INPUT_CAPS, PHOTO_TEXTS } from "../../src/cms/photos/prepare"
import { coloursAt, deltaE } from "../photoFixtures"
import { servePublishedEditor } from "./editor"

const FIXTURES = path.join(__dirname, "fixtures")
/** A red inside sRGB's gamut, written in Display P3 by the fixtures (p3Photo.heic; the JPEG below). */
const RED = [0xc8, 0x28, 0x28]

let work: string
let server: http.Server
let adminUrl: string
test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "zc-guard-files-"))
  ;({ url: adminUrl, server } = await servePublishedEditor())
})
test.afterAll(() => {
  server?.close()
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

const panel = (page: Page) => page.locator("[data-photo-preparation]")

/** /admin with its guard in place and a file input of its own (Decap's is what the guard stands before). */
async function openGuard(page: Page) {
  await page.route("**/admin/assets/decap/**", (route) => route.abort())
  await page.goto(adminUrl)
  await page.waitForFunction((flag) => (window as unknown as Record<string, unknown>)[flag] === true, FLAGS.photoGuard)
  await page.evaluate(() => {
    const input = document.createElement("input")
    input.type = "file"
    input.id = "picker"
    document.body.prepend(input)
  })
}

async function pick(page: Page, file: string) {
  await page.setInputFiles("#picker", file)
  await expect(panel(page)).toHaveAttribute("data-state", /done|failed/, { timeout: 60_000 })
  return { state: await panel(page).getAttribute("data-state"), text: (await panel(page).getByRole("status").innerText()).trim() }
}

/** The file the guard handed on to the input, as Decap receives it. */
async function handedOn(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const { name, data } = await page.evaluate(async () => {
    const file = (document.getElementById("picker") as HTMLInputElement).files![0]
    return { name: file.name, data: [...new Uint8Array(await file.arrayBuffer())] }
  })
  return { name, bytes: Buffer.from(data) }
}

async function smallJpeg(name = "colheita.jpg") {
  const file = path.join(work, name)
  await sharp({ create: { width: 64, height: 48, channels: 3, background: "#e2501c" } })
    .jpeg()
    .toFile(file)
  return file
}

const cases: { name: string; route: string; answer: { status: number; contentType?: string } }[] = [
  { name: "the worker's script does not load", route: "**/admin/assets/photos/worker-*.js", answer: { status: 404 } },
  { name: "the encoder's WebAssembly is missing", route: "**/wasm/mozjpeg_enc-*.wasm", answer: { status: 404 } },
]
for (const { name, route, answer } of cases)
  test(`${name}: an internal fault, said as such, with «Fechar»`, async ({ page }) => {
    await page.route(route, (request) => request.fulfill({ status: answer.status, body: "não existe", contentType: "text/html" }))
    await openGuard(page)
    const result = await pick(page, await smallJpeg())
    expect(result).toEqual({ state: "failed", text: PHOTO_TEXTS.refused.internal("colheita.jpg") })
    await expect(panel(page).getByRole("button", { name: PHOTO_TEXTS.close })).toBeVisible()
    // The input was emptied: Decap got nothing.
    expect(await page.evaluate(() => (document.getElementById("picker") as HTMLInputElement).files!.length)).toBe(0)
  })

test("WebAssembly served as text/plain (an old nginx) still prepares; «Cancelar» stops the work, and the next photo is prepared by a new worker", async ({
  page,
}) => {
  await page.route("**/wasm/*.wasm", async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, headers: { ...response.headers(), "content-type": "text/plain" } })
  })
  const large = path.join(work, "grande.jpg")
  await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 95 })
    .toFile(large)
  await openGuard(page)
  await page.setInputFiles("#picker", large)
  await panel(page).getByRole("button", { name: PHOTO_TEXTS.cancel }).click()
  await expect(panel(page)).toHaveAttribute("data-state", "failed")
  await expect(panel(page).getByRole("status")).toHaveText(PHOTO_TEXTS.refused.cancelled("grande.jpg"))
  expect((await pick(page, await smallJpeg())).state).toBe("done")
})

test("a Display P3 red stays red (a phone's JPEG, an iPhone's HEIC); libheif is set up once for every HEIC; a photo over the pixel cap is refused before it is decoded; a browser without OffscreenCanvas is told so; a photo whose dialog closed meanwhile is not called prepared", async ({
  page,
}) => {
  const fetched: string[] = []
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname))
  const jpeg = path.join(work, "p3.jpg")
  await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: RED[0], g: RED[1], b: RED[2] } } })
    .withIccProfile("p3")
    .jpeg({ quality: 95 })
    .toFile(jpeg)
  await openGuard(page)
  for (const [file, name] of [
    [jpeg, "p3.jpg"],
    [path.join(FIXTURES, "p3Photo.heic"), "p3photo.jpg"],
  ]) {
    expect((await pick(page, file)).state).toBe("done")
    const out = await handedOn(page)
    expect(out.name).toBe(name)
    const [centre] = await coloursAt(out.bytes, [0.5, 0.5])
    expect(deltaE(centre, RED)).toBeLessThanOrEqual(5)
  }
  for (const name of ["IMG_0001.HEIC", "IMG_0002.HEIC"]) {
    const file = path.join(work, name)
    fs.copyFileSync(path.join(FIXTURES, "iphonePhoto.heic"), file)
    expect((await pick(page, file)).text).toMatch(/^Fotografia preparada, «img_000\d\.jpg».*convertida de HEIC para JPEG/)
  }
  expect(fetched.filter((url) => /\/libheif-\w+\.wasm$/.test(url))).toHaveLength(1)

  // 70 megapixels of one colour: a small file that would need 280 MB decoded.
  const panorama = path.join(work, "panorama.png")
  await sharp({ create: { width: 10_000, height: 7_000, channels: 3, background: "#2f6b3a" } })
    .png({ compressionLevel: 9 })
    .toFile(panorama)
  const refused = await pick(page, panorama)
  expect(refused).toEqual({ state: "failed", text: PHOTO_TEXTS.refused.tooLarge("panorama.png", PHOTO_TEXTS.tooManyPixels(10_000, 7_000)) })
  expect(refused.text).toContain(`o máximo é ${INPUT_CAPS.megapixels}`)

  const bare = await page.context().newPage()
  await bare.addInitScript(() => delete (window as { OffscreenCanvas?: unknown }).OffscreenCanvas)
  await openGuard(bare)
  const unsupported = PHOTO_TEXTS.refused.unsupported("colheita.jpg", "OffscreenCanvas")
  expect(await pick(bare, await smallJpeg())).toEqual({ state: "failed", text: unsupported })
  // The dialog goes as soon as the preparation starts, so a small photo's quick preparation cannot end first (removed a
  // round trip later, it sometimes did, and was rightly called prepared).
  await page.evaluate(() => {
    const section = document.querySelector("[data-photo-preparation]")!
    const observer = new MutationObserver(() => {
      if (section.getAttribute("data-state") !== "working") return
      observer.disconnect()
      document.getElementById("picker")!.remove()
    })
    observer.observe(section, { attributeFilter: ["data-state"] })
  })
  await page.setInputFiles("#picker", await smallJpeg())
  await expect(panel(page)).toHaveAttribute("data-state", "failed", { timeout: 60_000 })
  await expect(panel(page).getByRole("status")).toHaveText(PHOTO_TEXTS.refused.notHandedOn("colheita.jpg"))
})
