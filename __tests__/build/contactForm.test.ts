// The contact form works without JavaScript; the EmailJS SDK and the toaster stay out of the first load.
import { groupScripts, type WebpackStats } from "../../src/build/html/pageFiles"
import { ROUTES, SECTION_IDS } from "../../src/i18n/routes"
import { decodeEntities, fold, readData, readPublic, readRoute, scriptFiles } from "./html"

const site = readData("site.json")
/** The fields' labels as data/ words them (interface.json, form). */
const labels = readData("interface.json").form
const stats = JSON.parse(readPublic("webpack.stats.json")) as WebpackStats
const html = readRoute(ROUTES.home.pt)
// The first form after the element with id="contato" (however the home page wraps the section).
const contactStart = html.indexOf(`id="${SECTION_IDS.contact}"`)
const form = contactStart < 0 ? "" : (/<form[^>]*>[\s\S]*?<\/form>/.exec(html.slice(contactStart))?.[0] ?? "")

const labelFor = (name: string) => {
  const input = new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(form)?.[0] ?? ""
  const id = /id="([^"]+)"/.exec(input)?.[1]
  const label = new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(form)?.[1] ?? ""
  return { input, label: fold(decodeEntities(label.replace(/<[^>]+>/g, " "))) }
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

  it("keeps the EmailJS SDK and the toaster out of the scripts the page loads first, in the form's island chunk", () => {
    // That no page's first scripts hold the SDK: bundle.test.ts. The chunk: src/features/contact/ContactSection.tsx.
    const island = groupScripts(stats, "island-contact").map((url) => url.slice(1))
    expect(scriptFiles(html).filter((script) => island.includes(script))).toEqual([])
    expect(island.some((file) => readPublic(file).includes("api.emailjs.com"))).toBe(true)
  })
})
