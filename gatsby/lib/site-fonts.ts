import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import fontverter from "fontverter"
import yaml from "js-yaml"
import subsetFont from "subset-font"
import { readFont, renameFont } from "./font-file"

/*
 * The brand fonts every page preloads, cut at build time (gatsby/on-pre-bootstrap.ts, `npm run fonts`) from the
 * whole variable fonts of two npm packages, for the characters the site's text uses: a writer's new "ñ" is in
 * them on the next build or `gatsby develop`, with nothing to run or commit (README.md, "How a page loads").
 *
 * subset-font cuts them: harfbuzz's hb-subset (harfbuzzjs, WebAssembly) keeps each character's glyphs and every
 * glyph the kept OpenType features reach from them, limits or pins the weight axis, and the result is WOFF2 (Google's
 * encoder, through fontverter). No step reads the clock, so the same text gives the same bytes.
 *  - inter-core.woff2: Inter with its weight axis cut to 400–700 (the weights the components use) and its optical
 *    size pinned at text size (14, as fontsource's wght files are); harfbuzz's default OpenType features plus tnum
 *    (tabular figures in the cost calculator), less those for fractions unless the text has a fraction slash.
 *  - source-serif-4-core-650.woff2: Source Serif 4 at the headings' weight (650, static, optical size 14) with the
 *    same characters; source-serif-4-core-700.woff2: at 700 (the logo and large numerals), with only the company
 *    name of content/site.yaml and the digits. Both are renamed (SERIF_NAME): a subset is a modified version, and
 *    Source Serif's licence reserves the name "Source" (the OFL's condition 3; docs/architecture.md, "Brand
 *    fonts", says why the name is rewritten by our own renameFont).
 * fonts.css declares them last in each family, beneath the fontsource files, which stay declared for any other
 * character (one a visitor types into a form): the browser fetches such a file only for a page that needs it.
 */

/** The CSS family names (the theme's stacks, src/styles/theme.ts). */
export const INTER = "Inter Variable"
export const SERIF = "Source Serif 4 Variable"

/** The whole fonts the core files are cut from, in node_modules (their licences: src/styles/fonts/LICENSE-*.txt). */
export const SOURCES = {
  inter: "inter-ui/variable/InterVariable.woff2",
  serif: "source-serif/VAR/SourceSerif4Variable-Roman.ttf",
} as const

/** Inter's weight axis is cut to this range: every font weight the components use lies in it. */
export const INTER_WEIGHTS = [400, 700] as const
/** Source Serif 4 weights: headings (650) and the logo and display numerals (700). */
export const SERIF_WEIGHTS = { heading: 650, logo: 700 } as const
/** Both fonts' optical size axis, pinned at text size (fontsource's wght files, declared beneath, are cut the same). */
const OPTICAL_SIZE = 14
/** What the serif core files are called inside (name IDs 1, 3, 4, 6 and 16): not "Source", the Reserved Font Name. */
export const SERIF_NAME = "Solvix Serif Core"

/** Marks a writer may type that a page should never have to fetch a second file for. */
export const TYPOGRAPHIC = "\u00a0\u00a9\u00ab\u00ae\u00b0\u00b1\u00b7\u00bb\u00d7\u00f7\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033\u20ac\u2122\u2212"

/**
 * Characters of the site's text that the core files leave out on purpose, so a system font draws them, as it did when
 * the core files were cut from fontsource's files, which lack them: both whole fonts have them, but → and ≈ together
 * added 288 bytes to Inter's core file (their kerning), which every page preloads, for the tables' "Scroll for more →".
 */
export const SYSTEM_FALLBACK: Readonly<Record<string, string>> = {
  "\u2192": "→ arrow: kept out of the core files (gatsby/lib/site-fonts.ts)",
  "\u2248": "≈ almost equal: kept out of the core files (gatsby/lib/site-fonts.ts)",
}

/**
 * OpenType features the core files keep: harfbuzz's default set for latin text (as fontTools' subsetter) but the
 * fraction features, and tnum.
 */
