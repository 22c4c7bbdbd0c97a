#!/usr/bin/env node
// npm run leads:deliver — delivers every lead waiting in the spool (LEAD_SPOOL_DIR, default var/leads):
// pending/ leads whatever their back-off, and claims in sending/ abandoned for LEAD_CLAIM_STALE_MINUTES.
// Same configuration as the function (SMTP_URL or SMTP_HOST..., LEAD_TO, LEAD_FROM); without SMTP the leads
// become .eml files in <spool>/outbox/. Safe to run beside the live site or from cron: a lead is claimed
// before it is sent, so it is never sent twice. Runs on plain Node, without Gatsby.
// Exit code: 0 all delivered, 1 some still pending (see the log lines), 2 configuration invalid.
import { register } from "node:module"

register("./lib/ts-hooks.mjs", import.meta.url)
const { readConfig } = await import("../api/config.ts")
const { consoleLogger, deliverDue, transportFor } = await import("../api/deliver.ts")
const { pendingIds, prepareSpool } = await import("../api/spool.ts")

const read = readConfig(process.env)
if (!read.ok) {
  for (const problem of read.problems) console.error(`Configuration: ${problem}`)
  process.exit(2)
}
const { config } = read
await prepareSpool(config.spoolDir)
const result = await deliverDue(
  { config, transport: transportFor(config, consoleLogger), log: consoleLogger },
  { budgetMs: Number.POSITIVE_INFINITY, ignoreBackoff: true, maxFailures: 5 },
)
const waiting = (await pendingIds(config.spoolDir)).length
const via = config.transport.kind === "smtp" ? `SMTP ${config.transport.host}:${config.transport.port}` : `.eml files in ${config.transport.dir}`
console.log(
  `Delivered ${result.delivered.length} (${via}); failed ${result.failed.length}; returned from stale claims ${result.recovered.length}; ` +
    `${waiting} pending in ${config.spoolDir}`,
)
process.exitCode = waiting > 0 || result.failed.length > 0 ? 1 : 0
