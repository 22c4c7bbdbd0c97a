/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { calculateCost, convert, lineBase, parseSalary, summarise } from "../calculate"
import { validateRates, type CountryRates, type RatesData } from "../../../data/statutory"
import { readState, writeState } from "../url-state"

/**
 * Worked examples against content/data/statutory-rates.yaml, each checked by hand (the arithmetic is in
 * the comments). When a writer updates a rate, these examples must be recomputed: that is deliberate.
 */
const raw = yaml.load(fs.readFileSync(path.join(__dirname, "../../../test/fixtures/content/data/statutory-rates.yaml"), "utf8")) as Record<string, unknown>
const normalise = (v: unknown): unknown =>
  v instanceof Date ? v.toISOString().slice(0, 10) : Array.isArray(v) ? v.map(normalise) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)])) : v
const withNulls = (l: Record<string, unknown>) => ({ employerRate: null, employeeRate: null, floor: null, cap: null, step: null, appliesUpTo: null, tiers: null, minAmount: null, maxAmount: null, ageBands: null, note: null, ...l })
const data = normalise(raw) as RatesData
data.countries = data.countries.map((c) => ({ ...c, lines: c.lines.map((l) => withNulls(l as unknown as Record<string, unknown>)) })) as CountryRates[]
const country = (code: string) => data.countries.find((c) => c.code === code)!
const line = (r: ReturnType<typeof calculateCost>, id: string) => r.lines.find((l) => l.id === id)!

describe("the rates file", () => {
  it("is valid and names a source and date for every line", () => {
    expect(validateRates(data)).toEqual([])
    expect(data.countries.map((c) => c.code)).toEqual(["PH", "ID", "VN", "SG", "IN"])
  })
  it("reports mistakes by country, line and field", () => {
    const broken = JSON.parse(JSON.stringify(data)) as RatesData
    broken.countries[0]!.lines[0]!.employerRate = 10
    broken.countries[0]!.lines[1]!.source = { title: "SSS", url: "sss.gov.ph" }
    expect(validateRates(broken)).toEqual([
      'countries[PH].lines[sss]: field "employerRate" must be a fraction between 0 and 1 (5% is 0.05)',
      'countries[PH].lines[sss-ec]: field "source.url" must be an https:// link to the official source',
    ])
  })
})

describe("Philippines", () => {
  it("PHP 40,000: SSS on the PHP 35,000 cap, EC 30, PhilHealth 2.5%, Pag-IBIG capped at 200, 13th month 1/12", () => {
    const r = calculateCost(country("PH"), 40_000)
    expect([line(r, "sss").employer, line(r, "sss").employee, line(r, "sss").capped]).toEqual([3500, 1750, true]) // 35,000 × 10% / 5%
    expect(line(r, "sss-ec").employer).toBe(30)
    expect([line(r, "philhealth").employer, line(r, "philhealth").employee]).toEqual([1000, 1000]) // 40,000 × 2.5%
    expect([line(r, "pagibig").employer, line(r, "pagibig").capped]).toEqual([200, true]) // 10,000 × 2%
    expect(line(r, "thirteenth-month").employer).toBe(3333.33) // 40,000 / 12
    expect(r.employerContributions).toBe(4730) // 3,500 + 30 + 1,000 + 200
    expect(r.totalMonthly).toBe(48063.33) // 40,000 + 4,730 + 3,333.33
    expect(r.totalAnnual).toBe(576759.96)
    expect([r.employeeDeductions, r.netMonthly]).toEqual([2950, 37050])
  })
  it("PHP 12,340: the SSS salary credit rounds to 12,500 and EC is 10 below 15,000", () => {
    const r = calculateCost(country("PH"), 12_340)
    expect(line(r, "sss").base).toBe(12_500)
    expect(line(r, "sss").employer).toBe(1250)
    expect(line(r, "sss-ec").employer).toBe(10)
    expect(line(r, "philhealth").employer).toBe(308.5)
    expect(r.totalMonthly).toBe(15136.83) // 12,340 + 1,768.50 + 1,028.33
  })
  it("PHP 150,000: PhilHealth stops at its PHP 100,000 ceiling, SSS at 35,000, Pag-IBIG at 10,000", () => {
    const r = calculateCost(country("PH"), 150_000)
    expect([line(r, "philhealth").base, line(r, "philhealth").employer, line(r, "philhealth").capped]).toEqual([100_000, 2500, true])
    expect(line(r, "sss").employer).toBe(3500)
    expect(line(r, "pagibig").employer).toBe(200)
    expect(line(r, "thirteenth-month").employer).toBe(12_500) // 150,000 × 0.0833333 = 12,499.995, rounded to 12,500.00
    expect(r.totalMonthly).toBe(168_730) // 150,000 + 3,500 + 30 + 2,500 + 200 + 12,500
  })
  it("PHP 8,000: PhilHealth is computed on its PHP 10,000 floor", () => {
    const r = calculateCost(country("PH"), 8_000)
    expect([line(r, "philhealth").base, line(r, "philhealth").employer]).toEqual([10_000, 250])
    expect(line(r, "sss").employer).toBe(800)
  })
})

