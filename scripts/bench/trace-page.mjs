#!/usr/bin/env node
// @ts-check
// node scripts/bench/trace-page.mjs <url> [--runs N] [--rate 4] [--out trace.json]
//
// Where a page's main thread goes on its first load: loads the URL in a fresh headless Chromium with the CPU
// slowed as Lighthouse's mobile preset slows it (4×), records a DevTools performance trace until 5 s after the
// `load` event, and prints every task over 50 ms (Lighthouse's "long task") with what it spent its time on,
// by trace event (self time: script evaluation and function calls by script, style recalculation, layout, HTML
// parsing, garbage collection…), plus the paint marks. With --runs N it prints each run and the median of
// the blocking time (the sum over long tasks of their time beyond 50 ms, from first contentful paint on).
// Open the trace written with --out in Chromium's DevTools (Performance panel, "Load profile") to see it drawn.
import { writeFileSync } from "node:fs"
import { parseArgs } from "node:util"
import { chromium } from "playwright"
import { chromiumPath } from "../lib/chromium-path.mjs"
import { traceFirstLoad } from "../lib/trace.mjs"

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "1" }, rate: { type: "string", default: "4" }, out: { type: "string" }, top: { type: "string", default: "6" } },
})
const url = positionals[0]
if (!url) throw new Error("usage: trace-page.mjs <url> [--runs N] [--rate 4] [--out trace.json]")

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading", "toplevel", "v8"].join(",")

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any, cat?: string }} TraceEvent */

/** A label for an event's own time: what a maintainer would name the cause. @param {TraceEvent} event */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {}
  const script = (/** @type {string | undefined} */ u) => (u ? u.replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "") || "(document)" : "")
  switch (event.name) {
    case "EvaluateScript":
    case "v8.compile":
    case "v8.compileModule":
    case "v8.produceCache":
      return `script ${script(data.url)}`
    case "FunctionCall":
      return `script ${script(data.url)}`
    case "v8.callFunction":
    case "V8.Execute":
    case "v8.run":
      return "script (other)"
    case "UpdateLayoutTree":
    case "RecalculateStyles":
    case "ParseAuthorStyleSheet":
      return "style"
    case "Layout":
      return "layout"
    case "ParseHTML":
      return "parse HTML"
    case "Paint":
    case "PrePaint":
    case "Layerize":
    case "UpdateLayer":
    case "Commit":
      return "paint"
    case "MinorGC":
    case "MajorGC":
    case "V8.GCScavenger":
    case "V8.GC_MC_BACKGROUND_EVACUATE_COPY":
    case "BlinkGC.AtomicPhase":
      return "GC"
    default:
      return event.name
  }
}

/**
 * Self time per label inside one task: each complete event's duration minus its complete children's.
 * @param {TraceEvent[]} events the task's descendants on its thread, sorted by start
 * @param {TraceEvent} task
 */
function breakdown(events, task) {
  /** @type {Map<string, number>} */
  const self = new Map()
  /** @type {Array<{ event: TraceEvent, end: number, label: string }>} */
  const stack = [{ event: task, end: task.ts + (task.dur ?? 0), label: "other (task)" }]
  const add = (/** @type {string} */ key, /** @type {number} */ us) => self.set(key, (self.get(key) ?? 0) + us)
  let cursor = task.ts
  for (const event of events) {
    while (stack.length > 1 && (stack.at(-1)?.end ?? Infinity) <= event.ts) {
      const top = /** @type {{ event: TraceEvent, end: number, label: string }} */ (stack.pop())
      add(top.label, top.end - cursor)
      cursor = top.end
    }
    add(/** @type {{ label: string }} */ (stack.at(-1)).label, event.ts - cursor)
    cursor = event.ts
    // A function call inside a script keeps its script's name; an unnamed V8 event keeps its parent's.
    const own = label(event)
    const parent = /** @type {{ label: string }} */ (stack.at(-1)).label
    stack.push({ event, end: event.ts + (event.dur ?? 0), label: own === "script (other)" && parent.startsWith("script") ? parent : own })
  }
  while (stack.length) {
    const top = /** @type {{ event: TraceEvent, end: number, label: string }} */ (stack.pop())
    add(top.label, Math.max(0, top.end - cursor))
    cursor = Math.max(cursor, top.end)
  }
  return [...self.entries()].filter(([, us]) => us >= 1000).sort((a, b) => b[1] - a[1])
}

/** @param {TraceEvent[]} events */
function analyse(events) {
  const navigation = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"))
  if (!navigation) throw new Error("no navigationStart in the trace")
  const { pid, tid } = navigation
  const t0 = navigation.ts
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.ts >= t0).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const mark = (/** @type {string} */ name) => {
    const found = events.find((e) => e.pid === pid && e.name === name && e.ts >= t0)
    return found ? (found.ts - t0) / 1000 : null
  }
  const fcp = mark("firstContentfulPaint")
  const tasks = onMain.filter((e) => e.name === "RunTask")
  const long = tasks.filter((task) => (task.dur ?? 0) > 50_000)
  const rows = long.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && e.name !== "RunTask")
    return { startMs: (task.ts - t0) / 1000, durMs: (task.dur ?? 0) / 1000, parts: breakdown(inside, task) }
  })
  // The whole load's main-thread time by label (every top-level task, long or not).
  /** @type {Map<string, number>} */
  const totals = new Map()
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && e.name !== "RunTask")
    for (const [what, us] of breakdown(inside, task)) totals.set(what, (totals.get(what) ?? 0) + us)
  }
  const blocking = rows.filter((row) => fcp == null || row.startMs + row.durMs > fcp).reduce((sum, row) => sum + Math.max(0, row.durMs - 50), 0)
  return { fcp, lcp: mark("largestContentfulPaint::Candidate"), dcl: mark("domContentLoadedEventEnd"), load: mark("loadEventEnd"), rows, blocking, totals }
}

const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: ["--no-sandbox", "--disable-gpu"] })
const runs = []
try {
  for (let run = 1; run <= Number(options.runs); run++) {
    const traceEvents = await traceFirstLoad(browser, url, { rate: Number(options.rate), categories: CATEGORIES.split(",") })
    if (options.out) writeFileSync(options.out.replace(/(\.json)?$/, run > 1 ? `-${run}.json` : ".json"), JSON.stringify({ traceEvents }))
    const result = analyse(traceEvents)
    runs.push(result)
    const ms = (/** @type {number | null} */ n) => (n == null ? "–" : n.toFixed(0))
    console.log(`run ${run}: FCP ${ms(result.fcp)} ms, DCL ${ms(result.dcl)}, load ${ms(result.load)}; ${result.rows.length} long task(s), blocking after FCP ${ms(result.blocking)} ms`)
    const totals = [...result.totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8)
    console.log(`  main thread: ${totals.map(([what, us]) => `${what} ${(us / 1000).toFixed(0)}`).join(", ")}`)
    for (const row of result.rows) {
      const parts = row.parts.slice(0, Number(options.top)).map(([what, us]) => `${what} ${(us / 1000).toFixed(0)}`)
      console.log(`  at ${ms(row.startMs)} ms, ${ms(row.durMs)} ms: ${parts.join(", ")}`)
    }
  }
} finally {
  await browser.close()
}
if (runs.length > 1) {
  const sorted = runs.map((r) => r.blocking).sort((a, b) => a - b)
  console.log(`median blocking after FCP: ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms over ${runs.length} runs`)
}
