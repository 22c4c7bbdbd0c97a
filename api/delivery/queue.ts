/**
 * The deliveries of one service: how many run at once, which claims are in flight, and the stop. One
 * DeliveryQueue per service (api/service.ts); nothing here is shared between services.
 *
 * Slots come in lanes, one per destination ("email", "webhook") and one for the chores ("default": the
 * sweep, the prune). Each lane runs at most `concurrency` attempts at once, and only one while a lead request
 * is being answered (requests first: a visitor waits for the answer, a stored lead can wait for its e-mail;
 * one attempt per lane always runs, so deliveries never stall). A destination's attempt holds a slot of its
 * own lane only, for its own time: a webhook receiver that hangs fills the webhook lane and nothing else,
 * and the e-mails go on in theirs (README "Leads").
 * From stop() on, no delivery starts: those waiting for a slot are dropped (their leads stay in the store)
 * and those registered (claiming, or holding a claim) are the drain's to wait for or hand back.
 */
import type { DestinationName } from "../contract/record"
import type { Claim } from "../store/types"

/** What a destination reports while it sends. */
export interface SendProgress {
  /** Set once the whole request went out (an e-mail's final "." may go): from then on the destination may have it. */
  bodySent: boolean
  /**
   * Awaited just before an e-mail's final "." (SMTP only): the delivery records durably that the lead is
   * about to be in doubt (LeadStore.markInDoubt). If it fails, the "." is never sent.
   */
  beforeCommit?: () => Promise<void>
  /** Set when `beforeCommit` failed: the message was abandoned before its end, through no fault of the lead. */
  commitFailed?: boolean
}

/** A delivery registered before its claim is written: the claim once it is held, with each destination's progress. */
export interface Flight {
  id: string
  /** null while the claim is being written (the drain waits for it: the delivery hands it back itself). */
  claim: Claim | null
  progress: Map<DestinationName, SendProgress>
  /** Destinations whose attempt ended: delivered (the answer) or not (the error). */
  ended: Map<DestinationName, { ok: true; response: string } | { ok: false; error: unknown }>
  /** Set when the drain handed the claim back: the delivery must not end it again. */
  handedBack: boolean
}

/** The lane of the chores (the sweep, the prune): `run` and `acquire` without a lane. */
export const CHORES = "default"

/** A slot of one lane, granted: its lane and how to give it back (idempotent). */
export interface Grant {
  lane: string
  release: () => void
}

interface Waiter {
  lanes: readonly string[]
  resolve: (grant: Grant | null) => void
  settled: boolean
}

export class DeliveryQueue {
  private stopped = false
  private readonly running = new Map<string, number>()
  private answeringNow = 0
  /** Background tasks accepted and not yet ended (waiting for a slot or running). */
  private background = 0
  private readonly waiting = new Map<string, Waiter[]>()
  private readonly flights = new Map<string, { flight: Flight; done: Promise<unknown> }>()

  constructor(readonly concurrency: number) {}

  get isStopped(): boolean {
    return this.stopped
  }

  /** Whether this service is delivering the lead right now (its claim is alive whatever its age). */
  isLive(id: string): boolean {
    return this.flights.has(id)
  }

  private runningIn(lane: string): number {
    return this.running.get(lane) ?? 0
  }

  private queueOf(lane: string): Waiter[] {
    let queue = this.waiting.get(lane)
    if (!queue) this.waiting.set(lane, (queue = []))
    // Waiters granted a slot in another lane are dropped here.
    while (queue.length > 0 && queue[0]!.settled) queue.shift()
    return queue
  }

  private canStart(lane: string): boolean {
    return this.runningIn(lane) < (this.answeringNow > 0 ? 1 : this.concurrency)
  }

  private grant(lane: string): Grant {
    this.running.set(lane, this.runningIn(lane) + 1)
    let released = false
    return {
      lane,
      release: () => {
        if (released) return
        released = true
        this.running.set(lane, this.runningIn(lane) - 1)
        this.pump(lane)
      },
    }
  }

