import { validateDated, type Dated, type DatedFigure } from "./statutory"

/**
 * The termination rules of content/data/termination-rules.yaml (the termination-cost estimator,
 * /resources/termination-cost-estimator): their types, their check and the figures the release gate reviews.
 * Neutral ground like src/data/statutory/: the content check, the release gate (gatsby/) and the estimator
 * (src/features/termination/) import it. Each rule carries the same source, read, readVia, appliesFrom,
 * checkedOn and reviewBy as a statutory rate; the file's header explains the fields for writers.
 */

export const TERMINATION_FILE = "content/data/termination-rules.yaml"

/** How the years of service a rule counts are rounded, in the words of each law. */
export type YearRounding =
  /** Philippines, Labor Code arts. 298–299: "a fraction of at least six months shall be considered one (1) whole year". */
  | "six-months-up"
  /** India, Code on Social Security s. 53(2) and IR Code s. 70: "every completed year … or part thereof in excess of six months". */
  | "over-six-months-up"
  /** Vietnam, Decree 145/2020 art. 8(3): whole years; odd months of six or fewer count as half a year, more as a whole year. */
  | "half-or-whole"
  /** Indonesia's tables (PP 35/2021 art. 40): completed years only. */
  | "completed"
  /** Indonesia's PKWT compensation (PP 35/2021 art. 16): completed months ÷ 12. */
  | "months"

export type RuleKind = "notice" | "per-year" | "lump" | "table" | "pro-rata-bonus" | "leave" | "note"

/** Which monthly amount a rule is computed on. */
export type RuleBase =
  /** The monthly salary entered. */
  | "salary"
  /** The average monthly salary of the last months (Vietnam: six), where the law uses it; the salary when left empty. */
  | "average"
  /** The basic wage (the Philippines' basic salary; India's wages: basic pay and dearness allowance). */
  | "basic"

export interface NoticeBand {
  /** From this many completed months of service. */
  fromMonths: number
  amount: number
  unit: "days" | "working-days" | "weeks" | "months"
}

export interface TableBand {
  /** From this many completed years of service. */
  fromYears: number
  /** Months of the base. */
  months: number
}

export interface TerminationRule extends Dated {
  id: string
  label: string
  kind: RuleKind
  legalBasis: string
  note: string | null
  base: RuleBase | null
  /** India's wages: at least this share of the salary (Code on Wages s. 2(y) and Code on Social Security s. 2(88): 0.5). */
  minShareOfSalary: number | null
  /** The rule applies only to this kind of contract (Vietnam's notice periods); null for both. */
  contract: "open" | "fixed" | null
  /** notice: the period by length of service (fixed-term contracts use the same bands, by their length so far). */
  bands: NoticeBand[] | null
  /** notice: the law lets the employer pay the salary of the period instead of notice (Singapore s. 11, India s. 70). */
  payInLieu: boolean | null
  /** per-year: months of the base for each year counted (0.5, 1), or `perYearDays` of `monthDays` (15 of 26). */
  perYear: number | null
  perYearDays: number | null
  monthDays: number | null
  yearRounding: YearRounding | null
  /** per-year: at least this many months of the base (the Philippines 1, Vietnam's job-loss allowance 2). */
  minMonths: number | null
  /** The completed months of service before anything is due (Vietnam 12; India's gratuity 60). */
  minService: number | null
  /** The same for a fixed-term contract (India's gratuity: 12). */
  minServiceFixedTerm: number | null
  /** per-year: the most the rule pays, in the country's currency (India's gratuity ceiling). */
  cap: number | null
  /** per-year: the time covered by unemployment insurance is not counted (Vietnam, Labour Code arts. 46(2), 47(3)). */
  insuredNotCounted: boolean | null
  /** table: months of the base by completed years of service (Indonesia, PP 35/2021 art. 40(2) and (3)). */
  table: TableBand[] | null
  /** pro-rata-bonus: the line of content/data/statutory-rates.yaml whose monthly accrual is due for the months worked. */
  ratesLine: string | null
  /** pro-rata-bonus: the month the bonus year starts (1 January for the 13th month; 4, April, for India's accounting year). */
  yearStartMonth: number | null
  /** leave: the daily rate is the base × 12 ÷ this many paid days a year (the Philippines 261, Singapore 260). */
  daysPerYear: number | null
  /** leave: the daily rate is the base ÷ this many days (Indonesia 21). */
  daysPerMonth: number | null
  /** leave: the daily rate is the base ÷ the working days (Monday to Friday) of the month before the last (Vietnam). */
  previousMonthWorkingDays: boolean | null
}

