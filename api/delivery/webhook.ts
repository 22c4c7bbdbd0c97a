/**
 * The webhook destination (LEAD_WEBHOOK_URL): each lead is POSTed as JSON to a CRM or an automation service
 * (HubSpot, Pipedrive, Zapier, Make…), signed the way Stripe and GitHub sign theirs, so the receiver can tell
 * the request is ours and fresh:
 *
 *   POST <LEAD_WEBHOOK_URL>
 *   Content-Type: application/json
 *   Idempotency-Key: <lead id>            the same on every attempt of one lead
 *   X-Solvix-Lead-Id: <lead id>
 *   X-Solvix-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with LEAD_WEBHOOK_SECRET>
 *
 * The body is the same bytes on every attempt; the timestamp and signature are made per attempt. A receiver
 * recomputes the HMAC over "<t>.<raw body>", compares in constant time, refuses a timestamp outside its window
 * (verifyWebhookSignature below, 5 minutes by default) and keeps one lead per Idempotency-Key.
 *
 * HTTP gives no better than "at least once with an idempotency key": a request whose answer never came may
 * have been processed, so it is sent again (after its back-off, with the same key and body) and the receiver
 * drops the repeat. How an attempt counts (the verdicts of api/delivery/rules.ts):
 *   2xx → delivered; 408, 425, 429 and 5xx → "later" (given up after LEAD_GIVE_UP_HOURS); any other status
 *   → "strike" (refused: LEAD_MAX_ATTEMPTS of them quarantine the lead); no connection → "away"; the
 *   request went out whole but no answer came within LEAD_WEBHOOK_TIMEOUT_MS → "doubt", retried after its
 *   back-off (not held like an e-mail: the key makes a repeat harmless).
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import http from "node:http"
import https from "node:https"
import type { WebhookSettings } from "../contract/settings"
import { FIELD_NAMES, fieldSpec, fieldValue, leadReference } from "../contract/fields"
import type { LeadRecord } from "../contract/record"
import { LEAD_ID_HEADER } from "./email"
import { proposedCall } from "./message"
import type { SendProgress } from "./queue"
import type { Destination, Verdict } from "./rules"

export const SIGNATURE_HEADER = "X-Solvix-Signature"

/**
 * The JSON a receiver gets: the lead's fields under their `webhook` keys in the table's order, a field's absent words
 * ("no phone", "no last name") as null rather than words.
 */
export function webhookBody(record: LeadRecord): string {
  const { payload } = record
  const fields = FIELD_NAMES.map((field) => {
    const value = fieldValue(payload, field)
    return [fieldSpec(field).webhook, value === (fieldSpec(field).absent ?? "") ? null : value]
  })
  return JSON.stringify({
    id: record.id,
    reference: leadReference(record.id),
    receivedAt: record.receivedAt,
    page: record.page || null,
    ...Object.fromEntries(fields),
    proposedCall: proposedCall(payload) === null ? null : { days: payload.callDays, window: payload.callWindow, timeZone: payload.callTimeZone },
  })
}

/** `t=<seconds>,v1=<hex>`: HMAC-SHA256 of "<t>.<body>" with the shared secret. */
export function signWebhook(secret: string, body: string, timestampSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex")
  return `t=${timestampSeconds},v1=${mac}`
}

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: "malformed" | "mismatch" | "expired" }

/**
 * What a receiver does with X-Solvix-Signature (and what the tests' receiver runs): the HMAC recomputed over
 * "<t>.<raw body>" and compared in constant time with every v1 in the header, the timestamp within
 * `toleranceSeconds` of the receiver's clock (a replayed request is refused once it is older).
 */
export function verifyWebhookSignature(secret: string, header: string | undefined, rawBody: string, nowSeconds: number, toleranceSeconds = 300): SignatureCheck {
  const parts = (header ?? "").split(",").map((part) => part.trim().split("="))
  const t = parts.find(([name]) => name === "t")?.[1]
  const signatures = parts.filter(([name, value]) => name === "v1" && value !== undefined && /^[0-9a-f]{64}$/.test(value)).map(([, value]) => value!)
  if (t === undefined || !/^\d{1,12}$/.test(t) || signatures.length === 0) return { ok: false, reason: "malformed" }
  const timestamp = Number(t)
  const expected = Buffer.from(createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex"))
  if (!signatures.some((signature) => timingSafeEqual(Buffer.from(signature), expected))) return { ok: false, reason: "mismatch" }
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, reason: "expired" }
  return { ok: true, timestamp }
}

/** An attempt's failure, with what the verdict needs: the status, if an answer came. */
class WebhookError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code?: string,
  ) {
    super(message)
  }
}

const LATER = new Set([408, 425, 429])

export function judgeWebhookFailure(error: unknown, progress: SendProgress): Verdict {
  const status = error instanceof WebhookError ? error.status : null
  if (status !== null) return status >= 500 || LATER.has(status) ? "later" : "strike"
  return progress.bodySent ? "doubt" : "away"
}

/**
 * One POST with node's http client (which says when the request has gone out whole: after that, a missing
 * answer is "in doubt", before it the receiver could not be reached). The whole exchange is bounded by
 * `timeoutMs`; the answer's body is read (at most 4 kB kept for the log) and dropped.
 */
function post(url: URL, body: string, headers: Record<string, string>, timeoutMs: number, progress: SendProgress): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http
    const request = client.request(url, { method: "POST", headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) } }, (response) => {
      const status = response.statusCode ?? 0
      let text = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => {
        if (text.length < 4096) text += chunk
      })
      response.on("error", (error) => fail(new WebhookError(`answer cut off after HTTP ${status}: ${error.message}`, null, "ECONNRESET")))
      response.on("end", () => {
        clearTimeout(timer)
        const summary = `HTTP ${status}${text.trim() === "" ? "" : ` ${text.trim().slice(0, 200)}`}`
        if (status >= 200 && status < 300) resolve(summary)
        else reject(new WebhookError(summary, status))
      })
    })
    const fail = (error: WebhookError): void => {
      clearTimeout(timer)
      request.destroy()
      reject(error)
    }
    const timer = setTimeout(() => fail(new WebhookError(`no answer within ${timeoutMs} ms`, null, "ETIMEDOUT")), timeoutMs)
    request.on("finish", () => {
      progress.bodySent = true
    })
    request.on("error", (error: Error & { code?: string }) => fail(new WebhookError(error.message, null, error.code)))
    request.end(body)
  })
}

/** `clock`: the time the signature carries (the real one: a receiver compares it with its own). */
export function webhookDestination(settings: WebhookSettings, clock: () => number = Date.now): Destination {
  const url = new URL(settings.url)
  return {
    name: "webhook",
    holdsDoubt: false,
    via: url.host,
    send(record, progress) {
      const body = webhookBody(record)
      const headers = {
        "Content-Type": "application/json",
        "User-Agent": "Solvix-Leads/1",
        "Idempotency-Key": record.id,
        [LEAD_ID_HEADER]: record.id,
        [SIGNATURE_HEADER]: signWebhook(settings.secret, body, Math.floor(clock() / 1000)),
      }
      return post(url, body, headers, settings.timeoutMs, progress)
    },
    judge: judgeWebhookFailure,
  }
}
