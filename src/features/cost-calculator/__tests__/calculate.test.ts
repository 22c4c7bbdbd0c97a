/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { calculateCost, checkFloor, convert, lineBase, lowestFloor, parseSalary, placeOf, summarise } from "../calculate"
import { formatRate, rateValue, validateRates, withOptionalNulls, type CountryRates, type RatesData, type WagePlace } from "../../../data/statutory"
import { readState, writeState, type CalculatorState } from "../url-state"

/**
 * Worked examples against the tests' own copy of the rates file (src/test/fixtures/content/data/statutory-rates.yaml,
 * as content/data/statutory-rates.yaml was when they were written), each checked by hand (the arithmetic is in the
 * comments). A writer's later edit of the live file changes none of them.
 */
const raw = yaml.load(fs.readFileSync(path.join(__dirname, "../../../test/fixtures/content/data/statutory-rates.yaml"), "utf8")) as Record<string, unknown>
const normalise = (v: unknown): unknown => (v instanceof Date ? v.toISOString().slice(0, 10) : Array.isArray(v) ? v.map(normalise) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)])) : v)
const data = withOptionalNulls(normalise(raw) as RatesData)
const country = (code: string) => data.countries.find((c) => c.code === code)!
const line = (r: ReturnType<typeof calculateCost>, id: string) => r.lines.find((l) => l.id === id)!
const place = (code: string, id: string) => placeOf(country(code), id)

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
      'countries[PH].lines[sss]: field "employerRate" must be a rate below 1: a decimal (5% is 0.05) or the law\'s fraction as text, "1/12", "8 1/3 %" or "15/26 × 1/12" (it is 10)',
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
    const r = calculateCost(country("SG"), 6_000, { ageBand: "55-and-below" })
    expect([line(r, "cpf").employer, line(r, "cpf").employee]).toEqual([1020, 1200])
    expect([line(r, "sdl").employer, line(r, "sdl").capped]).toEqual([11.25, true])
    expect(r.totalMonthly).toBe(7031.25)
  })
  it("S$10,000 above 60 to 65: CPF on the S$8,000 ceiling at 12.5% each", () => {
    const r = calculateCost(country("SG"), 10_000, { ageBand: "60-to-65" })
    expect([line(r, "cpf").base, line(r, "cpf").employer, line(r, "cpf").employee]).toEqual([8000, 1000, 1000])
  })
  it("each age band applies its own rates", () => {
    const employer = ["55-and-below", "55-to-60", "60-to-65", "65-to-70", "above-70"].map((age) => line(calculateCost(country("SG"), 5_000, { ageBand: age }), "cpf").employer)
    expect(employer).toEqual([850, 800, 625, 450, 375])
  })
  it("S$800: SDL at its S$2 minimum", () => {
    expect(line(calculateCost(country("SG"), 800, { ageBand: "55-and-below" }), "sdl").employer).toBe(2)
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
    expect(line(r, "gratuity").employer).toBe(2884.62) // 60,000 × 15/26 × 1/12 = 2,884.615…
    expect(r.totalMonthly).toBe(64_834.62) // 60,000 + 1,800 + 75 + 75 + 2,884.62
  })
  it("INR 18,000 in Delhi, where no current minimum wage is held: ESI, and the statutory bonus on the whole salary, under the last minimum found (INR 22,411)", () => {
    const r = calculateCost(country("IN"), 18_000)
    expect([line(r, "esi").employer, line(r, "esi").employee]).toEqual([585, 135])
    expect(line(r, "statutory-bonus")).toMatchObject({ base: 18_000, employer: 1500, gap: null }) // 18,000 × 8⅓% (before: 7,000 × 8.33% = 583.10)
    expect(r.totalMonthly).toBe(22_900.38) // 18,000 + 2,535 + 1,500 + 865.38 (18,000 × 15/312)
  })
  it("ESI is rounded up to the next rupee, each share on its own, however small the paise", () => {
    // 18,010 × 3.25% = 585.325 and × 0.75% = 135.075: nearest or down would give 585 and 135. A whole amount stays.
    const r = calculateCost(country("IN"), 18_010)
    expect([line(r, "esi").employer, line(r, "esi").employee]).toEqual([586, 136])
    // 20,000 × 3.25% = 650 and × 0.75% = 150 exactly: not raised a rupee.
    const whole = calculateCost(country("IN"), 20_000)
    expect([line(whole, "esi").employer, line(whole, "esi").employee]).toEqual([650, 150])
  })
  it("ESI is rounded up to the next rupee, each share on its own, however small the paise", () => {
    // 18,010 × 3.25% = 585.325 and × 0.75% = 135.075: nearest or down would give 585 and 135. A whole amount stays.
    const r = calculateCost(country("IN"), 18_010)
    expect([line(r, "esi").employer, line(r, "esi").employee]).toEqual([586, 136])
    // 20,000 × 3.25% = 650 and × 0.75% = 150 exactly: not raised a rupee.
    const whole = calculateCost(country("IN"), 20_000)
    expect([line(whole, "esi").employer, line(whole, "esi").employee]).toEqual([650, 150])
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
    expect(parseSalary("", ph)).toEqual({ ok: false, error: { code: "empty" } })
    expect(parseSalary("-5000", ph)).toEqual({ ok: false, error: { code: "negative" } })
    expect(parseSalary("abc", ph)).toEqual({ ok: false, error: { code: "format" } })
    expect(parseSalary("1e9", ph).ok).toBe(false)
    expect(parseSalary("100", ph)).toEqual({ ok: false, error: { code: "low", limit: 5000 } })
    expect(parseSalary("999999999", ph)).toEqual({ ok: false, error: { code: "high", limit: 5_000_000 } })
  })
  it("rounds the base to the step before floor and cap", () => {
    expect(lineBase(5_249, { floor: 5000, cap: 35000, step: 500 })).toEqual({ base: 5000, capped: false })
    expect(lineBase(5_250, { floor: 5000, cap: 35000, step: 500 })).toEqual({ base: 5500, capped: false })
  })
  it("converts through US dollars", () => {
    expect(convert(58.8, "PHP", "USD", data.exchangeRates.perUSD)).toBeCloseTo(1)
    expect(convert(1, "XXX", "USD", data.exchangeRates.perUSD)).toBeNull()
  })
  const defaults: CalculatorState = { view: "one", country: "PH", salary: "40000", age: "55-and-below", place: "", customary: true, amount: "1000", currency: "USD", places: {} }
  const isDefault = (id: string) => data.countries.some((c) => c.minimumWage.places.some((p) => p.id === id && p.default === true))
  it("keeps the state in the URL, the place only where it is not the country's default", () => {
    expect(writeState({ ...defaults, country: "SG", salary: "6,000", age: "60-to-65" }, { withAge: true, isDefault })).toBe("?country=SG&salary=6000&age=60-to-65")
    expect(writeState({ ...defaults, country: "VN", salary: "4,000,000", place: "vn-region-4", customary: false }, { withAge: false, isDefault })).toBe("?country=VN&salary=4000000&place=vn-region-4&customary=off")
    expect(writeState({ ...defaults, country: "VN", place: "vn-region-1" }, { withAge: false, isDefault })).toBe("?country=VN&salary=40000")
    expect(readState("?country=vn&salary=25000000&place=VN-REGION-4", defaults)).toEqual({ ...defaults, country: "VN", salary: "25000000", place: "vn-region-4" })
    // A place of another country is not taken for this one.
    expect(readState("?country=VN&place=ph-ncr", defaults).place).toBe("")
  })
  it("keeps a comparison in the URL: the amount, its currency and each country's place", () => {
    const state = { ...defaults, view: "compare" as const, amount: "1,500", currency: "SGD", places: { VN: "vn-region-4", PH: "ph-ncr", ID: "id-jawa-tengah" } }
    const search = writeState(state, { withAge: false, isDefault })
    expect(search).toBe("?view=compare&amount=1500&currency=SGD&places=id-jawa-tengah,vn-region-4")
    expect(readState(search, defaults)).toEqual({ ...state, amount: "1500", places: { ID: "id-jawa-tengah", VN: "vn-region-4" } })
    expect(readState("?view=compare&places=not a place,in-karnataka-zone-1&customary=off", defaults)).toMatchObject({ view: "compare", places: { IN: "in-karnataka-zone-1" }, customary: false })
  })
  it("starts a country-only link from that country's example salary", () => {
    const example = (code: string) => String(country(code).exampleSalary)
    expect(readState("?country=ID", defaults, example)).toMatchObject({ country: "ID", salary: example("ID"), place: "" })
    expect(readState("?country=VN&salary=4000000", defaults, example).salary).toBe("4000000")
    expect(readState("", defaults, example).salary).toBe(example("PH"))
  })
  it("summarises a result for the contact form", () => {
    const text = summarise(calculateCost(country("VN"), 25_000_000))
    expect(text).toContain("Total monthly employer cost: VND 32,958,333")
    expect(text).toContain("Tet (13th-month) bonus, accrued monthly: VND 2,083,333 (customary)")
  })
})

