import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { CHANGES_FILE, RATES_FILE, type ChangesData, type RatesData } from "../../src/data/statutory"

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
export function ratesAsQueried(data: RatesData): RatesData {
  const optional = ["employerRate", "employeeRate", "floor", "cap", "step", "appliesUpTo", "tiers", "minAmount", "maxAmount", "ageBands", "note"] as const
  return { ...data, countries: data.countries.map((c) => ({ ...c, lines: c.lines.map((l): typeof l => ({ ...Object.fromEntries(optional.map((f) => [f, null])), ...l })) })) }
}

/** The rates file of a checkout (`root`), as the pages see it. */
export const readRates = (root = ROOT): RatesData => ratesAsQueried(readDataFile(RATES_FILE, root) as RatesData)

export const readChanges = (root = ROOT): ChangesData => {
  const data = readDataFile(CHANGES_FILE, root) as ChangesData
  return { changes: data.changes.map((c) => ({ ...c, note: c.note ?? null })) }
}
