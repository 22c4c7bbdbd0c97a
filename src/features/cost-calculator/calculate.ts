import type { CountryRates, MinimumWage, RateLine } from "../../data/statutory"
import { applyRate, formatMoney, fromMinor, minorDigits, ratio, toMinor } from "./money"
import { roundingFor } from "./rounding"

/**
 * The employer cost of one employee: each statutory line, bonuses accrued monthly, employee deductions
 * apart, and monthly and annual totals. Pure; every figure comes from content/data/statutory-rates.yaml.
 */

export interface LineResult {
  id: string
  label: string
  kind: RateLine["kind"]
  status: RateLine["status"]
  /** The salary the rates apply to, after floor, cap and rounding step; null for fixed amounts. */
  base: number | null
  employerRate: number | null
  employeeRate: number | null
  employer: number
  employee: number
  /** The cap limited the base. */
  capped: boolean
  /** The line does not apply at this salary (e.g. ESI above INR 21,000). */
  notApplicable: boolean
  line: RateLine
}

export interface CostResult {
  country: CountryRates
  salary: number
  lines: LineResult[]
  employerContributions: number
  bonuses: number
  employeeDeductions: number
  /** Gross salary + employer contributions + bonus and provision accruals. */
  totalMonthly: number
  totalAnnual: number
  netMonthly: number
}

