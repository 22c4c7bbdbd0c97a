/** @jest-environment node */
import { readdir } from "node:fs/promises"
import path from "node:path"
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import sendContactEmail from "../../src/api/send-contact-email"
import { tempDir } from "../test-support/fixtures"
import { settleLeads } from "../lifecycle"
import { VALID } from "../test-support/hostile-bodies"

/** Just the parts of Gatsby's request and response the adapter uses. */
function exchange(request: { method: string; headers: Record<string, string>; body: unknown; socket?: { remoteAddress?: string } }) {
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

describe("src/api/send-contact-email (the Gatsby Function)", () => {
  const saved = { ...process.env }
  const logged: string[] = []
  beforeEach(() => {
    logged.length = 0
    const keep = (chunk: unknown): boolean => {
      logged.push(...String(chunk).split("\n").slice(0, -1))
      return true
    }
    jest.spyOn(process.stdout, "write").mockImplementation(keep)
    jest.spyOn(process.stderr, "write").mockImplementation(keep)
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
      await settleLeads() // delivered after the answer
      expect(sent).toEqual({ status: 200, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }, json: { ok: true } })
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
})
