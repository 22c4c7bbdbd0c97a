/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives, for the tests and the load
 * script. Its behaviour can change while it runs: slow greeting, slow reply to DATA, 5xx on RCPT, a refusal
 * of every message body (554, or a temporary 451 with `rejectDataCode`), or 554 for the bodies that match a
 * pattern (a lead the server will never take, whatever the others do).
 */
import type { AddressInfo } from "node:net"
import { decode as decodeQp } from "libqp"
import { SMTPServer } from "smtp-server"

export interface ReceivedMail {
  raw: string
  /** Lower-case header name → unfolded value, encoded words decoded. */
  headers: Map<string, string>
  text: string
  html: string
  envelope: { from: string; to: string[] }
  /** When it arrived (ms since the epoch). */
  at: number
}

export interface SinkBehaviour {
  greetingDelayMs?: number
  dataDelayMs?: number
  rejectRcpt?: boolean
  rejectData?: boolean
  /** The reply code of rejectData: 554 (permanent, the default) or a 4xx such as 451 (try again later). */
  rejectDataCode?: number
  /** Message bodies (headers included) that match are refused with 554, every time. */
  rejectMatching?: RegExp
}

export interface SmtpSink {
  port: number
  url: string
  messages: ReceivedMail[]
  /** Message bodies received in full, their reply sent or still to come (dataDelayMs). */
  bodies: number
  behaviour: SinkBehaviour
  /** Resolves when `count` messages have arrived, or after `timeoutMs` (whatever has arrived then). */
  waitFor(count: number, timeoutMs: number): Promise<ReceivedMail[]>
  close(): Promise<void>
}

const smtpError = (message: string, responseCode: number): Error => Object.assign(new Error(message), { responseCode })

export async function startSmtpSink(options: { port?: number; auth?: { user: string; pass: string } } & SinkBehaviour = {}): Promise<SmtpSink> {
  const { port: wanted = 0, auth, ...behaviour } = options
  const messages: ReceivedMail[] = []
  const sink = { behaviour, bodies: 0 } as SmtpSink
  const server = new SMTPServer({
    secure: false,
    hideSTARTTLS: true,
    disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !auth,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    size: 1024 * 1024,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass) callback(null, { user: credentials.username })
      else callback(smtpError("Invalid username or password", 535))
    },
    onConnect(_session, callback) {
      setTimeout(() => callback(), sink.behaviour.greetingDelayMs ?? 0)
    },
    onRcptTo(_address, _session, callback) {
      if (sink.behaviour.rejectRcpt) callback(smtpError("Mailbox unavailable", 550))
      else callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        sink.bodies += 1
        const finish = () => {
          const raw = Buffer.concat(chunks).toString("utf8")
          if (sink.behaviour.rejectData) {
            const code = sink.behaviour.rejectDataCode ?? 554
            callback(smtpError(code < 500 ? "Local error in processing, try again later" : "Message rejected as spam", code))
            return
          }
          if (sink.behaviour.rejectMatching?.test(raw)) {
            callback(smtpError("Message content rejected", 554))
            return
          }
          messages.push({
            ...parseMail(raw),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            at: Date.now(),
          })
          callback()
        }
        setTimeout(finish, sink.behaviour.dataDelayMs ?? 0)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(wanted, "127.0.0.1", () => resolve())
  })
  server.on("error", () => undefined)
  const { port } = server.server.address() as AddressInfo
  return Object.assign(sink, {
    port,
    url: auth ? `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count: number, timeoutMs: number) {
      const end = Date.now() + timeoutMs
      while (messages.length < count && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20))
      return messages
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}

/** A port nothing listens on (bound, then released): connections to it are refused. */
export async function closedPort(): Promise<number> {
  const { createServer } = await import("node:net")
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
export const decodeWords = (value: string): string =>
  value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=(\s+(?==\?))?/g, (_all, _charset: string, encoding: string, text: string) => (encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQp(text.replace(/_/g, " ")).toString("utf8")))

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const cut = raw.search(/\r?\n\r?\n/)
  const head = cut === -1 ? raw : raw.slice(0, cut)
  const body = cut === -1 ? "" : raw.slice(cut).replace(/^\r?\n\r?\n/, "")
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":")
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = decodeWords(line.slice(colon + 1).trim())
    headers.set(name, headers.has(name) ? `${headers.get(name)!}\n${value}` : value)
  }
  return { headers, body }
}

const decodeBody = (body: string, encoding: string | undefined): string => {
  const kind = (encoding ?? "7bit").toLowerCase()
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
  if (kind === "quoted-printable") return decodeQp(body).toString("utf8")
  return body
}

/** Just enough MIME for nodemailer's output: one part, or multipart/alternative with text and HTML. */
export function parseMail(raw: string): Omit<ReceivedMail, "envelope" | "at"> {
  const { headers, body } = splitHeaders(raw)
  const result = { raw, headers, text: "", html: "" }
  const type = headers.get("content-type") ?? "text/plain"
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith("--"))
        .map((part) => splitHeaders(part.replace(/^\r?\n/, "")))
    : [{ headers, body }]
  for (const part of parts) {
    const partType = part.headers.get("content-type") ?? "text/plain"
    const decoded = decodeBody(part.body.replace(/\r?\n$/, ""), part.headers.get("content-transfer-encoding"))
    if (partType.startsWith("text/html")) result.html = decoded
    else if (partType.startsWith("text/plain")) result.text = decoded
  }
  return result
}