/**
 * Where the person works decides the minimum wage (issue 23): a salary lawful in one place of a country and not in
 * another, in each country with places; India's bonus on the place's minimum wage; caps that follow the region.
 */
describe("the minimum wage of the place where the person works", () => {
  it("Philippines: PHP 12,000 is lawful in Central Visayas (Metro Cebu, PHP 540 a day) and below every rate of Metro Manila", () => {
    expect(checkFloor(12_000, country("PH"), place("PH", "ph-region-7"))).toMatchObject({ kind: "ok", main: 11_745 }) // 540 × 261 / 12
    expect(checkFloor(12_000, country("PH"), place("PH", "ph-ncr"))).toMatchObject({ kind: "below", floor: 14_311.5 }) // 658 × 261 / 12, NCR's lowest
  })
  it("Philippines: between a region's lowest and main rates the salary is lawful only for the employers of the lower rate", () => {
    const check = checkFloor(14_500, country("PH"), place("PH", "ph-ncr"))
    expect(check).toMatchObject({ kind: "lower", main: 15_116.25, partial: false })
    expect(check.kind === "lower" && check.lawfulFor.map((r) => r.monthly)).toEqual([14_311.5])
    // The lowest rate itself is lawful; a centavo less is not.
    expect(checkFloor(14_311.5, country("PH"), place("PH", "ph-ncr")).kind).toBe("lower")
    expect(checkFloor(14_311.49, country("PH"), place("PH", "ph-ncr")).kind).toBe("below")
  })
  it("Indonesia: IDR 3,000,000 is lawful against Central Java's provincial minimum, with the higher city minimums named, and unlawful in Jakarta", () => {
    const central = checkFloor(3_000_000, country("ID"), place("ID", "id-jawa-tengah"))
    expect(central).toMatchObject({ kind: "ok", main: 2_327_386.07 })
    expect(central.kind === "ok" && central.higher.map((r) => r.appliesTo)).toEqual(["Kota Semarang", "Kabupaten Demak"])
    expect(checkFloor(3_000_000, country("ID"), place("ID", "id-dki-jakarta"))).toMatchObject({ kind: "below", floor: 5_729_876 })
    expect(calculateCost(country("ID"), 3_000_000, { place: "id-jawa-tengah" }).totalMonthly).toBe(3_557_200) // 3,000,000 + 120,000 + 111,000 + 60,000 + 7,200 + 9,000 + THR 250,000
  })
  it("Vietnam: VND 4,000,000 is lawful in Region IV (VND 3,700,000) and unlawful in Regions I to III", () => {
    expect(checkFloor(4_000_000, country("VN"), place("VN", "vn-region-4"))).toMatchObject({ kind: "ok", main: 3_700_000 })
    expect(["vn-region-1", "vn-region-2", "vn-region-3"].map((id) => checkFloor(4_000_000, country("VN"), place("VN", id)).kind)).toEqual(["below", "below", "below"])
    // 4,000,000: social 700,000 + health 120,000 + unemployment 40,000 + union 80,000; Tet 333,333
    expect(calculateCost(country("VN"), 4_000_000, { place: "vn-region-4" }).totalMonthly).toBe(5_273_333)
  })
  it("India: INR 10,000 is lawful in West Bengal Zone B (unskilled INR 9,760) and below every rate of Zone A (unskilled INR 10,558)", () => {
    const zoneB = checkFloor(10_000, country("IN"), place("IN", "in-west-bengal-zone-b"))
    expect(zoneB).toMatchObject({ kind: "lower", main: 11_807, partial: false })
    expect(zoneB.kind === "lower" && zoneB.lawfulFor.map((r) => r.monthly)).toEqual([9760, 9758])
    expect(checkFloor(10_000, country("IN"), place("IN", "in-west-bengal-zone-a"))).toMatchObject({ kind: "below", floor: 10_558 })
  })
  it("India: where only some kinds of work have a rate (Karnataka), a salary below them is flagged, never refused", () => {
    expect(checkFloor(15_000, country("IN"), place("IN", "in-karnataka-zone-1"))).toMatchObject({ kind: "lower", lawfulFor: [], partial: true })
  })
  it("a place without a current figure refuses nothing and says whether the salary is under the last figure found", () => {
    expect(checkFloor(20_000, country("IN"), place("IN", "in-delhi"))).toMatchObject({ kind: "unknown", belowLastKnown: true }) // last found 22,411
    expect(checkFloor(30_000, country("IN"), place("IN", "in-delhi"))).toMatchObject({ kind: "unknown", belowLastKnown: false })
    expect(checkFloor(5_000, country("IN"), place("IN", "in-other"))).toMatchObject({ kind: "unknown", belowLastKnown: false })
    expect(checkFloor(800, country("SG"), placeOf(country("SG")))).toMatchObject({ kind: "none" })
  })
  it("names the lowest minimum of a country, for a salary refused where the person was assumed to work", () => {
    expect(lowestFloor(country("VN"))).toMatchObject({ floor: 3_700_000, place: { id: "vn-region-4" } })
    expect(lowestFloor(country("PH"))).toMatchObject({ floor: 8395.5, place: { id: "ph-barmm" } }) // 386 × 261 / 12
  })
  it("opens on the capital's place", () => {
    expect(["PH", "ID", "VN", "IN", "SG"].map((code) => placeOf(country(code)).id)).toEqual(["ph-ncr", "id-dki-jakarta", "vn-region-1", "in-delhi", "sg"])
    expect(placeOf(country("VN"), "vn-region-9").id).toBe("vn-region-1")
  })
})

