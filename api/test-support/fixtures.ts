/** Requests and spool folders for the tests. */
import { randomUUID } from "node:crypto"
import { mkdtemp, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import type { LeadRequest } from "../handler"
import type { HeaderMap } from "../request"
import { VALID } from "./hostile-bodies"

export const SITE = "http://127.0.0.1:9000"

/** A request as the site's own form sends it: POST, JSON, Origin of the page, a fresh Idempotency-Key. */
export function formRequest(body: unknown = VALID, headers: HeaderMap = {}, remoteAddress = "127.0.0.1"): LeadRequest {
  return {
    method: "POST",
    headers: {
      host: "127.0.0.1:9000",
      origin: SITE,
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
      "x-lead-page": "/contact",
      ...headers,
    },
    body,
    remoteAddress,
  }
}

export async function tempDir(prefix = "leads-"): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/** A logger that keeps events for assertions instead of printing them. */
export function memoryLog() {
  const events: Array<{ level: string; event: string; fields: Record<string, unknown> }> = []
  const log = (level: "info" | "warn" | "error", event: string, fields: Record<string, unknown> = {}) => {
    events.push({ level, event, fields })
  }
  return { log, events, has: (event: string) => events.some((e) => e.event === event) }
}
