/** @jest-environment node */
/** The store contract (api/store/types.ts), the same for the disk spool and Netlify Blobs. */
import { readdirSync, statSync } from "node:fs"
import { writeFile } from "node:fs/promises"
import path from "node:path"
import { SUBJECTS } from "../contract/fields"
import { newRecord, parseRecord, serializeRecord, withDestination, type LeadRecord } from "../contract/record"
import { heldInDoubt } from "../delivery/rules"
import { BlobsStore } from "../store/blobs"
import { DiskStore } from "../store/disk"
import type { Claim, ClaimResult } from "../store/types"
import { rawBlobs, STORE_KINDS, withLeads } from "../test-support/fixtures"
import { VALID } from "../test-support/hostile-bodies"

const now = new Date("2025-11-22T10:00:00.000Z")
const record = (id = "lead-0001-aaaa"): LeadRecord => newRecord({ id, receivedAt: now.toISOString(), page: "/contact", payload: VALID })
const claimOf = (result: ClaimResult): Claim => {
  if (!result || !("claim" in result)) throw new Error(`not claimed: ${JSON.stringify(result)}`)
  return result.claim
}
const recovery = { staleMs: 10 * 60_000, live: () => false, heldInDoubt: (r: LeadRecord) => heldInDoubt(r, now, 24 * 3_600_000) }

describe.each(STORE_KINDS)("the %s store", (kind) => {
  const fx = withLeads(kind, { sink: false })

  it("accepts an id once, even when twins race", async () => {
    const store = fx.store()
    const results = await Promise.all(Array.from({ length: 20 }, () => store.accept(record())))
    expect(results.filter((r) => r === "accepted")).toHaveLength(1)
    expect(await store.find("lead-0001-aaaa")).toEqual({ state: "pending", record: record() })
    expect(await store.pendingIds()).toEqual(["lead-0001-aaaa"])
  })

  it("lets exactly one of many concurrent deliveries claim a lead", async () => {
    const store = fx.store()
    await store.accept(record())
    const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim("lead-0001-aaaa", now)))
    expect(claims.filter((c) => c !== null && "claim" in c)).toHaveLength(1)
    expect(claims.filter((c) => c !== null && "busy" in c).length + claims.filter((c) => c === null).length).toBe(19)
    expect((await store.find("lead-0001-aaaa"))?.state).toBe("sending")
    expect(await store.readPending("lead-0001-aaaa")).toBeNull()
  })

  it("finish: sent, the claimed record kept as it was, and a later twin is a duplicate", async () => {
    const store = fx.store()
    await store.accept(record())
    const claim = claimOf(await store.claim("lead-0001-aaaa", now))
    await store.finish(claim, now)
    expect(await store.find("lead-0001-aaaa")).toEqual({ state: "sent", record: record() })
    expect(await store.accept(record())).toBe("duplicate")
    expect(await store.pendingIds()).toEqual([])
    expect(await store.claim("lead-0001-aaaa", now)).toBeNull()
  })

  it("release: back to pending as the rules made it; quarantine and requeue", async () => {
    const store = fx.store()
    await store.accept(record())
    const retried = withDestination(record(), "email", { attempts: 1, strikes: 0, nextAttemptAt: "2025-11-22T10:00:30.000Z", lastError: "ECONNREFUSED" })
    await store.release(claimOf(await store.claim("lead-0001-aaaa", now)), retried)
    expect(await store.readPending("lead-0001-aaaa")).toEqual(retried)
    const given = withDestination(retried, "email", { ...retried.destinations.email!, strikes: 10, failedAt: now.toISOString() })
    await store.quarantine(claimOf(await store.claim("lead-0001-aaaa", now)), now, given)
    expect(await store.find("lead-0001-aaaa")).toEqual({ state: "failed", record: given })
    expect(await store.failedIds()).toEqual(["lead-0001-aaaa"])
    expect(await store.pendingIds()).toEqual([])
    expect(await store.counts()).toMatchObject({ pending: 0, sending: 0, failed: 1 })

    expect(await store.requeue("lead-0001-aaaa", (r) => ({ ...r, page: "/requeued" }))).toBe(true)
    expect(await store.readPending("lead-0001-aaaa")).toEqual({ ...given, page: "/requeued" })
    expect(await store.failedIds()).toEqual([])
    expect(await store.requeue("lead-0001-aaaa", (r) => r)).toBe(false)
  })

  it("recover: a stale claim goes back to pending, a fresh one stays, one marked in doubt comes back held", async () => {
    await fx.put(record("lead-stale-0001"), "sending", { claimedAt: new Date(now.getTime() - 11 * 60_000) })
    await fx.put(record("lead-fresh-0001"), "sending", { claimedAt: new Date(now.getTime() - 60_000) })
    const store = fx.store()
    await store.accept(record("lead-doubt-0001"))
    const doubtful = claimOf(await store.claim("lead-doubt-0001", new Date(now.getTime() - 20 * 60_000)))
    await store.markInDoubt(doubtful)
    // (On disk a claim's age is its file's time, which `claim` set; the marked claim's owner is this live
    // process, so it is only its age that makes it stale.)
    const result = await store.recover({ ...recovery, now })
    expect(result.returned.sort()).toEqual(["lead-doubt-0001", "lead-stale-0001"])
    expect(result.inDoubt).toEqual(["lead-doubt-0001"])
    expect(await store.readPending("lead-stale-0001")).toEqual(record("lead-stale-0001"))
    expect((await store.find("lead-fresh-0001"))?.state).toBe("sending")
    expect((await store.readPending("lead-doubt-0001"))?.destinations.email).toMatchObject({ inDoubt: true, attempts: 1, nextAttemptAt: new Date(now.getTime() + 24 * 3_600_000).toISOString() })
    expect(await store.counts()).toMatchObject({ pending: 2, inDoubt: 1, sending: 1 })
    expect((await store.recover({ ...recovery, now })).returned).toEqual([])
  })

  it("recover leaves alone a claim this service is delivering, whatever its age", async () => {
    await fx.put(record("lead-live-0001"), "sending", { claimedAt: new Date(now.getTime() - 60 * 60_000) })
    const result = await fx.store().recover({ ...recovery, now, live: (id) => id === "lead-live-0001" })
    expect(result.returned).toEqual([])
    expect((await fx.store().find("lead-live-0001"))?.state).toBe("sending")
  })

  it("prune deletes delivered leads older than the retention and keeps the rest", async () => {
    const old = new Date(Date.now() - 31 * 86_400_000)
    await fx.put(record("lead-old-00001"), "sent", { claimedAt: old })
    await fx.put(record("lead-new-00001"), "sent", { claimedAt: new Date() })
    await fx.put(record("lead-pend-0001"), "pending", { claimedAt: old })
    await fx.put(record("lead-fail-0001"), "failed", { claimedAt: old })
    expect(await fx.store().prune(new Date(), 30 * 86_400_000)).toBe(1)
    expect(await fx.ids("sent")).toEqual(["lead-new-00001"])
    expect(await fx.ids("pending")).toEqual(["lead-pend-0001"])
    expect(await fx.ids("failed")).toEqual(["lead-fail-0001"])
  })
})

