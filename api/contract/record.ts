/**
 * A stored lead: what was accepted (checked fields, where and when), and how far each destination has got.
 * The same record lives in both stores (a JSON file in the disk spool, an entry in Netlify Blobs).
 *
 * Each destination (the company inbox by e-mail, and a CRM's webhook when configured) keeps its own state,
 * so one failing never holds back the other: a lead is done when every destination is settled (delivered, or
 * given up for a person to look at).
 */
import { createHash } from "node:crypto"
import { checkPayload, FIELD_NAMES, fieldValue, type ContactPayload } from "./fields"

export type DestinationName = "email" | "webhook"
export const DESTINATIONS: readonly DestinationName[] = ["email", "webhook"]

/** What the store keeps of an accepted submission. */
export interface LeadSubmission {
  /** The submission id (the form's Idempotency-Key, or a hash of the content). */
  id: string
  /** ISO 8601, UTC. */
  receivedAt: string
  /** The site path the form was sent from, or "" when unknown. */
  page: string
  payload: ContactPayload
}

export interface DestinationState {
  /** Attempts that ended (delivered or not). */
  attempts: number
  /** Failures that were this lead's own (the destination answered, and refused it for good). */
  strikes: number
  /** ISO time before which a retry is not due; null before the first attempt. */
  nextAttemptAt: string | null
  lastError: string | null
  /**
   * The last attempt ended after the whole message was handed over but before an answer: the destination may
   * have it. Not due before nextAttemptAt, whatever the caller says (README "Leads").
   */
  inDoubt?: boolean
  /** Delivered: when, and the destination's answer (SMTP reply, HTTP status, outbox file). */
  deliveredAt?: string
  response?: string
  /** Given up (LEAD_MAX_ATTEMPTS refusals, or still "later" after LEAD_GIVE_UP_HOURS): the lead waits for a person. */
  failedAt?: string
}

export interface LeadRecord extends LeadSubmission {
  version: 2
  destinations: Partial<Record<DestinationName, DestinationState>>
}

/** Submission ids become file names and keys: letters, digits, "-" and "_" only (UUIDs and content hashes fit). */
export const isLeadId = (id: string): boolean => /^[A-Za-z0-9][A-Za-z0-9_-]{7,99}$/.test(id)

/** Without an Idempotency-Key, identical content is the same submission. */
export const contentId = (payload: ContactPayload): string => {
  const fields: unknown[] = FIELD_NAMES.map((field) => fieldValue(payload, field))
  if (payload.callDays) fields.push(payload.callDays, payload.callWindow, payload.callTimeZone)
  return `h-${createHash("sha256").update(JSON.stringify(fields)).digest("hex").slice(0, 32)}`
}

export const freshDestination = (): DestinationState => ({ attempts: 0, strikes: 0, nextAttemptAt: null, lastError: null })

export const newRecord = (lead: LeadSubmission, destinations: readonly DestinationName[] = ["email"]): LeadRecord => ({
  version: 2,
  ...lead,
  destinations: Object.fromEntries(destinations.map((name) => [name, freshDestination()])),
})

export const isDelivered = (state: DestinationState): boolean => state.deliveredAt !== undefined
export const isSettled = (state: DestinationState): boolean => state.deliveredAt !== undefined || state.failedAt !== undefined

/** The destinations of a record, in a fixed order. */
export const destinationsOf = (record: LeadRecord): Array<[DestinationName, DestinationState]> =>
  DESTINATIONS.flatMap((name) => {
    const state = record.destinations[name]
    return state ? [[name, state] as [DestinationName, DestinationState]] : []
  })

/** Whether some destination of the lead may have it without having answered. */
export const inDoubt = (record: LeadRecord): boolean => destinationsOf(record).some(([, state]) => state.inDoubt === true && !isSettled(state))

/** The record with one destination's state replaced. */
export const withDestination = (record: LeadRecord, name: DestinationName, state: DestinationState): LeadRecord => ({
  ...record,
  destinations: { ...record.destinations, [name]: state },
})

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)
const count = (value: unknown): number => (typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0)

function parseDestination(data: unknown): DestinationState | null {
  if (typeof data !== "object" || data === null) return null
  const raw = data as Record<string, unknown>
  const state: DestinationState = {
    attempts: count(raw["attempts"]),
    strikes: count(raw["strikes"]),
    nextAttemptAt: text(raw["nextAttemptAt"]) ?? null,
    lastError: text(raw["lastError"]) ?? null,
  }
  if (raw["inDoubt"] === true) state.inDoubt = true
  for (const key of ["deliveredAt", "response", "failedAt"] as const) {
    const value = text(raw[key])
    if (value !== undefined) state[key] = value
  }
  return state
}

/**
 * Parses a stored record, re-checking the fields (a hand-edited file cannot smuggle in a header). Reads the
 * version 1 records of the spool as it was before destinations (one e-mail destination, its state at the top
 * level), so leads waiting in an old spool are delivered after an upgrade.
 */
export function parseRecord(json: string): LeadRecord | null {
  try {
    return recordFrom(JSON.parse(json))
  } catch {
    return null
  }
}

/** parseRecord for a value already parsed from JSON (a Blobs entry holds the record as a field). */
export function recordFrom(data: unknown): LeadRecord | null {
  if (typeof data !== "object" || data === null) return null
  const raw = data as Record<string, unknown>
  const checked = checkPayload(raw["payload"])
  const id = raw["id"]
  const receivedAt = raw["receivedAt"]
  if ((raw["version"] !== 1 && raw["version"] !== 2) || typeof id !== "string" || !isLeadId(id) || typeof receivedAt !== "string" || Number.isNaN(Date.parse(receivedAt)) || typeof raw["page"] !== "string" || !checked.ok) {
    return null
  }
  const destinations: LeadRecord["destinations"] = {}
  if (raw["version"] === 1) {
    if (typeof raw["attempts"] !== "number") return null
    const email = parseDestination(raw)!
    const sentAt = text(raw["sentAt"])
    if (sentAt !== undefined) email.deliveredAt = sentAt
    destinations.email = email
  } else {
    const given = raw["destinations"]
    if (typeof given !== "object" || given === null) return null
    for (const name of DESTINATIONS) {
      const value = (given as Record<string, unknown>)[name]
      if (value === undefined) continue
      const state = parseDestination(value)
      if (!state) return null
      destinations[name] = state
    }
    if (Object.keys(destinations).length === 0) return null
  }
  return { version: 2, id, receivedAt, page: raw["page"], payload: checked.value, destinations }
}

export const serializeRecord = (record: LeadRecord): string => `${JSON.stringify(record, null, 2)}\n`
