/**
 * Reading and waiting on a page the bench measures, without disturbing what it measures.
 *
 * Playwright's waitForFunction and locators first inject Playwright's own script into the page: one
 * long task at 4× CPU, in the middle of the splash the bench times (a trace of `/` showed it as a
 * script evaluation without a URL, soon after the first paint; docs/PERFORMANCE.md), then a poll on
 * every frame. These helpers speak DevTools directly instead: an
 * expression of a few bytes, evaluated by `Runtime.evaluate` in the page's main world.
 */

/**
 * The value of `expression` in the page (`session`: a CDP session of the page), awaited if it is
 * a promise, so a probe can expose "resolves when X happened" and nothing polls. Rejects with the
 * page's exception, or after `timeoutMs`.
 */
async function quietEvaluate(session, expression, { timeoutMs = 30_000 } = {}) {
  let timer
  const timeout = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the page in ${timeoutMs} ms: ${expression}`)), timeoutMs)
  })
  try {
    const answer = await Promise.race([session.send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true }), timeout])
    if (answer.exceptionDetails) {
      const { exception, text } = answer.exceptionDetails
      throw new Error(`${expression}: ${(exception && exception.description) || text}`)
    }
    return answer.result.value
  } finally {
    clearTimeout(timer)
  }
}

/** `fn(...args)` in the page, through quietEvaluate: `fn` is serialised with toString, so it must be self-contained. */
function quietCall(session, fn, args = [], options) {
  return quietEvaluate(session, `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(",")})`, options)
}

module.exports = { quietEvaluate, quietCall }
