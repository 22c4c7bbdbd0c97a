/** The calculator's state in the URL (?country=PH&salary=40000&age=55-and-below), so a result can be shared. */
export interface CalculatorState {
  country: string
  salary: string
  age: string
}

export function readState(search: string, defaults: CalculatorState): CalculatorState {
  const p = new URLSearchParams(search)
  return {
    country: (p.get("country") ?? defaults.country).toUpperCase(),
    salary: p.get("salary") ?? defaults.salary,
    age: p.get("age") ?? defaults.age,
  }
}

export function writeState(state: CalculatorState, withAge: boolean): string {
  const p = new URLSearchParams({ country: state.country, salary: state.salary.replace(/[\s,]/g, "") })
  if (withAge) p.set("age", state.age)
  return `?${p.toString()}`
}