describe("the disk store", () => {
  const fx = withLeads("disk", { sink: false })

  it("moves the claim itself into sent/: the record as accepted, its file's time the claim's, no owner file left", async () => {
    const store = new DiskStore({ dir: fx.dir, durable: true })
    await store.accept(record())
    const claim = claimOf(await store.claim("lead-0001-aaaa", now))
    await store.finish(claim, now)
    expect(parseRecord(await (await import("node:fs/promises")).readFile(path.join(fx.dir, "sent", "lead-0001-aaaa.json"), "utf8"))).toEqual(claim.record)
    expect(statSync(path.join(fx.dir, "sent", "lead-0001-aaaa.json")).mtime).toEqual(now)
    expect(readdirSync(path.join(fx.dir, "sending"))).toEqual([])
  })

  it("moves an unreadable file aside instead of retrying it forever", async () => {
    const store = new DiskStore({ dir: fx.dir, durable: true })
    await store.prepare()
    await writeFile(path.join(fx.dir, "pending", "lead-bad-00001.json"), "{ not json")
    expect(await store.claim("lead-bad-00001", now)).toEqual({ unreadable: true })
    expect(await fx.ids("failed")).toEqual(["lead-bad-00001"])
  })
})

describe("the Netlify Blobs store", () => {
  const fx = withLeads("blobs", { sink: false })

  it("a delivery that lost its claim (returned as abandoned meanwhile) can neither mark, finish nor release it", async () => {
    const store = fx.store()
    await store.accept(record())
    const zombie = claimOf(await store.claim("lead-0001-aaaa", new Date(now.getTime() - 20 * 60_000)))
    expect((await store.recover({ ...recovery, now })).returned).toEqual(["lead-0001-aaaa"])
    const current = claimOf(await store.claim("lead-0001-aaaa", now))
    await expect(store.markInDoubt(zombie)).rejects.toMatchObject({ code: "ECLAIMLOST" })
    await expect(store.finish(zombie, now)).rejects.toMatchObject({ code: "ECLAIMLOST" })
    await expect(store.release(zombie, record())).rejects.toMatchObject({ code: "ECLAIMLOST" })
    await store.markInDoubt(current)
    await store.finish(current, now)
    expect((await store.find("lead-0001-aaaa"))?.state).toBe("sent")
  })

  it("an index entry whose lead never came is dropped once old; one of a lead already done at once", async () => {
    const raw = rawBlobs(fx.blobs, fx.env()["LEAD_BLOBS_STORE"]!)
    await raw.set("pending/lead-lost-00001", new Date(Date.now() - 11 * 60_000).toISOString())
    await raw.set("pending/lead-young-0001", new Date().toISOString())
    await fx.put(record("lead-done-00001"), "sent")
    await raw.set("pending/lead-done-00001", now.toISOString())
    const result = await fx.store().recover({ ...recovery, now: new Date() })
    expect(result.resolved).toEqual(["lead-done-00001"])
    expect((await fx.store().pendingIds()).sort()).toEqual(["lead-young-0001"])
  })

  it("moves an unreadable entry aside instead of retrying it forever", async () => {
    const raw = rawBlobs(fx.blobs, fx.env()["LEAD_BLOBS_STORE"]!)
    await raw.set("pending/lead-bad-00001", now.toISOString())
    await raw.setJSON("lead/lead-bad-00001", { state: "pending", record: { id: "lead-bad-00001", payload: { subject: "Other" } } })
    const store: BlobsStore = fx.store() as BlobsStore
    expect(await store.claim("lead-bad-00001", now)).toEqual({ unreadable: true })
    expect(await store.failedIds()).toEqual(["lead-bad-00001"])
    expect(await store.pendingIds()).toEqual([])
  })
})

