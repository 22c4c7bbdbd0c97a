#!/usr/bin/env node
// @ts-check
// `npm run bench:develop` (a benchmark, not part of `npm test`): how soon a writer sees an edit under
// `npm run develop`. In a copy of the project (the checkout's files, .cache/ and public/ are never touched), it
// prints develop's start time, then, with the page open in Chromium, the time from saving a file to seeing the
// change in that page, for
//   - a sentence added to an article's MDX body                        budget 3 s
//   - a figure changed in content/data/statutory-rates.yaml, on a page that shows it with <Figure id>   budget 10 s
//   - an article's frontmatter title                                  budget 10 s
// each `--runs` times (default 3; the median is held to the budget), with the load average (1 min) at each edit.
// Fails when a median is over its budget. Holds the build lock (scripts/lib/build-lock.mjs) while it measures.
//   node scripts/bench/bench-develop.mjs [--runs 3] [--keep] [--in=<a copy kept by --keep> [--url=<develop running there>]]
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { chromium } from "@playwright/test"
import { chromiumPath } from "../lib/chromium-path.mjs"
import { holdBuildLock } from "../lib/build-lock.mjs"
import { copyProject } from "../lib/project-copy.mjs"
import { startServe } from "../lib/serve.mjs"
import { contentFileOf, DEVELOP_TIMEOUT_MS, graphql } from "../check/check-develop.mjs"

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "3" }, keep: { type: "boolean", default: false }, in: { type: "string" }, url: { type: "string" } } })
const RUNS = Math.max(1, Number(args.runs))
const BUDGET = { text: 3000, data: 10_000 }
const load = () => os.loadavg()[0]?.toFixed(2) ?? "?"
const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN

// --url=<address> with --in=<its folder>: measure the edits on a develop already running there (no start time).
if (args.url && !args.in) throw new Error("--url needs --in=<the folder that develop runs in>")
if (!args.url) await holdBuildLock()
const executablePath = chromiumPath()
if (!executablePath) throw new Error("no Chromium: run `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH")

/**
 * The value of a rates figure `COUNTRY.line.field` in the YAML text: the field's line after the country's `code`
 * and the line's `id` (numbers only; a place's minimum wage is not offered). Returns where it is and a new value.
 * @param {string} text @param {string} id
 */
function figureEdit(text, id) {
  const [code, line, field] = id.split(".")
  const country = text.search(new RegExp(`^\\s*-?\\s*code: ${code}\\b`, "m"))
  const lineAt = country === -1 ? -1 : text.slice(country).search(new RegExp(`^\\s*- id: ${line}\\s*$`, "m"))
  if (lineAt === -1 || line === "minimumWage") return null
  const from = country + lineAt
  const m = new RegExp(`^(\\s*${field}: )(\\d+(?:\\.\\d+)?)\\s*$`, "m").exec(text.slice(from))
  if (!m || m.index === undefined) return null
  const old = Number(m[2])
  const next = old < 1 ? +(old + 0.0001).toFixed(6) : old + 1
  const start = from + m.index + (m[1]?.length ?? 0)
  return (/** @type {number} */ run) => {
    const value = old < 1 ? +(next + run * 0.0001).toFixed(6) : next + run
    return text.slice(0, start) + String(value) + text.slice(start + (m[2]?.length ?? 0))
  }
}

