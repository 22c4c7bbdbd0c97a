#!/usr/bin/env node
// npm run leads:deliver — delivers every lead waiting in the spool (LEAD_SPOOL_DIR, default var/leads):
// pending/ leads whatever their back-off (except leads in doubt, held for LEAD_DOUBT_HOLD_HOURS), and claims
// in sending/ abandoned for LEAD_CLAIM_STALE_MINUTES. A lead refused LEAD_MAX_ATTEMPTS times is quarantined
// in failed/ and the run goes on; `--retry-failed` first puts quarantined leads back in pending/. It also
// deletes delivered records and outbox files older than LEAD_RETENTION_DAYS. Same configuration as the
// function (SMTP_URL or SMTP_HOST..., LEAD_TO, LEAD_FROM); without SMTP the leads become .eml files in
// <spool>/outbox/. Safe beside the live site or from cron: a lead is claimed before it is sent.
// Leads in doubt (the mail server may have them: README "Leads") are listed with the commands that settle
// them once the inbox was searched for their X-Solvix-Lead-Id: `--doubt-arrived=<id>[,<id>...]` records
// them as sent, `--release-doubt=<id>[,<id>...]` (or `--release-doubt` for all) sends them now.
// A lead the mail server still answers "try again later" (4xx) LEAD_GIVE_UP_HOURS (72) after it was received
// is quarantined too.
// Prints one summary line (the counts, read from the spool after the run) and one JSON log line per event.
// Exit code: 0 nothing left to do, 1 leads still pending, sending or quarantined, 2 configuration invalid.
import { register } from "node:module"

register("./lib/ts-hooks.mjs", import.meta.url)
const { readConfig } = await import("../api/config.ts")
const { consoleLogger, deliverDue, transportFor } = await import("../api/deliver.ts")
const { pendingIds, prepareSpool, pruneSpool, readLead, requeueFailed, settleDoubt, spoolCounts } = await import("../api/spool.ts")
const { closeLeadResources } = await import("../api/lifecycle.ts")

const read = readConfig(process.env)
if (!read.ok) {
  for (const problem of read.problems) console.error(`Configuration: ${problem}`)
  process.exit(2)
}
const { config } = read
await prepareSpool(config.spoolDir)
const requeued = process.argv.includes("--retry-failed") ? await requeueFailed(config.spoolDir) : []
/** The ids of `--name=a,b` ("all" for a bare `--name`), or null when the flag is absent. */
const idsOf = (name) => {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (arg === undefined) return null
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1).split(",").map((id) => id.trim()).filter(Boolean) : "all"
}
const arrivedIds = idsOf("doubt-arrived")
if (arrivedIds === "all") {
  console.error("--doubt-arrived needs the ids found in the inbox: --doubt-arrived=<id>,<id>")
  process.exit(2)
}
const arrived = arrivedIds ? await settleDoubt(config.spoolDir, arrivedIds, "arrived", new Date()) : []
const releaseIds = idsOf("release-doubt")
const released = releaseIds ? await settleDoubt(config.spoolDir, releaseIds, "release", new Date()) : []
const result = await deliverDue(
  { config, transport: transportFor(config, consoleLogger), log: consoleLogger },
  { budgetMs: Number.POSITIVE_INFINITY, ignoreBackoff: true },
)
closeLeadResources()
const pruned = await pruneSpool(config.spoolDir, new Date(), config.retentionMs)
const left = await spoolCounts(config.spoolDir)
const via = config.transport.kind === "smtp" ? `SMTP ${config.transport.host}:${config.transport.port}` : `.eml files in ${config.transport.dir}`
console.log(
  `Sent ${result.delivered.length} (${via}); retried later ${result.retried.length}; quarantined ${result.quarantined.length}; ` +
    `in doubt ${result.inDoubt.length}; returned from stale claims ${result.recovered.length}; duplicates resolved ${result.resolved.length}; ` +
    `requeued from failed/ ${requeued.length}; in doubt recorded as arrived ${arrived.length}, released ${released.length}; pruned ${pruned}. Now in ${config.spoolDir}: ${left.pending} pending (${left.inDoubt} in doubt), ` +
    `${left.sending} sending, ${left.failed} failed, ${left.sent} sent` +
    (result.serverAway ? ". Stopped early: the mail server could not be reached" : ""),
)
const held = []
for (const id of await pendingIds(config.spoolDir)) {
  const record = await readLead(config.spoolDir, "pending", id)
  if (record?.inDoubt) held.push(`${id} (held until ${record.nextAttemptAt})`)
}
if (held.length > 0) {
  console.log(
    `Held in doubt (the mail server may already have them; search the inbox for X-Solvix-Lead-Id): ${held.join(", ")}. ` +
      "Found: npm run leads:deliver -- --doubt-arrived=<id>,<id>. Not found: npm run leads:deliver -- --release-doubt=<id>,<id> " +
      "(sends them now; left alone, each is sent once more when its hold ends).",
  )
}
process.exitCode = left.pending + left.sending + left.failed > 0 ? 1 : 0
