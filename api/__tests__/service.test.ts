/** @jest-environment node */
/** createLeadService as a long-lived host uses it: the delivery timer, what start() reports, state kept per service. */
import { randomUUID } from "node:crypto"
import { MESSAGES } from "../http/handler"
import { newRecord } from "../contract/record"
import { createLeadService } from "../service"
import { formRequest, memoryLog, STORE_KINDS, tempDir, withLeads } from "../test-support/fixtures"
import { VALID } from "../test-support/hostile-bodies"
import { closedPort, startSmtpSink, type SmtpSink } from "../test-support/smtp-sink"

jest.setTimeout(60_000)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const until = async (done: () => boolean, timeoutMs: number): Promise<boolean> => {
  const end = Date.now() + timeoutMs
  while (!done() && Date.now() < end) await sleep(50)
  return done()
}

describe.each(STORE_KINDS)("the %s store", (kind) => {
  const fx = withLeads(kind, { sink: false })
  let sink: SmtpSink | null = null
  afterEach(async () => {
    await fx.closeServices()
    await sink?.close()
    sink = null
  })

  it("after a mail outage, waiting leads go out on their own: no visitor, no command", async () => {
    const port = await closedPort()
    let clock = new Date()
    const { log, events } = memoryLog()
    const env = fx.env({ SMTP_URL: `smtp://127.0.0.1:${port}`, LEAD_TO: "sales@solvix.test", LEAD_FROM: "website@solvix.test", SMTP_TIMEOUT_MS: "1000", LEAD_SWEEP_SECONDS: "1" })
    const service = fx.service(env, { log, now: () => clock })
    const ids = Array.from({ length: 5 }, () => randomUUID())
    for (const id of ids) expect((await service.handle(formRequest({ ...VALID, message: `Lead ${id}` }, { "idempotency-key": id }))).status).toBe(200)
    await service.idle()
    expect(await fx.ids("pending")).toEqual([...ids].sort())
    expect((await service.start()).ready).toBe(true)

    // Their back-off over while the server is still down: the timer knocks, once per run, less and less often.
    clock = new Date(clock.getTime() + 60_000)
    const before = events.filter((event) => event.event === "lead.delivery_failed").length
    await sleep(6500)
    const knocks = events.filter((event) => event.event === "lead.delivery_failed").length - before
    expect(knocks).toBeGreaterThanOrEqual(1)
    // Every second without the back-off; 1 s, then 2 s, then 4 s with it (runs at about 1, 3 and 7 s).
    expect(knocks).toBeLessThanOrEqual(3)

    // The server is back. Nothing is sent to the service; the timer finds the server within its longest wait.
    sink = await startSmtpSink({ port })
    clock = new Date(clock.getTime() + 10 * 60_000)
    expect(await until(() => sink!.messages.length >= ids.length, 15_000)).toBe(true)
    await sleep(500)
    expect(sink.messages).toHaveLength(ids.length)
    expect(await fx.ids("sent")).toEqual([...ids].sort())
  })
})

describe("pruning", () => {
  const fx = withLeads("disk", { sink: true })
  afterEach(() => fx.closeServices())
  // The service's clock is fixed; the old lead was sent 61 days before it (retention: 30 days).
  const NOW = new Date("2026-06-01T09:00:00.000Z")
  const old = (id: string) => fx.put(newRecord({ id, receivedAt: "2026-04-01T08:59:00.000Z", page: "/contact", payload: VALID }), "sent", { claimedAt: new Date("2026-04-01T09:00:00.000Z") })

  it("is the timer's chore on a long-lived host: a lead accepted after start() prunes nothing", async () => {
    await old("lead-old-00001")
    const { log, events } = memoryLog()
    const service = fx.service(fx.env({ LEAD_SWEEP_SECONDS: "3600" }), { log, now: () => NOW })
    expect((await service.start()).ready).toBe(true)
    expect((await service.handle(formRequest(VALID, { "idempotency-key": randomUUID() }))).status).toBe(200)
    await service.idle()
    expect(events.filter((event) => event.event === "lead.pruned")).toEqual([])
    expect(await fx.ids("sent")).toContain("lead-old-00001")
  })

  it("is a request's chore where no timer runs (the Gatsby Function in gatsby develop)", async () => {
    await old("lead-old-00002")
    const { log, events } = memoryLog()
    const service = fx.service(fx.env(), { log, now: () => NOW })
    expect((await service.handle(formRequest(VALID, { "idempotency-key": randomUUID() }))).status).toBe(200)
    await service.idle()
    expect(events.filter((event) => event.event === "lead.pruned")).toHaveLength(1)
    expect(await fx.ids("sent")).not.toContain("lead-old-00002")
  })
})

describe("start", () => {
  it("reports an invalid configuration, starts nothing, and every lead is then answered 503", async () => {
    const { log, events } = memoryLog()
    const service = createLeadService({ env: { SMTP_URL: "ftp://nowhere" }, log })
    expect(service.config).toBeNull()
    expect(service.problems).toEqual([expect.stringMatching(/^SMTP_URL/)])
    await expect(service.start()).resolves.toMatchObject({ ready: false, problems: [expect.stringMatching(/^SMTP_URL/)] })
    expect(events.map((event) => event.event)).toEqual(["lead.config_invalid"])
    expect(await service.handle(formRequest())).toMatchObject({ status: 503, body: { error: MESSAGES.unavailable } })
    await service.close()
  })
})

describe("state", () => {
  it("belongs to each service: two in one process count and stop apart", async () => {
    const { dir, remove } = await tempDir()
    try {
      const env = { LEAD_SPOOL_DIR: dir, LEAD_RATE_LIMIT: "1" }
      const first = createLeadService({ env, log: memoryLog().log })
      const second = createLeadService({ env, log: memoryLog().log })
      expect((await first.handle(formRequest(VALID, {}, "203.0.113.1"))).status).toBe(200)
      expect((await first.handle(formRequest(VALID, {}, "203.0.113.1"))).status).toBe(429)
      // The other service has counted nothing.
      expect((await second.handle(formRequest({ ...VALID, message: "Other" }, {}, "203.0.113.1"))).status).toBe(200)
      first.stopDeliveries()
      expect(await second.deliverDue({ ignoreBackoff: true })).toMatchObject({ delivered: expect.any(Array) })
      await Promise.all([first.idle(), second.idle()])
      expect(await second.counts()).toMatchObject({ pending: 0, sent: 2 })
      await Promise.all([first.close(), second.close()])
    } finally {
      await remove()
    }
  })
})