export const FEATURES = ["rvrn", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "kern", "liga", "rclt", "tnum"]

/** U+2044 FRACTION SLASH: the only character around which harfbuzz, and so Chromium, applies FRACTION_FEATURES. */
export const FRACTION_SLASH = 0x2044
/**
 * harfbuzz's default features that shape fractions. It turns them on only for the digits around a fraction slash
 * (`hb_ot_shape_setup_masks_fraction` in hb-ot-shape.cc), and no CSS of the site asks for them (`diagonal-fractions`),
 * so a file without that character never uses them. Kept, their glyphs (numerators and denominators of every digit)
 * were 5,020 of the 39,900 bytes every page preloads (Inter 2,892, the serif 1,248 and 880).
 */
export const FRACTION_FEATURES = ["frac", "numr", "dnom"]

/** The features a file of these characters keeps: the fraction features only with a fraction slash to shape. */
export const featuresFor = (codePoints: readonly number[]): string[] => (codePoints.includes(FRACTION_SLASH) ? [...FEATURES, ...FRACTION_FEATURES] : FEATURES)

/** Where the build writes the core files and fonts.css (gitignored but for the licences). */
export const FONTS_DIR = path.join("src", "styles", "fonts")
export const FILES = { inter: "inter-core.woff2", heading: `source-serif-4-core-${SERIF_WEIGHTS.heading}.woff2`, logo: `source-serif-4-core-${SERIF_WEIGHTS.logo}.woff2` } as const
export const CSS_FILE = "fonts.css"

/** Whether a visitor can see a code point (not a control character). */
export const isVisible = (cp: number): boolean => cp >= 0x20 && cp !== 0x7f

const visibleCodePoints = (text: string): number[] => [...text].map((ch) => ch.codePointAt(0)!).filter(isVisible)

const TEXT_FILE = /\.(mdx?|ya?ml|json|tsx?)$/

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!["__tests__", "fonts", "test"].includes(entry.name)) yield* textFiles(full)
    } else if (TEXT_FILE.test(entry.name)) {
      yield full
    }
  }
}

/** Code without its comments: a comment is not text a visitor reads. */
export const withoutComments = (code: string): string => code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "")

/** Every text a visitor can read: the writers' content/ and the components' own words in src/ (tests and fixtures left out). */
export function siteTexts(root: string): string[] {
  return ["content", "src"].flatMap((dir) => [...textFiles(path.join(root, dir))].map((file) => (/\.tsx?$/.test(file) ? withoutComments(readFileSync(file, "utf8")) : readFileSync(file, "utf8"))))
}

export interface SourceFonts {
  inter: Buffer
  serif: Buffer
}

export const readSources = (root: string): SourceFonts => ({
  inter: readFileSync(path.join(root, "node_modules", SOURCES.inter)),
  serif: readFileSync(path.join(root, "node_modules", SOURCES.serif)),
})

export interface FontPlan {
  /** In both core files of body text and headings: printable ASCII, the typographic marks and the site's text. */
  core: number[]
  /** In the logo's file: the company name and the digits. */
  logo: number[]
}

/** Which characters each core file holds: those of the texts that both whole fonts draw, but SYSTEM_FALLBACK. */
export function planFonts(texts: readonly string[], companyName: string, sources: { inter: ReadonlySet<number>; serif: ReadonlySet<number> }): FontPlan {
  const wanted = new Set<number>()
  for (let cp = 0x20; cp < 0x7f; cp++) wanted.add(cp)
  for (const text of [TYPOGRAPHIC, ...texts]) for (const cp of visibleCodePoints(text)) wanted.add(cp)
  const sorted = (set: Iterable<number>) => [...set].sort((a, b) => a - b)
  return {
    core: sorted([...wanted].filter((cp) => sources.inter.has(cp) && sources.serif.has(cp) && !(String.fromCodePoint(cp) in SYSTEM_FALLBACK))),
    logo: sorted(new Set(visibleCodePoints(`${companyName}0123456789`).filter((cp) => sources.serif.has(cp)))),
  }
}

