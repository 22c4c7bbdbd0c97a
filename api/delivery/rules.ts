/**
 * The delivery rules: one set, for both stores and every destination (README "Leads").
 *
 * A delivery claims the lead in the store first, so two deliveries of one lead never overlap; then it sends
 * to every destination that is due, at the same time, and records each destination's outcome on its own, so
 * one failing never holds back the other. A failed attempt counts as its destination judges it:
 *   "away"   the destination could not be reached: no strike; a run stops sending to it (every lead would
 *            fail alike) and waits for it to come back;
 *   "later"  it answered "try again later" (SMTP 4xx, HTTP 5xx/429): no strike; given up only when the lead
 *            is still told so LEAD_GIVE_UP_HOURS after it arrived;
 *   "strike" it refused the lead for good (SMTP 5xx, HTTP 4xx), or the lead could not be sent: after
 *            LEAD_MAX_ATTEMPTS strikes the destination is given up;
 *   "doubt"  the whole message went out and no answer came: the destination may have it. An e-mail is held
 *            LEAD_DOUBT_HOLD_HOURS (a repeat would be a second e-mail, with the same Message-ID and
 *            X-Solvix-Lead-Id), a webhook retried after its back-off (same Idempotency-Key).
 * Retries back off 30 s, 1 min, 2 min … up to an hour. A lead is done when every destination is delivered or
 * given up: sent, or quarantined (failed) for a person when one was given up.
 */
import type { LeadConfig } from "../contract/settings"
import { destinationsOf, inDoubt, isSettled, withDestination, type DestinationName, type DestinationState, type LeadRecord } from "../contract/record"
import type { DeliverDueResult, LeadLogger } from "../contract/service"
import { describeError } from "../log"
import type { Claim, LeadStore } from "../store/types"
import type { DeliveryQueue, Flight, SendProgress } from "./queue"

export type Verdict = "doubt" | "strike" | "later" | "away"

/** One place a lead goes (api/delivery/email.ts, api/delivery/webhook.ts). */
export interface Destination {
  readonly name: DestinationName
  /** Hold a lead in doubt LEAD_DOUBT_HOLD_HOURS (true), or retry it after its back-off. */
  readonly holdsDoubt: boolean
  /** For the logs: "smtp", "outbox", the webhook's host. */
  readonly via: string
  /** Resolves with the destination's answer; rejects when the lead was not delivered. */
  send(record: LeadRecord, progress: SendProgress): Promise<string>
  judge(error: unknown, progress: SendProgress): Verdict
  close?(): void
}

/** Retries back off: 30 s, 1 min, 2 min, ... capped at 1 hour. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)

export interface DueOptions {
  /** The operator's run: every destination now, whatever its back-off (never one held in doubt). */
  ignoreBackoff: boolean
  /** A destination never tried belongs this long to the request that accepted the lead. */
  freshGraceMs: number
}

/** Whether one destination of a lead should be tried now. */
export function destinationDue(record: LeadRecord, state: DestinationState, now: Date, { ignoreBackoff, freshGraceMs }: DueOptions): boolean {
  if (isSettled(state)) return false
  const next = state.nextAttemptAt === null ? null : Date.parse(state.nextAttemptAt)
  if (state.inDoubt === true) return next === null || next <= now.getTime()
  if (state.attempts === 0) return ignoreBackoff || now.getTime() - Date.parse(record.receivedAt) >= freshGraceMs
  return ignoreBackoff || next === null || next <= now.getTime()
}

/** The destinations of a lead that this service sends to and that are due now. */
export const dueDestinations = (record: LeadRecord, configured: readonly DestinationName[], now: Date, options: DueOptions): DestinationName[] =>
  destinationsOf(record)
    .filter(([name, state]) => configured.includes(name) && destinationDue(record, state, now, options))
    .map(([name]) => name)

/** The destinations of a lead that this service sends to and that are not settled yet. */
const unsettled = (record: LeadRecord, configured: readonly DestinationName[]): DestinationName[] =>
  destinationsOf(record)
    .filter(([name, state]) => configured.includes(name) && !isSettled(state))
    .map(([name]) => name)

/** Whether a pending lead needs a delivery: a destination is due, or none is left to wait for. */
export const isDue = (record: LeadRecord, now: Date, options: DueOptions, configured: readonly DestinationName[] = ["email"]): boolean => dueDestinations(record, configured, now, options).length > 0 || unsettled(record, configured).length === 0

