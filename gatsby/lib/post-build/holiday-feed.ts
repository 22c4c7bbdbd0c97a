import { createEvents, type EventAttributes } from "ics"
import { calendarPath, fillLabel, holidayUid, type HolidayCountry, type HolidayInstrument, type HolidayLabels } from "../../../src/data/public-holidays"
import { longDate } from "../../../src/data/statutory"

/**
 * A country's public holidays as an iCalendar feed (RFC 5545), every year the data holds: one all-day event per
 * dated holiday (VALUE=DATE, ending the next day), its UID made from country, date and name so a subscribed
 * calendar updates rather than duplicates it, and its description naming the instrument, its source and how it
 * was read. Holidays still without a date are left out. Pure: gatsby/post-build/holiday-feeds.ts writes the files.
 */
export function holidayFeed(country: HolidayCountry, labels: HolidayLabels, site: { siteUrl: string; name: string }, buildDate: Date): string {
  const host = new URL(site.siteUrl).host
  const instruments = new Map(country.instruments.map((i) => [i.id, i]))
  const kinds = new Map(country.kinds.map((k) => [k.id, k.label]))
  const events: EventAttributes[] = country.years.flatMap((y) =>
    y.holidays.map((h) => {
      const [year, month, day] = h.date.split("-").map(Number) as [number, number, number]
      const next = new Date(Date.UTC(year, month - 1, day + 1))
      const instrument = instruments.get(h.instrument)!
      // DTSTAMP: the build's moment (the library takes it as `timestamp`, which its types leave out).
      const event: EventAttributes & { timestamp: number } = {
        uid: holidayUid(country.code, h.date, h.name, host),
        title: h.name,
        start: [year, month, day],
        end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
        description: eventDescription(h, kinds.get(h.kind) ?? h.kind, instrument, labels),
        url: `${site.siteUrl}${calendarPath(country.slug, y.year)}`,
        categories: [kinds.get(h.kind) ?? h.kind],
        status: h.provisional ? "TENTATIVE" : "CONFIRMED",
        transp: "TRANSPARENT",
        busyStatus: "FREE",
        timestamp: buildDate.getTime(),
      }
      return event
    }),
  )
  const { error, value } = createEvents(events, { productId: `-//${site.name}//Public holidays//EN`, method: "PUBLISH", calName: fillLabel(labels.feedName, { country: country.name }) })
  if (error || !value) throw new Error(`The holiday feed of ${country.code} could not be written: ${error instanceof Error ? error.message : String(error)}`)
  return value
}

/** What the event says: its kind, whether its date may still move, the instrument with its source, and how that was read. */
export function eventDescription(h: { provisional: boolean | null; note: string | null }, kind: string, instrument: HolidayInstrument, labels: Pick<HolidayLabels, "provisional" | "instrument">): string {
  const read = instrument.read === "official" ? `Official text read on ${longDate(instrument.checkedOn)}` : `As reported by ${instrument.readVia ?? "a secondary source"}; official text not yet read (checked ${longDate(instrument.checkedOn)})`
  return [kind + ".", h.provisional ? `${labels.provisional} ${h.note ?? ""}` : h.note, `${labels.instrument}: ${instrument.short}.`, `Source: ${instrument.source.title}, ${instrument.source.url}`, `${read}.`].filter(Boolean).join("\n")
}
