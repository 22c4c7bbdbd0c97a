import { readFont } from "../font-file"
import { isVisible, readSources, SYSTEM_FALLBACK } from "../site-fonts"

/**
 * Whether the brand fonts draw a character of the site's text. The build cuts every character of content/ and src/
 * that both whole fonts have into the core files every page preloads (gatsby/lib/site-fonts.ts), so a character is
 * drawn well when Inter (body text) and Source Serif 4 (headings) both have it; otherwise a system font draws it
 * (as it does the few characters of SYSTEM_FALLBACK, on purpose).
 * The content check asks about every character of content/, src/styles/__tests__/fonts.test.ts about the code.
 */
export function fontCoverage(root: string) {
  const sources = readSources(root)
  const fonts = [
    { name: "Inter", codePoints: readFont(sources.inter).codePoints },
    { name: "Source Serif 4", codePoints: readFont(sources.serif).codePoints },
  ]
  /** Why `cp` is not drawn in the brand fonts, or null when the build cuts it into both core files or leaves it to the system font on purpose. */
  const missing = (cp: number): string | null => {
    if (String.fromCodePoint(cp) in SYSTEM_FALLBACK) return null
    const lacking = fonts.filter((font) => !font.codePoints.has(cp)).map((font) => font.name)
    if (lacking.length === 0) return null
    return lacking.length === fonts.length ? "in neither of the site's fonts (Inter, Source Serif 4)" : `not in ${lacking.join(", ")}`
  }
  return { missing }
}

/** The characters a visitor can see in a text, each with its first line. */
export function characters(text: string): Map<number, number> {
  const found = new Map<number, number>()
  text.split("\n").forEach((line, i) => {
    for (const ch of line) {
      const cp = ch.codePointAt(0)!
      if (isVisible(cp) && !found.has(cp)) found.set(cp, i + 1)
    }
  })
  return found
}

export const codePoint = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, "0")} ${String.fromCodePoint(cp)}`
