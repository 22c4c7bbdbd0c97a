#!/usr/bin/env node
// @ts-check
// npm run check:server (part of npm test, after the build): the production server as an operator runs it.
// First a production install of the build in a temporary folder: package.json, package-lock.json, dist/ and
// public/ copied, `npm ci --omit=dev` there (from npm's cache when it has the packages), so a module the
// server or the lead service loads without declaring it in `dependencies` fails this check. Then the server
// (dist/server/main.js) from that folder on a free loopback port: how soon it answers, its worker threads,
// and each kind of response it gives: a page, a hashed bundle, a static file, page data, a search index
// chunk, a content redirect (with its query), the not-found page, the lead service, the health endpoint;
// every one with the security headers of gatsby-config's `headers`. A multipart upload of several MB must
// be refused with 415 before its body is read without the server's memory growing; a compressed body with
// 415; a body shorter than its Content-Length must not hold the connection past REQUEST_TIMEOUT_MS. Then
// SIGTERM while a request is half sent and a delivery is talking to SMTP: the request is answered, the
// delivery finishes (the lead service's drain), no claim is left in sending/, and the server exits 0 within
// its bound; then leads:deliver from the same install (dist/server/deliver.js) sends the lead the stop left
// waiting, once. Every line the server logged is one JSON object with named fields.
// Prints one line per check; exit code 1 if any fails.
import { execFile, spawnSync } from "node:child_process"
import { cpSync, existsSync, readdirSync, readFileSync, mkdtempSync, rmSync } from "node:fs"
import http from "node:http"
import net from "node:net"
import { register } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { freePort, SERVER_ENTRY, startServe } from "../lib/serve.mjs"

register("../lib/ts-hooks.mjs", import.meta.url)
const { startSmtpSink } = await import("../../api/test-support/smtp-sink.ts")
const { VALID } = await import("../../api/test-support/hostile-bodies.ts")
const { leadIdFromMessageId, MESSAGES } = await import("../../api/index.ts")

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const PUBLIC = path.join(ROOT, "public")
const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = /max-age=0, must-revalidate/

/** The build's site manifest (server/manifest.ts): the headers, redirects and public site key the server uses. */
/** @type {import("../../server/manifest").SiteManifest} */
const manifest = JSON.parse(readFileSync(path.join(ROOT, "dist", "site.json"), "utf8"))
const everywhere = manifest.headers.find((rule) => rule.source === "/*")?.headers ?? []
if (everywhere.length === 0) throw new Error("dist/site.json has no header rule for /*: is gatsby-config's `headers` set?")
const { publicSiteKey } = manifest
if (!publicSiteKey) throw new Error("dist/site.json has no public site key: gatsby-config's GATSBY_PUBLIC_SITE_KEY must be set")
const redirect = manifest.redirects.find((r) => !r.fromPath.endsWith("/"))
if (!redirect) throw new Error("the build has no content redirect to check")

const firstFile = (/** @type {string} */ dir, /** @type {RegExp} */ pattern) => {
  const name = readdirSync(dir).find((file) => pattern.test(file))
  if (!name) throw new Error(`no file like ${pattern} in ${dir}`)
  return name
}
const bundle = `/${firstFile(PUBLIC, /^app-[0-9a-f]+\.js$/)}`
const staticFile = (() => {
  /** @param {string} dir @returns {string} */
  const first = (dir) => {
    const entry = readdirSync(dir, { withFileTypes: true }).sort((a, b) => Number(a.isDirectory()) - Number(b.isDirectory()))[0]
    if (!entry) throw new Error(`${dir} is empty`)
    return entry.isDirectory() ? first(path.join(dir, entry.name)) : path.join(dir, entry.name)
  }
  return `/${path.relative(PUBLIC, first(path.join(PUBLIC, "static")))}`
})()
const searchChunk = `/pagefind/index/${firstFile(path.join(PUBLIC, "pagefind", "index"), /\.pf_index$/)}`

/** @type {string[]} */
const failures = []
/** @param {string} name @param {boolean} condition @param {string | null} [detail] */
function check(name, condition, detail) {
  console.log(`${condition ? "ok  " : "FAIL"} ${name}${condition ? "" : `: ${detail}`}`)
  if (!condition) failures.push(name)
}

/** The security headers on one response, by name of the first missing or different one. @param {string} name @param {Response} response */
function checkSecurity(name, response) {
  const wrong = everywhere.filter(({ key, value }) => response.headers.get(key) !== value).map(({ key }) => key)
  check(`${name}: security headers`, wrong.length === 0, `missing or different: ${wrong.join(", ")}`)
}

