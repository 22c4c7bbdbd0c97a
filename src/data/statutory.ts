import { roundingProblems, type LineRounding } from "./rounding"

/**
 * The statutory data of content/data/ (rates, minimum wages, the change log): its types, its checks and the
 * few pure helpers that pages and the build share. Neutral ground: gatsby/ (validation at build time, the
 * change-log feed) and src/ (the calculator, the <Figure> component, the change-log page) both import it.
 * The GraphQL declaration is in gatsby/schema.ts; how a writer edits the files is in content/README.md.
 */

/** An official page that states the figure. */
export interface StatutorySource {
  title: string
  url: string
}

/**
 * How a figure was checked: `official` when the official text itself (the circular, decree, wage order or the
 * agency's own page) was read on `checkedOn`; `secondary` when only a named secondary source was read
 * (`readVia`: the law firm, news agency or payroll publisher). Pages say which.
 */
export type ReadKind = "official" | "secondary"

/** What every statutory figure carries: where it comes from, how it was read and how fresh it is (dates are YYYY-MM-DD). */
export interface Dated {
  source: StatutorySource
  read: ReadKind
  /** The secondary source read, named ("Manila Bulletin, 30 June 2025"); null when the official text was read. */
  readVia: string | null
  /** The date from which the figure applies. */
  appliesFrom: string
  /** The date someone last checked the figure against its source. */
  checkedOn: string
  /**
   * The date by which it must be checked again. Every build lists the figures due within 30 days and those
   * overdue; a release build fails while one is overdue (gatsby/on-pre-bootstrap.ts); pages show an overdue
   * figure as "due for review" (`reviewStatus`). No test compares it with today's date.
   */
  reviewBy: string
}

export interface AgeBand {
  id: string
  label: string
  employerRate: number
  employeeRate: number
}

export interface Tier {
  upTo: number | null
  amount: number
}

/**
 * A rate as the data writes it: a decimal fraction (0.05 is 5%), or the law's exact fraction as text, so that a
 * rate the law states as a fraction is computed exactly and rounded only where the agency rounds:
 * - a fraction `"1/12"` (one twelfth: a 13th-month pay accrued monthly);
 * - a percentage `"8 1/3 %"` (a whole number and a fraction: India's "eight and one-third per cent"), `"12 %"`, `"0.5 %"`;
 * - a product of those, joined by `×`: `"15/26 × 1/12"` (15/26 of a month's wage a year, accrued monthly).
 * `parseRate` reads it exactly; `rateValue` gives the number (for prose and comparisons), `formatRate` the text a page shows.
 */
export type Rate = number | string

/** An exact fraction: numerator over denominator (denominator positive). */
export interface Ratio {
  num: bigint
  den: bigint
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b))
const reduced = (num: bigint, den: bigint): Ratio => {
  const g = gcd(num, den) || 1n
  return { num: num / g, den: den / g }
}
/** A decimal written in digits ("12.5") as an exact fraction. */
const decimalRatio = (text: string): Ratio => {
  const [whole = "0", part = ""] = text.split(".")
  return reduced(BigInt(whole + part), 10n ** BigInt(part.length))
}
export const multiplyRatios = (a: Ratio, b: Ratio): Ratio => reduced(a.num * b.num, a.den * b.den)
export const addRatios = (a: Ratio, b: Ratio): Ratio => reduced(a.num * b.den + b.num * a.den, a.den * b.den)

const TERM = /^(?:(\d+)\/(\d+)|(?:(\d+(?:\.\d+)?)|(\d+) (\d+)\/(\d+)|(\d+)\/(\d+)) ?%)$/

/** One term of a rate written as text: "1/12", "8 1/3 %", "12 %", "0.5 %", "1/3 %"; null when it is none of those. */
function termRatio(text: string): Ratio | null {
  const m = TERM.exec(text.trim())
  if (!m) return null
  const [, fn, fd, pct, mw, mn, md, pn, pd] = m
  const frac = (n: string, d: string) => (BigInt(d) === 0n ? null : reduced(BigInt(n), BigInt(d)))
  if (fn !== undefined && fd !== undefined) return frac(fn, fd)
  const percent =
    pct !== undefined
      ? decimalRatio(pct)
      : mw !== undefined && mn !== undefined && md !== undefined
        ? BigInt(md) === 0n
          ? null
          : addRatios({ num: BigInt(mw), den: 1n }, reduced(BigInt(mn), BigInt(md)))
        : pn !== undefined && pd !== undefined
          ? frac(pn, pd)
          : null
  return percent === null ? null : multiplyRatios(percent, { num: 1n, den: 100n })
}

/**
 * A rate of the data as an exact fraction: text as `Rate` describes it, or a decimal number taken exactly as
 * written (0.0325 is 325/10000; a decimal is never taken for a fraction it is close to). Null when it is neither.
 */
