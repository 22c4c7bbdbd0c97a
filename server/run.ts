/**
 * Starts the server from the environment (server/main.ts loads this after setting the thread pool's size):
 * reads the build, creates the lead service, listens, and stops cleanly on SIGTERM or SIGINT (exit 0 once
 * the lead service has drained, 1 if stopping failed).
 *
 * Environment (README.md, "Configuration"): PORT, HOST, LOG_LEVEL, SHUTDOWN_TIMEOUT_MS, REQUEST_TIMEOUT_MS,
 * and the lead service's own variables (LEAD_*, SMTP_*, PUBLIC_SITE_KEY, …), which it reads itself.
 */
import path from "node:path"
import { parseArgs } from "node:util"
import { createLeadService } from "../api"
import { createServer, DEFAULTS } from "./app"
import { logLevel } from "./log"

/** The project folder: this file runs as dist/server/run.js. */
const ROOT = path.resolve(__dirname, "..", "..")

/** A whole number of milliseconds from the environment, or the default; throws naming the variable. */
function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number of milliseconds above 0; it is ${JSON.stringify(raw)}`)
  return value
}

export async function run(): Promise<void> {
  const { env } = process
  const { values: args } = parseArgs({ options: { port: { type: "string" }, host: { type: "string" } } })
  const port = Number(args.port ?? env["PORT"] ?? 9000)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`the port must be a number from 0 to 65535; it is ${JSON.stringify(args.port ?? env["PORT"])}`)
  const host = args.host ?? env["HOST"] ?? "127.0.0.1"

  const { app, shutdown, leads } = await createServer({
    root: ROOT,
    logLevel: logLevel(env["LOG_LEVEL"]),
    shutdownTimeoutMs: milliseconds(env, "SHUTDOWN_TIMEOUT_MS", DEFAULTS.shutdownTimeoutMs),
    requestTimeoutMs: milliseconds(env, "REQUEST_TIMEOUT_MS", DEFAULTS.requestTimeoutMs),
    // The forms send the key the build put into them (gatsby-config.ts); PUBLIC_SITE_KEY at run time replaces it.
    leadService: ({ log, publicSiteKey }) => createLeadService({ env: { ...(publicSiteKey === null ? {} : { PUBLIC_SITE_KEY: publicSiteKey }), ...env }, log }),
  })

  let stopping = false
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, "shutting down")
    try {
      const result = await shutdown()
      app.log.info(result, "stopped")
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed")
      process.exit(1)
    }
  }
  process.on("SIGTERM", (signal) => void stop(signal))
  process.on("SIGINT", (signal) => void stop(signal))

  await app.listen({ port, host })
  // Recovery of what an earlier process left, then the delivery timer; requests are answered meanwhile.
  // The service logs what it found (lead.started).
  leads.start().catch((error: unknown) => app.log.error({ err: error }, "the lead service did not start"))
  // Wall time since the process started, and the CPU time that took (what a busy machine does not stretch).
  const cpu = process.cpuUsage()
  app.log.info({ startupMs: Math.round(performance.now()), startupCpuMs: Math.round((cpu.user + cpu.system) / 1000), threadpool: Number(env["UV_THREADPOOL_SIZE"]) }, "started")
}
