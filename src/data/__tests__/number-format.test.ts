import { formatNumber, minorDigits, type NumberOptions } from "../number-format"

/** What the site wrote before: Intl's English decimal format (Node's ICU). */
const intl = (n: number, options?: NumberOptions) => new Intl.NumberFormat("en", options).format(n)

/** A small deterministic generator (mulberry32), so a failure names a case that can be run again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe("formatNumber", () => {
  it("writes what Intl writes for the cases the site has met", () => {
    const cases: Array<[number, NumberOptions | undefined]> = [
      [1234567.891, undefined],
      [1234567.891, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
      [5000000, { minimumFractionDigits: 0, maximumFractionDigits: 0 }],
      [0.0000123, { maximumFractionDigits: 4 }],
      [16250.5, { maximumFractionDigits: 0 }],
      [12.3456, { maximumFractionDigits: 2 }],
      [-42.5, { maximumFractionDigits: 2 }],
      [58.1204, { maximumFractionDigits: 4 }],
      [645000, { minimumFractionDigits: 0, maximumFractionDigits: 0 }],
    ]
    for (const [n, options] of cases) expect([n, options, formatNumber(n, options)]).toEqual([n, options, intl(n, options)])
  })

  it("rounds the shortest decimal that reads back as the number, half away from zero, as Intl does", () => {
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe("1.01")
    expect(formatNumber(2.675, { maximumFractionDigits: 2 })).toBe("2.68")
    expect(formatNumber(-0.125, { maximumFractionDigits: 2 })).toBe("-0.13")
    expect(formatNumber(9999.995, { maximumFractionDigits: 2 })).toBe("10,000")
    expect(formatNumber(999999.5, { maximumFractionDigits: 0 })).toBe("1,000,000")
    expect(formatNumber(0.5, { minimumFractionDigits: 2 })).toBe("0.50")
  })

  it("writes very large, very small, negative zero and non-finite numbers as Intl does", () => {
    for (const n of [1e21, 1.2345e25, 1.5e-7, 1e-7, -0, -0.001, 0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER, 5e-324]) {
      for (const options of [undefined, { maximumFractionDigits: 0 }, { maximumFractionDigits: 2 }, { minimumFractionDigits: 2, maximumFractionDigits: 8 }]) {
        expect([n, options, formatNumber(n, options)]).toEqual([n, options, intl(n, options)])
      }
    }
  })

  it("agrees with Intl on 20,000 numbers of every size, with every number of fraction digits up to 6", () => {
    const next = random(33)
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(next() * 24 - 8)
      // Half of the numbers end on a 5 one place past the cut, where rounding is decided.
      const n = (next() < 0.5 ? -1 : 1) * (next() < 0.5 ? Math.round(next() * magnitude * 1000) / 1000 + 0.0005 : next() * magnitude)
      const min = Math.floor(next() * 4)
      const options = next() < 0.2 ? undefined : { minimumFractionDigits: min, maximumFractionDigits: min + Math.floor(next() * 4) }
      const got = formatNumber(n, options)
      if (got !== intl(n, options)) expect([n, options, got]).toEqual([n, options, intl(n, options)])
    }
  })

  it("refuses fraction digits that Intl refuses, with Intl's kind of error", () => {
    expect(() => formatNumber(1, { minimumFractionDigits: 3, maximumFractionDigits: 2 })).toThrow(RangeError)
    expect(() => formatNumber(1, { maximumFractionDigits: -1 })).toThrow(RangeError)
    expect(() => formatNumber(1, { maximumFractionDigits: 1.5 })).toThrow(/maximumFractionDigits/)
  })
})

describe("minorDigits", () => {
  it("gives every currency Intl knows the minor digits Intl gives it", () => {
    const codes = Intl.supportedValuesOf("currency")
    expect(codes.length).toBeGreaterThan(100)
    const differ = codes.filter((c) => minorDigits(c) !== new Intl.NumberFormat("en", { style: "currency", currency: c }).resolvedOptions().maximumFractionDigits)
    expect(differ).toEqual([])
    expect([minorDigits("IDR"), minorDigits("VND"), minorDigits("PHP"), minorDigits("INR"), minorDigits("SGD"), minorDigits("KWD")]).toEqual([0, 0, 2, 2, 2, 3])
  })

  it("refuses what is not a currency code", () => {
    expect(() => minorDigits("peso")).toThrow(/ISO 4217/)
  })
})