/** A line's base, rate and rounding applied to one salary, all money in integer minor units. */
function lineMinor(line: RateLine, salaryMinor: number, country: Pick<CountryRates, "code" | "currency">, ageBand?: string): Omit<LineResult, "employer" | "employee" | "id" | "label" | "kind" | "status" | "line"> & { employerMinor: number; employeeMinor: number } {
  const c = country.currency
  const m = (v: number | null) => (v === null ? null : toMinor(v, c))
  const none = { base: null, employerRate: null, employeeRate: null, employerMinor: 0, employeeMinor: 0, capped: false, notApplicable: false }
  const upTo = m(line.appliesUpTo)
  if (upTo !== null && salaryMinor > upTo) return { ...none, notApplicable: true }
  if (line.tiers && line.tiers.length > 0) {
    const tier = line.tiers.find((t) => t.upTo === null || salaryMinor <= toMinor(t.upTo, c)) ?? line.tiers[line.tiers.length - 1]
    return { ...none, employerMinor: toMinor(tier?.amount ?? 0, c) }
  }
  let employerRate = line.employerRate
  let employeeRate = line.employeeRate
  if (line.ageBands && line.ageBands.length > 0) {
    const band = line.ageBands.find((b) => b.id === ageBand) ?? line.ageBands[0]
    employerRate = band?.employerRate ?? 0
    employeeRate = band?.employeeRate ?? 0
  }
  const { base, capped } = lineBase(salaryMinor, { floor: m(line.floor), cap: m(line.cap), step: m(line.step) })
  const rounding = roundingFor(country.code, line.id)
  let employerMinor: number
  let employeeMinor: number
  if (rounding.kind === "total-less-employee") {
    const total = applyRate(base, ratio((employerRate ?? 0) + (employeeRate ?? 0)), rounding.total, c)
    employeeMinor = applyRate(base, ratio(employeeRate ?? 0), rounding.employee, c)
    employerMinor = total - employeeMinor
  } else {
    employerMinor = applyRate(base, ratio(employerRate ?? 0), rounding.step, c)
    employeeMinor = applyRate(base, ratio(employeeRate ?? 0), rounding.step, c)
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

export function calculateLine(line: RateLine, salary: number, country: Pick<CountryRates, "code" | "currency">, ageBand?: string): LineResult {
  const { employerMinor, employeeMinor, ...rest } = lineMinor(line, toMinor(salary, country.currency), country, ageBand)
  return { id: line.id, label: line.label, kind: line.kind, status: line.status, line, ...rest, employer: fromMinor(employerMinor, country.currency), employee: fromMinor(employeeMinor, country.currency) }
}

export function calculateCost(country: CountryRates, salary: number, ageBand?: string): CostResult {
  const c = country.currency
  const salaryMinor = toMinor(salary, c)
  const lines = country.lines.map((line) => calculateLine(line, salary, country, ageBand))
  // Sums of the lines as shown: each line is already whole minor units, so the totals are exact integers.
  const sum = (pick: (l: LineResult) => number, filter: (l: LineResult) => boolean = () => true) => lines.filter(filter).reduce((s, l) => s + toMinor(pick(l), c), 0)
  const employerContributions = sum((l) => l.employer, (l) => l.kind === "contribution")
  const bonuses = sum((l) => l.employer, (l) => l.kind !== "contribution")
  const employeeDeductions = sum((l) => l.employee)
  const totalMonthly = salaryMinor + employerContributions + bonuses
  const major = (minor: number) => fromMinor(minor, c)
  return {
    country,
    salary: major(salaryMinor),
    lines,
    employerContributions: major(employerContributions),
    bonuses: major(bonuses),
    employeeDeductions: major(employeeDeductions),
    totalMonthly: major(totalMonthly),
    totalAnnual: major(totalMonthly * 12),
    netMonthly: major(salaryMinor - employeeDeductions),
  }
}

export type SalaryCheck = { ok: true; value: number } | { ok: false; error: string }

/** Reads what a visitor typed: digits with optional thousands separators and the currency's decimals. */
export function parseSalary(raw: string, country: Pick<CountryRates, "minSalary" | "maxSalary" | "currency">): SalaryCheck {
  const text = raw.trim().replace(/[\s,_]/g, "")
  const digits = minorDigits(country.currency)
  if (text === "") return { ok: false, error: "Enter a gross monthly salary." }
  if (text.startsWith("-")) return { ok: false, error: "The salary cannot be negative." }
  if (digits === 0 && /^\d+\.\d+$/.test(text)) return { ok: false, error: `Enter whole ${country.currency}: the ${country.currency} has no smaller unit in use.` }
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, error: "Enter the salary as a number, for example 40,000." }
  const value = Number(text)
  const fmt = (n: number) => `${country.currency} ${n.toLocaleString("en-SG")}`
  if (value < country.minSalary) return { ok: false, error: `Enter at least ${fmt(country.minSalary)} a month.` }
  if (value > country.maxSalary) return { ok: false, error: `That is more than ${fmt(country.maxSalary)} a month; check the amount and the currency.` }
  return { ok: true, value }
}

/** The minimum wage the salary falls below, or null when it is lawful (or the country has no general minimum). */
export function belowMinimumWage(salary: number, country: Pick<CountryRates, "currency" | "minimumWage">): MinimumWage | null {
  const floor = country.minimumWage
  if (floor.monthly === null) return null
  return toMinor(salary, country.currency) < toMinor(floor.monthly, country.currency) ? floor : null
}

/** Converts an amount to another currency through the per-USD table. */
export function convert(amount: number, from: string, to: string, perUSD: Readonly<Record<string, number>>): number | null {
  const a = perUSD[from]
  const b = perUSD[to]
  if (!a || !b) return null
  return (amount / a) * b
}

/** A plain-text summary, attached to the contact form's message. */
export function summarise(result: CostResult, ageBandLabel?: string): string {
  const c = result.country.currency
  const money = (n: number) => formatMoney(n, c)
  const lines = result.lines
    .filter((l) => !l.notApplicable && l.employer > 0)
    .map((l) => `- ${l.label}: ${money(l.employer)}${l.status === "customary" ? " (customary)" : ""}`)
  return [
    `Cost estimate from the Solvix calculator: ${result.country.name}${ageBandLabel ? `, age band ${ageBandLabel}` : ""}`,
    `Gross monthly salary: ${money(result.salary)}`,
    ...lines,
    `Total monthly employer cost: ${money(result.totalMonthly)}`,
    `Total annual employer cost: ${money(result.totalAnnual)}`,
    "",
    "I would like to discuss hiring for this role.",
  ].join("\n")
}
