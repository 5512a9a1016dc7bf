/** @jest-environment node */
// The same patch encodes two files at once on two cores (unpatched, the plugin's queue takes cores - 1); an upgrade dropping it fails here.
jest.mock("gatsby-core-utils/cpu-core-count", () => ({ cpuCoreCount: () => 2 }))
const inFlight: (() => void)[] = []
jest.mock("gatsby-plugin-sharp/process-file", () => ({ processFile: () => new Promise<void>((resolve) => inFlight.push(resolve)) }))

const { IMAGE_PROCESSING } = require("gatsby-plugin-sharp/gatsby-worker") as {
  IMAGE_PROCESSING: (job: { inputPaths: { path: string }[]; outputDir: string; args: Record<string, unknown> }) => Promise<void>
}

const job = (name: string) => ({ inputPaths: [{ path: `/${name}.jpg` }], outputDir: "/out", args: { operations: [], pluginOptions: {} } })

it("processes two files at once, and the third when one is done", async () => {
  const jobs = ["a", "b", "c"].map((name) => IMAGE_PROCESSING(job(name)))
  await new Promise((resolve) => setImmediate(resolve))
  expect(inFlight).toHaveLength(2)
  inFlight[0]()
  await jobs[0]
  await new Promise((resolve) => setImmediate(resolve))
  expect(inFlight).toHaveLength(3)
  inFlight.slice(1).forEach((release) => release())
  await Promise.all(jobs)
})