export function parseRate(rate: unknown): Ratio | null {
  if (typeof rate === "number") return Number.isFinite(rate) && rate >= 0 ? decimalRatio(rate.toFixed(12).replace(/0+$/, "").replace(/\.$/, "")) : null
  if (typeof rate !== "string" || rate.trim() === "") return null
  const terms = rate.split(/[×*]/).map(termRatio)
  return terms.some((t) => t === null) ? null : (terms as Ratio[]).reduce(multiplyRatios)
}

/** A rate as a number (prose, comparisons, display); NaN when the text is not a rate. */
export const rateValue = (rate: Rate): number => {
  const r = parseRate(rate)
  return r === null ? Number.NaN : Number(r.num) / Number(r.den)
}

/**
 * A rate as pages show it: a fraction as the law writes it ("1/12", "8 1/3%", "15/26 × 1/12": characters the
 * site's fonts hold, so no "⅓"), a decimal as a percentage with at most `digits` decimals ("3.25%").
 */
export function formatRate(rate: Rate, digits = 3): string {
  if (typeof rate === "number") return `${+(rate * 100).toFixed(digits)}%`
  return rate
    .split(/[×*]/)
    .map((t) => t.trim().replace(/ %$/, "%"))
    .join(" × ")
}

/**
 * A decimal that looks like a law's fraction rounded (0.0833333 for 1/12, 0.0481 for 15/312 is not caught: only a
 * decimal of six or more places within half a unit of its last place of a fraction with a denominator up to 400):
 * the writer should write the fraction. Returns the fraction as text, or null.
 */
export function roundedFraction(rate: number): string | null {
  const places = (String(rate).split(".")[1] ?? "").length
  if (places < 6 || String(rate).includes("e")) return null
  const tolerance = 0.5 * 10 ** -places
  for (let den = 2; den <= 400; den++) {
    const num = Math.round(rate * den)
    if (num > 0 && Math.abs(rate - num / den) <= tolerance && Math.abs(rate - num / den) > 0) return `${num}/${den}`
  }
  return null
}

export type LineKind = "contribution" | "bonus" | "provision"
export type LineStatus = "statutory" | "customary"

export interface RateLine extends Dated {
  id: string
  label: string
  kind: LineKind
  status: LineStatus
  /** A decimal or the law's exact fraction as text (`Rate`). */
  employerRate: Rate | null
  employeeRate: Rate | null
  floor: number | null
  cap: number | null
  step: number | null
  appliesUpTo: number | null
  tiers: Tier[] | null
  minAmount: number | null
  maxAmount: number | null
  ageBands: AgeBand[] | null
  /**
   * The cap is this many times the monthly minimum wage of the place chosen (Vietnam's unemployment insurance:
   * 20); `cap` holds the default place's, which validateRates checks, and applies where a place has no figure.
   */
  capTimesMinimumWage: number | null
  /**
   * The cap rises to the minimum wage of the place chosen when that is higher (India's statutory bonus: Code on
   * Wages 2019, s. 26(2), computes it on INR 7,000 or the minimum wage, whichever is higher).
   */
  capAtLeastMinimumWage: boolean | null
  /** How its amounts are rounded; null: half up to the currency's minor unit (src/data/rounding.ts). */
  rounding: LineRounding | null
  legalBasis: string
  note: string | null
}

/** Another monthly minimum that applies in part of a place, or to some employers there. */
export interface PlaceRate {
  monthly: number
  /** Who or where it applies to, in words a visitor reads. */
  appliesTo: string
  /** How the monthly figure is derived ("PHP 658 a day × 261 days ÷ 12"), or null. */
  derivation: string | null
}

/** The last figure found for a place whose current minimum could not be sourced. */
export interface LastKnown {
  monthly: number
  /** The period it applied to, in words ("1 April to 30 September 2025"). */
  period: string
  readVia: string
}

/**
 * One place where a person can work (a Philippine region, an Indonesian province, a Vietnamese region, an Indian
 * state or zone) with its general minimum wage. Singapore, with none, has one place and no figure.
 */
export interface WagePlace extends Dated {
  /** Lower case with hyphens, starting with the country code: `ph-ncr`, `vn-region-4`. */
  id: string
  name: string
  /** Cities and areas a buyer recognises. */
  examples: string | null
  /** The place the calculator starts with (the capital's): exactly one per country. */
  default: boolean | null
  /**
   * The monthly minimum most employers there must pay, in the country's currency; null where no current
   * figure is held (the calculator then says so, and never refuses a salary for it).
   */
  monthly: number | null
  derivation: string | null
  /** Lower rates for some employers or areas (the lowest is the line below which a salary is unlawful there). */
  lowerRates: PlaceRate[] | null
  /** Higher minimums in parts of the place (an Indonesian city's UMK above its province's UMP). */
  higherRates: PlaceRate[] | null
  lastKnown: LastKnown | null
  /**
   * False where minimums are set by kind of work and the lowest kinds are not held (India): a salary below the
   * rates given may still be lawful, so it is flagged, never refused. True or null: the lowest rate given is the
   * least anyone there may be paid.
   */
  lowestIsFloor: boolean | null
  /**
   * The days of the year ("MM-DD") on which the place's minimum is revised (Delhi's dearness allowance: ["04-01",
   * "10-01"]; West Bengal's: ["01-01", "07-01"]). Where given with a current figure, `reviewBy` may be no later than
   * 30 days after the first of them following `appliesFrom`, so the next revision is caught (docs/fact-checks/README.md).
   */
  revisedOn: string[] | null
  note: string | null
}