describe("Indonesia", () => {
  it("IDR 12,000,000: BPJS Kesehatan at its cap, JP on its cap, THR rounded to whole rupiah", () => {
    const r = calculateCost(country("ID"), 12_000_000)
    expect(line(r, "bpjs-kesehatan").employer).toBe(480_000)
    expect(line(r, "jht").employer).toBe(444_000)
    expect([line(r, "jp").employer, line(r, "jp").employee, line(r, "jp").capped]).toEqual([221_726, 110_863, true]) // 11,086,300 × 2% / 1%
    expect(line(r, "jkk").employer).toBe(28_800)
    expect(line(r, "jkm").employer).toBe(36_000)
    expect(line(r, "thr").employer).toBe(1_000_000) // 999,999.6 rounded
    expect(r.employerContributions).toBe(1_210_526)
    expect(r.totalMonthly).toBe(14_210_526)
    expect(r.employeeDeductions).toBe(470_863)
  })
  it("IDR 20,000,000: the health cap holds while JHT has none", () => {
    const r = calculateCost(country("ID"), 20_000_000)
    expect([line(r, "bpjs-kesehatan").employer, line(r, "bpjs-kesehatan").capped]).toEqual([480_000, true])
    expect(line(r, "jht").employer).toBe(740_000)
  })
})

describe("Vietnam", () => {
  it("VND 25,000,000: 21.5% insurance plus 2% union fee, Tet bonus marked customary", () => {
    const r = calculateCost(country("VN"), 25_000_000)
    expect(line(r, "social-insurance").employer).toBe(4_375_000)
    expect(line(r, "health-insurance").employer).toBe(750_000)
    expect(line(r, "unemployment-insurance").employer).toBe(250_000)
    expect(line(r, "trade-union").employer).toBe(500_000)
    expect(line(r, "tet-bonus")).toMatchObject({ employer: 2_083_333, status: "customary" })
    expect(r.totalMonthly).toBe(32_958_333)
    expect(r.employeeDeductions).toBe(2_625_000) // 8% + 1.5% + 1% of 25m
  })
  it("VND 120,000,000: social and health insurance stop at 50.6m, unemployment at 106.2m", () => {
    const r = calculateCost(country("VN"), 120_000_000)
    expect(line(r, "social-insurance").employer).toBe(8_855_000) // 50,600,000 × 17.5%
    expect(line(r, "health-insurance").employer).toBe(1_518_000) // 50,600,000 × 3%
    expect(line(r, "unemployment-insurance").employer).toBe(1_062_000) // 106,200,000 × 1%
    expect(line(r, "trade-union").employer).toBe(1_012_000) // 50,600,000 × 2%
  })
})

describe("Singapore", () => {
  it("S$6,000 at 55 and below: CPF 17% / 20%, SDL at its S$11.25 maximum", () => {
    const r = calculateCost(country("SG"), 6_000, "55-and-below")
    expect([line(r, "cpf").employer, line(r, "cpf").employee]).toEqual([1020, 1200])
    expect([line(r, "sdl").employer, line(r, "sdl").capped]).toEqual([11.25, true])
    expect(r.totalMonthly).toBe(7031.25)
  })
  it("S$10,000 above 60 to 65: CPF on the S$8,000 ceiling at 12.5% each", () => {
    const r = calculateCost(country("SG"), 10_000, "60-to-65")
    expect([line(r, "cpf").base, line(r, "cpf").employer, line(r, "cpf").employee]).toEqual([8000, 1000, 1000])
  })
  it("each age band applies its own rates", () => {
    const employer = ["55-and-below", "55-to-60", "60-to-65", "65-to-70", "above-70"].map((age) => line(calculateCost(country("SG"), 5_000, age), "cpf").employer)
    expect(employer).toEqual([850, 800, 625, 450, 375])
  })
  it("S$800: SDL at its S$2 minimum", () => {
    expect(line(calculateCost(country("SG"), 800, "55-and-below"), "sdl").employer).toBe(2)
  })
})