describe("figures that follow the place", () => {
  it("India's statutory bonus in Karnataka Zone I is computed on its minimum wage, INR 18,570.47, not INR 7,000", () => {
    const r = calculateCost(country("IN"), 20_000, { place: "in-karnataka-zone-1" })
    expect(line(r, "statutory-bonus")).toMatchObject({ base: 18_570.47, placeCap: 18_570.47, employer: 1547.54, gap: null }) // 18,570.47 × 25/300 = 1,547.539…
    expect(line(calculateCost(country("IN"), 20_000, { place: "in-west-bengal-zone-a" }), "statutory-bonus")).toMatchObject({ base: 12_777, employer: 1064.75 }) // 12,777 / 12 = 1,064.75
    // Delhi holds only a last-known figure (22,411), above the salary: the salary is the base whatever the current figure.
    expect(line(calculateCost(country("IN"), 20_000, { place: "in-delhi" }), "statutory-bonus")).toMatchObject({ base: 20_000, placeCap: 22_411, employer: 1666.67, gap: null })
  })
  it("India's bonus uses the salary itself at or below INR 7,000", () => {
    expect(line(calculateCost(country("IN"), 6_000, { place: "in-other" }), "statutory-bonus")).toMatchObject({ base: 6000, employer: 500, gap: null }) // 6,000 / 12
  })
  it("Vietnam's unemployment insurance stops at 20 times the region's minimum wage", () => {
    const caps = ["vn-region-1", "vn-region-2", "vn-region-3", "vn-region-4"].map((id) => line(calculateCost(country("VN"), 120_000_000, { place: id }), "unemployment-insurance"))
    expect(caps.map((l) => l.base)).toEqual([106_200_000, 94_600_000, 82_800_000, 74_000_000])
    expect(caps.map((l) => l.employer)).toEqual([1_062_000, 946_000, 828_000, 740_000])
  })
})