  private pump(lane: string): void {
    const queue = this.queueOf(lane)
    while (!this.stopped && queue.length > 0 && this.canStart(lane)) {
      const waiter = queue.shift()!
      if (waiter.settled) continue
      waiter.settled = true
      waiter.resolve(this.grant(lane))
    }
  }

  private pumpAll(): void {
    for (const lane of new Set([...this.waiting.keys(), ...this.running.keys()])) this.pump(lane)
  }

  /** A slot in the first of `lanes` that has one free (in order when several do); null once stopped. */
  acquireAny(lanes: readonly string[]): Promise<Grant | null> {
    if (this.stopped || lanes.length === 0) return Promise.resolve(null)
    const free = lanes.find((lane) => this.queueOf(lane).length === 0 && this.canStart(lane))
    if (free !== undefined) return Promise.resolve(this.grant(free))
    return new Promise((resolve) => {
      const waiter: Waiter = { lanes, resolve, settled: false }
      for (const lane of lanes) this.queueOf(lane).push(waiter)
    })
  }

  /** A slot of `lane` if one is free now and nobody waits for it (never waits); null otherwise. */
  tryAcquire(lane: string): Grant | null {
    return !this.stopped && this.queueOf(lane).length === 0 && this.canStart(lane) ? this.grant(lane) : null
  }

  /** A slot of `lane` (the chores' by default); resolves with its release, or null once stopped. */
  async acquire(lane: string = CHORES): Promise<(() => void) | null> {
    return (await this.acquireAny([lane]))?.release ?? null
  }

  /** Runs `task` after the caller goes on (a request's answer), in a slot of `lane`, or in none (null: the task takes its own). false when stopped. */
  run(task: () => Promise<unknown>, lane: string | null = CHORES): boolean {
    if (this.stopped) return false
    this.background += 1
    void (lane === null ? Promise.resolve(() => undefined) : this.acquire(lane))
      .then(async (release) => {
        if (!release) return
        try {
          await task()
        } finally {
          release()
        }
      })
      .catch(() => undefined)
      .finally(() => {
        this.background -= 1
      })
    return true
  }

  /** Counts `work` as a request being answered while it runs, so deliveries give way to it. */
  async answering<T>(work: () => Promise<T>): Promise<T> {
    this.answeringNow += 1
    try {
      return await work()
    } finally {
      this.answeringNow -= 1
      this.pumpAll()
    }
  }

  /**
   * Registers a delivery of `flight.id` while `work` runs: called before its claim is written, so a drain
   * that starts meanwhile waits for the claim (and the delivery, seeing the stop, hands it back at once).
   */
  track<T>(flight: Flight, work: () => Promise<T>): Promise<T> {
    const entry = { flight, done: Promise.resolve() as Promise<unknown> }
    this.flights.set(flight.id, entry)
    const done = work().finally(() => {
      if (this.flights.get(flight.id) === entry) this.flights.delete(flight.id)
    })
    entry.done = done.catch(() => undefined)
    return done
  }

  /** Step 1 of a drain: no delivery starts from now on; those waiting for a slot are dropped. */
  stop(): void {
    this.stopped = true
    for (const queue of this.waiting.values()) {
      for (const waiter of queue.splice(0)) {
        if (waiter.settled) continue
        waiter.settled = true
        waiter.resolve(null)
      }
    }
  }

  /** The deliveries registered now, and a promise that they all ended. */
  inFlight(): { flights: Flight[]; ended: Promise<unknown> } {
    const entries = [...this.flights.values()]
    return { flights: entries.map((entry) => entry.flight), ended: Promise.all(entries.map((entry) => entry.done)) }
  }

  /** Forgets a flight the drain handed back. */
  forget(id: string): void {
    this.flights.delete(id)
  }

  /** Resolves true when nothing runs or waits, false after `timeoutMs`. */
  async idle(timeoutMs = 60_000): Promise<boolean> {
    const end = Date.now() + timeoutMs
    const busy = () => [...this.running.values()].some((n) => n > 0) || [...this.waiting.keys()].some((lane) => this.queueOf(lane).length > 0) || this.background > 0 || this.flights.size > 0
    while (busy()) {
      if (Date.now() > end) return false
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return true
  }
}
