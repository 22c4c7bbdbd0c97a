/**
 * Delivery of spooled leads: over SMTP with nodemailer, or (no SMTP configured) as .eml files in the outbox.
 * A delivery claims the spool file first, so two deliveries of one lead cannot overlap.
 */
import path from "node:path"
import { promises as fs } from "node:fs"
import nodemailer from "nodemailer"
import type Mail from "nodemailer/lib/mailer"
import type { LeadConfig, OutboxSettings, SmtpSettings } from "./config"
import { composeLead, type LeadMail } from "./message"
import { claimLead, finishLead, folderOf, isDue, pendingIds, readLead, recoverStaleClaims, releaseLead, writeDurable } from "./spool"

export type LogLevel = "info" | "warn" | "error"
export type Logger = (level: LogLevel, event: string, fields?: Record<string, unknown>) => void

/** One JSON line per event on stderr; ids and states only, never a visitor's details. */
export const consoleLogger: Logger = (level, event, fields = {}) => {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === "info") console.info(line)
  else if (level === "warn") console.warn(line)
  else console.error(line)
}

export interface LeadTransport {
  /** Resolves with the server's reply (or the file written); rejects when the lead was not delivered. */
  send(mail: LeadMail): Promise<string>
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
    // RFC 3834: auto-responders (the company mailbox's) must not answer the address a visitor typed.
    headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

export function smtpTransport(settings: SmtpSettings, log: Logger = consoleLogger): LeadTransport {
  return {
    async send(mail) {
      // A new connection per lead: the function module does not outlive a request under gatsby serve.
      const transporter = nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        ...(settings.auth ? { auth: settings.auth } : {}),
        connectionTimeout: settings.timeoutMs,
        greetingTimeout: settings.timeoutMs,
        socketTimeout: settings.timeoutMs,
        dnsTimeout: settings.timeoutMs,
      })
      try {
        const info = await transporter.sendMail(mailOptions(mail))
        if (info.rejected.length > 0) log("warn", "lead.recipients_rejected", { id: mail.id, rejected: info.rejected.length })
        return String(info.response)
      } finally {
        transporter.close()
      }
    },
  }
}

/** Writes each lead as `<outbox>/<id>.eml` (RFC 5322, CRLF), durably; the same id overwrites itself. */
export function outboxTransport(settings: OutboxSettings, tmpDir: string): LeadTransport {
  return {
    async send(mail) {
      const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" })
      const info = await transporter.sendMail(mailOptions(mail))
      await fs.mkdir(settings.dir, { recursive: true })
      const file = path.join(settings.dir, `${mail.id}.eml`)
      await writeDurable(file, info.message as Buffer, "replace", tmpDir)
      return `written ${path.basename(file)}`
    },
  }
}

export const transportFor = (config: LeadConfig, log: Logger = consoleLogger): LeadTransport =>
  config.transport.kind === "smtp" ? smtpTransport(config.transport, log) : outboxTransport(config.transport, folderOf(config.spoolDir, "tmp"))

/** How long a request waits for one delivery attempt before answering from the spool. */
export const deliveryWaitMs = (config: LeadConfig): number => (config.transport.kind === "smtp" ? config.transport.timeoutMs : 5000)

export type Outcome = "delivered" | "failed" | "busy" | "gone"

const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error)
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown }
  return [code, responseCode, error.message].filter((part) => part !== undefined && part !== "").join(" ")
}

export interface DeliverDeps {
  config: LeadConfig
  transport: LeadTransport
  now?: () => Date
  log?: Logger
}

/** Claims one pending lead and delivers it; on failure it returns to pending/ with its next retry time. */
export async function deliverLead(id: string, deps: DeliverDeps): Promise<Outcome> {
  const { config, transport, now = () => new Date(), log = consoleLogger } = deps
  const claim = await claimLead(config.spoolDir, id, now())
  if (claim === null) return "gone"
  if ("busy" in claim) return "busy"
  if ("unreadable" in claim) {
    log("error", "lead.unreadable", { id, moved: "failed/" })
    return "gone"
  }
  const { record } = claim
  let response: string
  try {
    response = await transport.send(composeLead(record, config))
  } catch (error) {
    const reason = describeError(error)
    try {
      const back = await releaseLead(config.spoolDir, record, now(), reason)
      log("warn", "lead.delivery_failed", { id, attempts: back.attempts, nextAttemptAt: back.nextAttemptAt, reason })
    } catch (spoolError) {
      // The claim stays in sending/ and returns to pending/ when it is stale.
      log("error", "lead.release_failed", { id, reason, spoolError: describeError(spoolError) })
    }
    return "failed"
  }
  try {
    await finishLead(config.spoolDir, record, now(), response)
  } catch (spoolError) {
    log("error", "lead.finish_failed", { id, spoolError: describeError(spoolError) })
  }
  log("info", "lead.delivered", { id, attempts: record.attempts + 1, via: config.transport.kind })
  return "delivered"
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
  /** The operator's script tries every pending lead; a request respects each lead's back-off. */
  ignoreBackoff: boolean
  /** Stop after this many failures in a row (the server is likely down). */
  maxFailures: number
}

export interface DeliverDueResult {
  delivered: string[]
  failed: string[]
  recovered: string[]
  remaining: number
}

/** Returns abandoned claims to pending/, then delivers the due pending leads, oldest file order first. */
export async function deliverDue(deps: DeliverDeps, options: DeliverDueOptions): Promise<DeliverDueResult> {
  const { config, now = () => new Date(), log = consoleLogger } = deps
  const started = Date.now()
  const result: DeliverDueResult = { delivered: [], failed: [], recovered: [], remaining: 0 }
  result.recovered = await recoverStaleClaims(config.spoolDir, now(), config.claimStaleMs)
  if (result.recovered.length > 0) log("warn", "lead.claims_recovered", { ids: result.recovered })
  const ids = await pendingIds(config.spoolDir)
  let failuresInARow = 0
  for (const [index, id] of ids.entries()) {
    const left = options.budgetMs - (Date.now() - started)
    if (left <= 0 || failuresInARow >= options.maxFailures) {
      result.remaining = ids.length - index
      break
    }
    const record = await readLead(config.spoolDir, "pending", id)
    if (!record || !isDue(record, now(), options.ignoreBackoff)) continue
    const outcome = await within(
      deliverLead(id, deps).catch((error: unknown) => {
        log("error", "lead.delivery_error", { id, error: describeError(error) })
        return "failed" as const
      }),
      left,
    )
    if (outcome === "delivered") {
      result.delivered.push(id)
      failuresInARow = 0
    } else if (outcome === "failed") {
      result.failed.push(id)
      failuresInARow += 1
    }
  }
  return result
}