/** What decides the place: where the person works (region, province, state), or where the employer operates (employerRegion: Vietnam). */
export type PlaceKind = "region" | "employerRegion" | "province" | "state"

/** How a country's minimum wage is set, and its places. */
export interface MinimumWage {
  /** What the visitor chooses; null where one rule covers the country (Singapore). */
  placeKind: PlaceKind | null
  /** How the minimum is set and how the place is decided, in a sentence or three a visitor reads. */
  basis: string
  places: WagePlace[]
}

export interface CountryRates {
  code: string
  name: string
  currency: string
  minSalary: number
  maxSalary: number
  exampleSalary: number
  basis: string
  minimumWage: MinimumWage
  lines: RateLine[]
}

export interface RatesData {
  exchangeRates: { asOf: string; source: string; url: string; perUSD: Record<string, number> }
  /** The calculator's comparison of countries: which, in this order, and the salary it opens on. */
  comparison: { currency: string; exampleSalary: number; countries: string[] }
  countries: CountryRates[]
}

/** How a source was read: `official` when the official text itself was read, `secondary` when only a named report was. */
export type HowRead = "official" | "secondary"

/** One entry of content/data/statutory-changes.yaml. */
export interface StatutoryChange {
  /** The date the change takes effect. */
  date: string
  /** Two-letter country code, as in the rates file. */
  country: string
  /**
   * The rates-file line it changes, "minimum-wage" (or "minimum-wage-<place>" for one place's rate, the place id
   * without its country prefix), or a topic of its own (e.g. "labour-codes").
   */
  line: string
  title: string
  from: string
  to: string
  /** The instrument, and a link that opens it (or, where no copy of it was found, the report that was read). */
  source: StatutorySource
  read: HowRead
  /** Who reported it, when `read` is secondary; null when the official text was read. */
  readVia: string | null
  /** The day the entry was last checked against its source. */
  checkedOn: string
  note: string | null
}

export interface ChangesData {
  changes: StatutoryChange[]
}

/** The public change log; one change is at `${STATUTORY_CHANGES_PATH}#${changeAnchor(...)}`. */
export const STATUTORY_CHANGES_PATH = "/resources/statutory-changes"
export const STATUTORY_CHANGES_FEED = "/resources/statutory-changes/rss.xml"

/**
 * The log covers every figure that applies from this date on: a line (or a minimum wage, as line
 * "minimum-wage") with `appliesFrom` on or after it has the change `changeAnchor(country, line, appliesFrom)`.
 */
export const CHANGE_LOG_SINCE = "2024-01-01"

/** The anchor of one change: `id-jp-2026-03-01`. */
export const changeAnchor = (country: string, line: string, date: string): string => `${country.toLowerCase()}-${line}-${date}`

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v)
const isRate = (v: unknown) => isNum(v) && v >= 0 && v < 1
const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== ""
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * A site's home page (no path and no query: `https://www.philhealth.gov.ph/`) names no figure: a source link
 * must open the instrument itself. A page addressed by its query (`vanban.chinhphu.vn/?docid=…`) is a document.
 */
export const isHomePage = (url: string): boolean => {
  try {
    const u = new URL(url)
    return (u.pathname === "/" || u.pathname === "") && u.search === ""
  } catch {
    return false
  }
}

/** The problem of a source link that is a home page, or none. */
const homePageProblem = (at: string, url: unknown): string[] =>
  isText(url) && isHomePage(url) ? [`${at}: field "source.url" is ${url}, a home page: link the instrument itself, not the agency's home page (the circular, decree, regulation or gazette notice, or the agency's page for that rule)`] : []
export const isIsoDate = (v: unknown): v is string => typeof v === "string" && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)

/** The source and the three dates of a figure; `at` names where it is (`countries[ID].lines[jp]`). */
export function validateDated(at: string, value: Partial<Dated> | null | undefined): string[] {
  const problems: string[] = []
  const v = value ?? {}
  const source = v.source as Partial<StatutorySource> | string | undefined
  if (!source || typeof source !== "object") problems.push(`${at}: field "source" must give the official source as title and url`)
  else {
    if (!isText(source.title)) problems.push(`${at}: field "source.title" is required: name the official page (agency and document)`)
    if (!isText(source.url) || !/^https:\/\/[^\s/]+\.[^\s]+$/.test(source.url)) problems.push(`${at}: field "source.url" must be an https:// link to the official source`)
    else problems.push(...homePageProblem(at, source.url))
  }
  for (const f of ["appliesFrom", "checkedOn", "reviewBy"] as const) if (!isIsoDate(v[f])) problems.push(`${at}: field "${f}" must be a date (YYYY-MM-DD)`)
  if (isIsoDate(v.checkedOn) && isIsoDate(v.reviewBy) && v.reviewBy <= v.checkedOn) problems.push(`${at}: field "reviewBy" must be after "checkedOn"`)
  if (v.read !== "official" && v.read !== "secondary") problems.push(`${at}: field "read" must be official (the official text was read on checkedOn) or secondary (only a secondary source was read)`)
  else if (v.read === "secondary" && !isText(v.readVia)) problems.push(`${at}: field "readVia" must name the secondary source that was read (read is secondary)`)
  else if (v.read === "official" && v.readVia != null) problems.push(`${at}: field "readVia" must be null when the official text was read`)
  return problems
}

