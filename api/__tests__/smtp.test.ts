/** @jest-environment node */
/** Delivery to a real SMTP server on loopback, from either store: down, slow, refusing, restarted, duplicates, hostile bodies. */
import { randomUUID } from "node:crypto"
import type { Env } from "../config"
import { SUBJECTS } from "../contract/fields"
import { newRecord, withDestination } from "../contract/record"
import type { LeadHttpRequest, LeadServiceOptions } from "../contract/service"
import { leadIdFromMessageId } from "../delivery/message"
import { deliverCommand, deliverProcess, formRequest, STORE_KINDS, withLeads } from "../test-support/fixtures"
import { hostileCases, VALID } from "../test-support/hostile-bodies"
import { closedPort, startSmtpSink, type ReceivedMail, type SmtpSink } from "../test-support/smtp-sink"

jest.setTimeout(60_000)

describe.each(STORE_KINDS)("the %s store", (kind) => {
  const fx = withLeads(kind, { sink: false })
  const sinks: SmtpSink[] = []
  const sink = async (options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> => {
    const started = await startSmtpSink(options)
    sinks.push(started)
    return started
  }
  afterEach(async () => {
    await fx.closeServices()
    await Promise.all(sinks.splice(0).map((s) => s.close()))
  })

  const envFor = (smtpUrl: string, extra: Env = {}): Env =>
    fx.env({
      SMTP_URL: smtpUrl,
      LEAD_TO: "Solvix Sales <sales@solvix.test>",
      LEAD_FROM: "Solvix website <website@solvix.test>",
      SMTP_TIMEOUT_MS: "1000",
      SMTP_DATA_TIMEOUT_MS: "30000",
      ...extra,
    })
  /** One request, then the delivery it left running after its answer. */
  const handled = (request: LeadHttpRequest, env: Env, options?: Partial<LeadServiceOptions>) => fx.send(request, env, options)
  const folder = (state: "pending" | "sending" | "sent" | "failed") => fx.ids(state)
  const idsOf = (messages: ReceivedMail[]): string[] => messages.map((m) => leadIdFromMessageId(m.headers.get("message-id") ?? "") ?? "?")
  const timed = async (work: Promise<{ status: number }>): Promise<{ status: number; ms: number }> => {
    const started = Date.now()
    const { status } = await work
    return { status, ms: Date.now() - started }
  }
  const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms))

  describe("delivery to a real SMTP server", () => {
    it("sends one message with the configured recipient, Reply-To the visitor, the subject, Message-ID and every field", async () => {
      const server = await sink({ auth: { user: "mailer@solvix.test", pass: "s3cret:pass" } })
      const id = randomUUID()
      const payload = { ...VALID, subject: SUBJECTS.leadPopup, message: "Line one\n<b>Line two</b>" }
      const answer = await handled(formRequest(payload, { "idempotency-key": id, "x-lead-page": "/services/employer-of-record" }), envFor(server.url))
      expect(answer).toMatchObject({ status: 200, body: { ok: true } })
      const [mail] = await server.waitFor(1, 2000)
      expect(server.messages).toHaveLength(1)
      expect(mail!.envelope).toEqual({ from: "website@solvix.test", to: ["sales@solvix.test"] })
      expect(mail!.headers.get("to")).toBe("Solvix Sales <sales@solvix.test>")
      expect(mail!.headers.get("from")).toBe("Solvix website <website@solvix.test>")
      expect(mail!.headers.get("reply-to")).toBe("Ana Reyes <ana.reyes@example.com>")
      expect(mail!.headers.get("subject")).toBe(SUBJECTS.leadPopup)
      expect(mail!.headers.get("message-id")).toBe(`<lead.${id}@solvix.test>`)
      expect(mail!.raw).toMatch(new RegExp(`^X-Solvix-Lead-Id: ${id}\\r$`, "m"))
      for (const value of [payload.firstName, payload.lastName, payload.email, payload.contactNumber, payload.company, "Line one", "/services/employer-of-record", "SGT (UTC+08:00)", id]) {
        expect(mail!.text).toContain(value)
      }
      expect(mail!.html).toContain("&lt;b&gt;Line two&lt;/b&gt;")
      expect(mail!.html).not.toContain("<b>Line two")
      expect(await folder("sent")).toEqual([id])
      expect(await folder("pending")).toEqual([])
      expect(await folder("sending")).toEqual([])
    })
  })

  describe("SMTP down", () => {
    it("spools durably and answers success at once; the retry script delivers when the server is back, once", async () => {
      const port = await closedPort()
      const env = envFor(`smtp://127.0.0.1:${port}`)
      const id = randomUUID()
      const service = fx.service(env)
      const answer = await timed(service.handle(formRequest(VALID, { "idempotency-key": id })))
      expect(answer.status).toBe(200)
      expect(answer.ms).toBeLessThan(1500)
      await service.idle()
      expect(await folder("pending")).toEqual([id])
      const spooled = await fx.record(id)
      expect(spooled).toMatchObject({ payload: VALID, destinations: { email: { attempts: 1, lastError: expect.stringContaining("ECONNREFUSED") } } })

      // Still down: the script fails, the lead stays.
      expect((await deliverCommand(env)).code).toBe(1)
      expect(await folder("pending")).toEqual([id])

      const server = await sink({ port })
      const { stdout } = await deliverCommand(env)
      expect(stdout).toContain("Sent 1")
      expect(idsOf(server.messages)).toEqual([id])
      await deliverCommand(env)
      expect(server.messages).toHaveLength(1)
      expect(await folder("sent")).toEqual([id])
    })

    it("a later request delivers the waiting lead once its back-off has passed", async () => {
      const port = await closedPort()
      const env = envFor(`smtp://127.0.0.1:${port}`)
      let clock = new Date("2025-11-22T10:00:00Z")
      const clocked = { now: () => clock }
      const first = randomUUID()
      expect((await handled(formRequest(VALID, { "idempotency-key": first }), env, clocked)).status).toBe(200)
      const server = await sink({ port })

      clock = new Date(clock.getTime() + 10_000) // back-off (30 s) not over: only the new lead goes
      const second = randomUUID()
      expect((await handled(formRequest(VALID, { "idempotency-key": second }), env, clocked)).status).toBe(200)
      expect(idsOf(server.messages)).toEqual([second])

      clock = new Date(clock.getTime() + 30_000)
      const third = randomUUID()
      expect((await handled(formRequest(VALID, { "idempotency-key": third }), env, clocked)).status).toBe(200)
      expect(idsOf(server.messages).sort()).toEqual([first, second, third].sort())
      expect(await folder("pending")).toEqual([])
    })

    if (kind === "disk") {
      it("where the disk is not durable (a Lambda without Blobs), answers 503 so the visitor keeps the form, then delivers on the retry", async () => {
        const port = await closedPort()
        const env = envFor(`smtp://127.0.0.1:${port}`, { LEAD_SPOOL_DURABLE: "false" })
        const request = formRequest()
        expect((await handled(request, env)).status).toBe(503)
        expect(await folder("pending")).toHaveLength(1)
        const server = await sink({ port })
        expect((await handled(request, env)).status).toBe(200)
        expect((await handled(request, env)).status).toBe(200)
        expect(server.messages).toHaveLength(1)
      })
    }
  })

  describe("SMTP slow", () => {
    it("keeps the request bounded by SMTP_TIMEOUT_MS and the lead spooled, then delivers it once", async () => {
      const server = await sink({ greetingDelayMs: 4000 })
      const env = envFor(server.url, { SMTP_TIMEOUT_MS: "500" })
      const id = randomUUID()
      const service = fx.service(env)
      const answer = await timed(service.handle(formRequest(VALID, { "idempotency-key": id })))
      expect(answer.status).toBe(200)
      expect(answer.ms).toBeLessThan(2000)
      await service.idle()
      expect([...(await folder("pending")), ...(await folder("sending"))]).toEqual([id])
      expect(server.messages).toHaveLength(0)

      server.behaviour.greetingDelayMs = 0
      const result = await service.deliverDue({ budgetMs: 5000, ignoreBackoff: true })
      expect(result.delivered).toEqual([id])
      expect(idsOf(server.messages)).toEqual([id])
    })

    it("answers within the timeout when the server is slow to accept the data; the lead is delivered or still spooled, never lost", async () => {
      const server = await sink({ dataDelayMs: 3000 })
      const env = envFor(server.url, { SMTP_TIMEOUT_MS: "500" })
      const id = randomUUID()
      const answer = await timed(fx.service(env).handle(formRequest(VALID, { "idempotency-key": id })))
      expect(answer.status).toBe(200)
      expect(answer.ms).toBeLessThan(2000)
      // The lead is stored, in one state (read at once: it may be moving on while this looks).
      expect(["pending", "sending", "sent"]).toContain((await fx.store().find(id))?.state)
    })
  })

  describe("SMTP rejecting", () => {
    it.each([
      ["RCPT", { rejectRcpt: true }, "550"],
      ["DATA", { rejectData: true }, "554"],
      ["DATA, temporarily", { rejectData: true, rejectDataCode: 451 }, "451"],
      ["DATA, for this lead's content", { rejectMatching: /Ana/ }, "554"],
    ])("a refusal on %s leaves the lead pending with the reason, and it is delivered once accepted", async (_phase, behaviour, code) => {
      const server = await sink(behaviour)
      const env = envFor(server.url)
      const id = randomUUID()
      expect((await handled(formRequest(VALID, { "idempotency-key": id }), env)).status).toBe(200)
      expect(await folder("pending")).toEqual([id])
      expect(JSON.stringify(await fx.record(id))).toContain(code)
      expect(server.messages).toHaveLength(0)

      server.behaviour = {}
      await deliverCommand(env)
      await deliverCommand(env)
      expect(idsOf(server.messages)).toEqual([id])
    })
  })

  describe("restart with a non-empty store", () => {
    it("delivers every waiting lead exactly once, even with two deliverers at the same time", async () => {
      const server = await sink()
      const env = envFor(server.url, { LEAD_CLAIM_STALE_MINUTES: "10" })
      const long = new Date(Date.now() - 3_600_000)
      const ids = Array.from({ length: 12 }, () => randomUUID())
      for (const [index, id] of ids.entries()) {
        const fresh = newRecord({ id, receivedAt: long.toISOString(), page: "/contact", payload: { ...VALID, message: `Lead ${index}` } })
        const record = withDestination(fresh, "email", { ...fresh.destinations.email!, attempts: index % 3 })
        // A crash left the last two mid-delivery: claims 20 minutes old.
        await fx.put(record, index >= 10 ? "sending" : "pending", { claimedAt: new Date(Date.now() - 20 * 60_000) })
      }
      // Two servers' runs (two services: they share nothing but the store) and the operator's script (a process of its own).
      const deliverer = () => fx.service(env).deliverDue({ budgetMs: 20_000, ignoreBackoff: true })
      await Promise.all([deliverer(), deliverer(), deliverProcess(env)])
      await deliverCommand(env)
      expect(idsOf(server.messages).sort()).toEqual([...ids].sort())
      expect((await folder("sent")).length).toBe(12)
      expect(await folder("pending")).toEqual([])
      expect(await folder("sending")).toEqual([])
    })
  })

  describe("duplicate submission ids", () => {
    it("delivers a resubmitted id once", async () => {
      const server = await sink()
      const request = formRequest()
      for (let i = 0; i < 3; i++) expect((await handled(request, envFor(server.url))).status).toBe(200)
      expect(server.messages).toHaveLength(1)
    })

    it("delivers concurrent duplicates once, each answered with success", async () => {
      const server = await sink({ dataDelayMs: 100 })
      const keys = Array.from({ length: 5 }, () => randomUUID())
      const requests: LeadHttpRequest[] = keys.flatMap((key, k) => Array.from({ length: 8 }, () => formRequest({ ...VALID, message: `Lead ${k}` }, { "idempotency-key": key })))
      const answers = await Promise.all(requests.map((request) => handled(request, envFor(server.url))))
      expect(answers.map((a) => a.status)).toEqual(requests.map(() => 200))
      await settle(500)
      expect(idsOf(server.messages).sort()).toEqual([...keys].sort())
    })
  })

  describe("malformed and hostile bodies", () => {
    const cases = hostileCases()

    it("has at least 100 of them", () => {
      expect(cases.length).toBeGreaterThanOrEqual(100)
    })

    it("answers none with 5xx, each as expected, sends only the valid ones, escaped, and pollutes nothing", async () => {
      const server = await sink()
      const env = envFor(server.url)
      const answers = await Promise.all(cases.map(async (hostile) => ({ hostile, answer: await handled(formRequest(hostile.body), env) })))
      const wrong = answers.filter(({ hostile, answer }) => answer.status >= 500 || !hostile.expect.includes(answer.status))
      expect(wrong.map(({ hostile, answer }) => `${hostile.name}: ${answer.status}`)).toEqual([])
      for (const { answer } of answers) {
        if (answer.status !== 200) expect(answer.body).toEqual(expect.objectContaining({ error: expect.any(String) }))
      }
      const delivered = answers.filter(({ hostile, answer }) => answer.status === 200 && !hostile.silent).length
      await server.waitFor(delivered, 5000)
      expect(server.messages).toHaveLength(delivered)
      for (const mail of server.messages) {
        expect(mail.html).not.toMatch(/<script|<img|<b>/i)
        expect(mail.envelope.to).toEqual(["sales@solvix.test"])
        expect(mail.headers.has("bcc")).toBe(false)
      }
      expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
      expect(Object.prototype).not.toHaveProperty("polluted")
    })
  })
})
