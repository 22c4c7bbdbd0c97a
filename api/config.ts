/**
 * The one place that reads and checks the lead service's configuration. Everything that decides where a
 * lead goes (recipient, sender, SMTP server, webhook, store) comes from here, read from the environment at
 * run time; nothing in a request can choose it. Pure: the caller passes the environment
 * (`const { env } = process`) and what the host knows (createLeadService's options).
 */
import path from "node:path"
import { isEmail } from "./contract/fields"
import type { BlobsSettings, ConfigResult, Env, HostOptions, LeadConfig, Mailbox, OutboxSettings, SmtpSettings, TrustedProxies, WebhookSettings } from "./contract/settings"
import { isProxyRange } from "./http/request"
import { blobsConnectionFrom } from "./store/blobs-context"

export type { BlobsSettings, ConfigResult, Env, HostOptions, LeadConfig, Mailbox, OutboxSettings, SmtpSettings, WebhookSettings } from "./contract/settings"

export const DEFAULTS = {
  spoolDir: "var/leads",
  lambdaSpoolDir: "/tmp/solvix-leads",
  outboxTo: "leads@outbox.invalid",
  outboxFrom: "Solvix website <website@outbox.invalid>",
  rateLimit: 5,
  rateWindowMinutes: 10,
  smtpTimeoutMs: 5000,
  smtpDataTimeoutMs: 600_000,
  retryBudgetMs: 2000,
  claimStaleMinutes: 15,
  maxAttempts: 10,
  doubtHoldHours: 24,
  giveUpHours: 72,
  retentionDays: 30,
  deliveryConcurrency: 4,
  sweepSeconds: 15,
  freshGraceMs: 30_000,
  blobsStore: "solvix-leads",
  webhookTimeoutMs: 10_000,
  /** A Netlify Function runs 10 s (a scheduled one 30 s): every wait of a delivery must fit. */
  functionSmtpDataTimeoutMs: 15_000,
  functionClaimStaleMinutes: 2,
  functionWebhookTimeoutMs: 8000,
  /** A drain's wait without SMTP (the outbox: a file write), before the webhook's is counted. */
  outboxDrainMs: 5000,
} as const

const CONTROL = /[\p{Cc}\u2028\u2029]/u

/** `Name <address>` or a bare address. */
export function parseMailbox(raw: string): Mailbox | null {
  const value = raw.trim()
  if (CONTROL.test(value)) return null
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value)
  const name = (named ? named[1]! : "").trim().replace(/^"(.*)"$/, "$1")
  const address = (named ? named[2]! : value).trim()
  return isEmail(address) && !/[<>"]/.test(name) ? { name, address } : null
}

const text = (env: Env, key: string): string | undefined => {
  const value = env[key]?.trim()
  return value === undefined || value === "" ? undefined : value
}

