/**
 * The countries of content/data/countries.yaml: their type, their check, the cross-checks against every other
 * file that names a country, and the pure helpers pages and build code share. Neutral ground, like
 * src/data/statutory/: gatsby/ and src/ both import it. Pages get the table from GraphQL (`CountriesYaml`,
 * gatsby/schema.ts; `useSiteFacts().countries`), build code from gatsby/lib/data-files.ts `readCountries`.
 */

export const COUNTRIES_FILE = "content/data/countries.yaml"

/** What decides a figure that follows the place of work (statutory-rates.yaml `minimumWage.placeKind`). */
export const PLACE_KINDS = ["region", "employerRegion", "province", "state"] as const

export interface Country {
  /** ISO 3166-1 alpha-2 (PH). */
  code: string
  /** As a list or a label shows it (Philippines). */
  name: string
  /** As it reads after "in" (the Philippines). */
  inText: string
  /** ISO 4217 (PHP). */
  currency: string
  /** Other ways prose writes the currency before an amount (Rp., S$, the peso sign), longest first; empty when none. */
  symbols: string[]
  /** We employ staff there. */
  employ: boolean
  /** Clients are served there (the contact point's areaServed). */
  served: boolean
  placeKind: string | null
}

export interface CountriesData {
  countries: Country[]
}

export type CountryTable = readonly Country[]

/** The table as pages and build code see it: a place kind left out is null, as GraphQL gives it. */
export const countriesAsRead = (raw: readonly Country[]): Country[] => raw.map((c) => ({ ...c, placeKind: c.placeKind ?? null }))

/** A regular-expression source for the currency written before an amount: its code or a symbol, then an optional space. */
export function currencyPattern(country: Pick<Country, "currency" | "symbols">): string {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return `(?:${[country.currency, ...country.symbols].map(escape).join("|")})\\s?`
}

/** The countries where we employ staff, in the table's order (the order pages list them). */
export const employingCountries = (table: CountryTable): Country[] => table.filter((c) => c.employ)

/** The codes of the countries where clients are served, in the table's order. */
export const servedCodes = (table: CountryTable): string[] => table.filter((c) => c.served).map((c) => c.code)

export const countryByCode = (table: CountryTable, code: string): Country | undefined => table.find((c) => c.code === code.toUpperCase())

/** "the Philippines", "Vietnam": a country's name as it reads after "in"; null for a code the table lacks. */
export const countryInText = (table: CountryTable, code: string): string | null => countryByCode(table, code)?.inText ?? null

/** A country's name (Philippines), or the code itself where the table lacks it. */
export const countryName = (table: CountryTable, code: string): string => countryByCode(table, code)?.name ?? code

/**
 * The country of a place such as "Manila, Philippines (hybrid)": the first country of the table whose name the
 * text has as a word; `otherwise` (the company's own country) when none.
 */
export function countryOfPlace(table: CountryTable, place: string, otherwise: string): string {
  const words = (name: string) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i")
  return table.find((c) => words(c.name).test(place))?.code ?? otherwise
}

const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== ""

/** The table's own problems, each `countries[<code>]: field "<name>" …` (the content check adds file and line). */
export function validateCountries(data: unknown): string[] {
  const d = data as Partial<CountriesData> | null
  if (!d || typeof d !== "object") return ["the file is empty or not a mapping"]
  if (!Array.isArray(d.countries) || d.countries.length === 0) return ['field "countries" must list at least one country']
  const problems: string[] = []
  const codes = new Set<string>()
  ;(d.countries as Array<Partial<Country> | null>).forEach((c, i) => {
    const at = `countries[${isText(c?.code) ? c.code : i}]`
    if (!c || typeof c !== "object") {
      problems.push(`${at}: each country is a mapping (code, name, inText, currency, employ, served, placeKind)`)
      return
    }
    const known = ["code", "name", "inText", "currency", "symbols", "employ", "served", "placeKind"]
    for (const key of Object.keys(c)) if (!known.includes(key)) problems.push(`${at}: field "${key}" is not a field of a country (${known.join(", ")})`)
    if (!isText(c.code) || !/^[A-Z]{2}$/.test(c.code)) problems.push(`${at}: field "code" must be the country's two capital letters (ISO 3166-1: PH)`)
    else if (codes.has(c.code)) problems.push(`${at}: the country is listed twice`)
    codes.add(String(c.code))
    if (!isText(c.name)) problems.push(`${at}: field "name" is required (Philippines)`)
    if (!isText(c.inText)) problems.push(`${at}: field "inText" is required: the name as it reads after "in" (the Philippines)`)
    if (!isText(c.currency) || !/^[A-Z]{3}$/.test(c.currency)) problems.push(`${at}: field "currency" must be the currency's three capital letters (ISO 4217: PHP)`)
    if (!Array.isArray(c.symbols) || c.symbols.some((s) => !isText(s))) problems.push(`${at}: field "symbols" must be a list of the ways prose writes the currency (["Rp.", "S$"]), [] for none`)
    for (const flag of ["employ", "served"] as const) if (typeof c[flag] !== "boolean") problems.push(`${at}: field "${flag}" must be true or false`)
    if (c.placeKind !== null && !(PLACE_KINDS as readonly unknown[]).includes(c.placeKind)) problems.push(`${at}: field "placeKind" must be one of ${PLACE_KINDS.join(", ")}, or null (one rule covers the country)`)
  })
  return problems
}

