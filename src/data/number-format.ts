/**
 * Numbers as the site writes them, in English: "," between thousands, "." before the fraction, "-" before a
 * negative number. `formatNumber(n, options)` writes what `new Intl.NumberFormat("en", options).format(n)`
 * writes (so does "en-US" or "en-SG": they differ in dates and currency names, not in these), without Intl.
 *
 * Why not Intl: a page's first use of any Intl service loads the browser's ICU data, 20–34 ms on a desktop and
 * 80–130 ms at Lighthouse's 4× CPU slowdown, in one task. The country pages, the articles and the cost calculator
 * format figures while they hydrate, so that one call was their longest task (issue 33, README.md
 * "How a page loads"). What the site needs of Intl is small: the options below, and the currencies' minor digits
 * (`minorDigits`), which are data. Tests compare both with Node's Intl (src/data/__tests__/number-format.test.ts).
 */

/** The options of Intl.NumberFormat the site writes numbers with (decimal style, grouping on). */
export interface NumberOptions {
  minimumFractionDigits?: number
  maximumFractionDigits?: number
}

/**
 * `n` rounded to at most `maximumFractionDigits` (default: 3, or `minimumFractionDigits` if more), half away from
 * zero, and written with at least `minimumFractionDigits` (default 0). Like Intl, it rounds the shortest decimal
 * that reads back as `n` (1.005 → "1.01"), not the binary value (`(1.005).toFixed(2)` is "1.00").
 */
export function formatNumber(n: number, options: NumberOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0
  const max = options.maximumFractionDigits ?? Math.max(min, 3)
  for (const [name, digits] of [
    ["minimumFractionDigits", min],
    ["maximumFractionDigits", max],
  ] as const) {
    if (!Number.isInteger(digits) || digits < 0 || digits > 100) throw new RangeError(`${name} value is out of range: ${digits}`)
  }
  if (max < min) throw new RangeError(`maximumFractionDigits (${max}) is less than minimumFractionDigits (${min})`)
  const sign = n < 0 || Object.is(n, -0) ? "-" : ""
  if (Number.isNaN(n)) return "NaN"
  if (!Number.isFinite(n)) return `${sign}∞`

  const [whole, fraction] = decimalParts(Math.abs(n))
  // The digits kept, as one integer (12.345 to 2 digits: 1234), plus one where the first digit dropped is 5 or more.
  let kept = BigInt(whole + fraction.slice(0, max).padEnd(max, "0"))
  if ((fraction[max] ?? "0") >= "5") kept += 1n
  const digits = kept.toString().padStart(max + 1, "0")
  const wholeDigits = digits.slice(0, digits.length - max)
  const fractionDigits = digits
    .slice(digits.length - max)
    .replace(/0+$/, "")
    .padEnd(min, "0")
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, ",")
  return `${sign}${grouped}${fractionDigits ? `.${fractionDigits}` : ""}`
}

/** A finite, non-negative number's shortest decimal form as [whole digits, fraction digits]: 1.5e-7 → ["0", "00000015"]. */
function decimalParts(n: number): [string, string] {
  const [mantissa = "0", exponent = "0"] = String(n).split("e")
  const [head = "0", tail = ""] = mantissa.split(".")
  const digits = head + tail
  const point = head.length + Number(exponent)
  if (point <= 0) return ["0", "0".repeat(-point) + digits]
  if (point >= digits.length) return [digits + "0".repeat(point - digits.length), ""]
  return [digits.slice(0, point), digits.slice(point)]
}

/**
 * The currencies whose minor unit is not a hundredth, as Intl's data (CLDR) has them: 0 digits (whole rupiah,
 * đồng, yen…) or 3 (dinars of Bahrain, Jordan, Kuwait, Libya, Tunisia, the Omani rial). Every other currency has 2.
 * CLDR departs from ISO 4217 for some (IDR has 2 in ISO 4217, 0 in CLDR); the site follows CLDR, as Intl did. A
 * test compares the list with Node's Intl for every currency it knows.
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries("AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RWF SLL SOS SYP UGX VND VUV XAF XOF XPF YER".split(" ").map((c) => [c, 0])),
  ...Object.fromEntries("BHD JOD KWD LYD OMR TND".split(" ").map((c) => [c, 3])),
}

/** Digits of a currency's minor unit (VND and IDR 0; PHP, SGD and INR 2), for an ISO 4217 code. */
export function minorDigits(currency: string): number {
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`not an ISO 4217 currency code: ${JSON.stringify(currency)}`)
  return MINOR_DIGITS[currency] ?? 2
}
