/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { calculateCost } from "../calculate"
import { validateRates, withOptionalNulls, type CountryRates, type RatesData } from "../../../data/statutory"

/**
 * A line's rounding is data (its `rounding` in statutory-rates.yaml), so a country with its own rule needs no code:
 * the fixture's fifth employing country (src/test/fixtures/new-country: Malaysia, the test's own figures, not
 * Malaysia's law) rounds each provident-fund share up to the whole ringgit by its line's `rounding` alone.
 */
const FIXTURES = path.join(__dirname, "../../../test/fixtures")
const normalise = (v: unknown): unknown => (v instanceof Date ? v.toISOString().slice(0, 10) : Array.isArray(v) ? v.map(normalise) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)])) : v)
const rates = normalise(yaml.load(fs.readFileSync(path.join(FIXTURES, "content/data/statutory-rates.yaml"), "utf8"))) as RatesData
const newCountry = normalise(yaml.load(fs.readFileSync(path.join(FIXTURES, "new-country/statutory-rates.yaml"), "utf8"))) as CountryRates[]
const data = withOptionalNulls({ ...rates, exchangeRates: { ...rates.exchangeRates, perUSD: { ...rates.exchangeRates.perUSD, MYR: 4.2 } }, countries: [...rates.countries, ...newCountry] })
const malaysia = data.countries.find((c) => c.code === "MY")!
const epf = (country: CountryRates, salary: number) => calculateCost(country, salary).lines.find((l) => l.id === "epf")!

describe("a line rounded by its data", () => {
  it("the fixture country is valid with its rounding", () => {
    expect(validateRates(data)).toEqual([])
    expect(malaysia.lines[0]!.rounding).toEqual({ each: { to: "major", mode: "up" } })
  })

  it("MYR 5,010: each share up to the ringgit, as the line's rounding says", () => {
    // 5,010 × 13% = 651.30 → 652; × 11% = 551.10 → 552.
    const r = calculateCost(malaysia, 5_010)
    expect([epf(malaysia, 5_010).employer, epf(malaysia, 5_010).employee]).toEqual([652, 552])
    expect([r.totalMonthly, r.netMonthly]).toEqual([5662, 4458]) // 5,010 + 652; 5,010 − 552
  })

  it("the same line without a rounding: half up to the sen, the default", () => {
    const plain: CountryRates = { ...malaysia, lines: malaysia.lines.map((l) => ({ ...l, rounding: null })) }
    expect([epf(plain, 5_010).employer, epf(plain, 5_010).employee]).toEqual([651.3, 551.1])
  })

  it("the same line rounded as Singapore's CPF is, the total less the employee's share, from the data alone", () => {
    // Total 5,010 × 24% = 1,202.40 → 1,202 (half up); employee 551.10 → 551 (down); employer 1,202 − 551 = 651.
    const cpfLike: CountryRates = { ...malaysia, lines: malaysia.lines.map((l) => ({ ...l, rounding: { total: { to: "major", mode: "half-up" }, employee: { to: "major", mode: "down" } } })) }
    expect([epf(cpfLike, 5_010).employer, epf(cpfLike, 5_010).employee]).toEqual([651, 551])
  })

  it("refuses a rounding the calculator cannot apply, naming country, line and field", () => {
    const broken = (rounding: unknown) => validateRates({ ...data, countries: data.countries.map((c) => (c.code === "MY" ? { ...c, lines: c.lines.map((l) => ({ ...l, rounding })) } : c)) })
    expect(broken({ each: { to: "ringgit", mode: "up" } })).toEqual(['countries[MY].lines[epf]: field "rounding.each.to" must be minor or major (it is "ringgit")'])
    expect(broken({ each: { to: "major", mode: "nearest" } })).toEqual(['countries[MY].lines[epf]: field "rounding.each.mode" must be one of half-up, down, up (it is "nearest")'])
    expect(broken({ total: { to: "major", mode: "up" } })).toEqual(['countries[MY].lines[epf]: field "rounding" must be { each: { to, mode } } or { total: { to, mode }, employee: { to, mode } }, not total'])
    expect(broken({ each: { to: "major", mode: "up" }, employer: { to: "major", mode: "up" } })).toEqual([
      'countries[MY].lines[epf]: field "rounding.employer" is not a field of a rounding ({ each: { to, mode } } or { total: { to, mode }, employee: { to, mode } })',
    ])
    expect(broken("up")).toEqual(['countries[MY].lines[epf]: field "rounding" must be { each: { to, mode } } or { total: { to, mode }, employee: { to, mode } }'])
  })
})