/** What one cause of ending pays: a rule, times a multiplier where the law sets one (Indonesia's 0.5, 1, 2). */
export interface CausePay {
  rule: string
  times: number | null
}

export interface TerminationCause {
  id: string
  /** In the law's own words (with the term in the country's language where a buyer meets it). */
  label: string
  legalBasis: string
  note: string | null
  /** The cause ends a fixed-term contract (the contract is then treated as fixed-term whatever the visitor ticked). */
  fixedTerm: boolean | null
  pays: CausePay[]
}

/** The optional inputs a country's law uses. */
export type TerminationField = "average" | "basic" | "fixedTerm" | "insured" | "leave" | "lieu"

export interface TerminationCountry {
  code: string
  fields: TerminationField[]
  /** When the final pay is due, in a sentence with its source. */
  settlement: string
  /** What the estimate leaves out for this country. */
  leftOut: string
  rules: TerminationRule[]
  causes: TerminationCause[]
}

/** The words of the estimator, one list so the check, the schema and the page agree. */
export const TERMINATION_LABELS = [
  "heading",
  "noscript",
  "cause",
  "start",
  "end",
  "average",
  "basic",
  "basicShare",
  "fixedTerm",
  "insured",
  "leaveDays",
  "lieu",
  "errorDate",
  "errorOrder",
  "errorLeave",
  "service",
  "caption",
  "colItem",
  "colWorking",
  "colAmount",
  "total",
  "totalNote",
  "notCounted",
  "notDue",
  "social",
  "socialBasis",
  "socialLink",
  "settlement",
  "leftOut",
  "notAdvice",
  "discuss",
  "rulesHeading",
  "rulesCauses",
  "rulesEach",
  "rulesNothing",
  "rulesSocial",
] as const
export type TerminationLabels = Record<(typeof TERMINATION_LABELS)[number], string>

export interface TerminationData {
  labels: TerminationLabels
  countries: TerminationCountry[]
}

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v)
const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== ""
const positive = (v: unknown) => isNum(v) && v > 0
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const KINDS: readonly RuleKind[] = ["notice", "per-year", "lump", "table", "pro-rata-bonus", "leave", "note"]
const ROUNDINGS: readonly YearRounding[] = ["six-months-up", "over-six-months-up", "half-or-whole", "completed", "months"]
const FIELDS: readonly TerminationField[] = ["average", "basic", "fixedTerm", "insured", "leave", "lieu"]

