import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { checkContent } from "./lib/checks/content-check"
import { isDevelop, recordProblems } from "./develop-content-check"
import { checkPageKindFiles } from "./lib/checks/page-kinds-check"
import { buildDate } from "./lib/build-date"
import { readCountries, readDataFile } from "./lib/data-files"
import { releaseGate } from "./lib/checks/release-gate"
import { writeSiteFonts } from "./lib/site-fonts"
import { entryFacts, isReleaseBuild } from "./lib/site-facts"
import { CONTENT_TYPES } from "./lib/plan/content-types"
import { RATES_FILE } from "../src/data/statutory"
import { TERMINATION_FILE } from "../src/data/termination"

/**
 * Runs before every build, cached or not (onCreateNode does not run again for a file that did not change, so a
 * gate there could be skipped): first it cuts the brand fonts for the site's text, unless the last ones were cut
 * from the same text (gatsby/lib/site-fonts.ts; webpack needs the files, so even a build that stops below has them);
 * then that every page kind has its template, list query and labels
 * (gatsby/lib/checks/page-kinds-check.ts), then the content check (`npm run check:content`, gatsby/lib/checks/content-check.ts),
 * which stops the build naming each file, line and field that is wrong; then prints the unconfirmed company facts
 * and the statutory figures due for review, and stops a release build while any fact is unconfirmed or any
 * figure overdue (gatsby/lib/checks/release-gate.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const fonts = reporter.activityTimer("Cutting the brand fonts for the site's text (gatsby/lib/site-fonts.ts)")
  fonts.start()
  const { made, sizes } = await writeSiteFonts(path.join(__dirname, ".."))
  const bytes = Object.values(sizes).reduce((sum, size) => sum + size, 0)
  fonts.setStatus(`${made ? "cut" : "unchanged"}: ${bytes.toLocaleString("en")} bytes`)
  fonts.end()
  // Timed as its own step ("success Checking content - 1.2s"), so a slow check shows in every build's log.
  const activity = reporter.activityTimer("Checking content (npm run check:content)")
  activity.start()
  const code = checkPageKindFiles()
  const { problems } = code.length > 0 ? { problems: [] } : checkContent(path.join(__dirname, "..", "content"))
  activity.end()
  // Under develop the check runs again on every content change; the page shows its problems (develop-content-check.ts).
  if (isDevelop()) recordProblems(problems)
  if (code.length > 0) {
    reporter.panicOnBuild(`A listing, form, tool or content type is missing a piece (docs/architecture.md, "Adding things"):\n${code.map((p) => `  - ${p}`).join("\n")}`)
    return
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(`The content has ${problems.length} problem(s) (npm run check:content lists them alone):\n${problems.map((p) => `  - ${p}`).join("\n")}`)
    return
  }
  const { env } = process
  const report = releaseGate({
    site: readDataFile("content/site.yaml") as Record<string, unknown>,
    rates: readDataFile(RATES_FILE),
    termination: readDataFile(TERMINATION_FILE),
    today: buildDate(env),
    release: isReleaseBuild(env),
    entries: entryFacts(CONTENT_TYPES),
    countries: readCountries(),
  })
  for (const w of report.warnings) reporter.warn(w)
  if (report.failures.length > 0) reporter.panic(`A release build cannot go ahead:\n${report.failures.join("\n")}`)
}
