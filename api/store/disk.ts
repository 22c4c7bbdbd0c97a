/**
 * The disk spool (LeadStore, api/store/types.ts): every accepted lead is a file named after its submission
 * id, and the folder it is in is its state.
 *
 *   <spool>/pending/<id>.json   accepted, waiting for delivery (written durably before the visitor's answer)
 *   <spool>/sending/<id>.json   claimed by one delivery in progress (a hard link made with no-clobber)
 *   <spool>/sent/<id>.json      delivered: the record that stops a second delivery of the same id
 *   <spool>/failed/<id>.json    quarantined (a destination given up; its lastError says why): kept for a
 *                               person, `leads:deliver --retry-failed`
 *   <spool>/tmp/                files being written, linked or renamed into place once fsynced
 *
 * Moves are link/rename within one file system, so a file is always whole and in at least one folder.
 * Crash points and how each recovers (api/store/__tests__/disk-crash.test.ts builds each state on disk):
 *   claim  after touch, before link     pending/ only              an ordinary pending lead
 *          after link, before unlink    pending/ and sending/      recovery drops the sending/ copy
 *          after unlink                 sending/ only              stale claim → back to pending/
 *   send   after the in-doubt mark      sending/ + <id>.<pid>.doubt  returned to pending/ in doubt, held
 *          (made before the message's final ".", so also after the server's 250, before the move to sent/)
 *   finish after the rename to sent/    sent/ (+ the .doubt file)  the .doubt file goes once its process ended
 *   release after pending/ written      pending/ (newer) + sending/ recovery drops the sending/ copy
 *   accept before its link              tmp/ only (a whole record) recovered into pending/ a minute later
 *   any other write before its rename   tmp/ only                  removed a minute later (the lead is elsewhere)
 * A claim is never renamed onto a copy of itself, and a claim that is still in sending/ is never touched
 * again (its time is the claim's), so recovery ends: each id is resolved once.
 *
 * Beside each claim, sending/<id>.<pid>.owner names the process that claims it (boot id, pid and start time,
 * from Linux's /proc), made before the link and removed when the claim ends or the link fails. It is a hard
 * link to the process's own tag file in tmp/, written once: creating a file costs far more than a link, and
 * a lead's delivery creates no file of its own (the in-doubt mark renames the owner file to
 * <id>.<pid>.doubt, and a delivered claim is renamed into sent/). A claim whose owner files all name
 * processes that have ended (killed, or the machine restarted) is stale at once, so a restarted server or
 * `leads:deliver` returns it without waiting LEAD_CLAIM_STALE_MINUTES. Without such a file (no /proc) the
 * claim's age decides. An owner file left without its claim (a crash between two steps) is removed once its
 * process has ended. Owner files share one inode per process: never write into one (replace it). The mark is
 * the e-mail destination's: only an SMTP delivery makes it.
 */
