/** @jest-environment node */
/**
 * Every crash point of claim, send, finish and release, built directly on disk (as a SIGKILL between two
 * steps leaves it), then recovered by the delivery a restarted process or `leads:deliver` runs.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { link, mkdir, unlink, utimes, writeFile } from "node:fs/promises"
import path from "node:path"
import { newRecord, withDestination, type DestinationState, type LeadRecord } from "../contract/record"
import { heldInDoubt } from "../delivery/rules"
import { DiskStore, processGone, processTag, TMP_ABANDONED_MS } from "../store/disk"
import { withLeads } from "../test-support/fixtures"
import { VALID } from "../test-support/hostile-bodies"

jest.setTimeout(30_000)
const fx = withLeads("disk")

const STALE_MS = 15 * 60_000
const longAgo = new Date(Date.now() - 60 * 60_000)
const file = (folder: string, id: string) => path.join(fx.dir, folder, `${id}.json`)
const stored = (folder: string, id: string) => JSON.parse(readFileSync(file(folder, id), "utf8")) as LeadRecord
/** A lead as a crash left it; `email` changes its e-mail destination's state. */
const lead = (id: string, email: Partial<DestinationState> = {}): LeadRecord => {
  const record = newRecord({ id, receivedAt: longAgo.toISOString(), page: "/contact", payload: VALID })
  return withDestination(record, "email", { ...record.destinations.email!, ...email })
}
const put = async (folder: string, record: LeadRecord, mtime = longAgo): Promise<void> => {
  await mkdir(path.join(fx.dir, folder), { recursive: true })
  await writeFile(file(folder, record.id), JSON.stringify(record))
  await utimes(file(folder, record.id), mtime, mtime)
}
const list = (folder: string): string[] => (existsSync(path.join(fx.dir, folder)) ? readdirSync(path.join(fx.dir, folder)).sort() : [])
const folders = async () => ({ pending: list("pending"), sending: list("sending"), sent: list("sent"), tmp: list("tmp").filter((name) => !name.startsWith("owner.")) })
const store = () => new DiskStore({ dir: fx.dir, durable: true })
beforeEach(() => store().prepare())
const claimLead = (id: string, at: Date) => store().claim(id, at)
const recoverStaleClaims = (at: Date, staleMs: number, live: (id: string) => boolean = () => false, doubtHoldMs = 24 * 3_600_000) => store().recover({ now: at, staleMs, live, heldInDoubt: (record) => heldInDoubt(record, at, doubtHoldMs) })
const recovered = (result: Awaited<ReturnType<typeof recoverStaleClaims>>) => ({ returned: result.returned, inDoubt: result.inDoubt, resolved: result.resolved })
/** What a restarted process does: a delivery run over the whole spool, twice (the second must find nothing). */
const restart = async () => {
  const service = fx.service()
  const first = await service.deliverDue({ ignoreBackoff: true })
  const second = await service.deliverDue({ ignoreBackoff: true })
  return { first, second }
}

/** A process that ran and has ended: its pid and the owner tag it would have written (same boot, a start time its pid no longer has). */
function endedProcess(): { pid: number; tag: string } {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(require('fs').readFileSync('/proc/self/stat','utf8'))"], { encoding: "utf8" })
  const start = child.stdout.slice(child.stdout.lastIndexOf(")") + 2).split(" ")[19]
  const tag = `${processTag()!.split(" ")[0]} ${child.pid} ${start}`
  expect(processGone(tag)).toBe(true)
  return { pid: child.pid, tag }
}

