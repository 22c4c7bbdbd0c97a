import { addRatios, type CountryRates, type PlaceRate, type Rate, type RateLine, type WagePlace } from "../../data/statutory"
import { applyRate, formatMoney, fromMinor, minorDigits, ratio, toMinor } from "./money"
import { DEFAULT_ROUNDING } from "../../data/rounding"

/**
 * The employer cost of one employee where the visitor says the person will work: each statutory line (with the
 * caps that follow the place's minimum wage), bonuses accrued monthly, customary items unless switched off, the
 * provider's fee where the company has published one, employee deductions apart, and monthly and annual totals.
 * Pure; every figure comes from content/data/statutory-rates.yaml and content/site.yaml.
 */

export interface LineResult {
  id: string
  label: string
  kind: RateLine["kind"]
  status: RateLine["status"]
  /** The salary the rates apply to, after floor, cap and rounding step; null for fixed amounts. */
  base: number | null
  /** As the data writes it: a decimal or the law's fraction as text. */
  employerRate: Rate | null
  employeeRate: Rate | null
  employer: number
  employee: number
  /** The cap limited the base. */
  capped: boolean
  /** The line does not apply at this salary (e.g. ESI above INR 21,000). */
  notApplicable: boolean
  /** A customary item the visitor switched off: shown as left out, not counted. */
  off: boolean
  /** The cap came from the place's minimum wage (Vietnam's unemployment insurance, India's bonus base). */
  placeCap: number | null
  /** Where the place's figure that the cap follows is not held: what was used instead (see `PlaceGap`); null otherwise. */
  gap: PlaceGap | null
  line: RateLine
}

/**
 * A line whose cap follows the minimum wage of the place (India's bonus base, Vietnam's unemployment-insurance cap)
 * where no current figure is held for the place. The engine never falls silently to a lower figure: it computes
 * from the best figure held and says which:
 * - `lastKnown`: the place's last known minimum wage (`wage`, for `period`); minimum wages only rise, so the
 *   amount is at least this (`atLeast`).
 * - `legalFloor`: nothing held for the place; the line's own cap is the least the law allows (India's INR 7,000),
 *   so the amount is at least this.
 * - `defaultPlace`: nothing held for the place; the cap of the country's default place is used, which the place's
 *   may be below: not a lower bound, but said.
 */
export type PlaceGap = { kind: "lastKnown"; wage: number; period: string; atLeast: true } | { kind: "legalFloor"; atLeast: true } | { kind: "defaultPlace"; atLeast: false }

/** The provider's fee of content/site.yaml `fees`, converted to the country's currency. */
export interface FeeLine {
  /** The from-price per employee-month in the fees' own currency. */
  monthlyFrom: number
  feeCurrency: string
  /** In the country's currency, at the exchange rate of the data (to its minor unit). */
  monthly: number
  /** How many units of the country's currency one unit of the fees' currency buys at that rate. */
  rate: number
  /** false while the company has not confirmed it (content/site.yaml `unconfirmed`): shown with the preview mark. */
  confirmed: boolean
}

export interface CostResult {
  country: CountryRates
  place: WagePlace
  salary: number
  lines: LineResult[]
  /** Null where the fee is quoted per role: the totals then leave it out. */
  fee: FeeLine | null
  employerContributions: number
  bonuses: number
  employeeDeductions: number
  /** Gross salary + employer contributions + bonus and provision accruals + the provider's fee where known. */
  totalMonthly: number
  totalAnnual: number
  netMonthly: number
  /** A line counted is a lower bound (`PlaceGap` atLeast): the totals are "at least" these. */
  atLeast: boolean
}

