import { datedFigures, dueSoonReport, overdueReport, validateRates, type RatesData } from "../../../src/data/statutory"
import { terminationAsQueried, terminationFigures, validateTermination, type TerminationData } from "../../../src/data/termination"
import { checkCompanyFacts } from "../site-facts"
import type { EntryFacts } from "../../../src/shared/company-facts"
import { factLabel } from "../../../src/shared/fact-labels"
import type { CountryTable } from "../../../src/data/countries"

/** What the build prints before it starts, and what stops a release (see gatsby/on-pre-bootstrap.ts). */
export interface GateReport {
  /** Printed on every build. */
  warnings: string[]
  /** Fail the build: a release with unconfirmed company facts or overdue statutory figures. */
  failures: string[]
}

/**
 * The release gate, a pure function of the two content files, the entries that are company facts (job openings, client stories) and the build's day: every build lists the
 * unconfirmed company facts, the statutory figures due within 30 days and those overdue; a release build
 * (`release`) fails on any unconfirmed fact or overdue figure, naming each with its file and source. A rates
 * file with mistakes is left to the build's own check of it (gatsby/on-create-node.ts), which names them.
 */
export function releaseGate(input: { site: Record<string, unknown>; rates: unknown; termination?: unknown; today: string; release: boolean; entries?: EntryFacts; countries?: CountryTable }): GateReport {
  const { site, rates, termination, today, release, entries = {}, countries = [] } = input
  const warnings: string[] = []
  const failures: string[] = []

  const facts = checkCompanyFacts(site, release, "content/site.yaml", { entries, countries })
  if (release) failures.push(...facts.problems)
  else if (facts.unconfirmed.length > 0) {
    warnings.push(
      `content/site.yaml: ${facts.unconfirmed.length} company fact(s) not confirmed; shown on this preview with a notice, and a release build fails until each is confirmed:\n${facts.unconfirmed.map((k) => `  - ${k} (${factLabel(k, countries)})`).join("\n")}`,
    )
  }

  if (validateRates(rates).length === 0) {
    // The termination estimator's rules are statutory figures too (content/data/termination-rules.yaml).
    const rules = termination !== undefined && validateTermination(termination).length === 0 ? terminationFigures(terminationAsQueried(termination as TerminationData)) : []
    const figures = [...datedFigures(rates as RatesData), ...rules]
    const soon = dueSoonReport(figures, today)
    if (soon) warnings.push(soon)
    const overdue = overdueReport(figures, today)
    if (overdue) (release ? failures : warnings).push(release ? `${overdue}\nCheck each against its source, then update checkedOn and reviewBy (content/README.md, "Keeping statutory figures current").` : overdue)
  }
  return { warnings, failures }
}
