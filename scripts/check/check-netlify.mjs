#!/usr/bin/env node
// @ts-check
// npm run check:netlify — builds the site as Netlify does (gatsby-adapter-netlify) and checks what the
// adapter wrote for the host:
//   public/_redirects   every redirect declared in content, both slash forms, as a forced 301 (`301!`: on Netlify a
//                       file at a path wins over a plain rule, and each old path has a stub page), and the
//                       route of the lead function;
//   public/_headers     the security headers of gatsby/lib/post-build/security-headers.ts on pages, redirects and
//                       files, and immutable caching for /static/*, webpack's bundles and pagefind's chunks;
//   .netlify/functions-internal/send-contact-email-js
//                       the Lambda wrapper around the compiled function, invoked here with Netlify-style
//                       events: a lead with no SMTP lands as an .eml file in <LEAD_SPOOL_DIR>/outbox/ (after
//                       the answer: the check waits for it); as on Netlify (a Lambda host whose event carries
//                       the Blobs context) a lead is in a local Netlify Blobs server (BlobsServer) when the
//                       visitor gets 200 and nothing is sent during the request; a Lambda host without Blobs
//                       still delivers before the answer;
//   netlify/functions/deliver-leads.mts
//                       the scheduled function, packaged by Netlify's own function bundler
//                       (@netlify/zip-it-and-ship-it, what Netlify's build and CLI use) together with the
//                       adapter's function: it must come out as a modern function with its every-minute
//                       schedule; then it is run as Netlify runs it and must deliver the stored lead once.
// The build goes into the normal public/ under /tmp/gatsby-build.lock. The adapter moves each page's
// index.html to <path>.html (Netlify's pretty URLs), which `gatsby serve` cannot serve, so the script moves
// them back afterwards; public/_headers and public/_redirects stay for inspection.
// Exit code 1 when a check fails. SKIP_BUILD=1 checks the output of the last adapter build.
import { spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { existsSync } from "node:fs"
import fs from "node:fs/promises"
import { createRequire, register } from "node:module"
import os from "node:os"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { zipFunctions } from "@netlify/zip-it-and-ship-it"
import { holdBuildLock } from "../lib/build-lock.mjs"
import { withEnv } from "../lib/with-env.mjs"

register("../lib/ts-hooks.mjs", import.meta.url)

/** @typedef {import("../../api/test-support/fixtures").LocalBlobs} LocalBlobs */
/** @typedef {import("../../api/test-support/smtp-sink").SmtpSink} SmtpSink */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const PUBLIC = path.join(ROOT, "public")

/** The id Gatsby gave the lead function (`send-contact-email-js`): the name of its Netlify Function. */
async function leadFunctionId() {
  /** @type {Array<{ functionRoute: string, functionId: string }>} */
  const manifest = JSON.parse(await fs.readFile(path.join(ROOT, ".cache", "functions", "manifest.json"), "utf8"))
  const entry = manifest.find((f) => f.functionRoute === "send-contact-email")
  if (!entry) throw new Error(".cache/functions/manifest.json has no send-contact-email function")
  return entry.functionId
}

/** The spec's redirects (section "Redirects"): old path → new path, as the end-to-end tests have them. @type {Array<[string, string]>} */
const SPEC_REDIRECTS = JSON.parse(await fs.readFile(fileURLToPath(new URL("../../e2e/spec-redirects.json", import.meta.url)), "utf8"))

let passed = 0
/** The adapter's name for the lead function, once read (the bundler check looks for it). */
/** @type {string | null} */
let leadFunctionIdCache = null
let failed = 0
/** @param {boolean} ok @param {string} what @param {string} [detail] */
function check(ok, what, detail = "") {
  if (ok) passed += 1
  else failed += 1
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${!ok && detail ? `\n     ${detail}` : ""}`)
}

/** @param {string} command @param {string[]} args @param {Record<string, string>} env @returns {Promise<number>} */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } })
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Header rules of `_headers`: path → (lower-case header → value). @typedef {Map<string, Map<string, string>>} HeaderRules */

/** `_headers` → Map(path → Map(lower-case header → value)). @param {string} text @returns {HeaderRules} */
function parseHeaders(text) {
  /** @type {HeaderRules} */
  const rules = new Map()
  /** @type {Map<string, string> | null} */
  let current = null
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      current = new Map(rules.get(line.trim()) ?? [])
      rules.set(line.trim(), current)
    } else if (current) {
      const colon = line.indexOf(":")
      current.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
    }
  }
  return rules
}

/** The headers of a path as Gatsby meant them: `/*`, then `/static/*` for static files, then the path's own. @param {HeaderRules} rules @param {string} file */
function headersFor(rules, file) {
  const merged = new Map(rules.get("/*") ?? [])
  if (file.startsWith("/static/")) for (const [k, v] of rules.get("/static/*") ?? []) merged.set(k, v)
  for (const [k, v] of rules.get(encodeURI(file)) ?? []) merged.set(k, v)
  return merged
}

/** Where Gatsby writes a page's HTML (gatsby-core-utils generateHtmlPath). */
const htmlFileOf = (/** @type {string} */ pagePath) => path.join(PUBLIC, pagePath.endsWith(".html") ? pagePath : path.join(pagePath, "index.html"))

/** Every page of the build, read from public/page-data/**\/page-data.json. */
async function builtPagePaths() {
  /** @type {string[]} */
  const paths = []
  /** @param {string} dir @returns {Promise<void>} */
  const walk = async (dir) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.name === "page-data.json") paths.push(JSON.parse(await fs.readFile(full, "utf8")).path)
    }
  }
  await walk(path.join(PUBLIC, "page-data"))
  return paths
}

