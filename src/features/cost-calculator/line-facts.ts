import type { RateLine } from "./rates"

/** The public log of statutory changes; a country's section is `#<code in lower case>` there. */
export const STATUTORY_CHANGES_PATH = "/resources/statutory-changes"

export const changeLogHref = (countryCode: string) => `${STATUTORY_CHANGES_PATH}#${countryCode.toLowerCase()}`

export interface LineFacts {
  appliesFrom: string | null
  checkedOn: string | null
  sourceUrl: string | null
  sourceTitle: string | null
}

const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null)

/**
 * The dates and source of a line as the data gives them: `checkedOn`, `appliesFrom` and a `source` of
 * `{ title, url }`, or, in the data's earlier shape, `asOf` and a source URL with one `reviewed` date for the
 * whole file (passed as `fileChecked`). Read loosely so the calculator shows whichever the build has.
 */
export function lineFacts(line: RateLine, fileChecked: string | null): LineFacts {
  const l = line as unknown as Record<string, unknown>
  const source = l["source"]
  const sourceObject = source && typeof source === "object" ? (source as Record<string, unknown>) : null
  return {
    appliesFrom: text(l["appliesFrom"]) ?? text(l["asOf"]),
    checkedOn: text(l["checkedOn"]) ?? fileChecked,
    sourceUrl: text(source) ?? text(sourceObject?.["url"]),
    sourceTitle: text(sourceObject?.["title"]),
  }
}

/** 2026-11-20 → "20 Nov 2026" (the date as written, whatever the visitor's time zone). */
export function shortDate(iso: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(d.getTime())) return iso
  return d.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })
}