const PLACE_ID = /^[a-z]{2}(?:-[a-z0-9]+)+$|^[a-z]{2}$/

/** A place of a country's minimum wage: its id, figure, other rates and the dates of its figure. */
function validatePlace(at: string, p: Partial<WagePlace>, code: string): string[] {
  const problems: string[] = []
  if (!isText(p.id) || !PLACE_ID.test(p.id) || !p.id.startsWith(code.toLowerCase())) problems.push(`${at}: field "id" must be lower case with hyphens and start with the country code (${code.toLowerCase()}-...)`)
  if (!isText(p.name)) problems.push(`${at}: field "name" is required`)
  if (p.monthly != null && (!isNum(p.monthly) || p.monthly <= 0)) problems.push(`${at}: field "monthly" must be a positive number, or null where no current figure is held`)
  for (const f of ["lowerRates", "higherRates"] as const) {
    const rates = p[f]
    if (rates == null) continue
    if (!Array.isArray(rates)) {
      problems.push(`${at}: field "${f}" must be a list of { monthly, appliesTo, derivation }`)
      continue
    }
    rates.forEach((r, i) => {
      if (!isNum(r?.monthly) || r.monthly <= 0) problems.push(`${at}.${f}[${i}]: field "monthly" must be a positive number`)
      else if (isNum(p.monthly) && (f === "lowerRates" ? r.monthly >= p.monthly : r.monthly <= p.monthly)) problems.push(`${at}.${f}[${i}]: field "monthly" must be ${f === "lowerRates" ? "below" : "above"} the place's monthly figure`)
      if (!isText(r?.appliesTo)) problems.push(`${at}.${f}[${i}]: field "appliesTo" must say who or where the rate applies to`)
    })
    if (p.monthly == null && rates.length > 0) problems.push(`${at}: field "${f}" needs the place's own monthly figure`)
  }
  if (p.lowestIsFloor != null && typeof p.lowestIsFloor !== "boolean") problems.push(`${at}: field "lowestIsFloor" must be true or false`)
  problems.push(...cadenceProblems(at, p))
  const lk = p.lastKnown
  if (lk != null) {
    if (p.monthly != null) problems.push(`${at}: field "lastKnown" is only for a place without a current monthly figure`)
    if (!isNum(lk.monthly) || lk.monthly <= 0) problems.push(`${at}.lastKnown: field "monthly" must be a positive number`)
    for (const f of ["period", "readVia"] as const) if (!isText(lk[f])) problems.push(`${at}.lastKnown: field "${f}" is required`)
  }
  problems.push(...validateDated(at, p))
  return problems
}

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** The first of the days of the year `monthDays` ("MM-DD") strictly after `isoDate`, as YYYY-MM-DD. */
export function nextRevision(isoDate: string, monthDays: readonly string[]): string | null {
  const year = Number(isoDate.slice(0, 4))
  const dates = [year, year + 1].flatMap((y) => monthDays.map((md) => `${y}-${md}`)).filter((d) => isIsoDate(d) && d > isoDate)
  return dates.length === 0 ? null : dates.reduce((a, b) => (b < a ? b : a))
}

/** A place's revision days, and its review date no later than 30 days after the next revision of a current figure. */
function cadenceProblems(at: string, p: Partial<WagePlace>): string[] {
  if (p.revisedOn == null) return []
  if (!Array.isArray(p.revisedOn) || p.revisedOn.length === 0 || p.revisedOn.some((d) => typeof d !== "string" || !MONTH_DAY.test(d)))
    return [`${at}: field "revisedOn" must list the days of the year the minimum is revised, as "MM-DD" in quotes (["04-01", "10-01"])`]
  if (p.monthly == null || !isIsoDate(p.appliesFrom) || !isIsoDate(p.reviewBy)) return []
  const next = nextRevision(p.appliesFrom, p.revisedOn)
  const latest = next === null ? null : addDays(next, 30)
  return latest !== null && p.reviewBy > latest ? [`${at}: field "reviewBy" is ${p.reviewBy}, later than 30 days after the next revision (${next}, from revisedOn) of a figure applying from ${p.appliesFrom}: set it to ${latest} at the latest`] : []
}

