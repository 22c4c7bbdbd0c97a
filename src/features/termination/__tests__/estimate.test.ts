/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { withOptionalNulls, type RatesData } from "../../../data/statutory"
import { terminationAsQueried, terminationFigures, validateTermination, type TerminationData } from "../../../data/termination"
import { countedYears, estimate, monthsInBonusYear, serviceOf, summariseEstimate, weekdaysOfPreviousMonth, type EstimateInput } from "../estimate"

/**
 * Worked cases against the tests' own copies of the data (src/test/fixtures/content/data/termination-rules.yaml and
 * statutory-rates.yaml, as content/data/ was when they were written), each computed by hand: the arithmetic is in the
 * comments. No test reads today's date; the dates of each case are written in it.
 */
const FIXTURES = path.join(__dirname, "../../../test/fixtures/content/data")
const normalise = (v: unknown): unknown => (v instanceof Date ? v.toISOString().slice(0, 10) : Array.isArray(v) ? v.map(normalise) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)])) : v)
const load = (file: string) => normalise(yaml.load(fs.readFileSync(path.join(FIXTURES, file), "utf8")))
const rawRules = load("termination-rules.yaml")
const rules = terminationAsQueried(rawRules as TerminationData)
const rates = withOptionalNulls(load("statutory-rates.yaml") as RatesData)

type Case = Partial<Omit<EstimateInput, "country" | "rates">> & Pick<EstimateInput, "cause" | "salary" | "start" | "end">
function run(code: string, c: Case) {
  const input: EstimateInput = { average: null, basic: null, fixedTerm: false, insured: false, leaveDays: 0, payInLieu: false, ...c, country: rules.countries.find((x) => x.code === code)!, rates: rates.countries.find((x) => x.code === code)! }
  const e = estimate(input)
  const amounts = Object.fromEntries(e.lines.map((l) => [l.id, l.counted ? l.amount : `${l.working} (not counted)`]))
  return { e, amounts }
}

describe("the rules file", () => {
  it("is valid, and every bonus rule names a line of the rates file", () => {
    const lines = new Set(rates.countries.flatMap((c) => c.lines.map((l) => `${c.code}.${l.id}`)))
    expect(validateTermination(rawRules, lines)).toEqual([])
    expect(rules.countries.map((c) => c.code)).toEqual(["PH", "ID", "VN", "IN", "SG"])
  })

  it("names country, rule and field for each mistake", () => {
    const broken = JSON.parse(JSON.stringify(rawRules)) as TerminationData
    const ph = broken.countries[0]!
    ph.rules[1]!.perYear = -1
    ph.rules[1]!.read = "official"
    ph.rules[4]!.ratesLine = "fourteenth-month"
    ph.causes[0]!.pays.push({ rule: "gratuity", times: null })
    delete (broken.labels as Partial<TerminationData["labels"]>).discuss
    expect(validateTermination(broken, new Set(["PH.thirteenth-month", "IN.statutory-bonus"]))).toEqual([
      'field "labels.discuss" is required: the words the estimator shows',
      'countries[PH].rules[separation-redundancy]: field "perYear" must be a positive number of months (half a month is 0.5)',
      'countries[PH].rules[separation-redundancy]: field "readVia" must be null when the official text was read',
      'countries[PH].rules[thirteenth-month]: field "ratesLine" is "fourteenth-month", which is no line of PH in content/data/statutory-rates.yaml',
      'countries[PH].causes[resignation].pays[2]: field "rule" is "gratuity", which is no rule of PH above',
    ])
  })

  it("gives every rule to the release gate's review list with its file's id", () => {
    const figures = terminationFigures(rules)
    expect(figures.length).toBe(rules.countries.reduce((n, c) => n + c.rules.length, 0))
    expect(figures[0]).toMatchObject({ id: "PH.termination.notice-authorised", reviewBy: "2027-05-28" })
  })
})

