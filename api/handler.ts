/**
 * send-contact-email without Gatsby: a request-like object and dependencies in, { status, headers, body }
 * out. The order of the checks is the contract:
 *
 *   method (405) → content type (415) → size (413) → JSON object (400) → configuration (503)
 *   → origin and site key (403) → honeypot (answered like a success) → Idempotency-Key (400)
 *   → an id already spooled (success, nothing sent again) → rate limit (429) → fields (422)
 *   → durable spool (503 if impossible) → one delivery attempt, bounded in time → opportunistic retries
 *   → success (200) only when the lead is delivered or durably spooled.
 */
import { createHash } from "node:crypto"
import { checkPayload, type ContactPayload, type FieldErrors } from "./contact-fields"
import { readConfig, type Env, type LeadConfig } from "./config"
import { consoleLogger, deliverDue, deliverLead, deliveryWaitMs, transportFor, within, type LeadTransport, type Logger, type Outcome } from "./deliver"
import { hitRateLimit } from "./rate-limit"
import { checkOrigin, clientAddress, hasSiteKey, header, isJson, isLocalRequest, leadPage, rateKey, type HeaderMap } from "./request"
import { acceptLead, isLeadId, leadState, newRecord, prepareSpool } from "./spool"

export interface LeadRequest {
  method: string
  headers: HeaderMap
  /** The body as the host parsed it: an object for JSON, anything else is refused. */
  body: unknown
  /** The TCP peer's address, where the host has a socket (Netlify's wrapper has none). */
  remoteAddress?: string
}

export type LeadResponseBody = { ok: true } | { error: string; errors?: FieldErrors }

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
export const contentId = (payload: ContactPayload): string =>
  `h-${createHash("sha256")
    .update(JSON.stringify([payload.subject, payload.firstName, payload.lastName, payload.email, payload.contactNumber, payload.company, payload.message]))
    .digest("hex")
    .slice(0, 32)}`

/** Anonymised client for logs. */
const clientTag = (key: string): string => createHash("sha256").update(`lead-log:${key}`).digest("hex").slice(0, 12)

export async function handleLead(request: LeadRequest, deps: HandlerDeps): Promise<LeadResponse> {
  const log = deps.log ?? consoleLogger
  try {
    return await handle(request, deps, log)
  } catch (error) {
    log("error", "lead.handler_error", { error: error instanceof Error ? error.message : String(error) })
    return fail(503, MESSAGES.unavailable)
  }
}

async function handle(request: LeadRequest, deps: HandlerDeps, log: Logger): Promise<LeadResponse> {
  const now = deps.now ?? (() => new Date())
  const { headers, body } = request

  if (request.method.toUpperCase() !== "POST") return fail(405, MESSAGES.method, { headers: { Allow: "POST" } })
  if (!isJson(headers)) return fail(415, MESSAGES.contentType)
  const declared = Number(header(headers, "content-length") ?? "0")
  if (declared > MAX_BODY_BYTES) return fail(413, MESSAGES.tooLarge)
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

  const client = rateKey(clientAddress(headers, request.remoteAddress))
  const page = leadPage(headers)
  const honeypot = Object.prototype.hasOwnProperty.call(body, "website") ? body["website"] : undefined
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") {
    // A bot filled the hidden field: it is told exactly what a person is told, and nothing is sent.
    log("warn", "lead.honeypot", { client: clientTag(client), page })
    return ok()
  }

  const key = header(headers, "idempotency-key")?.trim()
  if (key !== undefined && key !== "" && !isLeadId(key)) return fail(400, MESSAGES.idempotencyKey)
  await prepareSpool(config.spoolDir)
  const transport = (deps.transport ?? ((c: LeadConfig) => transportFor(c, log)))(config)
  const deliver = { config, transport, now, log }

  // A retry of a submission already spooled: answered like the first time, never sent twice.
  const duplicate = async (id: string): Promise<LeadResponse | null> => {
    const state = await leadState(config.spoolDir, id)
    if (state === null) return null
    log("info", "lead.duplicate", { id, state })
    if (config.spoolDurable || state === "sent") return ok()
    // The spool here does not outlive the process: a pending lead is only safe once delivered.
    if (state === "pending") return settle(id, await attempt(id, deliver), config)
    return fail(503, MESSAGES.unavailable)
  }
  if (key) {
    const seen = await duplicate(key)
    if (seen) return seen
  }

  let decision = { allowed: true, retryAfterSeconds: 0 }
  try {
    decision = await hitRateLimit(config.spoolDir, client, config.rateLimit, now())
  } catch (error) {
    // The limit fails open: losing a lead is worse than one extra message.
    log("error", "lead.rate_limit_error", { error: error instanceof Error ? error.message : String(error) })
  }
  if (!decision.allowed) {
    log("warn", "lead.rate_limited", { client: clientTag(client) })
    return fail(429, MESSAGES.rateLimited, { headers: { "Retry-After": String(decision.retryAfterSeconds) } })
  }

  const checked = checkPayload(body)
  if (!checked.ok) return fail(422, MESSAGES.invalid, { errors: checked.errors })

  const id = key || contentId(checked.value)
  if (!key) {
    const seen = await duplicate(id)
    if (seen) return seen
  }
  const record = newRecord({ id, receivedAt: now().toISOString(), page, payload: checked.value })
  let accepted: "accepted" | "duplicate"
  try {
    accepted = await acceptLead(config.spoolDir, record)
  } catch (error) {
    log("error", "lead.spool_failed", { id, error: error instanceof Error ? error.message : String(error) })
    return fail(503, MESSAGES.unavailable)
  }
  if (accepted === "duplicate") return (await duplicate(id)) ?? ok()
  log("info", "lead.accepted", { id, client: clientTag(client), page })

  const outcome = await attempt(id, deliver)
  if (outcome === "delivered" && config.retryBudgetMs > 0) {
    // The server answers: a good moment to send what earlier requests could not, within a small budget.
    await within(
      deliverDue(deliver, { budgetMs: config.retryBudgetMs, ignoreBackoff: false, maxFailures: 1 }).catch((error: unknown) => {
        log("error", "lead.retry_error", { error: error instanceof Error ? error.message : String(error) })
      }),
      config.retryBudgetMs + 500,
    )
  }
  return settle(id, outcome, config)
}

type Attempt = Outcome | "pending"

/** One delivery attempt; the visitor waits for it at most the SMTP timeout (it then goes on alone). */
async function attempt(id: string, deps: Parameters<typeof deliverLead>[1]): Promise<Attempt> {
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
