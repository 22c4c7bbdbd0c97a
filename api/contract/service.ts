/**
 * The lead service's contract: what every host codes against — the production server, the Gatsby Function
 * (Netlify and `gatsby develop`), the Netlify scheduled function and `npm run leads:deliver`. The one entry is
 * `createLeadService(options)` in api/index.ts; a host imports nothing else from api/ (api/test-support/ is
 * for tests and checks).
 *
 * One service object holds every piece of state of the lead code in a process: the rate-limit counts, the
 * deliveries in flight and queued, the delivery timer, the pooled SMTP connections. Nothing is kept at module
 * level or on globalThis, so a host makes one service and keeps it (two services in one process share
 * nothing but the store on disk or in Netlify Blobs, which is safe: every lead is claimed before it is sent).
 *
 * A long-lived host (the production server) does, in this order:
 *
 *   const leads = createLeadService({ env: process.env, log })   // reads and checks the configuration once
 *   await app.listen(...)                                          // listening does not wait for the leads
 *   void leads.start()         // recovery of what dead processes left, then the delivery timer (with back-off)
 *
 *   // POST /api/send-contact-email (any other method too: it is answered 405):
 *   const early = leads.refuseBeforeBody(request.method, request.headers)   // 405, 413, 415 or null
 *   if (early) → send it without reading the body
 *   else read at most MAX_BODY_BYTES (more → 413 with leads.tooLarge()), then
 *   const answer = await leads.handle({ method, headers, body, remoteAddress, protocol })
 *   → status answer.status, headers answer.headers, body JSON.stringify(answer.body) as
 *     "application/json; charset=utf-8"
 *
 *   // SIGTERM / SIGINT:
 *   leads.stopDeliveries()     // at once: no new delivery starts (leads still get stored and answered 200)
 *   close the HTTP server, letting requests in flight finish (each is answered by handle())
 *   const summary = await leads.drain({ timeoutMs })   // waits for deliveries, hands the rest back; log it
 *   process.exit(0)
 *
 * Logs: every line the service writes goes through `options.log` as (level, event, fields), fields being named
 * keys only (never a visitor's details); `createJsonLogger()` is the default and writes one JSON object per
 * line. A host that uses the same logger for its own lines keeps one format in one stream.
 */
import type { FieldErrors } from "./fields"
import type { BlobsConnection, Env, HeaderMap, LeadConfig } from "./settings"

export type { BlobsConnection, HeaderMap } from "./settings"

export type LeadLogLevel = "debug" | "info" | "warn" | "error"

/**
 * Fields of a log line: named keys whose values are JSON (no visitor's details: ids, states, counts, codes).
 * The keys `time`, `level` and `event` are the line's own and are not overwritten by a field.
 */
export type LeadLogFields = Readonly<Record<string, unknown>>

/** One log event. The service calls it synchronously and never awaits it; it must not throw. */
export type LeadLogger = (level: LeadLogLevel, event: string, fields?: LeadLogFields) => void

/** A request to POST /api/send-contact-email as the host received it. */
export interface LeadHttpRequest {
  method: string
  headers: HeaderMap
  /**
   * The body: its raw bytes (a Buffer or Uint8Array, which the service parses as JSON), or the value the
   * host's JSON parser made of them. Anything but a JSON object is answered 400.
   */
  body: unknown
  /** The TCP peer's address, where the host has a socket (Netlify's Lambda wrapper has none). */
  remoteAddress?: string
  /**
   * The scheme the visitor used to reach the site, where the host knows it for certain (Netlify: the
   * function's full URL). When given, an Origin must have this scheme as well as the host.
   */
  protocol?: "http" | "https"
  /**
   * Whether the socket itself is TLS (the server's raw fact, instead of `protocol`): the service takes the
   * scheme from X-Forwarded-Proto when the peer is a trusted proxy (LEAD_TRUSTED_PROXIES), from this otherwise.
   */
  encrypted?: boolean
}

export type LeadResponseBody = { ok: true } | { error: string; errors?: FieldErrors; code?: "idempotency_conflict" }

/** The answer to send: a status, headers (Cache-Control, nosniff, Allow, Retry-After…) and a JSON body. */
export interface LeadHttpResponse {
  status: number
  headers: Readonly<Record<string, string>>
  body: LeadResponseBody
}

/** Where the leads are kept until they are delivered (see README "Leads"). */
export type LeadStoreKind = "disk" | "blobs"

export interface LeadServiceOptions {
  /** The run-time environment (`const { env } = process`: never `process.env.X`, which a bundler may inline). */
  env: Env
  /** Relative paths in the configuration (LEAD_SPOOL_DIR) are resolved against this (default process.cwd()). */
  cwd?: string
  /** Default: createJsonLogger() (LOG_LEVEL from `env`). */
  log?: LeadLogger
  /** The clock of every decision (tests fix it). Default: the real one. */
  now?: () => Date
  /**
   * "server": a long-lived process (the production server, `gatsby develop`, leads:deliver): a lead stored
   * durably is answered 200 at once and delivered after the answer in this process.
   * "function": a process frozen after each answer (Netlify Functions, any Lambda): nothing is started after
   * the answer; stored leads are delivered by the scheduled function (or leads:deliver).
   * Default: "function" when AWS_LAMBDA_FUNCTION_NAME or LAMBDA_TASK_ROOT is set, else "server".
   */
  host?: "server" | "function"
  /**
   * Netlify Blobs instead of the disk spool (LEAD_STORE=blobs, or a Blobs context in the environment, also
   * chooses it; README "Leads"). Absent: the disk spool at LEAD_SPOOL_DIR.
   */
  blobs?: BlobsConnection
}

