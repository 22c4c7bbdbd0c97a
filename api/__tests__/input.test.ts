/** @jest-environment node */
/** What a request may carry: strict types, line breaks, bidi controls, the call proposal, key conflicts, 415 early. */
import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises"
import path from "node:path"
import { readConfig } from "../config"
import type { LeadRecord } from "../contract/record"
import { CALL_DAYS, CALL_WINDOWS, checkPayload, EMAIL_MESSAGES, isLikelyEmail, isTimeZone, leadReference } from "../contract/fields"
import { MESSAGES, refuseBeforeBody } from "../http/handler"
import { DiskStore } from "../store/disk"
import { formRequest, withLeads } from "../test-support/fixtures"
import { VALID } from "../test-support/hostile-bodies"
import { parseMail } from "../test-support/smtp-sink"

const fx = withLeads("disk", { sink: false })
const { send } = fx
const eml = (id: string) => parseMail(readFileSync(path.join(fx.dir, "outbox", `${id}.eml`), "utf8"))
const CALL = { callDays: ["Wednesday", "Monday"], callWindow: "09:00-12:00", callTimeZone: "Asia/Manila" }

describe("strict types", () => {
  it.each([
    ["subject", [VALID.subject]],
    ["email", [VALID.email]],
    ["firstName", { first: "Ana" }],
    ["company", 42],
    ["message", null],
    ["contactNumber", null],
    ["contactNumber", 639175550101],
  ])("%s = %j → 422 naming the field, nothing converted or spooled", async (field, value) => {
    const answer = await send(formRequest({ ...VALID, [field]: value }))
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ error: MESSAGES.invalid, errors: { [field]: expect.any(String) } })
    // A refused lead makes no folder and leaves no file.
    expect(await readdir(path.join(fx.dir, "pending")).catch(() => [])).toEqual([])
  })

  it("ignores fields the form does not send: they reach neither the spool nor the e-mail", async () => {
    const id = randomUUID()
    expect((await send(formRequest({ ...VALID, bcc: "x@example.net", note: "hidden words" }, { "idempotency-key": id }))).status).toBe(200)
    const record = readFileSync(path.join(fx.dir, "sent", `${id}.json`), "utf8")
    expect(record).not.toContain("hidden words")
    expect(eml(id).raw).not.toContain("hidden words")
  })
})

describe("e-mail addresses", () => {
  it("need a dot in the domain, with a message that says so", async () => {
    expect(isLikelyEmail("jane@gmail")).toBe(false)
    expect(isLikelyEmail("jane@gmail.com")).toBe(true)
    expect(isLikelyEmail("jane@mail.example.co.uk")).toBe(true)
    expect(isLikelyEmail("jane@.com")).toBe(false)
    const answer = await send(formRequest({ ...VALID, email: "jane@gmail" }))
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ error: MESSAGES.invalid, errors: { email: EMAIL_MESSAGES.noDot } })
    expect(checkPayload({ ...VALID, email: "not an address" })).toEqual({ ok: false, errors: { email: EMAIL_MESSAGES.invalid } })
  })
})

describe("line breaks and bidi controls", () => {
  it("normalises a bare CR in the message to LF: no lone CR reaches the message", async () => {
    const id = randomUUID()
    expect((await send(formRequest({ ...VALID, message: "one\r.\rtwo\r\nthree" }, { "idempotency-key": id }))).status).toBe(200)
    const raw = readFileSync(path.join(fx.dir, "outbox", `${id}.eml`), "utf8")
    expect(raw).not.toMatch(/\r(?!\n)/)
    expect(raw).not.toMatch(/(?<!\r)\n/)
    expect(eml(id).text).toContain("one\r\n.\r\ntwo\r\nthree")
    expect((JSON.parse(readFileSync(path.join(fx.dir, "sent", `${id}.json`), "utf8")) as LeadRecord).payload.message).toBe("one\n.\ntwo\nthree")
  })

  it("refuses a line break in one-line fields", () => {
    for (const field of ["firstName", "lastName", "company", "email", "contactNumber"]) {
      for (const bad of ["\r", "\n"]) expect(checkPayload({ ...VALID, [field]: `A${bad}B` }).ok).toBe(false)
    }
  })

  it("removes bidi controls from names and company, so Reply-To reads as typed", async () => {
    const id = randomUUID()
    const body = { ...VALID, firstName: "\u202eAna\u202c", lastName: "\u2067Reyes\u2069\u200f", company: "\u200eReyes\u202a Logistics" }
    expect((await send(formRequest(body, { "idempotency-key": id }))).status).toBe(200)
    const mail = eml(id)
    expect(mail.headers.get("reply-to")).toBe("Ana Reyes <ana.reyes@example.com>")
    expect(mail.raw).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/)
  })
})

