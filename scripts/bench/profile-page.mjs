#!/usr/bin/env node
// @ts-check
// node scripts/bench/profile-page.mjs <url> [--runs N] [--rate 4] [--modules]
//
// Whose JavaScript a page's first load runs: React, Emotion, Gatsby or our own components. Loads the URL in a
// fresh headless Chromium at 4× CPU slowdown with V8's sampling profiler on (a DevTools trace), and adds up each
// sample's own time by the webpack module its function is in, grouped by package. It needs a profiling build,
// whose browser bundles name every module by its path:
//
//     PROFILE_MODULE_NAMES=1 GATSBY_TELEMETRY_DISABLED=1 npx gatsby build
//
// (gatsby/on-create-webpack-config.ts). Do not deploy that build. Times are the profiler's, throttled. With
// --modules, our own code is listed by module. With --tasks, each long task after the first contentful paint is
// listed too (the main thread's tasks over 50 ms, as throttled): its own time by package, as above, and its
// time by what was on the stack (every package and module of ours under which the samples ran), which names the
// component or step the task belongs to.
import { parseArgs } from "node:util"
import { chromium } from "playwright"
import { chromiumPath } from "../lib/chromium-path.mjs"
import { traceFirstLoad } from "../lib/trace.mjs"

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "1" }, rate: { type: "string", default: "4" }, modules: { type: "boolean", default: false }, tasks: { type: "boolean", default: false } },
})
const url = positionals[0]
if (!url) throw new Error("usage: profile-page.mjs <url> [--runs N] [--rate 4]")

/** A module key of a build with named module ids: "./node_modules/react-dom/…js" or "./src/…tsx + 3 modules". */
const MODULE_KEY = /"(\.\/[^"]+)":(?:function\(|\(\w*(?:,\w+)*\)=>)/g

/** @param {string} modulePath */
export function groupOf(modulePath) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(modulePath)?.[1]
  if (inPackage) {
    if (["react", "react-dom", "scheduler"].includes(inPackage)) return "React"
    if (inPackage.startsWith("@emotion/") || inPackage === "stylis") return "Emotion"
    if (inPackage === "gatsby" || inPackage.startsWith("gatsby-") || inPackage === "@gatsbyjs/reach-router") return "Gatsby"
    return `package ${inPackage}`
  }
  if (/^\.\/\.cache\//.test(modulePath)) return "Gatsby"
  return "our code"
}

/** Per script: its text's line starts and its modules' start offsets, sorted. @type {Map<string, Promise<{ lines: number[], modules: Array<{ at: number, key: string }> } | null>>} */
const scripts = new Map()
/** @param {string} scriptUrl */
function scriptIndex(scriptUrl) {
  let found = scripts.get(scriptUrl)
  if (!found) {
    found = fetch(scriptUrl)
      .then((response) => (response.ok ? response.text() : null))
      .then((text) => {
        if (text == null) return null
        const lines = [0]
        for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lines.push(i + 1)
        const modules = [...text.matchAll(MODULE_KEY)].map((match) => ({ at: match.index, key: match[1] ?? "" }))
        return { lines, modules }
      })
      .catch(() => null)
    scripts.set(scriptUrl, found)
  }
  return found
}

/** @param {{ url: string, lineNumber: number, columnNumber: number, functionName: string }} frame */
async function groupOfFrame(frame) {
  if (!frame.url) return frame.functionName === "(idle)" ? null : `(${frame.functionName || "native"})`
  if (!/^https?:/.test(frame.url)) return "(browser)"
  if (!frame.url.endsWith(".js")) return "inline script"
  const index = await scriptIndex(frame.url)
  if (!index || index.modules.length === 0) return "webpack runtime / unnamed"
  const offset = (index.lines[frame.lineNumber] ?? 0) + frame.columnNumber
  let key = null
  for (const module of index.modules) {
    if (module.at > offset) break
    key = module.key
  }
  if (!key) return "webpack runtime / unnamed"
  return options.modules && groupOf(key) === "our code" ? `our code: ${key.replace(/^\.\//, "")}` : groupOf(key)
}

/**
 * Each long task of the main thread after first contentful paint, with its own time and its time on the stack by
 * package or module (`--tasks`).
 * @param {any[]} traceEvents @param {any} navigation @param {any} fcpEvent
 * @param {Map<number, any>} nodes @param {Array<{ node: number, ts: number }>} samples
 */
