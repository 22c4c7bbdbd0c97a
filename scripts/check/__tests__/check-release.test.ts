/** @jest-environment node */
import { execFileSync } from "node:child_process"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { checkCompanyFacts } from "../../../gatsby/lib/site-facts"
import { readCountries } from "../../../gatsby/lib/data-files"

const SCRIPT = pathToFileURL(path.join(__dirname, "..", "check-release.mjs")).href
const FIXTURE = path.join(__dirname, "..", "fixtures", "release", "facts.yaml")
const TEST_SITE = path.join(__dirname, "..", "..", "..", "src", "test", "fixtures", "content", "site.yaml")

/** Runs `code` as an ES module beside the script's exports and returns what it prints, parsed. */
function evaluate<T>(code: string): T {
  const source = `import yaml from "js-yaml"; import fs from "node:fs"; import { dayBeforeEveryReview, overlayFacts } from ${JSON.stringify(SCRIPT)};\nconsole.log(JSON.stringify(${code}))`
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", source], { encoding: "utf8", cwd: path.join(__dirname, "..", "..", "..") })) as T
}

describe("scripts/check/check-release.mjs", () => {
  it("builds on the day before the earliest review date, wherever it sits in the data", () => {
    const rates = { countries: [{ minimumWage: { reviewBy: "2027-03-01" }, lines: [{ reviewBy: "2026-12-15" }, { reviewBy: "2027-01-31" }] }] }
    expect(evaluate<string>(`dayBeforeEveryReview(${JSON.stringify(rates)})`)).toBe("2026-12-14")
    expect(evaluate<string>(`dayBeforeEveryReview({ countries: [{ lines: [{ reviewBy: "2027-03-01" }] }] })`)).toBe("2027-02-28")
  })

  it("lays the fixture's facts over a site.yaml, keeping its labels and navigation, and confirms everything", () => {
    const site = evaluate<Record<string, unknown>>(`overlayFacts({ name: "X", legalName: "Real", labels: { a: 1 }, unconfirmed: ["legalName"] }, { legalName: "Example", unconfirmed: [] })`)
    expect(site).toEqual({ name: "X", legalName: "Example", labels: { a: 1 }, unconfirmed: [] })
  })

  it("its fixture fills in every company fact: laid over the tests' site.yaml, a release passes the gate", () => {
    const site = evaluate<Record<string, unknown>>(`overlayFacts(yaml.load(fs.readFileSync(${JSON.stringify(TEST_SITE)}, "utf8")), yaml.load(fs.readFileSync(${JSON.stringify(FIXTURE)}, "utf8")))`)
    expect(checkCompanyFacts(site, true, "fixture", { entries: { jobs: ["a-job"] } })).toEqual({ unconfirmed: [], problems: [] })
    // …and the same site with one fact taken back fails the release, naming it.
    expect(checkCompanyFacts({ ...site, unconfirmed: ["fees.talent-outsourcing.IN"] }, true, "fixture", { countries: readCountries(path.join(TEST_SITE, "..", "..")) }).problems.join("\n")).toContain(
      "    - fees.talent-outsourcing.IN (fee for talent outsourcing (India))",
    )
  })
})
