// `npm run cms`'s editor: decap-server in fs mode keeps no drafts, so «Publicar» writes data/ at once; what a maintainer reads
// there («Publicado», a new photo «Nova», not «Rascunho»). The list page and a missing field refused: cmsPhotos.spec.ts.
// The first entry opened (the gallery) shows its photos and names each photo's buttons (editor/listControl.ts); at 300
// photos, only those near the view are drawn in full.
import fs from "fs"
import os from "os"
import path from "path"
import { expect, test, type Page } from "@playwright/test"
import sharp from "sharp"
import { LIST_ITEM_TEXTS, PT_PT_OVERRIDES, PUBLISHES_AT_ONCE } from "../../src/cms/locale"
import { sidewaysPhoto } from "../photoFixtures"
import { addPhotoEntry, editorRepository, openEditor, preparation, publishAtOnce } from "./editor"

/** The number of buttons without an accessible name (axe-core's button-name and aria-command-name) on `page`. */
async function unnamedButtons(page: Page): Promise<number> {
  await page.evaluate(fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"))
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(options: object): Promise<{ violations: { nodes: unknown[] }[] }> } }
    const { violations } = await axe.run({ runOnly: ["button-name", "aria-command-name"], iframes: false })
    return violations.flatMap((violation) => violation.nodes).length
  })
}

test("the gallery shows its photos and names its buttons; «Publicar» writes data/ at once and says so; the photo library closes on Escape; a dragged photo moves", async ({
  browser,
}) => {
  test.setTimeout(4 * 60_000)
  const repo = editorRepository("zc-local-")
  const photo = path.join(os.tmpdir(), `zc-local-${process.pid}.jpg`)
  await sidewaysPhoto(photo, { width: 1200, height: 800, quality: 80 })
  const editor = await openEditor(browser, repo, "fs")
  try {
    const page = await editor.signIn()
    await page.getByRole("link", { name: "Galeria", exact: true }).click()
    const published = () =>
      JSON.parse(fs.readFileSync(path.join(repo, "data", "gallery.json"), "utf8")).photos as {
        id: string
        image: string
        title: { pt: string }
      }[]
    const [first] = published()
    // Every button has a name; a photo's say which photo they act on, its handle how it moves, in Portuguese.
    expect(await unnamedButtons(page)).toBe(0)
    const move = page.getByRole("button", { name: LIST_ITEM_TEXTS.move(first.title.pt), exact: true })
    await expect(move).toHaveAttribute("aria-roledescription", LIST_ITEM_TEXTS.moveRole)
    await expect(move).toHaveAccessibleDescription(LIST_ITEM_TEXTS.moveInstructions)
    // A photo's fields are made as it opens (editor/listItem.ts): none before.
    await expect(page.getByLabel("Título (português)", { exact: true })).toHaveCount(0)
    await page.getByRole("button", { name: LIST_ITEM_TEXTS.expand(first.title.pt), exact: true }).click()
    await expect(page.getByRole("button", { name: LIST_ITEM_TEXTS.collapse(first.title.pt), exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    )
    await expect(page.getByLabel("Título (português)", { exact: true })).toHaveValue(first.title.pt)
    // Opened while the photo library still loads, its field shows the photo itself, not a blank placeholder.
    const { width, height } = await sharp(path.join(repo, "data", first.image)).metadata()
    const shown = () =>
      page
        .locator("img")
        .first()
        .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])
    await expect.poll(shown, { timeout: 30_000 }).toEqual([width, height])
    await expect(page.getByRole("button", { name: LIST_ITEM_TEXTS.remove(first.title.pt), exact: true })).toBeVisible()
    await addPhotoEntry(page, photo, "machamba-local", "A machamba, neste computador")
    // Named again as its title is typed: only the items a change touches are (editor/controls.ts).
    await expect(page.getByRole("button", { name: LIST_ITEM_TEXTS.remove("A machamba, neste computador"), exact: true })).toBeVisible()
    await publishAtOnce(page)
    // The toast (react-toastify's alert), not the toolbar's own «Publicado».
    const toast = page.getByRole("alert").filter({ hasText: PUBLISHES_AT_ONCE.ui.toast.entrySaved })
    await expect(toast).toHaveText(PUBLISHES_AT_ONCE.ui.toast.entrySaved, { timeout: 60_000 })
    expect(fs.readFileSync(path.join(repo, "data", "gallery.json"), "utf8")).toContain("A machamba, neste computador")

    // The photo just published, in the library opened from its field: «Nova», never «Rascunho»; Escape closes it.
    await page.getByRole("button", { name: "Escolher outra fotografia" }).last().click()
    const library = page.getByRole("dialog")
    await expect(library).toBeVisible()
    await expect(library.getByText(PUBLISHES_AT_ONCE.mediaLibrary.mediaLibraryCard.draft, { exact: true }).first()).toBeVisible()
    await expect(library.getByText(PT_PT_OVERRIDES.editor.editorToolbar.draft, { exact: true })).toHaveCount(0)
    // The photos already committed are in it too: decap-server's library, read in a worker (editor/localPhotos.ts).
    await expect(library.getByText(path.basename(first.image), { exact: true })).toBeVisible()
    // Even once a tap on the preparation's summary, which lies outside the library, took focus out of it.
    await preparation(page).getByRole("status").click()
    await page.keyboard.press("Escape")
    await expect(library).toBeHidden()

    // A photo dragged by its handle below the next one moves, and the new order is published (editor/dndCore.ts).
    const [, second, third] = published()
    const handle = (photo: { title: { pt: string } }) =>
      page.getByRole("button", { name: LIST_ITEM_TEXTS.move(photo.title.pt), exact: true })
    await handle(second).scrollIntoViewIfNeeded()
    const [from, to] = [(await handle(second).boundingBox())!, (await handle(third).boundingBox())!]
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y + 10) * step) / 10)
    await page.mouse.up()
    await publishAtOnce(page)
    await expect.poll(() => published().slice(1, 3), { timeout: 60_000 }).toEqual([third, second])
    expect(editor.session.violations).toEqual([])
  } finally {
    await editor.close()
    fs.rmSync(photo, { force: true })
    fs.rmSync(repo, { recursive: true, force: true })
  }
})

