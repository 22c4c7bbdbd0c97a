#!/usr/bin/env node
// @ts-check
// npm run bench:faults — the lead service on the production server (dist/server/main.js) under faults, with a
// real SMTP server on loopback. Each scenario sends leads as a visitor's browser does, through the form's own
// code (src/forms/send.ts: a network error or a 502/503/504 is retried with the same Idempotency-Key, waiting
// 5, 10 and 20 s), except `kill`, whose storm of restarts a visitor could meet several times in a row (its
// client retries for FAULT_RETRY_MS). Then it counts what arrived:
//   kill      FAULT_COUNT (1,000) leads on disk, FAULT_BLOBS_COUNT (200) in Blobs, 20 in flight, the server
//             SIGKILLed at random moments (≥ 10 times) while deliveries talk to the mail server (it takes
//             200 ms over each message), restarted each time; then leads:deliver. (Fewer in Blobs: the local
//             BlobsServer takes one write at a time, and 1,000 leads through ten restarts took over 13 minutes
//             on a loaded machine; 200 still meet every kind of kill.)
//   restart   300 leads, 20 in flight, the server SIGKILLed once and restarted at once, as a process
//             manager does: no visitor may be told of an error
//   term      200 leads, SIGTERM half-way, restarted: no visitor may be told of an error
//   slow      50 leads, the mail server waits 10 s before answering the message body
//   down      50 leads with the mail server stopped, then started again, then leads:deliver
//   outage    50 leads with the mail server stopped; then it starts again and nothing else happens (no
//             visitor, no command): the server's delivery timer must send every lead within FAULT_OUTAGE_MS
//   scheduled (Blobs only) the same outage as Netlify lives it: the leads wait in Blobs, the server is gone,
//             and only the scheduled function (netlify/functions/deliver-leads.mts, run every 5 s here,
//             every minute on Netlify) sends them, within FAULT_OUTAGE_MS
//   reject    50 leads while the mail server refuses every message (554), then accepts again
//   451       50 leads while the mail server answers every message "451 try again later", then accepts
//   poison    20 leads of the wrong type (refused with 422), then 20 valid leads the mail server refuses
//             with 554 every time (their text matches a pattern), sent first, then 50 good ones; the good
//             ones must arrive within POISON_DELAY_MS of their answer while the poison ones keep failing
// leads:deliver here is the production install's command, `node dist/server/deliver.js` (what an operator
// runs beside the server). A scenario passes when every lead answered 2xx arrived exactly once, no visitor
// was told of an error (`errors`: a valid lead whose form gave up), and no lead arrived that was never
// accepted (for `poison`: every good lead, once and without delay; no poison lead arrives).
// The final `leads:deliver` of `kill` finds claims of the killed servers: on disk each claim names its owner
// process (api/store/disk.ts), so they are returned at once, without waiting LEAD_CLAIM_STALE_MINUTES.
// A server killed after a message's final "." went out (before or after the mail server's 250) leaves that
// lead held in doubt, not resent. After each scenario the script does what README "Leads" tells the operator:
// looks for each held lead in the inbox (here, the sink) and runs `leads:deliver --doubt-arrived=<ids>` for
// those found and `--release-doubt=<ids>` for the others; the "doubt f/r" column counts them (found/released),
// and lost and duplicate leads are counted after that.
// Every scenario runs on both lead stores: the disk spool, and Netlify Blobs (a local BlobsServer, as in the
// tests; FAULT_STORES=disk or =blobs for one). In Blobs a killed server's claim has no process to ask, so it
// is taken as abandoned after LEAD_CLAIM_STALE_MINUTES: those runs set it to 2 minutes, the least the
// configuration accepts with the SMTP reply wait of a function host, 15 s (a claim must outlive the slowest
// delivery by a minute: api/config.ts), and wait them out before the final leads:deliver.
// Prints a table per store (sent, answered 2xx, arrived, duplicates, lost, errors seen by visitors); exit code 1
// if any scenario failed. Not part of npm test. Needs a build (npm run build). Run it alone (the machine's
// heavy-job lock); `npm run bench:faults -- kill down` for some.
import { execFile } from "node:child_process"
import { randomUUID } from "node:crypto"
import { readFileSync, rmSync } from "node:fs"
import { register } from "node:module"
import path from "node:path"
import { freePort, startServe } from "../lib/serve.mjs"
import { withEnv } from "../lib/with-env.mjs"

