/** @jest-environment node */
import http from "node:http"
import type { AddressInfo } from "node:net"
import net from "node:net"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { createLeadService, MESSAGES } from "../../api"
import { formRequest } from "../../api/test-support/fixtures"
import { startSmtpSink } from "../../api/test-support/smtp-sink"
import { ENDPOINT } from "../../src/forms/send"
import { createServer, LEAD_PATH, type Server, type ServerOptions } from "../app"
import { IMMUTABLE, REVALIDATE } from "../site"
import { CSP, fakeLeadService, FILES, writeFixtureSite, type FakeLeadService, type FixtureSite } from "../test-support/site-fixture"

let site: FixtureSite
let server: Server | undefined

beforeEach(async () => {
  site = await writeFixtureSite()
})
afterEach(async () => {
  await server?.app.close()
  server = undefined
  await site.remove()
})

/** A lead service that records the server's calls, on this test's spool. */
const fake = (options: { gate?: Promise<void>; env?: Record<string, string> } = {}): FakeLeadService => fakeLeadService({ spoolDir: site.spoolDir, ...options })

async function start(leads: FakeLeadService = fake(), options: Partial<ServerOptions> = {}): Promise<Server> {
  server = await createServer({ root: site.root, logLevel: "silent", leadService: () => leads, ...options })
  await server.app.ready()
  return server
}

/** Listens on a free loopback port; resolves with its base URL. */
async function listen(s: Server): Promise<string> {
  await s.app.listen({ port: 0, host: "127.0.0.1" })
  return `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`
}

const json = { "content-type": "application/json" }

describe("headers of the build's declaration on every response", () => {
  it.each([
    ["a page", "GET", "/about", {}, 200],
    ["a hashed bundle", "GET", "/app-0a1b2c3d4e5f.js", {}, 200],
    ["a redirect", "GET", "/industries/retail", {}, 301],
    ["the not-found page", "GET", "/no/such/page", {}, 404],
    ["a HEAD of a missing page", "HEAD", "/no/such/page", {}, 404],
    ["the lead service's answer", "POST", LEAD_PATH, json, 200],
    ["the lead service's refusal before the body", "GET", LEAD_PATH, {}, 405],
    ["the lead service's refusal of a content type", "POST", LEAD_PATH, { "content-type": "text/plain" }, 415],
    ["the health check", "GET", "/healthz", {}, 200],
  ])("%s", async (_name, method, url, headers, status) => {
    const s = await start()
    const response = await s.app.inject({ method: method as "GET", url, headers, ...(method === "POST" ? { payload: "{}" } : {}) })
    expect(response.statusCode).toBe(status)
    expect(response.headers["content-security-policy"]).toBe(CSP)
    expect(response.headers["x-content-type-options"]).toBe("nosniff")
  })

  it("an error of the server's own (a lead service that throws) answers 500 with the headers", async () => {
    const leads = fake()
    leads.handle = async () => {
      throw new Error("store unreachable")
    }
    const s = await start(leads)
    const response = await s.app.inject({ method: "POST", url: LEAD_PATH, headers: json, payload: "{}" })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ error: "Internal error" })
    expect(response.headers["content-security-policy"]).toBe(CSP)
    expect(response.headers["cache-control"]).toBe("no-store")
  })
})

describe("caching", () => {
  it.each([
    ["/app-0a1b2c3d4e5f.js", IMMUTABLE],
    ["/static/0123456789/logo.svg", IMMUTABLE],
    ["/pagefind/index/en_0a1b2c.pf_index", IMMUTABLE],
    ["/about", REVALIDATE],
    ["/", REVALIDATE],
    ["/sw.js", REVALIDATE],
    ["/page-data/index/page-data.json", REVALIDATE],
  ])("%s: %s", async (url, cacheControl) => {
    const s = await start()
    for (const encoding of ["br", "identity"]) {
      const response = await s.app.inject({ url, headers: { "accept-encoding": encoding } })
      expect(response.statusCode).toBe(200)
      expect(response.headers["cache-control"]).toBe(cacheControl)
    }
  })

  it("what is not a file (lead answers, health) is not stored; a redirect keeps HTTP's default", async () => {
    const s = await start()
    expect((await s.app.inject({ url: "/healthz" })).headers["cache-control"]).toBe("no-store")
    expect((await s.app.inject({ method: "POST", url: LEAD_PATH, headers: json, payload: "{}" })).headers["cache-control"]).toBe("no-store")
    expect((await s.app.inject({ url: "/industries/retail" })).headers["cache-control"]).toBeUndefined()
  })
})

