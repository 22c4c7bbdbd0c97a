import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { CHANGES_FILE, RATES_FILE, withOptionalNulls, type ChangesData, type RatesData } from "../../src/data/statutory"
import { HOLIDAYS_FILE, holidaysWithNulls, type HolidaysData } from "../../src/data/public-holidays"
import { COUNTRIES_FILE, countriesAsRead, type Country } from "../../src/data/countries"

const ROOT = path.join(__dirname, "..", "..")

/** YAML reads unquoted dates as Date objects; the validators and GraphQL want YYYY-MM-DD text. */
export function normaliseDates(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (Array.isArray(value)) return value.map(normaliseDates)
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseDates(v)]))
  return value
}

/** A data file under content/, parsed as the build sees it (dates as text). Unchecked: validate it. */
export const readDataFile = (relative: string, root = ROOT): unknown => normaliseDates(yaml.load(fs.readFileSync(path.join(root, relative), "utf8")))

/** The rates with the optional fields GraphQL returns as null filled in, so they have the type the pages see. */
export const ratesAsQueried = (data: RatesData): RatesData => withOptionalNulls(data)

/** The rates file of a checkout (`root`), as the pages see it. */
export const readRates = (root = ROOT): RatesData => ratesAsQueried(readDataFile(RATES_FILE, root) as RatesData)

export const readChanges = (root = ROOT): ChangesData => {
  const data = readDataFile(CHANGES_FILE, root) as ChangesData
  return { changes: data.changes.map((c) => ({ ...c, note: c.note ?? null })) }
}

/** The public-holiday file of a checkout (`root`), as the pages see it (checked by the content check first). */
export const readHolidays = (root = ROOT): HolidaysData => holidaysWithNulls(readDataFile(HOLIDAYS_FILE, root) as HolidaysData)

/** The country table of a checkout (`root`), as the pages see it (checked by the content check first). */
export const readCountries = (root = ROOT): Country[] => countriesAsRead((readDataFile(COUNTRIES_FILE, root) as { countries: Country[] }).countries)
