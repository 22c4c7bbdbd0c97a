#!/usr/bin/env node
// @ts-check
// npm run bench:build [-- --article content/blog/<slug>/index.mdx]
//
// Times two builds of the whole site and prints them with their slowest steps:
//  1. clean: `gatsby clean` (removes .cache/ and public/) then `gatsby build`;
//  2. rebuild after editing one article: a trailing newline is appended to the article, the site is built
//     again on the warm cache, and the file is put back as it was (content and times) in a finally block.
// Then the same two builds of a minimal Gatsby 5 site (scripts/bench/minimal-site/: five MDX pages, the same
// Gatsby, MDX plugin and node_modules), copied to bench-results/minimal-site/ and built there: our one-article
// rebuild is held to a multiple of its own (BUDGET.rebuildRatioMax), so the budget follows the machine.
// `npm run bench` runs all of this first (benchBuilds) and prints the figures with Lighthouse's.
// Everything runs under /tmp/gatsby-build.lock (other engineers build in this folder), and the clean build
// empties public/ for a minute or two: a `gatsby serve` started elsewhere answers 404 meanwhile.
// Logs go to bench-results/build-*.log and the figures to bench-results/build.json. Every step Gatsby reports is
// printed with its time, and the script exits 1 when a build is over BUDGET.
import { spawn } from "node:child_process"
import { cpSync, createWriteStream, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { fileURLToPath, pathToFileURL } from "node:url"
import { parseArgs, stripVTControlCharacters } from "node:util"
import { holdBuildLock } from "../lib/build-lock.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const RESULTS = path.join(ROOT, "bench-results")
const GATSBY = path.join(ROOT, "node_modules/.bin/gatsby")

const DEFAULT_ARTICLE = "content/blog/eor-indonesia-guide/index.mdx"
const MINIMAL_SOURCE = path.join(ROOT, "scripts/bench/minimal-site")
const MINIMAL_SITE = path.join(RESULTS, "minimal-site")
const MINIMAL_ARTICLE = "posts/sourdough.mdx"

/**
 * Runs `gatsby <args>` with its output in bench-results/<log>; resolves to the seconds it took and its steps.
 * @param {string[]} args
 * @param {string} log
 */
async function gatsby(args, log, cwd = ROOT) {
  const logFile = path.join(RESULTS, log)
  const started = performance.now()
  const child = spawn(GATSBY, args, { cwd, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"] })
  let text = ""
  const out = createWriteStream(logFile)
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      text += chunk.toString()
      out.write(chunk)
    })
  }
  const code = await new Promise((resolve) => child.on("exit", (exitCode) => resolve(exitCode)))
  out.end()
  const seconds = (performance.now() - started) / 1000
  if (code !== 0) throw new Error(`gatsby ${args.join(" ")} failed (exit ${code}); see ${path.relative(ROOT, logFile)}:\n${text.slice(-2_000)}`)
  const steps = buildSteps(text)
  return { seconds, steps }
}

/** @typedef {{ step: string, seconds: number }} Step */

/**
 * Gatsby's "success <step> - 12.345s" lines (cursor-control codes removed; a long line may wrap before the time).
 * @param {string} log
 * @returns {Step[]}
 */
export function buildSteps(log) {
  const plain = stripVTControlCharacters(log)
  return [...plain.matchAll(/^success (.+?) -\s+([\d.]+)s/gm)].map((match) => ({ step: match[1] ?? "", seconds: Number(match[2]) }))
}

/**
 * Issue 33: the clean build at half of the 106.6 s measured on 26 November (2 cores, load under 2), and the
 * one-article rebuild within 1.3× the minimal site's, built in the same run.
 */
export const BUDGET = { cleanSeconds: 53.3, rebuildRatioMax: 1.3 }

/**
 * Every step Gatsby reported, in order, with its seconds.
 * @param {Step[]} steps
 */
const phases = (steps) => steps.map(({ step, seconds }) => `    ${seconds.toFixed(1).padStart(6)} s  ${step}`).join("\n")

/** @param {Step[]} steps */
const slowest = (steps, count = 6) =>
  [...steps]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ step, seconds }) => `${step} ${seconds.toFixed(1)} s`)
    .join("; ")

/**
 * Appends a newline to `file`, runs `build`, and puts the file back as it was (content and times) unless someone
 * changed it meanwhile (then their version stays and it says so), also when the process is interrupted.
 * @template T
 * @param {string} file
 * @param {() => Promise<T>} build
 * @returns {Promise<T>}
 */
