import type { SiteFees } from "../../types/content"
import type { CostOptions } from "./calculate"
import { feeKey } from "../../shared/company-facts"

/** The service whose fee the calculator adds: the employer-of-record service (content/services/employer-of-record). */
export const CALCULATOR_SERVICE = "employer-of-record"

/** Where "Request a call" leads while a fee is quoted per role: the call-request form. */
export const CALL_REQUEST_PATH = "/contact/get-in-touch#contact-form"

/**
 * The provider's fee for one country from content/site.yaml `fees`, for the calculator's fee line: a row with a
 * number, confirmed or still listed under `unconfirmed` (then shown with the preview mark; a release build fails
 * while it is listed); null where the fee is quoted per role.
 */
export function feeFor(fees: SiteFees | null, unconfirmed: readonly string[], country: string, perUSD: Readonly<Record<string, number>>): CostOptions["fee"] {
  const row = fees?.items.find((f) => f.service === CALCULATOR_SERVICE && f.country === country)
  if (!fees || !row || typeof row.monthlyFrom !== "number") return null
  return { monthlyFrom: row.monthlyFrom, currency: fees.currency, confirmed: !unconfirmed.includes(feeKey(CALCULATOR_SERVICE, country)), perUSD }
}
