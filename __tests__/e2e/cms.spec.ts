/**
 * The content editor at /admin, used as a maintainer would (./editor.ts, run by the variant
 * build in ./variantSite.ts): it adds a gallery photo straight from a phone with its credit,
 * and renames a service. Then the files on disk, the build's content check and the built
 * pages all show the change. And a draft: saved, it stays off the published branch until a
 * second maintainer publishes it.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { expect, test } from "@playwright/test"
import { PT_PT_OVERRIDES } from "../../src/cms/locale"
import { CONTENT_FILES } from "../../src/content/schema"
import { CREDITS_SECTION_ID, ROUTES, SECTION_IDS, galleryPagePath } from "../../src/i18n/routes"
import { validateContent } from "../../src/content/validate"
import { branches, fileOnBranch, openEditor, publishDraft, PUBLISHED_BRANCH, RENAMED_SERVICE, saveDraft, setStatus } from "./editor"
import { PHONE_PHOTO, VARIANT_PAGES, VARIANT_PHOTOS, VARIANT_PHOTOS_PER_PAGE, variantSite, type VariantSite } from "./variantSite"

let site: VariantSite
test.beforeAll(async () => {
  site = await variantSite()
})

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(site.dir, "data", file), "utf8"))

test("the editor works in Portuguese, from this site alone, under its policy", () => {
  expect(site.editor.foreignRequests).toEqual([])
  expect(site.editor.violations).toEqual([])
  expect(site.editor.refusal).toMatch(/^Falta preencher um campo obrigatório/)
})

test("the new photo, its credit and the renamed service are in data/, as the content check wants them", () => {
  const photos = readJson("gallery.json").photos
  expect(photos).toHaveLength(VARIANT_PHOTOS)
  const { file, english, id, credit, ...texts } = PHONE_PHOTO
  const bilingual = Object.fromEntries(Object.entries(texts).map(([key, pt]) => [key, { pt, en: english[key as keyof typeof english] }]))
  expect(photos[VARIANT_PHOTOS - 1]).toEqual({ id, credit, ...bilingual, image: `images/${file}` })
  expect(fs.existsSync(path.join(site.dir, "data", "images", file))).toBe(true)
  expect(readJson("services.json").services[0].title.pt).toBe(RENAMED_SERVICE.to)
  // The files keep their shape: 2-space JSON; nothing else in them changed.
  const original = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../data/services.json"), "utf8"))
  original.services[0].title.pt = RENAMED_SERVICE.to
  expect(readJson("services.json")).toEqual(original)
  expect(fs.readFileSync(path.join(site.dir, "data", "services.json"), "utf8")).toMatch(/^\{\n {2}"services": \[\n/)
  expect(validateContent(path.join(site.dir, "data"))).toEqual([])
})

test(`the build shows them: the photo on the gallery's last page and its credit on ${ROUTES.gallery.pt}, the service on ${ROUTES.home.pt}`, async ({
  page,
}) => {
  // The new photo is the last on the gallery's last page.
  await page.goto(`${site.base}${galleryPagePath(VARIANT_PAGES)}`)
  await expect(page.getByTestId("gallery-grid").getByRole("listitem")).toHaveCount(
    VARIANT_PHOTOS - (VARIANT_PAGES - 1) * VARIANT_PHOTOS_PER_PAGE,
  )
  await expect(page.getByTestId("gallery-grid").getByRole("listitem").last()).toContainText(PHONE_PHOTO.title)
  await page.goto(`${site.base}${ROUTES.gallery.pt}`)
  await expect(page.locator(`#${CREDITS_SECTION_ID}`)).toContainText(PHONE_PHOTO.credit.author)
  await expect(page.locator(`#${CREDITS_SECTION_ID}`)).toContainText(PHONE_PHOTO.credit.source)
  await page.goto(`${site.base}${ROUTES.home.pt}`)
  await expect(page.locator(`#${SECTION_IDS.services}`).getByRole("heading", { name: RENAMED_SERVICE.to })).toBeAttached()
})

test("a change saved as a draft leaves the published branch as it was until it is published", async ({ browser }) => {
  test.setTimeout(3 * 60_000)
  // A clone of the variant's repository (as the editor session left it), so the other specs' files stay put.
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "zc-drafts-"))
  execFileSync("git", ["clone", "--quiet", "--branch", PUBLISHED_BRANCH, site.dir, repo])
  for (const [key, value] of [
    ["user.name", "Editor de teste"],
    ["user.email", "editor@localhost"],
  ])
    execFileSync("git", ["config", key, value], { cwd: repo })
  const file = "data/pages.json"
  const published = () => JSON.parse(fileOnBranch(repo, PUBLISHED_BRANCH, file))
  const before = published()
  const changed = `${before.home.title.pt} (nova versão)`
  const editor = await openEditor(browser, repo)
  const toolbar = PT_PT_OVERRIDES.editor.editorToolbar
  const label = CONTENT_FILES["pages.json"].label
  try {
    // One maintainer changes the home page's title and saves it: a draft.
    const first = await editor.signIn()
    await first.getByRole("link", { name: label, exact: true }).click()
    const title = first.getByLabel("Português", { exact: true }).first()
    await expect(title).toHaveValue(before.home.title.pt)
    await title.fill(changed)
    await saveDraft(first)
    await expect(first.getByRole("button", { name: toolbar.status.replace("%{status}", toolbar.draft) })).toBeVisible({ timeout: 60_000 })
    // The draft is a branch of its own; the published branch is unchanged.
    const draftBranch = "cms/conteudo/pages"
    expect(branches(repo)).toContain(draftBranch)
    expect(JSON.parse(fileOnBranch(repo, draftBranch, file)).home.title.pt).toBe(changed)
    expect(published()).toEqual(before)

    // A second maintainer finds it under «Fluxo de trabalho», in «Rascunhos», sets it «Pronto» and publishes it.
    const second = await editor.signIn()
    await second.getByRole("link", { name: PT_PT_OVERRIDES.app.header.workflow }).click()
    await expect(second.getByText(PT_PT_OVERRIDES.workflow.workflowList.draftHeader, { exact: true })).toBeVisible()
    await second.getByRole("link", { name: new RegExp(label) }).click()
    // Decap reads the draft from its branch through decap-server's git: as slow as a save when the machine is busy.
    await expect(second.getByLabel("Português", { exact: true }).first()).toHaveValue(changed, { timeout: 60_000 })
    await setStatus(second, "ready")
    await publishDraft(second)
    expect(published().home.title.pt).toBe(changed)
    expect(published()).toEqual({ ...before, home: { ...before.home, title: { ...before.home.title, pt: changed } } })
    expect(branches(repo)).not.toContain(draftBranch)
    expect(editor.session.foreignRequests).toEqual([])
    expect(editor.session.violations).toEqual([])
  } finally {
    await editor.close()
    fs.rmSync(repo, { recursive: true, force: true })
  }
})
