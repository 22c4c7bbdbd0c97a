/**
 * Netlify Blobs as the lead store (LeadStore, api/store/types.ts), for Netlify, which has no durable disk.
 * One entry per lead holds its record and its state; every change of state is a write conditional on the
 * entry's ETag (`onlyIfMatch`), or on its absence (`onlyIfNew`) for a new lead, which @netlify/blobs offers
 * (10.x: `set`/`setJSON` options, answered `{ modified: false }` when the condition fails). So exactly one
 * of several concurrent claims of a lead wins, and a delivery that lost its claim (its function was frozen
 * or killed, and the claim was returned meanwhile) can neither mark, finish nor release it: its e-mail's
 * final "." is never sent (the in-doubt mark comes first and fails).
 *
 *   lead/<id>                 { state: "pending" | "sent" | "failed", record, claim?, doneAt? }
 *                             claim = { token, at, doubt? }: "sending" while present; doubt = the e-mail's
 *                             mark (api/store/disk.ts has the same table for files)
 *   pending/<id>              index of the leads not yet done (the time it was written): written before the
 *                             lead, removed after it is done, so no pending lead is ever missing from it
 *   failed/<id>               index of the quarantined leads
 *   done/<YYYY-MM-DD>/<id>    index of the delivered leads by day, for the retention prune
 *
 * Reads are strongly consistent where Netlify gives the URL for it (the Lambda event's `url_uncached`, API
 * access); elsewhere an edge read may be up to a minute old, which costs a retry, never a second delivery:
 * a stale ETag makes the conditional write fail. No claim outlives its function on Netlify (10 s, 30 s for a
 * scheduled one), so a claim is abandoned after LEAD_CLAIM_STALE_MINUTES (2 on a function host).
 */
import { randomUUID } from "node:crypto"
import { getStore, type Store } from "@netlify/blobs"
import { inDoubt, recordFrom, type LeadRecord } from "../contract/record"
import type { BlobsConnection, LeadCounts } from "../contract/service"
import type { Claim, ClaimResult, LeadState, LeadStore, RecoverOptions, Recovery } from "./types"

interface EntryClaim {
  token: string
  at: string
  doubt?: true
}

interface Entry {
  state: "pending" | "sent" | "failed"
  record: unknown
  claim?: EntryClaim
  /** When it was delivered or quarantined. */
  doneAt?: string
}

/** A claim and what ending it needs: the entry as written and its ETag. */
class BlobsClaim implements Claim {
  constructor(
    readonly id: string,
    readonly record: LeadRecord,
    public entry: Entry,
    public etag: string,
  ) {}
}

/** An index entry whose lead never came (an accept that died before its second write) goes after this long. */
const DANGLING_INDEX_MS = 10 * 60_000

const key = {
  lead: (id: string) => `lead/${id}`,
  pending: (id: string) => `pending/${id}`,
  failed: (id: string) => `failed/${id}`,
  done: (id: string, at: Date) => `done/${at.toISOString().slice(0, 10)}/${id}`,
}

export class BlobsStore implements LeadStore {
  readonly kind = "blobs" as const
  readonly durable = true
  readonly location: string
  private readonly store: Store

  constructor(name: string, connection: BlobsConnection) {
    this.location = `Netlify Blobs store "${name}"`
    // Strong reads need the uncached edge URL, or API access (no edge URL); edge reads are eventual.
    const strong = connection.uncachedEdgeURL !== undefined || connection.edgeURL === undefined
    this.store = getStore({ name, ...connection, consistency: strong ? "strong" : "eventual" })
  }

  /**
   * The entry and its ETag. @netlify/blobs 10's local BlobsServer answers a read without the ETag that
   * Netlify sends; the store's listing has it, read before the entry: in that order a change in between makes
   * the conditional write fail, never succeed on a stale entry.
   */
  private async read(id: string): Promise<{ entry: Entry; etag: string } | null> {
    const got = await this.store.getWithMetadata(key.lead(id), { type: "json" })
    if (got === null) return null
    if (got.etag !== undefined) return { entry: got.data as Entry, etag: got.etag }
    const listed = (await this.store.list({ prefix: key.lead(id) })).blobs.find((blob) => blob.key === key.lead(id))?.etag
    const again = listed === undefined ? null : await this.store.getWithMetadata(key.lead(id), { type: "json" })
    return again === null || listed === undefined ? null : { entry: again.data as Entry, etag: listed }
  }