async function withOneEdit(file, build) {
  const original = readFileSync(file)
  const { atime, mtime } = statSync(file)
  const edited = Buffer.concat([original, Buffer.from("\n")])
  const restore = () => {
    if (readFileSync(file).equals(edited)) {
      writeFileSync(file, original)
      utimesSync(file, atime, mtime)
    } else {
      console.error(`${path.relative(ROOT, file)} changed during the rebuild: not restored (check it has no extra trailing newline).`)
    }
  }
  /** @param {NodeJS.Signals} signal */
  const interrupted = (signal) => {
    restore()
    process.exit(signal === "SIGINT" ? 130 : 143)
  }
  try {
    process.once("SIGINT", interrupted).once("SIGTERM", interrupted)
    writeFileSync(file, edited)
    return await build()
  } finally {
    process.off("SIGINT", interrupted).off("SIGTERM", interrupted)
    restore()
  }
}

/**
 * A clean build and a one-article rebuild of the site at `cwd`; logs under bench-results/<prefix>-*.log.
 * @param {string} name @param {string} cwd @param {string} article @param {string} prefix
 */
async function cleanAndRebuild(name, cwd, article, prefix) {
  console.log(`${name}: gatsby clean + gatsby build…`)
  const clean = await gatsby(["clean"], `${prefix}-clean-step.log`, cwd)
  const cleanBuild = await gatsby(["build"], `${prefix}-clean.log`, cwd)
  console.log(`  clean ${clean.seconds.toFixed(1)} s + build ${cleanBuild.seconds.toFixed(1)} s; slowest steps: ${slowest(cleanBuild.steps)}\n${phases(cleanBuild.steps)}`)
  console.log(`${name}: rebuild after appending a newline to ${path.relative(cwd, article)}…`)
  const rebuild = await withOneEdit(article, () => gatsby(["build"], `${prefix}-rebuild.log`, cwd))
  console.log(`  rebuild ${rebuild.seconds.toFixed(1)} s; slowest steps: ${slowest(rebuild.steps)}\n${phases(rebuild.steps)}`)
  return { cleanSeconds: clean.seconds + cleanBuild.seconds, rebuildSeconds: rebuild.seconds, cleanBuildSteps: cleanBuild.steps, rebuildSteps: rebuild.steps }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")

/**
 * The build benchmark: our site's clean build and one-article rebuild, then the minimal site's. Call it under the
 * build lock. Leaves public/ as our rebuild wrote it. Returns the figures, their table and what is over budget.
 * @param {{ article?: string }} [options]
 */
export async function benchBuilds({ article = DEFAULT_ARTICLE } = {}) {
  mkdirSync(RESULTS, { recursive: true })
  console.log(`${os.cpus().length} CPUs, load average ${load()}`)
  const ours = await cleanAndRebuild("Our site", ROOT, path.resolve(ROOT, article), "build")
  rmSync(MINIMAL_SITE, { recursive: true, force: true })
  cpSync(MINIMAL_SOURCE, MINIMAL_SITE, { recursive: true })
  const minimal = await cleanAndRebuild("Minimal site", MINIMAL_SITE, path.join(MINIMAL_SITE, MINIMAL_ARTICLE), "minimal")
  const ratio = ours.rebuildSeconds / minimal.rebuildSeconds
  const results = { at: new Date().toISOString(), cpus: os.cpus().length, loadavgAfter: os.loadavg(), article, ours, minimal, rebuildRatio: ratio, budget: BUDGET }
  writeFileSync(path.join(RESULTS, "build.json"), JSON.stringify(results, null, 2))
  const table = [
    "| build | ours, s | minimal site, s | budget |",
    "|---|---:|---:|---|",
    `| clean (gatsby clean + build) | ${ours.cleanSeconds.toFixed(1)} | ${minimal.cleanSeconds.toFixed(1)} | ours ≤ ${BUDGET.cleanSeconds} s |`,
    `| rebuild after editing one article | ${ours.rebuildSeconds.toFixed(1)} | ${minimal.rebuildSeconds.toFixed(1)} | ours ≤ ${BUDGET.rebuildRatioMax} × minimal (now ${ratio.toFixed(2)} ×) |`,
  ].join("\n")
  const misses = [
    ...(ours.cleanSeconds > BUDGET.cleanSeconds ? [`clean build ${ours.cleanSeconds.toFixed(1)} s > ${BUDGET.cleanSeconds} s`] : []),
    ...(ratio > BUDGET.rebuildRatioMax ? [`rebuild after one article ${ours.rebuildSeconds.toFixed(1)} s = ${ratio.toFixed(2)} × the minimal site's ${minimal.rebuildSeconds.toFixed(1)} s > ${BUDGET.rebuildRatioMax} ×`] : []),
  ]
  return { results, table, misses }
}

async function main() {
  await holdBuildLock()
  const { values: options } = parseArgs({ options: { article: { type: "string", default: DEFAULT_ARTICLE } } })
  const { table, misses } = await benchBuilds({ article: options.article })
  console.log(`\n${table}`)
  console.log(`load average ${load()}; results in bench-results/build.json`)
  if (misses.length) {
    console.log(`\nOVER BUDGET:\n${misses.map((miss) => `  ${miss}`).join("\n")}`)
    process.exitCode = 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
