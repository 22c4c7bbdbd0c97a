import { readFileSync } from "node:fs"
import path from "node:path"
import { readWoff2, type FontInfo } from "./woff2"

/**
 * Which font file draws a character: the @font-face rules of src/styles/fonts.css (the small core files every
 * page preloads, `npm run fonts`, and the fontsource files declared beneath them) read as a browser does. The
 * content check asks it about every character of content/, src/styles/__tests__/fonts.test.ts about the code.
 */

export interface Face {
  family: string
  weights: [number, number]
  url: string
  ranges: Array<[number, number]>
  file: string
}

export const INTER = "Inter Variable"
export const SERIF = "Source Serif 4 Variable"

/** In no font file of the site (fontsource's subsets leave them out), so the system font draws them, as before. */
export const SYSTEM_FALLBACK: Readonly<Record<string, string>> = {
  "\u2192": "→ arrow: fontsource's subsets have no arrows but ↑ ↓",
  "\u2248": "≈ almost equal: not in fontsource's subsets",
}

export function parseFaces(css: string, root: string): Face[] {
  const styles = path.join(root, "src", "styles")
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const get = (name: string) => {
      const value = new RegExp(`${name}:\\s*([^;]+);`).exec(body!)?.[1]?.trim()
      if (!value) throw new Error(`@font-face without ${name}: ${body}`)
      return value
    }
    const weight = get("font-weight").split(/\s+/).map(Number)
    const url = /url\(([^)]+)\)/.exec(get("src"))![1]!
    const file = url.startsWith("~") ? path.join(root, "node_modules", url.slice(1)) : path.join(styles, url)
    const ranges = get("unicode-range")
      .split(",")
      .map((part) => {
        const [start, end] = part.trim().replace(/^U\+/i, "").split("-")
        return [parseInt(start!, 16), parseInt(end ?? start!, 16)] as [number, number]
      })
    return { family: get("font-family").replace(/['"]/g, ""), weights: [weight[0]!, weight[1] ?? weight[0]!], url, ranges, file }
  })
}

export const isCore = (face: Face): boolean => face.url.startsWith("./fonts/")

/** The site's faces and a cached reader of their files. */
export function siteFonts(root: string) {
  const faces = parseFaces(readFileSync(path.join(root, "src", "styles", "fonts.css"), "utf8"), root)
  const fonts = new Map<string, FontInfo>()
  const fontOf = (face: Face): FontInfo => {
    if (!fonts.has(face.file)) fonts.set(face.file, readWoff2(readFileSync(face.file)))
    return fonts.get(face.file)!
  }
  /** The face that draws `cp` at `weight`: among faces with these descriptors, the last declared one that has it. */
  const faceFor = (family: string, weight: number, cp: number): Face | null => {
    const group = faces.filter((face) => face.family === family && face.weights[0] <= weight && weight <= face.weights[1])
    for (const face of [...group].reverse()) {
      if (face.ranges.some(([start, end]) => start <= cp && cp <= end) && fontOf(face).codePoints.has(cp)) return face
    }
    return null
  }
  /**
   * Why `cp` is not drawn well at a weight of a family: in no face, or only in a fontsource file (latin, latin-ext
   * or vietnamese), which no page preloads: the browser finds it needs that file while laying the page out, and
   * the first paint waits for it (the cost calculator's "Lao Động" cost it 0.8 s of LCP). Null when a core file
   * draws it, or it is left to the system font on purpose.
   */
  const missing = (family: string, weight: number, cp: number): string | null => {
    if (String.fromCodePoint(cp) in SYSTEM_FALLBACK) return null
    const face = faceFor(family, weight, cp)
    if (face === null) return "in no font file"
    return isCore(face) ? null : `only in ${path.basename(face.url)}, not in the preloaded core file`
  }
  return { faces, fontOf, faceFor, missing }
}

/** The family and weight pairs every character of the site must be drawn in (body text, bold, headings). */
export const TEXT_FACES: ReadonlyArray<readonly [string, number]> = [
  [INTER, 400],
  [INTER, 700],
  [SERIF, 650],
]

/** The characters a visitor can see in a text, each with its first line. */
export function characters(text: string): Map<number, number> {
  const found = new Map<number, number>()
  text.split("\n").forEach((line, i) => {
    for (const ch of line) {
      const cp = ch.codePointAt(0)!
      if (cp >= 0x20 && cp !== 0x7f && !found.has(cp)) found.set(cp, i + 1)
    }
  })
  return found
}

export const codePoint = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, "0")} ${String.fromCodePoint(cp)}`