  private async ids(prefix: string): Promise<string[]> {
    const { blobs } = await this.store.list({ prefix })
    return blobs.map((blob) => blob.key.slice(prefix.length)).filter((id) => id !== "" && !id.includes("/"))
  }

  /** Writes `entry` if the lead's entry still has `etag`; the new ETag, or null when it had changed. */
  private async swap(id: string, entry: Entry, etag: string): Promise<string | null> {
    const result = await this.store.setJSON(key.lead(id), entry, { onlyIfMatch: etag })
    return result.modified && result.etag !== undefined ? result.etag : null
  }

  private static lost(id: string, step: string): Error {
    return Object.assign(new Error(`the claim of ${id} was lost before ${step} (returned as abandoned meanwhile)`), { code: "ECLAIMLOST" })
  }

  async accept(record: LeadRecord): Promise<"accepted" | "duplicate"> {
    await this.store.set(key.pending(record.id), record.receivedAt)
    const written = await this.store.setJSON(key.lead(record.id), { state: "pending", record } satisfies Entry, { onlyIfNew: true })
    if (written.modified) return "accepted"
    // A twin of a lead already done: its index entry, just written again, goes again.
    const state = (await this.find(record.id))?.state
    if (state === "sent" || state === "failed") await this.store.delete(key.pending(record.id))
    return "duplicate"
  }

  async find(id: string): Promise<{ state: LeadState; record: LeadRecord | null } | null> {
    const entry = (await this.store.get(key.lead(id), { type: "json" })) as Entry | null
    if (entry === null) return null
    return { state: entry.state === "pending" && entry.claim ? "sending" : entry.state, record: recordFrom(entry.record) }
  }

  pendingIds(): Promise<string[]> {
    return this.ids("pending/")
  }
  failedIds(): Promise<string[]> {
    return this.ids("failed/")
  }

  async readPending(id: string): Promise<LeadRecord | null> {
    const entry = (await this.store.get(key.lead(id), { type: "json" })) as Entry | null
    return entry?.state === "pending" && !entry.claim ? recordFrom(entry.record) : null
  }

  async claim(id: string, now: Date): Promise<ClaimResult> {
    const got = await this.read(id)
    if (!got || got.entry.state !== "pending") return null
    if (got.entry.claim) return { busy: true }
    const record = recordFrom(got.entry.record)
    if (!record || record.id !== id) {
      // Unreadable: aside for a person, never retried for ever.
      await this.store.set(key.failed(id), now.toISOString())
      if ((await this.swap(id, { ...got.entry, state: "failed", doneAt: now.toISOString() }, got.etag)) === null) return { busy: true }
      await this.store.delete(key.pending(id))
      return { unreadable: true }
    }
    const entry: Entry = { state: "pending", record: got.entry.record, claim: { token: randomUUID(), at: now.toISOString() } }
    const etag = await this.swap(id, entry, got.etag)
    return etag === null ? { busy: true } : { claim: new BlobsClaim(id, record, entry, etag) }
  }

  private own(claim: Claim): BlobsClaim {
    if (!(claim instanceof BlobsClaim)) throw new Error("not a claim of this store")
    return claim
  }

  async markInDoubt(claim: Claim): Promise<void> {
    const mine = this.own(claim)
    const entry: Entry = { ...mine.entry, claim: { ...mine.entry.claim!, doubt: true } }
    const etag = await this.swap(mine.id, entry, mine.etag)
    if (etag === null) throw BlobsStore.lost(mine.id, "its in-doubt mark")
    mine.entry = entry
    mine.etag = etag
  }

  async finish(claim: Claim, now: Date, record?: LeadRecord): Promise<void> {
    const mine = this.own(claim)
    // The day's index first: a lead recorded as sent is always found by the prune.
    await this.store.set(key.done(mine.id, now), "")
    if ((await this.swap(mine.id, { state: "sent", record: record ?? mine.record, doneAt: now.toISOString() }, mine.etag)) === null) throw BlobsStore.lost(mine.id, "it was recorded as sent")
    await this.store.delete(key.pending(mine.id))
  }

