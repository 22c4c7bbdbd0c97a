/**
 * The statutory data of content/data/ (rates, minimum wages, the change log): its types, its checks and the
 * few pure helpers that pages and the build share. Neutral ground: gatsby/ (validation at build time, the
 * change-log feed) and src/ (the calculator, the <Figure> component, the change-log page) both import it.
 * The GraphQL declaration is in gatsby/schema.ts; how a writer edits the files is in content/README.md.
 */

/** An official page that states the figure. */
export interface StatutorySource {
  title: string
  url: string
}

/** What every statutory figure carries: where it comes from and how fresh it is (dates are YYYY-MM-DD). */
export interface Dated {
  source: StatutorySource
  /** The date from which the figure applies. */
  appliesFrom: string
  /** The date someone last checked the figure against its source. */
  checkedOn: string
  /**
   * The date by which it must be checked again. Every build lists the figures due within 30 days and those
   * overdue; a release build fails while one is overdue (gatsby/on-pre-bootstrap.ts); pages show an overdue
   * figure as "due for review" (`reviewStatus`). No test compares it with today's date.
   */
  reviewBy: string
}

export interface AgeBand {
  id: string
  label: string
  employerRate: number
  employeeRate: number
}

export interface Tier {
  upTo: number | null
  amount: number
}

export type LineKind = "contribution" | "bonus" | "provision"
export type LineStatus = "statutory" | "customary"

export interface RateLine extends Dated {
  id: string
  label: string
  kind: LineKind
  status: LineStatus
  employerRate: number | null
  employeeRate: number | null
  floor: number | null
  cap: number | null
  step: number | null
  appliesUpTo: number | null
  tiers: Tier[] | null
  minAmount: number | null
  maxAmount: number | null
  ageBands: AgeBand[] | null
  legalBasis: string
  note: string | null
}

/** The legal floor the calculator checks a salary against. */
export interface MinimumWage extends Dated {
  /** Monthly amount in the country's currency; null where there is no general minimum wage (Singapore). */
  monthly: number | null
  /** The region, province or state the figure is for. */
  region: string
  /** How the monthly figure is derived and where it varies, in one or two sentences a visitor reads. */
  basis: string
}

export interface CountryRates {
  code: string
  name: string
  currency: string
  minSalary: number
  maxSalary: number
  exampleSalary: number
  basis: string
  minimumWage: MinimumWage
  lines: RateLine[]
}

export interface RatesData {
  exchangeRates: { asOf: string; source: string; url: string; perUSD: Record<string, number> }
  countries: CountryRates[]
}

/** How a source was read: `official` when the official text itself was read, `secondary` when only a named report was. */
export type HowRead = "official" | "secondary"

/** One entry of content/data/statutory-changes.yaml. */
export interface StatutoryChange {
  /** The date the change takes effect. */
  date: string
  /** Two-letter country code, as in the rates file. */
  country: string
  /**
   * The rates-file line it changes, "minimum-wage" (or "minimum-wage-<place>" for one place's rate, the place id
   * without its country prefix), or a topic of its own (e.g. "labour-codes").
   */
  line: string
  title: string
  from: string
  to: string
  /** The instrument, and a link that opens it (or, where no copy of it was found, the report that was read). */
  source: StatutorySource
  read: HowRead
  /** Who reported it, when `read` is secondary; null when the official text was read. */
  readVia: string | null
  /** The day the entry was last checked against its source. */
  checkedOn: string
  note: string | null
}

export interface ChangesData {
  changes: StatutoryChange[]
}

/** The public change log; one change is at `${STATUTORY_CHANGES_PATH}#${changeAnchor(...)}`. */
export const STATUTORY_CHANGES_PATH = "/resources/statutory-changes"
export const STATUTORY_CHANGES_FEED = "/resources/statutory-changes/rss.xml"

/**
 * The log covers every figure that applies from this date on: a line (or a minimum wage, as line
 * "minimum-wage") with `appliesFrom` on or after it has the change `changeAnchor(country, line, appliesFrom)`.
 */
export const CHANGE_LOG_SINCE = "2024-01-01"

