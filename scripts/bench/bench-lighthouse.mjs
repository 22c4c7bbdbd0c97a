#!/usr/bin/env node
// @ts-check
// npm run bench [-- --no-build] [--runs N] [--only home,article] [--port P]
//
// Every speed figure of issue 33 in one run. Unless --no-build, it first runs the build benchmark
// (scripts/bench/bench-build.mjs: our clean build and one-article rebuild, and a minimal Gatsby site's beside
// them), which leaves public/ built. Then it serves public/ with `gatsby serve` on a free port (or --port) and runs
// Lighthouse 12 (Node API, mobile form factor, simulated throttling: its defaults) N times (default 3) on one
// page of every template, each run in a fresh headless Chromium. Prints the median scores, LCP, TBT, CLS and
// JavaScript bytes per template, writes everything to bench-results/lighthouse.json (plus the last run's full
// report per template in bench-results/lhr/), and exits 1 when a template misses the budget, naming template
// and metric.
//
// A plain-HTML reference page (scripts/bench/bench-reference.html: no script, about as much text as the home page,
// the site's preloaded fonts with font-display optional) is served by the same server and measured N times
// before the templates and N times after them; each template's LCP is printed as a ratio of its median.
//
// JavaScript is counted two ways:
//  - first-load JS: what a page needs to hydrate: the scripts its HTML references (`<script src>`, and the
//    list its bundle loader starts after the first paint: webpack runtime, framework, app) plus its template's chunk group (page and shared chunks, which Gatsby 5's loader
//    fetches right after the page data), each fetched with Accept-Encoding: gzip and counted as sent (gatsby
//    serve compresses). A file sent uncompressed is counted at its zlib gzip size (level 6), marked † in the table.
//  - total JS: every Script request's transfer size in Lighthouse's network records, including chunks loaded
//    later (the contact popup and dialogs may load after the page is interactive).
//
// The whole script runs under /tmp/gatsby-build.lock, so no other build rewrites public/ or competes for the
// two cores while it measures. Other work (browsers, tests) still can: the load average before and after is
// printed and stored with the results.
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import zlib from "node:zlib"
import lighthouse from "lighthouse"
import { launch } from "chrome-launcher"
import { chromiumPath } from "../lib/chromium-path.mjs"
import { holdBuildLock } from "../lib/build-lock.mjs"
import { benchBuilds } from "./bench-build.mjs"
import { startServe } from "../lib/serve.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")

/** A Lighthouse report. @typedef {import("lighthouse").Result} Lhr */
/** The parts of an audit's details this script reads (Lighthouse types them as a union of kinds; the script checks what it reads). @typedef {any} AuditDetails */
/** One script a page loads first. @typedef {{ src: string, from: string, bytes: number, gzipBytes: number, gzipComputed: boolean }} FirstLoadScript */
/** @typedef {Awaited<ReturnType<typeof firstLoad>>} FirstLoadInfo */
/** @typedef {ReturnType<typeof summarize>} RunSummary */
/** @typedef {ReturnType<typeof aggregate>} Aggregate */
/** @typedef {{ template: string, path?: string, firstLoadInfo: FirstLoadInfo | null, runs: RunSummary[], result: Aggregate }} Row */
const RESULTS = path.join(ROOT, "bench-results")

/** One page per template. */
export const PAGES = [
  { template: "home", path: "/" },
  { template: "service", path: "/services/talent-outsourcing" },
  { template: "country EOR", path: "/services/employer-of-record-philippines" },
  { template: "role", path: "/industries/information-technology" },
  { template: "sector", path: "/sectors/healthcare" },
  { template: "article", path: "/resources/blog/eor-indonesia-guide" },
  { template: "blog index", path: "/resources/blog" },
  { template: "contact", path: "/contact" },
  { template: "search", path: "/search" },
  { template: "cost calculator", path: "/resources/cost-calculator" },
  { template: "not-found", path: "/no-such-page" },
]

/**
 * Audits a template is right to fail; they count as passed in its category scores (the raw Lighthouse score
 * is stored beside it and printed under the table). A missing page must answer 404 and say noindex, so `http-status-code`
 * and `is-crawlable` fail there, and Chrome logs the 404s of the document and of Gatsby's page-data probe
 * for the same path as console errors; any other console error still fails `errors-in-console`.
 */