describe("content redirects", () => {
  it.each([
    ["/industries/retail", "/sectors/retail"],
    ["/industries/retail/", "/sectors/retail"],
    ["/industries/retail?utm_source=mail&ref=a%20b", "/sectors/retail?utm_source=mail&ref=a%20b"],
    ["/industries/retail/?x=1", "/sectors/retail?x=1"],
    ["/Industries/Retail", "/sectors/retail"],
    ["/old-tab?ref=x", "/about?tab=team&ref=x"],
  ])("%s → 301 %s", async (from, to) => {
    const s = await start()
    const response = await s.app.inject({ url: from })
    expect(response.statusCode).toBe(301)
    expect(response.headers["location"]).toBe(to)
  })

  it("the target itself is served", async () => {
    const s = await start()
    const response = await s.app.inject({ url: "/sectors/retail" })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(FILES["sectors/retail/index.html"])
  })
})

describe("not found", () => {
  it.each(["/no/such/page", "/about/nothing-here", "/.private", "/api/other-function"])("%s: the site's 404 page with status 404", async (url) => {
    const s = await start()
    const response = await s.app.inject({ url, headers: { "accept-encoding": "identity" } })
    expect(response.statusCode).toBe(404)
    expect(response.headers["content-type"]).toMatch(/^text\/html/)
    expect(response.body).toBe(FILES["404.html"])
  })

  it("the 404 page pre-compressed for a browser that accepts Brotli, still 404", async () => {
    const s = await start()
    const response = await s.app.inject({ url: "/no/such/page", headers: { "accept-encoding": "br" } })
    expect(response.statusCode).toBe(404)
    expect(response.headers["content-encoding"]).toBe("br")
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FILES["404.html"])
  })
})

describe("pre-compressed files", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br;q=0.5", "gzip"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["identity", undefined],
  ])("Accept-Encoding %j → %s", async (accept, encoding) => {
    const s = await start()
    const response = await s.app.inject({ url: "/about", headers: { "accept-encoding": accept } })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.headers["content-encoding"]).toBe(encoding)
    expect(response.headers["vary"]).toBe("accept-encoding")
    const body = encoding === "br" ? brotliDecompressSync(response.rawPayload) : encoding === "gzip" ? gunzipSync(response.rawPayload) : response.rawPayload
    expect(body.toString()).toBe(FILES["about/index.html"])
  })

  it("a file without copies is sent as it is to a browser that accepts Brotli", async () => {
    const s = await start()
    const response = await s.app.inject({ url: "/sectors/retail", headers: { "accept-encoding": "br, gzip" } })
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(response.body).toBe(FILES["sectors/retail/index.html"])
  })

  it("a hashed bundle as Brotli keeps its JavaScript type", async () => {
    const s = await start()
    const response = await s.app.inject({ url: "/app-0a1b2c3d4e5f.js", headers: { "accept-encoding": "br" } })
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8")
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FILES["app-0a1b2c3d4e5f.js"])
  })
})

