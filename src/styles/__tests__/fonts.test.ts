/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { characters, codePoint, fontCoverage } from "../../../gatsby/lib/checks/font-coverage"
import { FILES, INTER_WEIGHTS, SERIF_WEIGHTS, withoutComments } from "../../../gatsby/lib/site-fonts"

/*
 * The build cuts the font files every page preloads for the site's text and the weights below (gatsby/lib/site-fonts.ts;
 * its own tests cut them for a fixture text). These tests fail when a component asks for a weight the cut leaves out,
 * or the code has a character neither brand font draws; the content check (npm run check:content,
 * gatsby/lib/checks/font-coverage.ts) does the same for every character of content/.
 */

const ROOT = path.resolve(__dirname, "../../..")
const STYLES = path.join(ROOT, "src/styles")

function* sourceFiles(dir: string, pattern: RegExp): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== "__tests__" && entry.name !== "fonts" && entry.name !== "test") yield* sourceFiles(full, pattern)
    } else if (pattern.test(entry.name)) {
      yield full
    }
  }
}

/** Code of src/ without its comments (a comment's arrow is not text a visitor reads). */
const srcTexts = [...sourceFiles(path.join(ROOT, "src"), /\.tsx?$/)].map((file) => ({ file, code: withoutComments(readFileSync(file, "utf8")) }))

/** Every character the code can show, with the first file it is in. */
const siteCharacters = new Map<number, string>()
for (const { file, code } of srcTexts) {
  for (const [cp] of characters(code)) if (!siteCharacters.has(cp)) siteCharacters.set(cp, path.relative(ROOT, file))
}

/** Numeric font weights the components set (Emotion objects, CSS text, SVG attributes), plus normal and bold. */
function usedWeights(): Map<number, string> {
  const weights = new Map<number, string>([
    [400, "normal text"],
    [700, "bold: <strong>, <b>, <th>"],
  ])
  for (const { file, code } of srcTexts) {
    for (const match of code.matchAll(/font-?weight["']?\s*[:=]\s*["'{]?\s*(\d{3})/gi)) weights.set(Number(match[1]), path.relative(ROOT, file))
    for (const match of code.matchAll(/\?\s*(\d{3})\s*:\s*(\d{3})/g)) {
      if (/fontWeight:\s*[^,}]*$/.test(code.slice(Math.max(0, match.index - 60), match.index))) {
        weights.set(Number(match[1]), path.relative(ROOT, file))
        weights.set(Number(match[2]), path.relative(ROOT, file))
      }
    }
  }
  return weights
}

/** Weights set on text in the heading font: a font weight in the same style block as `fonts.heading`. */
function headingWeights(): Map<number, string> {
  const weights = new Map<number, string>()
  for (const { file, code } of srcTexts) {
    // `${t.fonts.heading}` in CSS text: drop the interpolation's braces, so the next "}" ends the rule.
    const flat = code.replace(/\$\{([^}]*)\}/g, "$1")
    for (const match of flat.matchAll(/fonts\.heading/g)) {
      const block = flat.slice(match.index, flat.indexOf("}", match.index))
      const weight = /font-?weight["']?\s*:\s*(\d{3})/i.exec(block)?.[1]
      if (weight) weights.set(Number(weight), path.relative(ROOT, file))
    }
  }
  return weights
}

describe("preloaded font files", () => {
  it("are the core files the build cuts", () => {
    const preloaded = [...readFileSync(path.join(STYLES, "font-files.ts"), "utf8").matchAll(/from "\.\/fonts\/([^"]+\.woff2)"/g)].map((m) => m[1]!)
    expect(new Set(preloaded)).toEqual(new Set(Object.values(FILES)))
  })

  it("keep their licence notices beside them", () => {
    for (const name of ["LICENSE-Inter.txt", "LICENSE-Source-Serif-4.txt"]) expect(readFileSync(path.join(STYLES, "fonts", name), "utf8")).toContain("SIL Open Font License")
  })
})

describe("font weights", () => {
  it("finds the weights the components use", () => {
    expect([...usedWeights().keys()]).toEqual(expect.arrayContaining([400, 500, 650, 700]))
    expect([...headingWeights().keys()].sort()).toEqual(expect.arrayContaining([650, 700]))
  })

  it.each([...usedWeights()])("Inter's core file draws weight %d (%s): its axis is cut to 400–700", (weight, where) => {
    expect({ weight, where, inRange: INTER_WEIGHTS[0] <= weight && weight <= INTER_WEIGHTS[1] }).toEqual({ weight, where, inRange: true })
  })

  it.each([...headingWeights()])("Source Serif 4 has a core file cut at weight %d (%s)", (weight, where) => {
    expect({ weight, where, cut: Object.values(SERIF_WEIGHTS).includes(weight as 650 | 700) }).toEqual({ weight, where, cut: true })
  })
})

describe("characters of the code", () => {
  const { missing } = fontCoverage(ROOT)
  const chars = [...siteCharacters]

  it("finds the code's own marks", () => {
    expect(chars.map(([cp]) => String.fromCodePoint(cp))).toEqual(expect.arrayContaining(["·", "©"]))
  })

  it("are each drawn by both brand fonts, so the build cuts them into the core files", () => {
    const problems = chars.map(([cp, file]) => ({ cp, file, why: missing(cp) })).filter(({ why }) => why !== null)
    expect(problems.map(({ cp, file, why }) => `${codePoint(cp)} (${file}): ${why}`)).toEqual([])
  })

  it("knows a character that neither brand font draws, and takes one beyond latin that both do", () => {
    expect(missing(0x0e01)).toBe("in neither of the site's fonts (Inter, Source Serif 4)")
    expect(missing("é".codePointAt(0)!)).toBeNull()
    expect(missing("ẵ".codePointAt(0)!)).toBeNull()
  })
})
