#!/usr/bin/env node
// @ts-check
// npm run fonts
//
// Regenerates the font files every page preloads (src/styles/fonts/) and src/styles/fonts.css from the
// variable fonts of @fontsource-variable/inter and @fontsource-variable/source-serif-4, with fontTools
// (Debian: python3-fonttools, which includes brotli; or `pip install fonttools brotli`; set PYTHON to choose
// the interpreter). Run it after adding a font weight to a component or a character outside the core set
// below to the content; `src/styles/__tests__/fonts.test.ts` fails until you do.
//
// What it makes, and why (README, "How a page loads"):
//  - inter-core.woff2: Inter's latin file with its weight axis cut to 400–700 (the weights the components
//    use) and only the core characters: printable ASCII, the typographic marks below, and every character of
//    content/ and src/ that the latin file has. All of Inter's default OpenType features stay, plus tnum
//    (tabular figures in the cost calculator).
//  - source-serif-4-core-650.woff2: Source Serif 4 at the headings' weight (650, static) with the same
//    characters; source-serif-4-core-700.woff2: at 700 (the logo, and large numerals), with only the company
//    name of content/site.yaml and the digits.
//  The fontsource files stay declared under them for every other character (latin-ext, vietnamese, and
//  anything of the latin range outside the core), so a rare character is still drawn in the right face; the
//  browser fetches such a file only on a page that has such a character.
import { execFileSync } from "node:child_process"
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import yaml from "js-yaml"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const OUT = path.join(ROOT, "src/styles/fonts")
const CSS = path.join(ROOT, "src/styles/fonts.css")
const FONTSOURCE = path.join(ROOT, "node_modules/@fontsource-variable")

/** Inter's weight axis is cut to this range: every font weight the components use lies in it. */
const INTER_WEIGHTS = [400, 700]
/** Source Serif 4 weights: headings (650) and the logo and display numerals (700). */
const SERIF_WEIGHTS = { heading: 650, logo: 700 }

/** Marks a writer may type that a page should never have to fetch a second file for. */
const TYPOGRAPHIC = "\u00a0\u00a9\u00ab\u00ae\u00b0\u00b1\u00b7\u00bb\u00d7\u00f7\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033\u20ac\u2122\u2212"

const TEXT_FILE = /\.(mdx?|ya?ml|json|tsx?)$/

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== "__tests__" && entry.name !== "fonts") yield* textFiles(full)
    } else if (TEXT_FILE.test(entry.name)) {
      yield full
    }
  }
}

/** Every character of the writers' content and the components' own words. */
function siteCharacters() {
  /** @type {Set<number>} */
  const chars = new Set()
  for (const dir of ["content", "src"]) {
    for (const file of textFiles(path.join(ROOT, dir))) {
      let text = readFileSync(file, "utf8")
      // A comment in code is not text a visitor reads.
      if (/\.tsx?$/.test(file)) text = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "")
      for (const ch of text) chars.add(ch.codePointAt(0) ?? 0)
    }
  }
  return chars
}

/** A python with fontTools and brotli (woff2). */
function python() {
  const candidates = [process.env.PYTHON, "python3", "/usr/bin/python3"].filter(/** @returns {p is string} */ (p) => Boolean(p))
  for (const candidate of candidates) {
    try {
      execFileSync(candidate, ["-c", "import fontTools, brotli"], { stdio: "ignore" })
      return candidate
    } catch {
      // try the next one
    }
  }
  throw new Error(`No python with fontTools and brotli among ${candidates.join(", ")}: install python3-fonttools (Debian) or set PYTHON.`)
}

/**
 * The code points a font file maps, through fontTools.
 * @param {string} py
 * @param {string} file
 */
function cmapOf(py, file) {
  const out = execFileSync(py, ["-c", "import sys; from fontTools.ttLib import TTFont; print(' '.join(map(str, sorted(TTFont(sys.argv[1]).getBestCmap()))))", file], { encoding: "utf8" })
  return new Set(out.trim().split(/\s+/).map(Number))
}

