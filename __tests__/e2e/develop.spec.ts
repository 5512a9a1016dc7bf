// `gatsby develop` (`npm run develop`, `npm run cms`) on a scratch copy, whose code paths no production build takes: it starts,
// its pages render in both languages with no error, and it serves the editor's page.
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import net from "net"
import path from "path"
import { expect, test } from "@playwright/test"
import { ROUTES } from "../../src/i18n/routes"
import { GALLERY_TEASER_COUNT } from "../../src/content/schema"
import { scratchProject, shrinkPhotos, trimContent } from "../scratchProject"
import { navLabels } from "./site"

/** A cold start on a slow 2-core machine: the content check, the editor's bundles and the development bundle. */
const START_TIMEOUT_MS = 4 * 60_000

test.describe.configure({ mode: "serial", timeout: START_TIMEOUT_MS + 60_000 })

let dir = ""
let server: ChildProcess | undefined
let base = ""
let output = ""

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen(0, "localhost", () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 30_000)
  dir = scratchProject("zc-develop-")
  // Fewer and smaller photos: no code path depends on their number or size.
  trimContent(path.join(dir, "data"), { photos: GALLERY_TEASER_COUNT, slides: 1 })
  await shrinkPhotos(path.join(dir, "data"))
  const port = await freePort()
  // As on a maintainer's computer: seeing CI (through ci-info), Gatsby turns Query on Demand (and its loading indicator) off.
  const { CI: _ci, CONTINUOUS_INTEGRATION: _continuous, BUILD_NUMBER: _build, RUN_ID: _run, ...env } = process.env
  base = `http://localhost:${port}`
  server = spawn(
    process.execPath,
    [path.join(dir, "node_modules/gatsby/cli.js"), "develop", "--port", String(port), "--host", "localhost"],
    {
      cwd: dir,
      env: { ...env, GATSBY_TELEMETRY_DISABLED: "1", WEBPACK_CACHE: "off" },
      // Its own process group: gatsby develop starts workers of its own, stopped with it.
      detached: true,
    },
  )
  await new Promise<void>((resolve, reject) => {
    const fail = (what: string) => {
      clearTimeout(timer)
      reject(new Error(`gatsby develop ${what}:\n${output.slice(-3000)}`))
    }
    const timer = setTimeout(() => fail("did not start in time"), START_TIMEOUT_MS)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (/You can now view/.test(output)) {
        clearTimeout(timer)
        resolve()
      } else if (/ERROR|Failed to compile/.test(output)) fail("failed")
    }
    server!.stdout?.on("data", read)
    server!.stderr?.on("data", read)
    server!.once("exit", (code) => fail(`exited (${code})`))
  })
})

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

test("/ and /en/gallery render with their navigation, and nothing goes wrong in the browser; /admin/ is served, with the editor it loads", async ({
  page,
}) => {
  // Every error the page throws or logs, React's warnings (a hydration mismatch is one), and every request that failed.
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(String(error)))
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text().slice(0, 500))
  })
  page.on("response", (response) => response.status() >= 400 && errors.push(`${response.status()} ${new URL(response.url()).pathname}`))
  // A first load that takes over a second shows develop's loading indicator, which must leave cleanly.
  await page.route("**/page-data/**", async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await request.continue()
  })
  for (const [lang, route] of [
    ["pt", ROUTES.home.pt],
    ["en", ROUTES.gallery.en],
  ] as const) {
    await page.goto(`${base}${route}`)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 60_000 })
    const nav = page.getByRole("navigation").first()
    for (const label of navLabels(lang)) await expect(nav.getByRole("link", { name: label }).first()).toBeAttached()
    await expect(page.locator("first-render-loading-indicator")).toHaveCount(0)
    // Chakra's global CSS (production pages get it from the server): the token variables the CSS modules use.
    const token = () => getComputedStyle(document.documentElement).getPropertyValue("--chakra-colors-green-900").trim()
    expect(await page.evaluate(token), route).not.toBe("")
  }
  expect(errors).toEqual([])

  const answer = await page.request.get(`${base}/admin/`)
  expect(answer.status()).toBe(200)
  // Its stylesheet and three scripts (setup, the photo guard, start, which loads Decap once the guards have run).
  const scripts = Array.from(
    (await answer.text()).matchAll(/<(?:script[^>]* src|link rel="stylesheet" href)="([^"]+)"/g),
    (match) => match[1],
  )
  expect(scripts).toHaveLength(4)
  for (const script of scripts) expect((await page.request.get(`${base}${script}`)).status(), script).toBe(200)
})
