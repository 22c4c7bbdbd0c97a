/**
 * The key figures a country page shows beside its text: each employer contribution and statutory bonus
 * with its rate and cap, from content/data/statutory-rates.yaml (read through GraphQL). Pure.
 */
import { earliestOverdue, formatRate, type Checked, type Rate, type ReadKind, type ReviewStatus } from "../../data/statutory"
import { formatNumber } from "../../data/number-format"

/** The fields of a rate line the side rail reads. */
export interface FigureLine {
  label: string
  /** A decimal or the law's fraction as text (src/data/statutory/types.ts `Rate`). */
  employerRate: Rate | null
  employeeRate: Rate | null
  cap: number | null
  appliesFrom: string
  checkedOn: string
  reviewBy: string
  read: ReadKind
  readVia: string | null
}

export interface FigureCountry {
  code: string
  name: string
  currency: string
  lines: readonly FigureLine[]
}

export interface KeyFigure {
  label: string
  value: string
  detail: string | null
}

export interface KeyFigures {
  country: string
  code: string
  rows: KeyFigure[]
  /** The latest date from which one of the figures applies (YYYY-MM-DD). */
  latestAppliesFrom: string | null
  /**
   * How the rows were checked, for the day of the build (`groupReviewStatus`): the least recent check of the rows
   * shown and whether the official text of each was read, or, once one of them is past its review date, the
   * earliest such date (the rail then says "Due for review since …").
   */
  review: ReviewStatus | null
}

/** 0.0325 → "3.25%", 0.1 → "10%"; a fraction as the law writes it: "8 1/3 %" → "8 1/3%", "1/12" → "1/12". */
export const percent = (rate: Rate): string => formatRate(rate, 2)

const money = (currency: string, amount: number) => `${currency} ${formatNumber(amount, { maximumFractionDigits: 0 })}`

/** "Social insurance (pension 14%, …)" → "Social insurance": the rail is narrow; the full label is in the table. */
export const shortLabel = (label: string): string => label.replace(/\s*\([^)]*\)\s*$/, "").trim() || label

/** Lines with an employer rate, as rows; lines of fixed amounts are left to the full table. `today`: the build's day. */
export function keyFigures(country: FigureCountry, today: string): KeyFigures {
  const lines = country.lines.filter((l): l is FigureLine & { employerRate: Rate } => l.employerRate !== null)
  const rows = lines.map((l) => ({
    label: shortLabel(l.label),
    value: l.employeeRate ? `${percent(l.employerRate)} employer · ${percent(l.employeeRate)} employee` : `${percent(l.employerRate)} employer`,
    detail: l.cap !== null ? `on pay up to ${money(country.currency, l.cap)} a month` : null,
  }))
  const latestAppliesFrom = lines.reduce<string | null>((latest, l) => (latest === null || l.appliesFrom > latest ? l.appliesFrom : latest), null)
  return { country: country.name, code: country.code, rows, latestAppliesFrom, review: groupReviewStatus(lines, today) }
}

/**
 * The status of several figures stated together (a country's key figures): overdue from the earliest passed
 * review date; else checked on the oldest check, official only if every one was read officially, and one
 * secondary source named only when all the secondary ones share it. Null for no figures.
 */
export function groupReviewStatus(figures: readonly Checked[], today: string): ReviewStatus | null {
  if (figures.length === 0) return null
  const overdue = earliestOverdue(figures, today)
  if (overdue !== null) return { state: "overdue", date: overdue }
  const oldest = figures.reduce((d, f) => (f.checkedOn < d ? f.checkedOn : d), figures[0]!.checkedOn)
  const vias = [...new Set(figures.filter((f) => f.read === "secondary").map((f) => f.readVia))]
  if (vias.length === 0) return { state: "official", date: oldest }
  return { state: "secondary", date: oldest, via: vias.length === 1 ? vias[0]! : null }
}