export type AttemptResult = { ok: true; response: string } | { ok: false; verdict: Verdict; reason: string }

/** A destination's state after one attempt (the heart of the rules above). */
export function afterAttempt(record: LeadRecord, state: DestinationState, result: AttemptResult, now: Date, config: LeadConfig, holdsDoubt: boolean): DestinationState {
  const attempts = state.attempts + 1
  const at = now.toISOString()
  if (result.ok) return { attempts, strikes: state.strikes, nextAttemptAt: null, lastError: null, deliveredAt: at, response: result.response.slice(0, 200) }
  const lastError = result.reason.slice(0, 500)
  const later = (delayMs: number): string => new Date(now.getTime() + delayMs).toISOString()
  const { inDoubt: _previousDoubt, ...rest } = state
  switch (result.verdict) {
    case "doubt":
      return { ...state, attempts, lastError, inDoubt: true, nextAttemptAt: later(holdsDoubt ? config.doubtHoldMs : retryDelayMs(attempts)) }
    case "strike": {
      const strikes = state.strikes + 1
      if (strikes >= config.maxAttempts) return { ...rest, attempts, strikes, lastError, nextAttemptAt: null, failedAt: at }
      return { ...rest, attempts, strikes, lastError, nextAttemptAt: later(retryDelayMs(attempts)) }
    }
    case "later":
      // Only a destination that keeps answering "later": one that cannot be reached says nothing about the lead.
      if (now.getTime() - Date.parse(record.receivedAt) >= config.giveUpMs) {
        return { ...rest, attempts, lastError: `given up after ${config.giveUpMs / 3_600_000} h of temporary failures: ${lastError}`.slice(0, 500), nextAttemptAt: null, failedAt: at }
      }
      return { ...rest, attempts, lastError, nextAttemptAt: later(retryDelayMs(attempts)) }
    case "away":
      return { ...rest, attempts, lastError, nextAttemptAt: later(retryDelayMs(attempts)) }
  }
}

export const DIED_IN_DOUBT = "in doubt: the process ended after the message was handed to the mail server, before its answer was recorded"

/**
 * The record a claim marked in doubt returns as (recovery): its e-mail held `doubtHoldMs`, its other
 * destinations as they were (a webhook in flight is simply sent again, with its key).
 */
export function heldInDoubt(record: LeadRecord, now: Date, doubtHoldMs: number, reason = DIED_IN_DOUBT): LeadRecord {
  const email = record.destinations.email
  if (!email || isSettled(email)) return record
  return withDestination(record, "email", {
    ...email,
    attempts: email.attempts + 1,
    lastError: reason.slice(0, 500),
    inDoubt: true,
    nextAttemptAt: new Date(now.getTime() + doubtHoldMs).toISOString(),
  })
}

export type Outcome = "delivered" | "failed" | "quarantined" | "doubt" | "unavailable" | "busy" | "gone"

export interface LeadOutcome {
  outcome: Outcome
  /** Destinations that could not be reached in this attempt. */
  away: DestinationName[]
}

/** What a delivery needs: the service's configuration, store, destinations, queue, clock and log. */
export interface DeliveryContext {
  config: LeadConfig
  store: LeadStore
  destinations: readonly Destination[]
  queue: DeliveryQueue
  now: () => Date
  log: LeadLogger
}

const configuredNames = (ctx: DeliveryContext): DestinationName[] => ctx.destinations.map((destination) => destination.name)

/** The record after the attempts that ended, logged one line per destination. */
function recordAttempts(ctx: DeliveryContext, record: LeadRecord, results: ReadonlyMap<DestinationName, AttemptResult>): LeadRecord {
  const now = ctx.now()
  let next = record
  for (const destination of ctx.destinations) {
    const result = results.get(destination.name)
    const state = record.destinations[destination.name]
    if (!result || !state) continue
    const after = afterAttempt(record, state, result, now, ctx.config, destination.holdsDoubt)
    next = withDestination(next, destination.name, after)
    const fields = { id: record.id, destination: destination.name, via: destination.via, attempts: after.attempts }
    if (result.ok) ctx.log("info", "lead.delivered", { ...fields, response: after.response ?? "" })
    else if (after.failedAt) ctx.log("error", "lead.destination_failed", { ...fields, strikes: after.strikes, reason: after.lastError ?? "", gaveUp: result.verdict === "later" })
    else if (after.inDoubt) ctx.log("warn", "lead.in_doubt", { ...fields, nextAttemptAt: after.nextAttemptAt, reason: after.lastError ?? "" })
    else ctx.log("warn", "lead.delivery_failed", { ...fields, strikes: after.strikes, nextAttemptAt: after.nextAttemptAt, verdict: result.verdict, reason: after.lastError ?? "" })
  }
  return next
}

