/**
 * Numbers as the site writes them, through one Intl.NumberFormat per locale and options, made once and kept.
 * `Number.prototype.toLocaleString(locale, options)` gives the same text (ECMA-402 defines it so) but builds a
 * new formatter on every call, and building one costs far more than formatting with it: the cost calculator
 * formatted hundreds of amounts while hydrating, and that was most of its own script time (issue 33).
 */
const formats = new Map<string, Intl.NumberFormat>()

/** The formatter for these arguments, made on first use. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

/** `n.toLocaleString(locale, options)`, with a kept formatter. */
export const formatNumber = (n: number, locale: string, options?: Intl.NumberFormatOptions): string => numberFormat(locale, options).format(n)