describe("the lead service", () => {
  it("is mounted where the forms post", () => {
    expect(LEAD_PATH).toBe(ENDPOINT)
  })

  it("gets the method, the headers, the body's bytes, the peer's address and the scheme", async () => {
    const leads = fake()
    const s = await start(leads)
    const response = await s.app.inject({ method: "POST", url: LEAD_PATH, headers: { ...json, origin: "http://localhost" }, payload: '{"firstName": "An', remoteAddress: "203.0.113.9" })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    expect(leads.requests).toEqual([expect.objectContaining({ method: "POST", remoteAddress: "203.0.113.9", protocol: "http", headers: expect.objectContaining({ origin: "http://localhost" }) })])
    expect(Buffer.from(leads.requests[0]!.body as Uint8Array).toString()).toBe('{"firstName": "An')
  })

  it.each([
    ["no proxy trusted: the socket's scheme, whatever the header says", {}, "203.0.113.9", "http"],
    ["one hop trusted: the proxy's X-Forwarded-Proto", { LEAD_TRUSTED_PROXIES: "1" }, "203.0.113.9", "https"],
    ["a trusted range, the peer in it", { LEAD_TRUSTED_PROXIES: "10.0.0.0/8" }, "10.1.2.3", "https"],
    ["a trusted range, the peer outside it", { LEAD_TRUSTED_PROXIES: "10.0.0.0/8" }, "203.0.113.9", "http"],
  ])("the scheme, %s", async (_name, env, remoteAddress, protocol) => {
    const leads = fake({ env })
    const s = await start(leads)
    await s.app.inject({ method: "POST", url: LEAD_PATH, headers: { ...json, "x-forwarded-proto": "https" }, payload: "{}", remoteAddress })
    expect(leads.requests.map((r) => r.protocol)).toEqual([protocol])
  })

  it("its refusal from the headers comes before the body is read", async () => {
    const leads = fake()
    const s = await start(leads)
    const response = await s.app.inject({ method: "POST", url: LEAD_PATH, headers: { "content-type": "multipart/form-data; boundary=x" }, payload: "--x--" })
    expect(response.statusCode).toBe(415)
    expect(leads.calls).toEqual(["refuseBeforeBody"])
  })

  it("a body over 64 kB, sent without declaring its length, gets the lead service's 413 without reaching it", async () => {
    const leads = fake()
    const url = await listen(await start(leads))
    const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const request = http.request(`${url}${LEAD_PATH}`, { method: "POST", headers: json }, (response) => {
        let text = ""
        response.on("data", (chunk) => (text += chunk))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
      })
      request.on("error", reject)
      // No Content-Length: Node sends the body chunked, so only the reader can tell its size.
      for (let i = 0; i < 10; i++) request.write(JSON.stringify({ message: "x".repeat(8000) }))
      request.end()
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.text)).toEqual({ error: MESSAGES.tooLarge })
    expect(answer.headers["content-security-policy"]).toBe(CSP)
    expect(leads.calls).not.toContain("handle")
  })
})

describe("health", () => {
  it("ok while serving, 503 from the moment a stop begins", async () => {
    let open!: () => void
    const s = await start(fake({ gate: new Promise((resolve) => (open = resolve)) }))
    expect((await s.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" })
    const inFlight = s.app.inject({ method: "POST", url: LEAD_PATH, headers: json, payload: "{}" })
    await new Promise((resolve) => setImmediate(resolve))
    const stopping = s.shutdown()
    const health = await s.app.inject({ url: "/healthz" })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toEqual({ status: "stopping" })
    open()
    await inFlight
    await stopping
  })
})

/** POSTs a lead over loopback; resolves with the status and headers, or the error's code. */
function post(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.request(`${url}${LEAD_PATH}`, { method: "POST", headers: json, agent: false }, (response) => {
      response.resume()
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
    })
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    request.end("{}")
  })
}

describe("shutdown", () => {
  it("stops deliveries at once, lets the request in flight finish, then drains the lead service", async () => {
    let open!: () => void
    const leads = fake({ gate: new Promise((resolve) => (open = resolve)) })
    const s = await start(leads, { shutdownTimeoutMs: 5000 })
    const url = await listen(s)
    const answer = post(url)
    while (!leads.calls.includes("handle")) await new Promise((resolve) => setTimeout(resolve, 5))

    const stopped = s.shutdown()
    expect(leads.calls).toEqual(["refuseBeforeBody", "handle", "stopDeliveries"])
    // The listener is closed: a new connection is refused while the request in flight goes on.
    expect(await post(url)).toEqual({ error: "ECONNREFUSED" })
    expect(leads.calls).not.toContain("drain")

    open()
    expect(await answer).toEqual({ status: 200, headers: expect.objectContaining({ connection: "close" }) })
    expect(await stopped).toEqual({ http: "closed", leads: expect.objectContaining({ finished: 0, returned: 0, timedOut: false }) })
    expect(leads.calls).toEqual(["refuseBeforeBody", "handle", "stopDeliveries", "handled", "drain"])
  })

  it("cuts requests still running at shutdownTimeoutMs, then drains all the same", async () => {
    const leads = fake({ gate: new Promise(() => undefined) })
    const s = await start(leads, { shutdownTimeoutMs: 300 })
    const url = await listen(s)
    const answer = post(url)
    while (!leads.calls.includes("handle")) await new Promise((resolve) => setTimeout(resolve, 5))
    const began = Date.now()
    const result = await s.shutdown()
    expect(Date.now() - began).toBeGreaterThanOrEqual(290)
    expect(result.http).toBe("timeout")
    expect(await answer).toEqual({ error: "ECONNRESET" })
    expect(leads.calls.at(-1)).toBe("drain")
  })

  // The case: with the drain bounded by SHUTDOWN_TIMEOUT_MS (10 s) and a mail server answering the
  // message after 15 s, a routine restart handed 4 of 40 leads back in doubt (held 24 h, settled by hand).
  // Scaled down here: a real SMTP server on loopback answers 2.5 s after each message, the HTTP phase of the
  // stop is bounded at 0.5 s; the drain's own bound (LEAD_DRAIN_TIMEOUT_MS, by default the SMTP waits of one
  // attempt) covers the reply, so every lead is delivered and none is left in doubt.
  it("waits for an SMTP reply slower than shutdownTimeoutMs: the drain's bound covers one reply, no lead left in doubt", async () => {
    const sink = await startSmtpSink({ dataDelayMs: 2500 })
    const env = { LEAD_SPOOL_DIR: site.spoolDir, SMTP_URL: sink.url, LEAD_TO: "sales@solvix.test", LEAD_FROM: "website@solvix.test", SMTP_TIMEOUT_MS: "1000", SMTP_DATA_TIMEOUT_MS: "5000", LEAD_RATE_LIMIT: "1000", LOG_LEVEL: "silent" }
    const leads = createLeadService({ env })
    try {
      expect(leads.config?.drainTimeoutMs).toBe(7000)
      const s = (server = await createServer({ root: site.root, logLevel: "silent", leadService: () => leads, shutdownTimeoutMs: 500 }))
      const answers = await Promise.all(Array.from({ length: 4 }, () => leads.handle(formRequest())))
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
      while (sink.bodies < 1) await new Promise((resolve) => setTimeout(resolve, 20))
      const { leads: drained } = await s.shutdown()
      expect({ returned: drained.returned, timedOut: drained.timedOut, waiting: drained.waiting }).toEqual({ returned: 0, timedOut: false, waiting: expect.objectContaining({ inDoubt: 0, sending: 0 }) })
      expect(drained.finished).toBeGreaterThan(0)
      expect(sink.messages).toHaveLength(drained.finished)
      // What the stop did not start waits pending, untried: the next process sends it at once.
      expect(drained.waiting.pending + drained.waiting.sent).toBe(4)
    } finally {
      await leads.close()
      await sink.close()
    }
  }, 30_000)

  it("is idempotent: a second signal gets the same result", async () => {
    const s = await start()
    const first = s.shutdown()
    expect(s.shutdown()).toBe(first)
    await first
  })
})