const text = (codePoints: readonly number[]) => String.fromCodePoint(...codePoints)
/**
 * What every cut shares: no hinting, no STAT, gasp or BASE (as before); no HVAR, so advances vary through gvar, as in
 * the files fontTools cut (168 bytes less); the licence URL (name ID 14) kept besides harfbuzz's 0–6.
 */
const COMMON = { noHinting: true, dropTables: ["STAT", "gasp", "BASE", "HVAR"], preserveNameIds: [14] }

/** The three core files for a plan, as WOFF2. */
export async function cutFonts(plan: FontPlan, sources: SourceFonts): Promise<Record<keyof typeof FILES, Buffer>> {
  const inter = await subsetFont(sources.inter, text(plan.core), {
    ...COMMON,
    keepFeatures: featuresFor(plan.core),
    targetFormat: "woff2",
    variationAxes: { wght: { min: INTER_WEIGHTS[0], max: INTER_WEIGHTS[1] }, opsz: OPTICAL_SIZE },
  })
  const serif = async (codePoints: readonly number[], weight: number) => {
    const cut = await subsetFont(sources.serif, text(codePoints), { ...COMMON, keepFeatures: featuresFor(codePoints), targetFormat: "sfnt", variationAxes: { wght: weight, opsz: OPTICAL_SIZE } })
    return fontverter.convert(renameFont(cut, SERIF_NAME), "woff2", "sfnt")
  }
  return { inter, heading: await serif(plan.core, SERIF_WEIGHTS.heading), logo: await serif(plan.logo, SERIF_WEIGHTS.logo) }
}