/** What start() found and did before the timer's first run. */
export interface LeadStartReport {
  /** False when the configuration is invalid: nothing was started, and handle() answers 503. */
  ready: boolean
  problems: string[]
  /** Claims of ended processes returned to the store's pending leads (of them, `inDoubt` are held). */
  returned: string[]
  inDoubt: string[]
  /** Leads found twice after a crash, reduced to one copy. */
  resolved: string[]
  /** Complete lead records a dead process left in tmp/ before spooling them: now pending. */
  tmpRecovered: string[]
  /** Partial or already spooled leftovers removed from tmp/ (no personal data left behind). */
  tmpRemoved: number
}

/** What drain() leaves behind, honestly: the deliveries it cut off and what waits for the next process. */
export interface LeadDrainSummary {
  /** Deliveries running when drain() began that ended (delivered, retried or quarantined) before the deadline. */
  finished: number
  /** Deliveries still running at the deadline: their claims went back to the store (in doubt if the mail server had the whole message). */
  returned: number
  timedOut: boolean
  /** Leads in the store after the drain, for the next process, the scheduled function or leads:deliver. */
  waiting: LeadCounts
}

export interface LeadCounts {
  pending: number
  /** Of the pending leads, those held because a destination may already have them. */
  inDoubt: number
  /** Claimed by a delivery (this process's or another's). */
  sending: number
  sent: number
  /** Quarantined for a person (`npm run leads:deliver -- --retry-failed`). */
  failed: number
}

export interface DeliverDueOptions {
  /** Stop starting new deliveries after this long (those under way finish). Default: no limit. */
  budgetMs?: number
  /** The operator's run: every pending lead now, whatever its back-off (never a lead held in doubt). */
  ignoreBackoff?: boolean
}

export type DestinationName = "email" | "webhook"

export interface DeliverDueResult {
  delivered: string[]
  /** Back in the store for a later try (refused for now, or a destination could not be reached). */
  retried: string[]
  quarantined: string[]
  inDoubt: string[]
  /** Abandoned claims returned before the run. */
  recovered: string[]
  /** Leads found twice after a crash, reduced to one copy. */
  resolved: string[]
  /** True when a destination could not be reached, so the run stopped sending to it. */
  serverAway: boolean
  /** The destinations that could not be reached during the run. */
  away: DestinationName[]
}

export interface LeadService {
  /** The configuration read at creation, or null with `problems` when it is invalid (every lead is then answered 503). */
  readonly config: LeadConfig | null
  readonly problems: readonly string[]
  readonly store: LeadStoreKind

  /**
   * The checks that need no body, for a host to run before it reads one: method (405 with Allow: POST),
   * Content-Type (415), Content-Encoding other than identity (415), a declared Content-Length over
   * MAX_BODY_BYTES (413). null = read the body and call handle(); handle() repeats these checks.
   */
  refuseBeforeBody(method: string, headers: HeaderMap): LeadHttpResponse | null
  /** The 413 answer, for a host whose body reader stopped at MAX_BODY_BYTES. */
  tooLarge(): LeadHttpResponse
  /**
   * Answers one request; never throws (an unexpected error is logged and answered 503). A lead is answered
   * 200 only once it is stored durably (or, where the store is not durable, delivered); see README "Leads".
   */
  handle(request: LeadHttpRequest): Promise<LeadHttpResponse>

  /**
   * For a long-lived host, once: returns to the store what dead processes left (claims, tmp/ leftovers),
   * then runs a delivery timer that sends due leads with no traffic (every LEAD_SWEEP_SECONDS, backing off
   * while a destination cannot be reached, so waiting leads go out on their own when it is back). Resolves
   * after the recovery; the timer does not keep the process alive.
   */
  start(): Promise<LeadStartReport>
  /** Step 1 of drain() on its own, for the moment a stop signal arrives: no new delivery starts. */
  stopDeliveries(): void
  /**
   * For SIGTERM, after stopDeliveries() and after the HTTP server closed: waits for the deliveries in flight
   * (at most `timeoutMs`), hands back the claims of those still running (in doubt when the mail server had
   * the whole message), stops the timer and closes the SMTP connections. Idempotent. Exit after it resolves.
   */
  drain(options: { timeoutMs: number }): Promise<LeadDrainSummary>

  /** Delivers the due leads now, LEAD_DELIVERY_CONCURRENCY at a time (the scheduled function, leads:deliver). */
  deliverDue(options?: DeliverDueOptions): Promise<DeliverDueResult>
  /** What the store holds now. */
  counts(): Promise<LeadCounts>
  /** The operator's commands (leads:deliver): quarantined leads back to pending, with no strikes. */
  requeueFailed(): Promise<string[]>
  /**
   * Leads held in doubt, after the inbox was searched for their X-Solvix-Lead-Id: "arrived" records each as
   * sent (no second e-mail), "release" makes each due now. Returns the ids settled.
   */
  settleDoubt(ids: readonly string[] | "all", answer: "arrived" | "release"): Promise<string[]>
  /** Leads held in doubt, with the time each hold ends. */
  heldInDoubt(): Promise<Array<{ id: string; until: string | null }>>
  /** Deletes delivered leads (and outbox files) older than LEAD_RETENTION_DAYS; returns how many went. */
  prune(): Promise<number>
  /** Resolves when no delivery of this service runs or waits (tests, scripts); false after `timeoutMs`. */
  idle(timeoutMs?: number): Promise<boolean>
  /** Stops the timer and closes connections without handing anything back (scripts, tests; a server uses drain). */
  close(): Promise<void>
}
