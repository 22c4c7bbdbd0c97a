/**
 * Where leads wait for delivery: one interface, two implementations (api/store/disk.ts, a spool folder on a
 * local disk; api/store/blobs.ts, Netlify Blobs). The delivery rules (api/delivery/rules.ts) decide what a
 * lead becomes; a store only keeps it, atomically:
 *
 *   accept ──▶ pending ──claim──▶ sending ──finish──────▶ sent     (every destination delivered)
 *                 ▲                  │  ────quarantine──▶ failed   (a destination given up: for a person)
 *                 └──────release─────┘                     │
 *                 ▲                                        │
 *                 └────────────────requeue─────────────────┘       (the operator, after fixing the cause)
 *
 * One claim per lead at a time: claim() succeeds for exactly one caller (disk: a no-clobber hard link; Blobs:
 * a write conditional on the entry's ETag), and only the claim's holder ends it. A claim whose holder died is
 * returned by recover(). markInDoubt() records, before an e-mail's final "." goes out, that the destination
 * may have the lead from then on; a claim returned with that mark is held (README "Leads").
 */
import type { LeadRecord } from "../contract/record"
import type { LeadCounts, LeadStoreKind } from "../contract/service"

export type LeadState = "pending" | "sending" | "sent" | "failed"

/** A lead claimed for one delivery. The store may keep what it needs to end the claim (an ETag) in it. */
export interface Claim {
  readonly id: string
  /** The record as it was claimed. */
  readonly record: LeadRecord
}

/** null: nothing to claim (gone, or not pending); busy: another delivery holds it; unreadable: moved aside. */
export type ClaimResult = { claim: Claim } | { busy: true } | { unreadable: true } | null

export interface Recovery {
  /** Abandoned claims put back among the pending leads. */
  returned: string[]
  /** Of those, the ones marked in doubt (their holder ended after the message was handed over): held. */
  inDoubt: string[]
  /** Leads found twice after a crash, reduced to one copy. */
  resolved: string[]
  /** Complete records a dead process left before storing them: now pending. */
  tmpRecovered: string[]
  /** Leftovers removed (partial writes, or copies of leads already stored). */
  tmpRemoved: number
}

export interface RecoverOptions {
  now: Date
  /** A claim older than this is abandoned, unless its holder is known to be alive. */
  staleMs: number
  /** Claims this process is delivering right now: never abandoned, whatever their age. */
  live: (id: string) => boolean
  /** The record a claim marked in doubt returns as (the delivery rules' hold). */
  heldInDoubt: (record: LeadRecord) => LeadRecord
}

export interface LeadStore {
  readonly kind: LeadStoreKind
  /** Whether a stored lead outlives this process (false for a disk that does not: a Lambda's /tmp). */
  readonly durable: boolean
  /** Where it is, for people: a folder, or a Blobs store's name. */
  readonly location: string

  /** Stores a new lead durably as pending. "duplicate" when the id is known in any state. */
  accept(record: LeadRecord): Promise<"accepted" | "duplicate">
  /** Where a submission id is, if anywhere (record null when it cannot be read). */
  find(id: string): Promise<{ state: LeadState; record: LeadRecord | null } | null>
  /** The ids of the pending leads (a hint: a pending lead may be claimed by the time it is read). */
  pendingIds(): Promise<string[]>
  /** A pending lead's record, or null when it is not pending (any more). */
  readPending(id: string): Promise<LeadRecord | null>

  claim(id: string, now: Date): Promise<ClaimResult>
  /** Records durably that the claim's e-mail may reach the server from now on; throws when it cannot (the claim was lost). */
  markInDoubt(claim: Claim): Promise<void>
  /** Every destination delivered: the lead is sent. Without `record`, the claimed record is kept as it is. */
  finish(claim: Claim, now: Date, record?: LeadRecord): Promise<void>
  /** Not done yet: back to pending as `record` (the next try's time in it). */
  release(claim: Claim, record: LeadRecord): Promise<void>
  /** A destination was given up: the lead waits for a person, as `record` (its last error in it). */
  quarantine(claim: Claim, now: Date, record: LeadRecord): Promise<void>

  /** Claims of deliveries that died go back to pending (held when marked in doubt); crash leftovers are resolved. */
  recover(options: RecoverOptions): Promise<Recovery>
  failedIds(): Promise<string[]>
  /** A quarantined lead back to pending as `update` makes it; false when it is not quarantined (any more). */
  requeue(id: string, update: (record: LeadRecord) => LeadRecord): Promise<boolean>
  /** Deletes delivered leads (and other personal data the store keeps) older than `retentionMs`. */
  prune(now: Date, retentionMs: number): Promise<number>
  counts(): Promise<LeadCounts>
}