register("../lib/ts-hooks.mjs", import.meta.url)
const { startSmtpSink } = await import("../../api/test-support/smtp-sink.ts")
const { VALID } = await import("../../api/test-support/hostile-bodies.ts")
const { startLocalBlobs, blobsEnv } = await import("../../api/test-support/fixtures.ts")
const { createLeadService, leadIdFromMessageId } = await import("../../api/index.ts")
const { sendContactEmail } = await import("../../src/forms/send.ts")

/** @typedef {import("../../api/test-support/smtp-sink").SmtpSink} SmtpSink */
/** @typedef {import("../../api/test-support/smtp-sink").ReceivedMail} ReceivedMail */
/** @typedef {import("../../api/index").LeadService} LeadService */
/** @typedef {Record<string, string>} Env */
/** What a visitor was told in the end: an HTTP status, or that the server could not be reached. */
/** @typedef {number | "network error"} Status */
/**
 * @typedef {object} Outcome
 * @property {string[]} ids the valid leads the scenario sent
 * @property {Status[]} statuses what each one's visitor was told
 * @property {string} note
 * @property {boolean} [extraFailure] a failure of the scenario's own (poison: a late good lead)
 * @property {SmtpSink[]} [sinks] mail servers of its own, besides the shared one
 */

const { env } = process
const COUNT = Number(env["FAULT_COUNT"] ?? 1000)
const BLOBS_COUNT = Number(env["FAULT_BLOBS_COUNT"] ?? 200)
const RETRY_MS = Number(env["FAULT_RETRY_MS"] ?? 60_000)
const OUTAGE_MS = Number(env["FAULT_OUTAGE_MS"] ?? 150_000)
const POISON_DELAY_MS = 5000
/** The key the forms send (the build's, in its site manifest: server/manifest.ts). */
const SITE_KEY = String(JSON.parse(readFileSync(path.resolve("dist", "site.json"), "utf8")).publicSiteKey)
/** leads:deliver as a production install runs it (server/deliver.ts, compiled by the build). */
const DELIVER_ENTRY = path.resolve("dist", "server", "deliver.js")
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// FAULT_SMTP_PORT and FAULT_PORT place the mail server and the site (default: free ports).
const sink = await startSmtpSink({ port: env["FAULT_SMTP_PORT"] ? Number(env["FAULT_SMTP_PORT"]) : await freePort() })
const port = env["FAULT_PORT"] ? Number(env["FAULT_PORT"]) : await freePort()
const SITE = `http://127.0.0.1:${port}`
const STORES = (env["FAULT_STORES"] ?? "disk,blobs")
  .split(",")
  .map((kind) => kind.trim())
  .filter(Boolean)