/** Ends a claim as the rules say: sent, quarantined, or back to pending. */
async function endClaim(ctx: DeliveryContext, claim: Claim, next: LeadRecord, results: ReadonlyMap<DestinationName, AttemptResult>): Promise<LeadOutcome> {
  const configured = configuredNames(ctx)
  const away = [...results].filter(([, result]) => !result.ok && result.verdict === "away").map(([name]) => name)
  const { id } = claim
  try {
    if (unsettled(next, configured).length === 0) {
      const given = destinationsOf(next).filter(([, state]) => state.failedAt !== undefined)
      if (given.length > 0) {
        await ctx.store.quarantine(claim, ctx.now(), next)
        ctx.log("error", "lead.quarantined", { id, destinations: given.map(([name]) => name), moved: "failed" })
        return { outcome: "quarantined", away }
      }
      // Delivered by this claim: the claimed record is kept as it is (disk: a rename; README "Leads").
      await ctx.store.finish(claim, ctx.now())
      return { outcome: "delivered", away }
    }
    await ctx.store.release(claim, next)
  } catch (storeError) {
    // The claim stays as it is and returns once it is stale (recover).
    ctx.log("error", "lead.release_failed", { id, error: describeError(storeError) })
    return { outcome: "failed", away }
  }
  if ([...results.values()].some((result) => result.ok === false && result.verdict === "doubt")) return { outcome: "doubt", away }
  if (away.length > 0) return { outcome: "unavailable", away }
  return { outcome: "failed", away }
}

export interface DeliverLeadOptions {
  ignoreBackoff?: boolean
  /** Destinations found away earlier in this run: not tried. */
  away?: ReadonlySet<DestinationName>
  /** The destinations to wait for a slot for (default: every configured one); none: no slot, the claim only. */
  lanes?: readonly DestinationName[]
  /** Checked once a slot is held, before the claim: true ends the delivery there (a run's budget). */
  stop?: () => boolean
  /** Told as soon as each destination's attempt ended (before the claim does): a run's probe, its `away`. */
  onAttempt?: (name: DestinationName, result: AttemptResult) => void
}

/**
 * One claim of a lead by this process, shared by the attempts that join it: each destination's attempt
 * waits for a slot of its own lane (api/delivery/queue.ts), then joins the lead's open session (the first
 * one claims the lead); the claim ends when the last attempt in it ended. So one destination's attempt never
 * waits for another's slot or answer, and a lead is still claimed once at a time.
 */
interface Session {
  flight: Flight
  /** The claim, or null when there was none to take (the outcome says why). */
  claimed: Promise<Claim | null>
  notClaimed: LeadOutcome
  /** Attempts joined and not yet ended. */
  open: number
  closing: boolean
  ended: Promise<{ outcome: LeadOutcome; seq: number }>
  finish: (outcome: LeadOutcome) => void
}

const sessionsByQueue = new WeakMap<DeliveryQueue, Map<string, Session>>()
let sessionsEnded = 0

function sessionsOf(ctx: DeliveryContext): Map<string, Session> {
  let sessions = sessionsByQueue.get(ctx.queue)
  if (!sessions) sessionsByQueue.set(ctx.queue, (sessions = new Map<string, Session>()))
  return sessions
}

/**
 * Opens a session for `id`: registered with the queue (the drain waits for it) in the same turn as the stop
 * check, before its claim is written, so a stop never misses a claim. null once stopped.
 */
