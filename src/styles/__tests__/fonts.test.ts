/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { characters, codePoint, INTER, isCore, SERIF, siteFonts, SYSTEM_FALLBACK, TEXT_FACES } from "../../../gatsby/lib/checks/font-coverage"

/*
 * The font files every page preloads are cut to what the site uses (`npm run fonts`, scripts/build/fonts.mjs). These
 * tests fail when a component asks for a weight they do not have, or the code has a character they lack; the
 * content check (npm run check:content, gatsby/lib/checks/font-coverage.ts) does the same for every character of
 * content/, so a writer's new "ă" or "€" is never drawn in a fallback font without anyone noticing.
 */

const ROOT = path.resolve(__dirname, "../../..")
const STYLES = path.join(ROOT, "src/styles")
const { faces, fontOf, faceFor, missing } = siteFonts(ROOT)

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
const srcTexts = [...sourceFiles(path.join(ROOT, "src"), /\.tsx?$/)].map((file) => ({
  file,
  code: readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, ""),
}))

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
  const preloaded = [...readFileSync(path.join(STYLES, "font-files.ts"), "utf8").matchAll(/from "\.\/(fonts\/[^"]+\.woff2)"/g)].map((m) => m[1]!)

  it("are the core files of fonts.css, 40 KB or less in all", () => {
    const core = faces.filter(isCore).map((face) => face.url.replace(/^\.\//, ""))
    expect(new Set(preloaded)).toEqual(new Set(core))
    const total = preloaded.reduce((sum, file) => sum + statSync(path.join(STYLES, file)).size, 0)
    expect(total).toBeLessThanOrEqual(40_000)
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

  it.each([...usedWeights()])("Inter draws weight %d (%s) from its core file", (weight, where) => {
    const face = faceFor(INTER, weight, "a".codePointAt(0)!)
    expect({ weight, where, face: face?.url }).toEqual({ weight, where, face: "./fonts/inter-core.woff2" })
    const axis = fontOf(face!).axes.find((a) => a.tag === "wght")!
    expect(axis.min <= weight && weight <= axis.max).toBe(true)
  })

  it.each([...headingWeights()])("Source Serif 4 has a core face of weight %d (%s) cut at that weight", (weight, where) => {
    const face = faces.find((f) => f.family === SERIF && isCore(f) && f.weights[0] === weight && f.weights[1] === weight)
    expect({ weight, where, found: Boolean(face) }).toEqual({ weight, where, found: true })
    expect(fontOf(face!).weightClass).toBe(weight)
  })
})

describe("characters of the code", () => {
  const chars = [...siteCharacters].filter(([cp]) => !(String.fromCodePoint(cp) in SYSTEM_FALLBACK))

  it("finds the code's own marks", () => {
    expect(chars.map(([cp]) => String.fromCodePoint(cp))).toEqual(expect.arrayContaining(["·", "©"]))
  })

  it.each(TEXT_FACES.map(([family, weight]) => [family, weight] as const))("%s at %d draws every one from a core file", (family, weight) => {
    const problems = chars.map(([cp, file]) => ({ cp, file, why: missing(family, weight, cp) })).filter(({ why }) => why !== null)
    expect(problems.map(({ cp, file, why }) => `${codePoint(cp)} (${file}): ${why}`)).toEqual([])
  })

  it("knows a character that no font file of the site draws", () => {
    expect(missing(INTER, 400, 0x0e01)).toBe("in no font file")
    expect(missing(INTER, 400, "é".codePointAt(0)!)).toBeNull()
  })

  it("knows a letter beyond latin that only a file no page preloads draws", () => {
    expect(missing(INTER, 400, "ă".codePointAt(0)!)).toBe("only in inter-latin-ext-wght-normal.woff2, not in the preloaded core file")
    expect(missing(SERIF, 650, "ẵ".codePointAt(0)!)).toBe("only in source-serif-4-vietnamese-wght-normal.woff2, not in the preloaded core file")
  })

  it("Source Serif 4 at 700 draws a company name and the digits from its core file", () => {
    const { name } = yaml.load(readFileSync(path.join(ROOT, "src/test/fixtures/content/site.yaml"), "utf8")) as { name: string }
    const drawnBy = [...`${name}0123456789`].map((ch) => faceFor(SERIF, 700, ch.codePointAt(0)!)?.url)
    expect(new Set(drawnBy)).toEqual(new Set(["./fonts/source-serif-4-core-700.woff2"]))
  })

  it("leaves to the system font only characters that no font file has", () => {
    for (const ch of Object.keys(SYSTEM_FALLBACK)) {
      expect(faces.filter((face) => fontOf(face).codePoints.has(ch.codePointAt(0)!)).map((face) => face.url)).toEqual([])
    }
  })
})