describe("parseRecord", () => {
  it("re-checks the fields of a stored record", () => {
    expect(parseRecord(serializeRecord(record()))).toEqual(record())
    expect(parseRecord(JSON.stringify({ ...record(), payload: { ...VALID, firstName: "A\r\nBcc: x@y.z" } }))).toBeNull()
    expect(parseRecord(JSON.stringify({ ...record(), payload: { ...VALID, subject: "Other" } }))).toBeNull()
    expect(parseRecord(JSON.stringify({ ...record(), id: "../../etc/passwd" }))).toBeNull()
    expect(parseRecord(JSON.stringify({ ...record(), destinations: {} }))).toBeNull()
    expect(parseRecord(JSON.stringify({ ...record(), payload: { ...VALID, subject: SUBJECTS.leadPopup } }))?.payload.subject).toBe(SUBJECTS.leadPopup)
  })

  it("reads a record of the spool as it was before destinations (version 1) as one e-mail destination", () => {
    const v1 = { version: 1, id: "lead-v1-00001", receivedAt: now.toISOString(), page: "/contact", payload: VALID, attempts: 2, nextAttemptAt: "2025-11-22T10:01:00.000Z", lastError: "451 later", strikes: 1, inDoubt: true }
    expect(parseRecord(JSON.stringify(v1))).toEqual({
      version: 2,
      id: "lead-v1-00001",
      receivedAt: now.toISOString(),
      page: "/contact",
      payload: VALID,
      destinations: { email: { attempts: 2, strikes: 1, nextAttemptAt: "2025-11-22T10:01:00.000Z", lastError: "451 later", inDoubt: true } },
    })
    expect(parseRecord(JSON.stringify({ ...v1, inDoubt: false, sentAt: "2025-11-22T10:02:00.000Z", response: "250 OK" }))?.destinations.email).toMatchObject({ deliveredAt: "2025-11-22T10:02:00.000Z", response: "250 OK" })
  })
})
