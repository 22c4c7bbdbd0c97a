import { formatRate, type Checked, type CountryRates, type StatutorySource } from "../../data/statutory"
import type { TerminationCause, TerminationCountry, TerminationRule, YearRounding } from "../../data/termination"
import { calculateCost } from "../cost-calculator/calculate"
import { applyRate, formatMoney, fromMinor, ratio, toMinor, type Ratio } from "../cost-calculator/money"
import { combineChecks } from "../../data/figure-log"

/**
 * What ending one employment costs the employer, line by line, from the rules of content/data/termination-rules.yaml
 * and, for the last month's social security and the bonus accruals, the calculator's rates (statutory-rates.yaml,
 * through calculateCost). Pure: dates come in as YYYY-MM-DD text, money in the country's currency; every amount is
 * worked in integer minor units with exact fractions (money.ts), rounded half up once, at the end of each line.
 */

export interface EstimateInput {
  country: TerminationCountry
  rates: CountryRates
  cause: string
  /** Monthly salary in the country's currency. */
  salary: number
  /** Average monthly salary of the last months (Vietnam's six); null: the salary. */
  average: number | null
  /** Basic salary or wages; null: the salary. */
  basic: number | null
  /** First and last day of employment, YYYY-MM-DD, both worked. */
  start: string
  end: string
  fixedTerm: boolean
  /** Vietnam: unemployment insurance covered the whole employment. */
  insured: boolean
  /** Paid leave days earned and not taken (halves allowed). */
  leaveDays: number
  /** The employer pays the notice period instead of having it worked, where the law allows. */
  payInLieu: boolean
  place?: string | null
  ageBand?: string
}

export interface EstimateLine {
  /** The rule's id, or "social-security". */
  id: string
  label: string
  legalBasis: string
  note: string | null
  /** How the amount is made, in figures ("5 years × 1 month × PHP 30,000.00"), or the period of a notice. */
  working: string
  /** In the country's currency (major units, exact to its minor unit). */
  amount: number
  /** False for a notice worked, or a note: shown, not added to the total. */
  counted: boolean
  /** False where the rule pays nothing in this case (below its minimum service, say). */
  due: boolean
  checked: Checked
  source: StatutorySource
}

export interface Service {
  /** Completed calendar months from the first day to the day after the last. */
  months: number
  /** Days beyond the completed months. */
  days: number
}

export interface Estimate {
  cause: TerminationCause
  service: Service
  lines: EstimateLine[]
  total: number
  currency: string
}

// ---------- dates ----------
const DAY = 86_400_000
const time = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10))
const iso = (t: number) => new Date(t).toISOString().slice(0, 10)
export const addDays = (d: string, n: number): string => iso(time(d) + n * DAY)
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()

/** The date `n` calendar months after `d`, on the same day or the month's last (31 January + 1 month = 28 or 29 February). */
export function addMonths(d: string, n: number): string {
  const total = +d.slice(0, 4) * 12 + (+d.slice(5, 7) - 1) + n
  const y = Math.floor(total / 12)
  const m = (total % 12) + 1
  return `${y}-${String(m).padStart(2, "0")}-${String(Math.min(+d.slice(8, 10), daysInMonth(y, m))).padStart(2, "0")}`
}

/** Completed months and remaining days from `from` (inclusive) to `to` (exclusive). */
export function monthsAndDays(from: string, to: string): Service {
  let months = (+to.slice(0, 4) - +from.slice(0, 4)) * 12 + (+to.slice(5, 7) - +from.slice(5, 7))
  while (months > 0 && addMonths(from, months) > to) months -= 1
  months = Math.max(0, months)
  return { months, days: Math.round((time(to) - time(addMonths(from, months))) / DAY) }
}

/** Length of service: the first day to the last, both included. */
export const serviceOf = (start: string, end: string): Service => monthsAndDays(start, addDays(end, 1))

/** Monday-to-Friday days of the calendar month before the one `d` falls in. */
export function weekdaysOfPreviousMonth(d: string): number {
  const first = `${d.slice(0, 7)}-01`
  const last = addDays(first, -1)
  let n = 0
  for (let t = time(`${last.slice(0, 7)}-01`); t <= time(last); t += DAY) {
    const w = new Date(t).getUTCDay()
    if (w !== 0 && w !== 6) n += 1
  }
  return n
}

