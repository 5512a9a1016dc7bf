import fs from "fs"
import path from "path"
import { appendStepSummary, missingEnglishSummary } from "../../../../src/build/steps/stepSummary"
import { tempDir } from "../../tempDir"

describe("the run's summary on GitHub Actions", () => {
  const dir = tempDir("zc-summary-")

  it("appends each section to the file GITHUB_STEP_SUMMARY names, and writes nothing without it", () => {
    const file = path.join(dir(), "summary.md")
    expect(appendStepSummary("## Um", { GITHUB_STEP_SUMMARY: file })).toBe(true)
    expect(appendStepSummary("## Dois\n\n", { GITHUB_STEP_SUMMARY: file })).toBe(true)
    expect(fs.readFileSync(file, "utf8")).toBe("## Um\n\n## Dois\n\n")
    expect(appendStepSummary("## Três", {})).toBe(false)
    expect(fs.readdirSync(dir())).toEqual(["summary.md"])
  })

  it("fences a report longer than any run of backticks inside it", () => {
    const summary = missingEnglishSummary("o campo `title` e ```isto```")
    expect(summary).toContain("````text\no campo `title` e ```isto```\n````")
  })
})
