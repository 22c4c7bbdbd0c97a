/** @jest-environment node */
/** Delivery that is never blocked, never doubled and stops cleanly: poison leads, a slow server, shutdown, logs. */
import { execFile } from "node:child_process"
import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import { writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import type { LeadConfig } from "../config"
import { consoleLogger, deliverDue, transportFor, type LeadTransport } from "../deliver"
import { handleLead, type HandlerDeps } from "../handler"
import { drainLeads, settleLeads } from "../lifecycle"
import { newRecord } from "../spool"
import { formRequest, memoryLog, withSpoolAndSink } from "../test-support/fixtures"
import { VALID } from "../test-support/hostile-bodies"
import { startSmtpSink } from "../test-support/smtp-sink"

jest.setTimeout(60_000)
const run = promisify(execFile)
const ROOT = path.resolve(__dirname, "..", "..")
const fx = withSpoolAndSink()
const spool = async (id: string, extra: Record<string, unknown> = {}) =>
  writeFile(path.join(fx.dir, "pending", `${id}.json`), JSON.stringify({ ...newRecord({ id, receivedAt: "2025-11-22T10:00:00.000Z", page: "/contact", payload: VALID }), ...extra }))
const deliverScript = (env: Record<string, string>, args: string[] = []) =>
  run(process.execPath, ["scripts/deliver-leads.mjs", ...args], { cwd: ROOT, env: { PATH: process.env["PATH"] ?? "", ...env } }).then(
    ({ stdout }) => ({ stdout, code: 0 }),
    (error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }),
  )

describe("poison leads", () => {
  /** The real SMTP transport, except that the server refuses the poison leads (as it would a bad message). */
  const poisoned = (config: LeadConfig, poison: Set<string>): LeadTransport => {
    const real = transportFor(config)
    return {
      send(mail, progress) {
        if (poison.has(mail.id)) return Promise.reject(Object.assign(new Error("Message failed: 554 5.6.0 bad message"), { code: "EMESSAGE", responseCode: 554 }))
        return real.send(mail, progress)
      },
    }
  }

  it("never hold back the good ones, are quarantined in failed/ after LEAD_MAX_ATTEMPTS with their last error, and are counted", async () => {
    const env = fx.env({ LEAD_MAX_ATTEMPTS: "3" })
    const config = fx.config(env)
    const poison = new Set(Array.from({ length: 6 }, (_, i) => `aaaa-poison-${i}`)) // sort before the good ones
    const good = Array.from({ length: 3 }, (_, i) => `zzzz-good-${i}`)
    for (const id of [...poison, ...good]) await spool(id)
    const deps = { config, transport: poisoned(config, poison), log: memoryLog().log }

    const first = await deliverDue(deps, { budgetMs: 20_000, ignoreBackoff: true })
    expect(first.delivered.sort()).toEqual(good)
    expect(first.retried.sort()).toEqual([...poison].sort())
    await deliverDue(deps, { budgetMs: 20_000, ignoreBackoff: true })
    const third = await deliverDue(deps, { budgetMs: 20_000, ignoreBackoff: true })
    expect(third.quarantined.sort()).toEqual([...poison].sort())
    expect(await fx.list("failed")).toEqual([...poison].map((id) => `${id}.json`).sort())
    expect(await fx.list("pending")).toEqual([])
    const failed = JSON.parse(readFileSync(path.join(fx.dir, "failed", "aaaa-poison-0.json"), "utf8")) as Record<string, unknown>
    expect(failed).toMatchObject({ strikes: 3, lastError: expect.stringContaining("554") })
    expect(fx.sentIds().sort()).toEqual(good)

    // The operator's script reports them, and can put them back once the cause is fixed.
    const report = await deliverScript(env)
    expect(report.stdout).toContain("6 failed")
    expect(report.code).toBe(1)
    const retried = await deliverScript(env, ["--retry-failed"])
    expect(retried.stdout).toContain("Sent 6")
    expect(retried.stdout).toContain("0 pending (0 in doubt), 0 sending, 0 failed, 9 sent")
    expect(retried.code).toBe(0)
  })

  it("a server that cannot be reached stops the run without strikes against the leads", async () => {
    await fx.server.close()
    const config = fx.config(fx.env({ LEAD_MAX_ATTEMPTS: "1" }))
    for (const id of ["down-0001-aaaa", "down-0002-bbbb"]) await spool(id)
    const result = await deliverDue({ config, transport: transportFor(config), log: memoryLog().log }, { budgetMs: 10_000, ignoreBackoff: true })
    expect(result).toMatchObject({ serverAway: true, quarantined: [], delivered: [] })
    expect(result.retried).toHaveLength(1)
    expect(await fx.list("pending")).toHaveLength(2)
    expect(await fx.list("failed")).toEqual([])
    fx.server = await startSmtpSink()
  })
})

