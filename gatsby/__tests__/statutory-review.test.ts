/** @jest-environment node */
import { dueSoonReport, earliestOverdue, overdueFigures, overdueReport, reviewStatus, type DatedFigure } from "../../src/data/statutory"
import { buildDate } from "../lib/build-date"
import { releaseGate } from "../lib/checks/release-gate"
import { TERMINATION_LABELS } from "../../src/data/termination"

/**
 * Review dates gate a release, never a test: these tests own their figures and their day. What today's build says
 * about the real content/data/statutory-rates.yaml is printed by the build and enforced by a release build.
 */
const figure = (id: string, reviewBy: string, checkedOn = "2026-01-10"): DatedFigure => ({
  id,
  label: `Indonesia: ${id}`,
  source: { title: `Source of ${id}`, url: `https://example.gov/${id}` },
  appliesFrom: "2025-03-01",
  checkedOn,
  reviewBy,
  read: "secondary",
  readVia: "a report",
})

describe("statutory figures due for review", () => {
  const jp = figure("ID.jp", "2026-02-15", "2025-03-10")

  it("reports an overdue figure with its id, file and source, and only after its review day", () => {
    expect(overdueFigures([jp], "2026-02-15")).toEqual([])
    expect(overdueReport([jp, figure("SG.cpf", "2026-11-23")], "2026-02-16")).toBe(
      "1 statutory figure(s) overdue for review on 2026-02-16:\n" + "  - ID.jp (Indonesia: ID.jp) in content/data/statutory-rates.yaml: review by 2026-02-15, last checked 2025-03-10, source Source of ID.jp <https://example.gov/ID.jp>",
    )
    expect(overdueReport([jp], "2026-02-15")).toBe("")
  })

  it("lists what falls due within 30 days, soonest first, without the overdue ones", () => {
    const figures = [figure("A", "2026-12-23"), figure("B", "2026-11-30"), figure("C", "2026-12-26"), figure("D", "2026-11-20")]
    expect(dueSoonReport(figures, "2026-11-25")).toBe(
      "2 statutory figure(s) due for review by 2026-12-25:\n" +
        "  - B (Indonesia: B) in content/data/statutory-rates.yaml: review by 2026-11-30, last checked 2026-01-10, source Source of B <https://example.gov/B>\n" +
        "  - A (Indonesia: A) in content/data/statutory-rates.yaml: review by 2026-12-23, last checked 2026-01-10, source Source of A <https://example.gov/A>",
    )
    expect(dueSoonReport([figure("C", "2027-01-30")], "2026-11-25")).toBe("")
  })

  it("tells a page whether the official text was read, as reported by whom, or 'due for review since', which wins", () => {
    const report = { checkedOn: "2026-11-23", reviewBy: "2026-12-23", read: "secondary" as const, readVia: "Lao Động" }
    const law = { ...report, read: "official" as const, readVia: null }
    expect(reviewStatus(report, "2026-12-23")).toEqual({ state: "secondary", date: "2026-11-23", via: "Lao Động" })
    expect(reviewStatus(law, "2026-12-23")).toEqual({ state: "official", date: "2026-11-23" })
    expect(reviewStatus(report, "2026-12-24")).toEqual({ state: "overdue", date: "2026-12-23" })
    expect(reviewStatus(law, "2026-12-24")).toEqual({ state: "overdue", date: "2026-12-23" })
    expect(earliestOverdue([{ reviewBy: "2027-01-05" }, { reviewBy: "2026-12-23" }, { reviewBy: "2026-12-15" }], "2027-01-01")).toBe("2026-12-15")
    expect(earliestOverdue([{ reviewBy: "2027-01-05" }], "2027-01-01")).toBeNull()
  })
})

