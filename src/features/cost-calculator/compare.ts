import type { CountryRates, RatesData } from "../../data/statutory"
import { calculateCost, checkFloor, convert, parseSalary, placeOf, type CostOptions, type CostResult, type FloorCheck, type SalaryCheck } from "./calculate"
import { fromMinor, minorDigits, toMinor } from "./money"

/**
 * One salary level, entered once in a currency the visitor picks, as the employer cost in each country of the
 * comparison side by side: each column its own place, lines and floor check, and its totals in the visitor's
 * currency at the data's exchange rates. Pure.
 */
export interface CompareColumn {
  country: CountryRates
  /** The salary in the country's currency (to its minor unit), or why it cannot be used there. */
  salary: SalaryCheck
  floor: FloorCheck | null
  /** Null where the salary is out of the country's range or below the place's legal minimum. */
  result: CostResult | null
  /** The totals in the visitor's currency, where there is a result. */
  monthly: number | null
  annual: number | null
}

export interface Comparison {
  /** The typed amount as a number in `currency`, or why it is not one. */
  amount: SalaryCheck
  currency: string
  columns: CompareColumn[]
}

/** The countries compared, in the data's order. */
export const comparedCountries = (rates: Pick<RatesData, "countries" | "comparison">): CountryRates[] => rates.comparison.countries.flatMap((code) => rates.countries.filter((c) => c.code === code))

/** The amount as typed in the chosen currency: a positive number with that currency's decimals. */
export function parseAmount(raw: string, currency: string): SalaryCheck {
  return parseSalary(raw, { currency, minSalary: 10 ** -minorDigits(currency), maxSalary: Number.MAX_SAFE_INTEGER / 10 ** minorDigits(currency) })
}

export function compareCountries(
  rates: Pick<RatesData, "countries" | "comparison" | "exchangeRates">,
  input: { amount: string; currency: string; places: Readonly<Record<string, string>>; customary: boolean; fee: (country: string) => CostOptions["fee"] },
): Comparison {
  const perUSD = rates.exchangeRates.perUSD
  const amount = parseAmount(input.amount, input.currency)
  const columns = comparedCountries(rates).map((country): CompareColumn => {
    const local = amount.ok ? convert(amount.value, input.currency, country.currency, perUSD) : null
    const salary: SalaryCheck = amount.ok ? (local === null ? { ok: false, error: { code: "format" } } : parseSalary(String(fromMinor(toMinor(local, country.currency), country.currency)), country)) : amount
    const place = placeOf(country, input.places[country.code])
    const floor = salary.ok ? checkFloor(salary.value, country, place) : null
    const result = salary.ok && floor?.kind !== "below" ? calculateCost(country, salary.value, { place: place.id, customary: input.customary, fee: input.fee(country.code) }) : null
    const inCurrency = (n: number) => convert(n, country.currency, input.currency, perUSD)
    return { country, salary, floor, result, monthly: result ? inCurrency(result.totalMonthly) : null, annual: result ? inCurrency(result.totalAnnual) : null }
  })
  return { amount, currency: input.currency, columns }
}

/** A comparison's amounts in whole units: estimates at indicative rates, short enough for a phone's table. */
export const wholeAmount = (n: number, currency: string): string => `${currency} ${Math.round(n).toLocaleString("en-SG")}`

/**
 * The comparison as a message the visitor can send (the contact form's prefill): the amount, then per country its
 * place and totals in the visitor's currency (whole units, as the table shows them), or why there are none.
 */
export function summariseComparison(comparison: Comparison, exchangeRatesAsOf: string): string {
  const whole = (n: number) => wholeAmount(n, comparison.currency)
  const rows = comparison.columns.map((col) => {
    const place = col.result?.place.name ?? col.floor?.place.name
    const where = place === undefined ? col.country.name : `${col.country.name}, ${place}`
    if (col.result && col.monthly !== null && col.annual !== null) return `- ${where}: ${whole(col.monthly)} a month, ${whole(col.annual)} a year`
    return `- ${where}: no total (${col.salary.ok ? "below the legal minimum there" : "outside the range the calculator covers"})`
  })
  return [
    `Cost comparison from the Solvix calculator: a monthly salary of ${comparison.amount.ok ? whole(comparison.amount.value) : "?"} in each country`,
    ...rows,
    `Employer cost in ${comparison.currency} at indicative exchange rates of ${exchangeRatesAsOf}; our fee is included only where it is published.`,
    "",
    "I would like to discuss hiring in one of these countries.",
  ].join("\n")
}
