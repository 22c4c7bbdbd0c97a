import { formatNumber, numberFormat } from "../number-format"

describe("number formats", () => {
  it("write what toLocaleString writes, for the locales and options the site uses", () => {
    const cases: Array<[number, string, Intl.NumberFormatOptions | undefined]> = [
      [1234567.891, "en-SG", undefined],
      [1234567.891, "en-SG", { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
      [5000000, "en-SG", { minimumFractionDigits: 0, maximumFractionDigits: 0 }],
      [0.0000123, "en-SG", { maximumFractionDigits: 4 }],
      [16250.5, "en-US", { maximumFractionDigits: 0 }],
      [12.3456, "en", { maximumFractionDigits: 2 }],
      [-42.5, "en-US", { maximumFractionDigits: 2 }],
    ]
    for (const [n, locale, options] of cases) expect(formatNumber(n, locale, options)).toBe(n.toLocaleString(locale, options))
  })

  it("make one formatter per locale and options, and keep it", () => {
    const first = numberFormat("en-SG", { maximumFractionDigits: 4 })
    expect(numberFormat("en-SG", { maximumFractionDigits: 4 })).toBe(first)
    expect(numberFormat("en-SG", { maximumFractionDigits: 2 })).not.toBe(first)
    expect(numberFormat("en-US", { maximumFractionDigits: 4 })).not.toBe(first)
    expect(numberFormat("en-SG")).toBe(numberFormat("en-SG", {}))
  })
})