  async release(claim: Claim, record: LeadRecord): Promise<void> {
    const mine = this.own(claim)
    if ((await this.swap(mine.id, { state: "pending", record }, mine.etag)) === null) throw BlobsStore.lost(mine.id, "it was released")
  }

  async quarantine(claim: Claim, now: Date, record: LeadRecord): Promise<void> {
    const mine = this.own(claim)
    await this.store.set(key.failed(mine.id), now.toISOString())
    if ((await this.swap(mine.id, { state: "failed", record, doneAt: now.toISOString() }, mine.etag)) === null) throw BlobsStore.lost(mine.id, "it was quarantined")
    await this.store.delete(key.pending(mine.id))
  }

  /**
   * Claims older than `staleMs` (and not `live` here) go back to pending, held in doubt when marked; index
   * entries of leads already done are dropped, and those whose lead never came once they are old.
   */
  async recover({ now, staleMs, live, heldInDoubt }: RecoverOptions): Promise<Recovery> {
    const result: Recovery = { returned: [], inDoubt: [], resolved: [], tmpRecovered: [], tmpRemoved: 0 }
    for (const id of await this.pendingIds()) {
      const got = await this.read(id)
      if (!got) {
        const since = await this.store.get(key.pending(id), { type: "text" })
        if (since !== null && now.getTime() - Date.parse(since) > DANGLING_INDEX_MS) await this.store.delete(key.pending(id))
        continue
      }
      const { entry, etag } = got
      if (entry.state !== "pending") {
        await this.store.delete(key.pending(id))
        result.resolved.push(id)
        continue
      }
      if (!entry.claim || live(id) || now.getTime() - Date.parse(entry.claim.at) < staleMs) continue
      const record = recordFrom(entry.record)
      if (!record) continue
      const marked = entry.claim.doubt === true
      if ((await this.swap(id, { state: "pending", record: marked ? heldInDoubt(record) : record }, etag)) === null) continue
      result.returned.push(id)
      if (marked || inDoubt(record)) result.inDoubt.push(id)
    }
    return result
  }

  async requeue(id: string, update: (record: LeadRecord) => LeadRecord): Promise<boolean> {
    const got = await this.read(id)
    const record = got?.entry.state === "failed" ? recordFrom(got.entry.record) : null
    if (!got || !record) {
      if (got?.entry.state !== "failed") await this.store.delete(key.failed(id))
      return false
    }
    await this.store.set(key.pending(id), record.receivedAt)
    if ((await this.swap(id, { state: "pending", record: update(record) }, got.etag)) === null) return false
    await this.store.delete(key.failed(id))
    return true
  }

  /** Delivered leads whose day is older than `retentionMs` are deleted with their index entry. */
  async prune(now: Date, retentionMs: number): Promise<number> {
    let removed = 0
    const { blobs } = await this.store.list({ prefix: "done/" })
    for (const { key: name } of blobs) {
      const [, day, id] = name.split("/")
      if (!day || !id || now.getTime() - Date.parse(`${day}T23:59:59.999Z`) <= retentionMs) continue
      const entry = (await this.store.get(key.lead(id), { type: "json" })) as Entry | null
      // A lead sent again later (requeued) has a newer day's entry too: only its old index entry goes.
      if (entry?.state === "sent" && now.getTime() - Date.parse(entry.doneAt ?? "") > retentionMs) {
        await this.store.delete(key.lead(id))
        removed += 1
      }
      await this.store.delete(name)
    }
    return removed
  }

  async counts(): Promise<LeadCounts> {
    const counts: LeadCounts = { pending: 0, inDoubt: 0, sending: 0, sent: 0, failed: 0 }
    for (const id of await this.pendingIds()) {
      const entry = (await this.store.get(key.lead(id), { type: "json" })) as Entry | null
      if (entry?.state !== "pending") continue
      if (entry.claim) counts.sending += 1
      else {
        counts.pending += 1
        const record = recordFrom(entry.record)
        if (record && inDoubt(record)) counts.inDoubt += 1
      }
    }
    counts.failed = (await this.failedIds()).length
    counts.sent = (await this.store.list({ prefix: "done/" })).blobs.length
    return counts
  }
}