describe("customary items and the provider's fee", () => {
  it("leaves Vietnam's Tet bonus out when the visitor switches customary items off", () => {
    const r = calculateCost(country("VN"), 30_000_000, { customary: false })
    expect(line(r, "tet-bonus")).toMatchObject({ off: true, employer: 0 })
    expect(r.totalMonthly).toBe(37_050_000) // 39,550,000 without the 2,500,000 accrual
    expect(summarise(r)).toContain("Left out (customary): Tet (13th-month) bonus, accrued monthly")
  })
  it("adds the fee, converted to the country's currency at the data's rate, to an all-in total", () => {
    const fee = { monthlyFrom: 500, currency: "USD", confirmed: false, perUSD: data.exchangeRates.perUSD }
    const r = calculateCost(country("PH"), 40_000, { fee })
    expect(r.fee).toEqual({ monthlyFrom: 500, feeCurrency: "USD", monthly: 29_400, rate: 58.8, confirmed: false })
    expect(r.totalMonthly).toBe(77_463.33) // 48,063.33 + 29,400
    expect(calculateCost(country("PH"), 40_000).fee).toBeNull()
  })
})

describe("the rates file's places", () => {
  const clone = () => JSON.parse(JSON.stringify(data)) as RatesData
  it("reports a place's mistakes by country, place and field", () => {
    const broken = clone()
    const ph = broken.countries[0]!.minimumWage
    ph.places[0]!.lowerRates![0]!.monthly = 16_000
    ph.places[1]!.read = "secondary"
    ph.places[1]!.readVia = null
    ph.places[2]!.default = true
    ph.places[3]!.id = "ncr"
    broken.countries[4]!.minimumWage.places[0]!.readVia = "a blog"
    broken.countries[4]!.minimumWage.places[0]!.read = "official"
    expect(validateRates(broken)).toEqual([
      'countries[PH].minimumWage.places[ph-ncr].lowerRates[0]: field "monthly" must be below the place\'s monthly figure',
      'countries[PH].minimumWage.places[ph-car]: field "readVia" must name the secondary source that was read (read is secondary)',
      'countries[PH].minimumWage.places[ncr]: field "id" must be lower case with hyphens and start with the country code (ph-...)',
      'countries[PH].minimumWage: exactly one place must have "default: true" (it has 2)',
      'countries[IN].minimumWage.places[in-delhi]: field "readVia" must be null when the official text was read',
    ])
  })
  it("checks that a cap tied to the minimum wage matches the default place's", () => {
    const broken = clone()
    broken.countries[2]!.lines.find((l) => l.id === "unemployment-insurance")!.cap = 100_000_000
    expect(validateRates(broken)).toEqual(['countries[VN].lines[unemployment-insurance]: field "cap" must be capTimesMinimumWage (20) times the default place\'s minimum wage (5310000)'])
  })
  it("requires how each line was read", () => {
    const broken = clone()
    delete (broken.countries[3]!.lines[0] as unknown as Record<string, unknown>)["read"]
    expect(validateRates(broken)).toEqual(['countries[SG].lines[cpf]: field "read" must be official (the official text was read on checkedOn) or secondary (only a secondary source was read)'])
  })
})

