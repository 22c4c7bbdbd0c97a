/**
 * Per-client rate limit, counted in this process's memory. Fixed windows: for each spool and client (a hash
 * of its address: no address is kept), the number of attempts in the current window; an attempt numbered
 * above the limit is refused. The counts live on globalThis under Symbol.for("solvix.leads.rate"), so a
 * function bundle that is loaded again in the same process (gatsby serve's preview) keeps counting, and
 * the counts of past windows are dropped when a new window begins, so memory stays bounded by the clients
 * of one window.
 *
 * The limit is per process: N server processes behind one address let a client through N × limit times.
 * (It used to be one file per attempt on disk, for gatsby serve, which reloaded the function on every
 * request; creating a file is the costliest thing a lead request did, see README "Leads".)
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

/** Per window ("<window length> <window number>"): attempts by "<spool> <client hash>". */
type Windows = Map<string, { windowMs: number; window: number; attempts: Map<string, number> }>

const KEY = Symbol.for("solvix.leads.rate")
const holder = globalThis as typeof globalThis & { [KEY]?: Windows }
const windows = (): Windows => (holder[KEY] ??= new Map())

/** Clients are counted by a hash: memory holds no address. */
const clientHash = (key: string): string => createHash("sha256").update(`lead-rate:${key}`).digest("hex").slice(0, 32)

/** How many clients are being counted now, over all windows kept (tests: past windows are dropped). */
export const countedClients = (): number => [...windows().values()].reduce((sum, { attempts }) => sum + attempts.size, 0)

/** Counts one attempt of `key` against the spool `scope`'s limit and says whether it may go on. */
export function hitRateLimit(scope: string, key: string, rule: RateLimit, now: Date): RateDecision {
  const all = windows()
  const window = Math.floor(now.getTime() / rule.windowMs)
  // Windows of this length that have ended are dropped (there are one or two at any time).
  for (const [name, kept] of all) if (kept.windowMs === rule.windowMs && kept.window < window) all.delete(name)
  const name = `${rule.windowMs} ${window}`
  let current = all.get(name)
  if (!current) all.set(name, (current = { windowMs: rule.windowMs, window, attempts: new Map() }))
  const client = `${scope} ${clientHash(key)}`
  const number = (current.attempts.get(client) ?? 0) + 1
  current.attempts.set(client, number)
  if (number <= rule.limit) return { allowed: true, retryAfterSeconds: 0 }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * rule.windowMs - now.getTime()) / 1000)) }
}
