/**
 * The checks of the statutory data files, so a writer's mistake fails the build (and `npm run check:content`)
 * naming the country, line and field; and the rates file with the optional fields set to null, as GraphQL gives it.
 */
import type { ChangesData, Dated, MinimumWage, PlaceRate, RatesData, StatutorySource, WagePlace } from "./types"
import { parseRate, roundedFraction } from "./figures"
import { changeAnchor } from "./changes"
import { addDays } from "./review"
import { roundingProblems } from "../rounding"

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v)
const isRate = (v: unknown) => isNum(v) && v >= 0 && v < 1
const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== ""
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * A site's home page (no path and no query: `https://www.philhealth.gov.ph/`) names no figure: a source link
 * must open the instrument itself. A page addressed by its query (`vanban.chinhphu.vn/?docid=…`) is a document.
 */
export const isHomePage = (url: string): boolean => {
  try {
    const u = new URL(url)
    return (u.pathname === "/" || u.pathname === "") && u.search === ""
  } catch {
    return false
  }
}

/** The problem of a source link that is a home page, or none. */
const homePageProblem = (at: string, url: unknown): string[] =>
  isText(url) && isHomePage(url) ? [`${at}: field "source.url" is ${url}, a home page: link the instrument itself, not the agency's home page (the circular, decree, regulation or gazette notice, or the agency's page for that rule)`] : []
export const isIsoDate = (v: unknown): v is string => typeof v === "string" && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)

/** The source and the three dates of a figure; `at` names where it is (`countries[ID].lines[jp]`). */
export function validateDated(at: string, value: Partial<Dated> | null | undefined): string[] {
  const problems: string[] = []
  const v = value ?? {}
  const source = v.source as Partial<StatutorySource> | string | undefined
  if (!source || typeof source !== "object") problems.push(`${at}: field "source" must give the official source as title and url`)
  else {
    if (!isText(source.title)) problems.push(`${at}: field "source.title" is required: name the official page (agency and document)`)
    if (!isText(source.url) || !/^https:\/\/[^\s/]+\.[^\s]+$/.test(source.url)) problems.push(`${at}: field "source.url" must be an https:// link to the official source`)
    else problems.push(...homePageProblem(at, source.url))
  }
  for (const f of ["appliesFrom", "checkedOn", "reviewBy"] as const) if (!isIsoDate(v[f])) problems.push(`${at}: field "${f}" must be a date (YYYY-MM-DD)`)
  if (isIsoDate(v.checkedOn) && isIsoDate(v.reviewBy) && v.reviewBy <= v.checkedOn) problems.push(`${at}: field "reviewBy" must be after "checkedOn"`)
  if (v.read !== "official" && v.read !== "secondary") problems.push(`${at}: field "read" must be official (the official text was read on checkedOn) or secondary (only a secondary source was read)`)
  else if (v.read === "secondary" && !isText(v.readVia)) problems.push(`${at}: field "readVia" must name the secondary source that was read (read is secondary)`)
  else if (v.read === "official" && v.readVia != null) problems.push(`${at}: field "readVia" must be null when the official text was read`)
  return problems
}

const PLACE_ID = /^[a-z]{2}(?:-[a-z0-9]+)+$|^[a-z]{2}$/

/** A place of a country's minimum wage: its id, figure, other rates and the dates of its figure. */
function validatePlace(at: string, p: Partial<WagePlace>, code: string): string[] {
  const problems: string[] = []
  if (!isText(p.id) || !PLACE_ID.test(p.id) || !p.id.startsWith(code.toLowerCase())) problems.push(`${at}: field "id" must be lower case with hyphens and start with the country code (${code.toLowerCase()}-...)`)
  if (!isText(p.name)) problems.push(`${at}: field "name" is required`)
  if (p.monthly != null && (!isNum(p.monthly) || p.monthly <= 0)) problems.push(`${at}: field "monthly" must be a positive number, or null where no current figure is held`)
  for (const f of ["lowerRates", "higherRates"] as const) {
    const rates = p[f]
    if (rates == null) continue
    if (!Array.isArray(rates)) {
      problems.push(`${at}: field "${f}" must be a list of { monthly, appliesTo, derivation }`)
      continue
    }
    rates.forEach((r, i) => {
      if (!isNum(r?.monthly) || r.monthly <= 0) problems.push(`${at}.${f}[${i}]: field "monthly" must be a positive number`)
      else if (isNum(p.monthly) && (f === "lowerRates" ? r.monthly >= p.monthly : r.monthly <= p.monthly)) problems.push(`${at}.${f}[${i}]: field "monthly" must be ${f === "lowerRates" ? "below" : "above"} the place's monthly figure`)
      if (!isText(r?.appliesTo)) problems.push(`${at}.${f}[${i}]: field "appliesTo" must say who or where the rate applies to`)
    })
    if (p.monthly == null && rates.length > 0) problems.push(`${at}: field "${f}" needs the place's own monthly figure`)
  }
  if (p.lowestIsFloor != null && typeof p.lowestIsFloor !== "boolean") problems.push(`${at}: field "lowestIsFloor" must be true or false`)
  problems.push(...cadenceProblems(at, p))
  const lk = p.lastKnown
  if (lk != null) {
    if (p.monthly != null) problems.push(`${at}: field "lastKnown" is only for a place without a current monthly figure`)
    if (!isNum(lk.monthly) || lk.monthly <= 0) problems.push(`${at}.lastKnown: field "monthly" must be a positive number`)
    for (const f of ["period", "readVia"] as const) if (!isText(lk[f])) problems.push(`${at}.lastKnown: field "${f}" is required`)
  }
  problems.push(...validateDated(at, p))
  return problems
}

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** The first of the days of the year `monthDays` ("MM-DD") strictly after `isoDate`, as YYYY-MM-DD. */
export function nextRevision(isoDate: string, monthDays: readonly string[]): string | null {
  const year = Number(isoDate.slice(0, 4))
  const dates = [year, year + 1].flatMap((y) => monthDays.map((md) => `${y}-${md}`)).filter((d) => isIsoDate(d) && d > isoDate)
  return dates.length === 0 ? null : dates.reduce((a, b) => (b < a ? b : a))
}

