/**
 * How fresh each statutory figure is: every dated figure of the rates file, those due or overdue for review on a
 * day (the build's list and the release gate's failure), and what a page says beside a figure.
 */
import { RATES_FILE, type Dated, type RatesData } from "./types"

/** How a figure was last checked: what a page says beside it. */
export type Checked = Pick<Dated, "checkedOn" | "reviewBy" | "read" | "readVia">

/** One figure with its freshness, wherever it lives in the data. */
export interface DatedFigure extends Dated {
  /** `ID.jp` for a line, `VN.minimumWage` for a minimum wage. */
  id: string
  label: string
  /** The file it lives in, when not the rates file (the termination rules). */
  file?: string
}

/** Every dated figure of the rates file: each place's minimum wage (`VN.minimumWage.vn-region-4`) and each line. */
export function datedFigures(data: RatesData): DatedFigure[] {
  return data.countries.flatMap((c) => [
    ...c.minimumWage.places.map((p) => ({ ...pickDated(p), id: `${c.code}.minimumWage.${p.id}`, label: `${c.name}: minimum wage, ${p.name}` })),
    ...c.lines.map((l) => ({ ...pickDated(l), id: `${c.code}.${l.id}`, label: `${c.name}: ${l.label}` })),
  ])
}

const pickDated = (d: Dated): Dated => ({ source: d.source, appliesFrom: d.appliesFrom, checkedOn: d.checkedOn, reviewBy: d.reviewBy, read: d.read, readVia: d.readVia })

/** Figures whose review date is on or before `until` (both YYYY-MM-DD), soonest first. */
export function dueForReview(figures: readonly DatedFigure[], until: string): DatedFigure[] {
  return figures.filter((f) => f.reviewBy <= until).sort((a, b) => a.reviewBy.localeCompare(b.reviewBy) || a.id.localeCompare(b.id))
}

/** YYYY-MM-DD of a date plus some days, in UTC. */
export const addDays = (isoDate: string, days: number): string => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** One line of the review list: figure, file, source and date. */
export const reviewLine = (f: DatedFigure, file = RATES_FILE): string => `${f.id} (${f.label}) in ${f.file ?? file}: review by ${f.reviewBy}, last checked ${f.checkedOn}, source ${f.source.title} <${f.source.url}>`

/** Figures whose review date has passed on `on` (YYYY-MM-DD): a figure is due on its `reviewBy` day, overdue after it. */
export const overdueFigures = (figures: readonly DatedFigure[], on: string): DatedFigure[] => dueForReview(figures, addDays(on, -1))

/** The release build's failure message: one line per overdue figure, naming figure, file and source ("" when none). */
export function overdueReport(figures: readonly DatedFigure[], on: string): string {
  const overdue = overdueFigures(figures, on)
  return overdue.length === 0 ? "" : `${overdue.length} statutory figure(s) overdue for review on ${on}:\n${overdue.map((f) => `  - ${reviewLine(f)}`).join("\n")}`
}

/** What every build prints: the figures falling due within 30 days of `on` that are not yet overdue ("" when none). */
export function dueSoonReport(figures: readonly DatedFigure[], on: string): string {
  const until = addDays(on, 30)
  const soon = dueForReview(figures, until).filter((f) => f.reviewBy >= on)
  return soon.length === 0 ? "" : `${soon.length} statutory figure(s) due for review by ${until}:\n${soon.map((f) => `  - ${reviewLine(f)}`).join("\n")}`
}

/**
 * How a page states a figure's freshness and reading on the day the site was built (`today`, YYYY-MM-DD): once its
 * review date has passed, "overdue" with that date ("Due for review since …"), whatever was read; otherwise
 * "official" ("Official text read on …") or "secondary" with the source read ("As reported by …; official text
 * not yet read"). `via` is null where several figures with different secondary sources are stated as one.
 * A visitor is never told a figure past its review date was freshly checked, nor that a report was the law.
 */
export type ReviewStatus = { state: "overdue"; date: string } | { state: "official"; date: string } | { state: "secondary"; date: string; via: string | null }

export const reviewStatus = (figure: Checked, today: string): ReviewStatus =>
  figure.reviewBy < today ? { state: "overdue", date: figure.reviewBy } : figure.read === "official" ? { state: "official", date: figure.checkedOn } : { state: "secondary", date: figure.checkedOn, via: figure.readVia }

/** The earliest passed review date among some figures, or null when none is overdue. */
export function earliestOverdue(figures: ReadonlyArray<Pick<Dated, "reviewBy">>, today: string): string | null {
  const passed = figures.map((f) => f.reviewBy).filter((d) => d < today)
  return passed.length === 0 ? null : passed.reduce((a, b) => (b < a ? b : a))
}
