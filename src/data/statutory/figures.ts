/**
 * The statutory figures as numbers and as prose writes them: rates as exact fractions (`parseRate`, "8 1/3 %"),
 * a figure looked up by id (`findFigure`, what the <Figure> component and the figure check use), and how the
 * site writes a figure and a date.
 */
import type { CountryRates, Rate, RateLine, Ratio, WagePlace } from "./types"
import { formatNumber } from "../number-format"

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
  const amount = formatNumber(f.value, { maximumFractionDigits: 2 })
  return f.currency === "SGD" ? `S$${amount}` : `${f.currency} ${amount}`
}

/** "1 March 2026" from "2026-03-01", the way the site writes dates. */
export function longDate(isoDate: string): string {
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
  const [y, m, d] = isoDate.split("-").map(Number)
  return `${d} ${months[(m ?? 1) - 1]} ${y}`
}
