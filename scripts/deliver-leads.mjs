#!/usr/bin/env node
// npm run leads:deliver — delivers every lead waiting in the store (the disk spool at LEAD_SPOOL_DIR, default
// var/leads; or Netlify Blobs with LEAD_STORE=blobs: README "Leads"), LEAD_DELIVERY_CONCURRENCY at a time as
// the server does: pending leads whatever their back-off (except leads in doubt, held for
// LEAD_DOUBT_HOLD_HOURS), and claims abandoned by processes that ended or for LEAD_CLAIM_STALE_MINUTES. A
// destination given up (LEAD_MAX_ATTEMPTS refusals, or still "later" after LEAD_GIVE_UP_HOURS) quarantines
// its lead and the run goes on; `--retry-failed` first puts quarantined leads back. It also deletes delivered
// leads and outbox files older than LEAD_RETENTION_DAYS. Same configuration as the server (SMTP_URL or
// SMTP_HOST..., LEAD_TO, LEAD_FROM, LEAD_WEBHOOK_URL...); without SMTP the leads become .eml files in
// <spool>/outbox/. Safe beside the live site or from cron: a lead is claimed before it is sent.
// Leads in doubt (a destination may have them: README "Leads") are listed with the commands that settle
// them once the inbox was searched for their X-Solvix-Lead-Id: `--doubt-arrived=<id>[,<id>...]` records
// them as delivered, `--release-doubt=<id>[,<id>...]` (or `--release-doubt` for all) sends them now.
// Prints one summary line (the counts, read from the store after the run) and one JSON log line per event.
// Exit code: 0 nothing left to do, 1 leads still pending, sending or quarantined, 2 configuration invalid.
import { register } from "node:module"

register("./lib/ts-hooks.mjs", import.meta.url)
const { createLeadService } = await import("../api/index.ts")

const leads = createLeadService({ env: process.env, host: "server" })
if (!leads.config) {
  for (const problem of leads.problems) console.error(`Configuration: ${problem}`)
  process.exit(2)
}
const { config } = leads
const requeued = process.argv.includes("--retry-failed") ? await leads.requeueFailed() : []
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
const arrived = arrivedIds ? await leads.settleDoubt(arrivedIds, "arrived") : []
const releaseIds = idsOf("release-doubt")
const released = releaseIds ? await leads.settleDoubt(releaseIds, "release") : []
const result = await leads.deliverDue({ ignoreBackoff: true })
const pruned = await leads.prune()
await leads.close()
const left = await leads.counts()
const mail = config.transport.kind === "smtp" ? `SMTP ${config.transport.host}:${config.transport.port}` : `.eml files in ${config.transport.dir}`
const via = config.webhook ? `${mail} and the webhook ${new URL(config.webhook.url).host}` : mail
const where = config.store === "blobs" ? `the Netlify Blobs store ${config.blobs?.name}` : config.spoolDir
console.log(
  `Sent ${result.delivered.length} (${via}); retried later ${result.retried.length}; quarantined ${result.quarantined.length}; ` +
    `in doubt ${result.inDoubt.length}; returned from stale claims ${result.recovered.length}; duplicates resolved ${result.resolved.length}; ` +
    `requeued from failed/ ${requeued.length}; in doubt recorded as arrived ${arrived.length}, released ${released.length}; pruned ${pruned}. Now in ${where}: ${left.pending} pending (${left.inDoubt} in doubt), ` +
    `${left.sending} sending, ${left.failed} failed, ${left.sent} sent` +
    (result.serverAway ? `. Stopped sending to ${result.away.join(" and ")}: it could not be reached` : ""),
)
const held = (await leads.heldInDoubt()).map(({ id, until }) => `${id} (held until ${until})`)
if (held.length > 0) {
  console.log(
    `Held in doubt (a destination may already have them; search the inbox for X-Solvix-Lead-Id): ${held.join(", ")}. ` +
      "Found: npm run leads:deliver -- --doubt-arrived=<id>,<id>. Not found: npm run leads:deliver -- --release-doubt=<id>,<id> " +
      "(sends them now; left alone, each is sent once more when its hold ends).",
  )
}
process.exitCode = left.pending + left.sending + left.failed > 0 ? 1 : 0
