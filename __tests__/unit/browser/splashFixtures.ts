import { SPLASH_ID, SPLASH_LEAVE_ANIMATION } from "../../../src/browser/splash"

/**
 * A splash in jsdom's page, as the server writes it, with the animations its stylesheet gives it
 * in a browser (jsdom runs no CSS animation): the one that hides it (`playState`), and `others`.
 * `leave()` ends the hiding one, as the browser does 2.5 s after the first paint.
 */
export function splashInPage({ playState, others = [] }: { playState: AnimationPlayState; others?: string[] }) {
  let end!: () => void
  const finished = new Promise<void>((resolve) => {
    end = resolve
  })
  const leaving = { animationName: SPLASH_LEAVE_ANIMATION, playState, finished }
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
