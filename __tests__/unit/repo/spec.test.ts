/** The route table and data/ say what the specification fixes word for word (__tests__/spec.ts). */
import { ROUTES } from "../../../src/i18n/routes"
import { hoursText } from "../../../src/lib/contactLinks"
import { readData } from "../../data"
import { SPEC } from "../../spec"

const texts = readData("interface.json")
const pages = readData("pages.json")
const site = readData("site.json")

describe("the specification's routes and texts", () => {
  it("are the route table's", () => {
    expect(ROUTES).toEqual(SPEC.routes)
  })

  it("are data/'s Portuguese texts", () => {
    expect({
      splashText: pages.splash.loadingText,
      nav: Object.values(texts.frame.nav),
      contactButton: texts.frame.contactButton,
      heroButtons: { services: texts.hero.servicesButton, contact: texts.hero.contactButton },
      servicesCta: pages.home.servicesCta,
      backHome: texts.gallery.backHome,
      sending: texts.form.sending,
      successToast: { title: texts.form.successTitle, description: texts.form.successText },
      failureToast: { title: texts.form.failureTitle, description: texts.form.failureText },
      notFoundHeading: pages.notFound.heading,
      errorTitle: texts.errorScreen.title,
      openingHours: site.openingHours.map((hours: { label: string }) => `${hours.label} ${hoursText(hours as never, texts.footer.closed)}`),
    }).toEqual(Object.fromEntries(Object.entries(SPEC).filter(([key]) => key !== "routes")))
  })
})
