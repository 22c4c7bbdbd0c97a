/**
 * What the lead service's configuration holds, and what a host hands it (headers, a Blobs connection): the
 * types only, with no code. config.ts reads them from the environment; the service's parts below it (the
 * store, delivery, the HTTP handling) and the contract read them from here, so none of them imports the
 * reader, and the reader imports what it needs from them without a loop.
 */

/** Header names in lower case, as Node's http module gives them (a repeated header as an array). */
export type HeaderMap = Readonly<Record<string, string | string[] | undefined>>

/** Which peers may set X-Forwarded-For (LEAD_TRUSTED_PROXIES, read in config.ts): none, a number of hops, or ranges. */
export type TrustedProxies = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "cidrs"; cidrs: readonly string[] }

/** How to reach a Netlify Blobs store explicitly (the Gatsby Function builds it from Netlify's Lambda event). */
export interface BlobsConnection {
  siteID: string
  token: string
  /** Edge access (the Lambda event's `blobs.url`); without it and without apiURL, Netlify's API. */
  edgeURL?: string
  /** API access: a personal access token and https://api.netlify.com (or a local BlobsServer in tests). */
  apiURL?: string
  /** Strongly consistent edge reads, where Netlify provides the URL. */
  uncachedEdgeURL?: string
}

export type Env = Readonly<Record<string, string | undefined>>

export interface Mailbox {
  name: string
  address: string
}

export interface SmtpSettings {
  kind: "smtp"
  host: string
  port: number
  secure: boolean
  auth?: { user: string; pass: string }
  /** Connecting and the server's greeting: a server that does not answer is down. */
  timeoutMs: number
  /**
   * Every later reply, above all the one after the message body (RFC 5321 section 4.5.3.2 suggests 10
   * minutes there): giving up early would leave a lead the server may have accepted "in doubt".
   */
  dataTimeoutMs: number
}

/** No SMTP configured: each lead becomes an .eml file in `<spool>/outbox/`. */
export interface OutboxSettings {
  kind: "outbox"
  dir: string
}

/** LEAD_WEBHOOK_URL: each lead is also POSTed, signed, to a CRM's webhook (api/delivery/webhook.ts). */
export interface WebhookSettings {
  url: string
  secret: string
  /** The whole exchange, connection to answer; a request sent in full without an answer is "in doubt". */
  timeoutMs: number
}

/** Netlify Blobs: the store's name, and how to reach it. */
export interface BlobsSettings {
  name: string
  connection: BlobsConnection
}

export interface LeadConfig {
  to: Mailbox[]
  from: Mailbox
  transport: SmtpSettings | OutboxSettings
  webhook?: WebhookSettings
  /** Where leads wait: the disk spool (spoolDir) or Netlify Blobs. */
  store: "disk" | "blobs"
  blobs?: BlobsSettings
  /** "server": a long-lived process; "function": frozen after each answer, so nothing runs after it. */
  host: "server" | "function"
  spoolDir: string
  /** False on hosts whose disk does not outlive the process (a Lambda's /tmp): a spooled lead is not yet safe. */
  spoolDurable: boolean
  /** Origins (scheme://host[:port]) allowed besides the request's own host. */
  allowedOrigins: string[]
  /** The public site key the browser sends as a bearer token; undefined = not checked. */
  siteKey?: string
  rateLimit: { limit: number; windowMs: number }
  /** How long one request may spend retrying older spooled leads after delivering its own. */
  retryBudgetMs: number
  /** A claim (`sending/`) older than this is taken as abandoned and returns to `pending/`. */
  claimStaleMs: number
  /** Which peers are our own proxies, whose X-Forwarded-For entries are believed (request.ts). */
  trustedProxies: TrustedProxies
  /** A lead whose own delivery failed this many times moves to `failed/` (quarantine). */
  maxAttempts: number
  /** A lead in doubt (the server may have it) waits this long before it is sent once more. */
  doubtHoldMs: number
  /** A lead the server still answers "try again later" (4xx) at this age is quarantined. */
  giveUpMs: number
  /** `sent/`, the outbox and `tmp/` keep personal data this long. */
  retentionMs: number
  /** Deliveries running at once in one process (after the visitor's answer, in the timer's and the operator's runs). */
  deliveryConcurrency: number
  /** The delivery timer of a long-lived host: how often due leads are looked for (backing off up to 4 times as long). */
  sweepMs: number
  /** A lead never tried belongs this long to the request that accepted it (0 where requests deliver nothing). */
  freshGraceMs: number
  /**
   * How long a stop (drain) waits for the deliveries in flight before it hands their claims back
   * (LEAD_DRAIN_TIMEOUT_MS). By default the longest one attempt can wait, connection and greeting
   * (SMTP_TIMEOUT_MS) then the reply after the message (SMTP_DATA_TIMEOUT_MS), or the webhook's
   * LEAD_WEBHOOK_TIMEOUT_MS, plus a second: a stop never cuts a reply short, so it leaves no lead in doubt
   * that the running process would not have.
   */
  drainTimeoutMs: number
}

/** What the host tells readConfig besides the environment. */
export interface HostOptions {
  host?: "server" | "function"
  /** A connection the host found (a Netlify Function's event or context). */
  blobs?: BlobsConnection
}

export type ConfigResult = { ok: true; config: LeadConfig } | { ok: false; problems: string[] }