/** @type {Record<string, Array<{ id: string, accepts?: (item: any, page: URL) => boolean }>>} */
const EXPECTED_FAILURES = {
  // Internal search results are noindex on purpose (src/pages/search.tsx): `is-crawlable` fails by design.
  search: [{ id: "is-crawlable" }],
  "not-found": [
    { id: "http-status-code" },
    { id: "is-crawlable" },
    {
      id: "errors-in-console",
      accepts: (item, page) => item.source === "network" && /status of 404/.test(item.description) && [page, `/page-data${page.pathname}/page-data.json`].some((u) => item.sourceLocation?.url === new URL(u, page).href),
    },
  ],
}

const KIB = 1024
export const BUDGET = {
  performance: 99,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  /** CLS as Lighthouse displays it (three decimals) must read 0. */
  clsMax: 0.0005,
  tbtMaxMs: 100,
  lcpMaxMs: 1100,
  /** A template's LCP over the plain-HTML reference page's, measured in the same run. */
  lcpRatioMax: 1.05,
  firstLoadJsMaxBytes: 100 * KIB,
  /** Every script the page loaded during the Lighthouse run, lazy chunks included (transfer size). */
  totalJsMaxBytes: 110 * KIB,
  /** Long tasks (over 50 ms) after the first contentful paint attributed to one of our scripts, on these templates. */
  longTasksOfOurs: { max: 0, templates: ["home", "article", "cost calculator"] },
  /** Font bytes requested before the observed first contentful paint. */
  fontsBeforePaintMaxBytes: 40_000,
}

const REFERENCE = { template: "plain HTML reference", path: "/bench-reference/", source: path.join(ROOT, "scripts/bench/bench-reference.html") }

/** @type {Array<"performance" | "accessibility" | "best-practices" | "seo">} */
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]

