/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { calculateCost, parseSalary } from "../calculate"
import { applyRate, formatMoney, minorDigits, ratio, toMinor } from "../money"
import { withOptionalNulls, type CountryRates, type RatesData } from "../../../data/statutory"

/**
 * Typical salaries in every currency, against totals worked out by hand from content/data/statutory-rates.yaml
 * (the arithmetic is in each row). Every line is in whole minor units; the totals are their exact sums.
 */
const raw = withOptionalNulls(JSON.parse(JSON.stringify(yaml.load(fs.readFileSync(path.join(__dirname, "../../../test/fixtures/content/data/statutory-rates.yaml"), "utf8")))) as RatesData)
const country = (code: string): CountryRates => raw.countries.find((x) => x.code === code)!
const cost = (code: string, salary: number, age?: string) => calculateCost(country(code), salary, { ageBand: age })
const line = (r: ReturnType<typeof calculateCost>, id: string) => r.lines.find((l) => l.id === id)!

describe("currency minor units (Intl)", () => {
  it("has no minor unit for VND and IDR, two digits for PHP, SGD and INR", () => {
    expect(["VND", "IDR", "PHP", "SGD", "INR"].map(minorDigits)).toEqual([0, 0, 2, 2, 2])
    expect(toMinor(1234.56, "PHP")).toBe(123456)
    expect(formatMoney(2_500_000, "VND")).toBe("VND 2,500,000")
    expect(formatMoney(3333.3, "PHP")).toBe("PHP 3,333.30")
  })
  it("computes the law's fractions exactly, and a decimal exactly as written (never taken for a fraction near it)", () => {
    expect([ratio("1/12"), ratio("8 1/3 %"), ratio("15/26 × 1/12"), ratio("12 %"), ratio("0.5 %")]).toEqual([
      { num: 1n, den: 12n },
      { num: 1n, den: 12n },
      { num: 5n, den: 104n },
      { num: 3n, den: 25n },
      { num: 1n, den: 200n },
    ])
    expect(ratio(0.0833333)).toEqual({ num: 833_333n, den: 10_000_000n })
    expect(applyRate(30_000_000, ratio("1/12"), { to: "minor", mode: "half-up" }, "VND")).toBe(2_500_000)
    expect(applyRate(700_000, ratio("8 1/3 %"), { to: "minor", mode: "half-up" }, "INR")).toBe(58_333) // INR 7,000 / 12 = 583.333…, so 583.33
    expect(applyRate(700_000, ratio(0.0833), { to: "minor", mode: "half-up" }, "INR")).toBe(58_310) // INR 583.10
    expect(() => ratio("one twelfth")).toThrow(/not a rate/)
  })
})

