import type { ContactPayload, FieldErrors } from "../../api/contract/fields"

/** Only network failures are retried, at most 3 times, back-off doubling, capped at 30 s (docs/behaviour.md "Leads"). */
export const MAX_RETRIES = 3
export const BACKOFF_BASE_MS = 1000
export const BACKOFF_CAP_MS = 30_000
export const ENDPOINT = "/api/send-contact-email"

export const backoffDelay = (attempt: number): number => Math.min(BACKOFF_BASE_MS * 2 ** attempt, BACKOFF_CAP_MS)

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
      response = await fetchImpl(ENDPOINT, { method: "POST", headers, body: JSON.stringify(payload), credentials: "same-origin" })
    } catch {
      if (attempt >= MAX_RETRIES) return { ok: false, status: null, message: "Network error", fieldErrors: {} }
      await sleep(backoffDelay(attempt))
      continue
    }
    if (response.ok) return { ok: true }
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
