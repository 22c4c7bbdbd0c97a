/** @jest-environment node */
import { randomUUID } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { readdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { LIMITS, type ContactField } from "../contract/fields"
import { MESSAGES } from "../http/handler"
import { createLeadService } from "../service"
import { formRequest, memoryLog, withLeads } from "../test-support/fixtures"
import { VALID } from "../test-support/hostile-bodies"
import { parseMail } from "../test-support/smtp-sink"

const fx = withLeads("disk", { sink: false })
const { send } = fx
const files = async (folder: string): Promise<string[]> => (existsSync(path.join(fx.dir, folder)) ? (await readdir(path.join(fx.dir, folder))).sort() : [])

describe("method, content type, size and body", () => {
  it.each(["GET", "PUT", "DELETE", "OPTIONS", "PATCH"])("%s → 405 with Allow: POST", async (method) => {
    const answer = await send({ ...formRequest(), method })
    expect(answer.status).toBe(405)
    expect(answer.headers["Allow"]).toBe("POST")
    expect(answer.body).toEqual({ error: MESSAGES.method })
  })

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["multipart/form-data; boundary=x"], [""]])("content type %j → 415", async (type) => {
    const answer = await send(formRequest(VALID, { "content-type": type }))
    expect(answer.status).toBe(415)
    expect(answer.body).toEqual({ error: MESSAGES.contentType })
  })

  it("a declared or actual body over 64 kB → 413", async () => {
    expect((await send(formRequest(VALID, { "content-length": String(200 * 1024) }))).status).toBe(413)
    const big = await send(formRequest({ ...VALID, message: "x".repeat(70_000) }))
    expect(big.status).toBe(413)
    expect(big.body).toEqual({ error: MESSAGES.tooLarge })
  })

  it.each([[undefined], [null], ["a string"], [[VALID]], [42]])("body %j → 400 naming the body", async (body) => {
    const answer = await send({ ...formRequest(), body })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ error: MESSAGES.body, errors: { body: MESSAGES.body } })
  })
})

describe("validation through the handler", () => {
  const cases: Array<[ContactField, unknown, RegExp]> = [
    ["firstName", "", /First name is required/],
    ["lastName", "x".repeat(LIMITS.lastName + 1), /at most 100/],
    ["email", "ana@", /valid address/],
    ["contactNumber", "call me maybe", /Phone may contain only/],
    ["company", 7, /must be text/],
    ["message", "Hi\u0000", /not allowed/],
    ["subject", "Hello", /one of the site's forms/],
    ["firstName", "Ana\r\nBcc: victim@example.net", /not allowed/],
  ]
  it.each(cases)("%s = %j → 422 naming the field", async (field, value, message) => {
    const answer = await send(formRequest({ ...VALID, [field]: value }))
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ error: MESSAGES.invalid })
    const errors = "errors" in answer.body ? (answer.body.errors ?? {}) : {}
    expect(Object.keys(errors)).toEqual([field])
    expect(errors[field]).toMatch(message)
    expect(await files("pending")).toEqual([])
  })

  it("reports every bad field at once", async () => {
    const answer = await send(formRequest({ subject: "x" }))
    expect(answer.status).toBe(422)
    expect(Object.keys("errors" in answer.body ? (answer.body.errors ?? {}) : {}).sort()).toEqual(["company", "email", "firstName", "lastName", "message", "subject"])
  })
})

describe("accepted leads without SMTP: the .eml outbox", () => {
  it("answers 200, writes <spool>/outbox/<id>.eml and records the lead in sent/", async () => {
    const id = randomUUID()
    const answer = await send(formRequest(VALID, { "idempotency-key": id, "x-lead-page": "/contact/get-in-touch" }))
    expect(answer).toEqual({ status: 200, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }, body: { ok: true } })
    expect(await files("outbox")).toEqual([`${id}.eml`])
    expect(await files("sent")).toEqual([`${id}.json`])
    expect(await files("pending")).toEqual([])
    const eml = readFileSync(path.join(fx.dir, "outbox", `${id}.eml`), "utf8")
    expect(eml).toContain("\r\n")
    const mail = parseMail(eml)
    expect(mail.headers.get("to")).toBe("leads@outbox.invalid")
    expect(mail.headers.get("reply-to")).toBe("Ana Reyes <ana.reyes@example.com>")
    expect(mail.headers.get("subject")).toBe(VALID.subject)
    expect(mail.headers.get("message-id")).toBe(`<lead.${id}@outbox.invalid>`)
    expect(mail.text).toContain("/contact/get-in-touch")
    expect(mail.text).toContain(VALID.company)
  })

  it("sends a repeated Idempotency-Key once, answering success both times", async () => {
    const request = formRequest()
    expect((await send(request)).status).toBe(200)
    expect((await send(request)).status).toBe(200)
    expect(await files("outbox")).toHaveLength(1)
  })

  it("without Idempotency-Key uses a content hash, so an identical resubmission is sent once", async () => {
    const headers = { "idempotency-key": "" }
    expect((await send(formRequest(VALID, headers))).status).toBe(200)
    expect((await send(formRequest({ ...VALID }, headers))).status).toBe(200)
    expect((await send(formRequest({ ...VALID, message: "Another question" }, headers))).status).toBe(200)
    const outbox = await files("outbox")
    expect(outbox).toHaveLength(2)
    expect(outbox.every((name) => /^h-[0-9a-f]{32}\.eml$/.test(name))).toBe(true)
  })

  it("refuses an Idempotency-Key that is not a token", async () => {
    for (const key of ["../../etc/passwd", "short", "a b c d e f g h", "x".repeat(101)]) {
      const answer = await send(formRequest(VALID, { "idempotency-key": key }))
      expect(answer).toMatchObject({ status: 400, body: { error: MESSAGES.idempotencyKey } })
    }
  })

  it("reads the configuration at run time: a request cannot choose the recipient", async () => {
    await send(formRequest({ ...VALID, to: "attacker@example.net", bcc: "attacker@example.net" }), { LEAD_TO: "sales@solvix.sg" })
    const [name] = await files("outbox")
    const mail = parseMail(readFileSync(path.join(fx.dir, "outbox", name!), "utf8"))
    expect(mail.headers.get("to")).toBe("sales@solvix.sg")
    expect(mail.raw).not.toContain("attacker@example.net")
  })
})

