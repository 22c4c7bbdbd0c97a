// @ts-check
// Draws a cover illustration for every blog article: content/blog/<slug>/cover.png, 1600 × 900.
//   node scripts/build/generate-covers.mjs [--force] [--content <dir>] [slug ...]
// Abstract geometric art in the brand colours: the category chooses the palette and the mix of shapes,
// the slug seeds the layout, so each article has its own cover and a rerun draws the same one again.
// Existing covers are kept (a writer may have replaced one by hand) unless --force is given.
// The site processes the PNGs with gatsby-plugin-image; commit them with the articles.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import yaml from "js-yaml"

export const WIDTH = 1600
export const HEIGHT = 900
const TILE = 300

// The colours of src/styles/theme.ts.
const C = {
  navy: "#0c2a4d",
  navyDeep: "#081d36",
  primary: "#1b4fd8",
  primaryHover: "#163fae",
  primarySoft: "#e8effd",
  accent: "#0d7a6f",
  accentSoft: "#e3f4f1",
  gold: "#f2b544",
  white: "#ffffff",
}

/** Per category: the background, the shape colours (repeats weigh a colour) and how often each shape appears. */
const STYLES = {
  "EOR fundamentals": { bg: C.navy, colors: [C.gold, C.primary, C.primary, C.primarySoft, C.navyDeep], shapes: { quarter: 4, half: 2, circle: 2, ring: 1, triangle: 1, dots: 1, empty: 4 } },
  "Country guides": { bg: C.navyDeep, colors: [C.accent, C.accent, C.accentSoft, C.gold, C.navy], shapes: { quarter: 2, half: 3, circle: 1, ring: 2, triangle: 1, dots: 2, empty: 4 } },
  Compliance: { bg: C.navyDeep, colors: [C.gold, C.gold, C.white, C.navy, C.primary], shapes: { quarter: 1, half: 1, circle: 1, ring: 1, triangle: 4, dots: 2, empty: 5 } },
  "Remote teams": { bg: C.navy, colors: [C.gold, C.primarySoft, C.primary, C.navyDeep, C.white], shapes: { quarter: 2, half: 1, circle: 4, ring: 3, triangle: 0, dots: 2, empty: 4 } },
  "Hiring strategy": { bg: C.navy, colors: [C.gold, C.accent, C.primary, C.primarySoft, C.navyDeep], shapes: { quarter: 3, half: 2, circle: 1, ring: 1, triangle: 2, dots: 1, empty: 4 } },
}
const FALLBACK_STYLE = STYLES["EOR fundamentals"]

/**
 * A 32-bit FNV-1a hash of the text: the seed.
 * @param {string} text
 */
function hash(text) {
  let h = 0x811c9dc5
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** @typedef {() => number} Random */

/**
 * mulberry32: a small, fast, deterministic random generator.
 * @param {number} seed
 * @returns {Random}
 */
function random(seed) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * @template T
 * @param {Random} rnd
 * @param {readonly T[]} list
 * @returns {T}
 */
const pick = (rnd, list) => /** @type {T} */ (list[Math.floor(rnd() * list.length)])
/**
 * @param {Random} rnd
 * @param {Readonly<Record<string, number>>} weights
 */
function weighted(rnd, weights) {
  const entries = Object.entries(weights).filter(([, w]) => w > 0)
  let r = rnd() * entries.reduce((sum, [, w]) => sum + w, 0)
  for (const [key, w] of entries) {
    r -= w
    if (r < 0) return key
  }
  return entries[entries.length - 1]?.[0] ?? ""
}

/**
 * One tile's shape at (x, y), TILE wide.
 * @param {Random} rnd
 * @param {string} shape
 * @param {number} x
 * @param {number} y
 * @param {string} color
 */
function tile(rnd, shape, x, y, color) {
  const s = TILE
  const corner = Math.floor(rnd() * 4)
  const cx = x + (corner === 1 || corner === 2 ? s : 0)
  const cy = y + (corner >= 2 ? s : 0)
  switch (shape) {
    case "quarter": {
      // A quarter disc anchored in one corner of the tile.
      const sx = cx === x ? x + s : x
      const ey = cy === y ? y + s : y
      const sweep = corner % 2 === 0 ? 1 : 0
      return `<path d="M${cx} ${cy} L${sx} ${cy} A${s} ${s} 0 0 ${sweep} ${cx} ${ey} Z" fill="${color}"/>`
    }
    case "half": {
      // A half disc on one side of the tile.
      const side = Math.floor(rnd() * 4)
      const r = s / 2
      if (side === 0) return `<path d="M${x} ${y} A${r} ${r} 0 0 0 ${x + s} ${y} Z" fill="${color}"/>`
      if (side === 1) return `<path d="M${x + s} ${y} A${r} ${r} 0 0 0 ${x + s} ${y + s} Z" fill="${color}"/>`
      if (side === 2) return `<path d="M${x} ${y + s} A${r} ${r} 0 0 1 ${x + s} ${y + s} Z" fill="${color}"/>`
      return `<path d="M${x} ${y} A${r} ${r} 0 0 1 ${x} ${y + s} Z" fill="${color}"/>`
    }
    case "circle":
      return `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * (rnd() < 0.5 ? 0.42 : 0.28)}" fill="${color}"/>`
    case "ring":
      return `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * 0.34}" fill="none" stroke="${color}" stroke-width="${s * 0.1}"/>`
    case "triangle": {
      /** @type {Array<[number, number]>} */
      const pts = [
        [x, y],
        [x + s, y],
        [x + s, y + s],
        [x, y + s],
      ]
      const at = (/** @type {number} */ i) => /** @type {[number, number]} */ (pts[i % 4])
      const [a, b, c] = [at(corner), at(corner + 1), at(corner + 3)]
      return `<path d="M${a[0]} ${a[1]} L${b[0]} ${b[1]} L${c[0]} ${c[1]} Z" fill="${color}"/>`
    }
    case "dots": {
      const dots = []
      for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) dots.push(`<circle cx="${x + s * (0.2 + 0.3 * i)}" cy="${y + s * (0.2 + 0.3 * j)}" r="${s * 0.055}" fill="${color}"/>`)
      return dots.join("")
    }
    default:
      return ""
  }
}