/** A place's revision days, and its review date no later than 30 days after the next revision of a current figure. */
function cadenceProblems(at: string, p: Partial<WagePlace>): string[] {
  if (p.revisedOn == null) return []
  if (!Array.isArray(p.revisedOn) || p.revisedOn.length === 0 || p.revisedOn.some((d) => typeof d !== "string" || !MONTH_DAY.test(d)))
    return [`${at}: field "revisedOn" must list the days of the year the minimum is revised, as "MM-DD" in quotes (["04-01", "10-01"])`]
  if (p.monthly == null || !isIsoDate(p.appliesFrom) || !isIsoDate(p.reviewBy)) return []
  const next = nextRevision(p.appliesFrom, p.revisedOn)
  const latest = next === null ? null : addDays(next, 30)
  return latest !== null && p.reviewBy > latest ? [`${at}: field "reviewBy" is ${p.reviewBy}, later than 30 days after the next revision (${next}, from revisedOn) of a figure applying from ${p.appliesFrom}: set it to ${latest} at the latest`] : []
}

/** A country's minimum wage: what a place is, how the minimum is set, and one default place among unique ids. */
function validateMinimumWage(at: string, mw: Partial<MinimumWage> | undefined, code: string): string[] {
  if (!mw || typeof mw !== "object") return [`${at}: field "minimumWage" is required (placeKind, basis, places)`]
  const problems: string[] = []
  if (mw.placeKind !== null && !["region", "employerRegion", "province", "state"].includes(String(mw.placeKind))) problems.push(`${at}.minimumWage: field "placeKind" must be region, employerRegion, province or state (null where one rule covers the country)`)
  if (!isText(mw.basis)) problems.push(`${at}.minimumWage: field "basis" is required`)
  const places = Array.isArray(mw.places) ? mw.places : []
  if (places.length === 0) problems.push(`${at}.minimumWage: field "places" must list at least one place`)
  if (mw.placeKind === null && places.length > 1) problems.push(`${at}.minimumWage: a country without placeKind has one place`)
  const ids = new Set<string>()
  for (const p of places) {
    const pat = `${at}.minimumWage.places[${p?.id ?? "?"}]`
    if (ids.has(String(p?.id))) problems.push(`${pat}: id is used twice`)
    ids.add(String(p?.id))
    if (p?.id === "monthly") problems.push(`${pat}: the id "monthly" is reserved`)
    problems.push(...validatePlace(pat, p ?? {}, code))
  }
  const defaults = places.filter((p) => p?.default === true).length
  if (places.length > 0 && defaults !== 1) problems.push(`${at}.minimumWage: exactly one place must have "default: true" (it has ${defaults})`)
  return problems
}

/** A line's rate: a decimal between 0 and 1, or a fraction as text as `Rate` says; never a law's fraction rounded. */
function rateProblems(at: string, field: string, value: unknown): string[] {
  if (value == null) return []
  const exact = parseRate(value)
  if (exact === null || exact.num >= exact.den) return [`${at}: field "${field}" must be a rate below 1: a decimal (5% is 0.05) or the law's fraction as text, "1/12", "8 1/3 %" or "15/26 × 1/12" (it is ${JSON.stringify(value)})`]
  const fraction = typeof value === "number" ? roundedFraction(value) : null
  return fraction ? [`${at}: field "${field}" is ${JSON.stringify(value)}, a fraction rounded (${fraction}?): write the law's exact fraction as text, e.g. "${fraction}" or "8 1/3 %", so that it is computed exactly`] : []
}