/** A line's base, rate and rounding applied to one salary, all money in integer minor units. */
function lineMinor(
  line: RateLine,
  salaryMinor: number,
  country: Pick<CountryRates, "code" | "currency">,
  ageBand: string | undefined,
  cap: number | null,
): Omit<LineResult, "employer" | "employee" | "id" | "label" | "kind" | "status" | "line" | "off" | "placeCap" | "gap"> & { employerMinor: number; employeeMinor: number } {
  const c = country.currency
  const m = (v: number | null) => (v === null ? null : toMinor(v, c))
  const none = { base: null, employerRate: null, employeeRate: null, employerMinor: 0, employeeMinor: 0, capped: false, notApplicable: false }
  const upTo = m(line.appliesUpTo)
  if (upTo !== null && salaryMinor > upTo) return { ...none, notApplicable: true }
  if (line.tiers && line.tiers.length > 0) {
    const tier = line.tiers.find((t) => t.upTo === null || salaryMinor <= toMinor(t.upTo, c)) ?? line.tiers[line.tiers.length - 1]
    return { ...none, employerMinor: toMinor(tier?.amount ?? 0, c) }
  }
  let employerRate: Rate | null = line.employerRate
  let employeeRate: Rate | null = line.employeeRate
  if (line.ageBands && line.ageBands.length > 0) {
    const band = line.ageBands.find((b) => b.id === ageBand) ?? line.ageBands[0]
    employerRate = band?.employerRate ?? 0
    employeeRate = band?.employeeRate ?? 0
  }
  const { base, capped } = lineBase(salaryMinor, { floor: m(line.floor), cap: m(cap), step: m(line.step) })
  // The line's own rounding from the data (Singapore's CPF, India's EPF and ESI), half up to the minor unit otherwise.
  const rounding = line.rounding ?? DEFAULT_ROUNDING
  let employerMinor: number
  let employeeMinor: number
  if (rounding.each) {
    employerMinor = applyRate(base, ratio(employerRate ?? 0), rounding.each, c)
    employeeMinor = applyRate(base, ratio(employeeRate ?? 0), rounding.each, c)
  } else {
    // The total rounded, the employee's share rounded, the employer's share the difference.
    const total = applyRate(base, addRatios(ratio(employerRate ?? 0), ratio(employeeRate ?? 0)), rounding.total, c)
    employeeMinor = applyRate(base, ratio(employeeRate ?? 0), rounding.employee, c)
    employerMinor = total - employeeMinor
  }
  const min = m(line.minAmount)
  const max = m(line.maxAmount)
  if (min !== null) employerMinor = Math.max(employerMinor, min)
  if (max !== null) employerMinor = Math.min(employerMinor, max)
  return { base: fromMinor(base, c), capped: capped || (max !== null && employerMinor === max), employerRate, employeeRate, employerMinor, employeeMinor, notApplicable: false }
}

/** The base a rate applies to (same unit in and out): rounded to the step (half up), then raised to the floor and cut at the cap. */
export function lineBase(salary: number, line: Pick<RateLine, "floor" | "cap" | "step">): { base: number; capped: boolean } {
  let base = line.step ? Math.floor((salary + line.step / 2) / line.step) * line.step : salary
  if (line.floor !== null && base < line.floor) base = line.floor
  const capped = line.cap !== null && base > line.cap
  if (capped && line.cap !== null) base = line.cap
  return { base, capped }
}

/**
 * The cap of a line at a place: 20 times the place's minimum wage for Vietnam's unemployment insurance
 * (`capTimesMinimumWage`), the higher of INR 7,000 and the place's minimum wage for India's bonus
 * (`capAtLeastMinimumWage`), the line's own cap otherwise. `fromPlace` says the place's figure decided it. Where the
 * place has no current figure, its last known one is used, else the line's own cap; `gap` says which (`PlaceGap`).
 */
export function placeCap(line: Pick<RateLine, "cap" | "capTimesMinimumWage" | "capAtLeastMinimumWage">, place: Pick<WagePlace, "monthly" | "lastKnown"> | null): { cap: number | null; fromPlace: boolean; gap: PlaceGap | null } {
  const follows = line.capTimesMinimumWage != null || (line.capAtLeastMinimumWage === true && line.cap !== null)
  if (!follows || place === null) return { cap: line.cap, fromPlace: false, gap: null }
  const last = place.monthly === null ? (place.lastKnown ?? null) : null
  const wage = place.monthly ?? last?.monthly ?? null
  const gap: PlaceGap | null = last ? { kind: "lastKnown", wage: last.monthly, period: last.period, atLeast: true } : wage === null ? (line.capTimesMinimumWage != null ? { kind: "defaultPlace", atLeast: false } : { kind: "legalFloor", atLeast: true }) : null
  if (wage !== null && line.capTimesMinimumWage != null) return { cap: line.capTimesMinimumWage * wage, fromPlace: true, gap }
  if (wage !== null && line.cap !== null && wage > line.cap) return { cap: wage, fromPlace: true, gap }
  return { cap: line.cap, fromPlace: false, gap }
}

export function calculateLine(line: RateLine, salary: number, country: Pick<CountryRates, "code" | "currency">, options: { ageBand?: string; place?: Pick<WagePlace, "monthly" | "lastKnown"> | null; off?: boolean } = {}): LineResult {
  const { cap, fromPlace, gap } = placeCap(line, options.place ?? null)
  const off = options.off === true
  const { employerMinor, employeeMinor, ...rest } = lineMinor(line, toMinor(salary, country.currency), country, options.ageBand, cap)
  // A gap matters where the cap it leaves uncertain limited the base (a salary under it is its own base either way);
  // a cap borrowed from another place (defaultPlace) is said wherever the line applies.
  return {
    id: line.id,
    label: line.label,
    kind: line.kind,
    status: line.status,
    line,
    ...rest,
    off,
    placeCap: fromPlace ? cap : null,
    gap: gap && !rest.notApplicable && (rest.capped || !gap.atLeast) ? gap : null,
    employer: off ? 0 : fromMinor(employerMinor, country.currency),
    employee: off ? 0 : fromMinor(employeeMinor, country.currency),
  }
}

