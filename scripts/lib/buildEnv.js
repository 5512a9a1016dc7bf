/**
 * The environment of the builds the tests and the bench make: telemetry off, and
 * stand-in EmailJS settings unless real ones are set. The browser tests intercept the
 * provider's endpoint, so any value works, but the form refuses to send without one.
 * Shared by `npm test`, `npm run test:e2e` (Playwright's webServer), `npm run bench`
 * and the contact spec, which checks the values the form sends.
 */
const STAND_IN_EMAILJS = {
  GATSBY_EMAILJS_PUBLIC_KEY: "test-public-key",
  GATSBY_EMAILJS_SERVICE_ID: "test-service",
  GATSBY_EMAILJS_TEMPLATE_ID: "test-template",
}

/** process.env (or `env`) with the stand-ins filled in where a setting is unset. */
function testBuildEnv(env = process.env) {
  const emailjs = Object.fromEntries(Object.entries(STAND_IN_EMAILJS).map(([name, standIn]) => [name, env[name] || standIn]))
  return { ...env, GATSBY_TELEMETRY_DISABLED: "1", ...emailjs }
}

module.exports = { STAND_IN_EMAILJS, testBuildEnv }