// ---------- exact fractions ----------
const r = (num: number | bigint, den: number | bigint = 1): Ratio => ({ num: BigInt(num), den: BigInt(den) })
const times = (a: Ratio, b: Ratio): Ratio => ({ num: a.num * b.num, den: a.den * b.den })
const less = (a: Ratio, b: Ratio): boolean => a.num * b.den < b.num * a.den
/** A decimal from the data (0.5, 1, 2, 0.75) as an exact fraction. */
const dec = (n: number): Ratio => r(Math.round(n * 10_000), 10_000)
const HALF_UP = { to: "minor", mode: "half-up" } as const

/** How many years a rule counts, as the law rounds part years (see YearRounding). */
export function countedYears(rounding: YearRounding, s: Service): Ratio {
  const whole = Math.floor(s.months / 12)
  const rest = s.months % 12
  switch (rounding) {
    case "six-months-up":
      return r(whole + (rest >= 6 ? 1 : 0))
    case "over-six-months-up":
      return r(whole + (rest > 6 || (rest === 6 && s.days > 0) ? 1 : 0))
    case "half-or-whole":
      return r(whole * 2 + (rest === 0 ? 0 : rest <= 6 ? 1 : 2), 2)
    case "completed":
      return r(whole)
    case "months":
      return r(s.months, 12)
  }
}

const show = (q: Ratio): string => {
  const v = Number(q.num) / Number(q.den)
  return Number.isInteger(v) ? String(v) : String(+v.toFixed(4))
}
const plural = (n: string, one: string, many: string) => `${n} ${n === "1" ? one : many}`

// ---------- the lines ----------
interface Context {
  input: EstimateInput
  currency: string
  service: Service
  fixedTerm: boolean
  money: (minor: number) => string
}

const checkedOf = (d: Checked): Checked => ({ checkedOn: d.checkedOn, reviewBy: d.reviewBy, read: d.read, readVia: d.readVia })

function baseOf(rule: TerminationRule, input: EstimateInput): number {
  const chosen = rule.base === "average" ? (input.average ?? input.salary) : rule.base === "basic" ? (input.basic ?? input.salary) : input.salary
  return rule.minShareOfSalary !== null ? Math.max(chosen, input.salary * rule.minShareOfSalary) : chosen
}

function lineOf(rule: TerminationRule, amountMinor: number, working: string, ctx: Context, extra: Partial<EstimateLine> = {}): EstimateLine {
  return {
    id: rule.id,
    label: rule.label,
    legalBasis: rule.legalBasis,
    note: rule.note,
    working,
    amount: fromMinor(amountMinor, ctx.currency),
    counted: true,
    due: amountMinor > 0,
    checked: checkedOf(rule),
    source: rule.source,
    ...extra,
  }
}

const serviceMonths = (s: Service) => s.months
const minServiceOf = (rule: TerminationRule, fixedTerm: boolean) => (fixedTerm && rule.minServiceFixedTerm !== null ? rule.minServiceFixedTerm : rule.minService)

const UNIT_WORDS = { days: ["day", "days"], "working-days": ["working day", "working days"], weeks: ["week", "weeks"], months: ["month", "months"] } as const

function notice(rule: TerminationRule, ctx: Context): EstimateLine {
  const bands = rule.bands ?? []
  const band = [...bands].reverse().find((b) => serviceMonths(ctx.service) >= b.fromMonths) ?? bands[0]!
  const [one, many] = UNIT_WORDS[band.unit]
  const period = plural(String(band.amount), one, many)
  if (!(rule.payInLieu === true && ctx.input.payInLieu)) return lineOf(rule, 0, period, ctx, { counted: false, due: true })
  const base = toMinor(baseOf(rule, ctx.input), ctx.currency)
  // Pay in lieu: a month's salary a month; a week's is the salary × 12 ÷ 52; a day's the salary × 12 ÷ 260 (five-day week).
  const factor = band.unit === "months" ? r(band.amount) : band.unit === "weeks" ? r(band.amount * 12, 52) : r(band.amount * 12, 260)
  const amount = applyRate(base, factor, HALF_UP, ctx.currency)
  const how = band.unit === "months" ? `${period} × ${ctx.money(base)}` : band.unit === "weeks" ? `${period} × ${ctx.money(base)} × 12 ÷ 52` : `${period} × ${ctx.money(base)} × 12 ÷ 260`
  return lineOf(rule, amount, how, ctx)
}