/** "U+0020-007E,U+00A0,…": code points as a CSS unicode-range. */
export function unicodeRange(codePoints: readonly number[]): string {
  const sorted = [...codePoints].sort((a, b) => a - b)
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0")
  const parts: string[] = []
  for (let i = 0; i < sorted.length; i++) {
    let j = i
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`)
    i = j
  }
  return parts.join(",")
}

const face = ({ comment, family, weight, url, range }: { comment: string; family: string; weight: string | number; url: string; range: string }) =>
  `/* ${comment} */\n@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: optional;\n  font-weight: ${weight};\n  src: url(${url}) format('woff2');\n  unicode-range: ${range};\n}\n`

/** The unicode-range of a fontsource face, read from the package's own CSS (it is the file's subset). */
function fontsourceRange(root: string, pkg: string, file: string): string {
  const css = readFileSync(path.join(root, "node_modules", "@fontsource-variable", pkg, "wght.css"), "utf8")
  const range = css
    .split("@font-face")
    .find((block) => block.includes(`/${file}`))
    ?.match(/unicode-range:\s*([^;]+);/)?.[1]
  if (!range) throw new Error(`No unicode-range for ${file} in @fontsource-variable/${pkg}/wght.css`)
  return range.trim()
}

/**
 * fonts.css. Faces of one family with the same descriptors form one font, split by unicode-range, and the browser
 * tries the face declared last first: so every face of a weight carries the same font-weight, and the core file
 * comes last: it answers for its characters, the fontsource files for the rest.
 */
export function fontFaceCss(root: string, plan: FontPlan, key: string): string {
  const fontsourceFaces = (pkg: string, family: string, weight: string | number) =>
    ["vietnamese", "latin-ext", "latin"].map((subset) => {
      const file = `${pkg}-${subset}-wght-normal.woff2`
      return face({ comment: `${file} (fontsource), ${weight}`, family, weight, url: `~@fontsource-variable/${pkg}/files/${file}`, range: fontsourceRange(root, pkg, file) })
    })
  const core = unicodeRange(plan.core)
  return [
    "/*",
    " * MADE BY THE BUILD (gatsby/lib/site-fonts.ts), not committed: edit that module, not this file.",
    ` * key ${key}`,
    " *",
    " * Inter (body) and Source Serif 4 (headings). The core files beside this one hold every character of the site's",
    " * text at the weights the components use; gatsby-ssr.tsx preloads them (src/styles/font-files.ts). The",
    " * fontsource files beneath them are fetched only for a character the core lacks.",
    " *",
    " * font-display: optional, not swap: a face that is not there by the first paint (Chromium waits up to about",
    " * 100 ms for a preloaded one) is not swapped in later, because swapping reflows every line and moves the page",
    " * under the reader. On such a slow first visit the text stays in the system fallback; the file is cached.",
    " */",
    "",
    ...fontsourceFaces("inter", INTER, INTER_WEIGHTS.join(" ")),
    face({ comment: FILES.inter, family: INTER, weight: INTER_WEIGHTS.join(" "), url: `./${FILES.inter}`, range: core }),
    ...fontsourceFaces("source-serif-4", SERIF, SERIF_WEIGHTS.heading),
    face({ comment: FILES.heading, family: SERIF, weight: SERIF_WEIGHTS.heading, url: `./${FILES.heading}`, range: core }),
    ...fontsourceFaces("source-serif-4", SERIF, SERIF_WEIGHTS.logo),
    face({ comment: `${FILES.logo}: company name and digits`, family: SERIF, weight: SERIF_WEIGHTS.logo, url: `./${FILES.logo}`, range: unicodeRange(plan.logo) }),
  ].join("\n")
}

/** content/site.yaml's company name, or none while the file is not valid YAML (the content check names the mistake). */
function companyName(root: string): string {
  try {
    const name = (yaml.load(readFileSync(path.join(root, "content", "site.yaml"), "utf8")) as { name?: unknown } | null)?.name
    return typeof name === "string" ? name : ""
  } catch {
    return ""
  }
}

/** The versions of the packages whose bytes or code make the files: a new one makes them again. */
const TOOLS = ["subset-font", "harfbuzzjs", "fontverter", "wawoff2", "inter-ui", "source-serif", "@fontsource-variable/inter", "@fontsource-variable/source-serif-4"]

/** A package's version, where npm put it: at the top of node_modules, or inside the package that needs it. */
function packageVersion(root: string, pkg: string): string {
  for (const dir of [root, path.join(root, "node_modules", "subset-font"), path.join(root, "node_modules", "fontverter")]) {
    const file = path.join(dir, "node_modules", pkg, "package.json")
    if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version
  }
  return "not found"
}

/**
 * Makes the core files and fonts.css under `root`, unless the ones there were made from the same characters with the
 * same packages and options (the key in fonts.css): `gatsby develop` starts without cutting again.
 */
export async function writeSiteFonts(root: string): Promise<{ made: boolean; plan: FontPlan; sizes: Record<string, number> }> {
  const sources = readSources(root)
  const plan = planFonts(siteTexts(root), companyName(root), { inter: readFont(sources.inter).codePoints, serif: readFont(sources.serif).codePoints })
  const versions = TOOLS.map((pkg) => `${pkg}@${packageVersion(root, pkg)}`)
  const key = createHash("sha256").update(JSON.stringify({ plan, versions, SOURCES, INTER_WEIGHTS, SERIF_WEIGHTS, OPTICAL_SIZE, SERIF_NAME, COMMON, FEATURES, FRACTION_FEATURES })).digest("hex").slice(0, 16)
  const dir = path.join(root, FONTS_DIR)
  const cssPath = path.join(dir, CSS_FILE)
  const current = existsSync(cssPath) && readFileSync(cssPath, "utf8").includes(` * key ${key}\n`) && Object.values(FILES).every((file) => existsSync(path.join(dir, file)))
  if (!current) {
    const files = await cutFonts(plan, sources)
    mkdirSync(dir, { recursive: true })
    for (const [which, file] of Object.entries(FILES)) writeFileSync(path.join(dir, file), files[which as keyof typeof FILES])
    writeFileSync(cssPath, fontFaceCss(root, plan, key))
  }
  const sizes = Object.fromEntries(Object.values(FILES).map((file) => [file, readFileSync(path.join(dir, file)).length]))
  return { made: !current, plan, sizes }
}
