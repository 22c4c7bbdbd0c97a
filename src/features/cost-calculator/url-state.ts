/** The calculator's state in the URL (?country=PH&salary=40000&age=55-and-below), so a result can be shared. */
export interface CalculatorState {
  country: string
  salary: string
  age: string
}

/**
 * A link that presets only the country (?country=ID, as the country pages use) starts from that country's
 * example salary: the default salary is in another currency and could sit below the country's minimum wage.
 */
export function readState(search: string, defaults: CalculatorState, exampleSalary: (country: string) => string | undefined = () => undefined): CalculatorState {
  const p = new URLSearchParams(search)
  const country = (p.get("country") ?? defaults.country).toUpperCase()
  return {
    country,
    salary: p.get("salary") ?? exampleSalary(country) ?? defaults.salary,
    age: p.get("age") ?? defaults.age,
  }
}

export function writeState(state: CalculatorState, withAge: boolean): string {
  const p = new URLSearchParams({ country: state.country, salary: state.salary.replace(/[\s,]/g, "") })
  if (withAge) p.set("age", state.age)
  return `?${p.toString()}`
}
