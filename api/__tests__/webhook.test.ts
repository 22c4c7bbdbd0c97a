/** @jest-environment node */
/**
 * The CRM webhook (LEAD_WEBHOOK_URL) beside the company inbox, from either store, against a real HTTP
 * receiver on loopback that verifies the signature and keeps one lead per Idempotency-Key.
 */
import { randomUUID } from "node:crypto"
import type { Env } from "../config"
import { readConfig } from "../config"
import { signWebhook, verifyWebhookSignature, webhookBody } from "../delivery/webhook"
import { newRecord } from "../contract/record"
import { deliverCommand, formRequest, STORE_KINDS, withLeads } from "../test-support/fixtures"
import { VALID } from "../test-support/hostile-bodies"
import { closedPort, startSmtpSink } from "../test-support/smtp-sink"
import { startWebhookReceiver, type WebhookReceiver } from "../test-support/webhook-receiver"

jest.setTimeout(60_000)
const SECRET = "whsec_test_0123456789abcdef"

describe("the signature", () => {
  const body = webhookBody(newRecord({ id: "lead-sig-00001", receivedAt: "2025-11-22T10:00:00.000Z", page: "/contact", payload: VALID }))
  const t = 1_763_805_600

  it("is HMAC-SHA256 of '<t>.<body>' with the secret, checked in constant time within a window", () => {
    const header = signWebhook(SECRET, body, t)
    expect(header).toMatch(/^t=1763805600,v1=[0-9a-f]{64}$/)
    expect(verifyWebhookSignature(SECRET, header, body, t + 10)).toEqual({ ok: true, timestamp: t })
    expect(verifyWebhookSignature(SECRET, header, `${body} `, t)).toEqual({ ok: false, reason: "mismatch" })
    expect(verifyWebhookSignature("whsec_other_secret_000000", header, body, t)).toEqual({ ok: false, reason: "mismatch" })
    // A replay after the window is refused, though the signature is right.
    expect(verifyWebhookSignature(SECRET, header, body, t + 301)).toEqual({ ok: false, reason: "expired" })
    // So is one dated ahead of the receiver's clock by more than the window (a sender's clock far ahead, or a
    // signature made to be replayed later), while one within it is taken.
    expect(verifyWebhookSignature(SECRET, header, body, t - 301)).toEqual({ ok: false, reason: "expired" })
    expect(verifyWebhookSignature(SECRET, header, body, t - 300)).toEqual({ ok: true, timestamp: t })
    expect(verifyWebhookSignature(SECRET, header.replace("t=1763805600", "t=1763805999"), body, t)).toEqual({ ok: false, reason: "mismatch" })
    expect(verifyWebhookSignature(SECRET, undefined, body, t)).toEqual({ ok: false, reason: "malformed" })
    expect(verifyWebhookSignature(SECRET, "t=abc,v1=00", body, t)).toEqual({ ok: false, reason: "malformed" })
  })

  it("carries the lead's fields as a CRM reads them", () => {
    expect(JSON.parse(body)).toEqual({
      id: "lead-sig-00001",
      reference: "SVX-LEADSIG0",
      receivedAt: "2025-11-22T10:00:00.000Z",
      page: "/contact",
      form: VALID.subject,
      firstName: VALID.firstName,
      lastName: VALID.lastName,
      email: VALID.email,
      phone: VALID.contactNumber,
      company: VALID.company,
      message: VALID.message,
      proposedCall: null,
    })
  })
})

describe("configuration", () => {
  const base = { LEAD_SPOOL_DIR: "/tmp/x" }
  it("needs a secret of 16 characters or more, https (http only to this machine) and no credentials in the URL", () => {
    const problems = (env: Env) => {
      const read = readConfig({ ...base, ...env })
      return read.ok ? [] : read.problems
    }
    expect(problems({ LEAD_WEBHOOK_URL: "https://hooks.example.com/x", LEAD_WEBHOOK_SECRET: SECRET })).toEqual([])
    expect(problems({ LEAD_WEBHOOK_URL: "https://hooks.example.com/x" })).toEqual([expect.stringMatching(/^LEAD_WEBHOOK_SECRET/)])
    expect(problems({ LEAD_WEBHOOK_URL: "https://hooks.example.com/x", LEAD_WEBHOOK_SECRET: "short" })).toEqual([expect.stringMatching(/^LEAD_WEBHOOK_SECRET/)])
    expect(problems({ LEAD_WEBHOOK_URL: "http://hooks.example.com/x", LEAD_WEBHOOK_SECRET: SECRET })).toEqual([expect.stringMatching(/^LEAD_WEBHOOK_URL/)])
    expect(problems({ LEAD_WEBHOOK_URL: "http://127.0.0.1:9/x", LEAD_WEBHOOK_SECRET: SECRET })).toEqual([])
    expect(problems({ LEAD_WEBHOOK_URL: "https://user:pass@hooks.example.com/x", LEAD_WEBHOOK_SECRET: SECRET })).toEqual([expect.stringMatching(/^LEAD_WEBHOOK_URL/)])
    expect(problems({ LEAD_WEBHOOK_SECRET: SECRET })).toEqual([expect.stringMatching(/^LEAD_WEBHOOK_SECRET is set/)])
  })
})