/** Reads and checks every variable; each problem names its variable and never repeats a secret. */
export function readConfig(env: Env, cwd: string = process.cwd(), hostOptions: HostOptions = {}): ConfigResult {
  const problems: string[] = []
  const onLambda = text(env, "AWS_LAMBDA_FUNCTION_NAME") !== undefined || text(env, "LAMBDA_TASK_ROOT") !== undefined
  const host = hostOptions.host ?? (onLambda ? "function" : "server")

  const integer = (key: string, fallback: number, min: number, max: number): number => {
    const raw = text(env, key)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${key} must be a whole number from ${min} to ${max}`)
      return fallback
    }
    return value
  }
  const flag = (key: string, fallback: boolean): boolean => {
    const raw = text(env, key)?.toLowerCase()
    if (raw === undefined) return fallback
    if (["1", "true", "yes"].includes(raw)) return true
    if (["0", "false", "no"].includes(raw)) return false
    problems.push(`${key} must be true or false`)
    return fallback
  }

  const timeoutMs = integer("SMTP_TIMEOUT_MS", DEFAULTS.smtpTimeoutMs, 100, 120_000)
  const dataTimeoutMs = integer("SMTP_DATA_TIMEOUT_MS", host === "function" ? DEFAULTS.functionSmtpDataTimeoutMs : DEFAULTS.smtpDataTimeoutMs, 100, 3_600_000)
  const spoolDir = path.resolve(cwd, text(env, "LEAD_SPOOL_DIR") ?? (onLambda ? DEFAULTS.lambdaSpoolDir : DEFAULTS.spoolDir))

  // The store: Netlify Blobs when asked for (LEAD_STORE=blobs) or when a Blobs connection is at hand.
  const explicitBlobs = text(env, "LEAD_BLOBS_SITE_ID") !== undefined || text(env, "LEAD_BLOBS_TOKEN") !== undefined
  const environmentBlobs = blobsConnectionFrom({ context: text(env, "NETLIFY_BLOBS_CONTEXT") })
  const storeName = text(env, "LEAD_STORE")?.toLowerCase()
  let store: "disk" | "blobs" = hostOptions.blobs !== undefined || explicitBlobs || environmentBlobs !== null ? "blobs" : "disk"
  if (storeName === "disk" || storeName === "blobs") store = storeName
  else if (storeName !== undefined) problems.push("LEAD_STORE must be disk or blobs")
  let blobs: BlobsSettings | undefined
  if (store === "blobs") {
    const name = text(env, "LEAD_BLOBS_STORE") ?? DEFAULTS.blobsStore
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) problems.push("LEAD_BLOBS_STORE must be 1 to 64 letters, digits, - or _")
    const siteID = text(env, "LEAD_BLOBS_SITE_ID")
    const token = text(env, "LEAD_BLOBS_TOKEN")
    const apiURL = text(env, "LEAD_BLOBS_API_URL")
    if (explicitBlobs && (siteID === undefined || token === undefined)) problems.push("LEAD_BLOBS_SITE_ID and LEAD_BLOBS_TOKEN must be set together")
    const connection = explicitBlobs && siteID && token ? { siteID, token, ...(apiURL ? { apiURL } : {}) } : (hostOptions.blobs ?? environmentBlobs ?? undefined)
    if (connection === undefined) {
      problems.push("LEAD_STORE=blobs needs a Netlify Blobs connection: run on Netlify, or set LEAD_BLOBS_SITE_ID and LEAD_BLOBS_TOKEN")
    } else blobs = { name, connection }
  }
  // Netlify Blobs outlives every function; a disk does where it is not a Lambda's /tmp.
  const spoolDurable = store === "blobs" ? true : flag("LEAD_SPOOL_DURABLE", !onLambda)

  let transport: SmtpSettings | OutboxSettings = { kind: "outbox", dir: path.join(spoolDir, "outbox") }
  const smtpUrl = text(env, "SMTP_URL")
  const smtpHost = text(env, "SMTP_HOST")
  if (smtpUrl !== undefined) {
    let url: URL | null = null
    try {
      url = new URL(smtpUrl)
    } catch {
      problems.push("SMTP_URL must be a URL like smtp://user:password@host:587")
    }
    if (url && url.protocol !== "smtp:" && url.protocol !== "smtps:") problems.push("SMTP_URL must start with smtp:// or smtps://")
    else if (url && url.hostname === "") problems.push("SMTP_URL must name a host")
    else if (url) {
      const secure = url.protocol === "smtps:"
      const user = decodeURIComponent(url.username)
      transport = {
        kind: "smtp",
        host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
        port: url.port === "" ? (secure ? 465 : 587) : Number(url.port),
        secure,
        ...(user !== "" ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
        timeoutMs,
        dataTimeoutMs,
      }
    }
  } else if (smtpHost !== undefined) {
    const port = integer("SMTP_PORT", 587, 1, 65535)
    const secure = flag("SMTP_SECURE", port === 465)
    const user = text(env, "SMTP_USER")
    const pass = env["SMTP_PASS"] ?? ""
    if (user === undefined && pass !== "") problems.push("SMTP_PASS is set but SMTP_USER is not")
    transport = { kind: "smtp", host: smtpHost, port, secure, ...(user !== undefined ? { auth: { user, pass } } : {}), timeoutMs, dataTimeoutMs }
  } else {
    for (const key of ["SMTP_PORT", "SMTP_USER", "SMTP_PASS", "SMTP_SECURE"]) {
      if (text(env, key) !== undefined) problems.push(`${key} is set but SMTP_HOST is not`)
    }
  }
  if (transport.kind === "outbox" && (!spoolDurable || store === "blobs")) {
    problems.push("SMTP_URL or SMTP_HOST is required where the disk is not durable (LEAD_SPOOL_DURABLE=false, a Lambda host, or the Blobs store)")
  }

  let webhook: WebhookSettings | undefined
  const webhookUrl = text(env, "LEAD_WEBHOOK_URL")
  const webhookSecret = text(env, "LEAD_WEBHOOK_SECRET")
  const webhookTimeoutMs = integer("LEAD_WEBHOOK_TIMEOUT_MS", host === "function" ? DEFAULTS.functionWebhookTimeoutMs : DEFAULTS.webhookTimeoutMs, 100, 120_000)
  if (webhookUrl !== undefined) {
    let url: URL | null = null
    try {
      url = new URL(webhookUrl)
    } catch {
      problems.push("LEAD_WEBHOOK_URL must be an absolute URL like https://hooks.example.com/leads")
    }
    // Personal data goes only over TLS, except to this machine itself (a local relay, the tests).
    const local = url !== null && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)
    if (url && url.protocol !== "https:" && !(url.protocol === "http:" && local)) problems.push("LEAD_WEBHOOK_URL must start with https:// (http:// only for localhost)")
    else if (url && (url.username !== "" || url.password !== "")) problems.push("LEAD_WEBHOOK_URL must not carry a user or password (the signature authenticates)")
    if (webhookSecret === undefined || webhookSecret.length < 16) problems.push("LEAD_WEBHOOK_SECRET must be set to at least 16 characters when LEAD_WEBHOOK_URL is set")
    if (url && webhookSecret !== undefined && webhookSecret.length >= 16) webhook = { url: url.href, secret: webhookSecret, timeoutMs: webhookTimeoutMs }
  } else if (webhookSecret !== undefined) problems.push("LEAD_WEBHOOK_SECRET is set but LEAD_WEBHOOK_URL is not")

  // The recipient and sender: required with SMTP; local defaults only for the .eml outbox of a fresh checkout.
  const mailboxes = (key: string, fallback: string, many: boolean): Mailbox[] => {
    const raw = text(env, key)
    if (raw === undefined && transport.kind === "smtp") {
      problems.push(`${key} is required when SMTP is configured`)
      return []
    }
    const value = raw ?? fallback
    const parts = (many ? value.split(",") : [value]).map((part) => part.trim()).filter(Boolean)
    const parsed = parts.map(parseMailbox)
    if (parsed.length === 0 || parsed.some((box) => box === null)) {
      problems.push(`${key} must be ${many ? "one or more e-mail addresses separated by commas" : "an e-mail address or Name <address>"}`)
      return []
    }
    return parsed as Mailbox[]
  }
  const to = mailboxes("LEAD_TO", DEFAULTS.outboxTo, true)
  const [from] = mailboxes("LEAD_FROM", DEFAULTS.outboxFrom, false)

  const allowedOrigins: string[] = []
  const origin = (key: string, raw: string): void => {
    try {
      const url = new URL(raw)
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("scheme")
      allowedOrigins.push(url.origin)
    } catch {
      problems.push(`${key} must hold absolute http(s) URLs, like https://www.solvix.sg`)
    }
  }
  const siteUrl = text(env, "SITE_URL")
  if (siteUrl !== undefined) origin("SITE_URL", siteUrl)
  for (const raw of (text(env, "ALLOWED_ORIGINS") ?? "").split(",")) {
    if (raw.trim() !== "") origin("ALLOWED_ORIGINS", raw.trim())
  }

  const siteKey = text(env, "PUBLIC_SITE_KEY")
  if (siteKey !== undefined && !/^[\x21-\x7e]{1,200}$/.test(siteKey)) problems.push("PUBLIC_SITE_KEY must be printable ASCII without spaces")

  const claimStaleMs = integer("LEAD_CLAIM_STALE_MINUTES", host === "function" ? DEFAULTS.functionClaimStaleMinutes : DEFAULTS.claimStaleMinutes, 1, 24 * 60) * 60_000
  // A claim must outlive the slowest delivery: the wait for the reply to the message body plus the rest.
  if (transport.kind === "smtp" && claimStaleMs < dataTimeoutMs + timeoutMs * 2 + 60_000) {
    problems.push("LEAD_CLAIM_STALE_MINUTES must exceed SMTP_DATA_TIMEOUT_MS by at least a minute (a delivery may still be running)")
  }
  if (webhook && claimStaleMs < webhook.timeoutMs + 60_000) {
    problems.push("LEAD_CLAIM_STALE_MINUTES must exceed LEAD_WEBHOOK_TIMEOUT_MS by at least a minute (a delivery may still be running)")
  }

  let trustedProxies: TrustedProxies = { kind: "none" }
  const trust = text(env, "LEAD_TRUSTED_PROXIES")
  if (trust !== undefined && /^\d+$/.test(trust)) {
    const hops = integer("LEAD_TRUSTED_PROXIES", 0, 0, 10)
    trustedProxies = hops === 0 ? { kind: "none" } : { kind: "hops", hops }
  } else if (trust !== undefined) {
    const cidrs = trust
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
    if (cidrs.length === 0 || cidrs.some((cidr) => !isProxyRange(cidr))) {
      problems.push("LEAD_TRUSTED_PROXIES must be a number of proxy hops (0 to 10) or addresses/ranges like 10.0.0.0/8,::1")
    } else trustedProxies = { kind: "cidrs", cidrs }
  }

  const config: LeadConfig = {
    to,
    from: from ?? { name: "", address: "" },
    transport,
    ...(webhook ? { webhook } : {}),
    store,
    ...(blobs ? { blobs } : {}),
    host,
    spoolDir,
    spoolDurable,
    allowedOrigins,
    ...(siteKey !== undefined ? { siteKey } : {}),
    rateLimit: {
      limit: integer("LEAD_RATE_LIMIT", DEFAULTS.rateLimit, 1, 10_000_000),
      windowMs: integer("LEAD_RATE_WINDOW_MINUTES", DEFAULTS.rateWindowMinutes, 1, 24 * 60) * 60_000,
    },
    retryBudgetMs: integer("LEAD_RETRY_BUDGET_MS", DEFAULTS.retryBudgetMs, 0, 60_000),
    claimStaleMs,
    trustedProxies,
    maxAttempts: integer("LEAD_MAX_ATTEMPTS", DEFAULTS.maxAttempts, 1, 1000),
    doubtHoldMs: integer("LEAD_DOUBT_HOLD_HOURS", DEFAULTS.doubtHoldHours, 0, 24 * 30) * 3_600_000,
    giveUpMs: integer("LEAD_GIVE_UP_HOURS", DEFAULTS.giveUpHours, 1, 24 * 365) * 3_600_000,
    retentionMs: integer("LEAD_RETENTION_DAYS", DEFAULTS.retentionDays, 1, 3650) * 86_400_000,
    deliveryConcurrency: integer("LEAD_DELIVERY_CONCURRENCY", DEFAULTS.deliveryConcurrency, 1, 64),
    sweepMs: integer("LEAD_SWEEP_SECONDS", DEFAULTS.sweepSeconds, 1, 3600) * 1000,
    // Where a request delivers nothing after its answer, a new lead is due for the scheduled run at once.
    freshGraceMs: host === "function" ? 0 : DEFAULTS.freshGraceMs,
    drainTimeoutMs: integer("LEAD_DRAIN_TIMEOUT_MS", Math.max(transport.kind === "smtp" ? timeoutMs + dataTimeoutMs : DEFAULTS.outboxDrainMs, webhook?.timeoutMs ?? 0) + 1000, 100, 7_200_000),
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config }
}
