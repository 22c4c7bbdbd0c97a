/**
 * Requests, stores and servers for the tests: each set-up written once, here. Every server is real and on
 * loopback: an SMTP server (smtp-sink.ts), Netlify's own local Blobs server (BlobsServer from
 * @netlify/blobs/server, in a process of its own: blobs-server.mjs), an HTTP receiver (webhook-receiver.ts).
 *
 *   describe.each(STORE_KINDS)("%s store", (kind) => {
 *     const fx = withLeads(kind)             // a new spool folder or Blobs store, and an SMTP sink, per test
 *     it("...", async () => { const answer = await fx.send(formRequest()) ... })
 *   })
 */
import { execFile, spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { getStore } from "@netlify/blobs"
import { readConfig, type Env, type LeadConfig } from "../config"
import { serializeRecord, type LeadRecord } from "../contract/record"
import type { BlobsConnection, HeaderMap, LeadHttpRequest, LeadHttpResponse, LeadLogger, LeadService, LeadServiceOptions } from "../contract/service"
import { runDeliverCommand } from "../deliver-command"
import { leadIdFromMessageId } from "../delivery/message"
import { createLeadService } from "../service"
import { BlobsStore } from "../store/blobs"
import { DiskStore } from "../store/disk"
import type { LeadState, LeadStore } from "../store/types"
import { VALID } from "./hostile-bodies"
import { startSmtpSink, type SmtpSink } from "./smtp-sink"

export const SITE = "http://127.0.0.1:9000"

/** A request as the site's own form sends it: POST, JSON, Origin of the page, a fresh Idempotency-Key. */
export function formRequest(body: unknown = VALID, headers: HeaderMap = {}, remoteAddress = "127.0.0.1"): LeadHttpRequest {
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
  const log: LeadLogger = (level, event, fields = {}) => {
    events.push({ level, event, fields: { ...fields } })
  }
  return { log, events, has: (event: string) => events.some((e) => e.event === event) }
}

/** The repository's root (this file is api/test-support/fixtures.ts; the scripts load it from the root). */
const ROOT = typeof __dirname === "string" ? path.resolve(__dirname, "..", "..") : process.cwd()

/** What `leads:deliver` printed (its summary lines) and its exit code. */
export interface DeliverRun {
  stdout: string
  code: number
}

/**
 * `leads:deliver` with these variables and arguments, run in this process (api/deliver-command.ts, what both
 * of its entries run): its summary lines and exit code; its log lines are kept out of the way.
 */
export async function deliverCommand(env: Env, args: readonly string[] = []): Promise<DeliverRun> {
  const lines: string[] = []
  const write = (line: string) => void lines.push(line)
  const code = await runDeliverCommand({ argv: args, env, out: write, err: write, log: memoryLog().log })
  return { stdout: lines.map((line) => `${line}\n`).join(""), code }
}

/** The same command in a process of its own, as the operator runs it: `npm run leads:deliver` (plain node, no Gatsby, no build). */
export function deliverProcess(env: Env, args: readonly string[] = []): Promise<DeliverRun> {
  return promisify(execFile)(process.execPath, ["scripts/ops/deliver-leads.mjs", ...args], { cwd: ROOT, env: { PATH: process.env["PATH"] ?? "", ...env } }).then(
    ({ stdout }) => ({ stdout, code: 0 }),
    (error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }),
  )
}

export type StoreKind = "disk" | "blobs"
export const STORE_KINDS: readonly StoreKind[] = ["disk", "blobs"]

/** Netlify's local Blobs server on loopback, reached as a Netlify Function reaches Blobs (edge access). */
export interface LocalBlobs {
  connection: BlobsConnection
  /** NETLIFY_BLOBS_CONTEXT for a process of its own (leads:deliver), as Netlify sets it for a modern function. */
  context: string
  /** The Lambda event's `blobs` field, as Netlify gives it to a Lambda-compatible function. */
  eventBlobs: string
  stop(): Promise<void>
}