const blobs = STORES.includes("blobs") ? await startLocalBlobs() : null
/** The store of the scenarios running now. */
let store = "disk"
/** @param {string} name */
const spool = (name) => path.resolve("var", "bench-faults", `${name}-${store}`)
const STALE_MINUTES = 2
/** @param {string} name @returns {Env} */
function serverEnv(name) {
  /** @type {Env} */
  const common = { LEAD_SPOOL_DIR: spool(name), SMTP_URL: sink.url, LEAD_TO: "leads@solvix.test", LEAD_FROM: "website@solvix.test", LEAD_RATE_LIMIT: "100000", LOG_LEVEL: "error" }
  if (store !== "blobs" || !blobs) return common
  return { ...common, ...blobsEnv(blobs, `faults-${name}-${Date.now()}`.slice(0, 64)), LEAD_CLAIM_STALE_MINUTES: String(STALE_MINUTES), SMTP_DATA_TIMEOUT_MS: "15000" }
}
/** The variables of a scenario, fixed for its whole run (the Blobs store's name is made once). @type {Map<string, Env>} */
const envs = new Map()
/** @param {string} name @returns {Env} */
function envOf(name) {
  const key = `${name}-${store}`
  const known = envs.get(key)
  if (known) return known
  const made = serverEnv(name)
  envs.set(key, made)
  return made
}
/** @param {string} name @param {Env} [extra] */
const start = (name, extra = {}) => startServe({ production: true, port, env: { ...envOf(name), ...extra } })
/** Before the final run: in Blobs, a killed server's claims are abandoned only once they are stale. */
const staleWait = () => (store === "blobs" ? sleep(STALE_MINUTES * 60_000 + 2000) : Promise.resolve())

/**
 * Posts one lead as the site's form does (src/forms/send.ts: its retries, its waits, the same key on each
 * try); resolves with what the visitor was told in the end.
 * @param {string} id @param {object} body @returns {Promise<Status>}
 */
async function formSubmit(id, body) {
  const result = await sendContactEmail(/** @type {import("../../src/forms/send").LeadBody} */ (body), {
    submissionId: id,
    page: "/contact",
    siteKey: SITE_KEY,
    fetchImpl: (url, init) => fetch(`${SITE}${String(url)}`, { ...init, headers: { .../** @type {Record<string, string>} */ (init?.headers), Origin: SITE } }),
  })
  return result.ok ? 200 : (result.status ?? "network error")
}

/**
 * Posts one lead until it is answered below 500 or RETRY_MS passes (a visitor more patient than the form,
 * for the kill storm); resolves with the last status.
 * @param {string} id @param {object} body @returns {Promise<Status>}
 */
async function patientSubmit(id, body) {
  const until = Date.now() + RETRY_MS
  for (;;) {
    /** @type {Status} */
    const status = await fetch(`${SITE}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE, "Idempotency-Key": id, "X-Lead-Page": "/contact", Authorization: `Bearer ${SITE_KEY}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => /** @type {const} */ ("network error"),
    )
    if (typeof status === "number" && status < 500) return status
    if (Date.now() > until) return status
    await sleep(250)
  }
}

/**
 * Runs `job` on every item, `limit` at a time; resolves with the results in the items' order.
 * @template T, R
 * @param {T[]} items @param {number} limit @param {(item: T, index: number) => Promise<R>} job @returns {Promise<R[]>}
 */
async function pool(items, limit, job) {
  /** @type {R[]} */
  const results = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await job(/** @type {T} */ (items[index]), index)
      }
    }),
  )
  return results
}

/** @param {number} i @param {string} scenario */
const lead = (i, scenario) => ({ ...VALID, firstName: `Fault${i}`, message: `${scenario} lead ${i}` })
/** @param {number} count */
const newIds = (count) => Array.from({ length: count }, () => randomUUID())

/**
 * leads:deliver from the build, with the scenario's variables; resolves with its exit code.
 * @param {string} name @param {string[]} [args] @returns {Promise<number>}
 */
function deliver(name, args = []) {
  return new Promise((resolve) => {
    execFile(process.execPath, [DELIVER_ENTRY, ...args], { env: { ...process.env, ...envOf(name) } }, (error) => resolve(error ? Number(error.code ?? 1) : 0))
  })
}

/** Every mail server of the run: the shared one, and those scenarios start for themselves. @type {SmtpSink[]} */
const sinks = [sink]
/** @returns {ReceivedMail[]} */
const allMessages = () => sinks.flatMap((s) => s.messages)
/** @param {ReceivedMail} message */
const idOf = (message) => leadIdFromMessageId(message.headers.get("message-id") ?? "")
const arrivedIds = () => new Set(allMessages().map(idOf))

