/**
 * Delivery of spooled leads: over SMTP with nodemailer, or (no SMTP configured) as .eml files in the outbox.
 * A delivery claims the spool file first, so two deliveries of one lead cannot overlap.
 *
 * How a failed attempt is judged (README "Leads"):
 *   - the server could not be reached or greeted (down, refused, DNS, login, timeout): the lead waits its
 *     back-off; no strike against it, and a run stops there (the next lead would fail the same way);
 *   - the server answered "try again later" (4xx, e.g. greylisting): the lead waits its back-off, no strike,
 *     a run goes on;
 *   - the server refused the lead for good (5xx), or it could not be built: a strike; after
 *     LEAD_MAX_ATTEMPTS strikes it is quarantined in failed/ with its last error; a run goes on;
 *   - a lead still told "later" once it is older than LEAD_GIVE_UP_HOURS is quarantined (a server that cannot
 *     be reached never quarantines: it waits for the server);
 *   - the whole message was sent but no answer came (timeout or cut connection): the server may have it, so
 *     the lead is "in doubt" and held LEAD_DOUBT_HOLD_HOURS before one more send, which carries the same
 *     Message-ID and X-Solvix-Lead-Id so the inbox can recognise a repeat.
 */
import path from "node:path"
import { promises as fs } from "node:fs"
import { PassThrough, Transform, type TransformCallback } from "node:stream"
import nodemailer from "nodemailer"
import MailComposer from "nodemailer/lib/mail-composer/index.js"
import type Mail from "nodemailer/lib/mailer"
import DataStream from "nodemailer/lib/smtp-connection/data-stream.js"
import type { LeadConfig, OutboxSettings, SmtpSettings } from "./config"
import { isDraining, isLive, sharedResource, trackFlight, type Flight } from "./lifecycle"
import { composeLead, type LeadMail } from "./message"
import { claimLead, finishLead, folderOf, isDue, markInDoubt, pendingIds, quarantineLead, readLead, recoverStaleClaims, releaseLead, writeDurable, type SpoolRecord } from "./spool"

export type LogLevel = "info" | "warn" | "error"
export type Logger = (level: LogLevel, event: string, fields?: Record<string, unknown>) => void

const RANK: Record<string, number> = { trace: 0, debug: 0, info: 1, warn: 2, error: 3, fatal: 4, silent: 5 }

/**
 * One JSON line per event (info on stdout, warn and error on stderr); ids and states only, never a visitor's
 * details. Events below LOG_LEVEL (the server's, README "Configuration") are dropped. Written to the streams
 * directly: in the production server `console` is gatsby-cli's reporter, which laid out every line with
 * its terminal UI (3 s of main-thread CPU for the 1,100 requests of bench:leads, about a fifth of the
 * server's busy time, measured with --cpu-prof).
 */