test("at 300 photos, only those near the view are drawn in full; a placeholder opens by keyboard or pointer; typing is heard before leaving", async ({
  browser,
}) => {
  test.setTimeout(3 * 60_000)
  const repo = editorRepository("zc-long-", 300)
  const photos = JSON.parse(fs.readFileSync(path.join(repo, "data", "gallery.json"), "utf8")).photos as { title: { pt: string } }[]
  const button = (name: string) => page.getByRole("button", { name, exact: true })
  const editor = await openEditor(browser, repo, "fs")
  const page = await editor.signIn()
  try {
    await page.getByRole("link", { name: "Galeria", exact: true }).click()
    const [first, middle, late, last] = [photos[0], photos[150], photos[200], photos[299]].map((photo) => photo.title.pt)
    await expect(button(LIST_ITEM_TEXTS.move(first))).toBeVisible()
    // Far from the view, a placeholder: the photo's title and a named button that opens it.
    await expect(button(LIST_ITEM_TEXTS.expand(last))).toHaveCount(1)
    await expect(button(LIST_ITEM_TEXTS.move(last))).toHaveCount(0)
    expect(await page.locator("[aria-roledescription]").count()).toBeLessThan(60)
    expect(await unnamedButtons(page)).toBe(0)
    // Scrolled to, the last is drawn in full, and the first, now far, is a placeholder again.
    await button(LIST_ITEM_TEXTS.expand(last)).scrollIntoViewIfNeeded()
    await expect(button(LIST_ITEM_TEXTS.move(last))).toBeVisible()
    await expect(button(LIST_ITEM_TEXTS.move(first))).toHaveCount(0)
    // Reached by keyboard, a placeholder is drawn in full with focus on its own open button; Enter opens it.
    await button(LIST_ITEM_TEXTS.expand(middle)).focus()
    await expect(button(LIST_ITEM_TEXTS.move(middle))).toBeVisible()
    await expect(button(LIST_ITEM_TEXTS.expand(middle))).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(button(LIST_ITEM_TEXTS.collapse(middle))).toBeFocused()
    await expect(page.getByLabel("Título (português)", { exact: true })).toHaveValue(middle)
    // Clicked while far from the view, one opens at once, and stays drawn in full.
    await button(LIST_ITEM_TEXTS.expand(late)).dispatchEvent("click")
    await expect(button(LIST_ITEM_TEXTS.collapse(late))).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByLabel("Título (português)", { exact: true })).toHaveCount(2)
    expect(editor.session.violations).toEqual([])
    // Typed, and the page left at once: Decap hears the typing before it asks whether to leave (editor/controls.ts).
    let asked = ""
    page.once("dialog", (dialog) => (asked = dialog.type()))
    await page.getByLabel("Título (português)", { exact: true }).first().pressSequentially(" já")
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => asked).toBe("beforeunload")
  } finally {
    await editor.close()
    fs.rmSync(repo, { recursive: true, force: true })
  }
})
