/** @jest-environment node */
import path from "node:path"
import { readDataFile } from "../../../gatsby/lib/data-files"
import { calendarPlanInputs, holidayFeedPath, holidayUid, slugify, validateHolidays, weekday, type HolidaysData } from "../public-holidays"

/** The holiday data's rules, on the tests' own file (src/test/fixtures/content/data/public-holidays.yaml). */
const FIXTURES = path.join(__dirname, "..", "..", "test", "fixtures")
const fixture = () => readDataFile("content/data/public-holidays.yaml", FIXTURES) as HolidaysData
type Mutable = { countries: Array<Record<string, unknown> & { years: Array<{ holidays: Array<Record<string, unknown>> }> }>; labels: Record<string, unknown> }

describe("validateHolidays", () => {
  it("passes the fixture", () => {
    expect(validateHolidays(fixture())).toEqual([])
  })

  it("names country, year, entry and field of each mistake", () => {
    const d = fixture() as unknown as Mutable
    d.labels["subscribe"] = ""
    d.countries[0]!.years[0]!.holidays[0]!["date"] = "2026-02-30"
    d.countries[0]!.years[1]!.holidays[0]!["provisional"] = "yes"
    d.countries[1]!["slug"] = "philippines"
    expect(validateHolidays(d)).toEqual([
      'labels: field "subscribe" is required',
      `countries[PH].years[0].holidays[0] (New Year's Day): field "date" must be a date (YYYY-MM-DD)`,
      `countries[PH].years[1].holidays[0] (New Year's Day): field "provisional" must be true or false`,
      'countries[SG]: field "slug" is used by another country',
    ])
  })

  it("refuses an instrument whose source is an agency's home page, or that has no review date after its check", () => {
    const d = fixture()
    d.countries[1]!.instruments[0]!.source.url = "https://www.mom.gov.sg/"
    d.countries[1]!.instruments[0]!.reviewBy = "2026-11-01"
    expect(validateHolidays(d)).toEqual([
      expect.stringMatching(/^countries\[SG\]\.instruments\[list-2026\]: field "source\.url" is https:\/\/www\.mom\.gov\.sg\/, a home page/),
      'countries[SG].instruments[list-2026]: field "reviewBy" must be after "checkedOn"',
    ])
  })
})

describe("the helpers", () => {
  it("plans one calendar page per country and year, headed from the labels", () => {
    expect(calendarPlanInputs(fixture())).toEqual([
      { path: "/resources/public-holidays/philippines/2026", title: "Public holidays in the Philippines, 2026", code: "PH", year: 2026 },
      { path: "/resources/public-holidays/philippines/2027", title: "Public holidays in the Philippines, 2027", code: "PH", year: 2027 },
      { path: "/resources/public-holidays/singapore/2026", title: "Public holidays in Singapore, 2026", code: "SG", year: 2026 },
    ])
    expect(holidayFeedPath("vietnam")).toBe("/resources/public-holidays/feeds/vietnam.ics")
  })

  it("writes weekdays in any time zone, and ASCII slugs for UIDs", () => {
    expect(["2026-01-01", "2026-11-24", "2027-02-06"].map(weekday)).toEqual(["Thursday", "Tuesday", "Saturday"])
    expect(slugify("Tết (Lunar New Year's Day)")).toBe("tet-lunar-new-years-day")
    expect(slugify("Quốc khánh — Đà Nẵng")).toBe("quoc-khanh-da-nang")
    expect(holidayUid("VN", "2026-11-24", "Vietnam Culture Day", "solvix.example")).toBe("vn-2026-11-24-vietnam-culture-day@solvix.example")
  })
})