async function printLongTasks(traceEvents, navigation, fcpEvent, nodes, samples) {
  const tasks = traceEvents.filter((/** @type {any} */ e) => e.name === "RunTask" && e.ph === "X" && e.pid === navigation.pid && e.tid === navigation.tid && (e.dur ?? 0) >= 50_000 && (!fcpEvent || e.ts >= fcpEvent.ts))
  const origin = navigation.ts
  for (const task of tasks) {
    /** @type {Map<string, number>} */
    const own = new Map()
    /** @type {Map<string, number>} */
    const onStack = new Map()
    for (let i = 0; i < samples.length - 1; i++) {
      const sample = /** @type {{ node: number, ts: number }} */ (samples[i])
      if (sample.ts < task.ts || sample.ts >= task.ts + task.dur) continue
      const us = /** @type {{ ts: number }} */ (samples[i + 1]).ts - sample.ts
      let node = nodes.get(sample.node)
      const first = node ? await groupOfFrame(node.callFrame) : null
      if (first) own.set(first, (own.get(first) ?? 0) + us)
      /** @type {Set<string>} */
      const seen = new Set()
      while (node) {
        const group = node.callFrame.url ? await groupOfFrame(node.callFrame) : null
        if (group && !seen.has(group)) {
          seen.add(group)
          onStack.set(group, (onStack.get(group) ?? 0) + us)
        }
        node = node.parent ? nodes.get(node.parent) : undefined
      }
    }
    const top = (/** @type {Map<string, number>} */ m, n = 6) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([g, us]) => `${g} ${(us / 1000).toFixed(0)}`)
        .join(", ")
    console.log(`  long task at ${((task.ts - origin) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms`)
    console.log(`    own: ${top(own)}`)
    console.log(`    on the stack: ${top(onStack, 10)}`)
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: ["--no-sandbox", "--disable-gpu"] })
try {
  for (let run = 1; run <= Number(options.runs); run++) {
    const traceEvents = await traceFirstLoad(browser, url, {
      rate: Number(options.rate),
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "disabled-by-default-v8.cpu_profiler", "loading", "blink.user_timing", "toplevel"],
    })
    const navigation = traceEvents.find((/** @type {any} */ e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"))
    const fcpEvent = traceEvents.find((/** @type {any} */ e) => e.name === "firstContentfulPaint" && e.pid === navigation.pid)
    // The renderer's main-thread profile: its chunks carry the nodes (call frames) and the samples.
    /** @type {Map<number, any>} */
    const nodes = new Map()
    /** @type {Array<{ node: number, ts: number }>} */
    const samples = []
    const profileChunks = traceEvents.filter((/** @type {any} */ e) => e.name === "ProfileChunk" && e.pid === navigation.pid)
    const mainProfiles = new Set(traceEvents.filter((/** @type {any} */ e) => e.name === "Profile" && e.pid === navigation.pid && e.tid === navigation.tid).map((/** @type {any} */ e) => e.id))
    let ts = 0
    for (const chunk of profileChunks) {
      if (mainProfiles.size && !mainProfiles.has(chunk.id)) continue
      const data = chunk.args?.data ?? {}
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
      const ids = data.cpuProfile?.samples ?? []
      const deltas = data.timeDeltas ?? []
      if (!ts) ts = traceEvents.find((/** @type {any} */ e) => e.name === "Profile" && e.id === chunk.id)?.args?.data?.startTime ?? chunk.ts
      ids.forEach((/** @type {number} */ id, /** @type {number} */ i) => {
        ts += deltas[i] ?? 0
        samples.push({ node: id, ts })
      })
    }
    /** @type {Map<string, { all: number, afterFcp: number }>} */
    const totals = new Map()
    for (let i = 0; i < samples.length - 1; i++) {
      const sample = /** @type {{ node: number, ts: number }} */ (samples[i])
      const next = /** @type {{ node: number, ts: number }} */ (samples[i + 1])
      const node = nodes.get(sample.node)
      if (!node) continue
      let group = await groupOfFrame(node.callFrame)
      if (!group) continue
      // A DOM or browser function called from a script (appendChild, insertRule…) counts for its caller's package.
      if (!node.callFrame.url && node.parent && !/^\((program|garbage collector|root)\)$/.test(node.callFrame.functionName)) {
        let caller = nodes.get(node.parent)
        while (caller && !caller.callFrame.url) caller = caller.parent ? nodes.get(caller.parent) : undefined
        if (caller) group = `${await groupOfFrame(caller.callFrame)} → ${node.callFrame.functionName || "native"}`
      }
      const us = next.ts - sample.ts
      const entry = totals.get(group) ?? { all: 0, afterFcp: 0 }
      entry.all += us
      if (fcpEvent && sample.ts >= fcpEvent.ts) entry.afterFcp += us
      totals.set(group, entry)
    }
    const rows = [...totals.entries()].sort((a, b) => b[1].all - a[1].all).filter(([, t]) => t.all >= 2000)
    console.log(`run ${run}: ${samples.length} samples; self time in ms (whole load / after first contentful paint), 4× CPU:`)
    for (const [group, t] of rows) console.log(`  ${group.padEnd(34)} ${(t.all / 1000).toFixed(0).padStart(6)} ${(t.afterFcp / 1000).toFixed(0).padStart(6)}`)
    if (options.tasks) await printLongTasks(traceEvents, navigation, fcpEvent, nodes, samples)
  }
} finally {
  await browser.close()
}
