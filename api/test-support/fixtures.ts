/** Requests, spool folders and a mail server for the tests: each set-up written once, here. */
import { randomUUID } from "node:crypto"
import { mkdtemp, readdir, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { readConfig, type LeadConfig } from "../config"
import { handleLead, type HandlerDeps, type LeadRequest, type LeadResponse } from "../handler"
import { closeLeadResources, resumeLeads, settleLeads } from "../lifecycle"
import { leadIdFromMessageId } from "../message"
import type { HeaderMap } from "../request"
import { prepareSpool } from "../spool"
import { VALID } from "./hostile-bodies"
import { startSmtpSink, type SmtpSink } from "./smtp-sink"

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

type Env = Record<string, string>

/** A spool folder made afresh for every test of the file that calls this (jest hooks), and removed after it. */
export interface TempSpool {
  /** The folder of the test that is running. */
  readonly dir: string
  /** What the handler is given: this spool, a rate limit no test reaches unless it sets one, a log kept in memory. */
  deps(env?: Env, extra?: Partial<HandlerDeps>): HandlerDeps
  /** One request, then the delivery the answer left running (it runs after the answer in this process). */
  send(request: LeadRequest, env?: Env, extra?: Partial<HandlerDeps>): Promise<LeadResponse>
  /** The sorted file names in one folder of the spool. */
  list(folder: string): Promise<string[]>
}

export function withTempSpool(): TempSpool {
  return spoolFixture({ prepare: false })
}

/** The one pair of jest hooks behind both fixtures: set-up after the folder exists, tear-down before it goes. */
function spoolFixture({ prepare, setUp, tearDown }: { prepare: boolean; setUp?: () => Promise<void>; tearDown?: () => Promise<void> }): TempSpool {
  let current: { dir: string; remove: () => Promise<void> } | null = null
  beforeEach(async () => {
    current = await tempDir()
    if (prepare) await prepareSpool(current.dir)
    await setUp?.()
  })
  afterEach(async () => {
    if (tearDown) await tearDown()
    else await settleLeads()
    await current?.remove()
    current = null
  })
  const spool: TempSpool = {
    get dir() {
      if (!current) throw new Error("The temporary spool exists only while a test runs")
      return current.dir
    },
    deps: (env = {}, extra = {}) => ({ env: { LEAD_SPOOL_DIR: spool.dir, LEAD_RATE_LIMIT: "1000", ...env }, log: memoryLog().log, ...extra }),
    async send(request, env = {}, extra = {}) {
      const answer = await handleLead(request, spool.deps(env, extra))
      await settleLeads()
      return answer
    },
    list: async (folder) => (await readdir(path.join(spool.dir, folder))).sort(),
  }
  return spool
}

/** A prepared spool and a loopback SMTP server, both new for every test; deliveries are settled and resumed after it. */
export interface SpoolAndSink extends TempSpool {
  /** The running server; a test that stops it to simulate an outage may start a new one here. */
  server: SmtpSink
  /** The run-time variables of a server that sends this spool's leads to the sink. */
  env(extra?: Env): Env
  /** The configuration those variables make (a test fails at once if they do not make one). */
  config(env?: Env): LeadConfig
  /** The lead ids of the messages the sink received, in the order they came. */
  sentIds(): string[]
}

export function withSpoolAndSink(): SpoolAndSink {
  let server: SmtpSink | null = null
  const spool = spoolFixture({
    prepare: true,
    setUp: async () => {
      server = await startSmtpSink()
    },
    tearDown: async () => {
      resumeLeads()
      await settleLeads()
      closeLeadResources()
      await server?.close()
      server = null
    },
  })
  const fixture: SpoolAndSink = {
    get dir() {
      return spool.dir
    },
    deps: spool.deps,
    send: spool.send,
    list: spool.list,
    get server() {
      if (!server) throw new Error("The SMTP sink exists only while a test runs")
      return server
    },
    set server(next) {
      server = next
    },
    env: (extra = {}) => ({
      LEAD_SPOOL_DIR: spool.dir,
      SMTP_URL: fixture.server.url,
      LEAD_TO: "Solvix Sales <sales@solvix.test>",
      LEAD_FROM: "Solvix website <website@solvix.test>",
      LEAD_RATE_LIMIT: "100000",
      SMTP_TIMEOUT_MS: "1000",
      ...extra,
    }),
    config: (env = fixture.env()) => {
      const read = readConfig(env)
      if (!read.ok) throw new Error(read.problems.join("; "))
      return read.config
    },
    sentIds: () => fixture.server.messages.map((m) => leadIdFromMessageId(m.headers.get("message-id") ?? "") ?? "?"),
  }
  return fixture
}
