import type { CountryRates, RateLine } from "../../data/statutory"

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

/** Whole units for currencies without minor units in practice (IDR, VND); cents otherwise. */
export const decimalsFor = (currency: string): number => (currency === "IDR" || currency === "VND" ? 0 : 2)

export function roundMoney(value: number, currency: string): number {
  const f = 10 ** decimalsFor(currency)
  return Math.round((value + Number.EPSILON) * f) / f
}

/** The base a rate applies to: rounded to the step (half up), then raised to the floor and cut at the cap. */
export function lineBase(salary: number, line: Pick<RateLine, "floor" | "cap" | "step">): { base: number; capped: boolean } {
  let base = line.step ? Math.floor((salary + line.step / 2) / line.step) * line.step : salary
  if (line.floor !== null && base < line.floor) base = line.floor
  const capped = line.cap !== null && base > line.cap
  if (capped && line.cap !== null) base = line.cap
  return { base, capped }
}

export function calculateLine(line: RateLine, salary: number, currency: string, ageBand?: string): LineResult {
  const empty = { base: null, employerRate: null, employeeRate: null, employer: 0, employee: 0, capped: false }
  const result = (r: Partial<LineResult>): LineResult => ({ id: line.id, label: line.label, kind: line.kind, status: line.status, notApplicable: false, line, ...empty, ...r })
  if (line.appliesUpTo !== null && salary > line.appliesUpTo) return result({ notApplicable: true })
  if (line.tiers && line.tiers.length > 0) {
    const tier = line.tiers.find((t) => t.upTo === null || salary <= t.upTo) ?? line.tiers[line.tiers.length - 1]
    return result({ employer: roundMoney(tier?.amount ?? 0, currency) })
  }
  let employerRate = line.employerRate
  let employeeRate = line.employeeRate
  if (line.ageBands && line.ageBands.length > 0) {
    const band = line.ageBands.find((b) => b.id === ageBand) ?? line.ageBands[0]
    employerRate = band?.employerRate ?? 0
    employeeRate = band?.employeeRate ?? 0
  }
  const { base, capped } = lineBase(salary, line)
  let employer = base * (employerRate ?? 0)
  if (line.minAmount !== null) employer = Math.max(employer, line.minAmount)
  if (line.maxAmount !== null) employer = Math.min(employer, line.maxAmount)
  return result({
    base,
    capped: capped || (line.maxAmount !== null && employer === line.maxAmount),
    employerRate,
    employeeRate,
    employer: roundMoney(employer, currency),
    employee: roundMoney(base * (employeeRate ?? 0), currency),
  })
}

export function calculateCost(country: CountryRates, salary: number, ageBand?: string): CostResult {
  const c = country.currency
  const lines = country.lines.map((line) => calculateLine(line, salary, c, ageBand))
  const sum = (pick: (l: LineResult) => number, filter: (l: LineResult) => boolean = () => true) => roundMoney(lines.filter(filter).reduce((s, l) => s + pick(l), 0), c)
  const employerContributions = sum((l) => l.employer, (l) => l.kind === "contribution")
  const bonuses = sum((l) => l.employer, (l) => l.kind !== "contribution")
  const employeeDeductions = sum((l) => l.employee)
  const totalMonthly = roundMoney(salary + employerContributions + bonuses, c)
  return {
    country,
    salary,
    lines,
    employerContributions,
    bonuses,
    employeeDeductions,
    totalMonthly,
    totalAnnual: roundMoney(totalMonthly * 12, c),
    netMonthly: roundMoney(salary - employeeDeductions, c),
  }
}

export type SalaryCheck = { ok: true; value: number } | { ok: false; error: string }

/** Reads what a visitor typed: digits with optional thousands separators and decimals. */
export function parseSalary(raw: string, country: Pick<CountryRates, "minSalary" | "maxSalary" | "currency">): SalaryCheck {
  const text = raw.trim().replace(/[\s,_]/g, "")
  if (text === "") return { ok: false, error: "Enter a gross monthly salary." }
  if (text.startsWith("-")) return { ok: false, error: "The salary cannot be negative." }
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, error: "Enter the salary as a number, for example 40,000." }
  const value = Number(text)
  const fmt = (n: number) => `${country.currency} ${n.toLocaleString("en-SG")}`
  if (value < country.minSalary) return { ok: false, error: `Enter at least ${fmt(country.minSalary)} a month.` }
  if (value > country.maxSalary) return { ok: false, error: `That is more than ${fmt(country.maxSalary)} a month; check the amount and the currency.` }
  return { ok: true, value }
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
  const money = (n: number) => `${c} ${n.toLocaleString("en-SG", { maximumFractionDigits: decimalsFor(c) })}`
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
