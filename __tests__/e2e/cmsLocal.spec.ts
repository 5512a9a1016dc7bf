// `npm run cms`'s editor: decap-server in fs mode keeps no drafts, so «Publicar» writes data/ at once; what a maintainer reads
// there («Publicado», a new photo «Nova», not «Rascunho»). The list page and a missing field refused: cmsPhotos.spec.ts.
// The first entry opened (the gallery) shows its photos and names each photo's buttons (editor/controls.ts).
import fs from "fs"
import os from "os"
import path from "path"
import { expect, test } from "@playwright/test"
import sharp from "sharp"
import { LIST_ITEM_TEXTS, PT_PT_OVERRIDES, PUBLISHES_AT_ONCE } from "../../src/cms/locale"
import { sidewaysPhoto } from "../photoFixtures"
import { addPhotoEntry, editorRepository, openEditor, preparation, publishAtOnce } from "./editor"

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
    await page.evaluate(fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"))
    const unnamed = await page.evaluate(async () => {
      const { axe } = window as unknown as { axe: { run(options: object): Promise<{ violations: { nodes: unknown[] }[] }> } }
      const { violations } = await axe.run({ runOnly: ["button-name", "aria-command-name"], iframes: false })
      return violations.flatMap((violation) => violation.nodes).length
    })
    expect(unnamed).toBe(0)
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