/** The anchor of one change: `id-jp-2026-03-01`. */
export const changeAnchor = (country: string, line: string, date: string): string => `${country.toLowerCase()}-${line}-${date}`

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v)
const isRate = (v: unknown) => isNum(v) && v >= 0 && v < 1
const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== ""
const DATE = /^\d{4}-\d{2}-\d{2}$/
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
  }
  for (const f of ["appliesFrom", "checkedOn", "reviewBy"] as const) if (!isIsoDate(v[f])) problems.push(`${at}: field "${f}" must be a date (YYYY-MM-DD)`)
  if (isIsoDate(v.checkedOn) && isIsoDate(v.reviewBy) && v.reviewBy <= v.checkedOn) problems.push(`${at}: field "reviewBy" must be after "checkedOn"`)
  return problems
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
    if (!mw || typeof mw !== "object") problems.push(`${at}: field "minimumWage" is required (monthly: null where there is none, and say so in basis)`)
    else {
      if (mw.monthly !== null && (!isNum(mw.monthly) || mw.monthly <= 0)) problems.push(`${at}.minimumWage: field "monthly" must be a positive number, or null where there is no general minimum wage`)
      if (isNum(mw.monthly) && isNum(c.exampleSalary) && c.exampleSalary < mw.monthly) problems.push(`${at}: exampleSalary is below minimumWage.monthly`)
      for (const f of ["region", "basis"] as const) if (!isText(mw[f])) problems.push(`${at}.minimumWage: field "${f}" is required`)
      problems.push(...validateDated(`${at}.minimumWage`, mw))
    }
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
      for (const f of ["employerRate", "employeeRate"] as const) if (l[f] != null && !isRate(l[f])) problems.push(`${lat}: field "${f}" must be a fraction between 0 and 1 (5% is 0.05)`)
      for (const f of ["floor", "cap", "step", "appliesUpTo", "minAmount", "maxAmount"] as const) if (l[f] != null && (!isNum(l[f]) || (l[f] as number) < 0)) problems.push(`${lat}: field "${f}" must be a positive number`)
      if (l.floor != null && l.cap != null && l.floor > l.cap) problems.push(`${lat}: floor is above cap`)
      for (const b of l.ageBands ?? []) if (!isRate(b.employerRate) || !isRate(b.employeeRate)) problems.push(`${lat}: age band "${b.id}" needs employerRate and employeeRate as fractions`)
      if (!isText(l.legalBasis)) problems.push(`${lat}: field "legalBasis" is required: every figure names its law`)
      problems.push(...validateDated(lat, l))
    }
  }
  if (!Array.isArray(d.countries) || d.countries.length === 0) problems.push('field "countries" must list at least one country')
  return problems
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
    if (c.read === "official" ? c.readVia != null : c.read !== "secondary" || !isText(c.readVia)) problems.push(`${at}: say how the source was read: read: official (and readVia: null), or read: secondary with readVia naming the report`)
    if (!isIsoDate(c.checkedOn)) problems.push(`${at}: field "checkedOn" must be the date the entry was checked (YYYY-MM-DD)`)
    const anchor = changeAnchor(String(c.country), String(c.line), String(c.date))
    if (anchors.has(anchor)) problems.push(`${at}: a second change for ${c.country} ${c.line} on ${c.date}; merge them`)
    anchors.add(anchor)
  })
  return problems
}

/**
 * The check dates of the figures in force, by the anchor of the change that brought each in (a line, or the
 * minimum wage as line "minimum-wage", with the date it applies from): the change log says how fresh they are.
 */
export function currentFigures(data: { countries: ReadonlyArray<{ code: string; minimumWage: Pick<MinimumWage, "appliesFrom" | "checkedOn" | "reviewBy">; lines: ReadonlyArray<Pick<RateLine, "id" | "appliesFrom" | "checkedOn" | "reviewBy">> }> }): Record<string, Pick<Dated, "checkedOn" | "reviewBy">> {
  const entries = data.countries.flatMap((c) => [
    [changeAnchor(c.code, "minimum-wage", c.minimumWage.appliesFrom), c.minimumWage] as const,
    ...c.lines.map((l) => [changeAnchor(c.code, l.id, l.appliesFrom), l] as const),
  ])
  return Object.fromEntries(entries.map(([anchor, d]) => [anchor, { checkedOn: d.checkedOn, reviewBy: d.reviewBy }]))
}

/** Newest first; on one date, by country then line, so the order never depends on the file's. */
export const sortChanges = (changes: readonly StatutoryChange[]): StatutoryChange[] =>
  [...changes].sort((a, b) => b.date.localeCompare(a.date) || a.country.localeCompare(b.country) || a.line.localeCompare(b.line))

/** One figure with its freshness, wherever it lives in the data. */
export interface DatedFigure extends Dated {
  /** `ID.jp` for a line, `VN.minimumWage` for a minimum wage. */
  id: string
  label: string
}

/** Every dated figure of the rates file. */
export function datedFigures(data: RatesData): DatedFigure[] {
  return data.countries.flatMap((c) => [
    { ...pickDated(c.minimumWage), id: `${c.code}.minimumWage`, label: `${c.name}: minimum wage, ${c.minimumWage.region}` },
    ...c.lines.map((l) => ({ ...pickDated(l), id: `${c.code}.${l.id}`, label: `${c.name}: ${l.label}` })),
  ])
}

const pickDated = (d: Dated): Dated => ({ source: d.source, appliesFrom: d.appliesFrom, checkedOn: d.checkedOn, reviewBy: d.reviewBy })

/** Figures whose review date is on or before `until` (both YYYY-MM-DD), soonest first. */
export function dueForReview(figures: readonly DatedFigure[], until: string): DatedFigure[] {
  return figures.filter((f) => f.reviewBy <= until).sort((a, b) => a.reviewBy.localeCompare(b.reviewBy) || a.id.localeCompare(b.id))
}

/** YYYY-MM-DD of a date plus some days, in UTC. */
export const addDays = (isoDate: string, days: number): string => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

