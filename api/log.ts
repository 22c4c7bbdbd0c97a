/**
 * The log of the lead service and of its commands: a pino logger (the server's own is one too,
 * server/log.ts), one JSON object per line, `{"level":…,"time":…,…fields,"event":…}`, every field a named
 * key, `level` as a word and `time` as an ISO date. Info and debug go to stdout, warn and error to stderr.
 * Every line is written before the call returns (pino's sync destinations on file descriptors 1 and 2,
 * below): `lead.accepted` and `lead.delivered` are out before the answer or the spool move they report. Not through `console`: in a Gatsby process it is
 * gatsby-cli's reporter, which lays out every line with its terminal UI (3 s of main-thread CPU for the
 * 1,100 requests of bench:leads, measured with --cpu-prof).
 */
import pino from "pino"
import type { Env } from "./contract/settings"
import type { LeadLogFields, LeadLogger } from "./contract/service"

export interface JsonLoggerOptions {
  /** Events below this level are dropped: trace, debug, info (default), warn, error, fatal, silent. */
  level?: string
  /** Where every line goes (default: stdout for debug and info, stderr for warn and error). */
  write?: (line: string) => void
  now?: () => Date
}

/**
 * The process's stdout below warn, its stderr from warn on (pino's multistream, each line to one stream), each
 * written with pino's documented sync mode (`pino.destination({ dest, sync: true })`, as the server's logger in
 * server/log.ts): a blocking write(2) that retries a full pipe, so the line is out before the call returns.
 * `process.stdout.write` is not that: on a pipe whose reader lags it queues the rest, and a SIGKILL then lost
 * 1,166 of 2,000 lines (api/__tests__/log-kill.test.ts, in a full jest run at load 7).
 */
const stdStreams = (): pino.DestinationStream =>
  pino.multistream(
    [
      { level: "trace", stream: pino.destination({ dest: 1, sync: true }) },
      { level: "warn", stream: pino.destination({ dest: 2, sync: true }) },
    ],
    { dedupe: true },
  )

/** The line format, shared with the server's logger (server/log.ts): `level` as a word, `time` as an ISO date. */
export const lineFormat = (now: () => Date = () => new Date()) => ({
  formatters: { level: (label: string) => ({ level: label }) },
  timestamp: () => `,"time":"${now().toISOString()}"`,
})

/** A pino logger in the service's line format, at `level` (an unknown level is info). */
export function createPinoLogger({ level = "info", write, now }: JsonLoggerOptions = {}): pino.Logger {
  const name = level.trim().toLowerCase()
  return pino({ level: Object.hasOwn(pino.levels.values, name) || name === "silent" ? name : "info", base: undefined, ...lineFormat(now) }, write ? { write } : stdStreams())
}

/** A field named time, level or event does not replace the line's own. */
const ownKeys = ({ time: _time, level: _level, event: _event, ...fields }: LeadLogFields): LeadLogFields => fields

/** The service's logger on a pino logger (the service's own, or the server's): `log("info", "lead.accepted", { id })`. */
export const leadLoggerOf =
  (logger: Record<Parameters<LeadLogger>[0], pino.LogFn>): LeadLogger =>
  (level, event, fields = {}) =>
    logger[level]({ ...ownKeys(fields), event })

/** The default logger. `createJsonLogger({ level: env.LOG_LEVEL })`, as the service does with its `env`. */
export const createJsonLogger = (options: JsonLoggerOptions = {}): LeadLogger => leadLoggerOf(createPinoLogger(options))

/** The logger a service uses when its host gives none: JSON lines at the environment's LOG_LEVEL. */
export const loggerFor = (env: Env): LeadLogger => createJsonLogger({ level: env["LOG_LEVEL"]?.trim() || "info" })

/** An error as a log field: its code and message, never a stack with a visitor's details. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown }
  return [code, responseCode, error.message].filter((part) => part !== undefined && part !== "").join(" ")
}
