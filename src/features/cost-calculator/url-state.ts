/**
 * The calculator's state in the URL, so a result can be shared:
 * - one country: ?country=PH&salary=12000&place=ph-region-7 (&age=55-and-below for Singapore)
 * - comparison: ?view=compare&amount=1000&currency=USD&places=ph-region-7,vn-region-4
 * and &customary=off where the visitor switched customary items off. A place is left out where it is the
 * country's default; places carry their country's code, so one list holds the comparison's choices.
 */
export interface CalculatorState {
  view: "one" | "compare"
  country: string
  salary: string
  age: string
  /** The place chosen in the one-country view; "" for the country's default. */
  place: string
  customary: boolean
  /** The comparison's salary, as typed, and the currency it is in. */
  amount: string
  currency: string
  /** The comparison's places by country code (lower-case prefix of the place id); absent for the default. */
  places: Readonly<Record<string, string>>
}

const placeCountry = (id: string) => id.slice(0, 2).toUpperCase()

/**
 * A link that presets only the country (?country=ID, as the country pages use) starts from that country's
 * example salary: the default salary is in another currency and could sit below the country's minimum wage.
 */
export function readState(search: string, defaults: CalculatorState, exampleSalary: (country: string) => string | undefined = () => undefined): CalculatorState {
  const p = new URLSearchParams(search)
  const country = (p.get("country") ?? defaults.country).toUpperCase()
  const place = (p.get("place") ?? "").toLowerCase()
  const places = Object.fromEntries(
    (p.get("places") ?? "")
      .toLowerCase()
      .split(",")
      .map((id) => id.trim())
      .filter((id) => /^[a-z]{2}(-[a-z0-9]+)+$/.test(id))
      .map((id) => [placeCountry(id), id]),
  )
  return {
    view: p.get("view") === "compare" ? "compare" : "one",
    country,
    salary: p.get("salary") ?? exampleSalary(country) ?? defaults.salary,
    age: p.get("age") ?? defaults.age,
    place: placeCountry(place) === country ? place : "",
    customary: p.get("customary") !== "off",
    amount: p.get("amount") ?? defaults.amount,
    currency: (p.get("currency") ?? defaults.currency).toUpperCase(),
    places: { ...defaults.places, ...places },
  }
}

const digitsOnly = (typed: string) => typed.replace(/[\s,]/g, "")

/** The query string of a state; `withAge` where the country has age bands, `isDefault` says which places to leave out. */
export function writeState(state: CalculatorState, options: { withAge: boolean; isDefault: (placeId: string) => boolean }): string {
  const p = new URLSearchParams()
  if (state.view === "compare") {
    p.set("view", "compare")
    p.set("amount", digitsOnly(state.amount))
    p.set("currency", state.currency)
    const chosen = Object.values(state.places).filter((id) => id && !options.isDefault(id))
    if (chosen.length > 0) p.set("places", chosen.sort().join(","))
  } else {
    p.set("country", state.country)
    p.set("salary", digitsOnly(state.salary))
    if (state.place && !options.isDefault(state.place)) p.set("place", state.place)
    if (options.withAge) p.set("age", state.age)
  }
  if (!state.customary) p.set("customary", "off")
  return `?${p.toString().replace(/%2C/g, ",")}`
}