/** Checks the rates file so a writer's mistake fails the build naming the country, line and field. */
export function validateRates(data: unknown): string[] {
  const problems: string[] = []
  const d = data as Partial<RatesData> | null
  if (!d || typeof d !== "object") return ["the file is empty or not a mapping"]
  const fx = d.exchangeRates
  if (!fx || !fx.perUSD || typeof fx.perUSD !== "object") problems.push('field "exchangeRates.perUSD" is required')
  for (const c of d.countries ?? []) {
    const at = `countries[${c.code ?? "?"}]`
    if (!/^[A-Z]{2}$/.test(String(c.code))) problems.push(`${at}: field "code" must be a two-letter country code`)
    if (!fx?.perUSD || !isNum(fx.perUSD[c.currency]) || fx.perUSD[c.currency]! <= 0) problems.push(`${at}: currency "${c.currency}" has no exchange rate in exchangeRates.perUSD`)
    if (!isNum(c.minSalary) || !isNum(c.maxSalary) || c.minSalary <= 0 || c.maxSalary <= c.minSalary) problems.push(`${at}: minSalary and maxSalary must be numbers with min below max`)
    if (!isNum(c.exampleSalary) || c.exampleSalary < c.minSalary || c.exampleSalary > c.maxSalary) problems.push(`${at}: exampleSalary must lie between minSalary and maxSalary`)
    const mw = c.minimumWage as Partial<MinimumWage> | undefined
    problems.push(...validateMinimumWage(at, mw, String(c.code)))
    const highest = Math.max(0, ...(mw?.places ?? []).map((p) => (isNum(p?.monthly) ? p.monthly : 0)))
    if (isNum(c.exampleSalary) && c.exampleSalary < highest) problems.push(`${at}: exampleSalary is below the highest minimum wage of its places (${highest}), so a link to the country would open on an unlawful salary somewhere`)
    const ids = new Set<string>()
    for (const l of c.lines ?? []) {
      const lat = `${at}.lines[${l.id ?? "?"}]`
      if (ids.has(l.id)) problems.push(`${lat}: id is used twice`)
      ids.add(l.id)
      if (l.id === "minimumWage") problems.push(`${lat}: the id "minimumWage" is reserved for the country's minimum wage`)
      if (!["contribution", "bonus", "provision"].includes(l.kind)) problems.push(`${lat}: field "kind" must be contribution, bonus or provision`)
      if (!["statutory", "customary"].includes(l.status)) problems.push(`${lat}: field "status" must be statutory or customary`)
      const hasRate = l.employerRate != null || l.employeeRate != null
      const hasTiers = Array.isArray(l.tiers) && l.tiers.length > 0
      const hasBands = Array.isArray(l.ageBands) && l.ageBands.length > 0
      if ([hasRate, hasTiers, hasBands].filter(Boolean).length !== 1) problems.push(`${lat}: give exactly one of employerRate/employeeRate, tiers or ageBands`)
      for (const f of ["employerRate", "employeeRate"] as const) problems.push(...rateProblems(lat, f, l[f]))
      for (const f of ["floor", "cap", "step", "appliesUpTo", "minAmount", "maxAmount"] as const) if (l[f] != null && (!isNum(l[f]) || l[f] < 0)) problems.push(`${lat}: field "${f}" must be a positive number`)
      if (l.floor != null && l.cap != null && l.floor > l.cap) problems.push(`${lat}: floor is above cap`)
      if (l.capAtLeastMinimumWage != null && typeof l.capAtLeastMinimumWage !== "boolean") problems.push(`${lat}: field "capAtLeastMinimumWage" must be true or false`)
      if (l.capAtLeastMinimumWage === true && l.cap == null) problems.push(`${lat}: field "capAtLeastMinimumWage" needs a cap (the amount the minimum wage replaces when higher)`)
      if (l.capTimesMinimumWage != null) {
        const home = c.minimumWage?.places?.find((p) => p?.default === true)
        if (!isNum(l.capTimesMinimumWage) || l.capTimesMinimumWage <= 0) problems.push(`${lat}: field "capTimesMinimumWage" must be a positive number`)
        else if (!isNum(home?.monthly) || !isNum(l.cap) || Math.abs(l.cap - l.capTimesMinimumWage * home.monthly) > 0.005)
          problems.push(`${lat}: field "cap" must be capTimesMinimumWage (${l.capTimesMinimumWage}) times the default place's minimum wage (${home?.monthly ?? "none"})`)
      }
      problems.push(...roundingProblems(lat, l.rounding))
      for (const b of l.ageBands ?? []) if (!isRate(b.employerRate) || !isRate(b.employeeRate)) problems.push(`${lat}: age band "${b.id}" needs employerRate and employeeRate as fractions`)
      if (!isText(l.legalBasis)) problems.push(`${lat}: field "legalBasis" is required: every figure names its law`)
      problems.push(...validateDated(lat, l))
    }
  }
  if (!Array.isArray(d.countries) || d.countries.length === 0) problems.push('field "countries" must list at least one country')
  const cmp = d.comparison
  if (!cmp || typeof cmp !== "object") problems.push('field "comparison" is required (currency, exampleSalary, countries)')
  else {
    if (!fx?.perUSD || !isNum(fx.perUSD[cmp.currency])) problems.push(`comparison: currency "${cmp.currency}" has no exchange rate in exchangeRates.perUSD`)
    if (!isNum(cmp.exampleSalary) || cmp.exampleSalary <= 0) problems.push('comparison: field "exampleSalary" must be a positive number')
    const codes = (d.countries ?? []).map((c) => c.code)
    if (!Array.isArray(cmp.countries) || cmp.countries.length < 2 || cmp.countries.some((code) => !codes.includes(code))) problems.push(`comparison: field "countries" must list at least two codes of the countries above (${codes.join(", ")})`)
  }
  return problems
}