describe("the call proposal", () => {
  it("exports its allowed values", () => {
    expect(CALL_DAYS).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
    expect(CALL_WINDOWS).toEqual(["09:00-12:00", "12:00-15:00", "15:00-18:00"])
    expect(isTimeZone("Asia/Manila")).toBe(true)
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true)
    expect(isTimeZone("Asia/Nowhere")).toBe(false)
  })

  it("goes into the e-mail with the days in weekday order and the visitor's time zone", async () => {
    const id = randomUUID()
    expect((await send(formRequest({ ...VALID, ...CALL }, { "idempotency-key": id }))).status).toBe(200)
    expect(eml(id).text).toContain("Proposed call: Monday, Wednesday, 09:00-12:00 Asia/Manila (the visitor's time zone); confirm by e-mail")
    expect(eml(id).html).toContain("Monday, Wednesday, 09:00-12:00 Asia/Manila")
  })

  it.each([
    [{ callDays: ["Monday"] }, ["callWindow", "callTimeZone"]],
    [{ ...CALL, callWindow: undefined }, ["callWindow"]],
    [{ ...CALL, callDays: ["Monday", "Monday"] }, ["callDays"]],
    [{ ...CALL, callDays: [1] }, ["callDays"]],
    [{ ...CALL, callTimeZone: "Europe/Atlantis" }, ["callTimeZone"]],
    [{ ...CALL, callTimeZone: "x".repeat(65) }, ["callTimeZone"]],
  ])("%j → 422 naming %j", async (call, fields) => {
    const answer = await send(formRequest({ ...VALID, ...call }))
    expect(answer.status).toBe(422)
    expect(Object.keys("errors" in answer.body ? (answer.body.errors ?? {}) : {}).sort()).toEqual([...fields].sort())
  })

  it("is optional: without it there is no call line", async () => {
    const id = randomUUID()
    await send(formRequest(VALID, { "idempotency-key": id }))
    expect(eml(id).text).not.toContain("Proposed call")
  })
})

describe("the lead reference", () => {
  it("is SVX- and the first 8 letters or digits of the key, upper-cased, in the e-mail", async () => {
    expect(leadReference("3f2a9c1e-77aa-4bcd-9e01-aa00bb11cc22")).toBe("SVX-3F2A9C1E")
    expect(leadReference("ab-cd_ef-12-34")).toBe("SVX-ABCDEF12")
    const id = "3f2a-9c1e-77aa-4bcd"
    await send(formRequest(VALID, { "idempotency-key": id }))
    expect(eml(id).text).toMatch(/Reference:\s+SVX-3F2A9C1E/)
  })
})

describe("Idempotency-Key with different content", () => {
  it("is refused with 409 and a clear error; the same content again is answered 200 and sent once", async () => {
    const request = formRequest(VALID)
    expect((await send(request)).status).toBe(200)
    const edited = await send({ ...request, body: { ...VALID, message: "Actually, three accountants." } })
    expect(edited).toMatchObject({ status: 409, body: { error: MESSAGES.conflict, code: "idempotency_conflict" } })
    expect((await send(request)).status).toBe(200)
    expect(await readdir(path.join(fx.dir, "outbox"))).toHaveLength(1)
  })
})

