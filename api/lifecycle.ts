/**
 * The lead function's life in one process: deliveries after the visitor's answer, and a clean stop.
 *
 * drainLeads({ timeoutMs }) — for the server to call on SIGTERM, after it stopped accepting requests:
 *   1. from the call on, this process starts no new delivery (a request still spools its lead durably and
 *      is answered 200; the next process or `npm run leads:deliver` delivers it);
 *   2. waits for the deliveries in flight, at most `timeoutMs`;
 *   3. every claim this process still holds in `<spool>/sending/` then goes back to `pending/`, or, when its
 *      message body had already reached the SMTP server, to `pending/` marked in doubt (held for
 *      LEAD_DOUBT_HOLD_HOURS, see README "Leads"), so nothing is left half-claimed;
 *   4. closes the pooled SMTP connections;
 *   5. resolves with { finished, returned, timedOut }. Idempotent; zeros when no lead was ever handled.
 * Exit the process after it resolves: a delivery cut off at step 3 must not go on.
 *
 * The state lives on globalThis under Symbol.for("solvix.leads.lifecycle"), so the copy of api/ inside
 * Gatsby's compiled function bundle and a copy the server imports itself share one registry.
 */
import { promises as fs } from "node:fs"
import path from "node:path"
import { folderOf, fsyncDir, parseRecord, releaseLead } from "./spool"

export interface Flight {
  id: string
  spoolDir: string
  /** Set by the transport once the whole message went to the server: from then on the outcome is unknown. */
  bodySent: boolean
  doubtHoldMs: number
  /** Records durably that the lead is about to be in doubt (api/deliver.ts SendProgress). */
  beforeCommit?: () => Promise<void>
}

interface Tracked {
  flight: Flight
  done: Promise<unknown>
}

interface LifecycleState {
  draining: boolean
  flights: Map<string, Tracked>
  queue: Array<() => Promise<unknown>>
  running: number
  /** The most deliveries at once while no request is being answered (the last runInBackground's argument). */
  concurrency: number
  /** Lead requests this process is answering right now (see answering()). */
  answering: number
  turns: Map<string, number>
  /** Long-lived resources (pooled SMTP connections) by key, closed by drainLeads and closeLeadResources. */
  resources: Map<string, { close(): void }>
}

const KEY = Symbol.for("solvix.leads.lifecycle")
const holder = globalThis as typeof globalThis & { [KEY]?: LifecycleState }
const state = (): LifecycleState =>
  (holder[KEY] ??= { draining: false, flights: new Map(), queue: [], running: 0, concurrency: 1, answering: 0, turns: new Map(), resources: new Map() })

export const isDraining = (): boolean => state().draining

/** Whether this process is delivering the lead right now (its claim is alive whatever its age). */
export const isLive = (id: string): boolean => state().flights.has(id)

/** Registers a delivery that holds the claim of `flight.id` while `work` runs; the flight object is kept as is. */
export function trackFlight<T>(flight: Flight, work: () => Promise<T>): Promise<T> {
  const tracked: Tracked = { flight, done: Promise.resolve() }
  state().flights.set(flight.id, tracked)
  const done = work().finally(() => {
    if (state().flights.get(flight.id) === tracked) state().flights.delete(flight.id)
  })
  tracked.done = done.catch(() => undefined)
  return done
}

/** Starts queued deliveries while there is room: one at a time while requests are being answered. */
function pump(s: LifecycleState): void {
  while (s.running < (s.answering > 0 ? 1 : s.concurrency) && s.queue.length > 0 && !s.draining) {
    const next = s.queue.shift()!
    s.running += 1
    void next()
      .catch(() => undefined)
      .finally(() => {
        s.running -= 1
        pump(s)
      })
  }
  if (s.draining) s.queue.length = 0
}

/**
 * Runs `task` after the response, at most `concurrency` at once in this process, and only one at a time
 * while a request is being answered (requests first: a visitor waits for the answer, a lead safely spooled
 * can wait for its e-mail; one delivery always runs, so deliveries never stall). Queued tasks not yet
 * started when draining begins are dropped (their leads stay in pending/). Returns false when refused.
 */
