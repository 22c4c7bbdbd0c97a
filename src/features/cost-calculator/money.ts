import { parseRate, type Rate, type Ratio } from "../../data/statutory"
import type { RoundingMode, RoundTo, Step } from "../../data/rounding"
import { formatNumber, minorDigits } from "../../data/number-format"

export type { Ratio, RoundingMode, RoundTo, Step }

/**
 * Money in integer minor units (centavos, cents, paise; whole rupiah and đồng), so a total is the exact sum of
 * the lines a person would add up by hand. Rates from the data are turned into exact ratios before use.
 */

export { minorDigits }

/** An amount in the currency's major unit (e.g. 12.5 PHP) as an integer count of minor units (1250). */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency))
}

/** Minor units back to the major unit, for display (1250 → 12.5). */
export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency)
}

/**
 * A rate from the data as an exact fraction: the law's fraction where the data writes one ("1/12", "8 1/3 %"),
 * a decimal exactly as written otherwise (0.0833 stays 8.33%). A rate the data check let through always parses.
 */
export function ratio(rate: Rate): Ratio {
  const r = parseRate(rate)
  if (r === null) throw new Error(`not a rate: ${JSON.stringify(rate)} (content/data/statutory-rates.yaml, see the Rate type in src/data/statutory/types.ts)`)
  return r
}

/** Rounds a non-negative fraction n/d to a whole number. */
function divide(n: bigint, d: bigint, mode: RoundingMode): bigint {
  const q = n / d
  const r = n % d
  if (r === 0n) return q
  if (mode === "down") return q
  if (mode === "up") return q + 1n
  return 2n * r >= d ? q + 1n : q
}

/** base (minor units) × rate, rounded as the step says; the result in minor units. */
export function applyRate(baseMinor: number, rate: Ratio, step: Step, currency: string): number {
  const unit = step.to === "major" ? 10n ** BigInt(minorDigits(currency)) : 1n
  return Number(divide(BigInt(baseMinor) * rate.num, rate.den * unit, step.mode) * unit)
}

/** Rounds an amount already in minor units to the step (used for whole-dollar totals). */
export function roundMinor(minor: number, step: Step, currency: string): number {
  const unit = step.to === "major" ? 10n ** BigInt(minorDigits(currency)) : 1n
  return Number(divide(BigInt(minor), unit, step.mode) * unit)
}

/** The amount as the site writes money: code, thousands separators, the currency's minor digits. */
export function formatMoney(amount: number, currency: string): string {
  const d = minorDigits(currency)
  return `${currency} ${formatNumber(amount, { minimumFractionDigits: d, maximumFractionDigits: d })}`
}

/**
 * A converted amount (at an indicative exchange rate): whole units, since the cents of a conversion mean nothing.
 * The caller says "about" and the rate's date beside it.
 */
export const wholeAmount = (n: number, currency: string): string => `${currency} ${formatNumber(Math.round(n))}`