describe("refuseBeforeBody", () => {
  it("answers 405, 415 and 413 from the method and headers alone (the body is never looked at)", () => {
    expect(refuseBeforeBody("GET", {})?.status).toBe(405)
    expect(refuseBeforeBody("POST", { "content-type": "multipart/form-data; boundary=x" })).toMatchObject({ status: 415, body: { error: MESSAGES.contentType } })
    expect(refuseBeforeBody("POST", { "content-type": "application/json", "content-length": "1000000000" })?.status).toBe(413)
    expect(refuseBeforeBody("POST", { "content-type": "application/json; charset=utf-8" })).toBeNull()
  })

  it("refuses a Content-Encoding it does not decode with 415, before the body, and through handle()", async () => {
    const gzip = { "content-type": "application/json", "content-encoding": "gzip" }
    expect(refuseBeforeBody("POST", gzip)).toMatchObject({ status: 415, body: { error: MESSAGES.contentEncoding } })
    expect(refuseBeforeBody("POST", { ...gzip, "content-encoding": "identity" })).toBeNull()
    expect(await send(formRequest(VALID, { "content-encoding": "br" }))).toMatchObject({ status: 415, body: { error: MESSAGES.contentEncoding } })
    expect(await fx.ids("pending")).toEqual([])
  })

  it("takes the body as raw bytes too: JSON is parsed, anything else is a 400", async () => {
    const id = randomUUID()
    expect(await send(formRequest(Buffer.from(JSON.stringify(VALID)), { "idempotency-key": id }))).toMatchObject({ status: 200 })
    expect(await fx.ids("sent")).toEqual([id])
    expect(await send(formRequest(Buffer.from("{ not json")))).toMatchObject({ status: 400, body: { error: MESSAGES.body } })
    expect(await send(formRequest(new Uint8Array(Buffer.from("[1,2]"))))).toMatchObject({ status: 400 })
  })

  it("refuses an https page posting to a host reached over http, when the host says so", async () => {
    const request = { ...formRequest(VALID, { origin: "https://127.0.0.1:9000" }), protocol: "http" as const }
    expect(await send(request)).toMatchObject({ status: 403, body: { error: MESSAGES.refused } })
    expect(await send({ ...request, headers: { ...request.headers, origin: "http://127.0.0.1:9000" } })).toMatchObject({ status: 200 })
  })

  it("knows the scheme from the server's socket, or from X-Forwarded-Proto of a trusted proxy", async () => {
    const page = (origin: string, extra = {}) => ({ ...formRequest(VALID, { origin, ...extra }), encrypted: false })
    expect(await send(page("https://127.0.0.1:9000"))).toMatchObject({ status: 403 })
    expect(await send(page("http://127.0.0.1:9000"))).toMatchObject({ status: 200 })
    // Behind TLS-terminating proxy on this host: believed only with LEAD_TRUSTED_PROXIES.
    expect(await send(page("https://127.0.0.1:9000", { "x-forwarded-proto": "https" }))).toMatchObject({ status: 403 })
    expect(await send(page("https://127.0.0.1:9000", { "x-forwarded-proto": "https" }), { LEAD_TRUSTED_PROXIES: "1" })).toMatchObject({ status: 200 })
  })
})

describe("configuration", () => {
  const base = { LEAD_SPOOL_DIR: "/tmp/x" }
  it("trusts no proxy by default; reads hops or ranges from LEAD_TRUSTED_PROXIES; refuses anything else", () => {
    const read = (value?: string) => readConfig(value === undefined ? base : { ...base, LEAD_TRUSTED_PROXIES: value })
    expect(read()).toMatchObject({ ok: true, config: { trustedProxies: { kind: "none" } } })
    expect(read("0")).toMatchObject({ ok: true, config: { trustedProxies: { kind: "none" } } })
    expect(read("2")).toMatchObject({ ok: true, config: { trustedProxies: { kind: "hops", hops: 2 } } })
    expect(read("10.0.0.0/8, ::1")).toMatchObject({ ok: true, config: { trustedProxies: { kind: "cidrs", cidrs: ["10.0.0.0/8", "::1"] } } })
    expect(read("private")).toMatchObject({ ok: false, problems: [expect.stringContaining("LEAD_TRUSTED_PROXIES")] })
    expect(read("11")).toMatchObject({ ok: false })
  })
  it("keeps personal data 30 days unless LEAD_RETENTION_DAYS says otherwise, and waits 10 minutes for the reply to DATA", () => {
    expect(readConfig(base)).toMatchObject({ ok: true, config: { retentionMs: 30 * 86_400_000 } })
    expect(readConfig({ ...base, LEAD_RETENTION_DAYS: "7" })).toMatchObject({ ok: true, config: { retentionMs: 7 * 86_400_000 } })
    expect(readConfig({ ...base, SMTP_HOST: "mail.example.com", LEAD_TO: "a@solvix.sg", LEAD_FROM: "b@solvix.sg" })).toMatchObject({ ok: true, config: { transport: { timeoutMs: 5000, dataTimeoutMs: 600_000 } } })
  })
})

describe("retention", () => {
  it("deletes sent/ and outbox files older than the retention, and keeps the rest", async () => {
    const store = new DiskStore({ dir: fx.dir, durable: true })
    await store.prepare()
    const old = new Date(Date.now() - 31 * 86_400_000)
    const files = { "sent/old.json": old, "sent/new.json": new Date(), "outbox/old.eml": old, "pending/old.json": old, "failed/old.json": old }
    await mkdir(path.join(fx.dir, "outbox"))
    for (const [name, time] of Object.entries(files)) {
      await writeFile(path.join(fx.dir, name), "{}")
      await utimes(path.join(fx.dir, name), time, time)
    }
    expect(await store.prune(new Date(), 30 * 86_400_000)).toBe(2)
    expect(await readdir(path.join(fx.dir, "sent"))).toEqual(["new.json"])
    expect(await readdir(path.join(fx.dir, "outbox"))).toEqual([])
    expect(await readdir(path.join(fx.dir, "pending"))).toEqual(["old.json"])
    expect(await readdir(path.join(fx.dir, "failed"))).toEqual(["old.json"])
  })
})