/** Puts back the HTML files the adapter moved to <path>.html, so `gatsby serve` and other checks work again. */
async function restorePageLayout() {
  const pages = await builtPagePaths()
  const pageFiles = new Set(pages.map(htmlFileOf))
  let restored = 0
  for (const page of pages) {
    const expected = htmlFileOf(page)
    const pretty = path.join(PUBLIC, `${page.replace(/\/$/, "")}.html`)
    if (page === "/" || page.endsWith(".html") || existsSync(expected) || !existsSync(pretty)) continue
    await fs.mkdir(path.dirname(expected), { recursive: true })
    // /404's pretty file is public/404.html, which is also the /404.html page itself: copy, do not move.
    if (pageFiles.has(pretty)) await fs.copyFile(pretty, expected)
    else await fs.rename(pretty, expected)
    restored += 1
  }
  const missing = pages.filter((page) => !existsSync(htmlFileOf(page)))
  console.log(`Moved ${restored} pages back to <path>/index.html for gatsby serve and static hosts`)
  check(missing.length === 0, "every page has its <path>/index.html again", `missing: ${missing.join(", ")}`)
}

/** @param {string} text @param {Array<{ fromPath: string, toPath: string }>} gatsbyRedirects @param {string} functionId */
function checkRedirects(text, gatsbyRedirects, functionId) {
  const rules = text
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length >= 3 && !parts[0]?.startsWith("#"))
  const has = (/** @type {string} */ from, /** @type {string} */ to, /** @type {string} */ status) => rules.some(([f, t, s]) => f === from && t === to && s === status)
  for (const [from, to] of SPEC_REDIRECTS) {
    for (const form of [from, `${from}/`]) check(has(form, to, "301!"), `_redirects: ${form} ${to} 301!`)
  }
  for (const r of gatsbyRedirects) check(has(r.fromPath, r.toPath, "301!"), `_redirects: content redirect ${r.fromPath} → ${r.toPath} is a forced 301`)
  check(has("/api/send-contact-email", `/.netlify/functions/${functionId}`, "200"), `_redirects: /api/send-contact-email runs the Netlify Function ${functionId}`)
}

