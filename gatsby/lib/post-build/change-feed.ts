import { STATUTORY_CHANGES_FEED, STATUTORY_CHANGES_PATH, changeAnchor, sortChanges, type StatutoryChange } from "../../../src/data/statutory"
import { rssXml, type FeedChannel } from "./crawler-files"

/** The RSS feed of the statutory change log: one item per change, linking to its anchor on the page. */
export function changeFeedXml(site: { siteUrl: string; name: string; description: string }, changes: readonly StatutoryChange[], countries: Readonly<Record<string, string>>, buildDate: Date): string {
  const channel: FeedChannel = {
    title: `${site.name}: statutory changes in Southeast Asia and India`,
    path: STATUTORY_CHANGES_PATH,
    feedPath: STATUTORY_CHANGES_FEED,
    description: "Changes to contribution rates, wage caps and minimum wages, with the date each takes effect and its official source.",
  }
  const items = sortChanges(changes).map((c) => ({
    path: `${STATUTORY_CHANGES_PATH}#${changeAnchor(c.country, c.line, c.date)}`,
    title: `${countries[c.country] ?? c.country}: ${c.title}`,
    description: `From ${c.date}: ${c.to} (before: ${c.from}). ${c.note ? `${c.note} ` : ""}Source: ${c.source.title}, ${c.source.url}${c.read === "secondary" ? ` (as reported by ${c.readVia ?? ""}; official text not yet read)` : ` (official text read on ${c.checkedOn})`}`,
    date: c.date,
    category: countries[c.country] ?? c.country,
  }))
  return rssXml(site, items, buildDate, channel)
}