/**
 * Sends `text` on a raw connection and nothing more; resolves with the status the server answered (or
 * "none") and the milliseconds until it closed the connection.
 */
function stall(url: string, text: string): Promise<{ status: string; ms: number }> {
  return new Promise((resolve) => {
    const began = Date.now()
    const socket = net.connect(Number(new URL(url).port), "127.0.0.1", () => socket.write(text))
    let answer = ""
    socket.on("data", (chunk) => (answer += chunk.toString()))
    socket.on("error", () => undefined)
    socket.on("close", () => resolve({ status: /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? "none", ms: Date.now() - began }))
  })
}

describe("timeouts", () => {
  const options = { requestTimeoutMs: 400, timeoutCheckMs: 100 }

  it("a body shorter than its Content-Length: 408 and closed after requestTimeoutMs", async () => {
    const leads = fake()
    const url = await listen(await start(leads, options))
    const result = await stall(url, `POST ${LEAD_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"firstName":`)
    expect(result.status).toBe("408")
    expect(result.ms).toBeGreaterThanOrEqual(350)
    expect(result.ms).toBeLessThan(2000)
    expect(leads.calls).not.toContain("handle")
  })

  it("headers that never end: closed within requestTimeoutMs", async () => {
    const url = await listen(await start(fake(), options))
    const result = await stall(url, "GET /about HTTP/1.1\r\nHost: localhost\r\n")
    expect(result.status).toBe("408")
    expect(result.ms).toBeLessThan(2000)
  })
})

describe("the build it reads", () => {
  it("refuses to start without a manifest, naming the fix", async () => {
    await site.remove()
    await expect(createServer({ root: site.root, logLevel: "silent", leadService: () => fake() })).rejects.toThrow(/site\.json is missing: run `npm run build`/)
  })

  it("refuses to start on a build whose pre-compressed copies were not made after its pages", async () => {
    await site.remove()
    site = await writeFixtureSite({ precompressed: null })
    await expect(createServer({ root: site.root, logLevel: "silent", leadService: () => fake() })).rejects.toThrow(/records no pre-compression/)
  })

  it("hands the lead service the build's public site key and a logger", async () => {
    let context: unknown
    await start(fake(), {
      leadService: (given) => {
        context = given
        return fake()
      },
    })
    expect(context).toEqual({ publicSiteKey: "fixture-site-key", log: expect.any(Function) })
  })
})