const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    port: { type: "string" },
  },
})
const RUNS = Number(options.runs)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, got ${options.runs}`)
const only = options.only?.split(",").map((name) => name.trim())
const pages = only ? PAGES.filter((page) => only.includes(page.template)) : PAGES
if (only && pages.length !== only.length) throw new Error(`--only names unknown templates; known: ${PAGES.map((p) => p.template).join(", ")}`)

/** @param {Array<number | null | undefined>} numbers @returns {number | null} */
const median = (numbers) => {
  const sorted = numbers
    .filter((n) => typeof n === "number" && Number.isFinite(n))
    .map(Number)
    .sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? Number(sorted[middle]) : (Number(sorted[middle - 1]) + Number(sorted[middle])) / 2
}
const kib = (/** @type {number | null | undefined} */ bytes) => (bytes == null ? "–" : `${(bytes / KIB).toFixed(1)}`)
const ms = (/** @type {number | null | undefined} */ value) => (value == null ? "–" : `${Math.round(value)}`)

function conditions() {
  let builds = ""
  try {
    builds = execFileSync("pgrep", ["-af", "gatsby build"], { encoding: "utf8" }).trim()
  } catch {
    builds = "" // pgrep exits 1 when nothing matches
  }
  let chromiums = "0"
  try {
    chromiums = execFileSync("pgrep", ["-c", "chromium"], { encoding: "utf8" }).trim()
  } catch {
    chromiums = "0"
  }
  return { at: new Date().toISOString(), loadavg: os.loadavg().map((n) => Number(n.toFixed(2))), cpus: os.cpus().length, gatsbyBuilds: builds ? builds.split("\n") : [], chromiumProcesses: Number(chromiums) }
}

/**
 * GET with Accept-Encoding: gzip, without decoding: the bytes as sent, and the decoded body.
 * @param {string} url @returns {Promise<{ status: number | undefined, encoding: string, sentBytes: number, body: Buffer }>}
 */
function getRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
        /** @type {Buffer[]} */
        const chunks = []
        response.on("data", (chunk) => chunks.push(chunk))
        response.on("end", () => {
          const sent = Buffer.concat(chunks)
          const encoding = response.headers["content-encoding"] ?? "identity"
          const body = encoding === "gzip" ? zlib.gunzipSync(sent) : sent
          resolve({ status: response.statusCode, encoding, sentBytes: sent.length, body })
        })
        response.on("error", reject)
      })
      .on("error", reject)
  })
}

/** Where Gatsby keeps a page's data: /page-data/index/page-data.json for "/", /page-data/x/page-data.json for "/x". */
const pageDataUrl = (/** @type {string} */ pagePath) => `/page-data/${pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "")}/page-data.json`

/** @type {Record<string, string>} */
const ENTITIES = { quot: '"', "#34": '"', "#x22": '"', apos: "'", "#39": "'", "#x27": "'", lt: "<", gt: ">", amp: "&" }
const decodeEntities = (/** @type {string} */ text) => text.replace(/&(quot|#34|#x22|apos|#39|#x27|lt|gt|amp);/g, (_, name) => ENTITIES[name] ?? "")

/**
 * The path Gatsby rendered the HTML for ("/404.html" for a missing page), from its inline globals: Gatsby's
 * `window.pagePath="…"`, or the JSON `data-globals` attribute that gatsby/post-build turns it into.
 * @param {string} html @returns {string | null}
 */
function servedPagePath(html) {
  const legacy = html.match(/window\.pagePath=("(?:[^"\\]|\\.)*")/)
  if (legacy) return JSON.parse(legacy[1] ?? "null")
  for (const match of html.matchAll(/\bdata-globals=(?:'([^']*)'|"([^"]*)")/g)) {
    try {
      const globals = JSON.parse(decodeEntities(match[1] ?? match[2] ?? ""))
      if (typeof globals.pagePath === "string") return globals.pagePath
    } catch {
      // not JSON: not Gatsby's globals
    }
  }
  return null
}

/** The bundles the page's loader script starts after the first paint (gatsby/lib/post-build/inline-scripts.ts, deferBundleScripts). @param {string} html @returns {string[]} */
function bundleLoaderScripts(html) {
  const list = html.match(/<script id="bundle-loader" data-scripts='([^']*)'/)?.[1]
  return list === undefined ? [] : JSON.parse(decodeEntities(list))
}

/**
 * The JavaScript a page needs before it hydrates, each file counted gzipped: the `<script src>` files of the
 * HTML (webpack runtime, framework, app) and the template's chunk group (its own chunk and the shared chunks
 * it needs: webpack.stats.json's assetsByChunkName[componentChunkName]), which Gatsby 5 leaves out of the HTML
 * and its loader fetches right after the page data. Chunks imported lazily later (popups, dialogs) are in
 * neither list.
 * @param {string} base @param {string} pagePath
 */
async function firstLoad(base, pagePath) {
  const page = await getRaw(base + pagePath)
  const html = page.body.toString("utf8")
  const htmlScripts = [...html.matchAll(/<script\b[^>]*?\bsrc="([^"]+)"/g), ...bundleLoaderScripts(html).map((src) => [null, src])].map((match) => ({ src: String(match[1]), from: "html" }))
  const stats = await getRaw(`${base}/webpack.stats.json`)
  if (stats.status !== 200) throw new Error(`/webpack.stats.json answered ${stats.status}`)
  /** @type {{ assetsByChunkName: Record<string, string[]> }} */
  const { assetsByChunkName } = JSON.parse(stats.body.toString("utf8"))
  const servedPath = servedPagePath(html) ?? (page.status === 404 ? "/404.html" : pagePath)
  const pageData = await getRaw(base + pageDataUrl(servedPath))
  if (pageData.status !== 200) throw new Error(`${pageDataUrl(servedPath)} (page data of ${pagePath}) answered ${pageData.status}`)
  /** @type {{ componentChunkName: string }} */
  const { componentChunkName } = JSON.parse(pageData.body.toString("utf8"))
  const templateScripts = (assetsByChunkName[componentChunkName] ?? []).filter((name) => name.endsWith(".js")).map((name) => ({ src: `/${name}`, from: "template" }))
  /** @type {FirstLoadScript[]} */
  const scripts = []
  for (const { src, from } of [...htmlScripts, ...templateScripts]) {
    if (scripts.some((script) => script.src === src)) continue
    const file = await getRaw(new URL(src, base + pagePath).href)
    if (file.status !== 200) throw new Error(`${src} (referenced by ${pagePath}) answered ${file.status}`)
    const gzipped = file.encoding === "gzip"
    scripts.push({ src, from, bytes: file.body.length, gzipBytes: gzipped ? file.sentBytes : zlib.gzipSync(file.body, { level: 6 }).length, gzipComputed: !gzipped })
  }
  const gzipOf = (/** @type {string} */ from) => scripts.filter((script) => script.from === from).reduce((sum, script) => sum + script.gzipBytes, 0)
  const inlineScriptBytes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ""), 0)
  const styleBytes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ""), 0)
  return {
    status: page.status,
    componentChunkName,
    htmlBytes: page.body.length,
    htmlGzipBytes: page.encoding === "gzip" ? page.sentBytes : zlib.gzipSync(page.body, { level: 6 }).length,
    inlineScriptBytes,
    inlineStyleBytes: styleBytes,
    scripts,
    htmlJsGzipBytes: gzipOf("html"),
    templateJsGzipBytes: gzipOf("template"),
    firstLoadJsGzipBytes: gzipOf("html") + gzipOf("template"),
    gzipComputed: scripts.some((script) => script.gzipComputed),
  }
}

/** The ids of the expected failures (EXPECTED_FAILURES) that this report's failure is fully explained by. @param {Lhr} lhr @param {string} template */
function excused(lhr, template) {
  const page = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl)
  /** @param {string} id @returns {unknown[]} */
  const items = (id) => {
    const details = /** @type {AuditDetails} */ (lhr.audits[id]?.details)
    return details?.items ?? []
  }
  return (EXPECTED_FAILURES[template] ?? []).filter(({ id, accepts }) => !accepts || items(id).every((item) => accepts(item, page))).map(({ id }) => id)
}

/** A category's score out of 100, counting the `excusedIds` audits as passed. @param {Lhr} lhr @param {string} id @param {string[]} [excusedIds] */
function categoryScore(lhr, id, excusedIds = []) {
  const category = lhr.categories[id]
  if (!category || category.score == null) return null
  if (excusedIds.length === 0) return Math.round(category.score * 100)
  const refs = category.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score != null)
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0)
  const score = (/** @type {{ id: string }} */ ref) => (excusedIds.includes(ref.id) ? 1 : (lhr.audits[ref.id]?.score ?? 0))
  return Math.round((refs.reduce((sum, ref) => sum + ref.weight * score(ref), 0) / weight) * 100)
}

const SCORED = new Set(["binary", "numeric", "metricSavings"])

/** Audits of a category that did not pass. @param {Lhr} lhr @param {string} id */
function failingAudits(lhr, id) {
  return (lhr.categories[id]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => audit && audit.score != null && audit.score < 1 && SCORED.has(audit.scoreDisplayMode) && (id !== "performance" || ref.group !== "metrics"))
    .map(({ ref, audit }) => ({ id: ref.id, title: audit?.title, score: audit?.score, weight: ref.weight, displayValue: audit?.displayValue }))
}

/** @param {Lhr} lhr @param {string} template */
function summarize(lhr, template) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]
  /** @param {string} id @returns {AuditDetails} */
  const details = (id) => audit(id)?.details
  /** @type {any[]} */
  const requests = details("network-requests")?.items ?? []
  const scripts = requests.filter((request) => request.resourceType === "Script")
  const lcpElement = details("largest-contentful-paint-element")?.items?.[0]?.items?.[0]?.node
  /** @type {any[] | undefined} */
  const lcpPhases = details("largest-contentful-paint-element")?.items?.[1]?.items
  const excusedIds = excused(lhr, template)
  const observed = details("metrics")?.items?.[0] ?? {}
  // Request times count from the first request; the observed metrics from the navigation's time origin.
  const networkStartTs = details("network-requests")?.debugData?.networkStartTimeTs
  const offsetMs = Number.isFinite(networkStartTs) && Number.isFinite(observed.observedTimeOriginTs) ? (networkStartTs - observed.observedTimeOriginTs) / 1000 : 0
  const before = (/** @type {number | undefined} */ time) => requests.filter((request) => time != null && request.networkRequestTime != null && request.networkRequestTime + offsetMs < time)
  const fontsBeforePaint = before(observed.observedFirstContentfulPaint).filter((request) => request.resourceType === "Font")
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, categoryScore(lhr, id, excusedIds)])),
    excused: excusedIds,
    rawScores: Object.fromEntries(CATEGORIES.map((id) => [id, categoryScore(lhr, id)])),
    fcpMs: audit("first-contentful-paint")?.numericValue ?? null,
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? null,
    tbtMs: audit("total-blocking-time")?.numericValue ?? null,
    cls: audit("cumulative-layout-shift")?.numericValue ?? null,
    speedIndexMs: audit("speed-index")?.numericValue ?? null,
    jsTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsRequests: scripts.map((request) => ({ url: request.url, transferSize: request.transferSize, resourceSize: request.resourceSize })),
    totalTransferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    observedFcpMs: observed.observedFirstContentfulPaint ?? null,
    observedLcpMs: observed.observedLargestContentfulPaint ?? null,
    // A font inline as a data: URL transfers nothing of its own (its bytes came with the HTML): count its size.
    fontsBeforePaintBytes: fontsBeforePaint.reduce((sum, request) => sum + ((request.url.startsWith("data:") ? request.resourceSize : request.transferSize) ?? 0), 0),
    fontsBeforePaint: fontsBeforePaint.map((request) => ({ url: request.url.slice(0, 100), transferSize: request.transferSize, resourceSize: request.resourceSize })),
    /** What Lantern counts into the LCP estimate: every request the page started before its observed largest paint. */
    requestsBeforeLcp: before(observed.observedLargestContentfulPaint).map((request) => ({ url: request.url, resourceType: request.resourceType, transferSize: request.transferSize, startMs: request.networkRequestTime + offsetMs })),
    /** Lighthouse's long tasks (over 50 ms, on its simulated, throttled timeline) that start after its first contentful paint and belong to one of our scripts. */
    longTasksOfOurs: (details("long-tasks")?.items ?? [])
      .filter((/** @type {any} */ task) => task.startTime >= (audit("first-contentful-paint")?.numericValue ?? Infinity) && /\.js$/.test(String(task.url)))
      .map((/** @type {any} */ task) => ({ script: String(task.url).replace(/^https?:\/\/[^/]+/, ""), durationMs: Math.round(task.duration), startMs: Math.round(task.startTime) })),
    lcpElement: lcpElement ? { selector: lcpElement.selector, snippet: lcpElement.snippet } : null,
    lcpPhases: lcpPhases?.map((phase) => ({ phase: phase.phase ?? phase.label, timingMs: phase.timing })) ?? null,
    failing: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id).filter((audit) => !excusedIds.includes(audit.id))])),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings ?? [],
  }
}

/**
 * One Lighthouse run in a fresh Chromium. `expectError` lets a page that answers 4xx on purpose be audited
 * (Lighthouse otherwise stops with ERRORED_DOCUMENT_REQUEST).
 * @param {string} url @param {string} chromePath @param {boolean} expectError
 */
async function runLighthouse(url, chromePath, expectError) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" })
  try {
    /** @type {import("lighthouse").Flags} */
    const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, ignoreStatusCode: expectError }
    const result = await lighthouse(url, flags)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    await chrome.kill()
  }
}

/** @param {string} template @param {RunSummary[]} runs @param {{ firstLoadJsGzipBytes: number } | null} firstLoadInfo */
function aggregate(template, runs, firstLoadInfo) {
  const pick = (/** @type {(run: RunSummary) => number | null | undefined} */ get) => median(runs.map(get))
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run.scores[id])])),
    rawScores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run.rawScores[id])])),
    fcpMs: pick((run) => run.fcpMs),
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    speedIndexMs: pick((run) => run.speedIndexMs),
    jsTransferBytes: pick((run) => run.jsTransferBytes),
    longTasksOfOurs: pick((run) => run.longTasksOfOurs.length),
    fontsBeforePaintBytes: pick((run) => run.fontsBeforePaintBytes),
    firstLoadJsGzipBytes: firstLoadInfo?.firstLoadJsGzipBytes ?? null,
  }
}

/** @param {string} template @param {Aggregate} result @param {number | null} referenceLcpMs */
function overBudget(template, result, referenceLcpMs) {
  const misses = []
  if (result.lcpMs == null || result.lcpMs > BUDGET.lcpMaxMs) misses.push(`LCP ${ms(result.lcpMs)} ms > ${BUDGET.lcpMaxMs} ms`)
  const ratio = lcpRatio(result, referenceLcpMs)
  if (ratio == null || ratio > BUDGET.lcpRatioMax) misses.push(`LCP ${ratio?.toFixed(2) ?? "–"}× the plain-HTML reference's > ${BUDGET.lcpRatioMax}×`)
  if (result.fontsBeforePaintBytes == null || result.fontsBeforePaintBytes > BUDGET.fontsBeforePaintMaxBytes) misses.push(`fonts before first paint ${result.fontsBeforePaintBytes} bytes > ${BUDGET.fontsBeforePaintMaxBytes}`)
  for (const id of CATEGORIES) {
    const score = result.scores[id]
    if (score == null || score < BUDGET[id]) misses.push(`${id} ${score ?? "none"} < ${BUDGET[id]}`)
  }
  if (result.cls == null || result.cls >= BUDGET.clsMax) misses.push(`CLS ${result.cls?.toFixed(3) ?? "none"} > 0`)
  if (result.tbtMs == null || result.tbtMs > BUDGET.tbtMaxMs) misses.push(`TBT ${ms(result.tbtMs)} ms > ${BUDGET.tbtMaxMs} ms`)
  if ((result.firstLoadJsGzipBytes ?? 0) > BUDGET.firstLoadJsMaxBytes) misses.push(`first-load JS ${kib(result.firstLoadJsGzipBytes)} KiB > ${kib(BUDGET.firstLoadJsMaxBytes)} KiB`)
  if (result.jsTransferBytes == null || result.jsTransferBytes > BUDGET.totalJsMaxBytes) misses.push(`JS loaded, lazy chunks included, ${kib(result.jsTransferBytes)} KiB > ${kib(BUDGET.totalJsMaxBytes)} KiB`)
  if (BUDGET.longTasksOfOurs.templates.includes(template) && (result.longTasksOfOurs ?? 0) > BUDGET.longTasksOfOurs.max) misses.push(`${result.longTasksOfOurs} long task(s) of our scripts after first paint (median) > ${BUDGET.longTasksOfOurs.max}`)
  return misses.map((miss) => `${template}: ${miss}`)
}

