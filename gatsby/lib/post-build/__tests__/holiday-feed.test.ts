/** @jest-environment node */
import path from "node:path"
import ICAL from "ical.js"
import { holidayFeed } from "../holiday-feed"
import { readHolidays } from "../../data-files"

/**
 * The .ics feed of a country, parsed back by an independent parser (ical.js, not the library that wrote it) and
 * compared with the tests' own holiday file (src/test/fixtures/content/data/public-holidays.yaml).
 */
const FIXTURES = path.join(__dirname, "..", "..", "..", "..", "src", "test", "fixtures")
const data = readHolidays(FIXTURES)
const site = { siteUrl: "https://www.example.org", name: "Solvix" }
const BUILT = new Date("2026-11-28T10:00:00Z")
const ph = data.countries.find((c) => c.code === "PH")!

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  return { calendar, events: calendar.getAllSubcomponents("vevent") }
}

describe("holidayFeed", () => {
  it("is a VCALENDAR with CRLF line ends, one event per dated holiday of every year, and none for a pending one", () => {
    const text = holidayFeed(ph, data.labels, site, BUILT)
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true)
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/)
    const { calendar, events } = parse(text)
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Solvix//Public holidays//EN")
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Public holidays in the Philippines")
    expect(events.map((e) => String(e.getFirstPropertyValue("summary")))).toEqual(["New Year's Day", "Eid'l Fitr", "Last Day of the Year", "New Year's Day"])
    expect(text).not.toContain("Eid'l Adha")
  })

  it("makes every event all-day: DTSTART a DATE on the holiday, DTEND the next day", () => {
    const { events } = parse(holidayFeed(ph, data.labels, site, BUILT))
    const held = ph.years.flatMap((y) => y.holidays.map((h) => h.date))
    expect(
      events.map((e) => {
        const event = new ICAL.Event(e)
        return [event.startDate.isDate, event.startDate.toString(), event.endDate.isDate, event.endDate.toString()]
      }),
    ).toEqual([
      [true, "2026-01-01", true, "2026-01-02"],
      [true, "2026-03-20", true, "2026-03-21"],
      [true, "2026-12-31", true, "2027-01-01"],
      [true, "2027-01-01", true, "2027-01-02"],
    ])
    expect(held).toEqual(["2026-01-01", "2026-03-20", "2026-12-31", "2027-01-01"])
  })

  it("gives stable UIDs from country, date and name, the same in a later build", () => {
    const uids = (built: Date) => parse(holidayFeed(ph, data.labels, site, built)).events.map((e) => String(e.getFirstPropertyValue("uid")))
    expect(uids(BUILT)).toEqual(["ph-2026-01-01-new-years-day@www.example.org", "ph-2026-03-20-eidl-fitr@www.example.org", "ph-2026-12-31-last-day-of-the-year@www.example.org", "ph-2027-01-01-new-years-day@www.example.org"])
    expect(uids(new Date("2027-02-01T00:00:00Z"))).toEqual(uids(BUILT))
  })

  it("names the kind, the instrument, its source and how it was read in each DESCRIPTION, and marks a provisional date", () => {
    const { events } = parse(holidayFeed(ph, data.labels, site, BUILT))
    const description = (i: number) => String(events[i]!.getFirstPropertyValue("description"))
    expect(description(0)).toBe("Regular holiday.\nDeclared by: Proclamation No. 1.\nSource: Proclamation No. 1, s. 2025, https://example.org/proclamation-1\nOfficial text read on 28 November 2026.")
    expect(description(1)).toBe(
      "Regular holiday.\nProvisional: Depends on the moon.\nDeclared by: Proclamation No. 2.\nSource: Proclamation No. 2, s. 2026, https://example.org/proclamation-2\nAs reported by a fixture newspaper; official text not yet read (checked 28 November 2026).",
    )
    expect(events.map((e) => e.getFirstPropertyValue("status"))).toEqual(["CONFIRMED", "TENTATIVE", "CONFIRMED", "CONFIRMED"])
    expect(events.map((e) => e.getFirstPropertyValue("url"))).toEqual([
      "https://www.example.org/resources/public-holidays/philippines/2026",
      "https://www.example.org/resources/public-holidays/philippines/2026",
      "https://www.example.org/resources/public-holidays/philippines/2026",
      "https://www.example.org/resources/public-holidays/philippines/2027",
    ])
    expect(events.every((e) => e.getFirstPropertyValue("transp") === "TRANSPARENT")).toBe(true)
  })

  it("stamps each event with the build's moment", () => {
    const { events } = parse(holidayFeed(ph, data.labels, site, BUILT))
    expect(String(events[0]!.getFirstPropertyValue("dtstamp"))).toBe("2026-11-28T10:00:00Z")
  })
})
