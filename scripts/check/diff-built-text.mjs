#!/usr/bin/env node
// @ts-check
// Compares what two builds say: for a refactor that must not change any page.
//   node scripts/check/diff-built-text.mjs <public-before> <public-after>
// For every page (`**/index.html` and `404.html`, outside page-data, static, pagefind, og) it compares the
// visible text (tags, scripts and styles stripped, whitespace collapsed), the head's title, meta contents and
// canonical link, the JSON-LD, and the links' targets. Prints each page that differs with its first
// differing lines and a summary; exits 1 when any page differs or exists in one build only.
import fs from "node:fs"
import path from "node:path"

const SKIP = new Set(["page-data", "static", "pagefind", "og", "_gatsby", "~partytown"])
const [before, after] = process.argv.slice(2)
if (!before || !after) {
  console.error("usage: node scripts/check/diff-built-text.mjs <public-before> <public-after>")
  process.exit(2)
}

/** @param {string} root @returns {string[]} */
function pages(root) {
  /** @type {string[]} */
  const found = []
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory() && !(dir === root && SKIP.has(entry.name))) walk(full)
      else if (entry.name === "index.html" || (dir === root && entry.name === "404.html")) found.push(path.relative(root, full))
    }
  }
  walk(root)
  return found.sort()
}

/** @param {string} s */
const entities = (s) =>
  s
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

/**
 * The lines a visitor, a crawler or a share preview reads from a page.
 * @param {string} html
 */
function said(html) {
  const lines = []
  for (const m of html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)) lines.push(`title: ${entities(m[1] ?? "")}`)
  for (const m of html.matchAll(/<meta\s[^>]*?(?:name|property)="([^"]+)"[^>]*?content="([^"]*)"/g)) lines.push(`meta ${m[1]}: ${entities(m[2] ?? "")}`)
  for (const m of html.matchAll(/<link\s[^>]*?rel="canonical"[^>]*?href="([^"]*)"/g)) lines.push(`canonical: ${m[1]}`)
  for (const m of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) lines.push(`json-ld: ${m[1]}`)
  const body = html.replace(/<head[\s\S]*?<\/head>/, "").replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/g, " ")
  for (const m of body.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) lines.push(`link: ${entities(m[1] ?? "")}`)
  const text = entities(body.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, "\n"))
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean)
  lines.push(...text.map((t) => `text: ${t}`))
  return lines
}

const a = new Set(pages(before))
const b = new Set(pages(after))
let differing = 0
for (const only of [...a].filter((p) => !b.has(p))) {
  differing += 1
  console.log(`only in ${before}: ${only}`)
}
for (const only of [...b].filter((p) => !a.has(p))) {
  differing += 1
  console.log(`only in ${after}: ${only}`)
}
let compared = 0
for (const page of [...a].filter((p) => b.has(p))) {
  compared += 1
  const x = said(fs.readFileSync(path.join(before, page), "utf8"))
  const y = said(fs.readFileSync(path.join(after, page), "utf8"))
  if (x.join("\n") === y.join("\n")) continue
  differing += 1
  const at = x.findIndex((line, i) => line !== y[i])
  console.log(`${page}: differs from line ${at + 1}`)
  for (let i = at; i < Math.min(at + 3, Math.max(x.length, y.length)); i++) {
    const [before, after] = [x[i], y[i]]
    if (before !== undefined) console.log(`  - ${before.slice(0, 200)}`)
    if (after !== undefined) console.log(`  + ${after.slice(0, 200)}`)
  }
}
console.log(`${compared} pages compared, ${differing} differ`)
process.exit(differing > 0 ? 1 : 0)