/**
 * The outputs a buyer reads for the cases of issue 29, against the fixture's figures, each worked out by hand
 * (the arithmetic is beside each expectation). Rates are the law's fractions: India's bonus 8⅓% = 1/12, the
 * gratuity provision 15/26 of a month's wage a year = 15/312 a month, the 13th month 1/12.
 */
describe("worked by hand: India, the Philippines and Vietnam", () => {
  const totals = (r: ReturnType<typeof calculateCost>) => [r.employerContributions, r.bonuses, r.totalMonthly, r.totalAnnual, r.atLeast]
  it("India, Delhi, INR 20,000: the bonus on the whole salary (Delhi's last minimum found, INR 22,411, is above it), not on INR 7,000", () => {
    const r = calculateCost(country("IN"), 20_000, { place: "in-delhi" })
    // Contributions: EPF 15,000 × 12% = 1,800; EDLI 15,000 × 0.5% = 75; admin 75; ESI 20,000 × 3.25% = 650 → 2,600
    // Bonus 20,000 × 8⅓% = 1,666.666… → 1,666.67; gratuity 20,000 × 15/312 = 961.538… → 961.54 → 2,628.21
    // Before: bonus 7,000 × 8.33% = 583.10 and gratuity 20,000 × 4.81% = 962, total 24,145.10
    expect(line(r, "statutory-bonus")).toMatchObject({ base: 20_000, employer: 1666.67, gap: null })
    expect(line(r, "gratuity").employer).toBe(961.54)
    expect(totals(r)).toEqual([2600, 2628.21, 25_228.21, 302_738.52, false]) // 20,000 + 2,600 + 2,628.21; × 12
  })
  it("India, Karnataka Zone I, INR 20,000 and INR 40,000: the bonus on the state's minimum wage, and none above INR 21,000", () => {
    const low = calculateCost(country("IN"), 20_000, { place: "in-karnataka-zone-1" })
    // Bonus 18,570.47 / 12 = 1,547.539… → 1,547.54; gratuity 961.54; contributions 2,600 as in Delhi
    expect(totals(low)).toEqual([2600, 2509.08, 25_109.08, 301_308.96, false])
    const high = calculateCost(country("IN"), 40_000, { place: "in-karnataka-zone-1" })
    // EPF 1,800 + EDLI 75 + admin 75 = 1,950 (no ESI above 21,000); no bonus above 21,000;
    // gratuity 40,000 × 15/312 = 1,923.076… → 1,923.08 (before: 4.81% = 1,924; total 43,874)
    expect([line(high, "statutory-bonus").notApplicable, line(high, "esi").notApplicable]).toEqual([true, true])
    expect(totals(high)).toEqual([1950, 1923.08, 43_873.08, 526_476.96, false])
  })
  it("India, where only an old minimum is held (Maharashtra, last found INR 15,246), INR 20,000: the bonus at least on that figure, said", () => {
    const r = calculateCost(country("IN"), 20_000, { place: "in-maharashtra-zone-1" })
    // Bonus 15,246 / 12 = 1,270.50, at least (before: 7,000 × 8.33% = 583.10, silently)
    expect(line(r, "statutory-bonus")).toMatchObject({ base: 15_246, capped: true, employer: 1270.5, gap: { kind: "lastKnown", wage: 15_246, atLeast: true } })
    expect(totals(r)).toEqual([2600, 2232.04, 24_832.04, 297_984.48, true]) // 1,270.50 + 961.54; 20,000 + 2,600 + 2,232.04
    expect(summarise(r)).toContain("Total monthly employer cost: at least INR 24,832.04")
  })
  it("India, where no minimum is held at all (Tamil Nadu), INR 20,000: the bonus on INR 7,000, the least the law allows, said", () => {
    const r = calculateCost(country("IN"), 20_000, { place: "in-tamil-nadu-zone-a" })
    // 7,000 / 12 = 583.333… → 583.33, at least
    expect(line(r, "statutory-bonus")).toMatchObject({ base: 7000, employer: 583.33, gap: { kind: "legalFloor", atLeast: true } })
    expect(r.atLeast).toBe(true)
  })
  it("the Philippines, NCR, PHP 40,000 and Central Visayas, PHP 12,000", () => {
    // NCR: SSS 35,000 cap × 10% = 3,500; EC 30; PhilHealth 40,000 × 2.5% = 1,000; Pag-IBIG 10,000 × 2% = 200 → 4,730;
    // 13th month 40,000 / 12 = 3,333.33
    expect(totals(calculateCost(country("PH"), 40_000, { place: "ph-ncr" }))).toEqual([4730, 3333.33, 48_063.33, 576_759.96, false])
    // Central Visayas: SSS 12,000 × 10% = 1,200; EC 10 (credit below 15,000); PhilHealth 12,000 × 2.5% = 300; Pag-IBIG 200 → 1,710;
    // 13th month 12,000 / 12 = 1,000
    expect(totals(calculateCost(country("PH"), 12_000, { place: "ph-region-7" }))).toEqual([1710, 1000, 14_710, 176_520, false])
  })
  it("Vietnam, Region I, VND 25,000,000: insurance, union fee and the Tet accrual of exactly a twelfth", () => {
    // Social 17.5% = 4,375,000; health 3% = 750,000; unemployment 1% = 250,000; union 2% = 500,000 → 5,875,000;
    // Tet 25,000,000 / 12 = 2,083,333.33 → 2,083,333
    expect(totals(calculateCost(country("VN"), 25_000_000, { place: "vn-region-1" }))).toEqual([5_875_000, 2_083_333, 32_958_333, 395_499_996, false])
  })
  it("Vietnam, a region without a current figure: the unemployment cap on its last figure (at least), or the default region's, said", () => {
    const vn = country("VN")
    const withRegion4 = (p: Partial<WagePlace>): CountryRates => ({ ...vn, minimumWage: { ...vn.minimumWage, places: vn.minimumWage.places.map((x) => (x.id === "vn-region-4" ? { ...x, ...p } : x)) } })
    const ui = (c: CountryRates) => line(calculateCost(c, 120_000_000, { place: "vn-region-4" }), "unemployment-insurance")
    // Last figure 3,450,000 × 20 = 69,000,000 cap; 1% = 690,000, at least
    expect(ui(withRegion4({ monthly: null, lastKnown: { monthly: 3_450_000, period: "2024", readVia: "a report" } }))).toMatchObject({ base: 69_000_000, employer: 690_000, gap: { kind: "lastKnown", atLeast: true } })
    // Nothing held: the default region's cap, 106,200,000, said (not a lower bound: Region IV's is lower)
    expect(ui(withRegion4({ monthly: null, lastKnown: null }))).toMatchObject({ base: 106_200_000, employer: 1_062_000, gap: { kind: "defaultPlace", atLeast: false } })
  })
})

