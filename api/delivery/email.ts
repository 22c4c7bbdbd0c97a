/**
 * The e-mail destination: the company inbox over SMTP with nodemailer, or (no SMTP configured) an .eml file
 * per lead in the outbox folder. How a failed SMTP attempt is judged (the verdicts of api/delivery/rules.ts):
 *   - the server could not be reached, greeted or logged in to (down, refused, DNS, timeout): "away";
 *   - it answered "try again later" (4xx, e.g. greylisting): "later";
 *   - it refused the lead for good (5xx), or the message could not be built: "strike";
 *   - the whole message was sent but no answer came (timeout or cut connection): "doubt" — the server may
 *     have it, so the lead is held LEAD_DOUBT_HOLD_HOURS before one more send, which carries the same
 *     Message-ID and X-Solvix-Lead-Id so the inbox can recognise a repeat.
 */
import path from "node:path"
import { promises as fs } from "node:fs"
import { PassThrough, Transform, type TransformCallback } from "node:stream"
import nodemailer from "nodemailer"
import MailComposer from "nodemailer/lib/mail-composer"
import type Mail from "nodemailer/lib/mailer"
import type SMTPTransport from "nodemailer/lib/smtp-transport"
import type { LeadConfig, OutboxSettings, SmtpSettings } from "../contract/settings"
import type { LeadLogger } from "../contract/service"
import type { DurableFiles } from "../store/files"
import { composeLead, type LeadMail } from "./message"
import type { SendProgress } from "./queue"
import type { Destination, Verdict } from "./rules"

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
      [LEAD_ID_HEADER]: mail.id,
    },
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

/** The header that names the lead in every e-mail, spelled as the README and leads:deliver spell it. */
export const LEAD_ID_HEADER = "X-Solvix-Lead-Id"

/**
 * The message as it goes on the wire (CRLF line ends), built once so the transport can tell when all of it
 * was sent. nodemailer writes a header name ending in "-id" as "-ID" (mime-node's _normalizeHeaderKey): the
 * lead's header is put back to its own spelling in the header block.
 */
export const buildMessage = (mail: LeadMail): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    new MailComposer(mailOptions(mail)).compile().build((error, message) => {
      if (error) return reject(error)
      const wire = message.toString("latin1").replace(/\r?\n/g, "\r\n")
      const end = wire.indexOf("\r\n\r\n")
      const head = wire.slice(0, end).replace(new RegExp(`^${LEAD_ID_HEADER}:`, "im"), `${LEAD_ID_HEADER}:`)
      resolve(Buffer.from(head + wire.slice(end), "latin1"))
    })
  })

/**
 * The last stage of the message stream nodemailer writes to the socket, holding back its end until the
 * delivery has recorded that the lead is about to be in doubt. nodemailer's SMTP connection pipes the
 * message into its DataStream (a Transform of nodemailer/lib/smtp-connection) only after the server answered
 * DATA with 354, and that DataStream writes the terminating "\r\n.\r\n" when the message stream ends; the
 * server can accept nothing before it. So: pass every byte through at once, and end only after
 * `beforeCommit` resolved and the consumer is that DataStream (nodemailer 6 also piped the message into a
 * plain PassThrough to drain it when the envelope was refused, and 10 destroys it instead: no mark either
 * way). No import of nodemailer's internal module. If `beforeCommit` fails the
 * stream fails instead of ending, so no "." is sent: nodemailer then closes that connection (pooled or not)
 * and the attempt fails at once, judged like a server out of reach (retried, no strike, no doubt).
 * Guarded by api/__tests__/doubt.test.ts (a process killed after the mark is never resent at once).
 * It relies on how nodemailer's SMTP connection pipes the message (re-read in 10.6.1: `send()` pipes it
 * into `_createSendStream()`'s DataStream from the DATA reply's callback): check it on a nodemailer upgrade
 * (docs/workarounds.md).
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
    if (!(destination instanceof PassThrough)) this.reachedData()
    return super.pipe(destination, options)
  }
}

/** Sends one composed lead; rejects when it was not delivered. */
export interface MailTransport {
  send(mail: LeadMail, progress: SendProgress): Promise<string>
  close(): void
}

