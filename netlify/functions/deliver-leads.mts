/**
 * Netlify scheduled function (every minute): delivers the leads waiting in Netlify Blobs, under the same
 * rules as everywhere (api/delivery/rules.ts): claims, the in-doubt hold, quarantine, the webhook beside
 * the e-mail. On Netlify a lead request only stores its lead and answers (a Lambda is frozen after its
 * answer, so nothing may run after it); this is what sends it, within a minute, and what retries, so that
 * after a mail outage waiting leads go out on their own. netlify.toml names this folder; `npm run
 * check:netlify` invokes this function against a local Blobs server.
 *
 * A modern Netlify function gets its Blobs context from Netlify (NETLIFY_BLOBS_CONTEXT, or the global
 * netlifyBlobsContext): api/store/blobs-context.ts reads it. A scheduled function may run 30 s: the run
 * starts no delivery after DELIVERY_BUDGET_MS, and each one is bounded by the function host's SMTP and
 * webhook timeouts (api/config.ts).
 */
import { blobsConnectionFrom, createJsonLogger, createLeadService } from "../../api/index"

const DELIVERY_BUDGET_MS = 8000

export default async (): Promise<void> => {
  const { env } = process
  const log = createJsonLogger({ level: env["LOG_LEVEL"]?.trim() || "info" })
  const context = env["NETLIFY_BLOBS_CONTEXT"] ?? (globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext
  const blobs = blobsConnectionFrom({ context })
  const leads = createLeadService({ env, log, host: "function", ...(blobs ? { blobs } : {}) })
  if (!leads.config) {
    await leads.start() // logs lead.config_invalid with the problems
    return
  }
  try {
    const result = await leads.deliverDue({ budgetMs: DELIVERY_BUDGET_MS })
    // Once an hour is enough for the retention prune (it lists the delivered leads' day index).
    const pruned = new Date().getUTCMinutes() === 0 ? await leads.prune() : 0
    const waiting = await leads.counts()
    log("info", "lead.scheduled_run", {
      delivered: result.delivered.length,
      retried: result.retried.length,
      quarantined: result.quarantined.length,
      inDoubt: result.inDoubt.length,
      recovered: result.recovered.length,
      away: result.away,
      pruned,
      pending: waiting.pending,
      failed: waiting.failed,
    })
  } finally {
    await leads.close()
  }
}

/** Netlify's cron syntax; every minute is the finest it takes. */
export const config = { schedule: "* * * * *" }