/** @param {string} text @param {Array<{ key: string, value: string }>} expected */
async function checkHeaders(text, expected) {
  const rules = parseHeaders(text)
  const immutable = "public, max-age=31536000, immutable"
  const stubs = SPEC_REDIRECTS.map(([from]) => `${from}/index.html`)
  const pages = ["/", "/about", "/contact", "/search", "/resources/blog/saas-startups-eor-remote-expansion", "/resources/cost-calculator", "/404.html"]
  for (const file of [...pages, ...SPEC_REDIRECTS.map(([from]) => from), ...stubs, "/page-data/app-data.json"]) {
    const got = headersFor(rules, file)
    const wrong = expected.filter((h) => got.get(h.key) !== h.value).map((h) => `${h.key}: ${got.get(h.key) ?? "(missing)"}`)
    check(rules.has(file) && wrong.length === 0, `_headers: ${file} has the security headers`, wrong.join("\n     "))
  }
  for (const page of pages) {
    check(headersFor(rules, page).get("cache-control") === "public, max-age=0, must-revalidate", `_headers: ${page} is revalidated on every visit`)
  }
  check(rules.get("/static/*")?.get("cache-control") === immutable, "_headers: /static/* is cached for ever (immutable)")
  const feeds = (await fs.readdir(path.join(PUBLIC, "resources", "public-holidays", "feeds"))).filter((f) => f.endsWith(".ics")).map((f) => `/resources/public-holidays/feeds/${f}`)
  const untyped = feeds.filter((file) => !/^text\/calendar\b/.test(headersFor(rules, file).get("content-type") ?? ""))
  check(feeds.length > 0 && untyped.length === 0, `_headers: the holiday calendar feeds are served as text/calendar (${feeds.length} files)`, untyped.join(", "))

  const stats = JSON.parse(await fs.readFile(path.join(PUBLIC, "webpack.stats.json"), "utf8"))
  const chunkMap = JSON.parse(await fs.readFile(path.join(PUBLIC, "chunk-map.json"), "utf8"))
  /** @type {string[]} */
  const bundles = [...new Set([...stats.assetsByChunkName.app.map((/** @type {string} */ name) => `/${name}`), ...Object.values(chunkMap).flat()])]
  const notImmutable = bundles.filter((file) => headersFor(rules, file).get("cache-control") !== immutable)
  check(bundles.some((f) => f.endsWith(".css")) && bundles.some((f) => /\/app-[0-9a-f]+\.js$/.test(f)), `_headers: the bundles checked include app JS and CSS (${bundles.length} files)`)
  check(notImmutable.length === 0, "_headers: every hashed JS and CSS bundle is cached for ever (immutable)", notImmutable.slice(0, 5).join(", "))
  const bundlesWithoutCsp = bundles.filter((file) => headersFor(rules, file).get("content-security-policy") !== expected[0]?.value)
  check(bundlesWithoutCsp.length === 0, "_headers: bundles carry the security headers too", bundlesWithoutCsp.slice(0, 5).join(", "))

  for (const dir of ["fragment", "index"]) {
    const files = await fs.readdir(path.join(PUBLIC, "pagefind", dir))
    const wrong = files.filter((name) => headersFor(rules, `/pagefind/${dir}/${name}`).get("cache-control") !== immutable)
    check(files.length > 0 && wrong.length === 0, `_headers: pagefind's hashed ${dir} files are cached for ever (${files.length})`, wrong.slice(0, 5).join(", "))
  }
  const worker = headersFor(rules, "/pagefind/pagefind-worker.js")
  check(worker.get("content-security-policy") === expected[0]?.value, "_headers: pagefind's worker gets the policy that allows its WebAssembly")
}

/**
 * A Netlify Functions (Lambda) event for POST /api/send-contact-email, as Netlify builds it (`blobs`: its Blobs context).
 * @param {{ id: string, body: object, origin?: string, method?: string, base64?: boolean, siteKey?: string, blobs?: LocalBlobs }} options
 */
