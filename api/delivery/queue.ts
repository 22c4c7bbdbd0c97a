/**
 * The deliveries of one service: how many run at once, which claims are in flight, and the stop. One
 * DeliveryQueue per service (api/service.ts); nothing here is shared between services.
 *
 * At most `concurrency` deliveries run at once, and only one while a lead request is being answered
 * (requests first: a visitor waits for the answer, a stored lead can wait for its e-mail; one delivery
 * always runs, so deliveries never stall). From stop() on, no delivery starts: those waiting for a slot are
 * dropped (their leads stay in the store) and those running are the drain's to wait for or hand back.
 */
import type { DestinationName } from "../contract/record"
import type { Claim } from "../store/types"
import type { SendProgress } from "./rules"

/** A delivery holding a claim, with each destination's progress and, once ended, its result. */
export interface Flight {
  id: string
  claim: Claim
  progress: Map<DestinationName, SendProgress>
  /** Destinations whose attempt ended: delivered (the answer) or not (the error). */
  ended: Map<DestinationName, { ok: true; response: string } | { ok: false; error: unknown }>
  /** Set when the drain handed the claim back: the delivery must not end it again. */
  handedBack: boolean
}

export class DeliveryQueue {
  private stopped = false
  private running = 0
  private answeringNow = 0
  /** Background tasks accepted and not yet ended (waiting for a slot or running). */
  private background = 0
  private readonly waiting: Array<(release: (() => void) | null) => void> = []
  private readonly flights = new Map<string, { flight: Flight; done: Promise<unknown> }>()

  constructor(readonly concurrency: number) {}

  get isStopped(): boolean {
    return this.stopped
  }

  /** Whether this service is delivering the lead right now (its claim is alive whatever its age). */
  isLive(id: string): boolean {
    return this.flights.has(id)
  }

  private canStart(): boolean {
    return this.running < (this.answeringNow > 0 ? 1 : this.concurrency)
  }

  private pump(): void {
    while (!this.stopped && this.waiting.length > 0 && this.canStart()) {
      this.running += 1
      this.waiting.shift()!(this.releaser())
    }
  }

  private releaser(): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      this.running -= 1
      this.pump()
    }
  }

  /** A slot for one delivery; resolves with its release, or null once stopped. */
  acquire(): Promise<(() => void) | null> {
    if (this.stopped) return Promise.resolve(null)
    if (this.waiting.length === 0 && this.canStart()) {
      this.running += 1
      return Promise.resolve(this.releaser())
    }
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Runs `task` in a slot, after the caller goes on (a request's answer). false when stopped. */
  run(task: () => Promise<unknown>): boolean {
    if (this.stopped) return false
    this.background += 1
    void this.acquire()
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
      this.pump()
    }
  }

  /** Registers a delivery that holds `flight.claim` while `work` runs. */
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
    for (const resolve of this.waiting.splice(0)) resolve(null)
  }

  /** The deliveries in flight now, and a promise that they all ended. */
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
    while (this.running > 0 || this.waiting.length > 0 || this.background > 0 || this.flights.size > 0) {
      if (Date.now() > end) return false
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return true
  }
}
