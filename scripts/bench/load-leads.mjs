#!/usr/bin/env node
// @ts-check
// npm run bench:leads — load test of POST /api/send-contact-email on the production server (dist/server/main.js).
//
// Starts an SMTP server on 127.0.0.1:LOAD_SMTP_PORT (default 2525) that records every message and the
// production server on a free loopback port with SMTP pointing there (its own spool under var/, the rate
// limit raised), sends a warm-up of LOAD_WARMUP (default 100) leads, waits for their e-mails, then measures
// LOAD_COUNT (default 1000) distinct submissions plus LOAD_DUPLICATES (default 100)
// repeats of already used Idempotency-Keys, LOAD_CONCURRENCY (default 50) in flight, then a round of
// malformed and hostile requests. Prints throughput, latency (p50/p95/p99), the server's resident memory
// (before, peak, after) and how many leads arrived at the SMTP server: every accepted one exactly once
// (duplicates counted by Message-ID). Needs a build (npm run build). Run it alone: `flock
// /tmp/solvix-heavy.lock npm run bench:leads`.
// Exit code 1 if any request got a 5xx, a lead was lost or arrived twice, or a budget was missed:
// at least 200 leads/s, p99 at most 150 ms, server memory at most 400 MB.
// LOAD_PORT=<port> measures a server already running there instead (memory is then not measured);
// LOAD_SERVER_PORT=<port> starts the production server on that port (default: a free one).
// LOAD_TRACE=<file> writes each measured request's start (ms after the load began), latency and status as JSON.
import { randomUUID } from "node:crypto"
import http from "node:http"
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { register } from "node:module"
import path from "node:path"
import { monitorEventLoopDelay, performance } from "node:perf_hooks"

import { startServe } from "../lib/serve.mjs"
import { startSmtpSinkThread } from "../lib/smtp-sink-thread.mjs"

register("../lib/ts-hooks.mjs", import.meta.url)
const { hostileCases, VALID } = await import("../../api/test-support/hostile-bodies.ts")
const { leadIdFromMessageId } = await import("../../api/index.ts")

const { env } = process
const number = (/** @type {string} */ key, /** @type {number} */ fallback) => (env[key] ? Number(env[key]) : fallback)
const SMTP_PORT = number("LOAD_SMTP_PORT", 2525)
const BUDGET = { leadsPerSecond: 200, p99Ms: 150, rssMb: 400 }
const SPOOL = path.resolve("var", "bench-leads")
rmSync(SPOOL, { recursive: true, force: true })
const server = env.LOAD_PORT
  ? null
  : await startServe({
      production: true,
      port: env.LOAD_SERVER_PORT ? Number(env.LOAD_SERVER_PORT) : undefined,
      env: {
        LEAD_SPOOL_DIR: SPOOL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        LEAD_TO: "leads@solvix.test",
        LEAD_FROM: "website@solvix.test",
        LEAD_RATE_LIMIT: "100000",
        LOG_LEVEL: "warn",
      },
    })
const PORT = server ? server.port : Number(env.LOAD_PORT)
/** The server's resident memory in MB (Linux /proc), or null when it is not ours. */
const rssMb = () => {
  if (!server) return null
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))
  return match ? Number(match[1]) / 1024 : null
}
/** CPU seconds the server process has used (user + system, Linux /proc), or null when it is not ours. */
const cpuSeconds = () => {
  if (!server) return null
  const fields = (readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1] ?? "").split(" ")
  return (Number(fields[11]) + Number(fields[12])) / 100
}
const COUNT = number("LOAD_COUNT", 1000)
const DUPLICATES = number("LOAD_DUPLICATES", 100)
const CONCURRENCY = number("LOAD_CONCURRENCY", 50)
const WAIT_MS = number("LOAD_WAIT_MS", 30_000)
const WARMUP = number("LOAD_WARMUP", 100)
const SITE = `http://127.0.0.1:${PORT}`
/** The key the forms send: PUBLIC_SITE_KEY when the server was given one, else the build's, from the manifest the production server reads (as bench:faults does). */
const SITE_KEY = env.PUBLIC_SITE_KEY ?? String(JSON.parse(readFileSync(path.resolve("dist", "site.json"), "utf8")).publicSiteKey)
const ENDPOINT = `${SITE}/api/send-contact-email`
/** Why a request failed: the network error's code, or its message. @param {unknown} error */
const failure = (error) => {
  const { cause, message } = /** @type {{ cause?: { code?: string }, message?: string }} */ (error ?? {})
  return cause?.code ?? message ?? String(error)
}