function openSession(id: string, ctx: DeliveryContext): Session | null {
  if (ctx.queue.isStopped) return null
  const flight: Flight = { id, claim: null, progress: new Map(), ended: new Map(), handedBack: false }
  let finish: (outcome: LeadOutcome) => void = () => undefined
  const ended = new Promise<{ outcome: LeadOutcome; seq: number }>((resolve) => {
    finish = (outcome) => resolve({ outcome, seq: (sessionsEnded += 1) })
  })
  const session: Session = { flight, claimed: Promise.resolve(null), notClaimed: { outcome: "busy", away: [] }, open: 0, closing: false, ended, finish }
  const sessions = sessionsOf(ctx)
  sessions.set(id, session)
  void ctx.queue
    .track(flight, () => ended)
    .finally(() => {
      if (sessions.get(id) === session) sessions.delete(id)
    })
  session.claimed = ctx.store.claim(id, ctx.now()).then(
    async (claimed): Promise<Claim | null> => {
      if (claimed === null) session.notClaimed = { outcome: "gone", away: [] }
      else if ("busy" in claimed) session.notClaimed = { outcome: "busy", away: [] }
      else if ("unreadable" in claimed) {
        ctx.log("error", "lead.unreadable", { id, moved: "failed" })
        session.notClaimed = { outcome: "gone", away: [] }
      } else if (flight.handedBack) {
        // The drain's time ran out while the claim was written: the lead goes back as it was, nothing tried.
        await ctx.store.release(claimed.claim, claimed.claim.record)
      } else {
        flight.claim = claimed.claim
        return claimed.claim
      }
      return null
    },
    (error: unknown) => {
      ctx.log("error", "lead.delivery_error", { id, error: describeError(error) })
      session.notClaimed = { outcome: "failed", away: [] }
      return null
    },
  )
  return session
}

/** An attempt left the session; the last one out ends the claim as the rules say. */
function leave(ctx: DeliveryContext, session: Session): void {
  session.open -= 1
  if (session.open > 0 || session.closing) return
  session.closing = true
  void (async (): Promise<LeadOutcome> => {
    const claim = await session.claimed
    const { flight } = session
    if (!claim) return session.notClaimed
    if (flight.handedBack) return { outcome: "busy", away: [] }
    const results = new Map<DestinationName, AttemptResult>()
    for (const destination of ctx.destinations) {
      const ended = flight.ended.get(destination.name)
      if (ended) results.set(destination.name, resultOf(destination, ended, flight.progress.get(destination.name)!))
    }
    return endClaim(ctx, claim, recordAttempts(ctx, claim.record, results), results)
  })().then(session.finish, (error: unknown) => {
    ctx.log("error", "lead.delivery_error", { id: session.flight.id, error: describeError(error) })
    session.finish({ outcome: "failed", away: [] })
  })
}

const resultOf = (destination: Destination, ended: { ok: true; response: string } | { ok: false; error: unknown }, progress: SendProgress): AttemptResult =>
  ended.ok ? ended : { ok: false, verdict: destination.judge(ended.error, progress), reason: describeError(ended.error) }

/** Joins the lead's open session (waiting out one that is closing), or opens one; null once stopped. */
async function join(id: string, ctx: DeliveryContext): Promise<Session | null> {
  for (;;) {
    const session = sessionsOf(ctx).get(id)
    if (session && session.closing) {
      await session.ended
      continue
    }
    const joined = session ?? openSession(id, ctx)
    if (joined) joined.open += 1
    return joined
  }
}

/** One destination's attempt for a lead: its lane's slot, held for this attempt alone. */
async function attemptIn(lane: DestinationName | null, id: string, ctx: DeliveryContext, options: DeliverLeadOptions): Promise<{ outcome: LeadOutcome; seq: number }> {
  const busy = { outcome: { outcome: "busy" as const, away: [] }, seq: 0 }
  const grant = lane === null ? null : await ctx.queue.acquireAny([lane])
  if (lane !== null && !grant) return busy
  let session: Session | null = null
  try {
    if (options.stop?.()) return busy
    session = await join(id, ctx)
    if (!session) return busy
    const claim = await session.claimed
    const destination = ctx.destinations.find((candidate) => candidate.name === lane)
    const { flight } = session
    if (claim && destination && !flight.handedBack && !flight.progress.has(destination.name) && !options.away?.has(destination.name)) {
      const due = dueDestinations(claim.record, [destination.name], ctx.now(), { ignoreBackoff: options.ignoreBackoff ?? false, freshGraceMs: 0 }).length > 0
      if (due) {
        const progress: SendProgress = { bodySent: false, beforeCommit: () => ctx.store.markInDoubt(claim) }
        flight.progress.set(destination.name, progress)
        let ended: { ok: true; response: string } | { ok: false; error: unknown }
        try {
          ended = { ok: true, response: await destination.send(claim.record, progress) }
        } catch (error) {
          ended = { ok: false, error }
        }
        flight.ended.set(destination.name, ended)
        // This destination's slot is free as soon as its own attempt ended, whatever the others do.
        grant?.release()
        options.onAttempt?.(destination.name, resultOf(destination, ended, progress))
      }
    }
  } finally {
    grant?.release()
    if (session) leave(ctx, session)
  }
  return session.ended
}

