/** The public change log of the statutory figures: its path, feed, the period it covers and its anchors. */
import type { StatutoryChange } from "./types"

/** The public change log; one change is at `${STATUTORY_CHANGES_PATH}#${changeAnchor(...)}`. */
export const STATUTORY_CHANGES_PATH = "/resources/statutory-changes"
export const STATUTORY_CHANGES_FEED = "/resources/statutory-changes/rss.xml"

/**
 * The log covers every figure that applies from this date on: a line (or a minimum wage, as line
 * "minimum-wage") with `appliesFrom` on or after it has the change `changeAnchor(country, line, appliesFrom)`.
 */
export const CHANGE_LOG_SINCE = "2024-01-01"

/** The anchor of one change: `id-jp-2026-03-01`. */
export const changeAnchor = (country: string, line: string, date: string): string => `${country.toLowerCase()}-${line}-${date}`

/** Newest first; on one date, by country then line, so the order never depends on the file's. */
export const sortChanges = (changes: readonly StatutoryChange[]): StatutoryChange[] => [...changes].sort((a, b) => b.date.localeCompare(a.date) || a.country.localeCompare(b.country) || a.line.localeCompare(b.line))