export async function startLocalBlobs(): Promise<LocalBlobs> {
  const { dir, remove } = await tempDir("blobs-")
  // This folder: jest compiles this file to CommonJS (__dirname); the scripts load it as an ES module, from the repository root.
  const here = typeof __dirname === "string" ? __dirname : path.resolve("api", "test-support")
  const child = spawn(process.execPath, [path.join(here, "blobs-server.mjs"), dir], { stdio: ["pipe", "pipe", "inherit"] })
  const exited = new Promise((resolve) => child.once("exit", resolve))
  const { port, token } = await new Promise<{ port: number; token: string }>((resolve, reject) => {
    let out = ""
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes("\n")) resolve(JSON.parse(out.split("\n")[0]!) as { port: number; token: string })
    })
    child.once("exit", (code) => reject(new Error(`blobs-server.mjs exited (${code}) before listening`)))
  })
  const url = `http://127.0.0.1:${port}`
  const connection: BlobsConnection = { siteID: "local-site", token, edgeURL: url, uncachedEdgeURL: url }
  const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64")
  return {
    connection,
    context: base64({ siteID: connection.siteID, token, edgeURL: url, uncachedEdgeURL: url }),
    eventBlobs: base64({ url, url_uncached: url, token }),
    async stop() {
      child.stdin.end()
      await exited
      await remove()
    },
  }
}

/** The run-time variables that put a service on this Blobs store (NETLIFY_BLOBS_CONTEXT, as on Netlify). */
export const blobsEnv = (blobs: LocalBlobs, name: string): Env => ({ LEAD_STORE: "blobs", LEAD_BLOBS_STORE: name, NETLIFY_BLOBS_CONTEXT: blobs.context })

export interface PutOptions {
  /** For "sending": when it was claimed (default long ago), whether the e-mail's in-doubt mark was made. */
  claimedAt?: Date
  doubt?: boolean
  /** Disk: the pid and tag of the owner file written beside a claim (an ended process's, say). */
  owner?: { pid: number; tag: string }
}

/** One store and one SMTP server per test, and the services made on them (idled and closed after it). */
export interface LeadFixture {
  readonly kind: StoreKind
  /** The test's folder: the disk spool, and the outbox of either store. */
  readonly dir: string
  /** The SMTP server; a test that stops it to simulate an outage may start a new one here. */
  server: SmtpSink
  /** The local Blobs server (blobs fixtures only). */
  readonly blobs: LocalBlobs
  /** The run-time variables of a service that keeps this test's store and sends to the sink. */
  env(extra?: Env): Env
  config(env?: Env): LeadConfig
  /** A service on env() with these variables over it (a memory log unless one is given), closed after the test. */
  service(env?: Env, options?: Partial<LeadServiceOptions>): LeadService
  /**
   * One request, then the deliveries it started. The same variables and options (the same object) in one
   * test reach the same service, as requests to one server do.
   */
  send: (request: LeadHttpRequest, env?: Env, options?: Partial<LeadServiceOptions>) => Promise<LeadHttpResponse>
  /** The store, for looking inside. */
  store(): LeadStore
  /** The ids in one state, sorted. */
  ids(state: LeadState): Promise<string[]>
  /** A lead's record where it is now (null when nowhere). */
  record(id: string): Promise<LeadRecord | null>
  /** Writes a record straight into a state, as a crash or an older version could have left it. */
  put(record: LeadRecord, state: LeadState, options?: PutOptions): Promise<void>
  /** The lead ids of the messages the sink received, in the order they came. */
  sentIds(): string[]
  /** Idles and closes the services made so far (before a test's own SMTP servers close: a pooled connection would hold them). */
  closeServices(): Promise<void>
}

const LONG_AGO = () => new Date(Date.now() - 60 * 60_000)
async function closeAll(services: LeadService[]): Promise<void> {
  for (const service of services.splice(0)) {
    await service.idle(60_000)
    await service.close()
  }
}
const NO_OPTIONS: Partial<LeadServiceOptions> = {}
let counter = 0