export function runInBackground(task: () => Promise<unknown>, concurrency: number): boolean {
  const s = state()
  if (s.draining) return false
  s.concurrency = concurrency
  s.queue.push(task)
  pump(s)
  return true
}

/**
 * Counts `work` as a request being answered while it runs (api/handler.ts wraps each lead request in it),
 * so deliveries give way to it; when it ends, waiting deliveries may start.
 */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  const s = state()
  s.answering += 1
  try {
    return await work()
  } finally {
    s.answering -= 1
    pump(s)
  }
}

/** Whether a periodic chore ("prune", "sweep") is due in this process, taking the turn if so. */
export function takeTurn(chore: string, now: number, everyMs: number): boolean {
  const { turns } = state()
  if (now - (turns.get(chore) ?? Number.NEGATIVE_INFINITY) < everyMs) return false
  turns.set(chore, now)
  return true
}

/** One shared instance per key in this process (e.g. an SMTP connection pool per server). */
export function sharedResource<T extends { close(): void }>(key: string, create: () => T): T {
  const { resources } = state()
  const existing = resources.get(key)
  if (existing) return existing as T
  const made = create()
  resources.set(key, made)
  return made
}

/** Closes the shared resources (pooled SMTP connections); the next delivery opens new ones. */
export function closeLeadResources(): void {
  const { resources } = state()
  for (const resource of resources.values()) resource.close()
  resources.clear()
}

/** Resolves when nothing runs or waits in this process (tests and the operator's script). */
export async function settleLeads(timeoutMs = 60_000): Promise<boolean> {
  const end = Date.now() + timeoutMs
  const s = state()
  while (s.running > 0 || s.queue.length > 0 || s.flights.size > 0) {
    if (Date.now() > end) return false
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return true
}

export interface DrainResult {
  /** Deliveries that ended (delivered or released) while we waited. */
  finished: number
  /** Claims handed back to pending/ (in doubt or not) because they were still running at the deadline. */
  returned: number
  timedOut: boolean
}

/** See the top of this file. */
/**
 * Step 1 of drainLeads on its own: from now on this process starts no new delivery. The server calls it the
 * moment a stop signal arrives, before it waits for requests in flight, so a lead answered during that wait
 * stays in pending/ for the next process instead of starting a delivery the drain would then cut off.
 */
export function stopStartingDeliveries(): void {
  const s = state()
  s.draining = true
  s.queue.length = 0
}

export async function drainLeads({ timeoutMs }: { timeoutMs: number }): Promise<DrainResult> {
  const s = state()
  stopStartingDeliveries()
  const flights = [...s.flights.values()]
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), Math.max(0, timeoutMs))
  })
  const outcome = await Promise.race([Promise.all(flights.map((flight) => flight.done)).then(() => "done" as const), deadline])
  clearTimeout(timer)
  const left = [...s.flights.values()].map((tracked) => tracked.flight)
  let returned = 0
  for (const flight of left) {
    s.flights.delete(flight.id)
    const sending = path.join(folderOf(flight.spoolDir, "sending"), `${flight.id}.json`)
    const json = await fs.readFile(sending, "utf8").catch(() => undefined)
    const record = json === undefined ? null : parseRecord(json)
    if (!record) continue
    await releaseLead(flight.spoolDir, record, new Date(), "stopped by shutdown", flight.bodySent ? { doubtHoldMs: flight.doubtHoldMs } : {})
    returned += 1
  }
  if (returned > 0) await fsyncDir(folderOf(left[0]!.spoolDir, "pending"))
  closeLeadResources()
  return { finished: flights.length - left.length, returned, timedOut: outcome === "timeout" }
}

/** Undoes drainLeads in this process (tests; a server that stops draining without exiting). */
export function resumeLeads(): void {
  state().draining = false
}
