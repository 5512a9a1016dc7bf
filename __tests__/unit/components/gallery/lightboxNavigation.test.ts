import { moveForKey, moveForSwipe, SWIPE_THRESHOLD_PX } from "../../../../src/components/gallery/lightboxNavigation"

describe("moveForKey", () => {
  it("maps the horizontal arrow keys and ignores the others", () => {
    expect(moveForKey("ArrowRight")).toBe("next")
    expect(moveForKey("ArrowLeft")).toBe("prev")
    for (const key of ["ArrowUp", "ArrowDown", "Enter", " ", "Escape", "Tab", "a"]) expect(moveForKey(key)).toBeNull()
  })
})

describe("moveForSwipe", () => {
  it("swiping left shows the next image, right the previous one", () => {
    expect(moveForSwipe(-120, 10)).toBe("next")
    expect(moveForSwipe(120, -10)).toBe("prev")
  })

  it("ignores short movements (taps)", () => {
    expect(moveForSwipe(-(SWIPE_THRESHOLD_PX - 1), 0)).toBeNull()
    expect(moveForSwipe(SWIPE_THRESHOLD_PX - 1, 0)).toBeNull()
    expect(moveForSwipe(-SWIPE_THRESHOLD_PX, 0)).toBe("next")
  })

  it("ignores mostly vertical movements (scrolling)", () => {
    expect(moveForSwipe(-80, 120)).toBeNull()
    expect(moveForSwipe(80, -80)).toBeNull()
  })

  it("ignores movements it cannot measure", () => {
    expect(moveForSwipe(NaN, 0)).toBeNull()
    expect(moveForSwipe(-100, NaN)).toBeNull()
  })

  it("honours a custom threshold", () => {
    expect(moveForSwipe(-30, 0, 20)).toBe("next")
    expect(moveForSwipe(-30, 0, 40)).toBeNull()
  })
})