/**
 * Claims one pending lead and sends it to its due destinations; the record then says what came of each.
 * Each destination's attempt waits for a slot of its own lane and holds it for its own time (see Session):
 * a webhook receiver that hangs holds webhook slots only, never an e-mail's.
 */
export async function deliverLead(id: string, ctx: DeliveryContext, options: DeliverLeadOptions = {}): Promise<LeadOutcome> {
  const lanes = (options.lanes ?? configuredNames(ctx)).filter((name) => !options.away?.has(name))
  const ends = await Promise.all(lanes.length === 0 ? [attemptIn(null, id, ctx, options)] : lanes.map((lane) => attemptIn(lane, id, ctx, options)))
  const last = ends.reduce((a, b) => (b.seq > a.seq ? b : a))
  const doubt = ends.some((end) => end.outcome.outcome === "doubt")
  const away = [...new Set(ends.flatMap((end) => end.outcome.away))]
  return { outcome: doubt && last.outcome.outcome !== "delivered" && last.outcome.outcome !== "quarantined" ? "doubt" : last.outcome.outcome, away }
}

/**
 * A delivery still running when the drain's time is up: its claim goes back to the store now. Destinations
 * that ended count as they ended; those still sending count as stopped, in doubt when their whole message had
 * gone out (the e-mail is then held, not sent again at once).
 */
export async function handBack(ctx: DeliveryContext, flight: Flight): Promise<void> {
  flight.handedBack = true
  // Still being claimed: the delivery itself releases the claim, untouched, once it holds it.
  if (!flight.claim) return
  const results = new Map<DestinationName, AttemptResult>()
  for (const destination of ctx.destinations) {
    const progress = flight.progress.get(destination.name)
    if (!progress) continue
    const ended = flight.ended.get(destination.name)
    if (ended?.ok) results.set(destination.name, ended)
    else if (ended) results.set(destination.name, { ok: false, verdict: destination.judge(ended.error, progress), reason: describeError(ended.error) })
    else results.set(destination.name, { ok: false, verdict: progress.bodySent ? "doubt" : "away", reason: "stopped by shutdown" })
  }
  await endClaim(ctx, flight.claim, recordAttempts(ctx, flight.claim.record, results), results)
}

/** The lead that waited longest first: a lead that just failed goes to the back of the queue. */
function dueOrder(record: LeadRecord): number {
  const times = destinationsOf(record)
    .filter(([, state]) => !isSettled(state))
    .map(([, state]) => Date.parse(state.nextAttemptAt ?? record.receivedAt))
  return times.length > 0 ? Math.min(...times) : Date.parse(record.receivedAt)
}

/**
 * Returns abandoned claims, then delivers the due leads, longest waiting first: one lead first (a probe: if
 * its destinations cannot be reached the run ends there, having knocked once), then the rest in parallel,
 * `concurrency` attempts at a time per destination (the queue's lanes). One lead's failure never stops the run; a destination that cannot be reached is not
 * tried again in it. New deliveries stop after `budgetMs`; those started are awaited.
 */