/** One rule: its kind's parameters and the dates of its figure; `at` names where it is (`countries[PH].rules[separation-redundancy]`). */
function validateRule(at: string, r: Partial<TerminationRule>, rateLines: ReadonlySet<string> | null, code: string): string[] {
  const problems: string[] = []
  if (!isText(r.id) || !ID.test(r.id)) problems.push(`${at}: field "id" must be lower case with hyphens`)
  if (!isText(r.label)) problems.push(`${at}: field "label" is required`)
  if (!isText(r.legalBasis)) problems.push(`${at}: field "legalBasis" is required: every rule names its article`)
  if (!KINDS.includes(r.kind as RuleKind)) problems.push(`${at}: field "kind" must be one of ${KINDS.join(", ")}`)
  if (r.contract != null && r.contract !== "open" && r.contract !== "fixed") problems.push(`${at}: field "contract" must be open or fixed (or left out for both)`)
  if (r.base != null && !["salary", "average", "basic"].includes(r.base)) problems.push(`${at}: field "base" must be salary, average or basic`)
  if (r.minShareOfSalary != null && !(isNum(r.minShareOfSalary) && r.minShareOfSalary > 0 && r.minShareOfSalary <= 1)) problems.push(`${at}: field "minShareOfSalary" must be a fraction above 0 and at most 1 (half is 0.5)`)
  for (const f of ["minMonths", "minService", "minServiceFixedTerm", "cap"] as const) if (r[f] != null && (!isNum(r[f]) || r[f] < 0)) problems.push(`${at}: field "${f}" must be a number of 0 or more`)
  switch (r.kind) {
    case "notice":
      if (!Array.isArray(r.bands) || r.bands.length === 0) problems.push(`${at}: field "bands" must list the notice periods by months of service ({ fromMonths, amount, unit })`)
      else
        r.bands.forEach((b, i) => {
          if (!isNum(b?.fromMonths) || b.fromMonths < 0 || (i === 0 ? b.fromMonths !== 0 : b.fromMonths <= r.bands![i - 1]!.fromMonths)) problems.push(`${at}.bands[${i}]: field "fromMonths" must start at 0 and rise`)
          if (!positive(b?.amount)) problems.push(`${at}.bands[${i}]: field "amount" must be a positive number`)
          if (!["days", "working-days", "weeks", "months"].includes(String(b?.unit))) problems.push(`${at}.bands[${i}]: field "unit" must be days, working-days, weeks or months`)
        })
      if (r.payInLieu != null && typeof r.payInLieu !== "boolean") problems.push(`${at}: field "payInLieu" must be true or false`)
      break
    case "per-year":
    case "lump":
      if ((r.perYear == null) === (r.perYearDays == null)) problems.push(`${at}: give exactly one of "perYear" (months a year) or "perYearDays" with "monthDays"`)
      if (r.perYear != null && !positive(r.perYear)) problems.push(`${at}: field "perYear" must be a positive number of months (half a month is 0.5)`)
      if (r.perYearDays != null && (!positive(r.perYearDays) || !positive(r.monthDays))) problems.push(`${at}: fields "perYearDays" and "monthDays" must both be positive numbers (15 days of 26)`)
      if (r.kind === "per-year" && !ROUNDINGS.includes(r.yearRounding as YearRounding)) problems.push(`${at}: field "yearRounding" must be one of ${ROUNDINGS.join(", ")}`)
      if (!r.base) problems.push(`${at}: field "base" is required (salary, average or basic)`)
      break
    case "table":
      if (!Array.isArray(r.table) || r.table.length === 0) problems.push(`${at}: field "table" must list { fromYears, months } from 0 years up`)
      else
        r.table.forEach((b, i) => {
          if (!isNum(b?.fromYears) || b.fromYears < 0 || (i === 0 ? b.fromYears !== 0 : b.fromYears <= r.table![i - 1]!.fromYears)) problems.push(`${at}.table[${i}]: field "fromYears" must start at 0 and rise`)
          if (!isNum(b?.months) || b.months < 0) problems.push(`${at}.table[${i}]: field "months" must be a number of 0 or more`)
        })
      if (!r.base) problems.push(`${at}: field "base" is required (salary, average or basic)`)
      break
    case "pro-rata-bonus":
      if (!isText(r.ratesLine)) problems.push(`${at}: field "ratesLine" must name a line of content/data/statutory-rates.yaml`)
      else if (rateLines && !rateLines.has(`${code}.${r.ratesLine}`)) problems.push(`${at}: field "ratesLine" is "${r.ratesLine}", which is no line of ${code} in content/data/statutory-rates.yaml`)
      if (!isNum(r.yearStartMonth) || !Number.isInteger(r.yearStartMonth) || r.yearStartMonth < 1 || r.yearStartMonth > 12) problems.push(`${at}: field "yearStartMonth" must be the month the bonus year starts (1 to 12)`)
      break
    case "leave": {
      const ways = [r.daysPerYear != null, r.daysPerMonth != null, r.previousMonthWorkingDays === true].filter(Boolean).length
      if (ways !== 1) problems.push(`${at}: give exactly one of "daysPerYear", "daysPerMonth" or "previousMonthWorkingDays: true" (how a day's pay is worked out)`)
      for (const f of ["daysPerYear", "daysPerMonth"] as const) if (r[f] != null && !positive(r[f])) problems.push(`${at}: field "${f}" must be a positive number`)
      break
    }
  }
  problems.push(...validateDated(at, r))
  return problems
}

/**
 * Checks the termination rules so a writer's mistake fails the build naming the country, rule and field. With
 * `rateLines` (`PH.thirteenth-month`, … from the rates file) a bonus rule must name a line that exists.
 */
