/**
 * The log format of the lead service, and of any host that passes the same logger on: one JSON object per
 * line, `{"time":…,"level":…,"event":…,…fields}`, every field a named key. Info and debug go to stdout, warn
 * and error to stderr. Written to the streams directly: in a Gatsby process `console` is gatsby-cli's
 * reporter, which lays out every line with its terminal UI (3 s of main-thread CPU for the 1,100 requests of
 * bench:leads, measured with --cpu-prof).
 */
import type { Env } from "./config"
import type { LeadLogFields, LeadLogger, LeadLogLevel } from "./contract/service"

const RANK: Record<string, number> = { trace: 0, debug: 0, info: 1, warn: 2, error: 3, fatal: 4, silent: 5 }

/** The JSON line of one event; a field named time, level or event does not replace the line's own. */
export function logLine(time: Date, level: LeadLogLevel, event: string, fields: LeadLogFields = {}): string {
  return `${JSON.stringify({ ...fields, time: time.toISOString(), level, event })}\n`
}

export interface JsonLoggerOptions {
  /** Events below this level are dropped: debug, info (default), warn, error, silent. */
  level?: string
  /** Where a line goes (default: stdout for debug and info, stderr for warn and error). */
  write?: (line: string, level: LeadLogLevel) => void
  now?: () => Date
}

const writeStd = (line: string, level: LeadLogLevel): void => {
  if (level === "warn" || level === "error") process.stderr.write(line)
  else process.stdout.write(line)
}

/** The default logger. `createJsonLogger({ level: env.LOG_LEVEL })`, as the service does with its `env`. */
export function createJsonLogger({ level = "info", write = writeStd, now = () => new Date() }: JsonLoggerOptions = {}): LeadLogger {
  const threshold = RANK[level.toLowerCase()] ?? RANK["info"]!
  return (eventLevel, event, fields) => {
    if ((RANK[eventLevel] ?? 1) < threshold) return
    write(logLine(now(), eventLevel, event, fields), eventLevel)
  }
}

/** The logger a service uses when its host gives none: JSON lines at the environment's LOG_LEVEL. */
export const loggerFor = (env: Env): LeadLogger => createJsonLogger({ level: env["LOG_LEVEL"]?.trim() || "info" })

/** An error as a log field: its code and message, never a stack with a visitor's details. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown }
  return [code, responseCode, error.message].filter((part) => part !== undefined && part !== "").join(" ")
}
