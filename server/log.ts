/**
 * One log format in one stream: Fastify's logger (pino) writes every line, the server's and the lead
 * service's, as one JSON object on stdout with named fields: `level` as a word, `time` as an ISO date, then
 * the entry's own fields (`msg` for the server's, `event` and its fields for the lead service's).
 */
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify"
import type { Logger } from "./lead-service"

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** LOG_LEVEL as pino reads it ("info" when unset); throws on a level pino does not have. */
export function logLevel(raw: string | undefined): LogLevel {
  const level = (raw ?? "info").trim().toLowerCase()
  const known = LOG_LEVELS.find((name) => name === level)
  if (!known) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}; it is ${JSON.stringify(raw)}`)
  return known
}

/** Fastify's `logger` option; `stream` replaces stdout (tests). */
export function loggerOptions(level: LogLevel, stream?: { write(line: string): void }): LoggerOptions {
  return {
    level,
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    ...(stream ? { stream } : {}),
  }
}

/** The lead service's logger, writing through the server's: `log("info", "lead.accepted", { id })`. */
export const leadLogger =
  (logger: FastifyBaseLogger): Logger =>
  (level, event, fields = {}) =>
    logger[level]({ ...fields, event })