describe("service and part years", () => {
  it("counts from the first day to the last, both worked", () => {
    expect(serviceOf("2020-03-01", "2026-11-30")).toEqual({ months: 81, days: 0 }) // 6 years 9 months exactly
    expect(serviceOf("2024-01-15", "2026-06-30")).toEqual({ months: 29, days: 16 }) // 15 Jan 2024 + 29 months = 15 Jun 2026; to 1 Jul: 16 days
    expect(serviceOf("2024-01-31", "2024-02-28")).toEqual({ months: 1, days: 0 }) // a month from 31 Jan ends on the month's last day: 29 Feb 2024, the day after the last
  })
  it("rounds part years as each law says", () => {
    const y = (r: ReturnType<typeof countedYears>) => Number(r.num) / Number(r.den)
    expect(y(countedYears("six-months-up", { months: 30, days: 0 }))).toBe(3) // PH: 2 years 6 months: "at least six months" → 3
    expect(y(countedYears("six-months-up", { months: 29, days: 30 }))).toBe(2) // 2 years 5 months 30 days → 2
    expect(y(countedYears("over-six-months-up", { months: 18, days: 0 }))).toBe(1) // IN: exactly six months is not "in excess of" six
    expect(y(countedYears("over-six-months-up", { months: 18, days: 1 }))).toBe(2)
    expect(y(countedYears("half-or-whole", { months: 66, days: 0 }))).toBe(5.5) // VN: 5 years 6 months → 5½
    expect(y(countedYears("half-or-whole", { months: 67, days: 0 }))).toBe(6) // 5 years 7 months → 6
    expect(y(countedYears("months", { months: 9, days: 20 }))).toBe(0.75) // ID PKWT: 9 whole months ÷ 12
  })
  it("counts months in the bonus year and working days of the month before", () => {
    const m = (r: ReturnType<typeof monthsInBonusYear>) => Number(r.num) / Number(r.den)
    expect(m(monthsInBonusYear("2020-01-01", "2026-06-30", 1))).toBe(6)
    expect(m(monthsInBonusYear("2026-03-16", "2026-06-30", 1))).toBeCloseTo(3 + 15 / 30, 10) // 16 Mar–15 Jun: 3 months; 16–30 Jun: 15 days of a 30-day month
    expect(m(monthsInBonusYear("2020-10-01", "2026-12-31", 4))).toBe(9) // India's accounting year: 1 Apr to 31 Dec 2026
    expect(weekdaysOfPreviousMonth("2026-08-31")).toBe(23) // July 2026: 1 July is a Wednesday; 23 weekdays
  })
})

// The last month's social security, by hand from the fixture rates:
// PH PHP 30,000: SSS 10% of the 30,000 credit 3,000 + EC 30 + PhilHealth 2.5% 750 + Pag-IBIG 2% of 10,000 200 = 3,980.
// ID IDR 10,000,000: BPJS Kesehatan 4% 400,000 + JHT 3.7% 370,000 + JP 2% 200,000 + JKK 0.24% 24,000 + JKM 0.3% 30,000 = 1,024,000.
// VN VND 30,000,000: SI 17.5% 5,250,000 + HI 3% 900,000 + UI 1% 300,000 + trade union 2% 600,000 = 7,050,000.
// IN INR 60,000: EPF 12% of the 15,000 ceiling 1,800 + EDLI 0.5% 75 + admin 0.5% 75 (ESI above INR 21,000: none) = 1,950.
// SG S$6,000 (55 and below): CPF total 37% 2,220 − employee 20% 1,200 = 1,020 + SDL 0.25% 15 → at most 11.25 = 1,031.25.

