/**
 * The public-holiday calendars of content/data/public-holidays.yaml: their types, their check, and the pure
 * helpers the build (the route plan, the .ics feeds, the content check) and the pages share. Neutral ground, like
 * src/data/statutory/: gatsby/ and src/ both import it. The GraphQL declaration is in gatsby/schema.ts.
 */
import { isIsoDate, validateDated, type ReadKind, type StatutorySource } from "./statutory"

export const HOLIDAYS_FILE = "content/data/public-holidays.yaml"

/** The hub; a calendar is at `${PUBLIC_HOLIDAYS_PATH}/<country slug>/<year>`, a country's feed at `holidayFeedPath`. */
export const PUBLIC_HOLIDAYS_PATH = "/resources/public-holidays"

/** How a source was read and how fresh that reading is: what every instrument and premium carries. */
export interface HolidayChecked {
  source: StatutorySource
  read: ReadKind
  readVia: string | null
  checkedOn: string
  reviewBy: string
}

/** A decree, proclamation, gazette notice or list that declares dates: each date names one by `id`. */
export interface HolidayInstrument extends HolidayChecked {
  /** Lower case with hyphens, unique in its country: `proc-1006`. */
  id: string
  /** What the table shows in its "Instrument" column: "Proclamation No. 1006, s. 2025". */
  short: string
}

export interface Holiday {
  date: string
  name: string
  /** An id of the country's `kinds`. */
  kind: string
  /** An id of the country's `instruments`. */
  instrument: string
  /** True where the date depends on the moon or on a later announcement: the page and the feed say so. */
  provisional: boolean | null
  note: string | null
}

/** A holiday of the year that has no date yet (proclaimed nearer the time): shown below the table, not in the feed. */
export interface PendingHoliday {
  name: string
  kind: string
  note: string
}

export interface HolidayYear {
  year: number
  note: string | null
  holidays: Holiday[]
  pending: PendingHoliday[] | null
}

export interface HolidayKind {
  id: string
  label: string
  /** What the kind means for pay and for work, in a sentence. */
  meaning: string
}

/** What work on a holiday costs, with its law and source. */
export interface HolidayPremium extends HolidayChecked {
  summary: string
  legalBasis: string
}

export interface HolidayCountry {
  code: string
  name: string
  /** The path segment: `philippines`. */
  slug: string
  /** The service page that explains employment there, when there is one (its leave section links back). */
  servicePath: string | null
  /** What a reader must know about the whole country's calendar (local days, states, substitute days). */
  note: string
  kinds: HolidayKind[]
  premium: HolidayPremium
  instruments: HolidayInstrument[]
  years: HolidayYear[]
}

/** The words of the pages and the feeds that are not a country's (table headings, link texts). */
export interface HolidayLabels {
  date: string
  weekday: string
  holiday: string
  kind: string
  instrument: string
  provisional: string
  pending: string
  premium: string
  sources: string
  subscribe: string
  download: string
  feedNote: string
  calendarTitle: string
  calendarDescription: string
  hubCountry: string
  otherYears: string
  /** The feed's calendar name: "Public holidays in {country}". */
  feedName: string
}

export interface HolidaysData {
  labels: HolidayLabels
  countries: HolidayCountry[]
}

/** One page of the route plan: a country's calendar for a year. */
export interface HolidayCalendarPage {
  code: string
  name: string
  slug: string
  year: number
}

/** What the route plan needs of a calendar page: its path, heading, country and year. */
export interface CalendarPlanInput {
  path: string
  title: string
  code: string
  year: number
}

/** The calendar pages of the data as the route plan takes them, headed by `labels.calendarTitle`. */
export const calendarPlanInputs = (data: CalendarSource): CalendarPlanInput[] =>
  calendarPages(data).map((p) => ({ path: calendarPath(p.slug, p.year), title: fillLabel(data.labels.calendarTitle, { country: p.name, year: p.year }), code: p.code, year: p.year }))

export const calendarPath = (slug: string, year: number): string => `${PUBLIC_HOLIDAYS_PATH}/${slug}/${year}`

/** A country's subscribable feed, every year held: /resources/public-holidays/feeds/philippines.ics. */
export const holidayFeedPath = (slug: string): string => `${PUBLIC_HOLIDAYS_PATH}/feeds/${slug}.ics`

/** The calendar pages the data holds, country by country in the file's order, years ascending. */
/** What the plan reads of the file: each country's names and years, and the calendars' heading. */
export interface CalendarSource {
  labels: Pick<HolidayLabels, "calendarTitle">
  countries: ReadonlyArray<Pick<HolidayCountry, "code" | "name" | "slug"> & { years: ReadonlyArray<Pick<HolidayYear, "year">> }>
}

