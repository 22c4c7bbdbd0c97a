import type { Step } from "./money"

/**
 * How each line of content/data/statutory-rates.yaml is rounded, by "<country code>.<line id>". A line not
 * listed here is rounded half up to the currency's minor unit (the centavo, the rupiah, the đồng, the cent,
 * the paisa), which is how the agencies below publish their tables:
 *
 * - Philippines. SSS: the contribution is read from the schedule by monthly salary credit (the salary rounded
 *   to the PHP 500 bracket, see `step` in the data), so every amount is whole pesos; EC is a fixed amount.
 *   PhilHealth (2.5% each of the basic salary) and Pag-IBIG (2% of at most PHP 10,000) to the centavo.
 *   13th-month pay: one twelfth of the basic salary, accrued to the centavo.
 * - Indonesia (BPJS Kesehatan, BPJS Ketenagakerjaan, THR) and Vietnam (social, health and unemployment
 *   insurance, trade union fee, Tet): the currencies have no minor unit in use, so to the whole rupiah and đồng.
 * - Singapore. CPF: the total contribution is rounded to the nearest dollar (50 cents counts as a dollar), the
 *   employee's share drops its cents, and the employer's share is the total less the employee's share
 *   (CPF Board, "Are CPF contributions rounded to the nearest dollar?"). SDL: 0.25% per employee to the cent,
 *   between S$2 and S$11.25; an employer rounds its month's total SDL for all staff down to the dollar when it pays.
 * - India. EPF, EDLI and EPF administration charges to the nearest rupee (50 paise up), as EPFO's ECR does;
 *   ESI rounded up to the next rupee (ESI (Central) Rules 1950, rule 51). The statutory bonus and the gratuity
 *   provision are accruals, kept to the paisa.
 */
export type LineRounding =
  /** Each share (employer's and employee's) rounded on its own. */
  | { kind: "each"; step: Step }
  /** The total rounded, the employee's share rounded, the employer's share the difference (CPF). */
  | { kind: "total-less-employee"; total: Step; employee: Step }

export const DEFAULT_ROUNDING: LineRounding = { kind: "each", step: { to: "minor", mode: "half-up" } }

const nearestRupee: LineRounding = { kind: "each", step: { to: "major", mode: "half-up" } }

export const ROUNDING: Readonly<Record<string, LineRounding>> = {
  "SG.cpf": { kind: "total-less-employee", total: { to: "major", mode: "half-up" }, employee: { to: "major", mode: "down" } },
  "IN.epf": nearestRupee,
  "IN.edli": nearestRupee,
  "IN.epf-admin": nearestRupee,
  "IN.esi": { kind: "each", step: { to: "major", mode: "up" } },
}

export function roundingFor(countryCode: string, lineId: string): LineRounding {
  return ROUNDING[`${countryCode}.${lineId}`] ?? DEFAULT_ROUNDING
}