describe("typical salaries, totals a person checks by hand", () => {
  it.each([
    // PH 25,000: SSS 2,500 (10% of the 25,000 credit) + EC 30 + PhilHealth 625 + Pag-IBIG 200 = 3,355; 13th month 25,000 / 12 = 2,083.33
    ["PH", 25_000, undefined, 3355, 2083.33, 30_438.33, 365_259.96, 2075],
    // PH 40,000: SSS 3,500 (35,000 cap) + 30 + 1,000 + 200 = 4,730; 13th month 3,333.33
    ["PH", 40_000, undefined, 4730, 3333.33, 48_063.33, 576_759.96, 2950],
    // ID 5,400,000: Kesehatan 216,000 + JHT 199,800 + JP 108,000 + JKK 12,960 + JKM 16,200 = 552,960; THR 450,000
    ["ID", 5_400_000, undefined, 552_960, 450_000, 6_402_960, 76_835_520, 216_000],
    // ID 12,000,000: 480,000 + 444,000 + JP 221,726 (2% of the 11,086,300 cap) + 28,800 + 36,000 = 1,210,526; THR 1,000,000;
    // employee 120,000 + 240,000 + 110,863 (1% of the cap) = 470,863
    ["ID", 12_000_000, undefined, 1_210_526, 1_000_000, 14_210_526, 170_526_312, 470_863],
    // VN 10,000,000: 1,750,000 + 300,000 + 100,000 + 200,000 = 2,350,000; Tet 10,000,000 / 12 = 833,333.33, so 833,333
    ["VN", 10_000_000, undefined, 2_350_000, 833_333, 13_183_333, 158_199_996, 1_050_000],
    // VN 30,000,000: 5,250,000 + 900,000 + 300,000 + 600,000 = 7,050,000; Tet exactly 2,500,000
    ["VN", 30_000_000, undefined, 7_050_000, 2_500_000, 39_550_000, 474_600_000, 3_150_000],
    // SG 4,500 at 55 and below: CPF total 37% = 1,665, employee 900, employer 765; SDL 11.25
    ["SG", 4500, "55-and-below", 776.25, 0, 5276.25, 63_315, 900],
    // SG 6,000: CPF total 2,220, employee 1,200, employer 1,020; SDL 11.25 (its maximum)
    ["SG", 6000, "55-and-below", 1031.25, 0, 7031.25, 84_375, 1200],
    // SG 9,000: CPF on the 8,000 ceiling: total 2,960, employee 1,600, employer 1,360; SDL 11.25
    ["SG", 9000, "55-and-below", 1371.25, 0, 10_371.25, 124_455, 1600],
    // IN 25,000: EPF 1,800 + EDLI 75 + admin 75 on the 15,000 ceiling; no ESI or bonus above 21,000; gratuity
    // 25,000 × 15/26 × 1/12 = 1,201.923…, so 1,201.92
    ["IN", 25_000, undefined, 1950, 1201.92, 28_151.92, 337_823.04, 1800],
    // IN 60,000: 1,950; gratuity 60,000 × 15/312 = 2,884.615…, so 2,884.62
    ["IN", 60_000, undefined, 1950, 2884.62, 64_834.62, 778_015.44, 1800],
  ] as const)("%s %d", (code, salary, age, contributions, bonuses, monthly, annual, deductions) => {
    const r = cost(code, salary, age)
    expect([r.employerContributions, r.bonuses, r.totalMonthly, r.totalAnnual, r.employeeDeductions]).toEqual([contributions, bonuses, monthly, annual, deductions])
    expect(r.totalMonthly).toBe(r.salary + r.employerContributions + r.bonuses)
  })

  it("VND 30,000,000 gives a Tet accrual of exactly 2,500,000", () => {
    expect(line(cost("VN", 30_000_000), "tet-bonus").employer).toBe(2_500_000)
  })
})

describe("each line's own rounding rule", () => {
  it("CPF: total to the nearest dollar, the employee's cents dropped, the employer's share the difference", () => {
    // S$4,321: total 37% = 1,598.77, so 1,599; employee 20% = 864.20, so 864; employer 1,599 - 864 = 735
    expect([line(cost("SG", 4321, "55-and-below"), "cpf").employer, line(cost("SG", 4321, "55-and-below"), "cpf").employee]).toEqual([735, 864])
    // S$3,333 above 60 to 65: total 25% = 833.25, so 833; employee 12.5% = 416.625, so 416; employer 417
    expect([line(cost("SG", 3333, "60-to-65"), "cpf").employer, line(cost("SG", 3333, "60-to-65"), "cpf").employee]).toEqual([417, 416])
  })
  it("ESI: both shares up to the next rupee", () => {
    // INR 17,560: employer 3.25% = 570.70, so 571; employee 0.75% = 131.70, so 132
    const esi = line(cost("IN", 17_560), "esi")
    expect([esi.employer, esi.employee]).toEqual([571, 132])
  })
  it("EPF: to the nearest rupee", () => {
    // INR 12,345: 12% = 1,481.40, so 1,481
    expect(line(cost("IN", 12_345), "epf").employer).toBe(1481)
  })
  it("PhilHealth: to the centavo, half up", () => {
    // PHP 12,345.67 × 2.5% = 308.64175, so 308.64
    expect(line(cost("PH", 12_345.67), "philhealth").employer).toBe(308.64)
  })
})

describe("salary input by currency", () => {
  it("refuses decimals in a currency without a minor unit and keeps them where there is one", () => {
    expect(parseSalary("30000000.5", country("VN"))).toEqual({ ok: false, error: { code: "decimals" } })
    expect(parseSalary("40000.50", country("PH"))).toEqual({ ok: true, value: 40000.5 })
  })
})