export const calendarPages = (data: Pick<CalendarSource, "countries">): HolidayCalendarPage[] => data.countries.flatMap((c) => [...c.years].sort((a, b) => a.year - b.year).map((y) => ({ code: c.code, name: c.name, slug: c.slug, year: y.year })))

/** Fills `{name}`-style placeholders of a label. */
export const fillLabel = (text: string, values: Readonly<Record<string, string | number>>): string => text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all))

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const

/** The weekday of a YYYY-MM-DD date, in English, independent of the machine's time zone. */
export const weekday = (isoDate: string): string => WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]!

/** Lower case words joined by hyphens, ASCII only: "Eid'l Fitr" → "eidl-fitr", "Tết" → "tet". */
export const slugify = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\u0111/g, "d") // d with stroke, escaped: every character of the code must be in the fonts' core files
    .replace(/Đ/g, "D")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")

/**
 * A holiday's UID in the feed: the same for the same country, date and name in every build, so a subscribed
 * calendar updates an event rather than adding a second one.
 */
export const holidayUid = (code: string, date: string, name: string, host: string): string => `${code.toLowerCase()}-${date}-${slugify(name)}@${host}`

const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== ""
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const LABEL_KEYS: ReadonlyArray<keyof HolidayLabels> = [
  "date",
  "weekday",
  "holiday",
  "kind",
  "instrument",
  "provisional",
  "pending",
  "premium",
  "sources",
  "subscribe",
  "download",
  "feedNote",
  "calendarTitle",
  "calendarDescription",
  "hubCountry",
  "otherYears",
  "feedName",
]

/** The source and dates of an instrument or a premium (validateDated without `appliesFrom`, which a list has not). */
const checkedProblems = (at: string, v: Partial<HolidayChecked>): string[] => validateDated(at, { ...v, appliesFrom: v.checkedOn }).filter((p) => !p.includes('"appliesFrom"'))

/**
 * Checks the holiday file so a writer's mistake names the country, year, date and field (the content check
 * adds the file and line): every date in its year, on no other date of the country, of a kind and an instrument
 * the country declares, and each instrument and premium with its source and how it was read.
 */
