// The bench's first-tap report (scripts/bench/interaction.mjs): the worst of the loads beside the median, and the budget judging the worst.
type Load = { route: string; tap: string; when: string; lost: boolean; painted: number | null; ms: number | null }
type Row = {
  painted: { median: number | null; worst: number | null }
  rendered: { median: number | null; worst: number | null }
  lost: number
  loads: number
  budget: number | null
  ok: boolean
  benchmarkIndex: number | null
}
const { tapSummary } = require("../../../scripts/bench/interaction.mjs") as {
  tapSummary: (firstTap: { network: string; phone: boolean; rate: number; benchmarkIndex?: number; taps: Load[] }[]) => Row[]
}

const menu = (painted: number | null, lost = false): Load => ({
  route: "/",
  tap: "menu",
  when: "leaving",
  lost,
  painted,
  ms: painted && painted - 10,
})
const summary = (taps: Load[], rate = 4, phone = false) =>
  tapSummary([{ network: "5 ms, 50 Mbps", phone, rate, benchmarkIndex: 1234, taps }])[0]

describe("the bench's first-tap summary", () => {
  it("reports the median and the worst of the loads, with the machine's benchmarkIndex", () => {
    expect(summary([menu(60), menu(190), menu(70)])).toMatchObject({
      painted: { median: 70, worst: 190 },
      rendered: { median: 60, worst: 180 },
      budget: 200,
      ok: true,
      benchmarkIndex: 1234,
    })
  })

  it("misses the 200 ms budget on one slow load, whatever the median", () => {
    expect(summary([menu(60), menu(250), menu(70)])).toMatchObject({ painted: { median: 70, worst: 250 }, ok: false })
  })

  it("misses it on a lost tap, counted apart from the times answered", () => {
    expect(summary([menu(60), menu(null, true), menu(70)])).toMatchObject({ lost: 1, loads: 3, painted: { worst: 70 }, ok: false })
  })

  it("holds the photo to 100 ms at 1×, and leaves the menu as the splash leaves without a budget there", () => {
    const photo = { ...menu(120), route: "/galeria", tap: "lightbox" }
    expect(summary([photo], 1)).toMatchObject({ budget: 100, ok: false })
    expect(summary([menu(120)], 1)).toMatchObject({ budget: null, ok: true })
    expect(summary([{ ...menu(120), when: "settled" }], 1, true)).toMatchObject({ budget: 100, ok: false })
  })
})