/** What the other files say about countries, as the content check read them (each may be missing: not checked). */
export interface CountryMentions {
  /** statutory-rates.yaml: each country's code, name, currency and place kind. */
  rates?: ReadonlyArray<{ code: string; name: string; currency: string; minimumWage: { placeKind: string | null } }>
  /** public-holidays.yaml: each country's code and name (as it reads after "in"). */
  holidays?: ReadonlyArray<{ code: string; name: string }>
  /** termination-rules.yaml: each country's code. */
  termination?: ReadonlyArray<{ code: string }>
  /** site.yaml: the company's address, employing entities, fee rows and areaServed. */
  site?: {
    address?: { country?: unknown; countryCode?: unknown } | null
    employingEntities?: ReadonlyArray<{ country?: unknown; countryName?: unknown }>
    fees?: { items?: ReadonlyArray<{ service?: unknown; country?: unknown }> }
    areaServed?: unknown
  }
  /** home.yaml: the countries section's items and the calculator section's countries, each a code and a name. */
  home?: { countries?: { items?: ReadonlyArray<{ code?: unknown; name?: unknown }> }; calculator?: { countries?: ReadonlyArray<{ code?: unknown; name?: unknown }> } }
  /** Service pages' `country` (a name), roles' `hireIn` (codes), jobs' `salaryCurrency`, with their files. */
  pages?: ReadonlyArray<{ file: string; country?: string | null; hireIn?: readonly string[]; salaryCurrency?: string | null }>
}

const RATES = "content/data/statutory-rates.yaml"
const HOLIDAYS = "content/data/public-holidays.yaml"
const TERMINATION = "content/data/termination-rules.yaml"
const SITE = "content/site.yaml"
const HOME = "content/home.yaml"

/**
 * Every other file against the table: a country they name that the table lacks, a name, currency or place kind
 * that differs from the table's, and an employing country of the table that lacks its rates or its employing
 * entity. Problems start with the file that must change and name the field, so the content check finds the line.
 */