export const consoleLogger: Logger = (level, event, fields = {}) => {
  const { env } = process
  if ((RANK[level] ?? 1) < (RANK[(env["LOG_LEVEL"] ?? "info").toLowerCase()] ?? 1)) return
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`
  if (level === "info") process.stdout.write(line)
  else process.stderr.write(line)
}

/** What a transport reports while it works: whether the whole message has gone to the server. */
export interface SendProgress {
  /** Set once the message's final "." may go to the server: from then on the server may have it. */
  bodySent: boolean
  /**
   * Awaited just before that "." is sent (SMTP only): the delivery records durably that the lead is about to
   * be in doubt (api/spool.ts markInDoubt). If it fails, the "." is never sent (see CommitGate).
   */
  beforeCommit?: () => Promise<void>
  /** Set when `beforeCommit` failed: the message was abandoned before its end, through no fault of the lead. */
  commitFailed?: boolean
}

export interface LeadTransport {
  /** Resolves with the server's reply (or the file written); rejects when the lead was not delivered. */
  send(mail: LeadMail, progress?: SendProgress): Promise<string>
}

export function mailOptions(mail: LeadMail): Mail.Options {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: mail.date,
    headers: {
      // RFC 3834: auto-responders (the company mailbox's) must not answer the address a visitor typed.
      "Auto-Submitted": "auto-generated",
      "X-Auto-Response-Suppress": "All",
      // The same on every send of one lead, like the Message-ID: a repeat can be recognised in the inbox.
      "X-Solvix-Lead-Id": mail.id,
    },
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

/** The message as it goes on the wire (CRLF line ends), built once so the transport can tell when all of it was sent. */
export const buildMessage = (mail: LeadMail): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    new MailComposer(mailOptions(mail)).compile().build((error, message) =>
      error ? reject(error) : resolve(Buffer.from(message.toString("latin1").replace(/\r?\n/g, "\r\n"), "latin1")),
    )
  })

/**
 * The last stage of the message stream nodemailer writes to the socket, holding back its end until the
 * delivery has recorded that the lead is about to be in doubt. nodemailer's SMTP connection pipes the
 * message into a DataStream (nodemailer/lib/smtp-connection/data-stream.js) only after the server answered
 * DATA with 354, and that DataStream writes the terminating "\r\n.\r\n" when the message stream ends; the
 * server can accept nothing before it. So: pass every byte through at once, and end only after
 * `beforeCommit` resolved and the consumer is that DataStream (the connection also pipes the message into a
 * plain PassThrough to drain it when the envelope was refused: no mark then). If `beforeCommit` fails the
 * stream fails instead of ending, so no "." is sent: nodemailer then closes that connection (pooled or not)
 * and the attempt fails at once, judged like a server out of reach (retried, no strike, no doubt).
 * Guarded by api/__tests__/doubt.test.ts (a process killed after the mark is never resent at once).
 */
class CommitGate extends Transform {
  private reachedData: () => void = () => undefined
  private readonly dataStarted = new Promise<void>((resolve) => {
    this.reachedData = resolve
  })

  constructor(private readonly progress: SendProgress) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, next: TransformCallback): void {
    next(null, chunk)
  }

  override _flush(done: TransformCallback): void {
    this.dataStarted
      .then(() => this.progress.beforeCommit?.())
      .then(
        () => {
          this.progress.bodySent = true
          done()
        },
        (error: unknown) => {
          this.progress.commitFailed = true
          done(error instanceof Error ? error : new Error(String(error)))
        },
      )
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    if (destination instanceof DataStream) {
      noDelayBeyond(destination)
      this.reachedData()
    }
    return super.pipe(destination, options)
  }
}

/**
 * Turns Nagle's algorithm off on the socket the DataStream writes to (nodemailer sets no TCP_NODELAY and
 * has no option for it). Without it the final ".\r\n", a small write after the body, waits for the
 * server's delayed ACK: 40 ms per lead on Linux, most of a delivery's time (measured with bench:leads; see
 * README "Leads"). The socket is found among the DataStream's pipe destinations, a field of Node's stream
 * state; if it is not there nothing changes but speed.
 */
function noDelayBeyond(stream: DataStream): void {
  const pipes = (stream as unknown as { _readableState?: { pipes?: unknown } })._readableState?.pipes
  for (const target of Array.isArray(pipes) ? pipes : []) {
    if (typeof target === "object" && target !== null && "setNoDelay" in target && typeof target.setNoDelay === "function") target.setNoDelay(true)
  }
}

/** Gates for the messages in flight, by their raw body stream (how the plugin below finds its own). */
const gates = new WeakMap<object, SendProgress>()

/** nodemailer's "stream" plugin step: the gate becomes the last stage of each message this transporter sends. */
const gateMessages = (transporter: Mail): Mail =>
  transporter.use("stream", (mail, callback) => {
    const progress = typeof mail.data.raw === "object" && mail.data.raw !== null ? gates.get(mail.data.raw) : undefined
    if (progress) mail.message.processFunc((input) => input.pipe(new CommitGate(progress)))
    callback()
  })

/**
 * Over SMTP. `pooled` (a long-lived server process): up to `connections` connections are kept open and
 * shared by every delivery in the process; otherwise (a Lambda, frozen between requests) one connection
 * per lead.
 */
export function smtpTransport(settings: SmtpSettings, log: Logger = consoleLogger, pool: { pooled: boolean; connections: number } = { pooled: false, connections: 1 }): LeadTransport {
  const options = {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.auth ? { auth: settings.auth } : {}),
    // Reaching and greeting the server is quick or it is down; its replies, above all the one after the
    // message, may take long (RFC 5321 section 4.5.3.2): giving up there would leave the lead in doubt.
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    dnsTimeout: settings.timeoutMs,
    socketTimeout: settings.dataTimeoutMs,
  }
  const transporter = () =>
    pool.pooled
      ? sharedResource(`smtp:${JSON.stringify(options)}:${pool.connections}`, () =>
          gateMessages(nodemailer.createTransport({ ...options, pool: true, maxConnections: pool.connections, maxMessages: 100 })),
        )
      : gateMessages(nodemailer.createTransport(options))
  return {
    async send(mail, progress = { bodySent: false }) {
      const message = await buildMessage(mail)
      const sender = transporter()
      const body = new PassThrough()
      gates.set(body, progress)
      body.end(message)
      try {
        const info = await sender.sendMail({ envelope: { from: mail.from.address, to: mail.to.map((box) => box.address) }, raw: body })
        if (info.rejected.length > 0) log("warn", "lead.recipients_rejected", { id: mail.id, rejected: info.rejected.length })
        return String(info.response)
      } finally {
        if (!pool.pooled) sender.close()
      }
    },
  }
}

/** Writes each lead as `<outbox>/<id>.eml` (RFC 5322, CRLF), durably; the same id overwrites itself. */
export function outboxTransport(settings: OutboxSettings, tmpDir: string): LeadTransport {
  return {
    async send(mail) {
      const message = await buildMessage(mail)
      await fs.mkdir(settings.dir, { recursive: true })
      const file = path.join(settings.dir, `${mail.id}.eml`)
      await writeDurable(file, message, "replace", tmpDir)
      return `written ${path.basename(file)}`
    },
  }
}

export const transportFor = (config: LeadConfig, log: Logger = consoleLogger): LeadTransport =>
  config.transport.kind === "smtp"
    ? smtpTransport(config.transport, log, { pooled: config.spoolDurable, connections: config.deliveryConcurrency })
    : outboxTransport(config.transport, folderOf(config.spoolDir, "tmp"))

/**
 * How long a request on a host without a durable disk waits for its delivery before answering 503 (the
 * visitor keeps the form; the delivery goes on, and a retry of the same key is never sent twice).
 */
export const deliveryWaitMs = (config: LeadConfig): number => (config.transport.kind === "smtp" ? config.transport.timeoutMs : 5000)

export type Outcome = "delivered" | "failed" | "quarantined" | "doubt" | "unavailable" | "busy" | "gone"

const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error)
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown }
  return [code, responseCode, error.message].filter((part) => part !== undefined && part !== "").join(" ")
}

/** The server could not be reached, greeted or logged in to: nothing about this lead. */
const SERVER_AWAY = new Set(["ECONNECTION", "ETIMEDOUT", "EDNS", "ESOCKET", "EAUTH", "ECONNREFUSED", "ECONNRESET", "EHOSTUNREACH", "ENOTFOUND", "ETLS"])

export type Verdict = "doubt" | "strike" | "later" | "away"

/** How one failed attempt counts (see the top of this file). */
export function judgeFailure(error: unknown, progress: SendProgress): Verdict {
  const { code, responseCode } = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; responseCode?: unknown }
  if (typeof responseCode === "number") return responseCode >= 400 && responseCode < 500 ? "later" : "strike"
  if (progress.bodySent) return "doubt"
  // The in-doubt mark could not be written (our disk, not the lead): the message was abandoned unsent.
  if (progress.commitFailed) return "away"
  return typeof code === "string" && SERVER_AWAY.has(code) ? "away" : "strike"
}

export interface DeliverDeps {
  config: LeadConfig
  transport: LeadTransport
  now?: () => Date
  log?: Logger
}

/** After a failed attempt: in doubt, back to pending/ with a strike or without, or quarantined. */
async function afterFailure(record: SpoolRecord, error: unknown, progress: SendProgress, deps: DeliverDeps): Promise<Outcome> {
  const { config, now = () => new Date(), log = consoleLogger } = deps
  const { id } = record
  const reason = describeError(error)
  const verdict = judgeFailure(error, progress)
  const struckOut = verdict === "strike" && (record.strikes ?? 0) + 1 >= config.maxAttempts
  // Only a lead the server keeps answering "later": a server that cannot be reached stops the run and says
  // nothing about one lead, and quarantining a whole backlog on the first refused connection would help no one.
  const gaveUp = verdict === "later" && now().getTime() - Date.parse(record.receivedAt) >= config.giveUpMs
  try {
    if (struckOut || gaveUp) {
      const failed = await quarantineLead(config.spoolDir, record, now(), gaveUp ? `given up after ${config.giveUpMs / 3_600_000} h of temporary failures: ${reason}` : reason, { strike: struckOut })
      log("error", "lead.quarantined", { id, strikes: failed.strikes, moved: "failed/", reason, gaveUp })
      return "quarantined"
    }
    const back = await releaseLead(config.spoolDir, record, now(), reason, verdict === "doubt" ? { doubtHoldMs: config.doubtHoldMs } : { strike: verdict === "strike" })
    if (verdict === "doubt") log("warn", "lead.in_doubt", { id, attempts: back.attempts, nextAttemptAt: back.nextAttemptAt, reason })
    else log("warn", "lead.delivery_failed", { id, attempts: back.attempts, strikes: back.strikes, nextAttemptAt: back.nextAttemptAt, reason })
  } catch (spoolError) {
    // The claim stays in sending/ and returns to pending/ when it is stale.
    log("error", "lead.release_failed", { id, reason, spoolError: describeError(spoolError) })
  }
  return verdict === "doubt" ? "doubt" : verdict === "away" ? "unavailable" : "failed"
}

/** Claims one pending lead and delivers it; on failure it returns to pending/ with its next retry time. */
export async function deliverLead(id: string, deps: DeliverDeps): Promise<Outcome> {
  const { config, transport, now = () => new Date(), log = consoleLogger } = deps
  if (isDraining()) return "busy"
  const claim = await claimLead(config.spoolDir, id, now())
  if (claim === null) return "gone"
  if ("busy" in claim) return "busy"
  if ("unreadable" in claim) {
    log("error", "lead.unreadable", { id, moved: "failed/" })
    return "gone"
  }
  const { record } = claim
  const flight: Flight = {
    id,
    spoolDir: config.spoolDir,
    bodySent: false,
    doubtHoldMs: config.doubtHoldMs,
    beforeCommit: () => markInDoubt(config.spoolDir, id),
  }
  return trackFlight(flight, async (): Promise<Outcome> => {
    let response: string
    try {
      response = await transport.send(composeLead(record, config), flight)
    } catch (error) {
      return afterFailure(record, error, flight, deps)
    }
    try {
      await finishLead(config.spoolDir, id)
    } catch (spoolError) {
      log("error", "lead.finish_failed", { id, spoolError: describeError(spoolError) })
    }
    log("info", "lead.delivered", { id, attempts: record.attempts + 1, via: config.transport.kind, response: response.slice(0, 200) })
    return "delivered"
  })
}

/** Resolves with the outcome, or "pending" if it takes longer than `ms` (the work then goes on). */
export function within<T>(work: Promise<T>, ms: number): Promise<T | "pending"> {
  if (!Number.isFinite(ms)) return work
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<"pending">((resolve) => {
    timer = setTimeout(() => resolve("pending"), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

export interface DeliverDueOptions {
  /** Stop starting new deliveries after this long (the work in hand goes on in the background). */
  budgetMs: number
  /** The operator's script tries every pending lead (except those in doubt); a request respects back-off. */
  ignoreBackoff: boolean
}

export interface DeliverDueResult {
  delivered: string[]
  /** Back in pending/ for a later try (the server refused them or could not be reached). */
  retried: string[]
  quarantined: string[]
  inDoubt: string[]
  /** Abandoned claims returned to pending/ before the run. */
  recovered: string[]
  /** Ids found in two folders after a crash, reduced to one copy. */
  resolved: string[]
  /** True when the run stopped early because the server could not be reached. */
  serverAway: boolean
}

/** The lead that waited longest first: a lead that just failed goes to the back of the queue. */
const dueOrder = (record: SpoolRecord): number => Date.parse(record.nextAttemptAt ?? record.receivedAt)

/**
 * Returns abandoned claims to pending/, then delivers the due pending leads, longest waiting first. One
 * lead's failure never stops the run; a server that cannot be reached does (every lead would fail alike).
 */
export async function deliverDue(deps: DeliverDeps, options: DeliverDueOptions): Promise<DeliverDueResult> {
  const { config, now = () => new Date(), log = consoleLogger } = deps
  const started = Date.now()
  const result: DeliverDueResult = { delivered: [], retried: [], quarantined: [], inDoubt: [], recovered: [], resolved: [], serverAway: false }
  const recovery = await recoverStaleClaims(config.spoolDir, now(), config.claimStaleMs, isLive, { doubtHoldMs: config.doubtHoldMs })
  result.recovered = recovery.returned
  result.resolved = recovery.resolved
  if (recovery.returned.length + recovery.resolved.length > 0) log("warn", "lead.claims_recovered", { returned: recovery.returned, resolved: recovery.resolved })
  const due: SpoolRecord[] = []
  for (const id of await pendingIds(config.spoolDir)) {
    const record = await readLead(config.spoolDir, "pending", id)
    if (record && isDue(record, now(), options.ignoreBackoff)) due.push(record)
  }
  due.sort((a, b) => dueOrder(a) - dueOrder(b) || a.id.localeCompare(b.id))
  for (const { id } of due) {
    const left = options.budgetMs - (Date.now() - started)
    if (left <= 0 || isDraining()) break
    const outcome = await within(
      deliverLead(id, deps).catch((error: unknown): Outcome => {
        log("error", "lead.delivery_error", { id, error: describeError(error) })
        return "failed"
      }),
      left,
    )
    if (outcome === "delivered") result.delivered.push(id)
    else if (outcome === "quarantined") result.quarantined.push(id)
    else if (outcome === "doubt") result.inDoubt.push(id)
    else if (outcome === "failed" || outcome === "unavailable") result.retried.push(id)
    if (outcome === "unavailable") {
      result.serverAway = true
      break
    }
  }
  return result
}