/**
 * The cover of one article as SVG: the same slug and category always give the same picture.
 * @param {string} slug
 * @param {string} category
 */
export function coverSvg(slug, category) {
  const style = /** @type {Record<string, typeof FALLBACK_STYLE>} */ (STYLES)[category] ?? FALLBACK_STYLE
  const rnd = random(hash(`${category}/${slug}`))
  const cols = Math.ceil(WIDTH / TILE)
  const rows = Math.ceil(HEIGHT / TILE)
  const offsetY = (HEIGHT - rows * TILE) / 2
  const parts = []
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = col * TILE
      const y = offsetY + row * TILE
      // Fewer shapes towards the left, where the eye starts; the right side carries the composition.
      const shape = rnd() < 0.25 * (1 - col / cols) ? "empty" : weighted(rnd, style.shapes)
      const color = pick(rnd, style.colors)
      if (shape !== "empty") parts.push(tile(rnd, shape, x, y, color))
    }
  }
  // The rings of the social cards, centred on a tile corner picked from the seed.
  const rx = (1 + Math.floor(rnd() * (cols - 1))) * TILE
  const ry = offsetY + (1 + Math.floor(rnd() * (rows - 1))) * TILE
  const rings = [1.1, 1.55, 2].map((k, i) => `<circle cx="${rx}" cy="${ry}" r="${TILE * k}" fill="none" stroke="${i === 1 ? C.gold : C.white}" stroke-opacity="${i === 1 ? 0.55 : 0.22}" stroke-width="6"/>`)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${style.bg}"/>`,
    `<g opacity="0.92">${parts.join("")}</g>`,
    rings.join(""),
    `</svg>`,
  ].join("")
}

/**
 * The category in an index.mdx's frontmatter.
 * @param {string} mdx
 * @returns {string | null}
 */
export function categoryOf(mdx) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(mdx)
  const data = /** @type {{ category?: unknown } | null | undefined} */ (match ? yaml.load(match[1] ?? "") : null)
  return data && typeof data === "object" && typeof data.category === "string" ? data.category : null
}

/** @param {string[]} argv */
async function main(argv) {
  const args = [...argv]
  const force = args.includes("--force")
  const contentAt = args.indexOf("--content")
  const contentDir = contentAt >= 0 ? (args[contentAt + 1] ?? "content") : path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "content")
  const only = args.filter((a, i) => !a.startsWith("--") && !(contentAt >= 0 && i === contentAt + 1))
  const blogDir = path.join(contentDir, "blog")
  const slugs = fs
    .readdirSync(blogDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(blogDir, d.name, "index.mdx")))
    .map((d) => d.name)
    .filter((slug) => only.length === 0 || only.includes(slug))
    .sort()
  let drawn = 0
  let kept = 0
  for (const slug of slugs) {
    const out = path.join(blogDir, slug, "cover.png")
    if (fs.existsSync(out) && !force) {
      kept += 1
      continue
    }
    const category = categoryOf(fs.readFileSync(path.join(blogDir, slug, "index.mdx"), "utf8"))
    if (category === null) throw new Error(`${path.join(blogDir, slug, "index.mdx")}: no category in the frontmatter`)
    const png = await sharp(Buffer.from(coverSvg(slug, category)))
      .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
      .toBuffer()
    fs.writeFileSync(out, png)
    drawn += 1
    console.log(`${path.relative(process.cwd(), out)}  ${category}  ${(png.length / 1024).toFixed(0)} kB`)
  }
  console.log(`Covers: ${drawn} drawn, ${kept} kept (use --force to redraw)`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2))
}