describe.each(STORE_KINDS)("the %s store", (kind) => {
  const fx = withLeads(kind)
  let hook: WebhookReceiver
  beforeEach(async () => {
    hook = await startWebhookReceiver(SECRET)
  })
  afterEach(async () => {
    await hook.close()
  })
  const envWith = (extra: Env = {}): Env => fx.env({ LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET, LEAD_WEBHOOK_TIMEOUT_MS: "1000", ...extra })
  const deliverScript = async (env: Env, args: string[] = []) => (await deliverCommand(env, args)).stdout

  it("posts each lead once, signed, with its id as the idempotency key, beside the e-mail", async () => {
    const id = randomUUID()
    expect((await fx.send(formRequest(VALID, { "idempotency-key": id }), envWith())).status).toBe(200)
    expect(fx.sentIds()).toEqual([id])
    expect(hook.requests).toHaveLength(1)
    const [request] = hook.requests
    expect(request!.check.ok).toBe(true)
    expect(request!.status).toBe(200)
    expect(request!.headers["idempotency-key"]).toBe(id)
    expect(request!.headers["x-solvix-lead-id"]).toBe(id)
    expect(request!.headers["content-type"]).toBe("application/json")
    expect(JSON.parse(request!.body)).toMatchObject({ id, email: VALID.email, company: VALID.company, page: "/contact" })
    expect([...hook.kept.keys()]).toEqual([id])
    expect(await fx.ids("sent")).toEqual([id])
  })

  it("accepted, then no answer in time: in doubt, sent again after its back-off with the same key and body; the receiver keeps one", async () => {
    hook.behaviour.hang = true
    let clock = new Date()
    const env = envWith()
    const service = fx.service(env, { now: () => clock })
    const id = randomUUID()
    expect((await service.handle(formRequest(VALID, { "idempotency-key": id }))).status).toBe(200)
    await service.idle()
    // The e-mail went at once; the webhook's answer never came.
    expect(fx.sentIds()).toEqual([id])
    const webhook = (await fx.record(id))?.destinations.webhook
    expect(webhook).toMatchObject({ attempts: 1, inDoubt: true, lastError: expect.stringContaining("no answer") })
    // Held only its back-off (30 s), not the e-mail's 24 hours.
    expect(Date.parse(webhook?.nextAttemptAt ?? "") - clock.getTime()).toBe(30_000)
    expect(await fx.ids("pending")).toEqual([id])

    hook.behaviour.hang = false
    clock = new Date(clock.getTime() + 31_000)
    const result = await service.deliverDue()
    expect(result.delivered).toEqual([id])
    expect(hook.requests).toHaveLength(2)
    expect(hook.requests[1]!.headers["idempotency-key"]).toBe(id)
    expect(hook.requests[1]!.body).toBe(hook.requests[0]!.body)
    expect([...hook.kept.keys()]).toEqual([id])
    // The e-mail was not sent again.
    expect(fx.sentIds()).toEqual([id])
    expect(await fx.ids("sent")).toEqual([id])
  })

  it("a receiver that cannot be reached does not hold back the e-mail, and gets the lead when it is back, once", async () => {
    const down = `http://127.0.0.1:${await closedPort()}/hooks/leads`
    const env = envWith({ LEAD_WEBHOOK_URL: down })
    const id = randomUUID()
    expect((await fx.send(formRequest(VALID, { "idempotency-key": id }), env)).status).toBe(200)
    expect(fx.sentIds()).toEqual([id])
    expect((await fx.record(id))?.destinations).toMatchObject({ email: { deliveredAt: expect.any(String) }, webhook: { attempts: 1, strikes: 0 } })
    // The operator's run, with the receiver back (same key, the configuration pointing at it).
    const out = await deliverScript(envWith())
    expect(out).toContain("Sent 1")
    expect([...hook.kept.keys()]).toEqual([id])
    expect(fx.sentIds()).toEqual([id])
  })

  it("an e-mail server that cannot be reached does not hold back the webhook", async () => {
    const env = envWith({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` })
    const id = randomUUID()
    expect((await fx.send(formRequest(VALID, { "idempotency-key": id }), env)).status).toBe(200)
    expect([...hook.kept.keys()]).toEqual([id])
    expect((await fx.record(id))?.destinations).toMatchObject({ webhook: { deliveredAt: expect.any(String) }, email: { attempts: 1 } })
    expect((await fx.record(id))?.destinations.email?.deliveredAt).toBeUndefined()
    expect(await fx.ids("pending")).toEqual([id])
    const result = await fx.service().deliverDue({ ignoreBackoff: true })
    expect(result.delivered).toEqual([id])
    expect(fx.sentIds()).toEqual([id])
    expect(hook.requests).toHaveLength(1)
  })

  it("5xx and 429 are 'later' (no strike); another 4xx is a refusal: after LEAD_MAX_ATTEMPTS the lead waits for a person, its e-mail sent once", async () => {
    const env = envWith({ LEAD_MAX_ATTEMPTS: "2" })
    const service = fx.service(env)
    const id = randomUUID()
    hook.behaviour.status = 503
    expect((await service.handle(formRequest(VALID, { "idempotency-key": id }))).status).toBe(200)
    await service.idle()
    hook.behaviour.status = 429
    await service.deliverDue({ ignoreBackoff: true })
    expect((await fx.record(id))?.destinations.webhook).toMatchObject({ attempts: 2, strikes: 0, lastError: expect.stringContaining("HTTP 429") })

    hook.behaviour.status = 400
    await service.deliverDue({ ignoreBackoff: true })
    const result = await service.deliverDue({ ignoreBackoff: true })
    expect(result.quarantined).toEqual([id])
    expect(await fx.ids("failed")).toEqual([id])
    expect((await fx.record(id))?.destinations).toMatchObject({ webhook: { strikes: 2, failedAt: expect.any(String), lastError: expect.stringContaining("HTTP 400") }, email: { deliveredAt: expect.any(String) } })
    expect(fx.sentIds()).toEqual([id])

    // The CRM fixed: the operator puts it back; only the webhook is sent, the e-mail not again.
    hook.behaviour.status = 200
    const out = await deliverScript(env, ["--retry-failed"])
    expect(out).toContain("requeued from failed/ 1")
    expect(out).toContain("Sent 1")
    expect([...hook.kept.keys()]).toEqual([id])
    expect(fx.sentIds()).toEqual([id])
    expect(await fx.ids("sent")).toEqual([id])
  })

  it("a receiver that refuses the signature (another secret) is a refusal, not a delivery", async () => {
    const env = envWith({ LEAD_WEBHOOK_SECRET: "whsec_not_the_receivers_secret" })
    const id = randomUUID()
    expect((await fx.send(formRequest(VALID, { "idempotency-key": id }), env)).status).toBe(200)
    expect(hook.requests[0]).toMatchObject({ status: 401, check: { ok: false, reason: "mismatch" } })
    expect(hook.kept.size).toBe(0)
    expect((await fx.record(id))?.destinations.webhook).toMatchObject({ strikes: 1, lastError: expect.stringContaining("HTTP 401") })
  })

  it("a lead accepted before the webhook was configured still goes by e-mail alone", async () => {
    const id = randomUUID()
    expect((await fx.send(formRequest(VALID, { "idempotency-key": id }), fx.env({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }))).status).toBe(200)
    expect(Object.keys((await fx.record(id))?.destinations ?? {})).toEqual(["email"])
    const sink = await startSmtpSink()
    const service = fx.service(envWith({ SMTP_URL: sink.url }))
    try {
      await service.deliverDue({ ignoreBackoff: true })
      expect(sink.messages).toHaveLength(1)
      expect(hook.requests).toHaveLength(0)
    } finally {
      await service.close() // its pooled SMTP connection first, or the sink waits for it to time out
      await sink.close()
    }
  })
})