function perYear(rule: TerminationRule, multiplier: Ratio, ctx: Context): EstimateLine {
  const base = toMinor(baseOf(rule, ctx.input), ctx.currency)
  const min = minServiceOf(rule, ctx.fixedTerm)
  if (min !== null && ctx.service.months < min) return lineOf(rule, 0, `under ${plural(String(min), "month", "months")} of service`, ctx)
  const rate = rule.perYear !== null ? dec(rule.perYear) : r(rule.perYearDays ?? 0, rule.monthDays ?? 1)
  const rateText = rule.perYear !== null ? plural(show(rate), "month", "months") : `${rule.perYearDays}/${rule.monthDays} of a month`
  if (rule.kind === "lump") {
    const amount = applyRate(base, times(rate, multiplier), HALF_UP, ctx.currency)
    return lineOf(rule, amount, `${rateText} × ${ctx.money(base)}`, ctx)
  }
  const counted: Service = rule.insuredNotCounted === true && ctx.input.insured ? { months: 0, days: 0 } : ctx.service
  const years = countedYears(rule.yearRounding ?? "completed", counted)
  let factor = times(times(rate, years), multiplier)
  const parts = [`${plural(show(years), "year", "years")} × ${rateText}${multiplier.num !== multiplier.den ? ` × ${show(multiplier)}` : ""}`]
  if (rule.minMonths !== null && rule.minMonths > 0) {
    const floor = dec(rule.minMonths)
    if (less(factor, floor)) {
      parts.push(`at least ${plural(show(floor), "month", "months")}`)
      factor = floor
    }
  }
  let amount = applyRate(base, factor, HALF_UP, ctx.currency)
  let how = `${parts.join(", ")} × ${ctx.money(base)}`
  if (rule.insuredNotCounted === true && ctx.input.insured) how = `time covered by unemployment insurance not counted; ${how}`
  if (rule.cap !== null && amount > toMinor(rule.cap, ctx.currency)) {
    amount = toMinor(rule.cap, ctx.currency)
    how = `${how}, capped at ${ctx.money(amount)}`
  }
  return lineOf(rule, amount, how, ctx)
}

function table(rule: TerminationRule, multiplier: Ratio, ctx: Context): EstimateLine {
  const base = toMinor(baseOf(rule, ctx.input), ctx.currency)
  const years = Math.floor(ctx.service.months / 12)
  const band = [...(rule.table ?? [])].reverse().find((b) => years >= b.fromYears)
  const months = dec(band?.months ?? 0)
  const amount = applyRate(base, times(months, multiplier), HALF_UP, ctx.currency)
  const how = `${plural(String(years), "completed year", "completed years")}: ${plural(show(months), "month", "months")}${multiplier.num !== multiplier.den ? ` × ${show(multiplier)}` : ""} × ${ctx.money(base)}`
  return lineOf(rule, amount, how, ctx)
}

/** The months worked in the bonus year up to the last day, whole months plus the part month's days over its length. */
export function monthsInBonusYear(start: string, end: string, yearStartMonth: number): Ratio {
  const y = +end.slice(0, 4)
  const yearStart = `${+end.slice(5, 7) >= yearStartMonth ? y : y - 1}-${String(yearStartMonth).padStart(2, "0")}-01`
  const from = start > yearStart ? start : yearStart
  const { months, days } = monthsAndDays(from, addDays(end, 1))
  const partStart = addMonths(from, months)
  const length = Math.round((time(addMonths(partStart, 1)) - time(partStart)) / DAY)
  return r(months * length + days, length)
}

function bonus(rule: TerminationRule, ctx: Context): EstimateLine {
  const base = baseOf(rule, ctx.input)
  const cost = calculateCost(ctx.input.rates, base, { place: ctx.input.place ?? null, ageBand: ctx.input.ageBand })
  const line = cost.lines.find((l) => l.id === rule.ratesLine)
  if (!line || line.notApplicable) return lineOf(rule, 0, `not due on ${ctx.money(toMinor(base, ctx.currency))} a month`, ctx)
  // The line's own base (after its cap: India's INR 7,000 or the place's minimum wage) × its rate × the months worked,
  // rounded once: 1/12 of PHP 25,000 for 3 months is PHP 6,250.00, not 3 × the rounded monthly accrual.
  const months = monthsInBonusYear(ctx.input.start, ctx.input.end, rule.yearStartMonth ?? 1)
  const lineBase = toMinor(line.base ?? base, ctx.currency)
  const amount = applyRate(lineBase, times(ratio(line.employerRate ?? 0), months), HALF_UP, ctx.currency)
  return lineOf(rule, amount, `${ctx.money(lineBase)} × ${formatRate(line.employerRate ?? 0)} × ${show(months)} months worked in the year`, ctx)
}