/** The place of a country by id, or its default place (the capital's). */
export function placeOf(country: Pick<CountryRates, "minimumWage">, id?: string | null): WagePlace {
  const places = country.minimumWage.places
  const found = id ? places.find((p) => p.id === id) : undefined
  return found ?? places.find((p) => p.default === true) ?? places[0]!
}

export interface CostOptions {
  /** Singapore's CPF age band id. */
  ageBand?: string
  /** The place id; the country's default place when absent or unknown. */
  place?: string | null
  /** Count customary items (Vietnam's Tet bonus); true unless the visitor switched them off. */
  customary?: boolean
  /** The provider's fee for this country, where the company has published a number. */
  fee?: { monthlyFrom: number; currency: string; confirmed: boolean; perUSD: Readonly<Record<string, number>> } | null
}

export function calculateCost(country: CountryRates, salary: number, options: CostOptions = {}): CostResult {
  const c = country.currency
  const place = placeOf(country, options.place)
  const customary = options.customary !== false
  const salaryMinor = toMinor(salary, c)
  const lines = country.lines.map((line) => calculateLine(line, salary, country, { ageBand: options.ageBand, place, off: !customary && line.status === "customary" }))
  const fee = options.fee ? feeLine(options.fee, c) : null
  // Sums of the lines as shown: each line is already whole minor units, so the totals are exact integers.
  const sum = (pick: (l: LineResult) => number, filter: (l: LineResult) => boolean = () => true) => lines.filter(filter).reduce((s, l) => s + toMinor(pick(l), c), 0)
  const employerContributions = sum(
    (l) => l.employer,
    (l) => l.kind === "contribution",
  )
  const bonuses = sum(
    (l) => l.employer,
    (l) => l.kind !== "contribution",
  )
  const employeeDeductions = sum((l) => l.employee)
  const totalMonthly = salaryMinor + employerContributions + bonuses + (fee ? toMinor(fee.monthly, c) : 0)
  const major = (minor: number) => fromMinor(minor, c)
  return {
    country,
    place,
    salary: major(salaryMinor),
    lines,
    fee,
    employerContributions: major(employerContributions),
    bonuses: major(bonuses),
    employeeDeductions: major(employeeDeductions),
    totalMonthly: major(totalMonthly),
    totalAnnual: major(totalMonthly * 12),
    netMonthly: major(salaryMinor - employeeDeductions),
    atLeast: lines.some((l) => !l.off && l.gap?.atLeast === true),
  }
}

/** The fee in the country's currency at the data's exchange rate, to the currency's minor unit. */
function feeLine(fee: NonNullable<CostOptions["fee"]>, currency: string): FeeLine | null {
  const rate = convert(1, fee.currency, currency, fee.perUSD)
  if (rate === null) return null
  return { monthlyFrom: fee.monthlyFrom, feeCurrency: fee.currency, monthly: fromMinor(toMinor(fee.monthlyFrom * rate, currency), currency), rate, confirmed: fee.confirmed }
}

/** Why a typed salary cannot be used; the words are the calculator's labels. */
export type SalaryError = { code: "empty" } | { code: "negative" } | { code: "decimals" } | { code: "format" } | { code: "low"; limit: number } | { code: "high"; limit: number }
export type SalaryCheck = { ok: true; value: number } | { ok: false; error: SalaryError }

/** Reads what a visitor typed: digits with optional thousands separators and the currency's decimals. */
export function parseSalary(raw: string, country: Pick<CountryRates, "minSalary" | "maxSalary" | "currency">): SalaryCheck {
  const text = raw.trim().replace(/[\s,_]/g, "")
  const digits = minorDigits(country.currency)
  if (text === "") return { ok: false, error: { code: "empty" } }
  if (text.startsWith("-")) return { ok: false, error: { code: "negative" } }
  if (digits === 0 && /^\d+\.\d+$/.test(text)) return { ok: false, error: { code: "decimals" } }
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, error: { code: "format" } }
  const value = Number(text)
  if (value < country.minSalary) return { ok: false, error: { code: "low", limit: country.minSalary } }
  if (value > country.maxSalary) return { ok: false, error: { code: "high", limit: country.maxSalary } }
  return { ok: true, value }
}

