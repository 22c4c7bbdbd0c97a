/** @jest-environment node */
/**
 * Never twice after a kill, never quarantined for being told "later": a delivery process SIGKILLed after its
 * message reached the mail server, and a greylisting server (451 many times, then 250). Each runs against a
 * real SMTP server on loopback that this file controls reply by reply.
 */
import { spawn } from "node:child_process"
import { existsSync, promises as fsPromises } from "node:fs"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { SMTPServer } from "smtp-server"
import type { Env } from "../config"
import { newRecord, type LeadRecord } from "../contract/record"
import { leadIdFromMessageId } from "../delivery/message"
import type { LeadState } from "../store/types"
import { deliverCommand, memoryLog, rawBlobs, STORE_KINDS, withLeads, type LeadFixture } from "../test-support/fixtures"
import { VALID } from "../test-support/hostile-bodies"

jest.setTimeout(60_000)
const ROOT = path.resolve(__dirname, "..", "..")

/**
 * A mail server that answers each message body as `reply(n)` says (n counts bodies from 1): a code, or
 * "hold" (never answer). A body answered 250 is kept. `bodyEnded` runs when a body's final "." arrived,
 * `recipient` before the server answers a recipient (it may wait for a promise).
 */
interface Scripted {
  url: string
  received: string[]
  kept: string[]
  bodyEnded: (n: number) => void
  recipient: () => Promise<void>
  close(): Promise<void>
}
async function scriptedServer(reply: (n: number) => number | "hold", refuseRecipients = false): Promise<Scripted> {
  const state = { received: [] as string[], kept: [] as string[], bodyEnded: (_n: number) => undefined as void, recipient: async () => undefined as void }
  const server = new SMTPServer({
    secure: false,
    hideSTARTTLS: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      void state.recipient().then(() => callback(refuseRecipients ? Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }) : null))
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8")
        const id = leadIdFromMessageId(/^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "") ?? "?"
        state.received.push(id)
        const n = state.received.length
        const answer = reply(n)
        if (answer !== "hold") {
          if (answer === 250) state.kept.push(id)
          callback(answer === 250 ? null : Object.assign(new Error(answer < 500 ? "Greylisted, try again later" : "Refused"), { responseCode: answer }))
        }
        state.bodyEnded(n)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  server.on("error", () => undefined)
  const { port } = server.server.address() as AddressInfo
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Connections held open by "hold" would keep close() waiting.
        for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections) connection.close()
      }),
  })
}

