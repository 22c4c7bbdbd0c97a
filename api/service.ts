/**
 * createLeadService (contract: api/contract/service.ts). FIRST STEP: the contract on top of the modules as
 * they are (handler.ts, deliver.ts, spool.ts, lifecycle.ts), so hosts can code against it now; the state
 * they keep on globalThis moves into this object in the next steps.
 */
import { readConfig, type LeadConfig } from "./config"
import type { DeliverDueOptions, DeliverDueResult, HeaderMap, LeadCounts, LeadDrainSummary, LeadHttpRequest, LeadHttpResponse, LeadService, LeadServiceOptions, LeadStartReport } from "./contract/service"
import { deliverDue, transportFor } from "./deliver"
import { handleLead, MAX_BODY_BYTES, MESSAGES, refuseBeforeBody } from "./handler"
import { closeLeadResources, drainLeads, settleLeads, stopStartingDeliveries } from "./lifecycle"
import { loggerFor } from "./log"
import { pendingIds, prepareSpool, pruneSpool, readLead, recoverStaleClaims, requeueFailed, settleDoubt, spoolCounts } from "./spool"

const SWEEP_MS = 15_000
const SWEEP_MAX_MS = 60_000

export function createLeadService(options: LeadServiceOptions): LeadService {
  const { env, cwd } = options
  const log = options.log ?? loggerFor(env)
  const now = options.now ?? (() => new Date())
  const read = readConfig(env, cwd)
  const config: LeadConfig | null = read.ok ? read.config : null
  const problems = read.ok ? [] : read.problems
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const deps = () => ({ config: config!, transport: transportFor(config!, log), now, log })
  const counts = async (): Promise<LeadCounts> => (config ? spoolCounts(config.spoolDir) : { pending: 0, inDoubt: 0, sending: 0, sent: 0, failed: 0 })
  const run = async (opts: DeliverDueOptions = {}): Promise<DeliverDueResult> => {
    const result = await deliverDue(deps(), { budgetMs: opts.budgetMs ?? Number.POSITIVE_INFINITY, ignoreBackoff: opts.ignoreBackoff ?? false })
    return { ...result, away: result.serverAway ? ["email"] : [] }
  }

  const service: LeadService = {
    config,
    problems,
    store: "disk",
    refuseBeforeBody: (method: string, headers: HeaderMap): LeadHttpResponse | null => refuseBeforeBody({ method, headers }),
    tooLarge: () => ({ status: 413, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }, body: { error: MESSAGES.tooLarge } }),
    async handle(request: LeadHttpRequest): Promise<LeadHttpResponse> {
      let { body } = request
      if (body instanceof Uint8Array) {
        try {
          body = JSON.parse(Buffer.from(body).toString("utf8")) as unknown
        } catch {
          body = undefined
        }
      }
      return handleLead({ method: request.method, headers: request.headers, body, remoteAddress: request.remoteAddress }, { env, cwd, now, log })
    },
    async start(): Promise<LeadStartReport> {
      if (!config) {
        log("error", "lead.config_invalid", { problems })
        return { ready: false, problems, returned: [], inDoubt: [], resolved: [], tmpRecovered: [], tmpRemoved: 0 }
      }
      await prepareSpool(config.spoolDir)
      const recovery = await recoverStaleClaims(config.spoolDir, now(), config.claimStaleMs, undefined, { doubtHoldMs: config.doubtHoldMs })
      let delay = SWEEP_MS
      const tick = async () => {
        if (stopped) return
        const result = await run().catch(() => null)
        delay = result?.serverAway ? Math.min(delay * 2, SWEEP_MAX_MS) : SWEEP_MS
        if (!stopped) timer = setTimeout(tick, delay).unref()
      }
      timer = setTimeout(tick, delay).unref()
      return { ready: true, problems, ...recovery, tmpRecovered: [], tmpRemoved: 0 }
    },
    stopDeliveries() {
      stopped = true
      clearTimeout(timer)
      stopStartingDeliveries()
    },
    async drain({ timeoutMs }): Promise<LeadDrainSummary> {
      service.stopDeliveries()
      const result = await drainLeads({ timeoutMs })
      return { finished: result.finished, returned: result.returned, timedOut: result.timedOut, waiting: await counts() }
    },
    deliverDue: run,
    counts,
    requeueFailed: async () => (config ? requeueFailed(config.spoolDir) : []),
    settleDoubt: async (ids, answer) => (config ? settleDoubt(config.spoolDir, ids, answer, now()) : []),
    async heldInDoubt() {
      if (!config) return []
      const held: Array<{ id: string; until: string | null }> = []
      for (const id of await pendingIds(config.spoolDir)) {
        const record = await readLead(config.spoolDir, "pending", id)
        if (record?.inDoubt) held.push({ id, until: record.nextAttemptAt })
      }
      return held
    },
    prune: async () => (config ? pruneSpool(config.spoolDir, now(), config.retentionMs) : 0),
    idle: (timeoutMs) => settleLeads(timeoutMs),
    async close() {
      stopped = true
      clearTimeout(timer)
      await settleLeads()
      closeLeadResources()
    },
  }
  return service
}

export { MAX_BODY_BYTES }