function leave(rule: TerminationRule, ctx: Context): EstimateLine {
  const base = toMinor(baseOf(rule, ctx.input), ctx.currency)
  const days = r(Math.round(ctx.input.leaveDays * 2), 2)
  if (rule.minService !== null && ctx.service.months < rule.minService) return lineOf(rule, 0, `not earned before ${plural(String(rule.minService), "month", "months")} of service`, ctx)
  const [perDay, how] =
    rule.daysPerYear !== null
      ? [r(12, rule.daysPerYear), `× 12 ÷ ${rule.daysPerYear}`]
      : rule.daysPerMonth !== null
        ? [r(1, rule.daysPerMonth), `÷ ${rule.daysPerMonth}`]
        : [r(1, weekdaysOfPreviousMonth(ctx.input.end)), `÷ ${weekdaysOfPreviousMonth(ctx.input.end)} working days of the month before`]
  const amount = applyRate(base, times(days, perDay), HALF_UP, ctx.currency)
  return lineOf(rule, amount, `${plural(show(days), "day", "days")} × ${ctx.money(base)} ${how}`, ctx)
}

/** The employer's contributions on one month's salary where the person works, from the calculator's rates. */
function socialSecurity(ctx: Context): EstimateLine {
  const cost = calculateCost(ctx.input.rates, ctx.input.salary, { place: ctx.input.place ?? null, ageBand: ctx.input.ageBand })
  const lines = cost.lines.filter((l) => l.kind === "contribution" && !l.notApplicable && l.employer > 0)
  const amount = lines.reduce((s, l) => s + toMinor(l.employer, ctx.currency), 0)
  const first = lines[0]?.line ?? ctx.input.rates.lines[0]!
  return {
    id: "social-security",
    label: "",
    legalBasis: lines.map((l) => l.label).join("; "),
    note: null,
    working: lines.map((l) => `${l.label} ${ctx.money(toMinor(l.employer, ctx.currency))}`).join(" + "),
    amount: fromMinor(amount, ctx.currency),
    counted: true,
    due: amount > 0,
    checked: lines.length > 0 ? combineChecks(lines.map((l) => l.line)) : checkedOf(first),
    source: first.source,
  }
}

/** The estimate for one case; throws on a cause the country does not list (the page offers only its own). */
export function estimate(input: EstimateInput): Estimate {
  const cause = input.country.causes.find((c) => c.id === input.cause)
  if (!cause) throw new Error(`${input.country.code} has no cause "${input.cause}"`)
  const currency = input.rates.currency
  const fixedTerm = input.fixedTerm || cause.fixedTerm === true
  const ctx: Context = { input, currency, service: serviceOf(input.start, input.end), fixedTerm, money: (minor) => formatMoney(fromMinor(minor, currency), currency) }
  const lines: EstimateLine[] = []
  for (const pay of cause.pays) {
    const rule = input.country.rules.find((x) => x.id === pay.rule)
    if (!rule) throw new Error(`${input.country.code} cause "${cause.id}" names no rule "${pay.rule}"`)
    if (rule.contract !== null && rule.contract !== (fixedTerm ? "fixed" : "open")) continue
    const multiplier = pay.times !== null ? dec(pay.times) : r(1)
    switch (rule.kind) {
      case "notice":
        lines.push(notice(rule, ctx))
        break
      case "per-year":
      case "lump":
        lines.push(perYear(rule, multiplier, ctx))
        break
      case "table":
        lines.push(table(rule, multiplier, ctx))
        break
      case "pro-rata-bonus":
        lines.push(bonus(rule, ctx))
        break
      case "leave":
        lines.push(leave(rule, ctx))
        break
      case "note":
        lines.push(lineOf(rule, 0, "", ctx, { counted: false, due: true }))
        break
    }
  }
  lines.push(socialSecurity(ctx))
  const total = lines.filter((l) => l.counted).reduce((s, l) => s + toMinor(l.amount, currency), 0)
  return { cause, service: ctx.service, lines, total: fromMinor(total, currency), currency }
}

/** The message "Discuss this estimate" puts in the contact form: the case and every line, so nobody types it again. */
export function summariseEstimate(e: Estimate, input: Pick<EstimateInput, "salary" | "start" | "end">, countryName: string, socialLabel: string): string {
  const money = (n: number) => formatMoney(n, e.currency)
  return [
    `Termination estimate from the Solvix estimator: ${countryName}, ${e.cause.label}`,
    `Monthly salary: ${money(input.salary)}; employed ${input.start} to ${input.end} (${e.service.months} months and ${e.service.days} days)`,
    ...e.lines.map((l) => `- ${l.id === "social-security" ? socialLabel : l.label}: ${l.counted ? money(l.amount) : `${l.working} (not in the total)`}`),
    `Total: ${money(e.total)}`,
    "",
    "I would like to discuss this case.",
  ].join("\n")
}