function leadEvent({ id, body, origin = "https://www.solvix.sg", method = "POST", base64 = false, siteKey, blobs }) {
  const text = JSON.stringify(body)
  const headers = {
    "content-type": ["application/json"],
    host: ["www.solvix.sg"],
    origin: [origin],
    "idempotency-key": [id],
    "x-lead-page": ["/contact"],
    "x-nf-client-connection-ip": ["203.0.113.7"],
    "content-length": [String(Buffer.byteLength(text))],
    ...(siteKey ? { authorization: [`Bearer ${siteKey}`] } : {}),
    ...(blobs ? { "x-nf-site-id": [blobs.connection.siteID] } : {}),
  }
  return {
    ...(blobs ? { blobs: blobs.eventBlobs } : {}),
    path: "/api/send-contact-email",
    rawUrl: "https://www.solvix.sg/api/send-contact-email",
    httpMethod: method,
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.join(", ")])),
    multiValueHeaders: headers,
    queryStringParameters: {},
    multiValueQueryStringParameters: {},
    body: method === "POST" ? (base64 ? Buffer.from(text).toString("base64") : text) : null,
    isBase64Encoded: base64,
  }
}

/**
 * @param {{ statusCode: number, body?: string, isBase64Encoded?: boolean, multiValueHeaders?: Record<string, string | string[]> }} response
 * @returns {{ status: number, headers: Record<string, string>, json: any, raw: string }}
 */