const started = Date.now()
// --in=<dir>: a copy kept by an earlier run (--keep), whose Gatsby cache is warm; its files are restored as always.
const dir = args.in ? path.resolve(args.in) : copyProject("develop-bench")
console.log(
  `[bench:develop] npm run develop in ${args.in ? `${dir} (warm cache)` : "a copy of the project (cold cache)"}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
)
const server = args.url ? { url: args.url.replace(/\/$/, ""), stop: async () => {} } : await startServe({ cwd: dir, develop: true, timeoutMs: DEVELOP_TIMEOUT_MS })
const startSeconds = args.url ? null : (Date.now() - started) / 1000
console.log(`[bench:develop] develop start: ${startSeconds === null ? "not measured (already running)" : `${startSeconds.toFixed(1)} s`} (load ${load()})`)
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] })
/** @type {Array<{ edit: string, times: number[], loads: string[], budget: number }>} */
const results = []
try {
  // Which file each page is drawn from, and the plan's kinds (as check-develop.mjs finds them).
  const data = await graphql(server.url, "{ allSitePage { nodes { path component } } }")
  /** @type {Map<string, string>} */
  const fileOf = new Map(data.allSitePage.nodes.flatMap((/** @type {{ path: string, component: string }} */ p) => (contentFileOf(p.component) ? [[p.path, contentFileOf(p.component)]] : [])))
  const plan = /** @type {{ pages: Array<{ path: string, kind: string }> }} */ (JSON.parse(fs.readFileSync(path.join(dir, ".cache", "route-plan", "plan.json"), "utf8")))
  const articles = plan.pages.filter((p) => p.kind === "article" && fileOf.has(p.path))
  const [textPage, titlePage] = [articles[0], articles[1] ?? articles[0]]
  if (!textPage || !titlePage) throw new Error("no article page in the plan")
  const ratesFile = path.join(dir, "content", "data", "statutory-rates.yaml")
  const ratesText = fs.readFileSync(ratesFile, "utf8")
  const figure = plan.pages
    .flatMap((p) => [...(fs.existsSync(fileOf.get(p.path) ?? "") ? fs.readFileSync(fileOf.get(p.path) ?? "", "utf8") : "").matchAll(/<Figure id="([^"]+)"/g)].map((m) => ({ path: p.path, id: m[1] ?? "" })))
    .map((f) => ({ ...f, edit: figureEdit(ratesText, f.id) }))
    .find((f) => f.edit)
  if (!figure?.edit) throw new Error("no page shows a rates figure with <Figure id> that this bench can change")

  /**
   * Opens `pagePath`, then for each run saves `change(run)` into `file` and times until `seen(run)` holds in the page.
   * @param {string} edit @param {string} pagePath @param {string} file @param {(run: number) => string} change
   * @param {(run: number) => string} seen the body of a function run in the page, returning true once the change shows
   * @param {number} budget
   */
  const measure = async (edit, pagePath, file, change, seen, budget) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(server.url + pagePath, { waitUntil: "load", timeout: 120_000 })
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 })
    const original = fs.readFileSync(file, "utf8")
    /** @type {number[]} */
    const times = []
    /** @type {string[]} */
    const loads = []
    try {
      for (let run = 1; run <= RUNS; run++) {
        loads.push(load())
        const saved = performance.now()
        fs.writeFileSync(file, change(run))
        await page.waitForFunction(`(() => { ${seen(run)} })()`, undefined, { polling: 50, timeout: 60_000 })
        times.push(Math.round(performance.now() - saved))
        await page.waitForTimeout(1500)
      }
    } finally {
      fs.writeFileSync(file, original)
      await page.close()
    }
    results.push({ edit, times, loads, budget })
    console.log(`  ${edit} (${pagePath}): ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(", ")} (load ${loads.join(", ")})`)
  }

  const textFile = /** @type {string} */ (fileOf.get(textPage.path))
  const textOriginal = fs.readFileSync(textFile, "utf8")
  const frontmatterEnd = textOriginal.indexOf("\n---", 4) + "\n---\n".length
  await measure(
    "a sentence added to the MDX body",
    textPage.path,
    textFile,
    (run) => `${textOriginal.slice(0, frontmatterEnd)}\nA sentence the bench added, number ${run}.\n${textOriginal.slice(frontmatterEnd)}`,
    (run) => `return document.querySelector("main")?.innerText.includes("the bench added, number ${run}.")`,
    BUDGET.text,
  )
  await measure(
    `a figure in statutory-rates.yaml (${figure.id})`,
    figure.path,
    ratesFile,
    figure.edit,
    () => `const el = document.querySelector('[data-figure="${figure.id}"]'); window.__before ??= el?.textContent; return el && el.textContent !== window.__before && (window.__before = el.textContent, true)`,
    BUDGET.data,
  )
  const titleFile = /** @type {string} */ (fileOf.get(titlePage.path))
  const titleOriginal = fs.readFileSync(titleFile, "utf8")
  await measure(
    "an article's frontmatter title",
    titlePage.path,
    titleFile,
    (run) => titleOriginal.replace(/^title: .*$/m, `title: A title the bench wrote, number ${run}`),
    (run) => `return document.querySelector("main h1")?.textContent.includes("the bench wrote, number ${run}")`,
    BUDGET.data,
  )
} finally {
  await browser.close()
  await server.stop()
  if (args.keep || args.in) console.log(`[bench:develop] kept ${dir}`)
  else fs.rmSync(dir, { recursive: true, force: true })
}

console.log(`\n[bench:develop] develop start ${startSeconds === null ? "not measured" : `${startSeconds.toFixed(1)} s`}; median from save to seen in the open page (${RUNS} run(s) each):`)
const over = []
for (const r of results) {
  const m = median(r.times)
  const ok = m <= r.budget
  if (!ok) over.push(r.edit)
  console.log(`  ${ok ? "ok  " : "OVER"} ${r.edit}: ${(m / 1000).toFixed(2)} s (budget ${r.budget / 1000} s; load ${r.loads.join(", ")})`)
}
console.log(
  `  load average now ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} on ${os.availableParallelism()} cores`,
)
if (over.length > 0) {
  console.error(`[bench:develop] over budget: ${over.join("; ")}`)
  process.exit(1)
}