/** "U+0020-007E,U+00A0,…": the code points as CSS unicode-range (also pyftsubset's --unicodes syntax). */
/** @param {Iterable<number>} codePoints */
function unicodeRange(codePoints) {
  const sorted = [...codePoints].sort((a, b) => a - b)
  const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, "0")
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i])
  /** @type {string[]} */
  const parts = []
  for (let i = 0; i < sorted.length; i++) {
    let j = i
    while (j + 1 < sorted.length && at(j + 1) === at(j) + 1) j++
    parts.push(i === j ? `U+${hex(at(i))}` : `U+${hex(at(i))}-${hex(at(j))}`)
    i = j
  }
  return parts.join(",")
}

/**
 * Source Serif 4's licence reserves the font name "Source": a subset is a modified version, so its name
 * table must not carry it (the OFL's condition 3). The copyright and licence records stay.
 */
const RENAME = `
import sys
from fontTools.ttLib import TTFont
path, name = sys.argv[1], sys.argv[2]
font = TTFont(path)
for record in font["name"].names:
    if record.nameID in (1, 4, 16):
        record.string = name
    elif record.nameID in (3, 6):
        record.string = name.replace(" ", "")
font.save(path)
`

/**
 * Adds to a fontsource latin file the characters of `codes` that only its latin-ext or vietnamese file has
 * (e.g. "Đ", "ộ" of a Vietnamese name), so one core file draws every character of the site. The three files
 * are subsets of one font, so a glyph is copied as it is there: outline, advance width and its variations
 * (gvar); a component that is a character the latin file maps is taken from it, any other is copied too. The
 * latin file's HVAR has no entry for the added glyphs, so it goes: a renderer then takes every advance's
 * variation from gvar's phantom points, which carry the same deltas (checked: equal advances at every weight).
 */
const MERGE = `
import copy, sys
from fontTools.ttLib import TTFont
base = TTFont(sys.argv[1])
donors = [TTFont(p) for p in sys.argv[2].split(",")]
codes = [int(c) for c in sys.argv[3].split(",")]
cmap = base.getBestCmap()
order = list(base.getGlyphOrder())
glyf, hmtx, gvar = base["glyf"], base["hmtx"], base["gvar"]
copied = {}
def take(i, name):
    donor = donors[i]
    if (i, name) in copied:
        return copied[(i, name)]
    same = [cp for cp, n in donor.getBestCmap().items() if n == name and cp in cmap]
    if same:
        return cmap[same[0]]
    new = "d%d.%s" % (i, name)
    glyph = copy.deepcopy(donor["glyf"][name])
    if glyph.isComposite():
        for component in glyph.components:
            component.glyphName = take(i, component.glyphName)
    order.append(new)
    glyf.glyphs[new] = glyph
    hmtx.metrics[new] = donor["hmtx"].metrics[name]
    gvar.variations[new] = copy.deepcopy(donor["gvar"].variations.get(name, []))
    copied[(i, name)] = new
    return new
added = {}
for cp in codes:
    if cp in cmap:
        continue
    for i, donor in enumerate(donors):
        if cp in donor.getBestCmap():
            added[cp] = take(i, donor.getBestCmap()[cp])
            break
base.setGlyphOrder(order)
glyf.glyphOrder = order
for table in base["cmap"].tables:
    if table.isUnicode():
        table.cmap.update(added)
if added and "HVAR" in base:
    del base["HVAR"]
base.save(sys.argv[4])
`

/** fontTools stamps head.modified with the time unless SOURCE_DATE_EPOCH is set: a fixed one keeps reruns byte-identical. */
const FIXED_TIME = { ...process.env, SOURCE_DATE_EPOCH: "1735689600" }

/**
 * @param {string} py
 * @param {{ source: string, extra?: string[], axes: string[], unicodes: Iterable<number>, output: string, features?: string[], rename?: string }} options
 *   `extra`: the family's other fontsource files, whose characters among `unicodes` are added to `source` (MERGE)
 */
