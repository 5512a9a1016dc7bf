/**
 * /admin while Decap downloads (editor/start.ts): the page says in Portuguese how far the
 * download has got, and when it fails, whether the connection or the site did and how to retry.
 * Decap itself is never needed: the tests stop or refuse its files.
 */
import type http from "http"
import { expect, test } from "@playwright/test"
import { EDITOR_TEXTS } from "../../editor/texts"
import { servePublishedEditor } from "./editor"

const DECAP = "**/admin/assets/decap/**"

let server: http.Server
let adminUrl: string
test.beforeAll(async () => {
  ;({ url: adminUrl, server } = await servePublishedEditor())
})
test.afterAll(() => server?.close())

test("on a slow connection, the page says how much of the editor has arrived", async ({ page, context }) => {
  const session = await context.newCDPSession(page)
  await session.send("Network.enable")
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  })
  await page.goto(adminUrl)
  await expect(page.getByRole("status")).toHaveText(/^A transferir o editor de conteúdo: [\d ]+ de [\d ]+ KB \(([1-9]\d?) %\)\.$/, {
    timeout: 60_000,
  })
  expect(await page.locator("#editor-status progress").evaluate((bar: HTMLProgressElement) => bar.value)).toBeGreaterThan(0)
})

test("when the site does not send the editor, the page says so, with the error, and offers to reload", async ({ page }) => {
  await page.route(DECAP, (route) => route.fulfill({ status: 503, body: "" }))
  await page.goto(adminUrl)
  await expect(page.getByRole("alert")).toHaveText(EDITOR_TEXTS.serverFailed(503))
  await expect(page.getByRole("button", { name: EDITOR_TEXTS.reload })).toBeVisible()
})

test("when the connection fails, the page says so and how far the download had got", async ({ page }) => {
  await page.route(DECAP, (route) => route.abort("internetdisconnected"))
  await page.goto(adminUrl)
  await expect(page.getByRole("alert")).toHaveText(EDITOR_TEXTS.networkFailed(0))
  await expect(page.getByRole("button", { name: EDITOR_TEXTS.reload })).toBeVisible()
  await expect(page.getByRole("status")).toHaveCount(0)
})