export function crossCheckCountries(table: CountryTable, m: CountryMentions): string[] {
  const problems: string[] = []
  const codes = table.map((c) => c.code).join(", ")
  const lacks = (code: unknown) => `"${String(code)}", which ${COUNTRIES_FILE} lacks (it has ${codes}): add the country there, or correct the code`
  const differs = (file: string, at: string, field: string, value: unknown, c: Country, tableField: keyof Country) =>
    value === c[tableField] ? [] : [`${file}: ${at}: field "${field}" is "${String(value)}", but ${COUNTRIES_FILE} has "${String(c[tableField])}" for ${c.code} (${tableField})`]

  for (const r of m.rates ?? []) {
    const c = countryByCode(table, r.code)
    if (!c) problems.push(`${RATES}: countries[${r.code}]: field "code" is ${lacks(r.code)}`)
    else
      problems.push(
        ...differs(RATES, `countries[${r.code}]`, "name", r.name, c, "name"),
        ...differs(RATES, `countries[${r.code}]`, "currency", r.currency, c, "currency"),
        ...differs(RATES, `countries[${r.code}].minimumWage`, "placeKind", r.minimumWage.placeKind, c, "placeKind"),
      )
  }
  for (const h of m.holidays ?? []) {
    const c = countryByCode(table, h.code)
    if (!c) problems.push(`${HOLIDAYS}: countries[${h.code}]: field "code" is ${lacks(h.code)}`)
    else problems.push(...differs(HOLIDAYS, `countries[${h.code}]`, "name", h.name, c, "inText"))
  }
  for (const t of m.termination ?? []) if (!countryByCode(table, t.code)) problems.push(`${TERMINATION}: countries[${t.code}]: field "code" is ${lacks(t.code)}`)

  const site = m.site
  if (site) {
    const employing = employingCountries(table)
    const employs = (code: unknown) => employing.some((c) => c.code === code)
    const employingList = `the employing countries of ${COUNTRIES_FILE} (${employing.map((c) => c.code).join(", ")})`
    // The company's own address: its country's name as the table has it (the footer and structured data show both).
    const address = site.address
    if (address && typeof address.countryCode === "string") {
      const c = countryByCode(table, address.countryCode)
      if (!c) problems.push(`${SITE}: address: field "countryCode" is ${lacks(address.countryCode)}`)
      else problems.push(...differs(SITE, "address", "country", address.country, c, "name"))
    }
    for (const e of site.employingEntities ?? []) {
      const c = countryByCode(table, String(e.country))
      if (!c || !c.employ) problems.push(`${SITE}: employingEntities[${String(e.country)}]: field "country" is "${String(e.country)}", not one of ${employingList}`)
      else problems.push(...differs(SITE, `employingEntities[${c.code}]`, "countryName", e.countryName, c, "inText"))
    }
    ;(site.fees?.items ?? []).forEach((f, i) => {
      if (!employs(f.country)) problems.push(`${SITE}: fees.items[${i}]: field "country" is "${String(f.country)}", not one of ${employingList}`)
    })
    const served = servedCodes(table)
    const area = Array.isArray(site.areaServed) ? (site.areaServed as unknown[]) : null
    if (area && (area.length !== served.length || served.some((s) => !area.includes(s))))
      problems.push(`${SITE}: field "areaServed" is ${JSON.stringify(area)}, but the countries marked served in ${COUNTRIES_FILE} are ${served.join(", ")}: the two must say the same`)
    for (const c of employing)
      if (!(site.employingEntities ?? []).some((e) => e.country === c.code))
        problems.push(`${COUNTRIES_FILE}: countries[${c.code}]: field "employ" is true, but ${SITE} has no employing entity for ${c.code}: add one under employingEntities (its header explains the fields)`)
  }
  if (m.rates)
    for (const c of employingCountries(table))
      if (!m.rates.some((r) => r.code === c.code)) problems.push(`${COUNTRIES_FILE}: countries[${c.code}]: field "employ" is true, but ${RATES} has no country ${c.code}: add its rates (the file's header explains the fields)`)

  for (const [list, items] of [
    ["countries.items", m.home?.countries?.items],
    ["calculator.countries", m.home?.calculator?.countries],
  ] as const)
    (items ?? []).forEach((item, i) => {
      const c = countryByCode(table, String(item.code))
      if (!c) problems.push(`${HOME}: ${list}[${i}]: field "code" is ${lacks(item.code)}`)
      else problems.push(...differs(HOME, `${list}[${i}]`, "name", item.name, c, "name"))
    })

  for (const p of m.pages ?? []) {
    if (p.country != null && !employingCountries(table).some((c) => c.name === p.country))
      problems.push(
        `${p.file}: field "country" is "${p.country}", not the name of an employing country of ${COUNTRIES_FILE} (${employingCountries(table)
          .map((c) => c.name)
          .join(", ")})`,
      )
    ;(p.hireIn ?? []).forEach((code, i) => {
      if (!employingCountries(table).some((c) => c.code === code))
        problems.push(
          `${p.file}: field "hireIn[${i}]" is "${code}", not an employing country of ${COUNTRIES_FILE} (${employingCountries(table)
            .map((c) => c.code)
            .join(", ")})`,
        )
    })
    if (p.salaryCurrency != null && p.salaryCurrency !== "USD" && !table.some((c) => c.currency === p.salaryCurrency))
      problems.push(`${p.file}: field "salaryCurrency" is "${p.salaryCurrency}", not USD nor the currency of a country of ${COUNTRIES_FILE} (${table.map((c) => c.currency).join(", ")})`)
  }
  return problems
}
