import { longDate, type CountryRates, type RatesData } from "../../data/statutory"
import { calculateCost, checkFloor, convert, parseSalary, placeOf, type CostOptions, type CostResult, type FloorCheck, type SalaryCheck } from "./calculate"
import { formatMoney, fromMinor, minorDigits, toMinor, wholeAmount } from "./money"

/**
 * One salary level, entered once in a currency the visitor picks, as the employer cost in each country of the
 * comparison side by side: each column its own place, lines and floor check, and its totals in the visitor's
 * currency at the data's exchange rates. Pure.
 *
 * Every column's totals are the same thing: the employment cost (salary, employer contributions, bonus and
 * provision accruals), never our fee. Our fee is known for some countries and quoted per role in others (India's
 * arrangement differs), so adding it where known would make a country without one look cheaper; each column states
 * its fee apart instead, in the fee's own currency.
 */

/** Our fee for one country as the comparison states it: a from-price in its own currency, or none (quoted per role). */
export interface CompareFee {
  monthlyFrom: number
  currency: string
  /** False while content/site.yaml still lists it under `unconfirmed` (shown with the preview mark). */
  confirmed: boolean
}

export interface CompareColumn {
  country: CountryRates
  /** The salary in the country's currency (to its minor unit), or why it cannot be used there. */
  salary: SalaryCheck
  floor: FloorCheck | null
  /** The employment cost without our fee; null where the salary is out of the country's range or below the place's legal minimum. */
  result: CostResult | null
  /** The employment cost in the visitor's currency, where there is a result. */
  monthly: number | null
  annual: number | null
  /** Our fee for the country, never in the totals; null: quoted per role. */
  fee: CompareFee | null
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
    const result = salary.ok && floor?.kind !== "below" ? calculateCost(country, salary.value, { place: place.id, customary: input.customary, fee: null }) : null
    const inCurrency = (n: number) => convert(n, country.currency, input.currency, perUSD)
    const fee = input.fee(country.code)
    return {
      country,
      salary,
      floor,
      result,
      monthly: result ? inCurrency(result.totalMonthly) : null,
      annual: result ? inCurrency(result.totalAnnual) : null,
      fee: fee ? { monthlyFrom: fee.monthlyFrom, currency: fee.currency, confirmed: fee.confirmed } : null,
    }
  })
  return { amount, currency: input.currency, columns }
}

/**
 * The comparison as a message the visitor can send (the contact form's prefill): the amount, then per country its
 * place, its employment cost in the visitor's currency (whole units, "about", as the table shows them) or why there
 * is none, and our fee apart; then the exchange rates' date. `notes` adds a country's own caveat (Vietnam's roles).
 */
export function summariseComparison(comparison: Comparison, exchangeRatesAsOf: string, notes: Readonly<Record<string, string>> = {}): string {
  const whole = (n: number) => wholeAmount(n, comparison.currency)
  const rows = comparison.columns.map((col) => {
    const place = col.result?.place.name ?? col.floor?.place.name
    const where = place === undefined ? col.country.name : `${col.country.name}, ${place}`
    const note = notes[col.country.code] ? ` ${notes[col.country.code]}` : ""
    const fee = col.fee ? `our fee from ${formatMoney(col.fee.monthlyFrom, col.fee.currency)} a month on top` : "our fee quoted per role"
    if (col.result && col.monthly !== null && col.annual !== null) return `- ${where}: about ${whole(col.monthly)} a month, about ${whole(col.annual)} a year; ${fee}.${note}`
    return `- ${where}: no total (${col.salary.ok ? "below the legal minimum there" : "outside the range the calculator covers"}).${note}`
  })
  return [
    `Cost comparison from the Solvix calculator: a monthly salary of ${comparison.amount.ok ? whole(comparison.amount.value) : "?"} in each country`,
    ...rows,
    `Employment cost before our fee (salary, employer contributions and statutory bonuses), in ${comparison.currency} at the indicative exchange rates of ${longDate(exchangeRatesAsOf)}.`,
    "",
    "I would like to discuss hiring in one of these countries.",
  ].join("\n")
}