export const NUMERIC_FIELDS = ["employerRate", "employeeRate", "cap", "floor", "appliesUpTo", "minAmount", "maxAmount"] as const
export type NumericField = (typeof NUMERIC_FIELDS)[number]

/** A value of the data named `<COUNTRY>.<line id>.<field>` or `<COUNTRY>.minimumWage.monthly`. */
export interface FigureValue extends Dated {
  id: string
  value: number
  /** A rate is a fraction (0.05); an amount is in `currency`. */
  unit: "rate" | "amount"
  currency: string
}

/** The part of the rates file that figures are looked up in (what the <Figure> component queries). */
export interface FigureData {
  countries: ReadonlyArray<Pick<CountryRates, "code" | "currency"> & { minimumWage: Pick<MinimumWage, "monthly" | keyof Dated>; lines: ReadonlyArray<Pick<RateLine, "id" | NumericField | keyof Dated>> }>
}

/** Looks a figure up by id; null when the id names nothing (the content check reports such ids). */
export function findFigure(data: FigureData, id: string): FigureValue | null {
  const [code, lineId, field, ...rest] = id.split(".")
  if (!code || !lineId || !field || rest.length > 0) return null
  const country = data.countries.find((c) => c.code === code)
  if (!country) return null
  if (lineId === "minimumWage") {
    const mw = country.minimumWage
    return field === "monthly" && mw.monthly !== null ? { ...pickDated(mw), id, value: mw.monthly, unit: "amount", currency: country.currency } : null
  }
  const line = country.lines.find((l) => l.id === lineId)
  if (!line || !(NUMERIC_FIELDS as readonly string[]).includes(field)) return null
  const value = line[field as NumericField]
  if (value === null || value === undefined) return null
  return { ...pickDated(line), id, value, unit: field.endsWith("Rate") ? "rate" : "amount", currency: country.currency }
}

/** How prose writes a figure: "2%", "0.24%", "IDR 10,547,400", "S$8,000". */
export function formatFigure(f: Pick<FigureValue, "value" | "unit" | "currency">): string {
  if (f.unit === "rate") return `${+(f.value * 100).toFixed(4)}%`
  const amount = f.value.toLocaleString("en-US", { maximumFractionDigits: 2 })
  return f.currency === "SGD" ? `S$${amount}` : `${f.currency} ${amount}`
}

/** "1 March 2026" from "2026-03-01", the way the site writes dates. */
export function longDate(isoDate: string): string {
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
  const [y, m, d] = isoDate.split("-").map(Number)
  return `${d} ${months[(m ?? 1) - 1]} ${y}`
}

/** The data files, relative to the project, for messages. */
export const RATES_FILE = "content/data/statutory-rates.yaml"
export const CHANGES_FILE = "content/data/statutory-changes.yaml"

/** One line of the review list: figure, file, source and date. */
export const reviewLine = (f: DatedFigure, file = RATES_FILE): string => `${f.id} (${f.label}) in ${file}: review by ${f.reviewBy}, last checked ${f.checkedOn}, source ${f.source.title} <${f.source.url}>`

/** Figures whose review date has passed on `on` (YYYY-MM-DD): a figure is due on its `reviewBy` day, overdue after it. */
export const overdueFigures = (figures: readonly DatedFigure[], on: string): DatedFigure[] => dueForReview(figures, addDays(on, -1))

/** The release build's failure message: one line per overdue figure, naming figure, file and source ("" when none). */
export function overdueReport(figures: readonly DatedFigure[], on: string): string {
  const overdue = overdueFigures(figures, on)
  return overdue.length === 0 ? "" : `${overdue.length} statutory figure(s) overdue for review on ${on}:\n${overdue.map((f) => `  - ${reviewLine(f)}`).join("\n")}`
}

/** What every build prints: the figures falling due within 30 days of `on` that are not yet overdue ("" when none). */
export function dueSoonReport(figures: readonly DatedFigure[], on: string): string {
  const until = addDays(on, 30)
  const soon = dueForReview(figures, until).filter((f) => f.reviewBy >= on)
  return soon.length === 0 ? "" : `${soon.length} statutory figure(s) due for review by ${until}:\n${soon.map((f) => `  - ${reviewLine(f)}`).join("\n")}`
}

/**
 * How a page states a figure's freshness on the day the site was built (`today`, YYYY-MM-DD): "checked" with the
 * date it was last checked, or, once its review date has passed, "overdue" with that date ("due for review since
 * …"). A visitor is never told a figure past its review date was freshly checked.
 */
export type ReviewStatus = { state: "checked"; date: string } | { state: "overdue"; date: string }

export const reviewStatus = (figure: Pick<Dated, "checkedOn" | "reviewBy">, today: string): ReviewStatus =>
  figure.reviewBy < today ? { state: "overdue", date: figure.reviewBy } : { state: "checked", date: figure.checkedOn }

/** The earliest passed review date among some figures, or null when none is overdue. */
export function earliestOverdue(figures: ReadonlyArray<Pick<Dated, "reviewBy">>, today: string): string | null {
  const passed = figures.map((f) => f.reviewBy).filter((d) => d < today)
  return passed.length === 0 ? null : passed.reduce((a, b) => (b < a ? b : a))
}

