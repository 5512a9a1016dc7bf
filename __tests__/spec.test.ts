// `npm run check:spec`, never `npm test`: which of the specification's texts (./spec.ts) data/ no longer says, and where.
import { hoursText } from "../src/lib/contactLinks"
import { readData } from "./data"
import { SPEC } from "./spec"

const texts = readData("interface.json")
const pages = readData("pages.json")
const site = readData("site.json")

type SpecText = Exclude<keyof typeof SPEC, "routes">

/** Where data/ keeps each specified text, and what it says there now (in Portuguese, as the pages show it). */
const IN_DATA: Record<SpecText, { field: string; says: unknown }> = {
  splashText: { field: "pages.json splash.loadingText", says: pages.splash.loadingText },
  nav: { field: "interface.json frame.nav", says: Object.values(texts.frame.nav) },
  contactButton: { field: "interface.json frame.contactButton", says: texts.frame.contactButton },
  heroButtons: {
    field: "interface.json hero.servicesButton, hero.contactButton",
    says: { services: texts.hero.servicesButton, contact: texts.hero.contactButton },
  },
  servicesCta: { field: "pages.json home.servicesCta", says: pages.home.servicesCta },
  backHome: { field: "interface.json gallery.backHome", says: texts.gallery.backHome },
  sending: { field: "interface.json form.sending", says: texts.form.sending },
  successToast: {
    field: "interface.json form.successTitle, form.successText",
    says: { title: texts.form.successTitle, description: texts.form.successText },
  },
  failureToast: {
    field: "interface.json form.failureTitle, form.failureText",
    says: { title: texts.form.failureTitle, description: texts.form.failureText },
  },
  notFoundHeading: { field: "pages.json notFound.heading", says: pages.notFound.heading },
  errorTitle: { field: "interface.json errorScreen.title", says: texts.errorScreen.title },
  openingHours: {
    field: "site.json openingHours, interface.json footer.closed",
    says: site.openingHours.map((hours: { label: string }) => `${hours.label} ${hoursText(hours as never, texts.footer.closed)}`),
  },
}

describe("data/ still says the specification's texts", () => {
  it.each((Object.keys(IN_DATA) as SpecText[]).map((key) => [key, IN_DATA[key].field]))("%s (data/%s)", (key) => {
    expect(IN_DATA[key as SpecText].says).toEqual(SPEC[key as SpecText])
  })
})
