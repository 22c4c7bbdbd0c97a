#!/usr/bin/env node
// @ts-check
// npm run bench:pages — how fast the production server (dist/server/main.js) serves pages, beside `gatsby serve`
// (the local preview) in the same run. For each server and each page (the home page and an article): 50
// connections for 20 s with autocannon, as a browser asks (Accept-Encoding: br, gzip). Prints requests/s,
// latency p50/p99 and errors per server and page. Exit code 1 if the production server misses a budget on
// any page: at least 2,000 requests/s, p99 at most 50 ms, no errors or non-2xx answers. `gatsby serve` is
// measured for comparison only. Needs a build (npm run build). Run it alone:
// `flock /tmp/solvix-heavy.lock npm run bench:pages`. BENCH_SECONDS and BENCH_CONNECTIONS change the load;
// BENCH_PORT puts the servers on that port and the next (default: free ones).
import autocannon from "autocannon"
import { startServe } from "../lib/serve.mjs"

const { env } = process
const SECONDS = Number(env["BENCH_SECONDS"] ?? 20)
const CONNECTIONS = Number(env["BENCH_CONNECTIONS"] ?? 50)
const PAGES = ["/", "/resources/blog/saas-startups-eor-remote-expansion"]
const BUDGET = { requestsPerSecond: 2000, p99Ms: 50 }

/**
 * One autocannon run against one URL.
 * @param {string} url
 */
async function measure(url) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "br, gzip", accept: "text/html" },
  })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerRequest: result.throughput.total / Math.max(1, result.requests.total),
  }
}

/** @type {Array<{ name: string, production: boolean, page: string } & Awaited<ReturnType<typeof measure>>>} */
const rows = []
for (const [name, production] of /** @type {Array<[string, boolean]>} */ ([
  ["dist/server/main.js", true],
  ["gatsby serve", false],
])) {
  const port = env["BENCH_PORT"] ? Number(env["BENCH_PORT"]) + (production ? 0 : 1) : undefined
  // scripts/lib/serve.mjs is not type-checked yet (the lead service's); its options are inferred without `port`.
  const server = await startServe(/** @type {any} */ ({ production, port, env: { LOG_LEVEL: "warn" } }))
  try {
    for (const page of PAGES) {
      await measure(`${server.url}${page}`).then((figures) => rows.push({ name, production, page, ...figures }))
    }
  } finally {
    await server.stop()
  }
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per page, Accept-Encoding: br, gzip`)
console.log(`${"server".padEnd(16)} ${"page".padEnd(52)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(7)} ${"non-2xx".padStart(8)} ${"bytes".padStart(7)}`)
for (const r of rows) {
  console.log(
    `${r.name.padEnd(16)} ${r.page.padEnd(52)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)} ${r.bytesPerRequest.toFixed(0).padStart(7)}`,
  )
}
const misses = rows
  .filter((r) => r.production)
  .flatMap((r) => [
    r.requestsPerSecond < BUDGET.requestsPerSecond && `${r.page}: ${r.requestsPerSecond.toFixed(0)} req/s < ${BUDGET.requestsPerSecond}`,
    r.p99 > BUDGET.p99Ms && `${r.page}: p99 ${r.p99} ms > ${BUDGET.p99Ms}`,
    r.errors + r.non2xx > 0 && `${r.page}: ${r.errors} errors, ${r.non2xx} non-2xx`,
  ])
  .filter(Boolean)
console.log(misses.length === 0 ? "\nPASS: the production server is within budget on every page" : `\nFAIL: ${misses.join("; ")}`)
process.exitCode = misses.length === 0 ? 0 : 1