/** A country's minimum wage: what a place is, how the minimum is set, and one default place among unique ids. */
function validateMinimumWage(at: string, mw: Partial<MinimumWage> | undefined, code: string): string[] {
  if (!mw || typeof mw !== "object") return [`${at}: field "minimumWage" is required (placeKind, basis, places)`]
  const problems: string[] = []
  if (mw.placeKind !== null && !["region", "employerRegion", "province", "state"].includes(String(mw.placeKind))) problems.push(`${at}.minimumWage: field "placeKind" must be region, employerRegion, province or state (null where one rule covers the country)`)
  if (!isText(mw.basis)) problems.push(`${at}.minimumWage: field "basis" is required`)
  const places = Array.isArray(mw.places) ? mw.places : []
  if (places.length === 0) problems.push(`${at}.minimumWage: field "places" must list at least one place`)
  if (mw.placeKind === null && places.length > 1) problems.push(`${at}.minimumWage: a country without placeKind has one place`)
  const ids = new Set<string>()
  for (const p of places) {
    const pat = `${at}.minimumWage.places[${p?.id ?? "?"}]`
    if (ids.has(String(p?.id))) problems.push(`${pat}: id is used twice`)
    ids.add(String(p?.id))
    if (p?.id === "monthly") problems.push(`${pat}: the id "monthly" is reserved`)
    problems.push(...validatePlace(pat, p ?? {}, code))
  }
  const defaults = places.filter((p) => p?.default === true).length
  if (places.length > 0 && defaults !== 1) problems.push(`${at}.minimumWage: exactly one place must have "default: true" (it has ${defaults})`)
  return problems
}

/** A line's rate: a decimal between 0 and 1, or a fraction as text as `Rate` says; never a law's fraction rounded. */
function rateProblems(at: string, field: string, value: unknown): string[] {
  if (value == null) return []
  const exact = parseRate(value)
  if (exact === null || exact.num >= exact.den) return [`${at}: field "${field}" must be a rate below 1: a decimal (5% is 0.05) or the law's fraction as text, "1/12", "8 1/3 %" or "15/26 × 1/12" (it is ${JSON.stringify(value)})`]
  const fraction = typeof value === "number" ? roundedFraction(value) : null
  return fraction ? [`${at}: field "${field}" is ${JSON.stringify(value)}, a fraction rounded (${fraction}?): write the law's exact fraction as text, e.g. "${fraction}" or "8 1/3 %", so that it is computed exactly`] : []
}