function decodeResponse(response) {
  const raw = response.body ? Buffer.from(response.body, response.isBase64Encoded ? "base64" : "utf8").toString("utf8") : ""
  /** @type {any} */
  let json = null
  try {
    json = JSON.parse(raw)
  } catch {
    // not JSON
  }
  const headers = Object.fromEntries(Object.entries(response.multiValueHeaders ?? {}).map(([k, v]) => [k.toLowerCase(), [v].flat().join(", ")]))
  return { status: response.statusCode, headers, json, raw }
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** @param {() => boolean | Promise<boolean>} done @param {number} timeoutMs */
async function until(done, timeoutMs) {
  const end = Date.now() + timeoutMs
  while (!(await done()) && Date.now() < end) await sleep(50)
  return done()
}

/** @param {string} functionId */
async function checkFunction(functionId) {
  const dir = path.join(ROOT, ".netlify", "functions-internal", functionId)
  const wrapperFile = path.join(dir, `${functionId}.js`)
  const manifestFile = path.join(dir, `${functionId}.json`)
  check(existsSync(wrapperFile) && existsSync(manifestFile), `functions-internal: the ${functionId} wrapper and its manifest exist`)
  if (!existsSync(wrapperFile)) return
  const manifest = JSON.parse(await fs.readFile(manifestFile, "utf8"))
  check(manifest.config.includedFiles.includes(".cache/functions/send-contact-email.js"), "functions-internal: the manifest ships the compiled function")
  const wrapper = await fs.readFile(wrapperFile, "utf8")
  // The wrapper is a Lambda-compatibility function: Netlify gives it the Blobs context only in its event,
  // which it hands the function as req.netlifyFunctionParams (src/api/send-contact-email.ts reads it there).
  check(/exports\.handler\s*=/.test(wrapper) && wrapper.includes("req.netlifyFunctionParams = { event, context }"), "functions-internal: the wrapper is Lambda-compatible and passes Netlify's event (the Blobs context) to the function")

  const { VALID } = await import("../../api/test-support/hostile-bodies.ts")
  const { startSmtpSink } = await import("../../api/test-support/smtp-sink.ts")
  const { startLocalBlobs } = await import("../../api/test-support/fixtures.ts")
  const { BlobsStore } = await import("../../api/store/blobs.ts")
  const { handler } = createRequire(import.meta.url)(wrapperFile)
  const invoke = async (/** @type {ReturnType<typeof leadEvent>} */ event) => decodeResponse(await handler(event, {}))
  // The key the function expects, set at run time (it overrides the build's, wherever the build keeps that).
  const publicSiteKey = "check-netlify-site-key"

  const smtpFree = { SMTP_URL: undefined, SMTP_HOST: undefined, SMTP_PORT: undefined, SMTP_USER: undefined, SMTP_PASS: undefined, SMTP_SECURE: undefined }
  const local = {
    AWS_LAMBDA_FUNCTION_NAME: undefined,
    LAMBDA_TASK_ROOT: undefined,
    LEAD_SPOOL_DURABLE: undefined,
    ALLOWED_ORIGINS: undefined,
    SITE_URL: undefined,
    LEAD_RATE_LIMIT: undefined,
    LEAD_STORE: undefined,
    NETLIFY_BLOBS_CONTEXT: undefined,
    LEAD_BLOBS_STORE: undefined,
  }
  const spool = await fs.mkdtemp(path.join(os.tmpdir(), "check-netlify-leads-"))
  try {
    // 1. No mail server: the lead is written as an .eml file to the outbox, after the answer.
    await withEnv({ ...smtpFree, ...local, LEAD_SPOOL_DIR: spool, PUBLIC_SITE_KEY: "check-site-key" }, async () => {
      const id = randomUUID()
      const res = await invoke(leadEvent({ id, body: VALID, siteKey: "check-site-key" }))
      check(res.status >= 200 && res.status < 300 && res.json?.ok === true, `function: a lead is answered ${res.status} {"ok":true}`, res.raw.slice(0, 300))
      check(/^application\/json/.test(res.headers["content-type"] ?? "") && res.headers["cache-control"] === "no-store", "function: the answer is JSON and not cached")
      const outbox = path.join(spool, "outbox")
      const eml = path.join(outbox, `${id}.eml`)
      // Written by the delivery after the answer (this process lives on, as `gatsby develop` does).
      await until(() => existsSync(eml), 10_000)
      const files = existsSync(outbox) ? await fs.readdir(outbox) : []
      check(files.includes(`${id}.eml`), `function: the lead is in ${path.relative(os.tmpdir(), outbox)}/${id}.eml`, `outbox holds: ${files.join(", ") || "nothing"}`)
      if (files.includes(`${id}.eml`)) {
        const text = await fs.readFile(eml, "utf8")
        check(text.includes(VALID.email) && /^Subject: /m.test(text) && new RegExp(`^X-Solvix-Lead-Id: ${id}\r$`, "m").test(text), "function: the .eml file is the lead's e-mail, with its X-Solvix-Lead-Id")
      }
      const encoded = await invoke(leadEvent({ id: randomUUID(), body: { ...VALID, message: "Base64 body, as Netlify may send it." }, base64: true, siteKey: "check-site-key" }))
      check(encoded.status === 200, `function: a base64-encoded body is read too (${encoded.status})`, encoded.raw.slice(0, 300))
      const foreign = await invoke(leadEvent({ id: randomUUID(), body: VALID, origin: "https://attacker.example", siteKey: "check-site-key" }))
      check(foreign.status === 403, `function: a post from another site is refused (${foreign.status})`)
      const insecure = await invoke(leadEvent({ id: randomUUID(), body: VALID, origin: "http://www.solvix.sg", siteKey: "check-site-key" }))
      check(insecure.status === 403, `function: an http page posting to the https site is refused (${insecure.status})`)
      const unkeyed = await invoke(leadEvent({ id: randomUUID(), body: VALID }))
      check(unkeyed.status === 403, `function: a post without the site key is refused (${unkeyed.status})`)
      const get = await invoke(leadEvent({ id: randomUUID(), body: VALID, method: "GET" }))
      check(get.status === 405 && get.headers["allow"] === "POST", `function: GET is answered 405 with Allow: POST (${get.status})`)
      const invalid = await invoke(leadEvent({ id: randomUUID(), body: { ...VALID, email: "not an address" }, siteKey: "check-site-key" }))
      check(invalid.status === 422 && typeof invalid.json?.errors?.email === "string", `function: an invalid field is answered 422 naming it (${invalid.status})`)
    })

    // 2. As on Netlify: a Lambda host whose event carries the Blobs context, a mail server, the build's key.
    const sink = await startSmtpSink()
    const blobs = await startLocalBlobs()
    try {
      const mail = { SMTP_URL: sink.url, LEAD_TO: "Sales <sales@solvix.test>", LEAD_FROM: "Website <website@solvix.test>", PUBLIC_SITE_KEY: publicSiteKey }
      const storeName = `check-netlify-${Date.now()}`
      const id = randomUUID()
      await withEnv({ ...smtpFree, ...local, ...mail, AWS_LAMBDA_FUNCTION_NAME: "send-contact-email", LEAD_BLOBS_STORE: storeName }, async () => {
        const res = await invoke(leadEvent({ id, body: VALID, siteKey: publicSiteKey, blobs }))
        check(res.status === 200, `function on Netlify: the lead is answered 200 with the site key, as the forms send it (${res.status})`, res.raw.slice(0, 300))
        const stored = await new BlobsStore(storeName, blobs.connection).find(id)
        check(stored?.state === "pending" && stored.record?.payload.email === VALID.email, `function on Netlify: the lead is in Netlify Blobs when the visitor gets 200 (${stored?.state ?? "absent"})`)
        await sleep(500)
        check(sink.messages.length === 0, `function on Netlify: nothing is sent during the request or after it (a Lambda is frozen after its answer): ${sink.messages.length} messages`)
        const again = await invoke(leadEvent({ id, body: VALID, siteKey: publicSiteKey, blobs }))
        check(again.status === 200, `function on Netlify: the form's retry with the same key is answered 200 (${again.status})`)
      })
      await checkScheduledFunction({ blobs, storeName, env: { ...smtpFree, ...local, ...mail, LEAD_BLOBS_STORE: storeName }, sink, id })

      // 3. A Lambda host without a Blobs context (not Netlify): the lead is delivered before the answer.
      const lambdaSpool = await fs.mkdtemp(path.join(os.tmpdir(), "check-netlify-lambda-"))
      const before = sink.messages.length
      await withEnv({ ...smtpFree, ...local, ...mail, AWS_LAMBDA_FUNCTION_NAME: "send-contact-email", LEAD_SPOOL_DIR: lambdaSpool }, async () => {
        const res = await invoke(leadEvent({ id: randomUUID(), body: VALID, siteKey: publicSiteKey }))
        const arrived = sink.messages.length - before
        check(res.status === 200 && arrived === 1, `function on a Lambda host without Blobs: the lead is sent by SMTP before the answer (${res.status}, ${arrived} message)`, res.raw.slice(0, 300))
        check(sink.messages.at(-1)?.envelope.to.join(",") === "sales@solvix.test" && (sink.messages.at(-1)?.raw.includes(VALID.email) ?? false), "function on a Lambda host: the message goes to LEAD_TO and holds the lead")
      })
      await fs.rm(lambdaSpool, { recursive: true, force: true })
    } finally {
      await sink.close()
      await blobs.stop()
    }
  } finally {
    await fs.rm(spool, { recursive: true, force: true })
  }
}

/**
 * The scheduled function: packaged by Netlify's own bundler with the site's functions (netlify.toml names the
 * folder), then run as Netlify runs a modern function, with the Blobs context in its environment.
 * @param {{ blobs: LocalBlobs, storeName: string, env: Record<string, string | undefined>, sink: SmtpSink, id: string }} options
 */
async function checkScheduledFunction({ blobs, storeName, env, sink, id }) {
  const toml = await fs.readFile(path.join(ROOT, "netlify.toml"), "utf8")
  const folder = /\[functions\][^[]*?directory\s*=\s*"([^"]+)"/.exec(toml)?.[1]
  check(folder === "netlify/functions", `netlify.toml: the functions directory is netlify/functions (${folder ?? "none"})`)
  const out = await fs.mkdtemp(path.join(os.tmpdir(), "check-netlify-zisi-"))
  try {
    const started = Date.now()
    const packaged = await zipFunctions([path.join(ROOT, folder ?? "netlify/functions"), path.join(ROOT, ".netlify", "functions-internal")], out, {
      basePath: ROOT,
      repositoryRoot: ROOT,
      archiveFormat: "none",
    })
    const scheduled = packaged.find((fn) => fn.name === "deliver-leads")
    check(
      scheduled?.schedule === "* * * * *" && scheduled.runtimeAPIVersion === 2,
      `deploy: Netlify's function bundler packages deliver-leads as a modern function scheduled "* * * * *" (${scheduled ? `${scheduled.schedule}, API v${scheduled.runtimeAPIVersion}` : "missing"}; ${packaged.length} functions in ${Date.now() - started} ms)`,
    )
    check(
      packaged.some((fn) => fn.name === leadFunctionIdCache),
      `deploy: the adapter's lead function is packaged beside it (${packaged.map((fn) => fn.name).join(", ")})`,
    )
  } catch (error) {
    check(false, "deploy: Netlify's function bundler packages the functions", error instanceof Error ? error.message : String(error))
  } finally {
    await fs.rm(out, { recursive: true, force: true })
  }
  const { default: deliverLeads, config } = await import(pathToFileURL(path.join(ROOT, "netlify", "functions", "deliver-leads.mts")).href)
  check(config?.schedule === "* * * * *", `scheduled function: config.schedule is every minute (${config?.schedule})`)
  await withEnv({ ...env, NETLIFY_BLOBS_CONTEXT: blobs.context }, async () => {
    await deliverLeads()
    const ids = sink.messages.map((message) => message.headers.get("x-solvix-lead-id"))
    check(ids.filter((sent) => sent === id).length === 1, `scheduled function: the stored lead is sent once (${ids.length} messages)`)
    await deliverLeads()
    check(sink.messages.filter((message) => message.headers.get("x-solvix-lead-id") === id).length === 1, "scheduled function: a second run sends it no more")
  })
  const { BlobsStore } = await import("../../api/store/blobs.ts")
  check((await new BlobsStore(storeName, blobs.connection).find(id))?.state === "sent", "scheduled function: the lead is recorded as sent in Blobs")
}

