import type { GatsbyNode } from "gatsby"
import { buildDate } from "./lib/build-date"
import { readDataFile } from "./lib/data-files"
import { releaseGate } from "./lib/release-gate"
import { isReleaseBuild, jobSlugs } from "./lib/site-facts"
import { RATES_FILE } from "../src/data/statutory"

/**
 * Runs before every build, cached or not (onCreateNode does not run again for a file that did not change, so a
 * gate there could be skipped): prints the unconfirmed company facts and the statutory figures due for review,
 * and stops a release build while any fact is unconfirmed or any figure overdue (gatsby/lib/release-gate.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { env } = process
  const report = releaseGate({
    site: readDataFile("content/site.yaml") as Record<string, unknown>,
    rates: readDataFile(RATES_FILE),
    today: buildDate(env),
    release: isReleaseBuild(env),
    jobs: jobSlugs(),
  })
  for (const w of report.warnings) reporter.warn(w)
  if (report.failures.length > 0) reporter.panic(`A release build cannot go ahead:\n${report.failures.join("\n")}`)
}