/** Checks the rates file so a writer's mistake fails the build naming the country, line and field. */
export function validateRates(data: unknown): string[] {
  const problems: string[] = []
  const d = data as Partial<RatesData> | null
  if (!d || typeof d !== "object") return ["the file is empty or not a mapping"]
  const fx = d.exchangeRates
  if (!fx || !fx.perUSD || typeof fx.perUSD !== "object") problems.push('field "exchangeRates.perUSD" is required')
  for (const c of d.countries ?? []) {
    const at = `countries[${c.code ?? "?"}]`
    if (!/^[A-Z]{2}$/.test(String(c.code))) problems.push(`${at}: field "code" must be a two-letter country code`)
    if (!fx?.perUSD || !isNum(fx.perUSD[c.currency]) || fx.perUSD[c.currency]! <= 0) problems.push(`${at}: currency "${c.currency}" has no exchange rate in exchangeRates.perUSD`)
    if (!isNum(c.minSalary) || !isNum(c.maxSalary) || c.minSalary <= 0 || c.maxSalary <= c.minSalary) problems.push(`${at}: minSalary and maxSalary must be numbers with min below max`)
    if (!isNum(c.exampleSalary) || c.exampleSalary < c.minSalary || c.exampleSalary > c.maxSalary) problems.push(`${at}: exampleSalary must lie between minSalary and maxSalary`)
    const mw = c.minimumWage as Partial<MinimumWage> | undefined
    problems.push(...validateMinimumWage(at, mw, String(c.code)))
    const highest = Math.max(0, ...(mw?.places ?? []).map((p) => (isNum(p?.monthly) ? p.monthly : 0)))
    if (isNum(c.exampleSalary) && c.exampleSalary < highest) problems.push(`${at}: exampleSalary is below the highest minimum wage of its places (${highest}), so a link to the country would open on an unlawful salary somewhere`)
    const ids = new Set<string>()
    for (const l of c.lines ?? []) {
      const lat = `${at}.lines[${l.id ?? "?"}]`
      if (ids.has(l.id)) problems.push(`${lat}: id is used twice`)
      ids.add(l.id)
      if (l.id === "minimumWage") problems.push(`${lat}: the id "minimumWage" is reserved for the country's minimum wage`)
      if (!["contribution", "bonus", "provision"].includes(l.kind)) problems.push(`${lat}: field "kind" must be contribution, bonus or provision`)
      if (!["statutory", "customary"].includes(l.status)) problems.push(`${lat}: field "status" must be statutory or customary`)
      const hasRate = l.employerRate != null || l.employeeRate != null
      const hasTiers = Array.isArray(l.tiers) && l.tiers.length > 0
      const hasBands = Array.isArray(l.ageBands) && l.ageBands.length > 0
      if ([hasRate, hasTiers, hasBands].filter(Boolean).length !== 1) problems.push(`${lat}: give exactly one of employerRate/employeeRate, tiers or ageBands`)
      for (const f of ["employerRate", "employeeRate"] as const) problems.push(...rateProblems(lat, f, l[f]))
      for (const f of ["floor", "cap", "step", "appliesUpTo", "minAmount", "maxAmount"] as const) if (l[f] != null && (!isNum(l[f]) || l[f] < 0)) problems.push(`${lat}: field "${f}" must be a positive number`)
      if (l.floor != null && l.cap != null && l.floor > l.cap) problems.push(`${lat}: floor is above cap`)
      if (l.capAtLeastMinimumWage != null && typeof l.capAtLeastMinimumWage !== "boolean") problems.push(`${lat}: field "capAtLeastMinimumWage" must be true or false`)
      if (l.capAtLeastMinimumWage === true && l.cap == null) problems.push(`${lat}: field "capAtLeastMinimumWage" needs a cap (the amount the minimum wage replaces when higher)`)
      if (l.capTimesMinimumWage != null) {
        const home = c.minimumWage?.places?.find((p) => p?.default === true)
        if (!isNum(l.capTimesMinimumWage) || l.capTimesMinimumWage <= 0) problems.push(`${lat}: field "capTimesMinimumWage" must be a positive number`)
        else if (!isNum(home?.monthly) || !isNum(l.cap) || Math.abs(l.cap - l.capTimesMinimumWage * home.monthly) > 0.005)
          problems.push(`${lat}: field "cap" must be capTimesMinimumWage (${l.capTimesMinimumWage}) times the default place's minimum wage (${home?.monthly ?? "none"})`)
      }
      problems.push(...roundingProblems(lat, l.rounding))
      for (const b of l.ageBands ?? []) if (!isRate(b.employerRate) || !isRate(b.employeeRate)) problems.push(`${lat}: age band "${b.id}" needs employerRate and employeeRate as fractions`)
      if (!isText(l.legalBasis)) problems.push(`${lat}: field "legalBasis" is required: every figure names its law`)
      problems.push(...validateDated(lat, l))
    }
  }
  if (!Array.isArray(d.countries) || d.countries.length === 0) problems.push('field "countries" must list at least one country')
  const cmp = d.comparison
  if (!cmp || typeof cmp !== "object") problems.push('field "comparison" is required (currency, exampleSalary, countries)')
  else {
    if (!fx?.perUSD || !isNum(fx.perUSD[cmp.currency])) problems.push(`comparison: currency "${cmp.currency}" has no exchange rate in exchangeRates.perUSD`)
    if (!isNum(cmp.exampleSalary) || cmp.exampleSalary <= 0) problems.push('comparison: field "exampleSalary" must be a positive number')
    const codes = (d.countries ?? []).map((c) => c.code)
    if (!Array.isArray(cmp.countries) || cmp.countries.length < 2 || cmp.countries.some((code) => !codes.includes(code))) problems.push(`comparison: field "countries" must list at least two codes of the countries above (${codes.join(", ")})`)
  }
  return problems
}

const LINE_OPTIONAL = ["employerRate", "employeeRate", "floor", "cap", "step", "capTimesMinimumWage", "capAtLeastMinimumWage", "appliesUpTo", "tiers", "minAmount", "maxAmount", "ageBands", "rounding", "note"] as const
const PLACE_OPTIONAL = ["examples", "default", "derivation", "lowerRates", "higherRates", "lastKnown", "lowestIsFloor", "revisedOn", "note"] as const
const nulls = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, null]))
const withDerivation = (r: PlaceRate): PlaceRate => ({ ...r, derivation: r.derivation ?? null })

/**
 * The rates file as YAML gives it, with the optional fields a writer left out set to null, as GraphQL returns
 * them: the shape the pages see (for the build's own reading of the file and for tests).
 */
export function withOptionalNulls(data: RatesData): RatesData {
  return {
    ...data,
    countries: data.countries.map((c) => ({
      ...c,
      minimumWage: { ...c.minimumWage, places: c.minimumWage.places.map((p) => ({ ...nulls(PLACE_OPTIONAL), ...p, lowerRates: p.lowerRates?.map(withDerivation) ?? null, higherRates: p.higherRates?.map(withDerivation) ?? null })) },
      lines: c.lines.map((l) => ({ ...nulls(LINE_OPTIONAL), ...l })),
    })),
  }
}

/**
 * Checks the change log; with `countryCodes` (those of the rates file) each change must name one of them.
 * The build checks the file alone; gatsby/__tests__/statutory-data.test.ts checks it against the rates file.
 */