describe("Philippines (PHP 30,000 a month, Metro Manila)", () => {
  it("redundancy after 6 years 9 months: 7 years' separation pay (the 9 months count as a year)", () => {
    const { e, amounts } = run("PH", { cause: "redundancy", salary: 30_000, start: "2020-03-01", end: "2026-11-30", leaveDays: 3 })
    expect(amounts).toEqual({
      "notice-authorised": "1 month (not counted)",
      "separation-redundancy": 210_000, // 7 years × 1 month × 30,000
      "thirteenth-month": 27_500, // 30,000 × 1/12 × 11 months (1 Jan to 30 Nov 2026)
      "service-incentive-leave": 4_137.93, // 3 days × 30,000 × 12 ÷ 261 = 4,137.931…
      "social-security": 3_980,
    })
    expect(e.total).toBe(245_617.93) // 210,000 + 27,500 + 4,137.93 + 3,980
  })
  it("retrenchment after 2 years 5 months: the one-month minimum beats half a month × 2 years", () => {
    const { e, amounts } = run("PH", { cause: "retrenchment", salary: 30_000, start: "2024-01-15", end: "2026-06-30" })
    expect(amounts["separation-retrenchment"]).toBe(30_000) // 2 years × ½ = 1 month; at least 1 month → 30,000
    expect(amounts["thirteenth-month"]).toBe(15_000) // 30,000 ÷ 12 × 6
    expect(e.total).toBe(48_980) // 30,000 + 15,000 + 0 + 3,980
    // Two weeks later the part year reaches six months and counts as a whole year: 3 years × ½ × 30,000.
    expect(run("PH", { cause: "retrenchment", salary: 30_000, start: "2024-01-15", end: "2026-07-15" }).amounts["separation-retrenchment"]).toBe(45_000)
  })
  it("dismissal for just cause after 8 months: no separation pay, no leave yet, 13th month on the basic salary", () => {
    const { e, amounts } = run("PH", { cause: "just-cause", salary: 30_000, basic: 25_000, start: "2025-08-01", end: "2026-03-31", leaveDays: 2 })
    expect(amounts).toEqual({ "thirteenth-month": 6_250, "service-incentive-leave": 0, "social-security": 3_980 }) // 25,000 × 1/12 × 3 months; SIL only after 12 months
    expect(e.total).toBe(10_230)
  })
  it("disease after 10 years 6 months: 11 years × half a month", () => {
    const { e, amounts } = run("PH", { cause: "disease", salary: 30_000, start: "2016-05-01", end: "2026-10-31", leaveDays: 5 })
    expect(amounts["separation-disease"]).toBe(165_000) // 11 × ½ × 30,000
    expect(amounts["thirteenth-month"]).toBe(25_000) // 30,000 ÷ 12 × 10
    expect(amounts["service-incentive-leave"]).toBe(6_896.55) // 5 × 30,000 × 12 ÷ 261 = 6,896.551…
    expect(e.total).toBe(200_876.55)
  })
})

describe("Indonesia (IDR 10,000,000 a month)", () => {
  it("efficiency because of losses (art. 43(1)) after 7 years 9 months: half the severance scale, full long-service pay", () => {
    const { e, amounts } = run("ID", { cause: "efficiency-losses", salary: 10_000_000, start: "2019-02-01", end: "2026-10-31", leaveDays: 4 })
    expect(amounts).toEqual({
      notice: "14 working days (not counted)",
      severance: 40_000_000, // 7 completed years → 8 months × 0.5 = 4 months
      "long-service": 30_000_000, // 6 to 9 years → 3 months
      leave: 1_904_762, // 4 × 10,000,000 ÷ 21 = 1,904,761.9
      "social-security": 1_024_000,
    })
    expect(e.total).toBe(72_928_762)
  })
  it("closure not due to losses (art. 44(2)): the full scale", () => {
    const { e, amounts } = run("ID", { cause: "closure", salary: 10_000_000, start: "2019-02-01", end: "2026-10-31" })
    expect(amounts.severance).toBe(80_000_000) // 8 months × 1
    expect(e.total).toBe(111_024_000) // 80,000,000 + 30,000,000 + 0 + 1,024,000
  })
  it("prolonged illness (art. 55) after exactly 3 years: twice the scale", () => {
    const { amounts } = run("ID", { cause: "illness", salary: 10_000_000, start: "2023-06-01", end: "2026-05-31" })
    expect([amounts.severance, amounts["long-service"]]).toEqual([80_000_000, 20_000_000]) // 3 years → 4 months × 2; 3 to 6 years → 2 months
  })
  it("end of a 9-month PKWT: compensation of 9/12 of a month", () => {
    const { e, amounts } = run("ID", { cause: "end-of-term", salary: 10_000_000, start: "2025-09-01", end: "2026-05-31" })
    expect(amounts.compensation).toBe(7_500_000) // 9 ÷ 12 × 10,000,000
    expect(e.total).toBe(8_524_000)
  })
  it("resignation: only the leave not taken", () => {
    const { e, amounts } = run("ID", { cause: "resignation", salary: 10_000_000, start: "2019-02-01", end: "2026-10-31", leaveDays: 3 })
    expect(amounts).toEqual({ leave: 1_428_571, "social-security": 1_024_000 }) // 3 × 10,000,000 ÷ 21 = 1,428,571.4
    expect(e.total).toBe(2_452_571)
  })
})