describe("crash points", () => {
  it("claim, killed between the link and the unlink (same file in pending/ and sending/): one copy, sent once, recovery ends", async () => {
    const id = "crash-link-0001"
    await put("pending", lead(id))
    await link(file("pending", id), file("sending", id))
    expect(statSync(file("pending", id)).ino).toBe(statSync(file("sending", id)).ino)

    // A claim attempt meanwhile is refused and does not refresh the claim's time (it would never turn stale).
    expect(await claimLead(id, new Date())).toEqual({ busy: true })
    expect(Math.abs(statSync(file("sending", id)).mtimeMs - longAgo.getTime())).toBeLessThan(2)

    const recovery = await recoverStaleClaims(new Date(), STALE_MS)
    expect(recovered(recovery)).toEqual({ returned: [], inDoubt: [], resolved: [id] })
    expect(await folders()).toMatchObject({ pending: [`${id}.json`], sending: [] })
    expect(recovered(await recoverStaleClaims(new Date(), STALE_MS))).toEqual({ returned: [], inDoubt: [], resolved: [] })

    await restart()
    expect(fx.sentIds()).toEqual([id])
    expect(await folders()).toMatchObject({ pending: [], sending: [], sent: [`${id}.json`] })
  })

  it("claim, killed after the unlink (only in sending/): returned to pending/ once stale, sent once", async () => {
    const id = "crash-unlink-0001"
    await put("sending", lead(id))
    const { first, second } = await restart()
    expect(first.recovered).toEqual([id])
    expect(second.recovered).toEqual([])
    expect(fx.sentIds()).toEqual([id])
    expect(await folders()).toMatchObject({ pending: [], sending: [], sent: [`${id}.json`] })
  })

  it("claim, fresh (a delivery may still be running in another process): left alone", async () => {
    const id = "crash-fresh-0001"
    await put("sending", lead(id), new Date())
    await restart()
    expect(fx.sentIds()).toEqual([])
    expect(await folders()).toMatchObject({ sending: [`${id}.json`] })
  })

  it("finish, killed after sent/ was written (also in sending/): not sent again, the claim goes", async () => {
    const id = "crash-finish-0001"
    await put("sent", lead(id, { attempts: 1, deliveredAt: longAgo.toISOString(), response: "250 OK" }))
    await put("sending", lead(id))
    await restart()
    expect(fx.sentIds()).toEqual([])
    expect(await folders()).toMatchObject({ pending: [], sending: [], sent: [`${id}.json`] })
  })

  it("release, killed after pending/ was rewritten (also in sending/): the newer pending copy stands", async () => {
    const id = "crash-release-0001"
    await put("sending", lead(id))
    await put("pending", lead(id, { attempts: 1, lastError: "ECONNECTION", nextAttemptAt: longAgo.toISOString() }))
    const recovery = await recoverStaleClaims(new Date(), STALE_MS)
    expect(recovery.resolved).toEqual([id])
    expect(stored("pending", id).destinations.email).toMatchObject({ attempts: 1, lastError: "ECONNECTION" })
    await restart()
    expect(fx.sentIds()).toEqual([id])
    expect(await folders()).toMatchObject({ pending: [], sending: [] })
  })

  it("accept racing a finish (in pending/ and sent/): the pending copy is dropped, nothing is sent again", async () => {
    const id = "crash-accept-0001"
    await put("sent", lead(id, { attempts: 1, deliveredAt: longAgo.toISOString(), response: "250 OK" }))
    await put("pending", lead(id))
    await restart()
    expect(fx.sentIds()).toEqual([])
    expect(await folders()).toMatchObject({ pending: [], sending: [], sent: [`${id}.json`] })
  })

  it("send, killed after the in-doubt mark (the claim and its .doubt owner file): returned held, not sent", async () => {
    const id = "crash-doubt-0001"
    const { pid, tag } = endedProcess()
    // Fresh: the owner's end, not the claim's age, makes it stale.
    await put("sending", lead(id), new Date())
    await writeFile(path.join(fx.dir, "sending", `${id}.${pid}.doubt`), tag)
    const before = Date.now()
    const recovery = await recoverStaleClaims(new Date(), STALE_MS, () => false, 24 * 3_600_000)
    expect(recovered(recovery)).toEqual({ returned: [id], inDoubt: [id], resolved: [] })
    const held = stored("pending", id)
    expect(held).toMatchObject({ payload: VALID, destinations: { email: { inDoubt: true, attempts: 1 } } })
    expect(Date.parse(held.destinations.email?.nextAttemptAt ?? "") - before).toBeGreaterThanOrEqual(24 * 3_600_000)
    await restart()
    expect(fx.sentIds()).toEqual([])
    expect(await folders()).toMatchObject({ pending: [`${id}.json`], sending: [] })
  })

  it("finish, killed after the rename into sent/ (only the .doubt owner file left): the marker goes, nothing is sent", async () => {
    const id = "crash-sent-0001"
    const { pid, tag } = endedProcess()
    await put("sent", lead(id))
    await writeFile(path.join(fx.dir, "sending", `${id}.${pid}.doubt`), tag)
    await restart()
    expect(fx.sentIds()).toEqual([])
    expect(await folders()).toMatchObject({ pending: [], sending: [], sent: [`${id}.json`] })
  })

  it("accept, killed before its link into pending/ (a whole record in tmp/ only): recovered, sent once, nothing left in tmp/", async () => {
    const id = "crash-tmp-0001"
    const tmp = path.join(fx.dir, "tmp", `${id}.json.0b9c5a52-8a83-4c1e-9f51-0d3c2f7e1a10.tmp`)
    await mkdir(path.dirname(tmp), { recursive: true })
    await writeFile(tmp, JSON.stringify(lead(id)))
    const abandoned = new Date(Date.now() - TMP_ABANDONED_MS - 1000)
    await utimes(tmp, abandoned, abandoned)
    const { first } = await restart()
    expect(first.delivered).toEqual([id])
    expect(fx.sentIds()).toEqual([id])
    expect(await folders()).toMatchObject({ pending: [], sending: [], sent: [`${id}.json`], tmp: [] })
  })

  it("what else a dead process left in tmp/ is removed after a minute: partial writes, copies of stored leads, e-mails; a write under way stays", async () => {
    await mkdir(path.join(fx.dir, "tmp"), { recursive: true })
    const abandoned = new Date(Date.now() - TMP_ABANDONED_MS - 1000)
    const uuid = "0b9c5a52-8a83-4c1e-9f51-0d3c2f7e1a10"
    await put("pending", lead("crash-copy-0001"))
    const leftovers = {
      [`crash-part-0001.json.${uuid}.tmp`]: '{"version":2,"id":"crash-part-0001","receivedAt":"2025-11-2',
      [`crash-copy-0001.json.${uuid}.tmp`]: JSON.stringify(lead("crash-copy-0001", { attempts: 3 })),
      [`crash-copy-0001.eml.${uuid}.tmp`]: "Subject: a lead\r\n\r\nAna Reyes, +63 917 555 0101",
    }
    for (const [name, text] of Object.entries(leftovers)) {
      await writeFile(path.join(fx.dir, "tmp", name), text)
      await utimes(path.join(fx.dir, "tmp", name), abandoned, abandoned)
    }
    const underWay = path.join(fx.dir, "tmp", `crash-new-0001.json.${uuid}.tmp`)
    await writeFile(underWay, JSON.stringify(lead("crash-new-0001")))
    const report = await fx.service().start()
    expect(report).toMatchObject({ ready: true, tmpRecovered: [], tmpRemoved: 3 })
    expect((await folders()).tmp).toEqual([path.basename(underWay)])
    expect(stored("pending", "crash-copy-0001").destinations.email?.attempts).toBe(0)
  })

  it("all of them at once, twice over: every lead sent exactly once", async () => {
    const ids = ["all-link-0001", "all-unlink-0001", "all-release-0001", "all-plain-0001"]
    await put("pending", lead(ids[0]!))
    await link(file("pending", ids[0]!), file("sending", ids[0]!))
    await put("sending", lead(ids[1]!))
    await put("sending", lead(ids[2]!))
    await put("pending", lead(ids[2]!, { attempts: 1 }))
    await put("pending", lead(ids[3]!))
    await restart()
    await restart()
    expect(fx.sentIds().sort()).toEqual([...ids].sort())
    expect(await folders()).toMatchObject({ pending: [], sending: [] })
  })
})

