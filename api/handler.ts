/**
 * send-contact-email without Gatsby: a request-like object and dependencies in, { status, headers, body }
 * out. The order of the checks is the contract:
 *
 *   method (405) → content type (415) → declared size (413)   [refuseBeforeBody: before the body is read]
 *   → JSON object (400) → size (413) → configuration (503) → origin and site key (403)
 *   → honeypot (answered like a success) → Idempotency-Key format (400) → rate limit (429, api/rate-limit.ts, in memory) → fields (422)
 *   → an id already spooled: the same content is answered like the first time (nothing sent again),
 *     different content under the same Idempotency-Key is refused with 409 (the form starts a new key)
 *   → durable spool (503 if impossible) → 200 at once, delivery after the answer in this process
 *     (api/lifecycle.ts); where the disk is not durable (a Lambda) the visitor waits for one bounded
 *     delivery attempt and gets 200 only when it was delivered.
 * Fields the form does not send are ignored (api/contract/fields.ts).
 */
import { createHash } from "node:crypto"
import { checkPayload, type ContactPayload, type FieldErrors } from "./contract/fields"
import { readConfig, type Env, type LeadConfig } from "./config"
import { consoleLogger, deliverDue, deliverLead, deliveryWaitMs, transportFor, within, type DeliverDeps, type LeadTransport, type Logger, type Outcome } from "./deliver"
import { answering, runInBackground, takeTurn } from "./lifecycle"
import { hitRateLimit } from "./rate-limit"
import { checkOrigin, clientAddress, hasSiteKey, header, isJson, isLocalRequest, leadPage, rateKey, type HeaderMap } from "./request"
import { acceptLead, isLeadId, leadState, newRecord, prepareSpool, pruneSpool, readLead } from "./spool"

export interface LeadRequest {
  method: string
  headers: HeaderMap
  /** The body as the host parsed it: an object for JSON, anything else is refused. */
  body: unknown
  /** The TCP peer's address, where the host has a socket (Netlify's wrapper has none). */
  remoteAddress?: string
}

export type LeadResponseBody = { ok: true } | { error: string; errors?: FieldErrors; code?: "idempotency_conflict" }

export interface LeadResponse {
  status: number
  headers: Record<string, string>
  body: LeadResponseBody
}

export interface HandlerDeps {
  /** The run-time environment (`const { env } = process`). */
  env: Env
  cwd?: string
  now?: () => Date
  log?: Logger
  /** Replaces the transport the configuration chooses (tests only). */
  transport?: (config: LeadConfig) => LeadTransport
}

/** The form's fields fit in a few kB; JSON escaping can multiply that, still well under this. */
export const MAX_BODY_BYTES = 64 * 1024

export const MESSAGES = {
  method: "Use POST to send the form",
  contentType: "Send the form as JSON (Content-Type: application/json)",
  tooLarge: `The form is too large (at most ${MAX_BODY_BYTES / 1024} kB)`,
  body: "The request body must be a JSON object",
  refused: "This request was refused",
  idempotencyKey: "Idempotency-Key must be 8 to 100 letters, digits, - or _",
  rateLimited: "Too many submissions from your network. Please try again later or e-mail us.",
  invalid: "Please check the highlighted fields",
  unavailable: "The form cannot be sent right now. Please try again in a moment or e-mail us.",
  conflict: "This submission was already received with different details. To send the changes, send the form again as a new message.",
} as const

const BASE_HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }

const reply = (status: number, body: LeadResponseBody, headers: Record<string, string> = {}): LeadResponse => ({
  status,
  headers: { ...BASE_HEADERS, ...headers },
  body,
})
const ok = (): LeadResponse => reply(200, { ok: true })
const fail = (status: number, error: string, extra: { errors?: FieldErrors; headers?: Record<string, string> } = {}): LeadResponse =>
  reply(status, extra.errors ? { error, errors: extra.errors } : { error }, extra.headers)

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value)