describe("the law's fractions in the rates file", () => {
  it("accepts a fraction, a percentage with a fraction and a product, and shows each as written", () => {
    expect(["1/12", "8 1/3 %", "15/26 × 1/12", "12 %", 0.0325].map(formatRate)).toEqual(["1/12", "8 1/3%", "15/26 × 1/12", "12%", "3.25%"])
    expect(rateValue("8 1/3 %")).toBeCloseTo(1 / 12, 12)
  })
  it("refuses text that is not a rate, a rate of 1 or more, and a decimal that is a fraction rounded, naming line and field", () => {
    const broken = JSON.parse(JSON.stringify(data)) as RatesData
    const lines = broken.countries.find((c) => c.code === "IN")!.lines
    lines.find((l) => l.id === "statutory-bonus")!.employerRate = 0.0833333
    lines.find((l) => l.id === "gratuity")!.employerRate = "15/26 of 1/12"
    lines.find((l) => l.id === "edli")!.employerRate = "13/12"
    expect(validateRates(broken)).toEqual([
      'countries[IN].lines[edli]: field "employerRate" must be a rate below 1: a decimal (5% is 0.05) or the law\'s fraction as text, "1/12", "8 1/3 %" or "15/26 × 1/12" (it is "13/12")',
      'countries[IN].lines[statutory-bonus]: field "employerRate" is 0.0833333, a fraction rounded (1/12?): write the law\'s exact fraction as text, e.g. "1/12" or "8 1/3 %", so that it is computed exactly',
      'countries[IN].lines[gratuity]: field "employerRate" must be a rate below 1: a decimal (5% is 0.05) or the law\'s fraction as text, "1/12", "8 1/3 %" or "15/26 × 1/12" (it is "15/26 of 1/12")',
    ])
  })
})