describe("the build's day", () => {
  it("is the clock's UTC date unless SOLVIX_BUILD_DATE fixes it", () => {
    expect(buildDate({}, new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31")
    expect(buildDate({ SOLVIX_BUILD_DATE: "2027-06-01" }, new Date("2026-12-31T23:30:00Z"))).toBe("2027-06-01")
    expect(() => buildDate({ SOLVIX_BUILD_DATE: "1 June 2027" })).toThrow('SOLVIX_BUILD_DATE must be a date as YYYY-MM-DD, not "1 June 2027"')
  })
})

describe("the release gate", () => {
  const line = (id: string, reviewBy: string) => ({
    id,
    label: id,
    kind: "contribution",
    status: "statutory",
    employerRate: 0.1,
    legalBasis: "An act",
    source: { title: `Circular on ${id}`, url: `https://agency.example.gov/${id}` },
    appliesFrom: "2025-01-01",
    checkedOn: "2026-11-20",
    reviewBy,
    read: "secondary",
    readVia: "a payroll guide",
  })
  const ncr = {
    id: "ph-ncr",
    name: "NCR",
    default: true,
    monthly: 15000,
    source: { title: "Wage order", url: "https://wages.example.gov/ncr" },
    appliesFrom: "2025-07-18",
    checkedOn: "2026-11-20",
    reviewBy: "2027-05-20",
    read: "secondary",
    readVia: "a newspaper",
  }
  const rates = (reviewBy: string, places: object[] = [ncr]) => ({
    exchangeRates: { asOf: "2026-11-20", source: "x", url: "https://x.example", perUSD: { USD: 1, PHP: 58 } },
    comparison: { currency: "USD", exampleSalary: 1000, countries: ["PH", "PH"] },
    countries: [
      {
        code: "PH",
        name: "Philippines",
        currency: "PHP",
        minSalary: 1000,
        maxSalary: 100000,
        exampleSalary: 30000,
        basis: "b",
        minimumWage: { placeKind: "region", basis: "b", places },
        lines: [line("sss", reviewBy)],
      },
    ],
  })
  const site = (unconfirmed: string[]) => ({ name: "Solvix", phone: "+65 0000 0000", unconfirmed })

  it("fails a release on an overdue figure, naming it, its file and its source", () => {
    const report = releaseGate({ site: site([]), rates: rates("2026-12-23"), today: "2027-06-01", release: true })
    expect(report.failures).toHaveLength(1)
    expect(report.failures[0]).toContain("PH.sss (Philippines: sss) in content/data/statutory-rates.yaml: review by 2026-12-23")
    expect(report.failures[0]).toContain("<https://agency.example.gov/sss>")
  })

  it("fails a release on an overdue termination rule, naming content/data/termination-rules.yaml", () => {
    const rule = {
      id: "separation-redundancy",
      label: "Separation pay",
      kind: "per-year",
      base: "salary",
      perYear: 1,
      yearRounding: "six-months-up",
      legalBasis: "Labor Code art. 298",
      source: { title: "Labor Code", url: "https://agency.example.gov/labor-code" },
      appliesFrom: "2015-07-21",
      checkedOn: "2026-11-28",
      reviewBy: "2027-05-28",
      read: "secondary",
      readVia: "a report",
    }
    const words = Object.fromEntries(TERMINATION_LABELS.map((k) => [k, k]))
    const termination = { labels: words, countries: [{ code: "PH", fields: [], settlement: "s", leftOut: "l", rules: [rule], causes: [{ id: "redundancy", label: "Redundancy", legalBasis: "art. 298", pays: [{ rule: rule.id }] }] }] }
    expect(releaseGate({ site: site([]), rates: rates("2027-12-01", [{ ...ncr, reviewBy: "2027-12-01" }]), termination, today: "2027-05-28", release: true }).failures).toEqual([])
    const report = releaseGate({ site: site([]), rates: rates("2027-12-01", [{ ...ncr, reviewBy: "2027-12-01" }]), termination, today: "2027-05-29", release: true })
    expect(report.failures).toHaveLength(1)
    expect(report.failures[0]).toContain("PH.termination.separation-redundancy (PH: Separation pay (termination)) in content/data/termination-rules.yaml: review by 2027-05-28")
  })

  it("names an overdue place's minimum wage by country and place", () => {
    const report = releaseGate({ site: site([]), rates: rates("2027-12-01", [ncr, { ...ncr, id: "ph-car", name: "CAR", default: false, reviewBy: "2026-12-30" }]), today: "2027-01-04", release: true })
    expect(report.failures.join("\n")).toContain("PH.minimumWage.ph-car (Philippines: minimum wage, CAR) in content/data/statutory-rates.yaml: review by 2026-12-30")
  })

  it("only warns on a preview build, and says nothing of a figure not yet due", () => {
    const preview = releaseGate({ site: site([]), rates: rates("2026-12-23"), today: "2027-06-01", release: false })
    expect(preview.failures).toEqual([])
    expect(preview.warnings.join("\n")).toContain("overdue for review on 2027-06-01")
    expect(releaseGate({ site: site([]), rates: rates("2026-12-23"), today: "2026-11-01", release: true })).toEqual({ warnings: [], failures: [] })
    expect(releaseGate({ site: site([]), rates: rates("2026-12-23"), today: "2026-12-01", release: true }).warnings.join("\n")).toContain("PH.sss")
  })

  it("fails a release on an unconfirmed company fact and lists it on a preview", () => {
    expect(releaseGate({ site: site(["phone"]), rates: rates("2027-12-23"), today: "2026-11-25", release: true }).failures.join("\n")).toContain("    - phone")
    expect(releaseGate({ site: site(["phone"]), rates: rates("2027-12-23"), today: "2026-11-25", release: false }).warnings.join("\n")).toContain("  - phone")
  })

  it("fails a release on a job opening the company has not confirmed, naming it", () => {
    const gate = (release: boolean) => releaseGate({ site: site(["jobs.recruiter-manila"]), rates: rates("2027-12-23"), today: "2026-11-25", release, entries: { jobs: ["recruiter-manila"] } })
    expect(gate(true).failures.join("\n")).toContain("    - jobs.recruiter-manila (job opening recruiter-manila)")
    expect(gate(false)).toEqual({ failures: [], warnings: [expect.stringContaining("  - jobs.recruiter-manila (job opening recruiter-manila)")] })
  })

  it("leaves a rates file with mistakes to the build's own check", () => {
    expect(releaseGate({ site: site([]), rates: { countries: "none" }, today: "2027-06-01", release: true })).toEqual({ warnings: [], failures: [] })
  })
})
