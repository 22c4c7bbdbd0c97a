import type { ContactPayload, FieldErrors } from "../../api/contract/fields"

/**
 * Only failures to reach the server are retried (docs/behaviour.md "Leads"): at most 3 times, the wait
 * doubling from 5 s and capped at 30 s, so 35 s in all: long enough for the server to restart (it listens
 * within a second, a busy machine took up to 25 s). Each retry carries the same Idempotency-Key, so a lead
 * the server had already accepted is answered 200 again, never sent twice.
 */
export const MAX_RETRIES = 3
export const BACKOFF_BASE_MS = 5000
export const BACKOFF_CAP_MS = 30_000
/** An attempt with no answer after this long counts as a network failure (a server that stopped mid-request). */
export const ATTEMPT_TIMEOUT_MS = 30_000
export const ENDPOINT = "/api/send-contact-email"

export const backoffDelay = (attempt: number): number => Math.min(BACKOFF_BASE_MS * 2 ** attempt, BACKOFF_CAP_MS)

/**
 * Answers that mean the server could not be reached, as a restart looks from the browser: a proxy's 502 or
 * 504 while the server is down, a 503 while it stops (or cannot store the lead for a moment).
 */
export const isUnreachable = (status: number): boolean => status === 502 || status === 503 || status === 504

/** What a form posts: the contract's fields (with a proposed call, if any) and the honeypot when a bot filled it. */
export type LeadBody = ContactPayload & { website?: string }

export type SendResult = { ok: true } | { ok: false; status: number | null; message: string; fieldErrors: FieldErrors }

export interface SendOptions {
  submissionId: string
  page: string
  /** The public site key (not a secret): GATSBY_PUBLIC_SITE_KEY at build time. */
  siteKey?: string
  fetchImpl?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Posts a lead. The same Idempotency-Key goes with every retry, so the function delivers it once.
 * The response is read only for an error (docs/behaviour.md "Leads").
 */
export async function sendContactEmail(payload: LeadBody, options: SendOptions): Promise<SendResult> {
  const { fetchImpl = fetch, sleep = defaultSleep } = options
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Idempotency-Key": options.submissionId,
    "X-Lead-Page": options.page,
  }
  if (options.siteKey) headers["Authorization"] = `Bearer ${options.siteKey}`
  for (let attempt = 0; ; attempt++) {
    let response: Response
    try {
      const signal = typeof AbortSignal !== "undefined" && "timeout" in AbortSignal ? AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) : undefined
      response = await fetchImpl(ENDPOINT, { method: "POST", headers, body: JSON.stringify(payload), credentials: "same-origin", ...(signal ? { signal } : {}) })
    } catch {
      if (attempt >= MAX_RETRIES) return { ok: false, status: null, message: "Network error", fieldErrors: {} }
      await sleep(backoffDelay(attempt))
      continue
    }
    if (response.ok) return { ok: true }
    if (isUnreachable(response.status) && attempt < MAX_RETRIES) {
      await sleep(backoffDelay(attempt))
      continue
    }
    let message = `HTTP ${response.status}`
    let fieldErrors: FieldErrors = {}
    try {
      const data = (await response.json()) as { error?: string; errors?: FieldErrors }
      message = data.error ?? message
      fieldErrors = data.errors ?? {}
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    return { ok: false, status: response.status, message, fieldErrors }
  }
}

export function newSubmissionId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}
