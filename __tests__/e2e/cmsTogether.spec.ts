// Two maintainers in the editor at once, through decap-server in fs mode (`npm run cms`): no save erases what the other saved
// or what reached data/ another way (editor/guard.ts). A draft another saved meanwhile, saved into: guard.test.ts, and over
// the published editor's GitHub backend, guardGitHub.test.ts. The merge's own cases: __tests__/unit/cms/merge.test.ts.
import fs from "fs"
import path from "path"
import { expect, test, type Page } from "@playwright/test"
import { PUBLISHES_AT_ONCE } from "../../src/cms/locale"
import { GUARD_TEXTS } from "../../editor/texts"
import { editorRepository, openEditor, publishAtOnce } from "./editor"

type Gallery = { photos: { id: string; title: { pt: string } }[] }

const title = (page: Page, index: number) => page.getByLabel("Título (português)", { exact: true }).nth(index)
/** A photo's title, the list's own toggle first opening every photo (a photo's fields are made as it opens, and Decap may draw the entry again as it loads). */
async function openTitle(page: Page, index: number) {
  if (!(await title(page, index).isVisible())) await page.getByTestId("expand-button").first().click()
  return title(page, index)
}
const setTitle = (page: Page, index: number, text: string) =>
  expect(async () => {
    await (await openTitle(page, index)).fill(text, { timeout: 2_000 })
    await expect(title(page, index)).toHaveValue(text, { timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
const expectTitle = (page: Page, index: number, text: string) =>
  expect(async () => expect(await openTitle(page, index)).toHaveValue(text, { timeout: 2_000 })).toPass({ timeout: 60_000 })
const openGallery = (page: Page) => page.getByRole("link", { name: "Galeria", exact: true }).click()
/** Publishes and waits for «Publicado» (maybe an earlier save's, still shown: the file tells when it landed). */
async function publish(page: Page) {
  await publishAtOnce(page)
  await expect(page.getByRole("alert").filter({ hasText: PUBLISHES_AT_ONCE.ui.toast.entrySaved }).first()).toBeVisible({ timeout: 60_000 })
}
/** The tab shown again, as after a maintainer comes back to it. */
const comeBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")))

test("two maintainers' saves and a change on disk all land; the same field changed by both is asked", async ({ browser }) => {
  test.setTimeout(6 * 60_000)
  const repo = editorRepository("zc-together-")
  const galleryPath = path.join(repo, "data", "gallery.json")
  const gallery = (): Gallery => JSON.parse(fs.readFileSync(galleryPath, "utf8"))
  const original = gallery()
  const last = original.photos.length - 1
  const editor = await openEditor(browser, repo, "fs")
  try {
    const [first, second] = [await editor.signIn(), await editor.signIn()]
    await openGallery(first)
    await openGallery(second)

    // Different photos: both titles land, and the second is told its save brought in the other's.
    await setTitle(first, 0, "Título da primeira pessoa")
    await publish(first)
    await setTitle(second, last, "Título da segunda pessoa")
    await publish(second)
    await expect(second.getByText(GUARD_TEXTS.mergedOnSave("Galeria"))).toBeVisible()
    await expect
      .poll(() => gallery().photos.map((photo) => photo.title.pt))
      .toEqual(["Título da primeira pessoa", ...original.photos.slice(1, last).map((photo) => photo.title.pt), "Título da segunda pessoa"])

    // Another person's commit reaches data/ (a photo added, one removed), while the first edits a third title.
    const onDisk = gallery()
    onDisk.photos.splice(1, 1)
    onDisk.photos.push({ ...structuredClone(onDisk.photos[0]), id: "galeria-chegou-pelo-git", title: { pt: "Chegou pelo git" } })
    fs.writeFileSync(galleryPath, `${JSON.stringify(onDisk, null, 2)}\n`)
    await comeBack(first)
    await expect(first.getByText(GUARD_TEXTS.changedElsewhere("Galeria"))).toBeVisible()
    await setTitle(first, 2, "Outra da primeira pessoa")
    await publish(first)
    await expect.poll(() => gallery().photos[1].title.pt).toBe("Outra da primeira pessoa")
    const afterDisk = gallery()
    expect(afterDisk.photos.map((photo) => photo.id)).toEqual(onDisk.photos.map((photo) => photo.id))
    expect(afterDisk.photos.at(-2)!.title.pt).toBe("Título da segunda pessoa")

    // The same field: the second, who never saw the first's title, is asked; cancelling saves nothing and keeps the text.
    await setTitle(second, 0, "A segunda muda a primeira")
    await publishAtOnce(second)
    const question = second.getByRole("dialog", { name: GUARD_TEXTS.conflictTitle })
    await expect(
      question.getByRole("heading", { name: `Galeria › Fotografias › ${original.photos[0].title.pt} › Título (português)` }),
    ).toBeVisible()
    await expect(question.getByText("Título da primeira pessoa", { exact: true })).toBeVisible()
    await expect(question.getByText("A segunda muda a primeira", { exact: true })).toBeVisible()
    await question.getByRole("button", { name: GUARD_TEXTS.cancel }).click()
    await expect(second.getByText(GUARD_TEXTS.notSaved, { exact: false })).toBeVisible()
    await expect(title(second, 0)).toHaveValue("A segunda muda a primeira")
    expect(gallery()).toEqual(afterDisk)
    await publishAtOnce(second)
    await question.getByRole("button", { name: GUARD_TEXTS.keepMine }).click()
    await expect(second.getByText(GUARD_TEXTS.mergedOnSave("Galeria"))).toBeVisible({ timeout: 60_000 })
    const settled = gallery()
    expect(settled.photos.map((photo) => photo.id)).toEqual(onDisk.photos.map((photo) => photo.id))
    expect(settled.photos.map((photo) => photo.title.pt)).toEqual([
      "A segunda muda a primeira",
      ...afterDisk.photos.slice(1).map((photo) => photo.title.pt),
    ])

    // The first comes back to the tab, is told, and brings the change into the editor.
    await comeBack(first)
    const notice = first.getByRole("alert").filter({ hasText: GUARD_TEXTS.changedElsewhere("Galeria") })
    await notice.getByRole("button", { name: GUARD_TEXTS.bringIn }).click()
    await expectTitle(first, 0, "A segunda muda a primeira")
    await expectTitle(first, settled.photos.length - 1, "Chegou pelo git")

    expect(editor.session.violations).toEqual([])
  } finally {
    await editor.close()
    fs.rmSync(repo, { recursive: true, force: true })
  }
})
