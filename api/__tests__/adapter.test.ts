/** @jest-environment node */
/** src/api/send-contact-email.ts, the Gatsby Function: in `gatsby develop` (disk spool) and on Netlify (Blobs from the Lambda event). */
import { existsSync } from "node:fs"
import { readdir } from "node:fs/promises"
import path from "node:path"
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import sendContactEmail from "../../src/api/send-contact-email"
import { BlobsStore } from "../store/blobs"
import { startLocalBlobs, tempDir, type LocalBlobs } from "../test-support/fixtures"
import { VALID } from "../test-support/hostile-bodies"
import { startSmtpSink } from "../test-support/smtp-sink"
import { captureStdWrites } from "../test-support/std-lines"

/** Just the parts of Gatsby's request and response the adapter uses. */
function exchange(request: { method: string; headers: Record<string, string>; body: unknown; socket?: { remoteAddress?: string }; rawUrl?: string; netlifyFunctionParams?: { event: unknown } }) {
  const sent: { status?: number; headers: Record<string, string>; json?: unknown } = { headers: {} }
  const res = {
    setHeader(name: string, value: string) {
      sent.headers[name] = value
      return res
    },
    status(code: number) {
      sent.status = code
      return res
    },
    json(body: unknown) {
      sent.json = body
      return res
    },
  }
  return {
    req: request as unknown as GatsbyFunctionRequest<unknown>,
    res: res as unknown as GatsbyFunctionResponse,
    sent,
  }
}

const until = async (done: () => boolean, timeoutMs = 10_000): Promise<boolean> => {
  const end = Date.now() + timeoutMs
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20))
  return done()
}

describe("src/api/send-contact-email (the Gatsby Function)", () => {
  const saved = { ...process.env }
  const logged: string[] = []
  beforeEach(() => {
    logged.length = 0
    const keep = (chunk: unknown): boolean => {
      logged.push(...String(chunk).split("\n").slice(0, -1))
      return true
    }
    captureStdWrites(keep)
  })
  afterEach(() => {
    process.env = { ...saved }
    jest.restoreAllMocks()
  })

  it("passes method, headers, body and socket address through, and writes status, headers and JSON back", async () => {
    const { dir, remove } = await tempDir()
    try {
      process.env["LEAD_SPOOL_DIR"] = dir // read at run time, on this very call
      const { req, res, sent } = exchange({
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "a1b2c3d4-0000-4000-8000-000000000001", "x-lead-page": "/contact" },
        body: VALID,
        socket: { remoteAddress: "127.0.0.1" },
      })
      await sendContactEmail(req, res)
      expect(sent).toEqual({ status: 200, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }, json: { ok: true } })
      // Delivered after the answer, in this process (`gatsby develop` is a long-lived one).
      const eml = path.join(dir, "outbox", "a1b2c3d4-0000-4000-8000-000000000001.eml")
      expect(await until(() => existsSync(eml) && logged.some((line) => line.includes('"lead.delivered"')))).toBe(true)
      expect(await readdir(path.join(dir, "outbox"))).toEqual(["a1b2c3d4-0000-4000-8000-000000000001.eml"])
      expect(logged.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual(["lead.accepted", "lead.delivered"])
    } finally {
      await remove()
    }
  })

  it("works without a socket (Netlify's wrapper): no Origin is then refused", async () => {
    const { req, res, sent } = exchange({ method: "POST", headers: { "content-type": "application/json" }, body: VALID })
    await sendContactEmail(req, res)
    expect(sent.status).toBe(403)
    expect(logged.some((line) => line.includes('"lead.refused"'))).toBe(true)
  })

  it("answers 405 with Allow", async () => {
    const { req, res, sent } = exchange({ method: "GET", headers: {}, body: undefined, socket: { remoteAddress: "127.0.0.1" } })
    await sendContactEmail(req, res)
    expect(sent).toMatchObject({ status: 405, headers: { Allow: "POST" } })
  })

  describe("on Netlify", () => {
    let blobs: LocalBlobs
    beforeAll(async () => {
      blobs = await startLocalBlobs()
    })
    afterAll(async () => {
      await blobs.stop()
    })

    it("keeps the lead in the Blobs store the Lambda event names before answering 200, and sends nothing during the request", async () => {
      const sink = await startSmtpSink()
      try {
        Object.assign(process.env, { AWS_LAMBDA_FUNCTION_NAME: "send-contact-email", SMTP_URL: sink.url, LEAD_TO: "sales@solvix.test", LEAD_FROM: "website@solvix.test", LEAD_BLOBS_STORE: "adapter-test" })
        const id = "a1b2c3d4-0000-4000-8000-00000000000b"
        const headers = { "content-type": "application/json", host: "www.solvix.sg", origin: "https://www.solvix.sg", "idempotency-key": id, "x-nf-client-connection-ip": "203.0.113.7", "x-nf-site-id": blobs.connection.siteID }
        // What gatsby-adapter-netlify's wrapper hands the function: no socket, the full URL, and Netlify's event.
        const { req, res, sent } = exchange({ method: "POST", headers, body: VALID, rawUrl: "https://www.solvix.sg/api/send-contact-email", netlifyFunctionParams: { event: { blobs: blobs.eventBlobs, headers } } })
        await sendContactEmail(req, res)
        expect(sent).toMatchObject({ status: 200, json: { ok: true } })
        const stored = await new BlobsStore("adapter-test", blobs.connection).find(id)
        expect(stored).toMatchObject({ state: "pending", record: { id, payload: VALID } })
        await new Promise((resolve) => setTimeout(resolve, 300))
        expect(sink.messages).toHaveLength(0)
        expect(logged.map((line) => JSON.parse(line) as { event: string; store?: string }).find((line) => line.event === "lead.accepted")).toMatchObject({ store: "blobs" })

        // An http page posting to the https site is not the site's own.
        const other = exchange({
          method: "POST",
          headers: { ...headers, origin: "http://www.solvix.sg", "idempotency-key": `${id}x` },
          body: VALID,
          rawUrl: "https://www.solvix.sg/api/send-contact-email",
          netlifyFunctionParams: { event: { blobs: blobs.eventBlobs, headers } },
        })
        await sendContactEmail(other.req, other.res)
        expect(other.sent.status).toBe(403)
      } finally {
        await sink.close()
      }
    })
  })
})
