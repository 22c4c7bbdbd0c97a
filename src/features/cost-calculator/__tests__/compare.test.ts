/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { compareCountries, summariseComparison, type Comparison } from "../compare"
import { feeFor } from "../fees"
import { wholeAmount } from "../money"
import { withOptionalNulls, type RatesData } from "../../../data/statutory"
import type { SiteFees } from "../../../types/content"

/**
 * The comparison in both states of the company facts, against the tests' own copy of the rates file: fees not yet
 * published (content/site.yaml as it is: every from-price null, every row unconfirmed), and fees confirmed as the
 * release fixture confirms them (employer of record in PH, ID and VN; India has no employer-of-record row, its
 * arrangement differs). Every column's totals must be the same thing in both states: the employment cost alone.
 */
const raw = yaml.load(fs.readFileSync(path.join(__dirname, "../../../test/fixtures/content/data/statutory-rates.yaml"), "utf8")) as Record<string, unknown>
const normalise = (v: unknown): unknown => (v instanceof Date ? v.toISOString().slice(0, 10) : Array.isArray(v) ? v.map(normalise) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)])) : v)
const rates = withOptionalNulls(normalise(raw) as RatesData)
const perUSD = rates.exchangeRates.perUSD

const row = (service: string, country: string, monthlyFrom: number | null) => ({ service, country, monthlyFrom, deposit: null, setup: null, offboarding: null, includes: null })
/** content/site.yaml today: rows without numbers, all listed as unconfirmed. */
const unpublished: SiteFees = { currency: "USD", items: ["PH", "ID", "VN"].map((c) => row("employer-of-record", c, null)).concat(["PH", "ID", "VN", "IN"].map((c) => row("talent-outsourcing", c, null))) }
const unpublishedKeys = ["PH", "ID", "VN"].map((c) => `fees.employer-of-record.${c}`)
/** scripts/check/fixtures/release/facts.yaml: the same rows with numbers, none unconfirmed. */
const confirmed: SiteFees = {
  currency: "USD",
  items: [
    row("employer-of-record", "PH", 111),
    row("employer-of-record", "ID", 222),
    row("employer-of-record", "VN", 333),
    row("talent-outsourcing", "PH", 444),
    row("talent-outsourcing", "ID", 555),
    row("talent-outsourcing", "VN", 666),
    row("talent-outsourcing", "IN", 777),
  ],
}

const compare = (fees: SiteFees, unconfirmed: string[], amount = "1000", currency = "USD"): Comparison => compareCountries(rates, { amount, currency, places: {}, customary: true, fee: (code) => feeFor(fees, unconfirmed, code, perUSD) })
const column = (c: Comparison, code: string) => c.columns.find((col) => col.country.code === code)!

describe("the comparison of countries", () => {
  it("gives every column the employment cost alone, whether or not fees are published", () => {
    const before = compare(unpublished, unpublishedKeys)
    const after = compare(confirmed, [])
    // USD 1,000 is PHP 58,800 in Metro Manila: SSS 3,500 + EC 30 + PhilHealth 1,470 + Pag-IBIG 200 + 13th month 4,900
    // → PHP 68,900.00 a month = USD 1,171.77; a year PHP 826,800 = USD 14,061.22. No fee in it: with the fee of
    // USD 111 (PHP 6,526.80) it would be PHP 75,426.80, and India (no fee row) would look cheaper by the fee.
    for (const c of [before, after]) {
      const ph = column(c, "PH")
      expect(ph.result?.totalMonthly).toBe(68900)
      expect(ph.result?.fee).toBeNull()
      expect(wholeAmount(ph.monthly!, "USD")).toBe("USD 1,172")
      expect(wholeAmount(ph.annual!, "USD")).toBe("USD 14,061")
    }
    expect(after.columns.map((col) => col.monthly)).toEqual(before.columns.map((col) => col.monthly))
    expect(after.columns.map((col) => col.result?.fee ?? null)).toEqual([null, null, null, null])
  })

  it("states each column's fee apart: the from-price in its own currency where one is held, otherwise none (quoted per role)", () => {
    expect(compare(unpublished, unpublishedKeys).columns.map((col) => [col.country.code, col.fee])).toEqual([
      ["PH", null],
      ["ID", null],
      ["VN", null],
      ["IN", null],
    ])
    expect(compare(confirmed, []).columns.map((col) => [col.country.code, col.fee])).toEqual([
      ["PH", { monthlyFrom: 111, currency: "USD", confirmed: true }],
      ["ID", { monthlyFrom: 222, currency: "USD", confirmed: true }],
      ["VN", { monthlyFrom: 333, currency: "USD", confirmed: true }],
      // India: talent outsourcing has a row (USD 777), but the calculator prices employer of record, which has none there.
      ["IN", null],
    ])
    // A number not yet confirmed is still stated, marked as a preview.
    expect(column(compare(confirmed, ["fees.employer-of-record.ID"]), "ID").fee).toEqual({ monthlyFrom: 222, currency: "USD", confirmed: false })
  })

  it("writes the message with the totals as about, whole units, the fee apart per country, a country's note and the rates' date", () => {
    const message = summariseComparison(compare(confirmed, []), "2026-11-20", { VN: "Listed roles only." })
    const lines = message.split("\n")
    expect(lines[0]).toBe("Cost comparison from the Solvix calculator: a monthly salary of USD 1,000 in each country")
    expect(lines[1]).toBe("- Philippines, National Capital Region (Metro Manila): about USD 1,172 a month, about USD 14,061 a year; our fee from USD 111.00 a month on top.")
    expect(lines[3]).toMatch(/^- Vietnam, Region I: about USD [\d,]+ a month, about USD [\d,]+ a year; our fee from USD 333\.00 a month on top\. Listed roles only\.$/)
    expect(lines[4]).toMatch(/^- India, [^:]+: about USD [\d,]+ a month, about USD [\d,]+ a year; our fee quoted per role\.$/)
    expect(message).toContain("Employment cost before our fee (salary, employer contributions and statutory bonuses), in USD at the indicative exchange rates of 20 November 2026.")
    const quoted = summariseComparison(compare(unpublished, unpublishedKeys), "2026-11-20")
    expect(
      quoted
        .split("\n")
        .slice(1, 5)
        .every((l) => l.endsWith("our fee quoted per role.")),
    ).toBe(true)
  })

  it("says why a column has no total, the same way in both states", () => {
    // USD 250 is IDR 4,162,500: below DKI Jakarta's minimum.
    for (const fees of [unpublished, confirmed]) {
      const c = compare(fees, [], "250")
      expect(column(c, "ID").result).toBeNull()
      expect(summariseComparison(c, "2026-11-20").split("\n")[2]).toBe("- Indonesia, DKI Jakarta: no total (below the legal minimum there).")
    }
  })
})