/** The resident memory of a process, in bytes (Linux). */
const rssOf = (/** @type {number} */ pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) * 1024

/**
 * POSTs a multipart body announced as `total` bytes: sends its first `head` bytes, then waits up to `waitMs`
 * for an answer before sending the rest. A server that reads the body before answering cannot answer in
 * that wait (the rest is withheld), so the answer's arrival proves it refused on the headers alone. (Sending
 * as fast as the socket takes it made the check depend on the machine's load: a server that reads and
 * discards a refused body after answering lets the client write on until it gets round to the answer.)
 * Resolves with the status, the answer's text and how many bytes had been written when it came.
 * @param {string} url @param {number} total @param {{ head?: number, waitMs?: number }} [options]
 * @returns {Promise<{ status: number | undefined, text: string, written: number }>}
 */
function upload(url, total, { head = 1024 * 1024, waitMs = 10_000 } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/api/send-contact-email`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(total) } })
    let written = 0
    let answered = false
    request.on("response", (response) => {
      answered = true
      const at = written
      let text = ""
      response.on("data", (chunk) => (text += chunk))
      response.on("end", () => {
        resolve({ status: response.statusCode, text, written: at })
        request.destroy()
      })
    })
    request.on("error", (error) => (answered ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, "a")
    /** @param {number} limit @param {() => void} then */
    const pump = (limit, then) => {
      while (!answered && written < limit) {
        written += chunk.length
        if (!request.write(chunk)) return void request.once("drain", () => pump(limit, then))
      }
      then()
    }
    pump(head, () => setTimeout(() => pump(total, () => (answered ? undefined : request.end())), waitMs))
  })
}

/** The lines of the server's output that are not one JSON object each with named (non-numeric) keys. */
const unstructured = (/** @type {string} */ output) =>
  output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        const entry = JSON.parse(line)
        return typeof entry !== "object" || entry === null || Array.isArray(entry) || Object.keys(entry).some((key) => /^\d+$/.test(key)) || typeof entry.level !== "string"
      } catch {
        return true
      }
    })

/**
 * Writes `head` of a request, then nothing more; resolves with how the server ended it: the status line it
 * answered with (if any) and the milliseconds until it closed the connection.
 * @param {string} url @param {string} head @returns {Promise<{ status: string, ms: number }>}
 */
function stall(url, head) {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = net.connect(Number(new URL(url).port), "127.0.0.1", () => socket.write(head))
    let answer = ""
    socket.on("data", (chunk) => (answer += chunk))
    socket.on("error", () => undefined)
    socket.on("close", () => resolve({ status: /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? "none", ms: Date.now() - started }))
  })
}

/** The threads of a process (Linux). */
const threadsOf = (/** @type {number} */ pid) => readdirSync(`/proc/${pid}/task`).length

const REQUEST_TIMEOUT_MS = 2000
/** leads:deliver as the build compiles it (server/deliver.ts), for a production install. */
const DELIVER_ENTRY = path.join("dist", "server", "deliver.js")
/** server/main.ts THREADPOOL_SIZE: libuv's worker threads, besides Node's own few. */
const THREADPOOL_SIZE = 16

// A production install of the build: only what package.json's `dependencies` bring.
const install = mkdtempSync(path.join(tmpdir(), "check-server-install-"))
const installStarted = Date.now()
for (const name of ["package.json", "package-lock.json", "dist", "public"]) cpSync(path.join(ROOT, name), path.join(install, name), { recursive: true })
const ci = spawnSync("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: install, encoding: "utf8" })
check("production install: npm ci --omit=dev of the build", ci.status === 0, `exit ${ci.status}: ${(ci.stderr || ci.stdout).slice(-2000)}`)
if (ci.status !== 0) process.exit(1)
console.log(`     (${readdirSync(path.join(install, "node_modules")).length} packages at the top of node_modules, ${Date.now() - installStarted} ms)`)

const spool = mkdtempSync(path.join(tmpdir(), "check-server-"))
// CHECK_SMTP_PORT and CHECK_SERVER_PORT place the mail server and the site (default: free ports).
const sink = await startSmtpSink({ port: Number(process.env["CHECK_SMTP_PORT"] ?? 0) || (await freePort()) })
const server = await startServe({
  production: true,
  cwd: install,
  port: Number(process.env["CHECK_SERVER_PORT"] ?? 0) || undefined,
  env: {
    LEAD_SPOOL_DIR: spool,
    SMTP_URL: sink.url,
    LEAD_TO: "leads@solvix.test",
    LEAD_FROM: "website@solvix.test",
    SHUTDOWN_TIMEOUT_MS: "10000",
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    UV_THREADPOOL_SIZE: "",
    NODE_ENV: "production",
  },
})
try {
  const startLine = JSON.parse(
    server
      .output()
      .split("\n")
      .find((line) => line.includes('"msg":"started"')) ?? "{}",
  )
  // The bound is a second of wall time on a quiet machine. A busy one stretches wall time (the machine this
  // runs on is shared), not CPU time: the check holds the CPU time the start took to a second, which a
  // server that compresses files or compiles TypeScript as it starts (4 to 25 s before) does not meet.
  check(
    `start-up: listening ${startLine.startupMs} ms after the process started, ${startLine.startupCpuMs} ms of CPU (${SERVER_ENTRY} from the production install)`,
    startLine.startupCpuMs < 1000,
    `${startLine.startupCpuMs} ms of CPU, ${startLine.startupMs} ms`,
  )
  check(`start-up: libuv's ${THREADPOOL_SIZE} worker threads without UV_THREADPOOL_SIZE set`, threadsOf(server.pid) > THREADPOOL_SIZE, `${threadsOf(server.pid)} threads`)

  const get = (/** @type {string} */ url, /** @type {RequestInit} */ init = {}) => fetch(`${server.url}${url}`, { redirect: "manual", ...init })

  const home = await get("/", { headers: { "accept-encoding": "br, gzip" } })
  checkSecurity("page", home)
  check("page: 200 HTML", home.status === 200 && /text\/html/.test(home.headers.get("content-type") ?? ""), `${home.status} ${home.headers.get("content-type")}`)
  check("page: revalidated", REVALIDATE.test(home.headers.get("cache-control") ?? ""), home.headers.get("cache-control"))
  check("page: Brotli for a browser that accepts it, varying on it", home.headers.get("content-encoding") === "br" && home.headers.get("vary") === "accept-encoding", `${home.headers.get("content-encoding")}, vary ${home.headers.get("vary")}`)
  const plain = await get("/about", { headers: { "accept-encoding": "identity" } })
  check("page: uncompressed for a client that accepts nothing", plain.status === 200 && !plain.headers.get("content-encoding") && /<h1/.test(await plain.text()), `${plain.status} ${plain.headers.get("content-encoding")}`)

  for (const [kind, url] of /** @type {Array<[string, string]>} */ ([
    ["hashed bundle", bundle],
    ["static file", staticFile],
    ["search index chunk", searchChunk],
  ])) {
    const response = await get(url)
    checkSecurity(kind, response)
    check(`${kind}: 200, cached for ever`, response.status === 200 && response.headers.get("cache-control") === IMMUTABLE, `${url}: ${response.status} ${response.headers.get("cache-control")}`)
  }
  const gz = await get(bundle, { headers: { "accept-encoding": "gzip" } })
  check("hashed bundle: gzip for a client that only accepts gzip", gz.headers.get("content-encoding") === "gzip", gz.headers.get("content-encoding"))

  const pageData = await get("/page-data/index/page-data.json")
  checkSecurity("page data", pageData)
  check("page data: 200, revalidated", pageData.status === 200 && REVALIDATE.test(pageData.headers.get("cache-control") ?? ""), `${pageData.status} ${pageData.headers.get("cache-control")}`)

  for (const from of [`${redirect.fromPath}?ref=check&x=1`, `${redirect.fromPath}/?ref=check&x=1`]) {
    const moved = await get(from)
    checkSecurity(`redirect ${from}`, moved)
    check(`redirect ${from}: 301 to the target with the query`, moved.status === 301 && moved.headers.get("location") === `${redirect.toPath}?ref=check&x=1`, `${moved.status} → ${moved.headers.get("location")}`)
  }

  const missing = await get("/no-such-page-at-all")
  checkSecurity("not found", missing)
  const missingHtml = await missing.text()
  check("not found: 404 with the site's not-found page", missing.status === 404 && missingHtml === readFileSync(path.join(PUBLIC, "404.html"), "utf8"), `${missing.status}, ${missingHtml.length} bytes`)

  const wrongMethod = await get("/api/send-contact-email")
  checkSecurity("function", wrongMethod)
  check("function: GET refused with 405, not cached", wrongMethod.status === 405 && wrongMethod.headers.get("cache-control") === "no-store", `${wrongMethod.status} ${wrongMethod.headers.get("cache-control")}`)
  const notJson = await get("/api/send-contact-email", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x--" }).catch((error) => error)
  check("function: non-JSON body refused with 415", notJson.status === 415, String(notJson.status ?? notJson.cause?.code ?? notJson))
  const lead = { "content-type": "application/json", origin: server.url }
  const keyless = await get("/api/send-contact-email", { method: "POST", headers: lead, body: "{}" })
  check("function: a request without the build's public site key refused with 403", keyless.status === 403, String(keyless.status))
  const badJson = await get("/api/send-contact-email", { method: "POST", headers: { ...lead, authorization: `Bearer ${publicSiteKey}` }, body: "{}" })
  checkSecurity("function answer", badJson)
  check("function: empty form refused with 422 JSON", badJson.status === 422 && /application\/json/.test(badJson.headers.get("content-type") ?? ""), `${badJson.status} ${badJson.headers.get("content-type")}`)

  // The site is reached over http here: a page of https://<the same host> is another origin.
  const otherScheme = await get("/api/send-contact-email", { method: "POST", headers: { ...lead, origin: server.url.replace("http:", "https:"), authorization: `Bearer ${publicSiteKey}` }, body: JSON.stringify(VALID) })
  check("function: an https Origin on this http host refused with 403", otherScheme.status === 403, String(otherScheme.status))

  const health = await get("/healthz")
  checkSecurity("health", health)
  check("health: 200 ok", health.status === 200 && (await health.json()).status === "ok", String(health.status))

  const UPLOAD = 48 * 1024 * 1024
  const rssBefore = rssOf(server.pid)
  const big = await upload(server.url, UPLOAD)
  const grew = rssOf(server.pid) - rssBefore
  // api's own answer (refuseBeforeBody in the server's onRequest hook), not Fastify's generic one.
  const refusal = (() => {
    try {
      return JSON.parse(big.text).error
    } catch {
      return big.text
    }
  })()
  check(
    "function: 48 MB multipart refused with api's 415 before its body is read, memory not growing",
    big.status === 415 && refusal === MESSAGES.contentType && big.written < UPLOAD / 2 && grew < 16 * 1024 * 1024,
    `${big.status} "${refusal}" after ${(big.written / 1048576).toFixed(1)} MB sent, RSS +${(grew / 1048576).toFixed(1)} MB`,
  )

  const gzipped = await get("/api/send-contact-email", { method: "POST", headers: { ...lead, authorization: `Bearer ${publicSiteKey}`, "content-encoding": "gzip" }, body: "x" })
  checkSecurity("compressed body", gzipped)
  check("function: a compressed request body (Content-Encoding: gzip) refused with 415", gzipped.status === 415, String(gzipped.status))

  const short = await stall(server.url, `POST /api/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nOrigin: ${server.url}\r\nContent-Length: 500\r\n\r\n{"firstName":`)
  check(
    `a body shorter than its Content-Length: 408 and closed after REQUEST_TIMEOUT_MS (${REQUEST_TIMEOUT_MS} ms)`,
    short.status === "408" && short.ms >= REQUEST_TIMEOUT_MS - 100 && short.ms < REQUEST_TIMEOUT_MS + 3000,
    `${short.status} after ${short.ms} ms`,
  )
  const silent = await stall(server.url, "GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n")
  check(`headers never finished: closed within REQUEST_TIMEOUT_MS`, silent.ms < REQUEST_TIMEOUT_MS + 3000, `${silent.status} after ${silent.ms} ms`)

  // SIGTERM with a delivery in the middle of its SMTP conversation (the sink waits 5 s after the body) and a
  // request whose body is only half sent.
  sink.behaviour.dataDelayMs = 5000
  const leadHeaders = (/** @type {string} */ id) => ({ ...lead, authorization: `Bearer ${publicSiteKey}`, "idempotency-key": id, "x-lead-page": "/contact" })
  const delivering = `check-server-a-${Date.now()}`
  const first = await get("/api/send-contact-email", { method: "POST", headers: leadHeaders(delivering), body: JSON.stringify(VALID) })
  check("lead: answered 200 once spooled", first.status === 200, String(first.status))
  const halfSent = `check-server-b-${Date.now()}`
  const body = Buffer.from(JSON.stringify({ ...VALID, firstName: "Drain" }))
  const late = new Promise((resolve) => {
    const request = http.request(`${server.url}/api/send-contact-email`, { method: "POST", headers: { ...leadHeaders(halfSent), "content-length": String(body.length) } })
    request.on("response", (response) => (response.resume(), resolve(response.statusCode)))
    request.on("error", (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code ?? String(error)))
    request.write(body.subarray(0, 20))
    setTimeout(() => request.end(body.subarray(20)), 500)
  })
  await new Promise((resolve) => setTimeout(resolve, 200))
  const started = Date.now()
  const exited = server.kill("SIGTERM")
  check("SIGTERM: a request in flight is still answered 200", (await late) === 200, String(await late))
  const exit = await exited
  check("SIGTERM: exits 0 within SHUTDOWN_TIMEOUT_MS", exit.code === 0 && Date.now() - started < 12_000, `exit ${exit.code ?? exit.signal} after ${Date.now() - started} ms`)
  const logged = server
    .output()
    .split("\n")
    .map((line) => {
      try {
        return JSON.parse(line)
      } catch {
        return null
      }
    })
  const stopping = logged.find((entry) => entry?.msg === "shutting down")
  const stopped = logged.find((entry) => entry?.msg === "stopped")
  check(
    "SIGTERM: the lead service drained within its bound",
    typeof stopped?.leads?.finished === "number" && stopped.leads.timedOut === false,
    `${JSON.stringify(stopped?.leads ?? null)} ${stopped && stopping ? stopped.time - stopping.time : "?"} ms after the signal, delivery answered ${first.status} ${Date.now() - started} ms before now`,
  )
  const arrived = sink.messages.filter((message) => leadIdFromMessageId(message.headers.get("message-id") ?? "") === delivering).length
  const inFolder = (/** @type {string} */ folder) => (existsSync(path.join(spool, folder)) ? readdirSync(path.join(spool, folder)) : [])
  check(
    "SIGTERM: the delivery arrived once, no claim left in sending/, the late lead back in pending/ for the next process",
    arrived === 1 && inFolder("sending").length === 0 && inFolder("pending").some((file) => file.startsWith(halfSent)),
    `arrived ${arrived}, sending/ ${inFolder("sending").length}, pending/ [${inFolder("pending").join(", ")}]`,
  )

  // leads:deliver from the production install (dist/server/deliver.js, README "Leads"): the late lead goes out, once.
  sink.behaviour.dataDelayMs = 0
  // (Not spawnSync: the mail server runs in this process and must answer meanwhile.)
  const deliver = await new Promise((resolve) =>
    execFile(
      process.execPath,
      [DELIVER_ENTRY],
      { cwd: install, env: { PATH: process.env["PATH"] ?? "", LEAD_SPOOL_DIR: spool, SMTP_URL: sink.url, LEAD_TO: "leads@solvix.test", LEAD_FROM: "website@solvix.test", NODE_ENV: "production" } },
      (error, stdout, stderr) => resolve({ status: error ? (error.code ?? 1) : 0, stdout, stderr }),
    ),
  )
  const delivered = sink.messages.filter((message) => leadIdFromMessageId(message.headers.get("message-id") ?? "") === halfSent).length
  check(
    `leads:deliver: ${DELIVER_ENTRY} from the production install sends the waiting lead once and exits 0`,
    deliver.status === 0 && /^Sent 1 /m.test(deliver.stdout) && delivered === 1 && inFolder("pending").length === 0,
    `exit ${deliver.status}, ${delivered} message(s), pending/ [${inFolder("pending").join(", ")}]: ${(deliver.stderr || deliver.stdout).slice(-600)}`,
  )
  const loose = unstructured(server.output())
  check("logs: every line one JSON object with named fields and a level", loose.length === 0, loose.slice(0, 3).join(" | "))
  const leadLines = server
    .output()
    .split("\n")
    .filter((line) => line.includes('"event":"lead.'))
  check("logs: the lead service's events in the server's format", leadLines.length > 0 && leadLines.every((line) => /^\{"level":"(info|warn|error)","time":"/.test(line)), leadLines[0] ?? "no lead event logged")
} finally {
  await server.stop()
  await sink.close()
  rmSync(spool, { recursive: true, force: true })
  rmSync(install, { recursive: true, force: true })
}

if (failures.length > 0) {
  console.error(`check:server: ${failures.length} check(s) failed`)
  process.exit(1)
}
console.log("check:server: every kind of response as expected")
