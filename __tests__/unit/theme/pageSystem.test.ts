/**
 * @jest-environment jsdom
 */
import { pageSystem, resetPageSystem, SERVER_GLOBAL_STYLES_SELECTOR } from "../../../src/theme/pageSystem"
import { system } from "../../../src/theme/system"

afterEach(() => {
  resetPageSystem()
  document.head.innerHTML = ""
})

describe("pageSystem", () => {
  it("is the full system on the server (no document)", () => {
    expect(pageSystem(undefined)).toBe(system)
  })

  it("keeps the global styles when the page has none from the server (gatsby develop)", () => {
    expect(pageSystem(document)).toBe(system)
    expect(pageSystem(document)._global.length).toBeGreaterThan(0)
  })

  it("leaves out the global styles the server already put in <head>", () => {
    document.head.innerHTML = '<style data-emotion="css-global 61pneb">html{color:red}</style>'
    expect(document.querySelector(SERVER_GLOBAL_STYLES_SELECTOR)).not.toBeNull()
    const browserSystem = pageSystem(document)
    expect(browserSystem._global).toEqual([])
    // Everything else is the same system: tokens, recipes, css().
    expect(browserSystem.token("colors.green.700")).toBe(system.token("colors.green.700"))
    expect(browserSystem.getRecipe("button")).toBe(system.getRecipe("button"))
    // …and the choice is made once per page load.
    expect(pageSystem(document)).toBe(browserSystem)
  })
})
