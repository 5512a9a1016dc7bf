import { afterNextPaint } from "../../../src/browser/paint"

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("afterNextPaint", () => {
  it("runs the callback in a task after the next frame, not in the frame itself", () => {
    const order: string[] = []
    afterNextPaint(() => order.push("after paint"))
    requestAnimationFrame(() => order.push("frame"))
    expect(order).toEqual([])
    jest.advanceTimersByTime(50)
    expect(order).toEqual(["frame", "after paint"])
  })

  it("runs nothing once cancelled, before the frame or after it", () => {
    const callback = jest.fn()
    afterNextPaint(callback)()
    const cancelAfterFrame = afterNextPaint(callback)
    requestAnimationFrame(() => cancelAfterFrame())
    jest.advanceTimersByTime(50)
    expect(callback).not.toHaveBeenCalled()
  })
})