export function validateTermination(data: unknown, rateLines: ReadonlySet<string> | null = null): string[] {
  const d = data as Partial<TerminationData> | null
  if (!d || typeof d !== "object") return ["the file is empty or not a mapping"]
  const problems: string[] = []
  const labels = (d.labels ?? {}) as Partial<Record<string, unknown>>
  for (const k of TERMINATION_LABELS) if (!isText(labels[k])) problems.push(`field "labels.${k}" is required: the words the estimator shows`)
  if (!Array.isArray(d.countries) || d.countries.length === 0) return [...problems, 'field "countries" must list at least one country']
  const codes = new Set<string>()
  for (const c of d.countries) {
    const at = `countries[${c?.code ?? "?"}]`
    if (!/^[A-Z]{2}$/.test(String(c?.code))) problems.push(`${at}: field "code" must be a two-letter country code`)
    if (codes.has(String(c?.code))) problems.push(`${at}: the country is listed twice`)
    codes.add(String(c?.code))
    if (!Array.isArray(c.fields) || c.fields.some((f) => !FIELDS.includes(f))) problems.push(`${at}: field "fields" must list inputs among ${FIELDS.join(", ")} (an empty list is [])`)
    for (const f of ["settlement", "leftOut"] as const) if (!isText(c[f])) problems.push(`${at}: field "${f}" is required`)
    const ids = new Set<string>()
    for (const r of c.rules ?? []) {
      const rat = `${at}.rules[${r?.id ?? "?"}]`
      if (ids.has(String(r?.id))) problems.push(`${rat}: id is used twice`)
      ids.add(String(r?.id))
      problems.push(...validateRule(rat, r ?? {}, rateLines, String(c.code)))
    }
    if (!Array.isArray(c.causes) || c.causes.length === 0) problems.push(`${at}: field "causes" must list the ways employment can end`)
    const causeIds = new Set<string>()
    for (const cause of c.causes ?? []) {
      const cat = `${at}.causes[${cause?.id ?? "?"}]`
      if (!isText(cause?.id) || !ID.test(cause.id)) problems.push(`${cat}: field "id" must be lower case with hyphens`)
      if (causeIds.has(String(cause?.id))) problems.push(`${cat}: id is used twice`)
      causeIds.add(String(cause?.id))
      for (const f of ["label", "legalBasis"] as const) if (!isText(cause?.[f])) problems.push(`${cat}: field "${f}" is required`)
      if (cause?.fixedTerm != null && typeof cause.fixedTerm !== "boolean") problems.push(`${cat}: field "fixedTerm" must be true or false`)
      if (!Array.isArray(cause?.pays)) problems.push(`${cat}: field "pays" must list the rules it pays ([] for none)`)
      else
        cause.pays.forEach((p, i) => {
          if (!ids.has(String(p?.rule))) problems.push(`${cat}.pays[${i}]: field "rule" is "${String(p?.rule)}", which is no rule of ${String(c.code)} above`)
          if (p?.times != null && !(isNum(p.times) && p.times > 0)) problems.push(`${cat}.pays[${i}]: field "times" must be a positive multiplier (half is 0.5)`)
        })
    }
  }
  return problems
}

const RULE_OPTIONAL = [
  "note",
  "base",
  "contract",
  "minShareOfSalary",
  "bands",
  "payInLieu",
  "perYear",
  "perYearDays",
  "monthDays",
  "yearRounding",
  "minMonths",
  "minService",
  "minServiceFixedTerm",
  "cap",
  "insuredNotCounted",
  "table",
  "ratesLine",
  "yearStartMonth",
  "daysPerYear",
  "daysPerMonth",
  "previousMonthWorkingDays",
] as const
const nulls = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, null]))

/** The file as YAML gives it, with the optional fields left out set to null, as GraphQL returns them. */
export function terminationAsQueried(data: TerminationData): TerminationData {
  return {
    ...data,
    countries: data.countries.map((c) => ({
      ...c,
      rules: c.rules.map((r) => ({ ...nulls(RULE_OPTIONAL), ...r })),
      causes: c.causes.map((cause) => ({ ...cause, note: cause.note ?? null, fixedTerm: cause.fixedTerm ?? null, pays: cause.pays.map((p) => ({ ...p, times: p.times ?? null })) })),
    })),
  }
}

/** Every rule as a dated figure (`PH.termination.separation-redundancy`), for the release gate's review list. */
export function terminationFigures(data: TerminationData): DatedFigure[] {
  return data.countries.flatMap((c) =>
    c.rules.map((r) => ({
      source: r.source,
      appliesFrom: r.appliesFrom,
      checkedOn: r.checkedOn,
      reviewBy: r.reviewBy,
      read: r.read,
      readVia: r.readVia,
      id: `${c.code}.termination.${r.id}`,
      label: `${c.code}: ${r.label} (termination)`,
      file: TERMINATION_FILE,
    })),
  )
}
