// The contact form works without JavaScript; the EmailJS SDK and the toaster stay out of the first load.
import fs from "fs"
import path from "path"
import { groupScripts, type WebpackStats } from "../../src/build/html/pageFiles"
import { ROUTES, SECTION_IDS } from "../../src/i18n/routes"
import { decodeEntities, publicDir, readData, readRoute, scriptFiles } from "./html"

const site = readData("site.json")
/** The fields' labels as data/ words them (interface.json, form). */
const labels = readData("interface.json").form
const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats
const html = readRoute(ROUTES.home.pt)
// The first form after the element with id="contato" (however the home page wraps the section).
const contactStart = html.indexOf(`id="${SECTION_IDS.contact}"`)
const form = contactStart < 0 ? "" : (/<form[^>]*>[\s\S]*?<\/form>/.exec(html.slice(contactStart))?.[0] ?? "")

const labelFor = (name: string) => {
  const input = new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(form)?.[0] ?? ""
  const id = /id="([^"]+)"/.exec(input)?.[1]
  const label = new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(form)?.[1] ?? ""
  return {
    input,
    label: decodeEntities(label.replace(/<[^>]+>/g, " "))
      .replace(/\s+/g, " ")
      .trim(),
  }
}

describe(`the contact form in the static HTML of ${ROUTES.home.pt}`, () => {
  it.each([
    ["name", true],
    ["email", true],
    ["phone", false],
    ["company", false],
    ["message", true],
  ])(`has the %s field inside #${SECTION_IDS.contact}, with its visible label`, (name, required) => {
    const field = labelFor(name)
    expect(field.label.startsWith(labels[name])).toBe(true)
    expect(/\srequired(=""|\s|>|\/)/.test(field.input)).toBe(required)
    expect(field.input).toMatch(/maxLength="\d+"|maxlength="\d+"/)
  })

  it("falls back to the visitor's mail program without JavaScript", () => {
    expect(decodeEntities(form)).toContain(`action="mailto:${site.email}`)
    expect(form).toMatch(/method="post"/)
  })

  it("keeps the EmailJS SDK and the toaster out of the scripts the page loads first", () => {
    const scripts = scriptFiles(html)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(fs.readFileSync(path.join(publicDir, script), "utf8")).not.toContain("api.emailjs.com")
    // They come in the form's island chunk (src/features/contact/ContactSection.tsx), which loads apart.
    const island = groupScripts(stats, "island-contact").map((url) => url.slice(1))
    expect(scripts.filter((script) => island.includes(script))).toEqual([])
    expect(island.some((file) => fs.readFileSync(path.join(publicDir, file), "utf8").includes("api.emailjs.com"))).toBe(true)
  })
})
