/**
 * createLeadService (the contract and its use: api/contract/service.ts). The service object holds every piece
 * of state of the lead code in a process: the store, the destinations (with their SMTP connections), the
 * delivery queue, the rate limiter, the timer and when the chores last ran.
 */
import { readConfig, type LeadConfig } from "./config"
import { inDoubt } from "./contract/record"
import type { DeliverDueResult, LeadCounts, LeadDrainSummary, LeadLogger, LeadService, LeadServiceOptions, LeadStartReport } from "./contract/service"
import { emailDestination, outboxTransport, smtpTransport } from "./delivery/email"
import { DeliveryQueue } from "./delivery/queue"
import { deliverDue, deliverLead, handBack, heldInDoubt, requeueFailed, settleDoubt, type DeliveryContext, type Destination } from "./delivery/rules"
import { webhookDestination } from "./delivery/webhook"
import { handleLead, refuseBeforeBody, tooLarge } from "./http/handler"
import { RateLimiter } from "./http/rate-limit"
import { describeError, loggerFor } from "./log"
import { BlobsStore } from "./store/blobs"
import { DiskStore, folderOf } from "./store/disk"
import { DurableFiles } from "./store/files"
import type { LeadStore } from "./store/types"

/** How often a request on a host without the timer looks for older due leads, and prunes. */
const REQUEST_SWEEP_MS = 30_000
const PRUNE_EVERY_MS = 3_600_000
/** How long a drain past its time still waits for claims being written (one store write: the delivery hands each back). */
const CLAIM_WRITE_WAIT_MS = 5000
const NO_COUNTS: LeadCounts = { pending: 0, inDoubt: 0, sending: 0, sent: 0, failed: 0 }

function storeFor(config: LeadConfig, files: DurableFiles): LeadStore {
  if (config.store === "blobs" && config.blobs) return new BlobsStore(config.blobs.name, config.blobs.connection)
  return new DiskStore({ dir: config.spoolDir, durable: config.spoolDurable, files })
}

function destinationsFor(config: LeadConfig, files: DurableFiles, log: LeadLogger): Destination[] {
  const mail =
    config.transport.kind === "smtp"
      ? // A long-lived process keeps up to LEAD_DELIVERY_CONCURRENCY connections open; a function one per lead.
        smtpTransport(config.transport, log, { pooled: config.host === "server", connections: config.deliveryConcurrency })
      : outboxTransport(config.transport, files, folderOf(config.spoolDir, "tmp"))
  return [emailDestination(config, mail), ...(config.webhook ? [webhookDestination(config.webhook)] : [])]
}