function subset(py, { source, extra = [], axes, unicodes, output, features = [], rename }) {
  const tmp = path.join(os.tmpdir(), `solvix-font-${process.pid}-${path.basename(output)}.ttf`)
  const merged = path.join(os.tmpdir(), `solvix-font-${process.pid}-${path.basename(output)}.merged.ttf`)
  try {
    if (extra.length) execFileSync(py, ["-c", MERGE, source, extra.join(","), [...unicodes].join(","), merged], { stdio: "inherit", env: FIXED_TIME })
    execFileSync(py, ["-m", "fontTools.varLib.instancer", "-q", extra.length ? merged : source, ...axes, "-o", tmp], { stdio: "inherit", env: FIXED_TIME })
    execFileSync(
      py,
      [
        "-m",
        "fontTools.subset",
        tmp,
        `--unicodes=${unicodeRange(unicodes)}`,
        "--flavor=woff2",
        `--output-file=${output}`,
        "--no-hinting",
        "--drop-tables+=STAT,gasp,BASE",
        "--name-IDs=0,1,2,3,4,5,6,13,14",
        ...(features.length ? [`--layout-features+=${features.join(",")}`] : []),
      ],
      { stdio: "inherit", env: FIXED_TIME },
    )
    if (rename) execFileSync(py, ["-c", RENAME, output, rename], { stdio: "inherit", env: FIXED_TIME })
  } finally {
    rmSync(tmp, { force: true })
    rmSync(merged, { force: true })
  }
}

/** @param {{ comment: string, family: string, weight: string | number, url: string, range: string }} f */
const face = ({ comment, family, weight, url, range }) =>
  `/* ${comment} */\n@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: optional;\n  font-weight: ${weight};\n  src: url(${url}) format('woff2');\n  unicode-range: ${range};\n}\n`

/**
 * The unicode-range of a fontsource face, read from the package's own CSS (it is the file's subset).
 * @param {string} pkg
 * @param {string} file
 */
function fontsourceRange(pkg, file) {
  const css = readFileSync(path.join(FONTSOURCE, pkg, "wght.css"), "utf8")
  const block = css.split("@font-face").find((b) => b.includes(`/${file}`))
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1]
  if (!range) throw new Error(`No unicode-range for ${file} in @fontsource-variable/${pkg}/wght.css`)
  return range.trim()
}

