#!/usr/bin/env node
// @ts-check
// npm run bench:parts [-- public-folder]
//
// After a build, prints what the parts loaded on demand (src/framework/parts.tsx) take off the pages' first load,
// from public/ alone, in about a second:
//  1. each template's first-load JavaScript, gzipped: the app's chunk group and the template's (webpack.stats.json),
//     the largest over the template's pages, as scripts/check/check-build.mjs counts what a page loads first;
//  2. every chunk that no page loads first (a part, react-helmet, an MDX page's body), gzipped, with the exports
//     webpack keeps for it (a part's module is imported whole, so its export names stay in the chunk).
// A part's gain is its chunk's gzipped size: the bytes the pages that show it no longer load before they hydrate.
// The rule (docs/workarounds.md, row 24): a part earns its own chunk with a gain of at least MIN_GAIN, or when only
// a few pages show it; a smaller one shown on most pages belongs in the first load (flagged "below the rule").
// The gzipped sizes are those of the build's own .gz copies (scripts/build/precompress.mjs), else zlib's at level 9.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

const root = path.resolve(process.argv[2] ?? "public")
const MIN_GAIN = 512
const statsFile = path.join(root, "webpack.stats.json")
if (!fs.existsSync(statsFile)) {
  console.error(`bench-parts: no build in ${root} (no webpack.stats.json): run \`npm run build\` first.`)
  process.exit(1)
}
/** @type {{ namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }> }} */
const stats = JSON.parse(fs.readFileSync(statsFile, "utf8"))

/** @param {string} file */
function gzipBytes(file) {
  const full = path.join(root, file)
  if (fs.existsSync(`${full}.gz`)) return fs.statSync(`${full}.gz`).size
  return zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length
}
/** @param {{ assets: Array<string | { name: string }> }} group */
const scripts = (group) => group.assets.map((a) => (typeof a === "string" ? a : a.name)).filter((f) => f.endsWith(".js"))
const kib = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KiB`

const app = stats.namedChunkGroups["app"]
if (!app) throw new Error("webpack.stats.json has no app chunk group")
const firstLoad = new Set(scripts(app))
/** @type {Map<string, { bytes: number, page: string, pages: number }>} */
const templates = new Map()
for (const [name, group] of Object.entries(stats.namedChunkGroups)) {
  if (!name.startsWith("component---")) continue
  const files = new Set([...scripts(app), ...scripts(group)])
  for (const f of files) firstLoad.add(f)
  const template = /^component---src-(?:templates|pages)-(.+?)-tsx/.exec(name)?.[1] ?? name
  const bytes = [...files].reduce((sum, f) => sum + gzipBytes(f), 0)
  const seen = templates.get(template)
  if (!seen || bytes > seen.bytes) templates.set(template, { bytes, page: name, pages: (seen?.pages ?? 0) + 1 })
  else seen.pages += 1
}

console.log("First-load JavaScript per template (largest page, gzipped):")
for (const [template, { bytes, pages }] of [...templates].sort((a, b) => b[1].bytes - a[1].bytes)) {
  console.log(`  ${template.padEnd(20)} ${String(bytes).padStart(7)} B  ${kib(bytes).padStart(9)}  (${pages} page${pages === 1 ? "" : "s"})`)
}

// webpack's export definitions: `n.d(t,{FaqList:function(){return r}})` or `{FaqList:()=>r}`.
const EXPORTS = /\.d\(\w+,\{((?:\w+:(?:function\(\)\{return \w+\}|\(\)=>\w+),?)+)\}\)/g
/** @param {string} code */
function exportNames(code) {
  const names = new Set()
  for (const m of code.matchAll(EXPORTS)) for (const n of (m[1] ?? "").matchAll(/(\w+):(?:function|\()/g)) names.add(n[1])
  return [...names]
}
const MDX_BODY = /\{(?:\w+:"\w+",)*p:"p"/

console.log("\nChunks no page loads first (gzipped gain; parts named by their exports):")
let below = 0
const rows = fs
  .readdirSync(root)
  .filter((f) => f.endsWith(".js") && !firstLoad.has(f) && !/^(app|framework|webpack-runtime|polyfill)-/.test(f))
  .map((f) => {
    const code = fs.readFileSync(path.join(root, f), "utf8")
    const names = exportNames(code)
    const kind = code.includes("data-react-helmet") ? "react-helmet" : MDX_BODY.test(code) ? "MDX body" : names.length > 0 ? names.slice(0, 4).join(", ") + (names.length > 4 ? ", …" : "") : "(no named export)"
    return { f, bytes: gzipBytes(f), kind, mdx: kind === "MDX body" }
  })
  .sort((a, b) => b.bytes - a.bytes)
for (const { f, bytes, kind } of rows.filter((r) => !r.mdx)) {
  const flag = bytes < MIN_GAIN ? "  below the rule: shown on few pages, or merge it" : ""
  if (bytes < MIN_GAIN) below += 1
  console.log(`  ${f.padEnd(16)} ${String(bytes).padStart(7)} B  ${kind}${flag}`)
}
const bodies = rows.filter((r) => r.mdx)
console.log(`  ${bodies.length} MDX bodies (gatsby/loaders/mdx-body-loader.cjs): ${kib(bodies.reduce((s, r) => s + r.bytes, 0))} in all`)
console.log(`\n${below} chunk(s) under ${kib(MIN_GAIN)} gzipped; the rule allows them only for parts few pages show.`)