import { promises as fs, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { inDoubt, isLeadId, parseRecord, serializeRecord, type LeadRecord } from "../contract/record"
import type { LeadCounts } from "../contract/service"
import { DurableFiles, errorCode, ignoring, TMP_NAME } from "./files"
import type { Claim, ClaimResult, LeadState, LeadStore, RecoverOptions, Recovery } from "./types"

const FOLDERS = ["tmp", "pending", "sending", "sent", "failed"] as const
type Folder = (typeof FOLDERS)[number]

/** A file in tmp/ older than this was left by a write that will never finish (writes take milliseconds). */
export const TMP_ABANDONED_MS = 60_000

export const folderOf = (spoolDir: string, folder: Folder): string => path.join(spoolDir, folder)

const readProc = (file: string): string | null => {
  try {
    return readFileSync(file, "utf8").trim()
  } catch {
    return null
  }
}

/** A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), null when it is gone. */
const startTimeOf = (pid: number): string | null => {
  const stat = readProc(`/proc/${pid}/stat`)
  return stat === null ? null : (stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null)
}

/** "<boot id> <pid> <start time>" of this process; null where /proc does not say (not Linux). */
export function processTag(): string | null {
  const boot = readProc("/proc/sys/kernel/random/boot_id")
  const start = startTimeOf(process.pid)
  return boot && start ? `${boot} ${process.pid} ${start}` : null
}

/** True when the process `tag` names has ended (other boot, no such pid, or the pid reused by a later process). */
export function processGone(tag: string, here: string | null = processTag()): boolean {
  const [boot, pid, start] = tag.split(" ")
  if (!here || !boot || !pid || !start) return false
  if (boot !== here.split(" ")[0]) return true
  return startTimeOf(Number(pid)) !== start
}

const OWNER = /^(.+)\.(\d+)\.(owner|doubt)$/

/**
 * Whether a spool file exists. A synchronous stat of one name in a local folder takes microseconds, less than
 * the promise, the worker-thread round trip and the ENOENT error object (with its stack) of an async one;
 * the spool must be on a local disk anyway (README "Deploying"). Other errors (EACCES) still throw.
 */
const exists = (file: string): boolean => statSync(file, { throwIfNoEntry: false }) !== undefined

export interface DiskStoreOptions {
  dir: string
  durable: boolean
  /** Shared with the outbox, so both group their folder fsyncs. */
  files?: DurableFiles
}

export class DiskStore implements LeadStore {
  readonly kind = "disk" as const
  readonly durable: boolean
  readonly location: string
  readonly files: DurableFiles
  private readonly dir: string
  /** This process's tag (computed once: it does not change while the process lives). */
  private readonly tag: string | null = processTag()
  /** Whether this store wrote its process's tag file (the first claim writes it afresh). */
  private tagWritten = false
  /** When the folders were last made, and that work (concurrent requests wait for the same one). */
  private prepared: { at: number; done: Promise<void> } | null = null

  constructor({ dir, durable, files = new DurableFiles() }: DiskStoreOptions) {
    this.dir = dir
    this.durable = durable
    this.location = dir
    this.files = files
  }

  private fileOf(folder: Folder, id: string): string {
    return path.join(this.dir, folder, `${id}.json`)
  }
  private folder(folder: Folder): string {
    return folderOf(this.dir, folder)
  }
  private ownerOf(id: string): string {
    return path.join(this.folder("sending"), `${id}.${process.pid}.owner`)
  }
  private doubtOf(id: string): string {
    return path.join(this.folder("sending"), `${id}.${process.pid}.doubt`)
  }
  private get tagFile(): string {
    return path.join(this.folder("tmp"), `owner.${process.pid}.tag`)
  }

  /** The folders, made once a minute rather than on every request; a failure is tried again by the next call. */
  prepare(now = Date.now()): Promise<void> {
    if (this.prepared && now - this.prepared.at < 60_000) return this.prepared.done
    const done = Promise.all(FOLDERS.map((folder) => fs.mkdir(this.folder(folder), { recursive: true }))).then(() => undefined)
    const slot = { at: now, done }
    this.prepared = slot
    done.catch(() => {
      if (this.prepared === slot) this.prepared = null
    })
    return done
  }

  /** Removes this process's owner file of a claim, under either name (the in-doubt one first: most claims end so). */
  private async dropOwner(id: string): Promise<void> {
    for (const file of [this.doubtOf(id), this.ownerOf(id)]) {
      try {
        await fs.unlink(file)
        return
      } catch (error) {
        ignoring("ENOENT")(error)
      }
    }
  }

  /** Writes this process's tag file atomically (a file of a dead process with the same pid is replaced). */
  private async writeTagFile(tag: string): Promise<void> {
    const tmp = `${this.tagFile}.${process.hrtime.bigint()}.part`
    await fs.writeFile(tmp, tag, { mode: 0o600 })
    await fs.rename(tmp, this.tagFile)
    this.tagWritten = true
  }

  /** Makes sending/<id>.<pid>.owner: a hard link to this process's tag file, written first when needed. */
  private async writeOwner(id: string, tag: string): Promise<void> {
    if (!this.tagWritten) await this.writeTagFile(tag)
    for (let tries = 0; ; tries += 1) {
      try {
        await fs.link(this.tagFile, this.ownerOf(id))
        return
      } catch (error) {
        if (tries >= 2) throw error
        const code = errorCode(error)
        // The tag file went (removed by hand, or by an older version's cleaning of tmp/): write it again.
        if (code === "ENOENT") await this.writeTagFile(tag)
        // An owner file of an earlier claim of this id by a process with this pid: ours now.
        else if (code === "EEXIST") await fs.unlink(this.ownerOf(id)).catch(ignoring("ENOENT"))
        else throw error
      }
    }
  }

  /** Owner file names in sending/, by claim id. */
  private async ownerFiles(): Promise<Map<string, string[]>> {
    const byId = new Map<string, string[]>()
    for (const name of (await fs.readdir(this.folder("sending")).catch(ignoring("ENOENT"))) ?? []) {
      const id = OWNER.exec(name)?.[1]
      if (id !== undefined) byId.set(id, [...(byId.get(id) ?? []), name])
    }
    return byId
  }

  /** Whether every process named by these owner files has ended (false for none: nothing is known). */
  private async ownersGone(names: readonly string[]): Promise<boolean> {
    if (names.length === 0) return false
    for (const name of names) {
      const tag = await fs.readFile(path.join(this.folder("sending"), name), "utf8").catch(ignoring("ENOENT"))
      if (tag !== undefined && !processGone(tag.trim(), this.tag)) return false
    }
    return true
  }

  private dropOwners(names: readonly string[]): Promise<unknown> {
    return Promise.all(names.map((name) => fs.unlink(path.join(this.folder("sending"), name)).catch(ignoring("ENOENT"))))
  }

  private write(folder: Folder, record: LeadRecord, mode: "create" | "replace"): Promise<boolean> {
    return this.files.writeDurable(this.fileOf(folder, record.id), serializeRecord(record), mode, this.folder("tmp"))
  }

  async read(folder: LeadState, id: string): Promise<LeadRecord | null> {
    const json = await fs.readFile(this.fileOf(folder, id), "utf8").catch(ignoring("ENOENT"))
    return json === undefined ? null : parseRecord(json)
  }

  async find(id: string): Promise<{ state: LeadState; record: LeadRecord | null } | null> {
    const folders = ["pending", "sending", "sent", "failed"] as const
    const state = folders.find((folder) => exists(this.fileOf(folder, id)))
    return state === undefined ? null : { state, record: await this.read(state, id) }
  }

  /**
   * Writes a new lead durably into pending/. "duplicate" when the id is already pending, being sent or sent:
   * the no-clobber link decides between concurrent twins, the second look catches one already moved on.
   */
  async accept(record: LeadRecord): Promise<"accepted" | "duplicate"> {
    await this.prepare()
    if (!(await this.write("pending", record, "create"))) return "duplicate"
    if ((["sending", "sent", "failed"] as const).some((folder) => exists(this.fileOf(folder, record.id)))) {
      await fs.unlink(this.fileOf("pending", record.id)).catch(ignoring("ENOENT"))
      await this.files.fsyncDir(this.folder("pending"))
      return "duplicate"
    }
    return "accepted"
  }

  private async idsIn(folder: Folder): Promise<string[]> {
    return ((await fs.readdir(this.folder(folder)).catch(ignoring("ENOENT"))) ?? [])
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.slice(0, -".json".length))
      .filter(isLeadId)
  }

  pendingIds(): Promise<string[]> {
    return this.idsIn("pending")
  }
  failedIds(): Promise<string[]> {
    return this.idsIn("failed")
  }
  readPending(id: string): Promise<LeadRecord | null> {
    return this.read("pending", id)
  }

  /** A file that cannot be read is moved aside (the caller reports it), never retried for ever. */
  private async quarantineUnreadable(from: Folder, id: string): Promise<void> {
    await fs.rename(this.fileOf(from, id), this.fileOf("failed", id)).catch(ignoring("ENOENT"))
    if (from === "sending") await this.dropOwner(id)
  }

  /**
   * Claims a pending lead: touch (the claim's time), hard-link into sending/ (fails if another delivery holds
   * it), unlink from pending/. A lead already in sending/ is busy and is not touched: touching it would make
   * an abandoned claim look fresh for ever.
   */
  async claim(id: string, now: Date): Promise<ClaimResult> {
    const pending = this.fileOf("pending", id)
    const sending = this.fileOf("sending", id)
    if (exists(sending)) return exists(pending) ? { busy: true } : null
    const { tag } = this
    try {
      await fs.utimes(pending, now, now)
      if (tag) await this.writeOwner(id, tag)
      await fs.link(pending, sending)
    } catch (error) {
      if (tag) await this.dropOwner(id)
      const code = errorCode(error)
      if (code === "ENOENT") return null
      if (code === "EEXIST") return { busy: true }
      throw error
    }
    await this.files.fsyncDir(path.dirname(sending))
    // No fsync after the unlink: if a crash loses it, the lead is in pending/ and sending/, which recovery
    // resolves (the table at the top). The same holds for the unlinks that end finish and release.
    await fs.unlink(pending).catch(ignoring("ENOENT"))
    if (exists(this.fileOf("sent", id))) {
      // Delivered already (a crash between the two steps of finish): drop the stray copy.
      await fs.unlink(sending).catch(ignoring("ENOENT"))
      await this.dropOwner(id)
      return null
    }
    const record = parseRecord(await fs.readFile(sending, "utf8"))
    if (!record || record.id !== id) {
      await this.quarantineUnreadable("sending", id)
      return { unreadable: true }
    }
    return { claim: { id, record } }
  }

  /**
   * The in-doubt mark, made just before the message's final "." goes to the server: the claim's owner file is
   * renamed sending/<id>.<pid>.doubt and sending/ synced. A process killed from here on (before or after the
   * server's 250) leaves a claim that recovery returns to pending/ held LEAD_DOUBT_HOLD_HOURS, instead of a
   * lead that is sent again at once. pending/ is synced first, so the claim's unlink from pending/ cannot be
   * undone by a power loss (a copy in pending/ would win over the mark). Without an owner file (no /proc) the
   * mark is a file of its own.
   */
  async markInDoubt(claim: Claim): Promise<void> {
    await this.files.fsyncDir(this.folder("pending"))
    await fs.rename(this.ownerOf(claim.id), this.doubtOf(claim.id)).catch(async (error: unknown) => {
      if (errorCode(error) !== "ENOENT") throw error
      await fs.writeFile(this.doubtOf(claim.id), "", { mode: 0o600 })
    })
    await this.files.fsyncDir(this.folder("sending"))
  }

  /**
   * Delivered. Without a record (a delivery), the claim is renamed into sent/ as it is: no new file, the
   * delivering attempt's claim time is its modification time, the answers are in the lead.delivered log line.
   * With one (the operator's "found in the inbox"), that record is written. sent/ is synced before the owner
   * file goes: the lead is recorded as sent before its claim looks ended.
   */
  async finish(claim: Claim, _now: Date, record?: LeadRecord): Promise<void> {
    if (record) {
      await this.write("sent", record, "replace")
      await fs.unlink(this.fileOf("sending", claim.id)).catch(ignoring("ENOENT"))
    } else {
      await fs.rename(this.fileOf("sending", claim.id), this.fileOf("sent", claim.id))
      await this.files.fsyncDir(this.folder("sent"))
    }
    await this.dropOwner(claim.id)
  }

  async release(claim: Claim, record: LeadRecord): Promise<void> {
    await this.write("pending", record, "replace")
    await fs.unlink(this.fileOf("sending", claim.id)).catch(ignoring("ENOENT"))
    await this.dropOwner(claim.id)
  }

  async quarantine(claim: Claim, _now: Date, record: LeadRecord): Promise<void> {
    await this.write("failed", record, "replace")
    await fs.unlink(this.fileOf("sending", claim.id)).catch(ignoring("ENOENT"))
    await this.dropOwner(claim.id)
    await this.files.fsyncDir(this.folder("sending"))
  }

  async requeue(id: string, update: (record: LeadRecord) => LeadRecord): Promise<boolean> {
    const record = await this.read("failed", id)
    if (!record) return false
    const created = await this.write("pending", update(record), "create")
    await fs.unlink(this.fileOf("failed", id)).catch(ignoring("ENOENT"))
    return created
  }

  /**
   * Claims whose delivery died with its process (older than `staleMs` or their owner gone, and not `live` in
   * this process) go back to pending/. An id in sending/ that is also in sent/ or pending/ (a crash between two
   * steps) keeps the other copy: the claim is only removed. A pending copy of a sent lead is removed too. A
   * claim marked in doubt (an <id>.<pid>.doubt beside it) returns as `heldInDoubt` makes it. Then tmp/: what
   * a write left there more than a minute ago (by the real clock: the files carry no claim time) is a whole
   * lead record never stored (a process killed between writing and linking it into pending/), which is
   * recovered into pending/, or a partial file or a copy of a lead stored elsewhere, which is removed, so no
   * personal data is left behind.
   */
  async recover({ now, staleMs, live, heldInDoubt }: RecoverOptions): Promise<Recovery> {
    await this.prepare()
    const result: Recovery = { returned: [], inDoubt: [], resolved: [], tmpRecovered: [], tmpRemoved: 0 }
    const owners = await this.ownerFiles()
    const claims = await this.idsIn("sending")
    for (const [id, names] of owners) {
      if (!claims.includes(id) && (await this.ownersGone(names))) await this.dropOwners(names)
    }
    for (const id of claims) {
      if (live(id)) continue
      const sending = this.fileOf("sending", id)
      const stat = await fs.stat(sending).catch(ignoring("ENOENT"))
      const mine = owners.get(id) ?? []
      if (!stat || (now.getTime() - stat.mtimeMs < staleMs && !(await this.ownersGone(mine)))) continue
      const sent = exists(this.fileOf("sent", id))
      if (sent || exists(this.fileOf("pending", id))) {
        if (sent) await fs.unlink(this.fileOf("pending", id)).catch(ignoring("ENOENT"))
        await fs.unlink(sending).catch(ignoring("ENOENT"))
        await this.dropOwners(mine)
        result.resolved.push(id)
        continue
      }
      const record = await this.read("sending", id)
      const marked = record !== null && mine.some((name) => name.endsWith(".doubt"))
      try {
        // Marked: the held record it would have become (a new file: recovery is rare). Otherwise the claim as it is.
        if (marked) await this.write("pending", heldInDoubt(record), "create")
        else await fs.link(sending, this.fileOf("pending", id))
      } catch (error) {
        if (errorCode(error) === "ENOENT") continue
        // Someone else put it back first: the pending copy stands.
        if (errorCode(error) !== "EEXIST") throw error
      }
      await fs.unlink(sending).catch(ignoring("ENOENT"))
      await this.dropOwners(mine)
      result.returned.push(id)
      if (marked || (record !== null && inDoubt(record))) result.inDoubt.push(id)
    }
    for (const id of await this.idsIn("pending")) {
      if (exists(this.fileOf("sent", id))) {
        await fs.unlink(this.fileOf("pending", id)).catch(ignoring("ENOENT"))
        result.resolved.push(id)
      }
    }
    if (result.returned.length + result.resolved.length > 0) {
      await this.files.fsyncDir(this.folder("pending"))
      await this.files.fsyncDir(this.folder("sending"))
    }
    await this.recoverTmp(result)
    return result
  }

  /** tmp/ after a crash (see recover): whole records never stored go to pending/, the rest is removed. */
  private async recoverTmp(result: Recovery): Promise<void> {
    const tmp = this.folder("tmp")
    for (const name of (await fs.readdir(tmp).catch(ignoring("ENOENT"))) ?? []) {
      const file = path.join(tmp, name)
      const tagOwner = /^owner\.(\d+)\.tag$/.exec(name)
      if (tagOwner) {
        // A process's tag file lives as long as the process; a dead process's goes.
        const tag = await fs.readFile(file, "utf8").catch(ignoring("ENOENT"))
        if (tag !== undefined && processGone(tag.trim(), this.tag)) await fs.unlink(file).catch(ignoring("ENOENT"))
        continue
      }
      const stat = await fs.stat(file).catch(ignoring("ENOENT"))
      if (!stat || Date.now() - stat.mtimeMs < TMP_ABANDONED_MS) continue
      const target = TMP_NAME.exec(name)?.[1]
      const id = target?.endsWith(".json") ? target.slice(0, -".json".length) : null
      let recovered = false
      if (id !== null && isLeadId(id) && (await this.find(id)) === null) {
        const record = parseRecord(await fs.readFile(file, "utf8").catch(() => ""))
        if (record && record.id === id) {
          await fs.link(file, this.fileOf("pending", id)).catch(ignoring("EEXIST"))
          await this.files.fsyncDir(this.folder("pending"))
          result.tmpRecovered.push(id)
          recovered = true
        }
      }
      await fs.unlink(file).catch(ignoring("ENOENT"))
      if (!recovered) result.tmpRemoved += 1
    }
  }

  /**
   * Personal data is kept for `retentionMs` (LEAD_RETENTION_DAYS): delivered records in sent/ and the .eml
   * files of the outbox older than that are deleted. Pending, in-flight and quarantined leads are kept: they
   * have not reached every destination. Returns how many files went.
   */
  async prune(now: Date, retentionMs: number): Promise<number> {
    let removed = 0
    for (const dir of [this.folder("sent"), path.join(this.dir, "outbox")]) {
      for (const name of (await fs.readdir(dir).catch(ignoring("ENOENT"))) ?? []) {
        const file = path.join(dir, name)
        const stat = await fs.stat(file).catch(ignoring("ENOENT"))
        if (stat?.isFile() && now.getTime() - stat.mtimeMs > retentionMs) {
          await fs.unlink(file).catch(ignoring("ENOENT"))
          removed += 1
        }
      }
    }
    return removed
  }

  async counts(): Promise<LeadCounts> {
    const pending = await this.idsIn("pending")
    const records = await Promise.all(pending.map((id) => this.read("pending", id)))
    return {
      pending: pending.length,
      inDoubt: records.filter((record) => record !== null && inDoubt(record)).length,
      sending: (await this.idsIn("sending")).length,
      sent: (await this.idsIn("sent")).length,
      failed: (await this.idsIn("failed")).length,
    }
  }
}