export function createLeadService(options: LeadServiceOptions): LeadService {
  const { env } = options
  const log = options.log ?? loggerFor(env)
  const now = options.now ?? (() => new Date())
  const read = readConfig(env, options.cwd, { ...(options.host ? { host: options.host } : {}), ...(options.blobs ? { blobs: options.blobs } : {}) })
  const config = read.ok ? read.config : null
  const problems = read.ok ? [] : read.problems

  const files = new DurableFiles()
  const queue = new DeliveryQueue(config?.deliveryConcurrency ?? 1)
  const delivery: DeliveryContext | null = config ? { config, store: storeFor(config, files), destinations: destinationsFor(config, files, log), queue, now, log } : null
  const rateLimiter = config ? new RateLimiter(config.rateLimit) : null

  let timer: ReturnType<typeof setTimeout> | undefined
  let timerRunning = false
  let stopped = false
  let lastSweep = Number.NEGATIVE_INFINITY
  let lastPrune = Number.NEGATIVE_INFINITY

  const prune = async (): Promise<number> => {
    if (!delivery) return 0
    lastPrune = now().getTime()
    const removed = await delivery.store.prune(now(), delivery.config.retentionMs)
    if (removed > 0) log("info", "lead.pruned", { removed, store: delivery.store.kind })
    return removed
  }
  const pruneNowAndThen = (): void => {
    if (delivery && now().getTime() - lastPrune >= PRUNE_EVERY_MS) {
      queue.run(() => prune().catch((error: unknown) => log("error", "lead.prune_error", { error: describeError(error) })))
    }
  }
  const run = async (opts: { budgetMs?: number; ignoreBackoff?: boolean } = {}): Promise<DeliverDueResult> => {
    if (!delivery) {
      log("error", "lead.config_invalid", { problems })
      return { delivered: [], retried: [], quarantined: [], inDoubt: [], recovered: [], resolved: [], serverAway: false, away: [] }
    }
    return deliverDue(delivery, opts)
  }

  /** After a lead was stored on a long-lived host: its delivery after the answer, and the chores now and then. */
  const afterAccept = (id: string): void => {
    if (!delivery || delivery.config.host !== "server") return
    // No slot around it: each destination's attempt takes one of its own lane (api/delivery/rules.ts).
    queue.run(() => deliverLead(id, delivery), null)
    // Without the timer (the Gatsby Function in `gatsby develop`), requests look for older due leads.
    if (!timerRunning && delivery.config.retryBudgetMs > 0 && now().getTime() - lastSweep >= REQUEST_SWEEP_MS) {
      lastSweep = now().getTime()
      const budgetMs = delivery.config.retryBudgetMs
      queue.run(() => run({ budgetMs }).catch((error: unknown) => log("error", "lead.retry_error", { error: describeError(error) })))
    }
    // Pruning reads every delivered lead's file: on a long-lived host it is the timer's chore, never a request's
    // (after a start, the first lead's prune ran beside the next thousand requests in bench:leads).
    if (!timerRunning) pruneNowAndThen()
  }

  const counts = async (): Promise<LeadCounts> => (delivery ? delivery.store.counts() : NO_COUNTS)

  const service: LeadService = {
    config,
    problems,
    store: config?.store ?? "disk",
    refuseBeforeBody,
    tooLarge,
    handle: (request) => queue.answering(() => handleLead(request, { config, problems, delivery, rateLimiter, log, now, afterAccept })),

    async start(): Promise<LeadStartReport> {
      if (!delivery) {
        log("error", "lead.config_invalid", { problems })
        return { ready: false, problems, returned: [], inDoubt: [], resolved: [], tmpRecovered: [], tmpRemoved: 0 }
      }
      const { config: c, store } = delivery
      const recovery = await store.recover({ now: now(), staleMs: c.claimStaleMs, live: (id) => queue.isLive(id), heldInDoubt: (record) => heldInDoubt(record, now(), c.doubtHoldMs) })
      log("info", "lead.started", {
        store: store.kind,
        location: store.location,
        destinations: delivery.destinations.map((destination) => `${destination.name} (${destination.via})`),
        returned: recovery.returned.length,
        inDoubt: recovery.inDoubt.length,
        resolved: recovery.resolved.length,
        tmpRecovered: recovery.tmpRecovered.length,
        tmpRemoved: recovery.tmpRemoved,
      })
      if (!stopped && !timerRunning) {
        timerRunning = true
        let delay = c.sweepMs
        const tick = async (): Promise<void> => {
          if (stopped) return
          const result = await run().catch((error: unknown) => {
            log("error", "lead.sweep_error", { error: describeError(error) })
            return null
          })
          if (now().getTime() - lastPrune >= PRUNE_EVERY_MS) await prune().catch((error: unknown) => log("error", "lead.prune_error", { error: describeError(error) }))
          // A destination away: look again later and later (up to 4 sweeps' time); otherwise every sweep.
          delay = result?.serverAway ? Math.min(delay * 2, c.sweepMs * 4) : c.sweepMs
          if (!stopped) timer = setTimeout(() => void tick(), delay).unref()
        }
        timer = setTimeout(() => void tick(), delay).unref()
      }
      return { ready: true, problems, ...recovery }
    },

    stopDeliveries(): void {
      stopped = true
      clearTimeout(timer)
      queue.stop()
    },

    async drain({ timeoutMs }): Promise<LeadDrainSummary> {
      service.stopDeliveries()
      const { flights, ended } = queue.inFlight()
      let deadline: ReturnType<typeof setTimeout> | undefined
      const timedOut = await Promise.race([
        ended.then(() => false),
        new Promise<boolean>((resolve) => {
          deadline = setTimeout(() => resolve(true), Math.max(0, timeoutMs))
        }),
      ])
      clearTimeout(deadline)
      const left = queue.inFlight().flights
      if (delivery) {
        for (const flight of left) {
          // A claim still being written is the delivery's to hand back (untouched) once it holds it: waited for below.
          if (flight.claim) queue.forget(flight.id)
          await handBack(delivery, flight).catch((error: unknown) => log("error", "lead.hand_back_failed", { id: flight.id, error: describeError(error) }))
        }
        const claiming = queue.inFlight()
        if (claiming.flights.length > 0) {
          let wait: ReturnType<typeof setTimeout> | undefined
          await Promise.race([claiming.ended, new Promise((resolve) => (wait = setTimeout(resolve, CLAIM_WRITE_WAIT_MS)))])
          clearTimeout(wait)
        }
        for (const destination of delivery.destinations) destination.close?.()
      }
      const waiting = await counts().catch(() => NO_COUNTS)
      return { finished: flights.length - left.length, returned: left.length, timedOut: timedOut && left.length > 0, waiting }
    },

    deliverDue: run,
    counts,
    requeueFailed: async () => (delivery ? requeueFailed(delivery) : []),
    settleDoubt: async (ids, answer) => (delivery ? settleDoubt(delivery, ids, answer) : []),
    async heldInDoubt() {
      if (!delivery) return []
      const held: Array<{ id: string; until: string | null }> = []
      for (const id of await delivery.store.pendingIds()) {
        const record = await delivery.store.readPending(id)
        if (!record || !inDoubt(record)) continue
        const until = Object.values(record.destinations)
          .filter((state) => state?.inDoubt === true)
          .map((state) => state.nextAttemptAt)
          .sort()
          .at(-1)
        held.push({ id, until: until ?? null })
      }
      return held
    },
    prune,
    idle: (timeoutMs) => queue.idle(timeoutMs),
    async close() {
      stopped = true
      clearTimeout(timer)
      await queue.idle()
      for (const destination of delivery?.destinations ?? []) destination.close?.()
    },
  }
  return service
}
