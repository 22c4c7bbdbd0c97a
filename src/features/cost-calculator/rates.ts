/** The shape of content/data/statutory-rates.yaml (declared in GraphQL in gatsby/schema.ts). */

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

export interface RateLine {
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
  source: string
  asOf: string
  note: string | null
}

export interface CountryRates {
  code: string
  name: string
  currency: string
  minSalary: number
  maxSalary: number
  exampleSalary: number
  basis: string
  lines: RateLine[]
}

export interface RatesData {
  reviewed: string
  exchangeRates: { asOf: string; source: string; url: string; perUSD: Record<string, number> }
  countries: CountryRates[]
}

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v)
const isRate = (v: unknown) => isNum(v) && v >= 0 && v < 1

/** Checks the data file so a writer's mistake fails the build naming the country, line and field. */
export function validateRates(data: unknown): string[] {
  const problems: string[] = []
  const d = data as Partial<RatesData> | null
  if (!d || typeof d !== "object") return ["the file is empty or not a mapping"]
  if (typeof d.reviewed !== "string") problems.push('field "reviewed" must be a date (YYYY-MM-DD)')
  const fx = d.exchangeRates
  if (!fx || !fx.perUSD || typeof fx.perUSD !== "object") problems.push('field "exchangeRates.perUSD" is required')
  for (const c of d.countries ?? []) {
    const at = `countries[${c.code ?? "?"}]`
    if (!/^[A-Z]{2}$/.test(String(c.code))) problems.push(`${at}: field "code" must be a two-letter country code`)
    if (!fx?.perUSD || !isNum(fx.perUSD[c.currency]) || fx.perUSD[c.currency]! <= 0) problems.push(`${at}: currency "${c.currency}" has no exchange rate in exchangeRates.perUSD`)
    if (!isNum(c.minSalary) || !isNum(c.maxSalary) || c.minSalary <= 0 || c.maxSalary <= c.minSalary) problems.push(`${at}: minSalary and maxSalary must be numbers with min below max`)
    if (!isNum(c.exampleSalary) || c.exampleSalary < c.minSalary || c.exampleSalary > c.maxSalary) problems.push(`${at}: exampleSalary must lie between minSalary and maxSalary`)
    const ids = new Set<string>()
    for (const l of c.lines ?? []) {
      const lat = `${at}.lines[${l.id ?? "?"}]`
      if (ids.has(l.id)) problems.push(`${lat}: id is used twice`)
      ids.add(l.id)
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
      for (const f of ["legalBasis", "source", "asOf"] as const) if (typeof l[f] !== "string" || l[f] === "") problems.push(`${lat}: field "${f}" is required: every figure names its source and date`)
      if (typeof l.source === "string" && !/^https:\/\//.test(l.source)) problems.push(`${lat}: field "source" must be an https:// link to the official source`)
    }
  }
  if (!Array.isArray(d.countries) || d.countries.length === 0) problems.push('field "countries" must list at least one country')
  return problems
}