describe.each(STORE_KINDS)("the %s store", (kind) => {
  const fx: LeadFixture = withLeads(kind, { sink: false })
  let smtp: Scripted | undefined
  afterEach(async () => {
    await smtp?.close()
    smtp = undefined
  })

  const envOf = (url: string, extra: Env = {}): Env => fx.env({ SMTP_URL: url, LEAD_TO: "sales@solvix.test", LEAD_FROM: "website@solvix.test", SMTP_TIMEOUT_MS: "2000", ...extra })
  const receivedAt = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString()
  const spool = (id: string, hoursAgo = 1) => fx.put(newRecord({ id, receivedAt: receivedAt(hoursAgo), page: "/contact", payload: VALID }), "pending")
  /** The lead's e-mail state where it is now, checking it is in that state. */
  const emailState = async (state: LeadState, id: string) => {
    expect(await fx.ids(state)).toContain(id)
    return (await fx.record(id))?.destinations.email
  }
  const deliverScript = async (env: Env, args: string[] = []) => (await deliverCommand(env, args)).stdout

  /**
   * Runs `leads:deliver` in a child process and SIGKILLs it the moment the server has the whole message (its
   * "."). Then time passes: on disk the claim names its dead owner, which makes it abandoned at once; in Blobs
   * (no process to ask) a claim is abandoned once older than LEAD_CLAIM_STALE_MINUTES, so it is aged here.
   */
  async function killedAfterBody(env: Env, id: string): Promise<void> {
    const child = spawn(process.execPath, ["scripts/ops/deliver-leads.mjs"], { cwd: ROOT, env: { PATH: process.env["PATH"] ?? "", ...env }, stdio: "ignore" })
    const exited = new Promise((resolve) => child.once("exit", resolve))
    smtp!.bodyEnded = () => {
      child.kill("SIGKILL")
    }
    await exited
    if (kind === "blobs") {
      const raw = rawBlobs(fx.blobs, env["LEAD_BLOBS_STORE"]!)
      const entry = (await raw.get(`lead/${id}`, { type: "json" })) as { claim: { at: string; doubt?: boolean } }
      expect(entry.claim.doubt).toBe(true)
      await raw.setJSON(`lead/${id}`, { ...entry, claim: { ...entry.claim, at: new Date(Date.now() - 20 * 60_000).toISOString() } })
    }
  }

  describe("a delivery process killed after the mail server received the message", () => {
    it("the server had the whole message: recovery holds the lead in doubt instead of sending it again", async () => {
      // The first body is never answered (the kill comes first); any later one would be a second e-mail.
      smtp = await scriptedServer((n) => (n === 1 ? "hold" : 250))
      const env = envOf(smtp.url)
      const id = "kill-after-body-0001"
      await spool(id)
      await killedAfterBody(env, id)
      expect(smtp.received).toEqual([id])

      // What a restarted server or the next `leads:deliver` does: returns the dead process's claim.
      const result = await fx.service(env).deliverDue({ budgetMs: 10_000, ignoreBackoff: true })
      expect(result.recovered).toEqual([id])
      expect(result.delivered).toEqual([])
      expect(smtp.received).toEqual([id])
      expect(await fx.ids("sending")).toEqual([])
      const held = await emailState("pending", id)
      expect(held?.inDoubt).toBe(true)
      expect(Date.parse(held?.nextAttemptAt ?? "") - Date.now()).toBeGreaterThan(23 * 3_600_000)

      // The operator's script reports it with the ways out, and does not send it either.
      const report = await deliverScript(env)
      expect(report).toContain("1 pending (1 in doubt)")
      expect(report).toContain(`Held in doubt`)
      expect(report).toContain(id)
      expect(report).toContain("--release-doubt")
      expect(smtp.received).toEqual([id])

      // Found in the inbox: recorded as sent, never sent again.
      const settled = await deliverScript(env, [`--doubt-arrived=${id}`])
      expect(settled).toContain("in doubt recorded as arrived 1")
      expect(await fx.ids("pending")).toEqual([])
      expect(await fx.ids("sent")).toEqual([id])
      expect(smtp.received).toEqual([id])
    })

    it("released by the operator (not found in the inbox): sent once more, once", async () => {
      smtp = await scriptedServer((n) => (n === 1 ? "hold" : 250))
      const env = envOf(smtp.url)
      const id = "kill-after-body-0002"
      await spool(id)
      await killedAfterBody(env, id)
      expect(await deliverScript(env)).toContain("1 pending (1 in doubt)")
      expect(smtp.received).toEqual([id])

      const released = await deliverScript(env, ["--release-doubt"])
      expect(released).toContain("released 1")
      expect(released).toContain("Sent 1")
      expect(smtp.kept).toEqual([id])
      expect(await fx.ids("sent")).toEqual([id])
      expect(await deliverScript(env)).toContain("0 pending (0 in doubt)")
      expect(smtp.received).toEqual([id, id])
    })

    it("the mark is stored before the server can accept: the claim reads 'in doubt' when the final '.' arrives", async () => {
      const seen: Array<Promise<boolean>> = []
      smtp = await scriptedServer(() => 250)
      const env = envOf(smtp.url)
      const marked = async (id: string): Promise<boolean> => {
        if (kind === "disk") return existsSync(path.join(fx.dir, "sending", `${id}.${process.pid}.doubt`))
        const entry = (await rawBlobs(fx.blobs, env["LEAD_BLOBS_STORE"]!).get(`lead/${id}`, { type: "json" })) as { claim?: { doubt?: boolean } }
        return entry.claim?.doubt === true
      }
      smtp.bodyEnded = () => {
        seen.push(marked("mark-order-0001"))
      }
      await spool("mark-order-0001")
      const result = await fx.service(env).deliverDue({ budgetMs: 10_000, ignoreBackoff: true })
      expect(result.delivered).toEqual(["mark-order-0001"])
      expect(await Promise.all(seen)).toEqual([true])
      // Delivered: the claim ended as it was accepted, and the mark went with the claim.
      const sent = await emailState("sent", "mark-order-0001")
      expect(sent).toMatchObject({ attempts: 0 })
      expect(sent?.inDoubt).toBeUndefined()
      expect(await fx.ids("sending")).toEqual([])
    })

    it("when the mark cannot be made, the final '.' is never sent and the lead stays in the store", async () => {
      smtp = await scriptedServer(() => 250)
      const env = envOf(smtp.url)
      const id = "mark-fails-0001"
      await spool(id)
      let restore = () => undefined as void
      if (kind === "disk") {
        // The disk fails the rename that makes the mark.
        const rename = fsPromises.rename.bind(fsPromises)
        const failing = jest.spyOn(fsPromises, "rename").mockImplementation(async (from, to) => {
          if (String(to).endsWith(".doubt")) throw Object.assign(new Error("EIO: i/o error, rename"), { code: "EIO" })
          return rename(from, to)
        })
        restore = () => failing.mockRestore()
      } else {
        // Another process returned the claim as abandoned while this delivery talked to the server (its
        // function was frozen, say): the mark, a write conditional on the claim's entry, fails.
        smtp.recipient = async () => {
          const raw = rawBlobs(fx.blobs, env["LEAD_BLOBS_STORE"]!)
          const entry = (await raw.get(`lead/${id}`, { type: "json" })) as { record: LeadRecord }
          await raw.setJSON(`lead/${id}`, { state: "pending", record: entry.record })
        }
      }
      const { log, events } = memoryLog()
      const started = Date.now()
      const result = await fx.service(env, { log }).deliverDue({ budgetMs: 10_000, ignoreBackoff: true }).finally(restore)
      // The attempt ends at once (the connection is closed, not left waiting SMTP_DATA_TIMEOUT_MS), unsent:
      // back among the pending leads for a later try, with no strike and not in doubt.
      expect(Date.now() - started).toBeLessThan(5000)
      expect(result).toMatchObject({ delivered: [], retried: [id], serverAway: true })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(smtp.received).toEqual([])
      expect(events.map((e) => e.event)).not.toContain("lead.delivered")
      // (In Blobs the entry is what the other process wrote: this delivery could not release it either.)
      expect(await emailState("pending", id)).toMatchObject({ attempts: kind === "disk" ? 1 : 0, strikes: 0 })
      expect((await emailState("pending", id))?.inDoubt).toBeUndefined()
      expect(await fx.ids("sending")).toEqual([])

      // The store works again: the next run sends it, once.
      smtp.recipient = async () => undefined
      const again = await fx.service(env).deliverDue({ budgetMs: 10_000, ignoreBackoff: true })
      expect(again.delivered).toEqual([id])
      expect(smtp.received).toEqual([id])
    })

    it("a refusal of the envelope (before the message) leaves no mark and counts as a strike", async () => {
      smtp = await scriptedServer(() => 250, true)
      const env = envOf(smtp.url)
      await spool("no-mark-0001")
      const result = await fx.service(env).deliverDue({ budgetMs: 10_000, ignoreBackoff: true })
      expect(result.retried).toEqual(["no-mark-0001"])
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(await fx.ids("sending")).toEqual([])
      expect(await emailState("pending", "no-mark-0001")).toMatchObject({ attempts: 1, strikes: 1 })
      expect((await emailState("pending", "no-mark-0001"))?.inDoubt).toBeUndefined()
      expect(smtp.received).toEqual([])
    })
  })

  describe("a greylisting mail server", () => {
    it("answers 451 twelve times, then 250: the lead is delivered once, not quarantined", async () => {
      smtp = await scriptedServer((n) => (n <= 12 ? 451 : 250))
      const env = envOf(smtp.url)
      expect(fx.config(env).maxAttempts).toBe(10)
      await spool("greylisted-0001")
      const service = fx.service(env)
      const outcomes: string[] = []
      for (let run = 0; run < 13; run++) {
        const result = await service.deliverDue({ budgetMs: 10_000, ignoreBackoff: true })
        outcomes.push(result.delivered.length > 0 ? "delivered" : result.quarantined.length > 0 ? "quarantined" : "retried")
      }
      expect(outcomes).toEqual([...Array<string>(12).fill("retried"), "delivered"])
      expect(smtp.kept).toEqual(["greylisted-0001"])
      expect(await fx.ids("failed")).toEqual([])
      // The claim ended as the 13th attempt claimed it: 12 attempts before, no strike.
      expect(await emailState("sent", "greylisted-0001")).toMatchObject({ attempts: 12, strikes: 0 })
    })

    it("gives up on a lead still told 'later' after LEAD_GIVE_UP_HOURS: quarantined and reported", async () => {
      smtp = await scriptedServer(() => 451)
      const env = envOf(smtp.url, { LEAD_GIVE_UP_HOURS: "72" })
      await spool("young-0001", 71)
      await spool("old-0001", 73)
      const out = await deliverScript(env)
      expect(out).toContain("quarantined 1")
      expect(await fx.ids("failed")).toEqual(["old-0001"])
      expect((await emailState("failed", "old-0001"))?.lastError).toMatch(/^given up after 72 h of temporary failures: .*451/)
      expect(await emailState("pending", "young-0001")).toMatchObject({ attempts: 1, strikes: 0 })
    })
  })
})