/**
 * A look at the scenario's store (either kind), through the lead service.
 * @template T
 * @param {string} name @param {(leads: LeadService) => Promise<T>} look @returns {Promise<T>}
 */
async function inStore(name, look) {
  const leads = createLeadService({ env: envOf(name), log: () => undefined })
  try {
    return await look(leads)
  } finally {
    await leads.close()
  }
}

/** The operator's round for leads held in doubt (README "Leads"): found in the inbox, or released. @param {string} name */
async function settleDoubts(name) {
  const held = (await inStore(name, (leads) => leads.heldInDoubt())).map(({ id }) => id)
  const arrived = arrivedIds()
  const found = held.filter((id) => arrived.has(id))
  const notFound = held.filter((id) => !arrived.has(id))
  if (found.length > 0) await deliver(name, [`--doubt-arrived=${found.join(",")}`])
  if (notFound.length > 0) await deliver(name, [`--release-doubt=${notFound.join(",")}`])
  return { held: held.length, found: found.length, released: notFound.length }
}

/**
 * Counts arrivals of the scenario's ids; the store tells what is still waiting.
 * @param {string} name @param {string[]} ids @param {Status[]} statuses
 */
async function tally(name, ids, statuses) {
  const accepted = new Set(
    ids.filter((_, i) => {
      const status = statuses[i]
      return typeof status === "number" && status < 300
    }),
  )
  /** @type {Map<string, number>} */
  const counts = new Map()
  const wanted = new Set(ids)
  for (const message of allMessages()) {
    const id = idOf(message)
    if (id !== null && wanted.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  const waiting = await inStore(name, (leads) => leads.counts())
  return {
    accepted: accepted.size,
    errors: ids.length - accepted.size,
    arrived: [...accepted].filter((id) => counts.has(id)).length,
    lost: [...accepted].filter((id) => !counts.has(id)).length,
    duplicates: [...counts.values()].filter((n) => n > 1).reduce((sum, n) => sum + n - 1, 0),
    unexpected: [...counts.keys()].filter((id) => !accepted.has(id)).length,
    pending: waiting.pending,
    sending: waiting.sending,
  }
}

/**
 * Waits until every one of `ids` has arrived, or `timeoutMs`; resolves with the milliseconds it took, or null.
 * @param {string[]} ids @param {number} timeoutMs @param {() => Promise<void>} [meanwhile] runs between looks
 */
async function arrival(ids, timeoutMs, meanwhile) {
  const started = Date.now()
  for (;;) {
    const arrived = arrivedIds()
    if (ids.every((id) => arrived.has(id))) return Date.now() - started
    if (Date.now() - started > timeoutMs) return null
    if (meanwhile) await meanwhile()
    else await sleep(500)
  }
}

/**
 * 50 leads sent to a server whose mail server is down: the scenario's own, on a port nothing listens on until
 * the scenario starts one there (outage, scheduled).
 * @param {string} name
 */
async function sentWhileMailIsDown(name) {
  const mailPort = await freePort()
  const server = await start(name, { SMTP_URL: `smtp://127.0.0.1:${mailPort}` })
  const ids = newIds(50)
  const statuses = await pool(ids, 10, (id, i) => formSubmit(id, lead(i, name)))
  return { mailPort, server, ids, statuses }
}

/** @type {Record<string, () => Promise<Outcome>>} */
const scenarios = {
  async kill() {
    let server = await start("kill")
    // The mail server takes 200 ms over each message, so deliveries are in flight whenever a kill comes
    // (in the middle of the conversation, or after the final "." before the answer: leads in doubt).
    sink.behaviour.dataDelayMs = 200
    const ids = newIds(store === "blobs" ? BLOBS_COUNT : COUNT)
    let kills = 0
    let running = true
    const killer = (async () => {
      while (running) {
        await sleep(1500 + Math.random() * 2500)
        if (!running) break
        await server.kill("SIGKILL")
        kills++
        server = await start("kill")
      }
    })()
    const statuses = await pool(ids, 20, (id, i) => patientSubmit(id, lead(i, "kill")))
    running = false
    await killer
    while (kills < 10) {
      await server.kill("SIGKILL")
      kills++
      server = await start("kill")
    }
    await server.stop()
    sink.behaviour.dataDelayMs = 0
    await staleWait()
    await deliver("kill")
    return { ids, statuses, note: `${kills} SIGKILLs, deliveries in flight at each` }
  },
  async restart() {
    let server = await start("restart")
    const ids = newIds(300)
    const statuses = pool(ids, 20, (id, i) => formSubmit(id, lead(i, "restart")))
    await sleep(2000)
    const killedAt = Date.now()
    await server.kill("SIGKILL")
    server = await start("restart")
    const down = Date.now() - killedAt
    const done = await statuses
    await server.stop()
    await staleWait()
    await deliver("restart")
    return { ids, statuses: done, note: `SIGKILL, listening again after ${down} ms; the form's retries` }
  },
  async term() {
    let server = await start("term")
    const ids = newIds(200)
    const statuses = pool(ids, 20, (id, i) => formSubmit(id, lead(i, "term")))
    await sleep(1500)
    const exit = await server.kill("SIGTERM")
    server = await start("term")
    const done = await statuses
    await server.stop()
    await staleWait()
    await deliver("term")
    return { ids, statuses: done, note: `SIGTERM exit ${exit.code ?? exit.signal}; the form's retries` }
  },
  async slow() {
    const server = await start("slow")
    sink.behaviour.dataDelayMs = 10_000
    const ids = newIds(50)
    const statuses = await pool(ids, 10, (id, i) => formSubmit(id, lead(i, "slow")))
    await sleep(15_000)
    sink.behaviour.dataDelayMs = 0
    await server.stop()
    await deliver("slow")
    return { ids, statuses, note: "10 s after the body" }
  },
  async down() {
    const stopped = await start("down", { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })
    const ids = newIds(50)
    const statuses = await pool(ids, 10, (id, i) => formSubmit(id, lead(i, "down")))
    await stopped.stop()
    await deliver("down")
    return { ids, statuses, note: "no mail server, then leads:deliver" }
  },
  async outage() {
    const { mailPort, server, ids, statuses } = await sentWhileMailIsDown("outage")
    await sleep(5000)
    const back = await startSmtpSink({ port: mailPort })
    sinks.push(back)
    const took = await arrival(ids, OUTAGE_MS)
    await server.stop()
    await back.close()
    return {
      ids,
      statuses,
      sinks: [back],
      extraFailure: took === null,
      note: took === null ? `not all sent within ${OUTAGE_MS / 1000} s of the mail server's return` : `all sent by the server's timer ${(took / 1000).toFixed(0)} s after the mail server returned, with no request and no command`,
    }
  },
  async scheduled() {
    if (store !== "blobs" || !blobs) return { ids: [], statuses: [], note: "Netlify Blobs only" }
    const { mailPort, server, ids, statuses } = await sentWhileMailIsDown("scheduled")
    // The server (the lead function's stand-in: it stored the leads and answered) goes; the leads wait in Blobs.
    await server.stop()
    const back = await startSmtpSink({ port: mailPort })
    sinks.push(back)
    const { default: scheduledRun } = await import("../../netlify/functions/deliver-leads.mts")
    const { LEAD_SPOOL_DIR: _spool, LEAD_CLAIM_STALE_MINUTES: _stale, SMTP_DATA_TIMEOUT_MS: _data, ...netlifyEnv } = envOf("scheduled")
    let runs = 0
    // As Netlify runs it (on its cron, every minute; every 5 s here): a modern function with the Blobs context in its environment.
    const took = await arrival(ids, OUTAGE_MS, () =>
      withEnv({ ...netlifyEnv, SMTP_URL: back.url, LOG_LEVEL: "error", LEAD_SPOOL_DIR: undefined }, async () => {
        runs++
        await scheduledRun()
        await sleep(5000)
      }),
    )
    await back.close()
    return {
      ids,
      statuses,
      sinks: [back],
      extraFailure: took === null,
      note: took === null ? `not all sent by ${runs} runs of the scheduled function` : `all sent by the scheduled function (${runs} runs) ${(took / 1000).toFixed(0)} s after the mail server returned, with no command`,
    }
  },
  async reject() {
    const server = await start("reject")
    sink.behaviour.rejectData = true
    const ids = newIds(50)
    const statuses = await pool(ids, 10, (id, i) => formSubmit(id, lead(i, "reject")))
    sink.behaviour.rejectData = false
    await server.stop()
    await deliver("reject")
    return { ids, statuses, note: "554 on every message, then accepted" }
  },
  async 451() {
    const server = await start("451")
    sink.behaviour.rejectData = true
    sink.behaviour.rejectDataCode = 451
    const ids = newIds(50)
    const statuses = await pool(ids, 10, (id, i) => formSubmit(id, lead(i, "451")))
    await sleep(2000)
    sink.behaviour.rejectData = false
    delete sink.behaviour.rejectDataCode
    await server.stop()
    await deliver("451")
    return { ids, statuses, note: "451 on every message, then accepted" }
  },
  async poison() {
    const server = await start("poison")
    sink.behaviour.rejectMatching = /POISON-554/
    // The issue's case: fields of the wrong type. Refused now, so never spooled.
    const typed = await pool(newIds(20), 10, (id, i) => formSubmit(id, { ...lead(i, "poison"), subject: ["array subject"], firstName: ["Poison"] }))
    // Valid leads the mail server refuses for ever, with ids that sort first, sent first.
    const poison = Array.from({ length: 20 }, (_, i) => `00000000-poison-${String(i).padStart(4, "0")}`)
    const poisonStatuses = await pool(poison, 10, (id, i) => formSubmit(id, { ...lead(i, "poison"), message: `POISON-554 lead ${i}` }))
    const ids = newIds(50)
    /** @type {Map<string, number>} */
    const answered = new Map()
    const statuses = await pool(ids, 10, async (id, i) => {
      const status = await formSubmit(id, lead(i, "good"))
      answered.set(id, Date.now())
      return status
    })
    await sleep(POISON_DELAY_MS)
    const waits = ids.map((id) => {
      const message = sink.messages.find((m) => idOf(m) === id)
      return message ? message.at - (answered.get(id) ?? 0) : Number.POSITIVE_INFINITY
    })
    await server.stop()
    await deliver("poison")
    delete sink.behaviour.rejectMatching
    const arrivedPoison = sink.messages.filter((m) => poison.includes(idOf(m) ?? "")).length
    const slowest = Math.max(...waits)
    const late = waits.filter((wait) => wait > POISON_DELAY_MS).length
    return {
      ids,
      statuses,
      extraFailure: late > 0 || arrivedPoison > 0,
      note:
        `${typed.filter((status) => status === 422).length}/20 wrongly typed refused 422; ${poisonStatuses.filter((status) => status === 200).length}/20 poison (554 for ever) answered 200, ` +
        `${arrivedPoison} arrived; good leads: slowest ${Number.isFinite(slowest) ? `${slowest} ms` : "not arrived"} after their 200, ${late} later than ${POISON_DELAY_MS} ms`,
    }
  },
}

rmSync(path.resolve("var", "bench-faults"), { recursive: true, force: true })
/** @typedef {{ name: string, store: string, ok: boolean, seconds: string, sent: number, note: string, doubt: string } & Awaited<ReturnType<typeof tally>>} Row */
/** @type {Row[]} */
const rows = []
const only = process.argv.slice(2)
for (const kind of STORES) {
  store = kind
  for (const [name, run] of Object.entries(scenarios)) {
    if (only.length > 0 && !only.includes(name)) continue
    if (name === "scheduled" && kind !== "blobs") continue
    const started = Date.now()
    const { ids, statuses, note, extraFailure = false } = await run()
    await sleep(2000)
    const doubt = await settleDoubts(name)
    await sleep(500)
    const t = await tally(name, ids, statuses)
    const ok = t.lost === 0 && t.duplicates === 0 && t.unexpected === 0 && t.errors === 0 && !extraFailure
    rows.push({ name, store: kind, ok, seconds: ((Date.now() - started) / 1000).toFixed(0), sent: ids.length, note, doubt: `${doubt.held} (${doubt.found}/${doubt.released})`, ...t })
    console.log(
      `${name} (${kind} store): ${ok ? "ok" : "FAIL"}: sent ${ids.length}, 2xx ${t.accepted}, arrived ${t.arrived}, dupes ${t.duplicates}, lost ${t.lost}, errors ${t.errors} [${[...new Set(statuses.filter((status) => status !== 200))].join(", ")}], unexp ${t.unexpected}, doubt ${doubt.held}, pending ${t.pending} (${note})`,
    )
  }
}
for (const s of sinks) await s.close().catch(() => undefined)
await blobs?.stop()

// One table per store. sent: valid leads sent; 2xx: answered 2xx; arrived: of those, how many reached the mail
// server; dupes: extra copies; lost: answered 2xx, never arrived; errors: visitors told of an error (their form
// gave up); unexp: arrived though never accepted; doubt f/r: held in doubt (found in the inbox/released).
/** @type {Array<[string, number, (row: Row) => string]>} */
const COLUMNS = [
  ["scenario", 10, (r) => r.name],
  ["result", 6, (r) => (r.ok ? "ok" : "FAIL")],
  ["sent", 5, (r) => String(r.sent)],
  ["2xx", 5, (r) => String(r.accepted)],
  ["arrived", 7, (r) => String(r.arrived)],
  ["dupes", 5, (r) => String(r.duplicates)],
  ["lost", 5, (r) => String(r.lost)],
  ["errors", 6, (r) => String(r.errors)],
  ["unexp", 5, (r) => String(r.unexpected)],
  ["doubt f/r", 9, (r) => r.doubt],
  ["pending", 7, (r) => String(r.pending)],
  ["s", 4, (r) => r.seconds],
]
const cells = (/** @type {string[]} */ values) => values.map((value, i) => (i === 0 ? value.padEnd(COLUMNS[i]?.[1] ?? 0) : value.padStart(COLUMNS[i]?.[1] ?? 0))).join(" ")
for (const kind of STORES) {
  const ofStore = rows.filter((r) => r.store === kind)
  if (ofStore.length === 0) continue
  console.log(`\n${kind === "blobs" ? "Netlify Blobs store (local BlobsServer)" : "disk store"}`)
  console.log(`${cells(COLUMNS.map(([title]) => title))}  note`)
  for (const r of ofStore) console.log(`${cells(COLUMNS.map(([, , value]) => value(r)))}  ${r.note}`)
  const sum = (/** @type {(row: Row) => number} */ get) => String(ofStore.reduce((total, r) => total + get(r), 0))
  console.log(
    `${cells(["total", ofStore.every((r) => r.ok) ? "ok" : "FAIL", sum((r) => r.sent), sum((r) => r.accepted), sum((r) => r.arrived), sum((r) => r.duplicates), sum((r) => r.lost), sum((r) => r.errors), sum((r) => r.unexpected), "", sum((r) => r.pending), sum((r) => Number(r.seconds))])}`,
  )
}
process.exitCode = rows.length > 0 && rows.every((r) => r.ok) ? 0 : 1