describe("Vietnam (VND 30,000,000 a month, six-month average VND 28,000,000)", () => {
  const base = { salary: 30_000_000, average: 28_000_000 }
  it("resignation after 5 years 6 months, not covered by unemployment insurance: 5½ years × half a month of the average", () => {
    const { e, amounts } = run("VN", { ...base, cause: "resignation", start: "2021-03-01", end: "2026-08-31", leaveDays: 2 })
    expect(amounts).toEqual({
      severance: 77_000_000, // 5.5 × 0.5 × 28,000,000
      leave: 2_608_696, // 2 × 30,000,000 ÷ 23 working days of July 2026 = 2,608,695.65
      "social-security": 7_050_000,
    })
    expect(e.total).toBe(86_658_696)
  })
  it("the same resignation covered by unemployment insurance throughout: no severance allowance", () => {
    expect(run("VN", { ...base, cause: "resignation", start: "2021-03-01", end: "2026-08-31", insured: true }).amounts.severance).toBe(0)
  })
  it("job loss from restructuring after 4 years 6 months: 4½ months uninsured, the two-month minimum when insured", () => {
    const uninsured = run("VN", { ...base, cause: "restructuring", start: "2022-01-01", end: "2026-06-30" })
    expect(uninsured.amounts["job-loss"]).toBe(126_000_000) // 4.5 years × 1 month × 28,000,000
    expect(uninsured.amounts["notice-restructuring"]).toBe("30 days (not counted)")
    const insured = run("VN", { ...base, cause: "restructuring", start: "2022-01-01", end: "2026-06-30", insured: true })
    expect(insured.amounts["job-loss"]).toBe(56_000_000) // 0 years counted; at least 2 months × 28,000,000
    expect(insured.e.total).toBe(63_050_000) // 56,000,000 + 0 leave + 7,050,000
  })
  it("disciplinary dismissal: no severance allowance, only the leave not taken", () => {
    // 1 day × 30,000,000 ÷ 22 working days of April 2026 (1 April is a Wednesday) = 1,363,636.36
    expect(run("VN", { ...base, cause: "dismissal", start: "2021-03-01", end: "2026-05-31", leaveDays: 1 }).amounts).toEqual({ leave: 1_363_636, "social-security": 7_050_000 })
  })
  it("notice follows the contract: 45 days on an indefinite contract, 3 working days on a short fixed term", () => {
    expect(run("VN", { ...base, cause: "employer-grounds", start: "2025-01-01", end: "2026-06-30" }).amounts["notice-open"]).toBe("45 days (not counted)")
    const short = run("VN", { ...base, cause: "employer-grounds", start: "2026-01-01", end: "2026-06-30", fixedTerm: true })
    expect(short.amounts["notice-fixed"]).toBe("3 working days (not counted)")
    expect(short.amounts.severance).toBe(0) // 6 months: under the 12 months art. 46 requires
  })
})