export function withLeads(kind: StoreKind, { sink = true }: { sink?: boolean } = {}): LeadFixture {
  let blobs: LocalBlobs | null = null
  let current: { dir: string; remove: () => Promise<void>; name: string; server: SmtpSink | null; services: Map<object, Map<string, LeadService>>; made: LeadService[] } | null = null
  const now = () => {
    if (!current) throw new Error("The lead fixture exists only while a test runs")
    return current
  }
  if (kind === "blobs") {
    beforeAll(async () => {
      blobs = await startLocalBlobs()
    })
    afterAll(async () => {
      await blobs?.stop()
    })
  }
  beforeEach(async () => {
    const { dir, remove } = await tempDir()
    current = { dir, remove, name: `t${process.pid}-${(counter += 1)}`, server: sink ? await startSmtpSink() : null, services: new Map(), made: [] }
  })
  afterEach(async () => {
    const test = current
    current = null
    if (!test) return
    await closeAll(test.made)
    await test.server?.close()
    await test.remove()
  })

  let diskStore: { dir: string; store: DiskStore } | null = null
  const fx: LeadFixture = {
    kind,
    get dir() {
      return now().dir
    },
    get server() {
      const { server } = now()
      if (!server) throw new Error("This fixture has no SMTP sink")
      return server
    },
    set server(next) {
      now().server = next
    },
    get blobs() {
      if (!blobs) throw new Error("Only the blobs fixture has a Blobs server")
      return blobs
    },
    env: (extra = {}) => ({
      LEAD_SPOOL_DIR: now().dir,
      LEAD_RATE_LIMIT: "100000",
      ...(now().server ? { SMTP_URL: now().server!.url, LEAD_TO: "Solvix Sales <sales@solvix.test>", LEAD_FROM: "Solvix website <website@solvix.test>", SMTP_TIMEOUT_MS: "1000" } : {}),
      ...(kind === "blobs" ? blobsEnv(fx.blobs, now().name) : {}),
      ...extra,
    }),
    config(env = fx.env()) {
      const read = readConfig(env)
      if (!read.ok) throw new Error(read.problems.join("; "))
      return read.config
    },
    service(env = {}, options = {}) {
      const made = createLeadService({ env: fx.env(env), log: memoryLog().log, ...options })
      now().made.push(made)
      return made
    },
    async send(request, env = {}, options = NO_OPTIONS) {
      let byEnv = now().services.get(options)
      if (!byEnv) now().services.set(options, (byEnv = new Map<string, LeadService>()))
      const key = JSON.stringify(env)
      let service = byEnv.get(key)
      if (!service) byEnv.set(key, (service = fx.service(env, options)))
      const answer = await service.handle(request)
      await service.idle()
      return answer
    },
    store() {
      if (kind === "blobs") return new BlobsStore(now().name, fx.blobs.connection)
      if (diskStore?.dir !== now().dir) diskStore = { dir: now().dir, store: new DiskStore({ dir: now().dir, durable: true }) }
      return diskStore.store
    },
    async ids(state) {
      if (kind === "disk") {
        const folder = path.join(now().dir, state)
        return existsSync(folder)
          ? (await readdir(folder))
              .filter((name) => name.endsWith(".json"))
              .map((name) => name.slice(0, -5))
              .sort()
          : []
      }
      const raw = rawBlobs(fx.blobs, now().name)
      const ids: string[] = []
      for (const { key } of (await raw.list({ prefix: "lead/" })).blobs) {
        const id = key.slice("lead/".length)
        if ((await fx.store().find(id))?.state === state) ids.push(id)
      }
      return ids.sort()
    },
    async record(id) {
      return (await fx.store().find(id))?.record ?? null
    },
    async put(record, state, options = {}) {
      const claimedAt = options.claimedAt ?? LONG_AGO()
      if (kind === "disk") {
        const folder = path.join(now().dir, state)
        await (await import("node:fs/promises")).mkdir(folder, { recursive: true })
        const file = path.join(folder, `${record.id}.json`)
        await writeFile(file, serializeRecord(record))
        await utimes(file, claimedAt, claimedAt)
        if (options.owner) await writeFile(path.join(folder, `${record.id}.${options.owner.pid}.${options.doubt ? "doubt" : "owner"}`), options.owner.tag)
        return
      }
      const raw = rawBlobs(fx.blobs, now().name)
      if (state !== "sent" && state !== "failed") await raw.set(`pending/${record.id}`, record.receivedAt)
      if (state === "failed") await raw.set(`failed/${record.id}`, claimedAt.toISOString())
      if (state === "sent") await raw.set(`done/${claimedAt.toISOString().slice(0, 10)}/${record.id}`, "")
      await raw.setJSON(`lead/${record.id}`, {
        state: state === "sending" ? "pending" : state,
        record,
        ...(state === "sending" ? { claim: { token: randomUUID(), at: claimedAt.toISOString(), ...(options.doubt ? { doubt: true } : {}) } } : {}),
        ...(state === "sent" || state === "failed" ? { doneAt: claimedAt.toISOString() } : {}),
      })
    },
    sentIds: () => fx.server.messages.map((m) => leadIdFromMessageId(m.headers.get("message-id") ?? "") ?? "?"),
    closeServices: async () => {
      if (!current) return
      await closeAll(current.made)
      current.services.clear()
    },
  }
  return fx
}

/** The Blobs store itself, for a test that reads or writes entries directly. */
export const rawBlobs = (blobs: LocalBlobs, name: string) => getStore({ name, ...blobs.connection, consistency: "strong" })