function main() {
  const py = python()
  mkdirSync(OUT, { recursive: true })
  const site = /** @type {{ name: string }} */ (yaml.load(readFileSync(path.join(ROOT, "content/site.yaml"), "utf8")))
  const wanted = new Set([...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), ...[...TYPOGRAPHIC].map((c) => c.codePointAt(0) ?? 0), ...siteCharacters()])

  // The core takes every character of the site from the family's latin file, or, for letters beyond it (a
  // Vietnamese name), from its latin-ext or vietnamese file: no page has to fetch a second file during layout.
  const files = (/** @type {string} */ pkg) => ["latin", "latin-ext", "vietnamese"].map((name) => path.join(FONTSOURCE, pkg, "files", `${pkg}-${name}-wght-normal.woff2`))
  const [interSource, ...interExtra] = /** @type {[string, ...string[]]} */ (files("inter"))
  const [serifSource, ...serifExtra] = /** @type {[string, ...string[]]} */ (files("source-serif-4"))
  const union = (/** @type {string[]} */ paths) => new Set(paths.flatMap((file) => [...cmapOf(py, file)]))
  const interCmap = union([interSource, ...interExtra])
  const serifCmap = union([serifSource, ...serifExtra])
  const serifLatin = cmapOf(py, serifSource)
  const core = new Set([...wanted].filter((cp) => interCmap.has(cp) && serifCmap.has(cp)))
  const logo = new Set([...`${site.name}0123456789`].map((c) => c.codePointAt(0) ?? 0).filter((cp) => serifLatin.has(cp)))

  subset(py, { source: interSource, extra: interExtra, axes: [`wght=${INTER_WEIGHTS.join(":")}`], unicodes: core, output: path.join(OUT, "inter-core.woff2"), features: ["tnum"] })
  subset(py, { source: serifSource, extra: serifExtra, axes: [`wght=${SERIF_WEIGHTS.heading}`], unicodes: core, output: path.join(OUT, `source-serif-4-core-${SERIF_WEIGHTS.heading}.woff2`), rename: "Solvix Serif Core" })
  subset(py, { source: serifSource, axes: [`wght=${SERIF_WEIGHTS.logo}`], unicodes: logo, output: path.join(OUT, `source-serif-4-core-${SERIF_WEIGHTS.logo}.woff2`), rename: "Solvix Serif Core" })
  copyFileSync(path.join(FONTSOURCE, "inter/LICENSE"), path.join(OUT, "LICENSE-Inter.txt"))
  copyFileSync(path.join(FONTSOURCE, "source-serif-4/LICENSE"), path.join(OUT, "LICENSE-Source-Serif-4.txt"))

  // In the CSS, faces of one family with the same descriptors form one font, split by unicode-range; the
  // browser tries the face declared last first. So every face of a weight carries the same font-weight, and
  // the core file comes last: it answers for its characters, the fontsource files for the rest.
  /**
   * @param {string} pkg
   * @param {string} family
   * @param {string | number} weight
   */
  const fontsourceFaces = (pkg, family, weight) =>
    ["vietnamese", "latin-ext", "latin"].map((subsetName) => {
      const file = `${pkg}-${subsetName}-wght-normal.woff2`
      return face({ comment: `${file} (fontsource), ${weight}`, family, weight, url: `~@fontsource-variable/${pkg}/files/${file}`, range: fontsourceRange(pkg, file) })
    })
  const interWeight = INTER_WEIGHTS.join(" ")
  const css = [
    "/*",
    " * GENERATED by `npm run fonts` (scripts/build/fonts.mjs): edit that script, not this file.",
    " *",
    " * Inter (body) and Source Serif 4 (headings). The core files in ./fonts/ hold every character of the site's",
    " * content at the weights the components use; gatsby-ssr.tsx preloads them (src/styles/font-files.ts). The",
    " * fontsource files beneath them are fetched only for a character the core lacks (latin-ext, vietnamese).",
    " *",
    " * font-display: optional, not swap: a face that is not there by the first paint (Chromium waits up to about",
    " * 100 ms for a preloaded one) is not swapped in later, because swapping reflows every line and moves the page",
    " * under the reader. On such a slow first visit the text stays in the system fallback; the file is cached.",
    " */",
    "",
    ...fontsourceFaces("inter", "Inter Variable", interWeight),
    face({ comment: "inter-core.woff2 (npm run fonts)", family: "Inter Variable", weight: interWeight, url: "./fonts/inter-core.woff2", range: unicodeRange(core) }),
    ...fontsourceFaces("source-serif-4", "Source Serif 4 Variable", SERIF_WEIGHTS.heading),
    face({ comment: `source-serif-4-core-${SERIF_WEIGHTS.heading}.woff2 (npm run fonts)`, family: "Source Serif 4 Variable", weight: SERIF_WEIGHTS.heading, url: `./fonts/source-serif-4-core-${SERIF_WEIGHTS.heading}.woff2`, range: unicodeRange(core) }),
    ...fontsourceFaces("source-serif-4", "Source Serif 4 Variable", SERIF_WEIGHTS.logo),
    face({
      comment: `source-serif-4-core-${SERIF_WEIGHTS.logo}.woff2 (npm run fonts): company name and digits`,
      family: "Source Serif 4 Variable",
      weight: SERIF_WEIGHTS.logo,
      url: `./fonts/source-serif-4-core-${SERIF_WEIGHTS.logo}.woff2`,
      range: unicodeRange(logo),
    }),
  ].join("\n")
  writeFileSync(CSS, css)

  let total = 0
  for (const file of readdirSync(OUT)
    .filter((name) => name.endsWith(".woff2"))
    .sort()) {
    const bytes = statSync(path.join(OUT, file)).size
    total += bytes
    console.log(`${file.padEnd(32)} ${bytes.toLocaleString("en")} bytes`)
  }
  console.log(`${"preloaded in all".padEnd(32)} ${total.toLocaleString("en")} bytes; core: ${core.size} characters`)
}

main()
