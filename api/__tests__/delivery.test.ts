/** @jest-environment node */
/** Delivery that is never blocked, never doubled and stops cleanly, from either store: poison leads, a slow server, shutdown, logs. */
import { randomUUID } from "node:crypto"
import { newRecord } from "../contract/record"
import { createJsonLogger } from "../log"
import { deliverCommand, deliverProcess, formRequest, STORE_KINDS, withLeads } from "../test-support/fixtures"
import { VALID } from "../test-support/hostile-bodies"
import { startSmtpSink } from "../test-support/smtp-sink"
import { captureStdWrites } from "../test-support/std-lines"

jest.setTimeout(60_000)

describe.each(STORE_KINDS)("the %s store", (kind) => {
  const fx = withLeads(kind)
  const spool = (id: string, message = VALID.message) => fx.put(newRecord({ id, receivedAt: "2025-11-22T10:00:00.000Z", page: "/contact", payload: { ...VALID, message } }), "pending")

  describe("poison leads", () => {
    it("never hold back the good ones, are quarantined after LEAD_MAX_ATTEMPTS with their last error, and are counted", async () => {
      // The real mail server refuses the poison leads for good (554), as it would a message it will never take.
      fx.server.behaviour.rejectMatching = /POISON/
      const env = fx.env({ LEAD_MAX_ATTEMPTS: "3" })
      const poison = new Set(Array.from({ length: 6 }, (_, i) => `aaaa-poison-${i}`)) // sort before the good ones
      const good = Array.from({ length: 3 }, (_, i) => `zzzz-good-${i}`)
      for (const id of poison) await spool(id, `POISON ${id}`)
      for (const id of good) await spool(id)
      const service = fx.service(env)

      const first = await service.deliverDue({ budgetMs: 20_000, ignoreBackoff: true })
      expect(first.delivered.sort()).toEqual(good)
      expect(first.retried.sort()).toEqual([...poison].sort())
      await service.deliverDue({ budgetMs: 20_000, ignoreBackoff: true })
      const third = await service.deliverDue({ budgetMs: 20_000, ignoreBackoff: true })
      expect(third.quarantined.sort()).toEqual([...poison].sort())
      expect(await fx.ids("failed")).toEqual([...poison].sort())
      expect(await fx.ids("pending")).toEqual([])
      const failed = await fx.record("aaaa-poison-0")
      expect(failed?.destinations.email).toMatchObject({ strikes: 3, lastError: expect.stringContaining("554") })
      expect(fx.sentIds().sort()).toEqual(good)
      delete fx.server.behaviour.rejectMatching

      // The operator's script reports them, and can put them back once the cause is fixed.
      const report = await deliverCommand(env)
      expect(report.stdout).toContain("6 failed")
      expect(report.code).toBe(1)
      const retried = await deliverCommand(env, ["--retry-failed"])
      expect(retried.stdout).toContain("Sent 6")
      expect(retried.stdout).toContain("0 pending (0 in doubt), 0 sending, 0 failed, 9 sent")
      expect(retried.code).toBe(0)
    })

    it("a server that cannot be reached stops the run without strikes against the leads", async () => {
      await fx.server.close()
      const env = fx.env({ LEAD_MAX_ATTEMPTS: "1" })
      for (const id of ["down-0001-aaaa", "down-0002-bbbb"]) await spool(id)
      const result = await fx.service(env).deliverDue({ budgetMs: 10_000, ignoreBackoff: true })
      expect(result).toMatchObject({ serverAway: true, away: ["email"], quarantined: [], delivered: [] })
      expect(result.retried).toHaveLength(1)
      expect(await fx.ids("pending")).toHaveLength(2)
      expect(await fx.ids("failed")).toEqual([])
      fx.server = await startSmtpSink()
    })
  })

  describe("leads:deliver counts", () => {
    it("reports leads being sent instead of saying nothing is pending", async () => {
      const id = randomUUID()
      await fx.put(newRecord({ id, receivedAt: new Date().toISOString(), page: "", payload: VALID }), "sending", { claimedAt: new Date() })
      // The script itself, as `npm run leads:deliver` runs it: plain node, its output and exit code.
      const { stdout, code } = await deliverProcess(fx.env())
      expect(stdout).toContain("0 pending (0 in doubt), 1 sending, 0 failed, 0 sent")
      expect(code).toBe(1)
    })
  })

  describe("a slow mail server", () => {
    it("answers the visitor at once and sends one message per lead when the reply to DATA takes 5 s", async () => {
      fx.server.behaviour.dataDelayMs = 5_000
      const service = fx.service()
      const keys = Array.from({ length: 3 }, () => randomUUID())
      const started = Date.now()
      const answers = await Promise.all(keys.map((key) => service.handle(formRequest(VALID, { "idempotency-key": key }))))
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
      expect(Date.now() - started).toBeLessThan(2000)
      // Retry runs while the server thinks (another process's): every lead is claimed, none is sent twice.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await fx.service().deliverDue({ budgetMs: 15_000, ignoreBackoff: true })
      await Promise.all(keys.map((key) => service.handle(formRequest(VALID, { "idempotency-key": key }))))
      await service.idle()
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(fx.sentIds().sort()).toEqual([...keys].sort())
      expect(await fx.ids("sent")).toHaveLength(3)
    })

    it("marks a lead in doubt when the reply after the body never comes, holds it, then resends it with the same ids", async () => {
      fx.server.behaviour.dataDelayMs = 2500 // the sink keeps the message, but after the client gave up
      const env = fx.env({ SMTP_DATA_TIMEOUT_MS: "1000", LEAD_CLAIM_STALE_MINUTES: "2", LEAD_DOUBT_HOLD_HOURS: "24" })
      const id = randomUUID()
      expect((await fx.send(formRequest(VALID, { "idempotency-key": id }), env)).status).toBe(200)
      const record = (await fx.record(id))?.destinations.email
      expect(record?.inDoubt).toBe(true)
      expect(Date.parse(record?.nextAttemptAt ?? "") - Date.now()).toBeGreaterThan(23 * 3_600_000)
      await fx.server.waitFor(1, 3000)
      fx.server.behaviour.dataDelayMs = 0

      // Neither the operator's script nor a request's sweep sends it again before the hold is over.
      const script = await deliverCommand(env)
      expect(script.stdout).toContain("1 pending (1 in doubt)")
      expect(fx.server.messages).toHaveLength(1)

      const later = () => new Date(Date.now() + 25 * 3_600_000)
      const result = await fx.service(env, { now: later }).deliverDue({ budgetMs: 5000 })
      expect(result.delivered).toEqual([id])
      const [first, second] = fx.server.messages
      expect(second!.headers.get("message-id")).toBe(first!.headers.get("message-id"))
      expect(second!.headers.get("x-solvix-lead-id")).toBe(id)
      expect(first!.headers.get("x-solvix-lead-id")).toBe(id)
    })
  })

  describe("drain", () => {
    it("waits for a delivery in flight, starts none after, leaves no claim behind, and says what waits", async () => {
      fx.server.behaviour.dataDelayMs = 1500
      const service = fx.service()
      const first = randomUUID()
      expect((await service.handle(formRequest(VALID, { "idempotency-key": first }))).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 200))
      service.stopDeliveries()
      // Accepted and answered while stopping, delivered by the next process: the summary says it waits.
      const second = randomUUID()
      expect((await service.handle(formRequest(VALID, { "idempotency-key": second }))).status).toBe(200)
      const drained = await service.drain({ timeoutMs: 10_000 })
      expect(drained).toEqual({ finished: 1, returned: 0, timedOut: false, waiting: { pending: 1, inDoubt: 0, sending: 0, sent: 1, failed: 0 } })
      expect(fx.sentIds()).toEqual([first])
      expect(await fx.ids("pending")).toEqual([second])
      expect(await fx.ids("sending")).toEqual([])
      expect(fx.sentIds()).toEqual([first])
    })

    it("at its deadline hands claims back: a lead whose body reached the server is marked in doubt, not resent", async () => {
      fx.server.behaviour.dataDelayMs = 4000
      const service = fx.service()
      const id = randomUUID()
      expect((await service.handle(formRequest(VALID, { "idempotency-key": id }))).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 500))
      const drained = await service.drain({ timeoutMs: 300 })
      expect(drained).toEqual({ finished: 0, returned: 1, timedOut: true, waiting: { pending: 1, inDoubt: 1, sending: 0, sent: 0, failed: 0 } })
      expect(await fx.ids("sending")).toEqual([])
      expect((await fx.record(id))?.destinations.email?.inDoubt).toBe(true)
    })

    // The case (Blobs, bench:faults `reject`, 3 runs in 11): a delivery took its slot, awaited its claim
    // write and only then registered with the queue the drain waits for; a stop in between left the claim to go
    // stale (2 to 15 minutes) after the process ended. Here the stop comes while the deliveries of the leads just
    // answered are writing their claims.
    it("waits for the claims being written when it begins: none left sending, nothing sent after it returned", async () => {
      const service = fx.service()
      const ids = Array.from({ length: 4 }, () => randomUUID())
      const answers = await Promise.all(ids.map((id) => service.handle(formRequest(VALID, { "idempotency-key": id }))))
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
      const drained = await service.drain({ timeoutMs: 10_000 })
      const sentByTheStop = fx.sentIds().length
      const sending = await fx.ids("sending")
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect({ sending, waitingSending: drained.waiting.sending, sentAfterTheStop: fx.sentIds().length - sentByTheStop }).toEqual({ sending: [], waitingSending: 0, sentAfterTheStop: 0 })
      expect((await fx.ids("pending")).length + sentByTheStop).toBe(ids.length)
    })

    it("returns zeros when nothing was ever in flight", async () => {
      await expect(fx.service().drain({ timeoutMs: 100 })).resolves.toEqual({ finished: 0, returned: 0, timedOut: false, waiting: { pending: 0, inDoubt: 0, sending: 0, sent: 0, failed: 0 } })
    })
  })

  describe("logs", () => {
    it("leave out events below the level", () => {
      const lines: string[] = []
      const write = (line: string) => void lines.push(line)
      createJsonLogger({ level: "warn", write })("info", "lead.accepted", { id: "x" })
      createJsonLogger({ level: "warn", write })("warn", "lead.in_doubt", { id: "x" })
      createJsonLogger({ level: "info", write })("info", "lead.delivered", { id: "x" })
      expect(lines.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual(["lead.in_doubt", "lead.delivered"])
    })

    it("keep the line's own time, level and event whatever a field is called", () => {
      const lines: string[] = []
      createJsonLogger({ write: (line) => void lines.push(line), now: () => new Date("2025-11-22T10:00:00Z") })("warn", "lead.x", { level: "debug", event: "other", time: "never", id: "a" })
      expect(JSON.parse(lines[0]!)).toEqual({ id: "a", time: "2025-11-22T10:00:00.000Z", level: "warn", event: "lead.x" })
    })

    it("are one JSON line each and carry no personal data", async () => {
      const lines: string[] = []
      const keep = (chunk: unknown): boolean => {
        lines.push(...String(chunk).split("\n").slice(0, -1))
        return true
      }
      captureStdWrites(keep)
      try {
        // The default logger: createJsonLogger at the environment's LOG_LEVEL.
        const service = fx.service({ LEAD_RATE_LIMIT: "3", LOG_LEVEL: "info" }, { log: undefined })
        const key = randomUUID()
        await service.handle(formRequest(VALID, { "idempotency-key": key })) // accepted, delivered
        await service.idle()
        await service.handle(formRequest({ ...VALID, message: "Edited" }, { "idempotency-key": key })) // 409
        await service.handle(formRequest({ ...VALID, website: "x" })) // honeypot
        fx.server.behaviour.rejectRcpt = true
        await service.handle(formRequest(VALID)) // refused by the server
        await service.idle()
        await service.handle(formRequest(VALID)) // rate limited
        await service.handle(formRequest(VALID, { origin: "https://evil.example" })) // refused
      } finally {
        jest.restoreAllMocks()
      }
      expect(lines.length).toBeGreaterThanOrEqual(7)
      for (const line of lines) {
        expect(line).not.toContain("\n")
        const parsed = JSON.parse(line) as { event: string; level: string; time: string }
        expect(parsed).toEqual(expect.objectContaining({ event: expect.any(String), level: expect.any(String), time: expect.any(String) }))
        for (const personal of [VALID.firstName, VALID.lastName, VALID.email, VALID.company, VALID.contactNumber, VALID.message, "Edited", "127.0.0.1"]) {
          expect(line).not.toContain(personal)
        }
      }
      const events = lines.map((line) => (JSON.parse(line) as { event: string }).event)
      expect(events).toEqual(expect.arrayContaining(["lead.accepted", "lead.delivered", "lead.key_conflict", "lead.honeypot", "lead.delivery_failed", "lead.rate_limited", "lead.refused"]))
    })
  })
})
