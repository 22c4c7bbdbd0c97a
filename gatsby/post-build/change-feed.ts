import fs from "node:fs/promises"
import path from "node:path"
import type { Reporter } from "gatsby"
import { STATUTORY_CHANGES_FEED } from "../../src/data/statutory"
import { changeFeedXml } from "../lib/post-build/change-feed"
import { readChanges, readRates } from "../lib/data-files"

/** Writes /resources/statutory-changes/rss.xml from the same data files as the page (checked at bootstrap). */
export async function writeChangeFeed(publicDir: string, site: { siteUrl: string; name: string; description: string }, reporter: Reporter): Promise<void> {
  const { changes } = readChanges()
  const countries = Object.fromEntries(readRates().countries.map((c) => [c.code, c.name]))
  const file = path.join(publicDir, STATUTORY_CHANGES_FEED)
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, changeFeedXml(site, changes, countries, new Date()))
  reporter.info(`Wrote ${STATUTORY_CHANGES_FEED} (${changes.length} changes)`)
}