describe("leads:deliver counts", () => {
  it("reports leads sitting in sending/ instead of saying nothing is pending", async () => {
    const id = randomUUID()
    await writeFile(path.join(fx.dir, "sending", `${id}.json`), JSON.stringify(newRecord({ id, receivedAt: new Date().toISOString(), page: "", payload: VALID })))
    const { stdout, code } = await deliverScript(fx.env())
    expect(stdout).toContain("0 pending (0 in doubt), 1 sending, 0 failed, 0 sent")
    expect(code).toBe(1)
  })
})

describe("a slow mail server", () => {
  it("answers the visitor at once and sends one message per lead when the reply to DATA takes 10 s", async () => {
    fx.server.behaviour.dataDelayMs = 10_000
    const env = fx.env()
    const config = fx.config(env)
    const deps: HandlerDeps = { env, log: memoryLog().log }
    const keys = Array.from({ length: 3 }, () => randomUUID())
    const started = Date.now()
    const answers = await Promise.all(keys.map((key) => handleLead(formRequest(VALID, { "idempotency-key": key }), deps)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(Date.now() - started).toBeLessThan(2000)
    // Retry runs while the server thinks: every lead is claimed, none is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await deliverDue({ config, transport: transportFor(config), log: memoryLog().log }, { budgetMs: 15_000, ignoreBackoff: true })
    await Promise.all(keys.map((key) => handleLead(formRequest(VALID, { "idempotency-key": key }), deps)))
    await settleLeads()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(fx.sentIds().sort()).toEqual([...keys].sort())
    expect(await fx.list("sent")).toHaveLength(3)
  })

  it("marks a lead in doubt when the reply after the body never comes, holds it, then resends it with the same ids", async () => {
    fx.server.behaviour.dataDelayMs = 2500 // the sink keeps the message, but after the client gave up
    const env = fx.env({ SMTP_DATA_TIMEOUT_MS: "1000", LEAD_CLAIM_STALE_MINUTES: "2", LEAD_DOUBT_HOLD_HOURS: "24" })
    const config = fx.config(env)
    const id = randomUUID()
    expect((await handleLead(formRequest(VALID, { "idempotency-key": id }), { env, log: memoryLog().log })).status).toBe(200)
    await settleLeads()
    const record = JSON.parse(readFileSync(path.join(fx.dir, "pending", `${id}.json`), "utf8")) as { inDoubt: boolean; nextAttemptAt: string }
    expect(record.inDoubt).toBe(true)
    expect(Date.parse(record.nextAttemptAt) - Date.now()).toBeGreaterThan(23 * 3_600_000)
    await fx.server.waitFor(1, 3000)
    fx.server.behaviour.dataDelayMs = 0

    // Neither the operator's script nor a request's sweep sends it again before the hold is over.
    const script = await deliverScript(env)
    expect(script.stdout).toContain("1 pending (1 in doubt)")
    expect(fx.server.messages).toHaveLength(1)

    const later = () => new Date(Date.now() + 25 * 3_600_000)
    const result = await deliverDue({ config, transport: transportFor(config), log: memoryLog().log, now: later }, { budgetMs: 5000, ignoreBackoff: false })
    expect(result.delivered).toEqual([id])
    const [first, second] = fx.server.messages
    expect(second!.headers.get("message-id")).toBe(first!.headers.get("message-id"))
    expect(second!.headers.get("x-solvix-lead-id")).toBe(id)
    expect(first!.headers.get("x-solvix-lead-id")).toBe(id)
  })
})

describe("drainLeads", () => {
  it("waits for a delivery in flight, starts none after, and leaves no claim behind", async () => {
    fx.server.behaviour.dataDelayMs = 1500
    const env = fx.env()
    const deps: HandlerDeps = { env, log: memoryLog().log }
    const first = randomUUID()
    expect((await handleLead(formRequest(VALID, { "idempotency-key": first }), deps)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const drained = await drainLeads({ timeoutMs: 10_000 })
    expect(drained).toEqual({ finished: 1, returned: 0, timedOut: false })
    expect(fx.sentIds()).toEqual([first])

    // Accepted and answered while draining, delivered by the next process.
    const second = randomUUID()
    expect((await handleLead(formRequest(VALID, { "idempotency-key": second }), deps)).status).toBe(200)
    await settleLeads()
    expect(await fx.list("pending")).toEqual([`${second}.json`])
    expect(await fx.list("sending")).toEqual([])
    expect(fx.sentIds()).toEqual([first])
  })

  it("at its deadline hands claims back: a lead whose body reached the server is marked in doubt, not resent", async () => {
    fx.server.behaviour.dataDelayMs = 4000
    const env = fx.env()
    const id = randomUUID()
    expect((await handleLead(formRequest(VALID, { "idempotency-key": id }), { env, log: memoryLog().log })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const drained = await drainLeads({ timeoutMs: 300 })
    expect(drained).toEqual({ finished: 0, returned: 1, timedOut: true })
    expect(await fx.list("sending")).toEqual([])
    const record = JSON.parse(readFileSync(path.join(fx.dir, "pending", `${id}.json`), "utf8")) as { inDoubt?: boolean }
    expect(record.inDoubt).toBe(true)
  })

  it("returns zeros when nothing was ever in flight", async () => {
    await expect(drainLeads({ timeoutMs: 100 })).resolves.toEqual({ finished: 0, returned: 0, timedOut: false })
  })
})

describe("logs", () => {
  it("leave out events below LOG_LEVEL", () => {
    const lines: string[] = []
    const keep = (chunk: unknown): boolean => lines.push(String(chunk)) > 0
    jest.spyOn(process.stdout, "write").mockImplementation(keep)
    jest.spyOn(process.stderr, "write").mockImplementation(keep)
    const before = process.env["LOG_LEVEL"]
    try {
      process.env["LOG_LEVEL"] = "warn"
      consoleLogger("info", "lead.accepted", { id: "x" })
      consoleLogger("warn", "lead.in_doubt", { id: "x" })
      process.env["LOG_LEVEL"] = "info"
      consoleLogger("info", "lead.delivered", { id: "x" })
    } finally {
      if (before === undefined) delete process.env["LOG_LEVEL"]
      else process.env["LOG_LEVEL"] = before
      jest.restoreAllMocks()
    }
    expect(lines.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual(["lead.in_doubt", "lead.delivered"])
  })

  it("are one JSON line each and carry no personal data", async () => {
    const lines: string[] = []
    const keep = (chunk: unknown): boolean => {
      lines.push(...String(chunk).split("\n").slice(0, -1))
      return true
    }
    jest.spyOn(process.stdout, "write").mockImplementation(keep)
    jest.spyOn(process.stderr, "write").mockImplementation(keep)
    try {
      const env = fx.env({ LEAD_RATE_LIMIT: "3" })
      const deps: HandlerDeps = { env, log: consoleLogger }
      const key = randomUUID()
      await handleLead(formRequest(VALID, { "idempotency-key": key }), deps) // accepted, delivered
      await settleLeads()
      await handleLead(formRequest({ ...VALID, message: "Edited" }, { "idempotency-key": key }), deps) // 409
      await handleLead(formRequest({ ...VALID, website: "x" }), deps) // honeypot
      fx.server.behaviour.rejectRcpt = true
      await handleLead(formRequest(VALID), deps) // refused by the server
      await settleLeads()
      await handleLead(formRequest(VALID), deps) // rate limited
      await handleLead(formRequest(VALID, { origin: "https://evil.example" }), deps) // refused
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