export async function deliverDue(ctx: DeliveryContext, { budgetMs = Number.POSITIVE_INFINITY, ignoreBackoff = false }: { budgetMs?: number; ignoreBackoff?: boolean } = {}): Promise<DeliverDueResult> {
  const { config, store, log } = ctx
  const started = Date.now()
  const result: DeliverDueResult = { delivered: [], retried: [], quarantined: [], inDoubt: [], recovered: [], resolved: [], serverAway: false, away: [] }
  const recovery = await store.recover({
    now: ctx.now(),
    staleMs: config.claimStaleMs,
    live: (id) => ctx.queue.isLive(id),
    heldInDoubt: (record) => heldInDoubt(record, ctx.now(), config.doubtHoldMs),
  })
  result.recovered = recovery.returned
  result.resolved = recovery.resolved
  if (recovery.returned.length + recovery.resolved.length + recovery.tmpRecovered.length + recovery.tmpRemoved > 0) {
    log("warn", "lead.claims_recovered", { returned: recovery.returned, inDoubt: recovery.inDoubt, resolved: recovery.resolved, tmpRecovered: recovery.tmpRecovered, tmpRemoved: recovery.tmpRemoved })
  }
  const configured = configuredNames(ctx)
  const options: DueOptions = { ignoreBackoff, freshGraceMs: config.freshGraceMs }
  const due: LeadRecord[] = []
  for (const id of await store.pendingIds()) {
    const record = await store.readPending(id)
    if (record && isDue(record, ctx.now(), options, configured)) due.push(record)
  }
  due.sort((a, b) => dueOrder(a) - dueOrder(b) || a.id.localeCompare(b.id))

  const away = new Set<DestinationName>()
  const stop = (): boolean => Date.now() - started >= budgetMs || ctx.queue.isStopped || configured.every((name) => away.has(name))
  const deliverOne = async (record: LeadRecord, onFirstAttempt: () => void = () => undefined): Promise<void> => {
    if (stop()) return
    const wanted = dueDestinations(record, configured, ctx.now(), options)
    if (wanted.length > 0 && wanted.every((name) => away.has(name))) return
    // A destination found away is not tried again in this run: known as soon as its attempt ended.
    const onAttempt = (name: DestinationName, attempt: AttemptResult): void => {
      if (!attempt.ok && attempt.verdict === "away") away.add(name)
      onFirstAttempt()
    }
    // The lanes bound how many attempts run at once (per destination); the budget is checked once a slot is held.
    const outcome = await deliverLead(record.id, ctx, { ignoreBackoff, away, lanes: wanted, stop, onAttempt }).catch((error: unknown): LeadOutcome => {
      log("error", "lead.delivery_error", { id: record.id, error: describeError(error) })
      return { outcome: "failed", away: [] }
    })
    for (const name of outcome.away) away.add(name)
    if (outcome.outcome === "delivered") result.delivered.push(record.id)
    else if (outcome.outcome === "quarantined") result.quarantined.push(record.id)
    else if (outcome.outcome === "doubt") result.inDoubt.push(record.id)
    else if (outcome.outcome === "failed" || outcome.outcome === "unavailable") result.retried.push(record.id)
  }
  const [first, ...rest] = due
  // The probe: the rest start once its first attempt ended (a destination that hangs holds back only itself).
  let probed: () => void = () => undefined
  const firstAttempt = new Promise<void>((resolve) => (probed = resolve))
  const probe = first ? deliverOne(first, () => probed()) : Promise.resolve()
  await Promise.race([probe, firstAttempt])
  // The rest at once, in order: each waits for a slot in the lanes it needs (first come, first served).
  await Promise.all([probe, ...rest.map((record) => deliverOne(record))])
  result.away = [...away]
  result.serverAway = away.size > 0
  return result
}

/** The operator's "found in the inbox" and "send it": leads held in doubt, settled; returns the ids settled. */
export async function settleDoubt(ctx: DeliveryContext, ids: readonly string[] | "all", answer: "arrived" | "release"): Promise<string[]> {
  const settled: string[] = []
  for (const id of ids === "all" ? await ctx.store.pendingIds() : ids) {
    const pending = await ctx.store.readPending(id)
    if (!pending || !inDoubt(pending)) continue
    const claimed = await ctx.store.claim(id, ctx.now())
    if (claimed === null || !("claim" in claimed)) continue
    const { claim } = claimed
    const at = ctx.now().toISOString()
    let record = claim.record
    for (const [name, state] of destinationsOf(record)) {
      if (state.inDoubt !== true || isSettled(state)) continue
      const { inDoubt: _held, ...rest } = state
      record = withDestination(
        record,
        name,
        answer === "arrived"
          ? { ...rest, deliveredAt: at, response: "found by the operator (was in doubt)", lastError: null, nextAttemptAt: null }
          : { ...rest, nextAttemptAt: null, lastError: `released from doubt by the operator; before: ${state.lastError ?? ""}`.slice(0, 500) },
      )
    }
    if (unsettled(record, configuredNames(ctx)).length === 0) await ctx.store.finish(claim, ctx.now(), record)
    else await ctx.store.release(claim, record)
    settled.push(id)
  }
  return settled
}

/** The operator's way back for quarantined leads: given-up destinations start again with no strikes. */
export async function requeueFailed(ctx: DeliveryContext): Promise<string[]> {
  const requeued: string[] = []
  for (const id of await ctx.store.failedIds()) {
    const back = await ctx.store.requeue(id, (record) => {
      let next = record
      for (const [name, state] of destinationsOf(record)) {
        if (state.failedAt === undefined) continue
        const { failedAt: _failed, ...rest } = state
        next = withDestination(next, name, { ...rest, strikes: 0, nextAttemptAt: null })
      }
      return next
    })
    if (back) requeued.push(id)
  }
  return requeued
}
