import { SPLASH_DURATION_MS, SPLASH_ID, SPLASH_LEAVE_ANIMATION } from "../../../src/browser/splash"

// A splash in jsdom's page with the animations a browser gives it: the hiding one (`playState`) and `others`. `leave()` ends the
// hiding one, as the browser does 2.5 s after the first paint; `leavesAt`: when it is due on the page's clock (none: not started).
export function splashInPage({
  playState,
  others = [],
  leavesAt,
}: {
  playState: AnimationPlayState
  others?: string[]
  leavesAt?: number
}) {
  let end!: () => void
  const finished = new Promise<void>((resolve) => {
    end = resolve
  })
  const timing = {
    startTime: leavesAt === undefined ? null : leavesAt - SPLASH_DURATION_MS,
    effect: { getComputedTiming: () => ({ endTime: SPLASH_DURATION_MS }) },
  }
  const leaving = { animationName: SPLASH_LEAVE_ANIMATION, playState, finished, ...timing }
  const splash = document.createElement("div")
  splash.id = SPLASH_ID
  splash.getAnimations = () =>
    [
      ...others.map((animationName) => ({ animationName, playState, finished: new Promise(() => undefined) })),
      leaving,
    ] as unknown as Animation[]
  document.body.append(splash)
  return {
    async leave() {
      leaving.playState = "finished"
      end()
      await finished
      await Promise.resolve()
    },
  }
}
