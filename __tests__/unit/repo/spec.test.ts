/**
 * The route table is the specification's (__tests__/spec.ts, SPEC.routes): the routes are code,
 * not content a maintainer edits. Whether data/ still says the specification's texts is the
 * opt-in `npm run check:spec` (__tests__/spec.test.ts), never `npm test`.
 */
import { ROUTES } from "../../../src/i18n/routes"
import { SPEC } from "../../spec"

describe("the specification's routes", () => {
  it("are the route table's", () => {
    expect(ROUTES).toEqual(SPEC.routes)
  })
})
