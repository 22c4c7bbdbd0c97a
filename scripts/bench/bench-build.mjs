#!/usr/bin/env node
// @ts-check
// npm run bench:build [-- --article content/blog/<slug>/index.mdx]
//
// Times two builds of the whole site and prints them with their slowest steps:
//  1. clean: `gatsby clean` (removes .cache/ and public/) then `gatsby build`;
//  2. rebuild after editing one article: a trailing newline is appended to the article, the site is built
//     again on the warm cache, and the file is put back as it was (content and times) in a finally block.
// Everything runs under /tmp/gatsby-build.lock (other engineers build in this folder), and the clean build
// empties public/ for a minute or two: a `gatsby serve` started elsewhere answers 404 meanwhile.
// Logs go to bench-results/build-*.log and the figures to bench-results/build.json. Every step Gatsby reports is
// printed with its time, and the script exits 1 when a build is over BUDGET.
import { spawn } from "node:child_process"
import { createWriteStream, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { fileURLToPath } from "node:url"
import { parseArgs, stripVTControlCharacters } from "node:util"
import { holdBuildLock } from "../lib/build-lock.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const RESULTS = path.join(ROOT, "bench-results")
const GATSBY = path.join(ROOT, "node_modules/.bin/gatsby")

const { values: options } = parseArgs({ options: { article: { type: "string", default: "content/blog/eor-indonesia-guide/index.mdx" } } })
const ARTICLE = path.resolve(ROOT, options.article)

/**
 * Runs `gatsby <args>` with its output in bench-results/<log>; resolves to the seconds it took and its steps.
 * @param {string[]} args
 * @param {string} log
 */
async function gatsby(args, log) {
  const logFile = path.join(RESULTS, log)
  const started = performance.now()
  const child = spawn(GATSBY, args, { cwd: ROOT, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"] })
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

/** Seconds, on this project's 2-core build machine. */
export const BUDGET = { cleanSeconds: 60, rebuildSeconds: 15 }

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

async function main() {
  await holdBuildLock()
  mkdirSync(RESULTS, { recursive: true })
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")
  console.log(`${os.cpus().length} CPUs, load average ${load()}`)

  console.log("Clean build: gatsby clean + gatsby build…")
  const clean = await gatsby(["clean"], "build-clean-step.log")
  const cleanBuild = await gatsby(["build"], "build-clean.log")
  console.log(`  clean ${clean.seconds.toFixed(1)} s + build ${cleanBuild.seconds.toFixed(1)} s; slowest steps: ${slowest(cleanBuild.steps)}\n${phases(cleanBuild.steps)}`)

  const original = readFileSync(ARTICLE)
  const { atime, mtime } = statSync(ARTICLE)
  const edited = Buffer.concat([original, Buffer.from("\n")])
  // Put the article back unless someone changed it meanwhile (then leave their version alone and say so).
  const restore = () => {
    if (readFileSync(ARTICLE).equals(edited)) {
      writeFileSync(ARTICLE, original)
      utimesSync(ARTICLE, atime, mtime)
    } else {
      console.error(`${path.relative(ROOT, ARTICLE)} changed during the rebuild: not restored (check it has no extra trailing newline).`)
    }
  }
  /** @param {NodeJS.Signals} signal */
  const interrupted = (signal) => {
    restore()
    process.exit(signal === "SIGINT" ? 130 : 143)
  }
  let rebuild
  console.log(`Rebuild after appending a newline to ${path.relative(ROOT, ARTICLE)}…`)
  try {
    process.once("SIGINT", interrupted).once("SIGTERM", interrupted)
    writeFileSync(ARTICLE, edited)
    rebuild = await gatsby(["build"], "build-rebuild.log")
  } finally {
    process.off("SIGINT", interrupted).off("SIGTERM", interrupted)
    restore()
  }
  console.log(`  rebuild ${rebuild.seconds.toFixed(1)} s; slowest steps: ${slowest(rebuild.steps)}\n${phases(rebuild.steps)}`)

  const results = {
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    loadavgAfter: os.loadavg(),
    cleanSeconds: clean.seconds,
    cleanBuildSeconds: cleanBuild.seconds,
    rebuildSeconds: rebuild.seconds,
    article: path.relative(ROOT, ARTICLE),
    cleanBuildSteps: cleanBuild.steps,
    rebuildSteps: rebuild.steps,
    budget: BUDGET,
  }
  writeFileSync(path.join(RESULTS, "build.json"), JSON.stringify(results, null, 2))
  console.log(`\n| build | seconds |\n|---|---:|\n| clean (gatsby clean + build) | ${(clean.seconds + cleanBuild.seconds).toFixed(1)} |\n| rebuild after editing one article | ${rebuild.seconds.toFixed(1)} |`)
  console.log(`load average ${load()}; results in bench-results/build.json`)
  const misses = [
    ...(clean.seconds + cleanBuild.seconds > BUDGET.cleanSeconds ? [`clean build ${(clean.seconds + cleanBuild.seconds).toFixed(1)} s > ${BUDGET.cleanSeconds} s`] : []),
    ...(rebuild.seconds > BUDGET.rebuildSeconds ? [`rebuild after one article ${rebuild.seconds.toFixed(1)} s > ${BUDGET.rebuildSeconds} s`] : []),
  ]
  if (misses.length) {
    console.log(`\nOVER BUDGET:\n${misses.map((miss) => `  ${miss}`).join("\n")}`)
    process.exitCode = 1
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
