/**
 * The lead service as the production server uses it: one copy in this process, created once, with the
 * server's logger. The only file of server/ that knows which modules of api/ make the service.
 *
 * Until api/ has its single entry (issue 24, createLeadService), this wraps today's exports: handleLead and
 * refuseBeforeBody (api/handler.ts), stopStartingDeliveries and drainLeads (api/lifecycle.ts).
 */
import { handleLead, MAX_BODY_BYTES, refuseBeforeBody, type LeadResponse } from "../api/handler"
import { drainLeads, stopStartingDeliveries, type DrainResult } from "../api/lifecycle"
import type { Env } from "../api/config"
import type { Logger } from "../api/deliver"
import type { HeaderMap } from "../api/request"

export type { Env, Logger, LeadResponse, DrainResult, HeaderMap }

/** Where the forms post (src/forms/send.ts ENDPOINT; the Gatsby Function's route, src/api/send-contact-email.ts). */
export const LEAD_PATH = "/api/send-contact-email"

/** The largest body the lead service reads; the server reads no more. */
export { MAX_BODY_BYTES }

export interface LeadHttpRequest {
  method: string
  headers: HeaderMap
  /** The parsed JSON body; undefined when there was none or it was not JSON. */
  body: unknown
  /** The TCP peer's address. */
  remoteAddress: string | undefined
  /** Whether the connection to this process is TLS itself (the scheme before any proxy's X-Forwarded-Proto). */
  encrypted: boolean
}

export interface LeadService {
  /** 405/413/415 from the method and headers alone, before the body is read; null = go on. */
  refuseBeforeBody(request: { method: string; headers: HeaderMap }): LeadResponse | null
  handle(request: LeadHttpRequest): Promise<LeadResponse>
  /** Starts the service's own background work (retries of waiting leads), once the server listens. */
  start(): void
  /** From now on no new delivery starts (called the moment a stop signal arrives). */
  stopStarting(): void
  /** Waits for deliveries under way (at most timeoutMs), hands the rest back to the store, closes connections. */
  drain(options: { timeoutMs: number }): Promise<DrainResult>
}

export interface LeadServiceOptions {
  env: Env
  log: Logger
}

export function createLeadService({ env, log }: LeadServiceOptions): LeadService {
  return {
    refuseBeforeBody,
    handle: ({ method, headers, body, remoteAddress }) => handleLead({ method, headers, body, ...(remoteAddress === undefined ? {} : { remoteAddress }) }, { env, log }),
    start: () => undefined,
    stopStarting: stopStartingDeliveries,
    drain: drainLeads,
  }
}