describe("India", () => {
  it("INR 60,000: provident fund on the INR 15,000 ceiling, no ESI or statutory bonus, gratuity provision", () => {
    const r = calculateCost(country("IN"), 60_000)
    expect([line(r, "epf").employer, line(r, "epf").employee]).toEqual([1800, 1800])
    expect(line(r, "edli").employer).toBe(75)
    expect(line(r, "epf-admin").employer).toBe(75)
    expect(line(r, "esi").notApplicable).toBe(true)
    expect(line(r, "statutory-bonus").notApplicable).toBe(true)
    expect(line(r, "gratuity").employer).toBe(2886)
    expect(r.totalMonthly).toBe(64_836)
  })
  it("INR 18,000: ESI and the statutory bonus on INR 7,000 apply", () => {
    const r = calculateCost(country("IN"), 18_000)
    expect([line(r, "esi").employer, line(r, "esi").employee]).toEqual([585, 135])
    expect(line(r, "statutory-bonus").employer).toBe(583.1) // 7,000 × 8.33%
    expect(r.totalMonthly).toBe(21983.9) // 18,000 + 2,535 + 583.10 + 865.80
  })
  it("ESI applies at INR 21,000 and not above", () => {
    expect(line(calculateCost(country("IN"), 21_000), "esi").notApplicable).toBe(false)
    expect(line(calculateCost(country("IN"), 21_000.01), "esi").notApplicable).toBe(true)
  })
})

describe("inputs, conversion and sharing", () => {
  const ph = country("PH")
  it("validates what a visitor types", () => {
    expect(parseSalary("40,000", ph)).toEqual({ ok: true, value: 40000 })
    expect(parseSalary(" 40 000.50 ", ph)).toEqual({ ok: true, value: 40000.5 })
    expect(parseSalary("", ph)).toMatchObject({ ok: false, error: "Enter a gross monthly salary." })
    expect(parseSalary("-5000", ph)).toMatchObject({ ok: false, error: "The salary cannot be negative." })
    expect(parseSalary("abc", ph).ok).toBe(false)
    expect(parseSalary("1e9", ph).ok).toBe(false)
    expect(parseSalary("100", ph)).toMatchObject({ ok: false, error: "Enter at least PHP 5,000 a month." })
    expect(parseSalary("999999999", ph)).toMatchObject({ ok: false })
  })
  it("rounds the base to the step before floor and cap", () => {
    expect(lineBase(5_249, { floor: 5000, cap: 35000, step: 500 })).toEqual({ base: 5000, capped: false })
    expect(lineBase(5_250, { floor: 5000, cap: 35000, step: 500 })).toEqual({ base: 5500, capped: false })
  })
  it("converts through US dollars", () => {
    expect(convert(58.8, "PHP", "USD", data.exchangeRates.perUSD)).toBeCloseTo(1)
    expect(convert(1, "XXX", "USD", data.exchangeRates.perUSD)).toBeNull()
  })
  it("keeps the state in the URL", () => {
    const defaults = { country: "PH", salary: "40000", age: "55-and-below" }
    expect(writeState({ country: "SG", salary: "6,000", age: "60-to-65" }, true)).toBe("?country=SG&salary=6000&age=60-to-65")
    expect(readState("?country=vn&salary=25000000", defaults)).toEqual({ country: "VN", salary: "25000000", age: "55-and-below" })
  })
  it("starts a country-only link from that country's example salary", () => {
    const defaults = { country: "PH", salary: "40000", age: "55-and-below" }
    const example = (code: string) => String(country(code).exampleSalary)
    expect(readState("?country=ID", defaults, example)).toEqual({ country: "ID", salary: example("ID"), age: "55-and-below" })
    expect(readState("?country=VN&salary=4000000", defaults, example).salary).toBe("4000000")
    expect(readState("", defaults, example).salary).toBe(example("PH"))
  })
  it("summarises a result for the contact form", () => {
    const text = summarise(calculateCost(country("VN"), 25_000_000))
    expect(text).toContain("Total monthly employer cost: VND 32,958,333")
    expect(text).toContain("Tet (13th-month) bonus, accrued monthly: VND 2,083,333 (customary)")
  })
})