const lcpRatio = (/** @type {Aggregate} */ result, /** @type {number | null} */ referenceLcpMs) => (result.lcpMs == null || !referenceLcpMs ? null : result.lcpMs / referenceLcpMs)

/**
 * JavaScript the page fetched that is not first-load: chunks Gatsby and the app load once the page is
 * interactive (react-helmet, idle prefetches of likely next pages), from the last Lighthouse run's requests.
 * @param {RunSummary} run @param {FirstLoadInfo | null} firstLoadInfo
 */
function afterInteractive(run, firstLoadInfo) {
  const first = new Set((firstLoadInfo?.scripts ?? []).map((script) => script.src))
  return run.jsRequests.filter((request) => !first.has(new URL(request.url).pathname)).map((request) => ({ file: new URL(request.url).pathname, transferSize: request.transferSize }))
}

/** @param {Row[]} rows @param {number | null} referenceLcpMs */
function table(rows, referenceLcpMs) {
  const head = ["template", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "LCP ×ref", "TBT ms", "CLS", "fonts<FCP KB", "1st-load JS KiB gz (html+tpl)", "total JS KiB", "HTML KiB (gz)"]
  const body = rows.map(({ template, result, firstLoadInfo }) => {
    const score = (/** @type {string} */ id) => {
      const value = result.scores[id]
      const raw = result.rawScores[id]
      return value === raw ? `${value ?? "–"}` : `${value}*`
    }
    return [
      template,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      ms(result.fcpMs),
      ms(result.lcpMs),
      lcpRatio(result, referenceLcpMs)?.toFixed(2) ?? "–",
      ms(result.tbtMs),
      result.cls == null ? "–" : result.cls.toFixed(3),
      result.fontsBeforePaintBytes == null ? "–" : (result.fontsBeforePaintBytes / 1000).toFixed(1),
      firstLoadInfo ? `${kib(result.firstLoadJsGzipBytes)} (${kib(firstLoadInfo.htmlJsGzipBytes)}+${kib(firstLoadInfo.templateJsGzipBytes)})${firstLoadInfo.gzipComputed ? "†" : ""}` : "–",
      kib(result.jsTransferBytes),
      firstLoadInfo ? `${kib(firstLoadInfo.htmlBytes)} (${kib(firstLoadInfo.htmlGzipBytes)})` : "–",
    ]
  })
  const widths = head.map((title, column) => Math.max(title.length, ...body.map((row) => (row[column] ?? "").length)))
  const line = (/** @type {string[]} */ cells) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(" | ")} |`
  const rule = `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`
  return [line(head), rule, ...body.map(line)].join("\n")
}

/**
 * Copies the reference page into public/ (removed again when the bench ends) with the home page's font
 * preloads and @font-face rules, so it loads the same font files the same way. Returns the folder written.
 * @param {string} base
 */
async function writeReferencePage(base) {
  const home = await (await fetch(base + "/")).text()
  const preloads = [...home.matchAll(/<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*>/g)].map((match) => match[0])
  const faces = [...home.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].flatMap((match) => match[1]?.match(/@font-face\s*\{[^}]*\}/g) ?? [])
  if (preloads.length === 0 || faces.length === 0) throw new Error("The home page has no font preloads or no @font-face rules to give the reference page")
  const html = readFileSync(REFERENCE.source, "utf8").replace("<!--FONT_PRELOADS-->", preloads.join("\n")).replace("<!--FONT_FACES-->", faces.join("\n"))
  const dir = path.join(ROOT, "public", REFERENCE.path)
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, "index.html"), html)
  const check = await fetch(base + REFERENCE.path)
  await check.arrayBuffer()
  if (check.status !== 200) throw new Error(`The reference page ${REFERENCE.path} answered ${check.status}`)
  return dir
}

async function main() {
  await holdBuildLock()
  const chromePath = chromiumPath()
  if (!chromePath) throw new Error("No Chromium: install Debian's chromium or set CHROMIUM_PATH.")
  const before = conditions()
  const builds = options["no-build"] ? null : await benchBuilds()
  if (!existsSync(path.join(ROOT, "public/index.html"))) throw new Error("public/index.html is missing: run without --no-build.")

  const server = await startServe({ port: options.port === undefined ? undefined : Number(options.port) })
  const home = await fetch(server.url + "/")
  await home.arrayBuffer()
  if (home.status !== 200) throw new Error(`gatsby serve answered ${home.status} for /`)
  console.log(`Serving public/ on ${server.url}; Lighthouse ${RUNS}× per template, mobile, simulated throttling, Chromium ${chromePath}`)
  /** @param {string} template @param {string} pagePath @param {boolean} expectError */
  const measure = async (template, pagePath, expectError) => {
    const runs = []
    let lastLhr = null
    for (let run = 1; run <= RUNS; run++) {
      const started = performance.now()
      const lhr = await runLighthouse(server.url + pagePath, chromePath, expectError)
      const summary = summarize(lhr, template)
      runs.push(summary)
      lastLhr = lhr
      console.log(
        `  ${template} #${run}: perf ${summary.scores.performance} a11y ${summary.scores.accessibility} bp ${summary.scores["best-practices"]} seo ${summary.scores.seo}` +
          ` LCP ${ms(summary.lcpMs)} (observed ${ms(summary.observedLcpMs)}) TBT ${ms(summary.tbtMs)} CLS ${summary.cls?.toFixed(3)} (${((performance.now() - started) / 1000).toFixed(0)} s)${summary.runtimeError ? ` ERROR ${summary.runtimeError}` : ""}`,
      )
    }
    mkdirSync(path.join(RESULTS, "lhr"), { recursive: true })
    writeFileSync(path.join(RESULTS, "lhr", `${template.replace(/\W+/g, "-")}.json`), JSON.stringify(lastLhr))
    return runs
  }
  /** @type {Array<Row & { firstLoadInfo: FirstLoadInfo }>} */
  const rows = []
  /** @type {Row | null} */
  let reference = null
  const referenceFile = await writeReferencePage(server.url)
  try {
    const referenceRuns = await measure(REFERENCE.template, REFERENCE.path, false)
    for (const { template, path: pagePath } of pages) {
      const firstLoadInfo = await firstLoad(server.url, pagePath)
      const expectedStatus = template === "not-found" ? 404 : 200
      if (firstLoadInfo.status !== expectedStatus) throw new Error(`${pagePath} answered ${firstLoadInfo.status}, expected ${expectedStatus}`)
      const runs = await measure(template, pagePath, firstLoadInfo.status >= 400)
      rows.push({ template, path: pagePath, firstLoadInfo, runs, result: aggregate(template, runs, firstLoadInfo) })
    }
    // Again at the end, so a machine that got busier or quieter during the run moves both sides of the ratio.
    referenceRuns.push(...(await measure(REFERENCE.template, REFERENCE.path, false)))
    reference = { template: REFERENCE.template, path: REFERENCE.path, firstLoadInfo: null, runs: referenceRuns, result: aggregate(REFERENCE.template, referenceRuns, null) }
  } finally {
    rmSync(referenceFile, { recursive: true, force: true })
    await server.stop()
  }
  const after = conditions()

  console.log(`\nMedians of ${RUNS} run(s) per template (Lighthouse ${lighthouseVersion()}, mobile, simulated throttling):\n`)
  if (!reference) throw new Error("The reference page was not measured")
  const referenceLcpMs = reference.result.lcpMs
  console.log(table([reference, ...rows], referenceLcpMs))
  console.log(`LCP ×ref = the template's median LCP over the plain-HTML reference page's (${ms(referenceLcpMs)} ms, median of ${reference.runs.length} runs, half before and half after the templates)`)
  console.log(`fonts<FCP = font bytes requested before the observed first contentful paint (Lighthouse network records: transfer size, or the decoded size of a font inline as a data: URL)`)
  console.log("\nJavaScript loaded after the page is interactive (not first-load; last run, transfer size with headers):")
  for (const row of rows) {
    const lastRun = row.runs.at(-1)
    const late = lastRun ? afterInteractive(lastRun, row.firstLoadInfo) : []
    const total = late.reduce((sum, file) => sum + (file.transferSize ?? 0), 0)
    console.log(`  ${row.template}: ${kib(total)} KiB in ${late.length} file(s)${late.length ? `: ${late.map((file) => `${file.file.replace(/^\//, "").replace(/-[0-9a-f]{16,}\.js$/, ".js")} ${kib(file.transferSize)}`).join(", ")}` : ""}`)
  }
  const early = rows.filter((row) => row.runs.some((run) => run.requestsBeforeLcp.some((request) => request.resourceType === "Script")))
  if (early.length) console.log(`\nScripts requested before the observed LCP (Lantern counts them into LCP) in some run of: ${early.map((row) => row.template).join(", ")}`)
  const adjusted = rows.filter((row) => CATEGORIES.some((id) => row.result.scores[id] !== row.result.rawScores[id]))
  if (adjusted.length) {
    const raw = (/** @type {Row} */ row) =>
      CATEGORIES.filter((id) => row.result.scores[id] !== row.result.rawScores[id])
        .map((id) => `${id} ${row.result.rawScores[id]}`)
        .join(", ")
    console.log(`* counting as passed the audits a template must fail (${adjusted.map((row) => `${row.template}: ${[...new Set(row.runs.flatMap((run) => run.excused))].join(", ")}; raw ${raw(row)}`).join(" / ")})`)
  }
  if (rows.some((row) => row.firstLoadInfo.gzipComputed)) console.log("† the server sent some scripts uncompressed: their gzip size was computed with zlib level 6")
  console.log("first-load JS = the HTML's <script src> files + the template's chunk group (webpack.stats.json), gzipped as gatsby serve sends them (body bytes); total JS = every Script transfer (with headers) in the Lighthouse run, lazy chunks included")
  console.log(`conditions: ${before.cpus} CPUs, load average ${before.loadavg.join(" ")} before, ${after.loadavg.join(" ")} after; other gatsby builds at start: ${before.gatsbyBuilds.length}; chromium processes at start: ${before.chromiumProcesses}`)

  const failing = new Map()
  for (const row of rows) {
    for (const run of row.runs) {
      for (const id of CATEGORIES.filter((c) => c !== "performance")) {
        for (const audit of run.failing[id] ?? []) failing.set(`${row.template} ${id} ${audit.id}`, `${row.template}: ${id} audit ${audit.id} (${audit.title})`)
      }
    }
  }
  if (failing.size) console.log(`\nFailed audits (any run):\n${[...failing.values()].map((line) => `  ${line}`).join("\n")}`)

  if (builds) console.log(`\nBuilds (load average at the end ${builds.results.loadavgAfter.map((n) => n.toFixed(2)).join(" ")}):\n${builds.table}`)
  const longTasks = rows.filter((row) => BUDGET.longTasksOfOurs.templates.includes(row.template))
  if (longTasks.length) {
    console.log("\nLong tasks of our scripts after the first contentful paint (last run; Lighthouse's long-tasks audit, throttled ms):")
    for (const row of longTasks)
      console.log(
        `  ${row.template}: ${
          row.runs
            .at(-1)
            ?.longTasksOfOurs.map((/** @type {{ script: string, durationMs: number, startMs: number }} */ task) => `${task.script} ${task.durationMs} ms at ${task.startMs}`)
            .join("; ") || "none"
        }`,
      )
  }
  const misses = [...rows.flatMap((row) => overBudget(row.template, row.result, referenceLcpMs)), ...(builds?.misses ?? [])]
  mkdirSync(RESULTS, { recursive: true })
  const out = path.join(RESULTS, "lighthouse.json")
  writeFileSync(out, JSON.stringify({ runsPerTemplate: RUNS, lighthouse: lighthouseVersion(), chromium: chromePath, builds: builds?.results ?? null, budget: BUDGET, conditions: { before, after }, reference, templates: rows, misses }, null, 2))
  console.log(`\nResults in ${path.relative(ROOT, out)}`)
  if (misses.length) {
    console.log(`\nOVER BUDGET (${misses.length}):\n${misses.map((miss) => `  ${miss}`).join("\n")}`)
    process.exitCode = 1
  } else {
    console.log("\nEvery template is within budget.")
  }
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")).version
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
})