describe("spam and abuse", () => {
  it("answers the honeypot exactly like a success, sends nothing and logs it", async () => {
    const { log, has } = memoryLog()
    const real = await send(formRequest())
    const trap = await send(formRequest({ ...VALID, website: "https://spam.example" }), {}, { log })
    expect(trap).toEqual(real)
    expect(await files("outbox")).toHaveLength(1)
    expect(has("lead.honeypot")).toBe(true)
  })

  it("refuses other origins, and requests with neither Origin nor Referer unless from this machine", async () => {
    const refused = { status: 403, body: { error: MESSAGES.refused } }
    expect(await send(formRequest(VALID, { origin: "https://evil.example" }))).toMatchObject(refused)
    expect(await send(formRequest(VALID, { origin: undefined }), {}, {}).then((a) => a.status)).toBe(200)
    expect(await send(formRequest(VALID, { origin: undefined }, "203.0.113.5"))).toMatchObject(refused)
    expect(await send(formRequest(VALID, { origin: undefined, "x-forwarded-for": "198.51.100.7" }))).toMatchObject(refused)
    expect(await send(formRequest(VALID, { origin: undefined, referer: "http://127.0.0.1:9000/contact" }, "203.0.113.5"))).toMatchObject({ status: 200 })
    expect(await send(formRequest(VALID, { origin: "https://www.solvix.sg", host: "solvix.netlify.app" }, "203.0.113.5"), { SITE_URL: "https://www.solvix.sg" })).toMatchObject({ status: 200 })
  })

  it("checks the bearer key when one is configured, with the same refusal", async () => {
    const env = { PUBLIC_SITE_KEY: "pk_site_123" }
    const refused = { status: 403, body: { error: MESSAGES.refused } }
    expect(await send(formRequest(), env)).toMatchObject(refused)
    expect(await send(formRequest(VALID, { authorization: "Bearer wrong" }), env)).toMatchObject(refused)
    expect(await send(formRequest(VALID, { authorization: "Bearer pk_site_123" }), env)).toMatchObject({ status: 200 })
  })

  it("limits each client to LEAD_RATE_LIMIT submissions per window, with Retry-After", async () => {
    let clock = new Date("2025-11-22T10:00:00Z")
    const env = { LEAD_RATE_LIMIT: "3" }
    const extra = { now: () => clock }
    const from = (ip: string) => formRequest({ ...VALID, message: randomUUID() }, {}, ip)
    for (let i = 0; i < 3; i++) expect((await send(from("203.0.113.7"), env, extra)).status).toBe(200)
    const limited = await send(from("203.0.113.7"), env, extra)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ error: MESSAGES.rateLimited })
    expect(Number(limited.headers["Retry-After"])).toBe(600)
    expect((await send(from("203.0.113.8"), env, extra)).status).toBe(200)
    clock = new Date(clock.getTime() + 10 * 60_000 + 1)
    expect((await send(from("203.0.113.7"), env, extra)).status).toBe(200)
  })

  it("holds the limit when many requests arrive at once (each counted before any wait)", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(formRequest({ ...VALID, message: randomUUID() }, {}, "203.0.113.9"), { LEAD_RATE_LIMIT: "5" })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15)
  })

  it("looks up the Idempotency-Key only after the rate limit and the field checks", async () => {
    const request = formRequest(VALID, {}, "203.0.113.10")
    expect((await send(request, { LEAD_RATE_LIMIT: "2" })).status).toBe(200)
    // A spooled key does not let invalid fields through, nor a client past its limit.
    expect((await send({ ...request, body: { ...VALID, email: ["ana.reyes@example.com"] } }, { LEAD_RATE_LIMIT: "2" })).status).toBe(422)
    expect((await send(request, { LEAD_RATE_LIMIT: "2" })).status).toBe(429)
    expect(await files("outbox")).toHaveLength(1)
  })
})

describe("when the lead cannot be kept", () => {
  it("answers 503 without details and logs the configuration problems", async () => {
    const { log, events } = memoryLog()
    const answer = await send(formRequest(), { SMTP_URL: "ftp://nowhere" }, { log })
    expect(answer).toMatchObject({ status: 503, body: { error: MESSAGES.unavailable } })
    expect(events.find((e) => e.event === "lead.config_invalid")?.fields["problems"]).toEqual(expect.arrayContaining([expect.stringMatching(/^SMTP_URL/)]))
  })

  it("answers 503 when the spool cannot be written, so the visitor keeps the form", async () => {
    const blocked = path.join(fx.dir, "a-file")
    await writeFile(blocked, "not a folder")
    const answer = await createLeadService({ env: { LEAD_SPOOL_DIR: blocked }, log: memoryLog().log }).handle(formRequest())
    expect(answer).toMatchObject({ status: 503, body: { error: MESSAGES.unavailable } })
  })
})