describe("claims of a process that has ended", () => {
  it("a fresh claim whose owner was killed is returned at once; a fresh claim of a running process waits for LEAD_CLAIM_STALE_MINUTES", async () => {
    const [dead, alive] = ["owner-dead-0001", "owner-alive-0001"]
    await put("pending", lead(dead))
    await put("pending", lead(alive))
    expect(await claimLead(dead, new Date())).toMatchObject({ claim: { id: dead } })
    expect(await claimLead(alive, new Date())).toMatchObject({ claim: { id: alive } })
    // The claim names its owner: this process.
    const mine = processTag()
    expect(mine).not.toBeNull()
    expect(readFileSync(path.join(fx.dir, "sending", `${alive}.${process.pid}.owner`), "utf8")).toBe(mine)
    expect(processGone(mine!)).toBe(false)

    // The other claim's owner: a process that ran and ended.
    const { pid: childPid, tag: endedTag } = endedProcess()
    // (Owner files of one process are hard links to one tag file: the ended process's is a file of its own.)
    await unlink(path.join(fx.dir, "sending", `${dead}.${process.pid}.owner`))
    await writeFile(path.join(fx.dir, "sending", `${dead}.${childPid}.owner`), endedTag)
    // An owner file without its claim (killed between writing it and the link), of an ended process.
    await writeFile(path.join(fx.dir, "sending", `orphan-0001.${childPid}.owner`), endedTag)

    expect(recovered(await recoverStaleClaims(new Date(), STALE_MS))).toEqual({ returned: [dead], inDoubt: [], resolved: [] })
    expect(await folders()).toMatchObject({ pending: [`${dead}.json`], sending: [`${alive}.json`, `${alive}.${process.pid}.owner`].sort() })
  })

  it("owner files are hard links to one tag file per process, written again if it went", async () => {
    const ids = ["owner-link-0001", "owner-link-0002", "owner-link-0003"]
    for (const id of ids) await put("pending", lead(id))
    const tagFile = path.join(fx.dir, "tmp", `owner.${process.pid}.tag`)
    // A tag file left by an ended process that had this pid is replaced on the first claim.
    await writeFile(tagFile, endedProcess().tag)
    const one = store()
    await one.claim(ids[0]!, new Date())
    await one.claim(ids[1]!, new Date())
    const owner = (id: string) => path.join(fx.dir, "sending", `${id}.${process.pid}.owner`)
    expect(readFileSync(owner(ids[0]!), "utf8")).toBe(processTag())
    expect(statSync(owner(ids[0]!)).ino).toBe(statSync(tagFile).ino)
    expect(statSync(owner(ids[1]!)).ino).toBe(statSync(tagFile).ino)
    // Gone (removed by hand, or by an older version's cleaning of tmp/): the next claim writes it again.
    await unlink(tagFile)
    await one.claim(ids[2]!, new Date())
    expect(readFileSync(owner(ids[2]!), "utf8")).toBe(processTag())
    expect(statSync(owner(ids[2]!)).ino).toBe(statSync(tagFile).ino)
  })
})
