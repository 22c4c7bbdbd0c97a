import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** The rules every axe check of the suite runs: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/**
 * axe-core on the page (or the part `include` selects), one line per element of each violation, so a failure
 * reads as a list of what to fix: where, impact, rule, the element's CSS selector and axe's summary.
 *
 * Two documented AxeBuilder settings cut the time of a run (at load 2: 8.7 s → 6.8 s on
 * /resources/statutory-changes, 7.3 s → 3.1 s on the employer-of-record guide): `resultTypes: ["violations"]`
 * keeps one node per passing rule instead of all of them, and legacy mode runs axe.run() in the page instead
 * of runPartial() plus finishRun() in a new blank page. Legacy mode does not test cross-origin frames; no page
 * here has a frame, and the check fails if one appears. `options()` replaces every option set before it, so it
 * comes before `withTags()`.
 */
export async function axeViolations(page: Page, where: string, include?: string): Promise<string[]> {
  expect(page.frames(), `${where} has a frame, which axe's legacy mode does not test`).toHaveLength(1)
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(AXE_TAGS)
    .setLegacyMode()
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  return violations.flatMap((v) => v.nodes.map((n) => `${where} [${v.impact ?? "?"}] ${v.id}: ${v.help} — ${n.target.map(String).join(" > ")}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, " ").trim()}` : ""}`))
}