const LINE_OPTIONAL = ["employerRate", "employeeRate", "floor", "cap", "step", "capTimesMinimumWage", "capAtLeastMinimumWage", "appliesUpTo", "tiers", "minAmount", "maxAmount", "ageBands", "rounding", "note"] as const
const PLACE_OPTIONAL = ["examples", "default", "derivation", "lowerRates", "higherRates", "lastKnown", "lowestIsFloor", "revisedOn", "note"] as const
const nulls = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, null]))
const withDerivation = (r: PlaceRate): PlaceRate => ({ ...r, derivation: r.derivation ?? null })

/**
 * The rates file as YAML gives it, with the optional fields a writer left out set to null, as GraphQL returns
 * them: the shape the pages see (for the build's own reading of the file and for tests).
 */
export function withOptionalNulls(data: RatesData): RatesData {
  return {
    ...data,
    countries: data.countries.map((c) => ({
      ...c,
      minimumWage: { ...c.minimumWage, places: c.minimumWage.places.map((p) => ({ ...nulls(PLACE_OPTIONAL), ...p, lowerRates: p.lowerRates?.map(withDerivation) ?? null, higherRates: p.higherRates?.map(withDerivation) ?? null })) },
      lines: c.lines.map((l) => ({ ...nulls(LINE_OPTIONAL), ...l })),
    })),
  }
}

/**
 * Checks the change log; with `countryCodes` (those of the rates file) each change must name one of them.
 * The build checks the file alone; gatsby/__tests__/statutory-data.test.ts checks it against the rates file.
 */
export function validateChanges(data: unknown, countryCodes: readonly string[] | null): string[] {
  const d = data as Partial<ChangesData> | null
  if (!d || typeof d !== "object" || !Array.isArray(d.changes)) return ['field "changes" must be a list of changes']
  const problems: string[] = []
  const anchors = new Set<string>()
  d.changes.forEach((c, i) => {
    const at = `changes[${i}]${c && isText(c.title) ? ` (${c.title})` : ""}`
    if (!c || typeof c !== "object") return void problems.push(`${at}: each change is a mapping`)
    if (!isIsoDate(c.date)) problems.push(`${at}: field "date" must be the date it takes effect (YYYY-MM-DD)`)
    if (countryCodes ? !countryCodes.includes(c.country) : !/^[A-Z]{2}$/.test(String(c.country))) problems.push(`${at}: field "country" must be ${countryCodes ? `one of ${countryCodes.join(", ")}` : "a two-letter country code"}`)
    if (!isText(c.line) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(c.line)) problems.push(`${at}: field "line" must be a line id of the rates file or a topic in lower case with hyphens`)
    for (const f of ["title", "from", "to"] as const) if (!isText(c[f])) problems.push(`${at}: field "${f}" is required`)
    const source = c.source as Partial<StatutorySource> | undefined
    if (!source || !isText(source.title) || !isText(source.url) || !/^https:\/\//.test(source.url)) problems.push(`${at}: field "source" must give title and an https:// url of the official source`)
    else problems.push(...homePageProblem(at, source.url))
    if (c.read === "official" ? c.readVia != null : c.read !== "secondary" || !isText(c.readVia)) problems.push(`${at}: field "read" must say how the source was read: official (and readVia: null), or secondary with readVia naming the report`)
    if (!isIsoDate(c.checkedOn)) problems.push(`${at}: field "checkedOn" must be the date the entry was checked (YYYY-MM-DD)`)
    const anchor = changeAnchor(String(c.country), String(c.line), String(c.date))
    if (anchors.has(anchor)) problems.push(`${at}: a second change for ${c.country} ${c.line} on ${c.date}; merge them`)
    anchors.add(anchor)
  })
  return problems
}
