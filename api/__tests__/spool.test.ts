/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { readdir, utimes, writeFile } from "node:fs/promises"
import path from "node:path"
import { SUBJECTS } from "../contract/fields"
import {
  acceptLead,
  claimLead,
  finishLead,
  isDue,
  leadState,
  newRecord,
  parseRecord,
  prepareSpool,
  recoverStaleClaims,
  releaseLead,
  retryDelayMs,
  writeDurable,
  type SpoolRecord,
} from "../spool"
import { VALID } from "../test-support/hostile-bodies"
import { tempDir } from "../test-support/fixtures"

let dir = ""
let remove: () => Promise<void> = async () => undefined
beforeEach(async () => {
  ;({ dir, remove } = await tempDir())
  await prepareSpool(dir)
})
afterEach(() => remove())

const now = new Date("2025-11-22T10:00:00.000Z")
const record = (id = "lead-0001-aaaa"): SpoolRecord => newRecord({ id, receivedAt: now.toISOString(), page: "/contact", payload: VALID })

describe("writeDurable", () => {
  it("creates once, refuses to clobber in create mode, replaces in replace mode, leaves no temp file", async () => {
    const target = path.join(dir, "pending", "x.json")
    await expect(writeDurable(target, "one", "create", path.join(dir, "tmp"))).resolves.toBe(true)
    await expect(writeDurable(target, "two", "create", path.join(dir, "tmp"))).resolves.toBe(false)
    expect(readFileSync(target, "utf8")).toBe("one")
    await expect(writeDurable(target, "three", "replace", path.join(dir, "tmp"))).resolves.toBe(true)
    expect(readFileSync(target, "utf8")).toBe("three")
    expect(await readdir(path.join(dir, "tmp"))).toEqual([])
  })
})

describe("the lead life cycle", () => {
  it("accepts an id once, even when twins race", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => acceptLead(dir, record())))
    expect(results.filter((r) => r === "accepted")).toHaveLength(1)
    expect(await leadState(dir, "lead-0001-aaaa")).toBe("pending")
  })

  it("lets exactly one of many concurrent deliveries claim a lead", async () => {
    await acceptLead(dir, record())
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimLead(dir, "lead-0001-aaaa", now)))
    expect(claims.filter((c) => c !== null && "record" in c)).toHaveLength(1)
    expect(await leadState(dir, "lead-0001-aaaa")).toBe("sending")
  })

  it("moves to sent/ on success, and a later twin is a duplicate", async () => {
    await acceptLead(dir, record())
    const claim = await claimLead(dir, "lead-0001-aaaa", now)
    if (!claim || !("record" in claim)) throw new Error("not claimed")
    await finishLead(dir, claim.record.id)
    expect(await leadState(dir, "lead-0001-aaaa")).toBe("sent")
    expect(await acceptLead(dir, record())).toBe("duplicate")
    expect(await leadState(dir, "lead-0001-aaaa")).toBe("sent")
    const sent = parseRecord(readFileSync(path.join(dir, "sent", "lead-0001-aaaa.json"), "utf8"))
    // The claim itself moved: the record as accepted, its file's time the claim's, no owner file left.
    expect(sent).toEqual(claim.record)
    expect(statSync(path.join(dir, "sent", "lead-0001-aaaa.json")).mtime).toEqual(now)
    expect(readdirSync(path.join(dir, "sending"))).toEqual([])
  })

  it("returns to pending/ with back-off after a failure", async () => {
    await acceptLead(dir, record())
    const claim = await claimLead(dir, "lead-0001-aaaa", now)
    if (!claim || !("record" in claim)) throw new Error("not claimed")
    const back = await releaseLead(dir, claim.record, now, "ECONNREFUSED")
    expect(back).toMatchObject({ attempts: 1, lastError: "ECONNREFUSED", nextAttemptAt: new Date(now.getTime() + 30_000).toISOString() })
    expect(await leadState(dir, "lead-0001-aaaa")).toBe("pending")
    expect(isDue(back, new Date(now.getTime() + 29_000), false)).toBe(false)
    expect(isDue(back, new Date(now.getTime() + 30_000), false)).toBe(true)
    expect(isDue(back, now, true)).toBe(true)
  })

  it("leaves a never-tried lead to the request that accepted it for a while", () => {
    expect(isDue(record(), new Date(now.getTime() + 1000), false)).toBe(false)
    expect(isDue(record(), new Date(now.getTime() + 30_000), false)).toBe(true)
  })

  it("backs off 30 s, 1 min, 2 min ... up to an hour", () => {
    expect([1, 2, 3, 10, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000])
  })

  it("returns stale claims to pending/, and drops claims of leads already sent", async () => {
    await acceptLead(dir, record("lead-stale-0001"))
    await claimLead(dir, "lead-stale-0001", now)
    await acceptLead(dir, record("lead-fresh-0001"))
    await claimLead(dir, "lead-fresh-0001", new Date(now.getTime() + 9 * 60_000))
    await writeFile(path.join(dir, "sent", "lead-done-0001.json"), JSON.stringify(record("lead-done-0001")))
    await writeFile(path.join(dir, "sending", "lead-done-0001.json"), JSON.stringify(record("lead-done-0001")))
    await utimes(path.join(dir, "sending", "lead-done-0001.json"), now, now)
    const recovered = await recoverStaleClaims(dir, new Date(now.getTime() + 10 * 60_000), 10 * 60_000)
    expect(recovered).toEqual({ returned: ["lead-stale-0001"], inDoubt: [], resolved: ["lead-done-0001"] })
    expect(await leadState(dir, "lead-stale-0001")).toBe("pending")
    expect(await leadState(dir, "lead-fresh-0001")).toBe("sending")
    expect(existsSync(path.join(dir, "sending", "lead-done-0001.json"))).toBe(false)
  })

  it("moves an unreadable file aside instead of retrying it forever", async () => {
    await writeFile(path.join(dir, "pending", "lead-bad-00001.json"), "{ not json")
    expect(await claimLead(dir, "lead-bad-00001", now)).toEqual({ unreadable: true })
    expect(existsSync(path.join(dir, "failed", "lead-bad-00001.json"))).toBe(true)
  })
})

describe("parseRecord", () => {
  it("re-checks the fields of a spool file", () => {
    expect(parseRecord(JSON.stringify(record()))).toEqual(record())
    expect(parseRecord(JSON.stringify({ ...record(), payload: { ...VALID, firstName: "A\r\nBcc: x@y.z" } }))).toBeNull()
    expect(parseRecord(JSON.stringify({ ...record(), payload: { ...VALID, subject: "Other" } }))).toBeNull()
    expect(parseRecord(JSON.stringify({ ...record(), id: "../../etc/passwd" }))).toBeNull()
    expect(parseRecord(JSON.stringify({ ...record(), payload: { ...VALID, subject: SUBJECTS.leadPopup } }))?.payload.subject).toBe(SUBJECTS.leadPopup)
  })
})