function bodySize(body: Record<string, unknown>): number {
  try {
    return Buffer.byteLength(JSON.stringify(body))
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

/** Without an Idempotency-Key, identical content is the same submission. */
export const contentId = (payload: ContactPayload): string => {
  const fields: unknown[] = [payload.subject, payload.firstName, payload.lastName, payload.email, payload.contactNumber, payload.company, payload.message]
  if (payload.callDays) fields.push(payload.callDays, payload.callWindow, payload.callTimeZone)
  return `h-${createHash("sha256").update(JSON.stringify(fields)).digest("hex").slice(0, 32)}`
}

/**
 * The checks that need no body: the production server calls this before it reads one (a multipart upload
 * is refused without being buffered); handleLead repeats them. null = go on.
 */
export function refuseBeforeBody(request: Pick<LeadRequest, "method" | "headers">): LeadResponse | null {
  if (request.method.toUpperCase() !== "POST") return fail(405, MESSAGES.method, { headers: { Allow: "POST" } })
  if (!isJson(request.headers)) return fail(415, MESSAGES.contentType)
  const declared = Number(header(request.headers, "content-length") ?? "0")
  if (declared > MAX_BODY_BYTES) return fail(413, MESSAGES.tooLarge)
  return null
}

/** Per spool: when its folders were last made, and that work (requests meanwhile wait for the same one). */
const preparing = new Map<string, { at: number; done: Promise<void> }>()

/** The spool's folders, made once a minute per process rather than on every request; a failure is tried again by the next request. */
function spoolReady(spoolDir: string, now: number): Promise<void> {
  const last = preparing.get(spoolDir)
  if (last && now - last.at < 60_000) return last.done
  const done = prepareSpool(spoolDir)
  preparing.set(spoolDir, { at: now, done })
  done.catch(() => {
    if (preparing.get(spoolDir)?.done === done) preparing.delete(spoolDir)
  })
  return done
}

/** Anonymised client for logs. */
const clientTag = (key: string): string => createHash("sha256").update(`lead-log:${key}`).digest("hex").slice(0, 12)

export async function handleLead(request: LeadRequest, deps: HandlerDeps): Promise<LeadResponse> {
  const log = deps.log ?? consoleLogger
  try {
    return await answering(() => handle(request, deps, log))
  } catch (error) {
    log("error", "lead.handler_error", { error: error instanceof Error ? error.message : String(error) })
    return fail(503, MESSAGES.unavailable)
  }
}

async function handle(request: LeadRequest, deps: HandlerDeps, log: Logger): Promise<LeadResponse> {
  const now = deps.now ?? (() => new Date())
  const { headers, body } = request

  const early = refuseBeforeBody(request)
  if (early) return early
  if (!isPlainObject(body)) return fail(400, MESSAGES.body, { errors: { body: MESSAGES.body } })
  if (bodySize(body) > MAX_BODY_BYTES) return fail(413, MESSAGES.tooLarge)

  const read = readConfig(deps.env, deps.cwd)
  if (!read.ok) {
    log("error", "lead.config_invalid", { problems: read.problems })
    return fail(503, MESSAGES.unavailable)
  }
  const { config } = read

  // Not from one of our pages, or without the site key: refused, without saying which check failed.
  const origin = checkOrigin(headers, config.allowedOrigins)
  const local = isLocalRequest(headers, request.remoteAddress)
  if (origin === "mismatch" || (origin === "absent" && !local) || (config.siteKey !== undefined && !hasSiteKey(headers, config.siteKey))) {
    log("warn", "lead.refused", { origin, local, keyed: config.siteKey !== undefined })
    return fail(403, MESSAGES.refused)
  }

  const client = rateKey(clientAddress(headers, request.remoteAddress, config.trustedProxies))
  const page = leadPage(headers)
  const honeypot = Object.prototype.hasOwnProperty.call(body, "website") ? body["website"] : undefined
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") {
    // A bot filled the hidden field: it is told exactly what a person is told, and nothing is sent.
    log("warn", "lead.honeypot", { client: clientTag(client), page })
    return ok()
  }

  const key = header(headers, "idempotency-key")?.trim()
  if (key !== undefined && key !== "" && !isLeadId(key)) return fail(400, MESSAGES.idempotencyKey)

  const decision = hitRateLimit(config.spoolDir, client, config.rateLimit, now())
  if (!decision.allowed) {
    log("warn", "lead.rate_limited", { client: clientTag(client) })
    return fail(429, MESSAGES.rateLimited, { headers: { "Retry-After": String(decision.retryAfterSeconds) } })
  }

  const checked = checkPayload(body)
  if (!checked.ok) return fail(422, MESSAGES.invalid, { errors: checked.errors })

  const transport = (deps.transport ?? ((c: LeadConfig) => transportFor(c, log)))(config)
  const deliver: DeliverDeps = { config, transport, now, log }
  const id = key || contentId(checked.value)

  // A submission id seen before: the same content is a retry, answered like the first time and never sent
  // twice; different content under one Idempotency-Key is refused, never silently dropped.
  const duplicate = async (): Promise<LeadResponse | null> => {
    const state = await leadState(config.spoolDir, id)
    if (state === null) return null
    const earlier = await readLead(config.spoolDir, state, id)
    if (earlier && contentId(earlier.payload) !== contentId(checked.value)) {
      log("warn", "lead.key_conflict", { id, state })
      return reply(409, { error: MESSAGES.conflict, code: "idempotency_conflict" })
    }
    log("info", "lead.duplicate", { id, state })
    if (config.spoolDurable || state === "sent") return ok()
    // The spool here does not outlive the process: a pending lead is only safe once delivered.
    if (state === "pending") return settle(id, await attempt(id, deliver), config)
    return fail(503, MESSAGES.unavailable)
  }
  const seen = await duplicate()
  if (seen) return seen

  const record = newRecord({ id, receivedAt: now().toISOString(), page, payload: checked.value })
  let accepted: "accepted" | "duplicate"
  try {
    await spoolReady(config.spoolDir, Date.now())
    accepted = await acceptLead(config.spoolDir, record)
  } catch (error) {
    log("error", "lead.spool_failed", { id, error: error instanceof Error ? error.message : String(error) })
    return fail(503, MESSAGES.unavailable)
  }
  if (accepted === "duplicate") return (await duplicate()) ?? ok()
  log("info", "lead.accepted", { id, client: clientTag(client), page })

  if (config.spoolDurable) {
    // Safe on disk: the visitor is answered now and the lead is delivered after the answer. If this process
    // is draining or dies, the spool keeps the lead for the next process or `npm run leads:deliver`.
    runInBackground(() => deliverLead(id, deliver), config.deliveryConcurrency)
    background(deliver, now())
    return ok()
  }
  const outcome = await attempt(id, deliver)
  if (outcome === "delivered" && config.retryBudgetMs > 0) {
    // The server answers: a good moment to send what earlier requests could not, within a small budget.
    await within(
      deliverDue(deliver, { budgetMs: config.retryBudgetMs, ignoreBackoff: false }).catch((error: unknown) => {
        log("error", "lead.retry_error", { error: error instanceof Error ? error.message : String(error) })
      }),
      config.retryBudgetMs + 500,
    )
  }
  return settle(id, outcome, config)
}

/** The chores a request triggers now and then: retries of older leads (every 30 s) and the retention prune (hourly). */
function background(deliver: DeliverDeps, now: Date): void {
  const { config, log = consoleLogger } = deliver
  if (config.retryBudgetMs > 0 && takeTurn(`sweep:${config.spoolDir}`, now.getTime(), 30_000)) {
    runInBackground(
      () =>
        deliverDue(deliver, { budgetMs: config.retryBudgetMs, ignoreBackoff: false }).catch((error: unknown) => {
          log("error", "lead.retry_error", { error: error instanceof Error ? error.message : String(error) })
        }),
      config.deliveryConcurrency,
    )
  }
  if (takeTurn(`prune:${config.spoolDir}`, now.getTime(), 3_600_000)) {
    runInBackground(
      () =>
        pruneSpool(config.spoolDir, now, config.retentionMs).then(
          (removed) => removed > 0 && log("info", "lead.pruned", { removed }),
          (error: unknown) => log("error", "lead.prune_error", { error: error instanceof Error ? error.message : String(error) }),
        ),
      config.deliveryConcurrency,
    )
  }
}

type Attempt = Outcome | "pending"

/** One delivery attempt; the visitor waits for it at most deliveryWaitMs (it then goes on alone). */
async function attempt(id: string, deps: DeliverDeps): Promise<Attempt> {
  const log = deps.log ?? consoleLogger
  const work = deliverLead(id, deps).catch((error: unknown): Outcome => {
    log("error", "lead.delivery_error", { id, error: error instanceof Error ? error.message : String(error) })
    return "failed"
  })
  return within(work, deliveryWaitMs(deps.config))
}

/** Success when delivered, or when spooled on a durable disk; otherwise the visitor keeps the form. */
async function settle(id: string, outcome: Attempt, config: LeadConfig): Promise<LeadResponse> {
  if (outcome === "delivered" || config.spoolDurable) return ok()
  if (outcome === "gone" && (await leadState(config.spoolDir, id)) === "sent") return ok()
  return fail(503, MESSAGES.unavailable)
}
