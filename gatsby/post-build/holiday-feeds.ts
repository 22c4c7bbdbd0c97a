import fs from "node:fs/promises"
import path from "node:path"
import type { Reporter } from "gatsby"
import { holidayFeedPath } from "../../src/data/public-holidays"
import { holidayFeed } from "../lib/post-build/holiday-feed"
import { readHolidays } from "../lib/data-files"

/** Writes one calendar feed per country, /resources/public-holidays/feeds/<slug>.ics, from the data file the pages read. */
export async function writeHolidayFeeds(publicDir: string, site: { siteUrl: string; name: string }, reporter: Reporter, buildDate = new Date()): Promise<void> {
  const { countries, labels } = readHolidays()
  for (const country of countries) {
    const file = path.join(publicDir, holidayFeedPath(country.slug))
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, holidayFeed(country, labels, site, buildDate))
  }
  reporter.info(`Wrote ${countries.length} public-holiday calendars under ${path.dirname(holidayFeedPath("x"))}`)
}
