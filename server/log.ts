/**
 * One log format in one stream: a pino logger, Fastify's own, writes every line, the server's and the lead
 * service's, as one JSON object on stdout with named fields: `level` as a word, `time` as an ISO date, then
 * the entry's own fields (`msg` for the server's, `event` and its fields for the lead service's).
 */
import type { FastifyBaseLogger } from "fastify"
import pino from "pino"
import { leadLoggerOf, lineFormat } from "../api"

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** LOG_LEVEL as pino reads it ("info" when unset); throws on a level pino does not have. */
export function logLevel(raw: string | undefined): LogLevel {
  const level = (raw ?? "info").trim().toLowerCase() || "info"
  const known = LOG_LEVELS.find((name) => name === level)
  if (!known) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}; it is ${JSON.stringify(raw)}`)
  return known
}

/**
 * The server's logger; `stream` replaces stdout (tests). On stdout every line is written synchronously
 * (pino.destination's `sync: true`, pino's documented sync mode) before the call returns: the lines an
 * operator reconciles by, `lead.accepted` and `lead.delivered`, are then out before the answer or the spool
 * move they report, and survive a SIGKILL. (pino's default destination buffers and writes asynchronously:
 * after five kills, 34 of 1,000 accepted leads had no line.) Cost: one write(2) per line, measured with
 * bench:leads (README "Leads").
 */
export function createLogger(level: LogLevel, stream?: { write(line: string): void }): FastifyBaseLogger {
  return pino({ level, ...lineFormat() }, stream ?? pino.destination({ dest: 1, sync: true }))
}

/** The lead service's logger, writing through the server's: `log("info", "lead.accepted", { id })`. */
export const leadLogger = leadLoggerOf
