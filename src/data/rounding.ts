/**
 * How a line of content/data/statutory-rates.yaml is rounded: its `rounding` field, written beside its rate, so a
 * country with its own rules is data, not code. A line without one is rounded half up to the currency's minor unit
 * (`DEFAULT_ROUNDING`: the centavo, the rupiah, the đồng, the cent, the paisa), as most agencies publish their
 * tables. The calculator (src/features/cost-calculator/calculate.ts) applies it; validateRates checks it.
 */

export type RoundingMode = "half-up" | "down" | "up"
/** Where an amount is rounded: to the minor unit (a centavo, a cent, a đồng) or to the major unit (a whole dollar or rupee). */
export type RoundTo = "minor" | "major"

export interface Step {
  to: RoundTo
  mode: RoundingMode
}

/**
 * As the data writes it (GraphQL gives the field left out as null):
 * - `each`: each share (the employer's and the employee's) rounded on its own (India's ESI: up to the rupee);
 * - `total` and `employee`: the total rounded, the employee's share rounded, the employer's share the
 *   difference (Singapore's CPF).
 */
export type LineRounding = { each: Step; total?: null; employee?: null } | { each?: null; total: Step; employee: Step }

export const DEFAULT_ROUNDING: LineRounding = { each: { to: "minor", mode: "half-up" } }

const MODES: readonly RoundingMode[] = ["half-up", "down", "up"]
const TOS: readonly RoundTo[] = ["minor", "major"]
const FORM = "{ each: { to, mode } } or { total: { to, mode }, employee: { to, mode } }"

function stepProblems(at: string, field: string, value: unknown): string[] {
  const s = value as Partial<Record<string, unknown>> | null
  if (!s || typeof s !== "object" || Array.isArray(s)) return [`${at}: field "${field}" must be { to, mode } (to: ${TOS.join(" or ")}; mode: ${MODES.join(", ")})`]
  const problems: string[] = []
  for (const key of Object.keys(s)) if (key !== "to" && key !== "mode") problems.push(`${at}: field "${field}.${key}" is not a field of a rounding step (to, mode)`)
  if (!(TOS as readonly unknown[]).includes(s["to"])) problems.push(`${at}: field "${field}.to" must be ${TOS.join(" or ")} (it is ${JSON.stringify(s["to"] ?? null)})`)
  if (!(MODES as readonly unknown[]).includes(s["mode"])) problems.push(`${at}: field "${field}.mode" must be one of ${MODES.join(", ")} (it is ${JSON.stringify(s["mode"] ?? null)})`)
  return problems
}

/** A line's `rounding` (absent or null: the default), each problem `<at>: field "rounding…" …`. */
export function roundingProblems(at: string, value: unknown): string[] {
  if (value == null) return []
  const r = value as Partial<Record<string, unknown>>
  if (typeof r !== "object" || Array.isArray(r)) return [`${at}: field "rounding" must be ${FORM}`]
  const given = Object.keys(r).filter((k) => r[k] != null)
  const unknown = given.filter((k) => !["each", "total", "employee"].includes(k))
  if (unknown.length > 0) return unknown.map((k) => `${at}: field "rounding.${k}" is not a field of a rounding (${FORM})`)
  if (given.length === 1 && given[0] === "each") return stepProblems(at, "rounding.each", r["each"])
  if (given.length === 2 && given.includes("total") && given.includes("employee")) return [...stepProblems(at, "rounding.total", r["total"]), ...stepProblems(at, "rounding.employee", r["employee"])]
  return [`${at}: field "rounding" must be ${FORM}, not ${given.length === 0 ? "empty" : given.join(" and ")}`]
}
