import { changeAnchor, type Checked, type RateLine, type WagePlace } from "./statutory"

/**
 * How the figures in force meet the change log (content/data/statutory-changes.yaml): the entry a place's minimum
 * wage links to, and how each entry's figure was checked. Apart from src/data/statutory/ so that only the pages
 * that use it (the change log, the calculator) load it.
 */

/** The change-log line of one place's own minimum wage: `minimum-wage-<place id without its country prefix>` (ph-ncr → minimum-wage-ncr). */
export const placeChangeLine = (placeId: string): string => `minimum-wage-${placeId.replace(/^[a-z]{2}-/, "")}`

/**
 * The anchor of the change-log entry that brought in a place's minimum wage: the place's own entry
 * (`minimum-wage-<place>`, a Philippine region's wage order) where the log has one, else the country's entry of
 * that date (line `minimum-wage`: one instrument for every place, like Vietnam's decree), else null.
 */
export function placeChangeAnchor(code: string, place: Pick<WagePlace, "id" | "appliesFrom">, anchors: ReadonlySet<string>): string | null {
  const own = changeAnchor(code, placeChangeLine(place.id), place.appliesFrom)
  const country = changeAnchor(code, "minimum-wage", place.appliesFrom)
  return anchors.has(own) ? own : anchors.has(country) ? country : null
}

/**
 * Several figures stated as one (a change-log entry that brought in several places' minimum wages): the oldest
 * check and the earliest review date; read officially only if every one was, else through the first secondary
 * source in the order given (put the figure a reader most likely means first).
 */
export function combineChecks(figures: readonly Checked[]): Checked {
  const first = figures[0]
  if (!first) throw new Error("combineChecks needs at least one figure")
  const secondary = figures.find((f) => f.read === "secondary")
  return {
    checkedOn: figures.reduce((d, f) => (f.checkedOn < d ? f.checkedOn : d), first.checkedOn),
    reviewBy: figures.reduce((d, f) => (f.reviewBy < d ? f.reviewBy : d), first.reviewBy),
    read: secondary ? "secondary" : "official",
    readVia: secondary ? secondary.readVia : null,
  }
}

const pickChecked = (d: Checked): Checked => ({ checkedOn: d.checkedOn, reviewBy: d.reviewBy, read: d.read, readVia: d.readVia })

/** A country's places, the default first (the one a reader most likely means). */
export const placesDefaultFirst = <P extends Pick<WagePlace, "default">>(places: readonly P[]): P[] => [...places].sort((a, b) => Number(b.default === true) - Number(a.default === true))

type PlaceDates = Pick<WagePlace, "id" | "monthly" | "default" | "appliesFrom" | keyof Checked>

/**
 * How the figures in force were checked, by the anchor of the change that brought each in, with the date it applies
 * from: a line; a place's minimum wage as its own entry (`minimum-wage-<place>`) or as the country's entry of that
 * day (`minimum-wage`), which all the places whose figures changed that day share. The change log says how fresh
 * they are.
 */
export function currentFigures(data: { countries: ReadonlyArray<{ code: string; minimumWage: { places: ReadonlyArray<PlaceDates> }; lines: ReadonlyArray<Pick<RateLine, "id" | "appliesFrom" | keyof Checked>> }> }): Record<string, Checked> {
  const out: Record<string, Checked> = {}
  for (const c of data.countries) {
    const byAnchor = new Map<string, Checked[]>()
    for (const p of placesDefaultFirst(c.minimumWage.places).filter((p) => p.monthly !== null)) {
      const anchor = changeAnchor(c.code, "minimum-wage", p.appliesFrom)
      byAnchor.set(anchor, [...(byAnchor.get(anchor) ?? []), p])
      out[changeAnchor(c.code, placeChangeLine(p.id), p.appliesFrom)] = pickChecked(p)
    }
    for (const [anchor, figures] of byAnchor) out[anchor] = combineChecks(figures)
    for (const l of c.lines) out[changeAnchor(c.code, l.id, l.appliesFrom)] = pickChecked(l)
  }
  return out
}
