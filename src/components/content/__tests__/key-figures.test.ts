import { keyFigures, percent } from "../key-figures"

const dates = (checkedOn: string, reviewBy: string, readVia: string | null = "a payroll guide") => ({ checkedOn, reviewBy, read: readVia === null ? ("official" as const) : ("secondary" as const), readVia })
const TODAY = "2026-11-25"

const PH = {
  code: "PH",
  name: "Philippines",
  currency: "PHP",
  lines: [
    { label: "SSS regular and MPF contribution", employerRate: 0.1, employeeRate: 0.05, cap: 35000, appliesFrom: "2025-01-01", ...dates("2026-11-23", "2026-12-23") },
    { label: "SSS employees' compensation (EC)", employerRate: null, employeeRate: null, cap: null, appliesFrom: "2025-01-01", ...dates("2026-11-20", "2027-05-20") },
    { label: "Pag-IBIG Fund (HDMF) contribution", employerRate: 0.02, employeeRate: 0.02, cap: 10000, appliesFrom: "2024-02-01", ...dates("2026-11-20", "2027-05-20") },
    { label: "13th-month pay, accrued monthly", employerRate: 0.0833333, employeeRate: null, cap: null, appliesFrom: "1975-12-16", ...dates("2026-11-20", "2027-05-20") },
  ],
}

describe("keyFigures", () => {
  it("lists each line with an employer rate, its employee share and its cap in the country's currency", () => {
    const figures = keyFigures(PH, TODAY)
    expect(figures.rows).toEqual([
      { label: "SSS regular and MPF contribution", value: "10% employer · 5% employee", detail: "on pay up to PHP 35,000 a month" },
      { label: "Pag-IBIG Fund (HDMF) contribution", value: "2% employer · 2% employee", detail: "on pay up to PHP 10,000 a month" },
      { label: "13th-month pay, accrued monthly", value: "8.33% employer", detail: null },
    ])
    expect(figures).toMatchObject({ country: "Philippines", code: "PH" })
  })

  it("drops a long closing parenthesis from a label (the full label is in the page's table)", () => {
    const vn = {
      code: "VN",
      name: "Vietnam",
      currency: "VND",
      lines: [{ label: "Social insurance (pension and survivorship 14%, sickness and maternity 3%)", employerRate: 0.175, employeeRate: 0.08, cap: 46800000, appliesFrom: "2025-07-01", ...dates("2026-11-23", "2026-12-23") }],
    }
    expect(keyFigures(vn, TODAY).rows).toEqual([{ label: "Social insurance", value: "17.5% employer · 8% employee", detail: "on pay up to VND 46,800,000 a month" }])
  })

  it("dates the figures by the latest date one of them applies from", () => {
    expect(keyFigures(PH, TODAY).latestAppliesFrom).toBe("2025-01-01")
    expect(keyFigures({ ...PH, lines: [] }, TODAY).latestAppliesFrom).toBeNull()
  })

  it("says when and how the rows were last checked, or since when one is due for review, on the build's day", () => {
    expect(keyFigures(PH, TODAY).review).toEqual({ state: "secondary", date: "2026-11-20", via: "a payroll guide" })
    expect(keyFigures(PH, "2026-12-23").review).toEqual({ state: "secondary", date: "2026-11-20", via: "a payroll guide" })
    expect(keyFigures(PH, "2026-12-24").review).toEqual({ state: "overdue", date: "2026-12-23" })
    expect(keyFigures({ ...PH, lines: [] }, TODAY).review).toBeNull()
  })

  it("calls the rows officially read only when every one was, and names a secondary source only when they share one", () => {
    const official = { ...PH, lines: PH.lines.map((l) => ({ ...l, read: "official" as const, readVia: null })) }
    expect(keyFigures(official, TODAY).review).toEqual({ state: "official", date: "2026-11-20" })
    const mixed = { ...PH, lines: [official.lines[0]!, { ...PH.lines[2]!, readVia: "Forvis Mazars" }, { ...PH.lines[3]!, readVia: "a blog" }] }
    expect(keyFigures(mixed, TODAY).review).toEqual({ state: "secondary", date: "2026-11-20", via: null })
  })

  it("writes rates as people read them", () => {
    expect(percent(0.175)).toBe("17.5%")
    expect(percent(0.0833333)).toBe("8.33%")
    expect(percent(0.1)).toBe("10%")
  })
})