/**
 * Over SMTP. `pooled` (a long-lived process): up to `connections` connections are kept open and shared by
 * this service's deliveries; otherwise (a function, frozen between requests) one connection per lead.
 */
export function smtpTransport(settings: SmtpSettings, log: LeadLogger, pool: { pooled: boolean; connections: number }): MailTransport {
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
  /** Gates for the messages in flight, by their raw body stream (how the plugin below finds its own). */
  const gates = new WeakMap<object, SendProgress>()
  /** nodemailer's "stream" plugin step: the gate becomes the last stage of each message this transporter sends. */
  const gated = (transporter: Mail): Mail =>
    transporter.use("stream", (mail, callback) => {
      const progress = typeof mail.data.raw === "object" && mail.data.raw !== null ? gates.get(mail.data.raw) : undefined
      if (progress) mail.message.processFunc((input) => input.pipe(new CommitGate(progress)))
      callback()
    })
  let shared: Mail | null = null
  const transporter = (): Mail => (pool.pooled ? (shared ??= gated(nodemailer.createTransport({ ...options, pool: true, maxConnections: pool.connections, maxMessages: 100 }))) : gated(nodemailer.createTransport(options)))
  return {
    async send(mail, progress) {
      const message = await buildMessage(mail)
      const sender = transporter()
      const body = new PassThrough()
      gates.set(body, progress)
      body.end(message)
      try {
        // Over SMTP, pooled or not, sendMail answers with SMTP's sent-message info (nodemailer types it `any`).
        const info = (await sender.sendMail({ envelope: { from: mail.from.address, to: mail.to.map((box) => box.address) }, raw: body })) as Pick<SMTPTransport.SentMessageInfo, "rejected" | "response">
        if (info.rejected.length > 0) log("warn", "lead.recipients_rejected", { id: mail.id, rejected: info.rejected.length })
        return String(info.response)
      } finally {
        if (!pool.pooled) sender.close()
      }
    },
    close() {
      shared?.close()
      shared = null
    },
  }
}

/** Writes each lead as `<outbox>/<id>.eml` (RFC 5322, CRLF), durably; the same id overwrites itself. */
export function outboxTransport(settings: OutboxSettings, files: DurableFiles, tmpDir: string): MailTransport {
  return {
    async send(mail) {
      const message = await buildMessage(mail)
      await fs.mkdir(settings.dir, { recursive: true })
      const file = path.join(settings.dir, `${mail.id}.eml`)
      await files.writeDurable(file, message, "replace", tmpDir)
      return `written ${path.basename(file)}`
    },
    close() {},
  }
}

/** The server could not be reached, greeted or logged in to: nothing about this lead. */
const SERVER_AWAY = new Set(["ECONNECTION", "ETIMEDOUT", "EDNS", "ESOCKET", "EAUTH", "ECONNREFUSED", "ECONNRESET", "EHOSTUNREACH", "ENOTFOUND", "ETLS"])

/** How one failed SMTP attempt counts (see the top of this file). */
export function judgeMailFailure(error: unknown, progress: SendProgress): Verdict {
  const { code, responseCode } = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; responseCode?: unknown }
  if (typeof responseCode === "number") return responseCode >= 400 && responseCode < 500 ? "later" : "strike"
  if (progress.bodySent) return "doubt"
  // The in-doubt mark could not be written (our store, not the lead): the message was abandoned unsent.
  if (progress.commitFailed) return "away"
  return typeof code === "string" && SERVER_AWAY.has(code) ? "away" : "strike"
}

/** The e-mail destination of a service: composes each lead and hands it to the transport. */
export function emailDestination(config: LeadConfig, transport: MailTransport): Destination {
  return {
    name: "email",
    holdsDoubt: true,
    via: config.transport.kind,
    send: (record, progress) => transport.send(composeLead(record, config), progress),
    judge: judgeMailFailure,
    close: () => transport.close(),
  }
}