async function main() {
  await holdBuildLock()
  if (process.env.SKIP_BUILD !== "1") {
    // Files of an earlier adapter build must not pass for this one's.
    await fs.rm(path.join(PUBLIC, "_headers"), { force: true })
    await fs.rm(path.join(PUBLIC, "_redirects"), { force: true })
    await fs.rm(path.join(ROOT, ".netlify", "functions-internal"), { recursive: true, force: true })
    console.log("== gatsby build with gatsby-adapter-netlify (GATSBY_ADAPTER=netlify)")
    const code = await run(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"], { GATSBY_ADAPTER: "netlify", GATSBY_TELEMETRY_DISABLED: "1" })
    if (code !== 0) {
      await restorePageLayout()
      console.log(`gatsby build failed (exit ${code})`)
      process.exit(1)
    }
  }
  try {
    const { securityHeaders } = await import("../../gatsby/lib/post-build/security-headers.ts")
    const expected = securityHeaders(process.env)
    const functionId = await leadFunctionId()
    leadFunctionIdCache = functionId
    console.log("== public/_redirects")
    const redirects = await fs.readFile(path.join(PUBLIC, "_redirects"), "utf8").catch(() => "")
    check(redirects !== "", "public/_redirects was written")
    checkRedirects(redirects, JSON.parse(await fs.readFile(path.join(ROOT, ".cache", "redirects.json"), "utf8")), functionId)
    console.log("== public/_headers")
    const headers = await fs.readFile(path.join(PUBLIC, "_headers"), "utf8").catch(() => "")
    check(headers !== "", `public/_headers was written (${Math.round(Buffer.byteLength(headers) / 1024)} kB)`)
    await checkHeaders(headers, expected)
    console.log(`== .netlify/functions-internal/${functionId}`)
    await checkFunction(functionId)
  } catch (error) {
    check(false, "the checks ran to the end", error instanceof Error ? error.stack : String(error))
  } finally {
    console.log("== public/ layout")
    await restorePageLayout()
  }
  console.log(`\n${passed} passed, ${failed} failed`)
  process.exit(failed > 0 ? 1 : 0)
}

await main()
