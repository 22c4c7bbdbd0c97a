/**
 * POST /api/send-contact-email: a request in, { status, headers, body } out, for every host (the service's
 * handle(); api/service.ts). The order of the checks is the contract:
 *
 *   method (405) → content type (415) → content encoding (415) → declared size (413)
 *                                                      [refuseBeforeBody: before the body is read]
 *   → JSON object (400) → size (413) → configuration (503) → origin and site key (403)
 *   → honeypot (answered like a success) → Idempotency-Key format (400) → rate limit (429) → fields (422)
 *   → an id already stored: the same content is answered like the first time (nothing sent again),
 *     different content under the same Idempotency-Key is refused with 409 (the form starts a new key)
 *   → stored durably (503 if impossible) → 200.
 *
 * After the 200: a long-lived host delivers the lead in this process, after the answer; a function host
 * (Netlify) leaves it to the scheduled function. Where the store does not outlive the process (a disk spool
 * on a Lambda without Blobs) the visitor waits for one bounded delivery attempt and gets 200 only when it
 * was delivered. Fields the form does not send are ignored (api/contract/fields.ts).
 */
import { createHash } from "node:crypto"
import type { LeadConfig } from "../contract/settings"
import { checkPayload, type FieldErrors } from "../contract/fields"
import { contentId, isLeadId, newRecord, type DestinationName } from "../contract/record"
import type { HeaderMap, LeadHttpRequest, LeadHttpResponse, LeadLogger, LeadResponseBody } from "../contract/service"
import { describeError } from "../log"
import { deliverDue, deliverLead, type DeliveryContext, type LeadOutcome } from "../delivery/rules"
import type { RateLimiter } from "./rate-limit"
import { checkOrigin, clientAddress, hasSiteKey, header, isIdentityEncoded, isJson, isLocalRequest, leadPage, rateKey, requestScheme } from "./request"

/** The form's fields fit in a few kB; JSON escaping can multiply that, still well under this. */
export const MAX_BODY_BYTES = 64 * 1024

export const MESSAGES = {
  method: "Use POST to send the form",
  contentType: "Send the form as JSON (Content-Type: application/json)",
  contentEncoding: "Send the form uncompressed (no Content-Encoding)",
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

const reply = (status: number, body: LeadResponseBody, headers: Record<string, string> = {}): LeadHttpResponse => ({
  status,
  headers: { ...BASE_HEADERS, ...headers },
  body,
})
const ok = (): LeadHttpResponse => reply(200, { ok: true })
const fail = (status: number, error: string, extra: { errors?: FieldErrors; headers?: Record<string, string> } = {}): LeadHttpResponse => reply(status, extra.errors ? { error, errors: extra.errors } : { error }, extra.headers)

export const tooLarge = (): LeadHttpResponse => fail(413, MESSAGES.tooLarge)

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)

