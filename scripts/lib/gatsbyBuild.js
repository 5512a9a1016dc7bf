/**
 * `gatsby build` in a folder, with this project's Gatsby: the one way the tests (a broken copy of
 * the content, the browser tests' variant site) and the bench (cold builds, warm rebuilds, the
 * gallery at scale) run a build. Resolves to its exit status, output, seconds, and the seconds of
 * the steps the bench reports, read from Gatsby's log.
 */
const { spawn } = require("child_process")
const path = require("path")

const projectRoot = path.resolve(__dirname, "..", "..")

/**
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, timeoutMs?: number, echo?: boolean }} options
 *   `echo`: also print the build's output as it comes.
 */
function gatsbyBuild({ cwd, env = process.env, timeoutMs = 15 * 60_000, echo = false }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(projectRoot, "node_modules/gatsby/cli.js"), "build"], {
      cwd,
      env: { NODE_ENV: "production", ...env, GATSBY_TELEMETRY_DISABLED: "1" },
    })
    let output = ""
    const collect = (chunk) => {
      output += chunk
      if (echo) process.stdout.write(chunk)
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
    child.on("close", (status) => {
      clearTimeout(timer)
      // eslint-disable-next-line no-control-regex -- strips the ANSI colour codes of gatsby's log
      const plain = output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")
      const step = (pattern) => {
        const match = pattern.exec(plain)
        return match ? Number(match[1]) : null
      }
      resolve({
        status,
        output: plain,
        seconds: (Date.now() - started) / 1000,
        steps: {
          manifestSeconds: step(/Build manifest and related icons - ([\d.]+)s/),
          imageProcessingSeconds: step(/IMAGE_PROCESSING jobs - ([\d.]+)s/),
          bundleSeconds: step(/Building production JavaScript and CSS bundles - ([\d.]+)s/),
        },
      })
    })
  })
}

module.exports = { gatsbyBuild, projectRoot }