/**
 * A salary against the minimum wage of the place where the person will work. The calculator never calls a
 * lawful salary unlawful: it refuses one only below the lowest rate anyone at that place may be paid.
 * - none: the country has no general minimum wage (Singapore).
 * - unknown: no current figure is held for the place; nothing is refused (`belowLastKnown` when the salary is
 *   under the last figure found).
 * - below: under the lowest rate of the place (`floor`): unlawful there, no breakdown is shown.
 * - lower: at least the lowest rate but under the place's main rate: lawful only for the employers, areas or
 *   work of the lower rates it meets (`lawfulFor`); or, where the lowest kinds of work are not held (India),
 *   possibly lawful (`lawfulFor` empty, `partial`).
 * - ok: at least the main rate; `higher` lists the higher minimums in parts of the place it does not reach.
 */
export type FloorCheck =
  | { kind: "none"; place: WagePlace }
  | { kind: "unknown"; place: WagePlace; belowLastKnown: boolean }
  | { kind: "below"; place: WagePlace; floor: number }
  | { kind: "lower"; place: WagePlace; main: number; lawfulFor: PlaceRate[]; partial: boolean }
  | { kind: "ok"; place: WagePlace; main: number; higher: PlaceRate[] }

export function checkFloor(salary: number, country: Pick<CountryRates, "currency" | "minimumWage">, place: WagePlace): FloorCheck {
  const c = country.currency
  const lt = (a: number, b: number) => toMinor(a, c) < toMinor(b, c)
  if (place.monthly === null) {
    if (country.minimumWage.placeKind === null) return { kind: "none", place }
    return { kind: "unknown", place, belowLastKnown: place.lastKnown !== null && lt(salary, place.lastKnown.monthly) }
  }
  const main = place.monthly
  if (!lt(salary, main)) return { kind: "ok", place, main, higher: (place.higherRates ?? []).filter((r) => lt(salary, r.monthly)) }
  const lower = place.lowerRates ?? []
  const floor = Math.min(main, ...lower.map((r) => r.monthly))
  const partial = place.lowestIsFloor === false
  if (lt(salary, floor) && !partial) return { kind: "below", place, floor }
  return { kind: "lower", place, main, lawfulFor: lower.filter((r) => !lt(salary, r.monthly)), partial }
}

/** The lowest minimum wage held for any place of a country (a place and its figure), for "lawful elsewhere?". */
export function lowestFloor(country: Pick<CountryRates, "minimumWage">): { place: WagePlace; floor: number } | null {
  const floors = country.minimumWage.places.flatMap((p) => (p.monthly === null ? [] : [{ place: p, floor: Math.min(p.monthly, ...(p.lowerRates ?? []).map((r) => r.monthly)) }]))
  return floors.reduce<{ place: WagePlace; floor: number } | null>((low, f) => (low === null || f.floor < low.floor ? f : low), null)
}

/** Converts an amount to another currency through the per-USD table. */
export function convert(amount: number, from: string, to: string, perUSD: Readonly<Record<string, number>>): number | null {
  const a = perUSD[from]
  const b = perUSD[to]
  if (!a || !b) return null
  return (amount / a) * b
}

/** A plain-text summary, attached to the contact form's message (for the company's staff, in English). */
export function summarise(result: CostResult, ageBandLabel?: string): string {
  const c = result.country.currency
  const money = (n: number) => formatMoney(n, c)
  const atLeast = (n: number, yes: boolean) => `${yes ? "at least " : ""}${money(n)}`
  const lines = result.lines.filter((l) => !l.notApplicable && !l.off && l.employer > 0).map((l) => `- ${l.label}: ${atLeast(l.employer, l.gap?.atLeast === true)}${l.status === "customary" ? " (customary)" : ""}`)
  const off = result.lines.filter((l) => l.off).map((l) => l.label)
  return [
    `Cost estimate from the Solvix calculator: ${result.country.name}, ${result.place.name}${ageBandLabel ? `, age band ${ageBandLabel}` : ""}`,
    `Gross monthly salary: ${money(result.salary)}`,
    ...lines,
    ...(off.length > 0 ? [`Left out (customary): ${off.join("; ")}`] : []),
    result.fee ? `Provider fee from: ${formatMoney(result.fee.monthlyFrom, result.fee.feeCurrency)} (${money(result.fee.monthly)})` : "Provider fee: to be quoted",
    `Total monthly employer cost: ${atLeast(result.totalMonthly, result.atLeast)}`,
    `Total annual employer cost: ${atLeast(result.totalAnnual, result.atLeast)}`,
    "",
    "I would like to discuss hiring for this role.",
  ].join("\n")
}