function bodySize(body: Record<string, unknown>): number {
  try {
    return Buffer.byteLength(JSON.stringify(body))
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

/** The body as JSON: raw bytes are parsed here (bad JSON is not an object), a parsed value is taken as it is. */
function bodyOf(body: unknown): unknown {
  if (!(body instanceof Uint8Array)) return body
  try {
    return JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8")) as unknown
  } catch {
    return undefined
  }
}

/** The checks that need no body (the contract's refuseBeforeBody). null = go on. */
export function refuseBeforeBody(method: string, headers: HeaderMap): LeadHttpResponse | null {
  if (method.toUpperCase() !== "POST") return fail(405, MESSAGES.method, { headers: { Allow: "POST" } })
  if (!isJson(headers)) return fail(415, MESSAGES.contentType)
  if (!isIdentityEncoded(headers)) return fail(415, MESSAGES.contentEncoding)
  const declared = Number(header(headers, "content-length") ?? "0")
  if (declared > MAX_BODY_BYTES) return tooLarge()
  return null
}

/** Anonymised client for logs. */
const clientTag = (key: string): string => createHash("sha256").update(`lead-log:${key}`).digest("hex").slice(0, 12)

/** What the handler needs of its service. */
export interface HandlerParts {
  config: LeadConfig | null
  problems: readonly string[]
  /** The delivery context (null when the configuration is invalid). */
  delivery: DeliveryContext | null
  rateLimiter: RateLimiter | null
  log: LeadLogger
  now: () => Date
  /** A lead was stored on a long-lived host: deliver it after the answer (and do the chores now and then). */
  afterAccept(id: string): void
}

/** How long a request whose store does not outlive the process waits for its delivery before answering 503. */
const deliveryWaitMs = (config: LeadConfig): number => (config.transport.kind === "smtp" ? config.transport.timeoutMs : 5000)

/** Resolves with the outcome, or "pending" if it takes longer than `ms` (the work then goes on). */
export function within<T>(work: Promise<T>, ms: number): Promise<T | "pending"> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<"pending">((resolve) => {
    timer = setTimeout(() => resolve("pending"), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

export async function handleLead(request: LeadHttpRequest, parts: HandlerParts): Promise<LeadHttpResponse> {
  const { log } = parts
  try {
    return await handle(request, parts)
  } catch (error) {
    log("error", "lead.handler_error", { error: describeError(error) })
    return fail(503, MESSAGES.unavailable)
  }
}

async function handle(request: LeadHttpRequest, parts: HandlerParts): Promise<LeadHttpResponse> {
  const { log, now } = parts
  const { headers } = request

  const early = refuseBeforeBody(request.method, headers)
  if (early) return early
  const body = bodyOf(request.body)
  if (!isPlainObject(body)) return fail(400, MESSAGES.body, { errors: { body: MESSAGES.body } })
  if (bodySize(body) > MAX_BODY_BYTES) return tooLarge()

  const { config, delivery, rateLimiter } = parts
  if (!config || !delivery || !rateLimiter) {
    log("error", "lead.config_invalid", { problems: [...parts.problems] })
    return fail(503, MESSAGES.unavailable)
  }
  const { store } = delivery

  // Not from one of our pages, or without the site key: refused, without saying which check failed.
  const scheme = request.protocol ?? requestScheme(headers, request.remoteAddress, request.encrypted, config.trustedProxies)
  const origin = checkOrigin(headers, config.allowedOrigins, scheme)
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

  const decision = rateLimiter.hit(client, now())
  if (!decision.allowed) {
    log("warn", "lead.rate_limited", { client: clientTag(client) })
    return fail(429, MESSAGES.rateLimited, { headers: { "Retry-After": String(decision.retryAfterSeconds) } })
  }

  const checked = checkPayload(body)
  if (!checked.ok) return fail(422, MESSAGES.invalid, { errors: checked.errors })
  const id = key || contentId(checked.value)

  // A submission id seen before: the same content is a retry, answered like the first time and never sent
  // twice; different content under one Idempotency-Key is refused, never silently dropped.
  const duplicate = async (): Promise<LeadHttpResponse | null> => {
    const found = await store.find(id)
    if (found === null) return null
    if (found.record && contentId(found.record.payload) !== contentId(checked.value)) {
      log("warn", "lead.key_conflict", { id, state: found.state })
      return reply(409, { error: MESSAGES.conflict, code: "idempotency_conflict" })
    }
    log("info", "lead.duplicate", { id, state: found.state })
    if (store.durable || found.state === "sent") return ok()
    // The store here does not outlive the process: a pending lead is only safe once delivered.
    if (found.state === "pending") return settle(await attempt(id, delivery), id, delivery)
    return fail(503, MESSAGES.unavailable)
  }
  const seen = await duplicate()
  if (seen) return seen

  const destinations: DestinationName[] = delivery.destinations.map((destination) => destination.name)
  const record = newRecord({ id, receivedAt: now().toISOString(), page, payload: checked.value }, destinations)
  let accepted: "accepted" | "duplicate"
  try {
    accepted = await store.accept(record)
  } catch (error) {
    log("error", "lead.store_failed", { id, store: store.kind, error: describeError(error) })
    return fail(503, MESSAGES.unavailable)
  }
  if (accepted === "duplicate") return (await duplicate()) ?? ok()
  log("info", "lead.accepted", { id, client: clientTag(client), page, store: store.kind })

  if (store.durable) {
    // Safe in the store: the visitor is answered now. A long-lived host delivers after the answer; if it is
    // stopping or dies, the store keeps the lead for the next process, the scheduled function or leads:deliver.
    parts.afterAccept(id)
    return ok()
  }
  const outcome = await attempt(id, delivery)
  if (outcome !== "pending" && outcome.outcome === "delivered" && config.retryBudgetMs > 0) {
    // The destination answers: a good moment to send what earlier requests could not, within a small budget.
    const retries = deliverDue(delivery, { budgetMs: config.retryBudgetMs }).catch((error: unknown) => {
      log("error", "lead.retry_error", { error: describeError(error) })
    })
    await within(retries, config.retryBudgetMs + 500)
  }
  return settle(outcome, id, delivery)
}

/** One delivery attempt; the visitor waits for it at most deliveryWaitMs (it then goes on alone). */
function attempt(id: string, delivery: DeliveryContext): Promise<LeadOutcome | "pending"> {
  // The visitor is asking now: their lead is tried whatever its back-off (never when held in doubt).
  const work = deliverLead(id, delivery, { ignoreBackoff: true }).catch((error: unknown): LeadOutcome => {
    delivery.log("error", "lead.delivery_error", { id, error: describeError(error) })
    return { outcome: "failed", away: [] }
  })
  return within(work, deliveryWaitMs(delivery.config))
}

/** Where the store does not last: success when delivered, otherwise the visitor keeps the form. */
async function settle(outcome: LeadOutcome | "pending", id: string, delivery: DeliveryContext): Promise<LeadHttpResponse> {
  if (outcome !== "pending" && outcome.outcome === "delivered") return ok()
  if (outcome !== "pending" && outcome.outcome === "gone" && (await delivery.store.find(id))?.state === "sent") return ok()
  return fail(503, MESSAGES.unavailable)
}