const headersFor = (/** @type {string} */ id) => ({
  "Content-Type": "application/json",
  Origin: SITE,
  "Idempotency-Key": id,
  "X-Lead-Page": "/contact",
  Authorization: `Bearer ${SITE_KEY}`,
})

/** What a request ended with: an HTTP status, or why it got none. @typedef {number | string} Status */

/** @param {number[]} sorted @param {number} p @returns {number} */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
/** @param {Status[]} statuses */
const histogram = (statuses) =>
  Object.entries(statuses.reduce((/** @type {Record<string, number>} */ all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${status}×${n}`)
    .join(" ")

/**
 * Runs `jobs` with at most `limit` in flight; each job resolves to { status, ms }.
 * @param {Array<() => Promise<number | undefined>>} jobs @param {number} limit
 */
async function pool(jobs, limit) {
  /** @type {Array<{ status: Status, ms: number, at: number }>} */
  const results = new Array(jobs.length)
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++
      const started = performance.now()
      /** @type {Status} */
      let status
      try {
        status = (await jobs[index]?.()) ?? "no status"
      } catch (error) {
        status = `network error (${failure(error)})`
      }
      results[index] = { status, ms: performance.now() - started, at: started }
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
  return results
}

/** @param {RequestInit} init */
const post = async (init) => {
  const response = await fetch(ENDPOINT, { method: "POST", ...init })
  await response.arrayBuffer()
  return response.status
}

/**
 * The load's requests: node:http on kept-alive connections, one per request in flight. The client shares
 * the machine's cores with the server; fetch (undici's WHATWG layer) spent about as much CPU per request as
 * the server's whole answer, which measured the client as much as the server. fetch stays for the probe and
 * the hostile round (FormData, odd methods), where speed does not count.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
/** @param {{ headers: Record<string, string>, body: string }} request @returns {Promise<number | undefined>} */
const postLead = ({ headers, body }) =>
  new Promise((resolve, reject) => {
    const bytes = Buffer.from(body)
    const request = http.request(ENDPOINT, { method: "POST", agent, headers: { ...headers, "Content-Length": bytes.length } }, (response) => {
      response.resume()
      response.once("end", () => resolve(response.statusCode))
      response.once("error", reject)
    })
    request.once("error", reject)
    request.end(bytes)
  })

const sink = await startSmtpSinkThread({ port: SMTP_PORT })
/** @type {{ before: number | null, peak: number | null, after: number | null }} */
const memory = { before: rssMb(), peak: rssMb(), after: null }
const sampler = setInterval(() => {
  const now = rssMb()
  if (now !== null) memory.peak = Math.max(memory.peak ?? 0, now)
}, 100)
console.log(`SMTP server listening on 127.0.0.1:${sink.port}; site ${SITE}`)
try {
  const probe = await fetch(ENDPOINT).catch((error) => {
    throw new Error(`${SITE} is not answering (${failure(error)}): serve the site first (see the top of this file)`)
  })
  if (probe.status !== 405) {
    throw new Error(`GET ${ENDPOINT} answered ${probe.status}, expected 405: is the function in the build (npm run build)?`)
  }

  // Distinct leads, with repeats of some ids placed right behind their first send, so they run concurrently.
  const ids = Array.from({ length: COUNT }, () => randomUUID())
  const bodyOf = (/** @type {number} */ i) => JSON.stringify({ ...VALID, firstName: `Load${i}`, message: `Load test lead ${i}` })
  const repeatEvery = DUPLICATES > 0 ? Math.max(1, Math.floor(COUNT / DUPLICATES)) : Number.POSITIVE_INFINITY
  /** @type {Array<{ id: string, body: string }>} */
  const plan = []
  ids.forEach((id, i) => {
    plan.push({ id, body: bodyOf(i) })
    if (i % repeatEvery === 0 && plan.length - i - 1 < DUPLICATES) plan.push({ id, body: bodyOf(i) })
  })
  // Warm-up: a round of distinct leads before the measured load, so the latencies are those of a server and
  // client that have run (the first requests after a start pay for 50 TCP connections and the JIT on both
  // sides: in a cold measured run they were the slowest 5%). Their leads count for exactly-once like the rest;
  // their latencies are printed apart.
  const warmIds = Array.from({ length: WARMUP }, () => randomUUID())
  const warmResults = await pool(
    warmIds.map((id, i) => () => postLead({ headers: headersFor(id), body: bodyOf(COUNT + i) })),
    CONCURRENCY,
  )
  const warmAccepted = warmIds.filter((_, i) => warmResults[i]?.status === 200)
  const warmEnd = Date.now() + WAIT_MS
  while (Date.now() < warmEnd && !warmAccepted.every((id) => sink.messageIds.some((messageId) => leadIdFromMessageId(messageId) === id))) await new Promise((r) => setTimeout(r, 50))

  const cpuBefore = cpuSeconds()
  const clientDelay = monitorEventLoopDelay({ resolution: 10 })
  clientDelay.enable()
  const started = performance.now()
  const results = await pool(
    plan.map(
      ({ id, body }) =>
        () =>
          postLead({ headers: headersFor(id), body }),
    ),
    CONCURRENCY,
  )
  const seconds = (performance.now() - started) / 1000
  if (env.LOAD_TRACE) writeFileSync(env.LOAD_TRACE, JSON.stringify(results.map((r) => ({ at: Math.round(r.at - started), ms: Math.round(r.ms), status: r.status }))))
  clientDelay.disable()
  const cpuAfter = cpuSeconds()
  const cpuDuring = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b)
  const accepted = new Set([...warmAccepted, ...plan.filter((_, i) => results[i]?.status === 200).map(({ id }) => id)])

  const end = Date.now() + WAIT_MS
  const arrivedIds = () => new Set(sink.messageIds.map((messageId) => leadIdFromMessageId(messageId)))
  const allArrived = () => {
    const arrivedNow = arrivedIds()
    return [...accepted].every((id) => arrivedNow.has(id))
  }
  while (Date.now() < end && !allArrived()) await new Promise((r) => setTimeout(r, 100))
  const loadMessages = sink.messageIds.slice()
  const arrived = loadMessages.map((messageId) => leadIdFromMessageId(messageId))
  const unique = new Set(arrived)
  const missing = [...accepted].filter((id) => !unique.has(id))
  const unexpected = [...unique].filter((id) => id === null || !accepted.has(id))
  const spoolDir = server ? SPOOL : env.LEAD_SPOOL_DIR ? path.resolve(env.LEAD_SPOOL_DIR) : null
  const pendingNow = spoolDir && existsSync(path.join(spoolDir, "pending")) ? readdirSync(path.join(spoolDir, "pending")).length : null

  console.log(`\nLoad: ${plan.length} requests (${COUNT} distinct leads + ${plan.length - COUNT} repeated ids), ${CONCURRENCY} in flight`)
  console.log(`  statuses        ${histogram(results.map((r) => r.status))}`)
  if (WARMUP > 0) {
    const warm = warmResults.map((r) => r.ms).sort((a, b) => a - b)
    console.log(`  warm-up         ${WARMUP} leads before the load, not in its figures: ${histogram(warmResults.map((r) => r.status))}; latency ms p50 ${percentile(warm, 50).toFixed(0)}, max ${(warm.at(-1) ?? Number.NaN).toFixed(0)}`)
  }
  console.log(`  wall time       ${seconds.toFixed(2)} s, throughput ${(plan.length / seconds).toFixed(1)} requests/s`)
  if (cpuDuring !== null) console.log(`  server CPU      ${cpuDuring.toFixed(2)} s during the load (${((cpuDuring / seconds) * 100).toFixed(0)}% of one core; deliveries run beside the requests)`)
  console.log(`  latency ms      p50 ${percentile(latencies, 50).toFixed(0)}, p95 ${percentile(latencies, 95).toFixed(0)}, ` + `p99 ${percentile(latencies, 99).toFixed(0)}, max ${(latencies.at(-1) ?? Number.NaN).toFixed(0)}`)
  console.log(`  client delay    event-loop delay of the load client's thread (the SMTP server has a thread of its own) p99 ${(clientDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(clientDelay.max / 1e6).toFixed(0)} ms`)
  console.log(`  leads accepted  ${accepted.size} (warm-up included)`)
  console.log(`  SMTP received   ${loadMessages.length} messages, ${unique.size} distinct Message-IDs, ${loadMessages.length - unique.size} duplicates`)
  console.log(`  missing         ${missing.length} accepted but not (yet) received${pendingNow === null ? "" : `; ${pendingNow} in ${spoolDir}/pending`}`)
  console.log(`  unexpected      ${unexpected.length} received but never accepted`)

  memory.after = rssMb()
  const mb = (/** @type {number | null} */ value) => (value === null ? "n/a" : `${value.toFixed(0)} MB`)
  console.log(`  server memory   RSS before ${mb(memory.before)}, peak ${mb(memory.peak)}, after ${mb(memory.after)}`)
  const leadsPerSecond = COUNT / seconds
  const p99 = percentile(latencies, 99)
  const budgetMisses = [
    leadsPerSecond < BUDGET.leadsPerSecond && `${leadsPerSecond.toFixed(0)} leads/s < ${BUDGET.leadsPerSecond}`,
    p99 > BUDGET.p99Ms && `p99 ${p99.toFixed(0)} ms > ${BUDGET.p99Ms}`,
    memory.peak !== null && memory.peak > BUDGET.rssMb && `peak RSS ${memory.peak.toFixed(0)} MB > ${BUDGET.rssMb}`,
  ].filter(Boolean)
  console.log(`  budgets         ${budgetMisses.length === 0 ? "met" : `MISSED: ${budgetMisses.join("; ")}`} (≥ ${BUDGET.leadsPerSecond} leads/s, p99 ≤ ${BUDGET.p99Ms} ms, RSS ≤ ${BUDGET.rssMb} MB)`)

  // Malformed and hostile requests: none may get a 5xx.
  const hostile = hostileCases().map((c) => () => post({ headers: headersFor(randomUUID()), body: JSON.stringify(c.body) }))
  const raw = [
    () => post({ headers: headersFor(randomUUID()), body: "{" }),
    () => post({ headers: headersFor(randomUUID()), body: '{"firstName": "Ana",}' }),
    () => post({ headers: { ...headersFor(randomUUID()), "Content-Type": "text/plain" }, body: JSON.stringify(VALID) }),
    () => post({ headers: { ...headersFor(randomUUID()), "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(Object.entries(VALID).map(([k, v]) => [k, String(v)])).toString() }),
    () =>
      post({
        headers: { Origin: SITE },
        body: (() => {
          const f = new FormData()
          for (const [k, v] of Object.entries(VALID)) f.append(k, String(v))
          return f
        })(),
      }),
    () => post({ headers: { Origin: SITE }, body: JSON.stringify(VALID) }),
    () => post({ headers: headersFor(randomUUID()), body: JSON.stringify({ ...VALID, message: "x".repeat(150_000) }) }),
    () => post({ headers: headersFor(randomUUID()), body: "" }),
    () => post({ headers: { ...headersFor(randomUUID()), Origin: "https://evil.example" }, body: JSON.stringify(VALID) }),
    () => post({ headers: { ...headersFor("../../etc/passwd") }, body: JSON.stringify(VALID) }),
    () => fetch(ENDPOINT, { method: "PUT", headers: headersFor(randomUUID()), body: "{}" }).then((r) => r.status),
    () => fetch(ENDPOINT, { method: "DELETE" }).then((r) => r.status),
    () => fetch(`${ENDPOINT}/`, { method: "POST", headers: headersFor(randomUUID()), body: JSON.stringify(VALID) }).then((r) => r.status),
  ]
  const hostileResults = await pool([...hostile, ...raw], 20)
  const serverErrors = hostileResults.filter((r) => typeof r.status !== "number" || r.status >= 500).length
  console.log(`\nHostile: ${hostileResults.length} malformed or hostile requests`)
  console.log(`  statuses        ${histogram(hostileResults.map((r) => r.status))}`)
  console.log(`  5xx or failed   ${serverErrors}`)

  const failed = [...warmResults, ...results].filter((r) => typeof r.status !== "number" || r.status >= 500).length
  const ok = failed === 0 && serverErrors === 0 && missing.length === 0 && loadMessages.length === unique.size && unexpected.length === 0 && budgetMisses.length === 0
  console.log(`\n${ok ? "PASS" : "FAIL"}: every accepted lead arrived exactly once, no 5xx, within budget`)
  process.exitCode = ok ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  clearInterval(sampler)
  agent.destroy()
  await server?.stop()
  await sink.close()
}