export function validateChanges(data: unknown, countryCodes: readonly string[] | null): string[] {
  const d = data as Partial<ChangesData> | null
  if (!d || typeof d !== "object" || !Array.isArray(d.changes)) return ['field "changes" must be a list of changes']
  const problems: string[] = []
  const anchors = new Set<string>()
  d.changes.forEach((c, i) => {
    const at = `changes[${i}]${c && isText(c.title) ? ` (${c.title})` : ""}`
    if (!c || typeof c !== "object") return void problems.push(`${at}: each change is a mapping`)
    if (!isIsoDate(c.date)) problems.push(`${at}: field "date" must be the date it takes effect (YYYY-MM-DD)`)
    if (countryCodes ? !countryCodes.includes(c.country) : !/^[A-Z]{2}$/.test(String(c.country))) problems.push(`${at}: field "country" must be ${countryCodes ? `one of ${countryCodes.join(", ")}` : "a two-letter country code"}`)
    if (!isText(c.line) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(c.line)) problems.push(`${at}: field "line" must be a line id of the rates file or a topic in lower case with hyphens`)
    for (const f of ["title", "from", "to"] as const) if (!isText(c[f])) problems.push(`${at}: field "${f}" is required`)
    const source = c.source as Partial<StatutorySource> | undefined
    if (!source || !isText(source.title) || !isText(source.url) || !/^https:\/\//.test(source.url)) problems.push(`${at}: field "source" must give title and an https:// url of the official source`)
    else problems.push(...homePageProblem(at, source.url))
    if (c.read === "official" ? c.readVia != null : c.read !== "secondary" || !isText(c.readVia)) problems.push(`${at}: field "read" must say how the source was read: official (and readVia: null), or secondary with readVia naming the report`)
    if (!isIsoDate(c.checkedOn)) problems.push(`${at}: field "checkedOn" must be the date the entry was checked (YYYY-MM-DD)`)
    const anchor = changeAnchor(String(c.country), String(c.line), String(c.date))
    if (anchors.has(anchor)) problems.push(`${at}: a second change for ${c.country} ${c.line} on ${c.date}; merge them`)
    anchors.add(anchor)
  })
  return problems
}

/** How a figure was last checked: what a page says beside it. */
export type Checked = Pick<Dated, "checkedOn" | "reviewBy" | "read" | "readVia">

/** Newest first; on one date, by country then line, so the order never depends on the file's. */
export const sortChanges = (changes: readonly StatutoryChange[]): StatutoryChange[] => [...changes].sort((a, b) => b.date.localeCompare(a.date) || a.country.localeCompare(b.country) || a.line.localeCompare(b.line))

/** One figure with its freshness, wherever it lives in the data. */
export interface DatedFigure extends Dated {
  /** `ID.jp` for a line, `VN.minimumWage` for a minimum wage. */
  id: string
  label: string
  /** The file it lives in, when not the rates file (the termination rules). */
  file?: string
}

/** Every dated figure of the rates file: each place's minimum wage (`VN.minimumWage.vn-region-4`) and each line. */
export function datedFigures(data: RatesData): DatedFigure[] {
  return data.countries.flatMap((c) => [
    ...c.minimumWage.places.map((p) => ({ ...pickDated(p), id: `${c.code}.minimumWage.${p.id}`, label: `${c.name}: minimum wage, ${p.name}` })),
    ...c.lines.map((l) => ({ ...pickDated(l), id: `${c.code}.${l.id}`, label: `${c.name}: ${l.label}` })),
  ])
}

const pickDated = (d: Dated): Dated => ({ source: d.source, appliesFrom: d.appliesFrom, checkedOn: d.checkedOn, reviewBy: d.reviewBy, read: d.read, readVia: d.readVia })

/** Figures whose review date is on or before `until` (both YYYY-MM-DD), soonest first. */
export function dueForReview(figures: readonly DatedFigure[], until: string): DatedFigure[] {
  return figures.filter((f) => f.reviewBy <= until).sort((a, b) => a.reviewBy.localeCompare(b.reviewBy) || a.id.localeCompare(b.id))
}

/** YYYY-MM-DD of a date plus some days, in UTC. */
export const addDays = (isoDate: string, days: number): string => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

export const NUMERIC_FIELDS = ["employerRate", "employeeRate", "cap", "floor", "appliesUpTo", "minAmount", "maxAmount"] as const
export type NumericField = (typeof NUMERIC_FIELDS)[number]

/**
 * A value of the data named `<COUNTRY>.<line id>.<field>`, `<COUNTRY>.minimumWage.monthly` (the default place's
 * minimum wage) or `<COUNTRY>.minimumWage.<place id>` (that place's), with the date it applies from.
 */
export interface FigureValue {
  id: string
  value: number
  /** A rate is a fraction (0.05); an amount is in `currency`. */
  unit: "rate" | "amount"
  currency: string
  appliesFrom: string
  /** A rate the data writes as the law's fraction ("8 1/3 %"): shown as written, not rounded. */
  exact?: string | null
}

/** The part of the rates file that figures are looked up in (what the <Figure> component queries). */
export interface FigureData {
  countries: ReadonlyArray<Pick<CountryRates, "code" | "currency"> & { minimumWage: { places: ReadonlyArray<Pick<WagePlace, "id" | "default" | "monthly" | "appliesFrom">> }; lines: ReadonlyArray<Pick<RateLine, "id" | NumericField | "appliesFrom">> }>
}

/** Looks a figure up by id; null when the id names nothing (the content check reports such ids). */
export function findFigure(data: FigureData, id: string): FigureValue | null {
  const [code, lineId, field, ...rest] = id.split(".")
  if (!code || !lineId || !field || rest.length > 0) return null
  const country = data.countries.find((c) => c.code === code)
  if (!country) return null
  if (lineId === "minimumWage") {
    const place = country.minimumWage.places.find((p) => (field === "monthly" ? p.default === true : p.id === field))
    return place && place.monthly !== null ? { id, value: place.monthly, unit: "amount", currency: country.currency, appliesFrom: place.appliesFrom } : null
  }
  const line = country.lines.find((l) => l.id === lineId)
  if (!line || !(NUMERIC_FIELDS as readonly string[]).includes(field)) return null
  const value = line[field as NumericField]
  if (value === null || value === undefined) return null
  if (field.endsWith("Rate")) return { id, value: rateValue(value), unit: "rate", currency: country.currency, appliesFrom: line.appliesFrom, exact: typeof value === "string" ? value : null }
  return { id, value: Number(value), unit: "amount", currency: country.currency, appliesFrom: line.appliesFrom }
}

/** How prose writes a figure: "2%", "0.24%", "IDR 10,547,400", "S$8,000". */
export function formatFigure(f: Pick<FigureValue, "value" | "unit" | "currency" | "exact">): string {
  if (f.unit === "rate") return f.exact ? formatRate(f.exact) : formatRate(f.value, 4)
  const amount = f.value.toLocaleString("en-US", { maximumFractionDigits: 2 })
  return f.currency === "SGD" ? `S$${amount}` : `${f.currency} ${amount}`
}

/** "1 March 2026" from "2026-03-01", the way the site writes dates. */
export function longDate(isoDate: string): string {
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
  const [y, m, d] = isoDate.split("-").map(Number)
  return `${d} ${months[(m ?? 1) - 1]} ${y}`
}

/** The data files, relative to the project, for messages. */
export const RATES_FILE = "content/data/statutory-rates.yaml"
export const CHANGES_FILE = "content/data/statutory-changes.yaml"

/** One line of the review list: figure, file, source and date. */
export const reviewLine = (f: DatedFigure, file = RATES_FILE): string => `${f.id} (${f.label}) in ${f.file ?? file}: review by ${f.reviewBy}, last checked ${f.checkedOn}, source ${f.source.title} <${f.source.url}>`

/** Figures whose review date has passed on `on` (YYYY-MM-DD): a figure is due on its `reviewBy` day, overdue after it. */
export const overdueFigures = (figures: readonly DatedFigure[], on: string): DatedFigure[] => dueForReview(figures, addDays(on, -1))

/** The release build's failure message: one line per overdue figure, naming figure, file and source ("" when none). */
export function overdueReport(figures: readonly DatedFigure[], on: string): string {
  const overdue = overdueFigures(figures, on)
  return overdue.length === 0 ? "" : `${overdue.length} statutory figure(s) overdue for review on ${on}:\n${overdue.map((f) => `  - ${reviewLine(f)}`).join("\n")}`
}

/** What every build prints: the figures falling due within 30 days of `on` that are not yet overdue ("" when none). */
export function dueSoonReport(figures: readonly DatedFigure[], on: string): string {
  const until = addDays(on, 30)
  const soon = dueForReview(figures, until).filter((f) => f.reviewBy >= on)
  return soon.length === 0 ? "" : `${soon.length} statutory figure(s) due for review by ${until}:\n${soon.map((f) => `  - ${reviewLine(f)}`).join("\n")}`
}

/**
 * How a page states a figure's freshness and reading on the day the site was built (`today`, YYYY-MM-DD): once its
 * review date has passed, "overdue" with that date ("Due for review since …"), whatever was read; otherwise
 * "official" ("Official text read on …") or "secondary" with the source read ("As reported by …; official text
 * not yet read"). `via` is null where several figures with different secondary sources are stated as one.
 * A visitor is never told a figure past its review date was freshly checked, nor that a report was the law.
 */
export type ReviewStatus = { state: "overdue"; date: string } | { state: "official"; date: string } | { state: "secondary"; date: string; via: string | null }

export const reviewStatus = (figure: Checked, today: string): ReviewStatus =>
  figure.reviewBy < today ? { state: "overdue", date: figure.reviewBy } : figure.read === "official" ? { state: "official", date: figure.checkedOn } : { state: "secondary", date: figure.checkedOn, via: figure.readVia }

/** The earliest passed review date among some figures, or null when none is overdue. */
export function earliestOverdue(figures: ReadonlyArray<Pick<Dated, "reviewBy">>, today: string): string | null {
  const passed = figures.map((f) => f.reviewBy).filter((d) => d < today)
  return passed.length === 0 ? null : passed.reduce((a, b) => (b < a ? b : a))
}