describe("India (INR 60,000 a month, basic and dearness allowance INR 24,000)", () => {
  it("retrenchment after 7 years 8 months with pay in lieu of notice: 8 years counted", () => {
    const { e, amounts } = run("IN", { cause: "retrenchment", salary: 60_000, basic: 24_000, start: "2019-04-01", end: "2026-11-30", payInLieu: true })
    expect(amounts).toEqual({
      "notice-retrenchment": 60_000, // one month's wages in lieu
      retrenchment: 276_923.08, // 8 × 15/26 × 60,000 = 276,923.076…
      reskilling: 17_307.69, // 15/26 × 30,000 (wages: 24,000 is under half of 60,000, so 30,000)
      gratuity: 138_461.54, // 8 × 15/26 × 30,000 = 138,461.538…
      bonus: 0, // not due above INR 21,000 a month
      "social-security": 1_950,
    })
    expect(e.total).toBe(494_642.31)
  })
  it("resignation after 4 years 11 months: no gratuity yet", () => {
    const { e } = run("IN", { cause: "resignation", salary: 60_000, basic: 24_000, start: "2022-01-01", end: "2026-11-30" })
    expect(e.total).toBe(1_950)
  })
  it("end of a fixed term after 1 year 6 months: gratuity for one year (six months is not in excess of six)", () => {
    const { e, amounts } = run("IN", { cause: "end-of-term", salary: 60_000, basic: 24_000, start: "2025-04-01", end: "2026-09-30" })
    expect(amounts.gratuity).toBe(17_307.69) // 1 × 15/26 × 30,000
    expect(e.total).toBe(19_257.69)
  })
  it("closure at INR 18,000 after 6 years 3 months: compensation, gratuity and the bonus for April to December", () => {
    const { e, amounts } = run("IN", { cause: "closure", salary: 18_000, start: "2020-10-01", end: "2026-12-31" })
    expect(amounts.retrenchment).toBe(62_307.69) // 6 × 15/26 × 18,000 = 62,307.692…
    expect(amounts.gratuity).toBe(62_307.69) // wages 18,000 (at least half of itself)
    // The calculation ceiling is INR 7,000 or the state's minimum wage, whichever is higher; the fixture's Delhi holds
    // no current figure but a last known one (22,411) above the salary, so the base is the salary (the calculator's
    // rule: never fall to the lower legal floor quietly): 18,000 × 1/12 × 9 months = 13,500.
    expect(amounts.bonus).toBe(13_500)
    expect(amounts["social-security"]).toBe(2_535) // EPF 1,800 + EDLI 75 + admin 75 + ESI 3.25% of 18,000 = 585
    expect(e.total).toBe(140_650.38)
  })
})

describe("Singapore (S$6,000 a month)", () => {
  it("retrenchment after 5 years 10 months with salary in lieu of four weeks' notice; the retrenchment benefit is shown, not counted", () => {
    const { e, amounts } = run("SG", { cause: "retrenchment", salary: 6_000, start: "2021-01-04", end: "2026-11-30", leaveDays: 5, payInLieu: true })
    expect(amounts).toEqual({
      notice: 5_538.46, // 4 weeks × 6,000 × 12 ÷ 52 = 5,538.46…
      "retrenchment-benefit": " (not counted)",
      leave: 1_384.62, // 5 × 6,000 × 12 ÷ 260 = 1,384.615…
      "social-security": 1_031.25,
    })
    expect(e.total).toBe(7_954.33)
  })
  it("dismissal for misconduct: nothing but the month's CPF", () => {
    expect(run("SG", { cause: "misconduct", salary: 6_000, start: "2021-01-04", end: "2026-11-30", leaveDays: 5 }).e.total).toBe(1_031.25)
  })
  it("notice after 3 months, paid in lieu: one day's pay", () => {
    expect(run("SG", { cause: "notice", salary: 6_000, start: "2026-06-01", end: "2026-08-31", payInLieu: true }).amounts.notice).toBe(276.92) // 6,000 × 12 ÷ 260
  })
  it("resignation: unused leave only", () => {
    expect(run("SG", { cause: "resignation", salary: 6_000, start: "2021-01-04", end: "2026-11-30", leaveDays: 2 }).e.total).toBe(1_585.1) // 553.85 + 1,031.25
  })
})

describe("the message for the contact form", () => {
  it("names the case and every line", () => {
    const { e } = run("PH", { cause: "redundancy", salary: 30_000, start: "2020-03-01", end: "2026-11-30" })
    const text = summariseEstimate(e, { salary: 30_000, start: "2020-03-01", end: "2026-11-30" }, "Philippines", "Social security")
    expect(text).toContain("Philippines, Redundancy or installation of labour-saving devices")
    expect(text).toContain("- Separation pay, one month a year: PHP 210,000.00")
    expect(text).toContain("- Social security: PHP 3,980.00")
    expect(text).toContain("Total: PHP 241,480.00") // 210,000 + 27,500 + 0 + 3,980
  })
})
