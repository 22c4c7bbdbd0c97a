/**
 * The estimator's case in the address bar, so an estimate can be shared:
 * ?country=PH&cause=redundancy&salary=30000&start=2020-03-01&end=2026-11-30 (&place=ph-region-7 &basic=25000
 * &average=28000000 &leave=3 &fixed=1 &insured=1 &lieu=1 where they are used). What was typed is kept as typed, even
 * when it is not yet valid, so a link never loses a visitor's input; the form says what to fix.
 */
export interface EstimatorState {
  country: string
  place: string
  cause: string
  salary: string
  average: string
  basic: string
  start: string
  end: string
  leave: string
  fixedTerm: boolean
  insured: boolean
  lieu: boolean
}

const TEXT = ["place", "cause", "salary", "average", "basic", "start", "end", "leave"] as const
const FLAGS = { fixedTerm: "fixed", insured: "insured", lieu: "lieu" } as const

/**
 * `defaultsFor(code)` gives a country's starting case (its example salary and first cause), so a link that presets only
 * the country (?country=ID, as the country pages use) opens on a salary in that country's currency.
 */
export function readEstimatorState(search: string, defaultsFor: (country: string | null) => EstimatorState): EstimatorState {
  const p = new URLSearchParams(search)
  const asked = p.get("country")?.toUpperCase() ?? null
  const state: EstimatorState = { ...defaultsFor(asked) }
  const country = state.country
  for (const k of TEXT) {
    const v = p.get(k)
    if (v !== null) state[k] = v
  }
  for (const [k, name] of Object.entries(FLAGS) as Array<[keyof typeof FLAGS, string]>) {
    const v = p.get(name)
    if (v !== null) state[k] = v === "1"
  }
  if (state.place && state.place.slice(0, 2).toUpperCase() !== country) state.place = ""
  return state
}

/** The query string of a case: empty optional fields and unticked boxes are left out. */
export function writeEstimatorState(state: EstimatorState): string {
  const p = new URLSearchParams()
  p.set("country", state.country)
  for (const k of TEXT) {
    const v = k === "salary" || k === "average" || k === "basic" ? state[k].replace(/[\s,]/g, "") : state[k].trim()
    if (v !== "") p.set(k, v)
  }
  for (const [k, name] of Object.entries(FLAGS) as Array<[keyof typeof FLAGS, string]>) if (state[k]) p.set(name, "1")
  return `?${p.toString()}`
}
