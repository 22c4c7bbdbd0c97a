/**
 * The operator's command, `leads:deliver` (README "Leads"): delivers every lead waiting in the store (the disk
 * spool at LEAD_SPOOL_DIR, default var/leads; or Netlify Blobs with LEAD_STORE=blobs), LEAD_DELIVERY_CONCURRENCY
 * at a time as the server does: pending leads whatever their back-off (except leads in doubt, held for
 * LEAD_DOUBT_HOLD_HOURS), and claims abandoned by processes that ended or for LEAD_CLAIM_STALE_MINUTES. A
 * destination given up (LEAD_MAX_ATTEMPTS refusals, or still "later" after LEAD_GIVE_UP_HOURS) quarantines its
 * lead and the run goes on; `--retry-failed` first puts quarantined leads back. It also deletes delivered
 * leads and outbox files older than LEAD_RETENTION_DAYS. Same configuration as the server (SMTP_URL or
 * SMTP_HOST..., LEAD_TO, LEAD_FROM, LEAD_WEBHOOK_URL...); without SMTP the leads become .eml files in
 * <spool>/outbox/. Safe beside the live site or from cron: a lead is claimed before it is sent.
 *
 * Leads in doubt (a destination may have them) are listed with the commands that settle them once the inbox
 * was searched for their X-Solvix-Lead-Id: `--doubt-arrived=<id>[,<id>...]` records them as delivered,
 * `--release-doubt=<id>[,<id>...]` (or `--release-doubt` for all) sends them now.
 *
 * Prints one summary line (the counts, read from the store after the run) and one JSON log line per event.
 * Two entries run it: `npm run leads:deliver` in a checkout (scripts/ops/deliver-leads.mjs, from the TypeScript),
 * and `node dist/server/deliver.js` in a production install (server/deliver.ts, compiled by the build).
 */
import type { Env } from "./config"
import type { LeadLogger } from "./contract/service"
import { createLeadService } from "./service"

/** The command's exit codes. */
export const DELIVER_EXIT = { done: 0, leadsLeft: 1, invalid: 2 } as const

export interface DeliverCommandOptions {
  /** The arguments after the command (process.argv.slice(2)). */
  argv: readonly string[]
  env: Env
  /** Where the summary lines go (stdout). */
  out: (line: string) => void
  /** Where problems with the command go (stderr). */
  err: (line: string) => void
  /** The service's log (default: JSON lines on stdout and stderr, as the server writes them). */
  log?: LeadLogger
}

/** The ids of `--name=a,b` ("all" for a bare `--name`), or null when the flag is absent. */
function idsOf(argv: readonly string[], name: string): string[] | "all" | null {
  const arg = argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (arg === undefined) return null
  if (!arg.includes("=")) return "all"
  return arg
    .slice(arg.indexOf("=") + 1)
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean)
}

/** Runs the command once; resolves with its exit code: 0 nothing left to do, 1 leads still pending, sending or quarantined, 2 invalid. */
export async function runDeliverCommand({ argv, env, out, err, log }: DeliverCommandOptions): Promise<number> {
  const arrivedIds = idsOf(argv, "doubt-arrived")
  if (arrivedIds === "all") {
    err("--doubt-arrived needs the ids found in the inbox: --doubt-arrived=<id>,<id>")
    return DELIVER_EXIT.invalid
  }
  const leads = createLeadService({ env, host: "server", ...(log ? { log } : {}) })
  const { config } = leads
  if (!config) {
    for (const problem of leads.problems) err(`Configuration: ${problem}`)
    return DELIVER_EXIT.invalid
  }
  try {
    const requeued = argv.includes("--retry-failed") ? await leads.requeueFailed() : []
    const arrived = arrivedIds ? await leads.settleDoubt(arrivedIds, "arrived") : []
    const releaseIds = idsOf(argv, "release-doubt")
    const released = releaseIds ? await leads.settleDoubt(releaseIds, "release") : []
    const result = await leads.deliverDue({ ignoreBackoff: true })
    const pruned = await leads.prune()
    const left = await leads.counts()
    const mail = config.transport.kind === "smtp" ? `SMTP ${config.transport.host}:${config.transport.port}` : `.eml files in ${config.transport.dir}`
    const via = config.webhook ? `${mail} and the webhook ${new URL(config.webhook.url).host}` : mail
    const where = config.store === "blobs" ? `the Netlify Blobs store ${config.blobs?.name ?? ""}` : config.spoolDir
    out(
      `Sent ${result.delivered.length} (${via}); retried later ${result.retried.length}; quarantined ${result.quarantined.length}; ` +
        `in doubt ${result.inDoubt.length}; returned from stale claims ${result.recovered.length}; duplicates resolved ${result.resolved.length}; ` +
        `requeued from failed/ ${requeued.length}; in doubt recorded as arrived ${arrived.length}, released ${released.length}; pruned ${pruned}. Now in ${where}: ${left.pending} pending (${left.inDoubt} in doubt), ` +
        `${left.sending} sending, ${left.failed} failed, ${left.sent} sent` +
        (result.serverAway ? `. Stopped sending to ${result.away.join(" and ")}: it could not be reached` : ""),
    )
    const held = (await leads.heldInDoubt()).map(({ id, until }) => `${id} (held until ${until ?? "?"})`)
    if (held.length > 0) {
      out(
        `Held in doubt (a destination may already have them; search the inbox for X-Solvix-Lead-Id): ${held.join(", ")}. ` +
          "Settle them with this command: found, --doubt-arrived=<id>,<id>; not found, --release-doubt=<id>,<id> " +
          "(sends them now; left alone, each is sent once more when its hold ends).",
      )
    }
    return left.pending + left.sending + left.failed > 0 ? DELIVER_EXIT.leadsLeft : DELIVER_EXIT.done
  } finally {
    await leads.close()
  }
}
