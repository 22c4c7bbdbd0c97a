/**
 * The statutory data's shape: the rates file (content/data/statutory-rates.yaml: countries, their lines and
 * minimum wages, each figure with its source and dates) and the change log (statutory-changes.yaml), and where
 * the two files are. Types only, besides the file names; what the data must satisfy is ./validate.ts.
 */
import type { LineRounding } from "../rounding"

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

/** The data files, relative to the project, for messages. */
export const RATES_FILE = "content/data/statutory-rates.yaml"
export const CHANGES_FILE = "content/data/statutory-changes.yaml"