export function validateHolidays(data: unknown): string[] {
  const d = data as Partial<HolidaysData> | null
  if (!d || typeof d !== "object") return ["the file is empty or not a mapping"]
  const problems: string[] = []
  const labels = (d.labels ?? {}) as Partial<Record<string, unknown>>
  for (const key of LABEL_KEYS) if (!isText(labels[key])) problems.push(`labels: field "${key}" is required`)
  if (!Array.isArray(d.countries) || d.countries.length === 0) return [...problems, 'field "countries" must list at least one country']
  const codes = new Set<string>()
  const slugs = new Set<string>()
  for (const c of d.countries as Array<Partial<HolidayCountry>>) {
    const at = `countries[${c?.code ?? "?"}]`
    if (!c || typeof c !== "object") {
      problems.push(`${at}: each country is a mapping`)
      continue
    }
    if (!isText(c.code) || !/^[A-Z]{2}$/.test(c.code)) problems.push(`${at}: field "code" must be a two-letter country code`)
    else if (codes.has(c.code)) problems.push(`${at}: the country is listed twice`)
    codes.add(String(c.code))
    if (!isText(c.name)) problems.push(`${at}: field "name" is required`)
    if (!isText(c.slug) || !ID.test(c.slug)) problems.push(`${at}: field "slug" must be lower case with hyphens (philippines)`)
    else if (slugs.has(c.slug)) problems.push(`${at}: field "slug" is used by another country`)
    slugs.add(String(c.slug))
    if (c.servicePath != null && (!isText(c.servicePath) || !c.servicePath.startsWith("/"))) problems.push(`${at}: field "servicePath" must be a path of the site (/services/…) or null`)
    if (!isText(c.note)) problems.push(`${at}: field "note" is required: what a reader must know about the whole calendar`)
    const kinds = new Set<string>()
    if (!Array.isArray(c.kinds) || c.kinds.length === 0) problems.push(`${at}: field "kinds" must list at least one kind of day`)
    for (const k of c.kinds ?? []) {
      if (!isText(k?.id) || !ID.test(k.id)) problems.push(`${at}.kinds[${String(k?.id ?? "?")}]: field "id" must be lower case with hyphens`)
      if (!isText(k?.label)) problems.push(`${at}.kinds[${String(k?.id ?? "?")}]: field "label" is required`)
      if (!isText(k?.meaning)) problems.push(`${at}.kinds[${String(k?.id ?? "?")}]: field "meaning" is required: what the kind means for pay and work`)
      kinds.add(String(k?.id))
    }
    const premium = c.premium as Partial<HolidayPremium> | undefined
    if (!premium || typeof premium !== "object") problems.push(`${at}: field "premium" is required (summary, legalBasis, source, read, readVia, checkedOn, reviewBy)`)
    else {
      if (!isText(premium.summary)) problems.push(`${at}.premium: field "summary" is required`)
      if (!isText(premium.legalBasis)) problems.push(`${at}.premium: field "legalBasis" is required: every figure names its law`)
      problems.push(...checkedProblems(`${at}.premium`, premium))
    }
    const instruments = new Set<string>()
    if (!Array.isArray(c.instruments) || c.instruments.length === 0) problems.push(`${at}: field "instruments" must list at least one instrument`)
    for (const i of c.instruments ?? []) {
      const iat = `${at}.instruments[${String(i?.id ?? "?")}]`
      if (!isText(i?.id) || !ID.test(i.id)) problems.push(`${iat}: field "id" must be lower case with hyphens`)
      else if (instruments.has(i.id)) problems.push(`${iat}: id is used twice`)
      instruments.add(String(i?.id))
      if (!isText(i?.short)) problems.push(`${iat}: field "short" is required: the instrument's name as the table shows it`)
      problems.push(...checkedProblems(iat, i ?? {}))
    }
    const dates = new Map<string, string>()
    const years = new Set<number>()
    ;(c.years ?? []).forEach((y, yi) => {
      const yat = `${at}.years[${yi}]`
      if (!Number.isInteger(y?.year) || y.year < 2000 || y.year > 2100) return void problems.push(`${yat}: field "year" must be a year (2026)`)
      if (years.has(y.year)) problems.push(`${yat}: the year ${y.year} is listed twice`)
      years.add(y.year)
      if (!Array.isArray(y.holidays) || y.holidays.length === 0) problems.push(`${yat}: field "holidays" must list the year's dates`)
      ;(y.holidays ?? []).forEach((h, hi) => {
        const hat = `${yat}.holidays[${hi}]${isText(h?.name) ? ` (${h.name})` : ""}`
        if (!isIsoDate(h?.date)) problems.push(`${hat}: field "date" must be a date (YYYY-MM-DD)`)
        else {
          if (!h.date.startsWith(`${y.year}-`)) problems.push(`${hat}: field "date" is ${h.date}, outside the year ${y.year}`)
          const other = dates.get(h.date)
          if (other !== undefined) problems.push(`${hat}: field "date" is ${h.date}, already the date of ${other}: one entry per day (name both holidays in one)`)
          dates.set(h.date, String(h.name))
        }
        if (!isText(h?.name)) problems.push(`${hat}: field "name" is required`)
        if (!kinds.has(String(h?.kind))) problems.push(`${hat}: field "kind" is "${String(h?.kind)}", which is none of the country's kinds (${[...kinds].join(", ")})`)
        if (!instruments.has(String(h?.instrument))) problems.push(`${hat}: field "instrument" is "${String(h?.instrument)}", which is none of the country's instruments (${[...instruments].join(", ")})`)
        if (h?.provisional != null && typeof h.provisional !== "boolean") problems.push(`${hat}: field "provisional" must be true or false`)
        if (h?.provisional === true && !isText(h.note)) problems.push(`${hat}: field "note" must say why the date is provisional (the moon, a later announcement)`)
      })
      ;(y.pending ?? []).forEach((p, pi) => {
        const pat = `${yat}.pending[${pi}]`
        if (!isText(p?.name)) problems.push(`${pat}: field "name" is required`)
        if (!kinds.has(String(p?.kind))) problems.push(`${pat}: field "kind" is "${String(p?.kind)}", which is none of the country's kinds`)
        if (!isText(p?.note)) problems.push(`${pat}: field "note" must say when and how the date is announced`)
      })
    })
    if (years.size === 0) problems.push(`${at}: field "years" must list at least one year`)
  }
  return problems
}

/** The file as YAML gives it, with the optional fields set to null as GraphQL returns them. */
export function holidaysWithNulls(data: HolidaysData): HolidaysData {
  return {
    ...data,
    countries: data.countries.map((c) => ({
      ...c,
      servicePath: c.servicePath ?? null,
      instruments: c.instruments.map((i) => ({ ...i, readVia: i.readVia ?? null })),
      premium: { ...c.premium, readVia: c.premium.readVia ?? null },
      years: c.years.map((y) => ({ ...y, note: y.note ?? null, pending: y.pending ?? null, holidays: y.holidays.map((h) => ({ ...h, provisional: h.provisional ?? null, note: h.note ?? null })) })),
    })),
  }
}
