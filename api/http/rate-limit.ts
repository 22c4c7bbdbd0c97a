/**
 * Per-client rate limit, counted in the memory of one service (api/service.ts holds one RateLimiter). Fixed
 * windows: for each client (a hash of its address: no address is kept), the number of attempts in the
 * current window; an attempt numbered above the limit is refused. The counts of past windows are dropped
 * when a new window begins, so memory stays bounded by the clients of one window.
 *
 * The limit is per service, so per process: N server processes behind one address let a client through
 * N × limit times; on Netlify, each warm function instance counts on its own.
 */
import { createHash } from "node:crypto"

export interface RateLimit {
  limit: number
  windowMs: number
}

export interface RateDecision {
  allowed: boolean
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number
}

/** Clients are counted by a hash: memory holds no address. */
const clientHash = (key: string): string => createHash("sha256").update(`lead-rate:${key}`).digest("hex").slice(0, 32)

export class RateLimiter {
  /** The current window's number and its attempts by client hash. */
  private current: { window: number; attempts: Map<string, number> } = { window: Number.NEGATIVE_INFINITY, attempts: new Map() }

  constructor(private readonly rule: RateLimit) {}

  /** How many clients are being counted now (tests: past windows are dropped). */
  get countedClients(): number {
    return this.current.attempts.size
  }

  /** Counts one attempt of `key` and says whether it may go on. */
  hit(key: string, now: Date): RateDecision {
    const { limit, windowMs } = this.rule
    const window = Math.floor(now.getTime() / windowMs)
    if (window > this.current.window) this.current = { window, attempts: new Map() }
    const client = clientHash(key)
    const number = (this.current.attempts.get(client) ?? 0) + 1
    this.current.attempts.set(client, number)
    if (number <= limit) return { allowed: true, retryAfterSeconds: 0 }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - now.getTime()) / 1000)) }
  }
}
