/**
 * The lead spool: every accepted submission is a file named after its submission id, and the folder it is
 * in is its state. State survives the process (gatsby serve reloads the function for every request).
 *
 *   <spool>/pending/<id>.json   accepted, waiting for delivery (written durably before the visitor's answer)
 *   <spool>/sending/<id>.json   claimed by one delivery in progress (a hard link made with no-clobber)
 *   <spool>/sent/<id>.json      delivered: the record that stops a second delivery of the same id
 *   <spool>/failed/<id>.json    quarantined: unreadable, refused for good LEAD_MAX_ATTEMPTS times, or still
 *                               failing for a while after LEAD_GIVE_UP_HOURS (lastError says why); kept for
 *                               a person, `leads:deliver --retry-failed`
 *   <spool>/tmp/                files being written, linked or renamed into place once fsynced
 *
 * Moves are link/rename within one file system, so a file is always whole and in at least one folder.
 * Crash points and how each recovers (api/__tests__/spool-crash.test.ts builds each state on disk):
 *   claim  after touch, before link     pending/ only              an ordinary pending lead
 *          after link, before unlink    pending/ and sending/      recovery drops the sending/ copy
 *          after unlink                 sending/ only              stale claim → back to pending/
 *   send   after the in-doubt mark      sending/ + <id>.<pid>.doubt  returned to pending/ in doubt, held
 *          (made before the message's final ".", so also after the server's 250, before the move to sent/)
 *   finish after the rename to sent/    sent/ (+ the .doubt file)  the .doubt file goes once its process ended
 *   release after pending/ written      pending/ (newer) + sending/ recovery drops the sending/ copy
 *   any write before its link/rename    tmp/ only                  deleted after an hour
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
 * process has ended. Owner files share one inode per process: never write into one (replace it).
 */
import { randomUUID } from "node:crypto"
import { close as closeFd, fsync as fsyncFd, open as openFd, promises as fs, readFileSync, statSync, writeFile as writeFileCb } from "node:fs"
import path from "node:path"
import { DEFAULTS } from "./config"
import { checkPayload } from "./contract/fields"
import type { LeadSubmission } from "./message"

export interface SpoolRecord extends LeadSubmission {
  version: 1
  attempts: number
  /** ISO time before which a retry is not due; null before the first attempt. */
  nextAttemptAt: string | null
  lastError: string | null
  sentAt?: string
  /** The SMTP server's last reply (or the outbox file) for a delivered lead. */
  response?: string
  /** Failures that were this lead's own (the server answered, and refused it); LEAD_MAX_ATTEMPTS of them quarantine it. */
  strikes?: number
  /**
   * The last attempt ended after the whole message was sent but before the server's answer: the server may
   * have it. Such a lead is not due before nextAttemptAt (LEAD_DOUBT_HOLD_HOURS), whatever the caller says.
   */
  inDoubt?: boolean
  /** When the lead was quarantined. */
  failedAt?: string
}

export type LeadState = "pending" | "sending" | "sent" | "failed"

const FOLDERS = ["tmp", "pending", "sending", "sent", "failed"] as const
type Folder = (typeof FOLDERS)[number]

/** Submission ids become file names: letters, digits, "-" and "_" only (UUIDs and content hashes fit). */
export const isLeadId = (id: string): boolean => /^[A-Za-z0-9][A-Za-z0-9_-]{7,99}$/.test(id)

/** Retries back off: 30 s, 1 min, 2 min, ... capped at 1 hour. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)

/** A lead that has never been tried belongs to the request that accepted it for this long. */
export const FRESH_GRACE_MS = 30_000
const TMP_MAX_AGE_MS = 3_600_000

const errorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : undefined

const ignoring = (...codes: string[]) => (error: unknown): undefined => {
  if (codes.includes(errorCode(error) ?? "")) return undefined
  throw error
}

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

let self: string | null | undefined
/** "<boot id> <pid> <start time>" of this process; null where /proc does not say (not Linux). */
export function processTag(): string | null {
  if (self === undefined) {
    const boot = readProc("/proc/sys/kernel/random/boot_id")
    const start = startTimeOf(process.pid)
    self = boot && start ? `${boot} ${process.pid} ${start}` : null
  }
  return self
}

/** True when the process `tag` names has ended (other boot, no such pid, or the pid reused by a later process). */
export function processGone(tag: string): boolean {
  const [boot, pid, start] = tag.split(" ")
  const here = processTag()
  if (!here || !boot || !pid || !start) return false
  if (boot !== here.split(" ")[0]) return true
  return startTimeOf(Number(pid)) !== start
}

const OWNER = /^(.+)\.(\d+)\.(owner|doubt)$/
/** This process's owner file for a claim of `id`, and the name it takes when the delivery is in doubt. */
const ownerOf = (spoolDir: string, id: string): string => path.join(folderOf(spoolDir, "sending"), `${id}.${process.pid}.owner`)
const doubtOf = (spoolDir: string, id: string): string => path.join(folderOf(spoolDir, "sending"), `${id}.${process.pid}.doubt`)
/** Removes this process's owner file of a claim, under either name (the in-doubt one first: most claims end so). */
async function dropOwner(spoolDir: string, id: string): Promise<void> {
  for (const file of [doubtOf(spoolDir, id), ownerOf(spoolDir, id)]) {
    try {
      await fs.unlink(file)
      return
    } catch (error) {
      ignoring("ENOENT")(error)
    }
  }
}

/** The spools whose tag file this process has written (the first claim in each writes it afresh). */
const tagWritten = new Set<string>()
const tagFileOf = (spoolDir: string): string => path.join(folderOf(spoolDir, "tmp"), `owner.${process.pid}.tag`)

/** Writes this process's tag file atomically (a file of a dead process with the same pid is replaced). */
async function writeTagFile(spoolDir: string, tag: string): Promise<void> {
  const tmp = `${tagFileOf(spoolDir)}.${randomUUID()}.tmp`
  await fs.writeFile(tmp, tag, { mode: 0o600 })
  await fs.rename(tmp, tagFileOf(spoolDir))
  tagWritten.add(spoolDir)
}

/** Makes sending/<id>.<pid>.owner: a hard link to this process's tag file, written first when needed. */
async function writeOwner(spoolDir: string, id: string, tag: string): Promise<void> {
  if (!tagWritten.has(spoolDir)) await writeTagFile(spoolDir, tag)
  for (let tries = 0; ; tries += 1) {
    try {
      await fs.link(tagFileOf(spoolDir), ownerOf(spoolDir, id))
      return
    } catch (error) {
      if (tries >= 2) throw error
      const code = errorCode(error)
      // The tag file went (tmp/ is cleaned of files older than an hour): write it again.
      if (code === "ENOENT") await writeTagFile(spoolDir, tag)
      // An owner file of an earlier claim of this id by a process with this pid: ours now.
      else if (code === "EEXIST") await fs.unlink(ownerOf(spoolDir, id)).catch(ignoring("ENOENT"))
      else throw error
    }
  }
}

/** Owner file names in sending/, by claim id. */
async function ownerFiles(spoolDir: string): Promise<Map<string, string[]>> {
  const byId = new Map<string, string[]>()
  for (const name of (await fs.readdir(folderOf(spoolDir, "sending")).catch(ignoring("ENOENT"))) ?? []) {
    const id = OWNER.exec(name)?.[1]
    if (id !== undefined) byId.set(id, [...(byId.get(id) ?? []), name])
  }
  return byId
}

/** Whether every process named by these owner files has ended (false for none: nothing is known). */
async function ownersGone(spoolDir: string, names: readonly string[]): Promise<boolean> {
  if (names.length === 0) return false
  for (const name of names) {
    const tag = await fs.readFile(path.join(folderOf(spoolDir, "sending"), name), "utf8").catch(ignoring("ENOENT"))
    if (tag !== undefined && !processGone(tag.trim())) return false
  }
  return true
}

const dropOwners = (spoolDir: string, names: readonly string[]): Promise<unknown> =>
  Promise.all(names.map((name) => fs.unlink(path.join(folderOf(spoolDir, "sending"), name)).catch(ignoring("ENOENT"))))
const fileOf = (spoolDir: string, folder: Folder, id: string): string => path.join(spoolDir, folder, `${id}.json`)

export async function prepareSpool(spoolDir: string): Promise<void> {
  await Promise.all(FOLDERS.map((folder) => fs.mkdir(folderOf(spoolDir, folder), { recursive: true })))
}

// The spool's hot path uses plain descriptors (fs callbacks, promisified): a FileHandle per call cost about a
// third of the server's CPU per lead in bench:leads.
const openFile = (file: string, flags: string): Promise<number> => new Promise((resolve, reject) => openFd(file, flags, (error, fd) => (error ? reject(error) : resolve(fd))))
const syncFile = (fd: number): Promise<void> => new Promise((resolve, reject) => fsyncFd(fd, (error) => (error ? reject(error) : resolve())))
const closeFile = (fd: number): Promise<void> => new Promise((resolve, reject) => closeFd(fd, (error) => (error ? reject(error) : resolve())))
const writeFileFlushed = (file: string, data: string | Buffer, options: { flag: string; mode: number; flush: boolean }): Promise<void> =>
  new Promise((resolve, reject) => writeFileCb(file, data, options, (error) => (error ? reject(error) : resolve())))

async function syncDirNow(dir: string): Promise<void> {
  const fd = await openFile(dir, "r")
  try {
    await syncFile(fd)
  } finally {
    await closeFile(fd)
  }
}

/** Per folder: the fsync under way, and the one that waits for it to end (callers that came after it began). */
const dirSyncs = new Map<string, { running: Promise<void> | null; next: Promise<void> | null }>()

/**
 * Makes the renames, links and unlinks done in `dir` before the call durable: resolves after an fsync of
 * the folder that began after the call. Group commit: while one fsync runs, every later caller shares the
 * single fsync that starts when it ends, so 50 leads spooled at once cost two or three folder fsyncs, not
 * 50 (each is an open, fsync and close on libuv's four worker threads, which leads otherwise queue on).
 */
export function fsyncDir(dir: string): Promise<void> {
  let state = dirSyncs.get(dir)
  if (!state) dirSyncs.set(dir, (state = { running: null, next: null }))
  const slot = state
  const start = (): Promise<void> => {
    const run = syncDirNow(dir).finally(() => {
      if (slot.running === run) slot.running = null
    })
    slot.running = run
    return run
  }
  if (!slot.running) return start()
  slot.next ??= slot.running
    .catch(() => undefined)
    .then(() => {
      slot.next = null
      return start()
    })
  return slot.next
}

/**
 * Writes `data` to `target` so that after a crash it is either absent or whole: temp file, fsync, then
 * rename ("replace") or hard link ("create", which fails on an existing name: the no-clobber rename),
 * then fsync of the target folder. Returns false when mode is "create" and the target exists.
 */
export async function writeDurable(target: string, data: string | Buffer, mode: "create" | "replace", tmpDir: string): Promise<boolean> {
  const tmp = path.join(tmpDir, `${path.basename(target)}.${randomUUID()}.tmp`)
  // Exclusive create, write, fsync and close: `flush` fsyncs before the close.
  await writeFileFlushed(tmp, data, { flag: "wx", mode: 0o600, flush: true })
  let renamed = false
  try {
    if (mode === "replace") {
      await fs.rename(tmp, target)
      renamed = true
    } else {
      try {
        await fs.link(tmp, target)
      } catch (error) {
        if (errorCode(error) === "EEXIST") return false
        throw error
      }
    }
  } finally {
    // A rename took the temporary name with it; after a link, or a failed rename, it is removed here.
    if (!renamed) await fs.unlink(tmp).catch(ignoring("ENOENT"))
  }
  await fsyncDir(path.dirname(target))
  return true
}

/**
 * Whether a spool file exists. A synchronous stat of one name in a local folder takes microseconds, less than
 * the promise, the worker-thread round trip and the ENOENT error object (with its stack) of an async one;
 * the spool must be on a local disk anyway (README "Deploy"). Other errors (EACCES) still throw.
 */
const exists = async (file: string): Promise<boolean> => statSync(file, { throwIfNoEntry: false }) !== undefined

/** Parses a spool file, re-checking the fields (a hand-edited file cannot smuggle in a header). */
export function parseRecord(json: string): SpoolRecord | null {
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    return null
  }
  if (typeof data !== "object" || data === null) return null
  const record = data as Partial<SpoolRecord>
  const checked = checkPayload(record.payload)
  if (
    record.version !== 1 ||
    typeof record.id !== "string" ||
    !isLeadId(record.id) ||
    typeof record.receivedAt !== "string" ||
    Number.isNaN(Date.parse(record.receivedAt)) ||
    typeof record.page !== "string" ||
    typeof record.attempts !== "number" ||
    !checked.ok
  ) {
    return null
  }
  return {
    version: 1,
    id: record.id,
    receivedAt: record.receivedAt,
    page: record.page,
    payload: checked.value,
    attempts: record.attempts,
    nextAttemptAt: typeof record.nextAttemptAt === "string" ? record.nextAttemptAt : null,
    lastError: typeof record.lastError === "string" ? record.lastError : null,
    ...(typeof record.sentAt === "string" ? { sentAt: record.sentAt } : {}),
    ...(typeof record.response === "string" ? { response: record.response } : {}),
    ...(typeof record.strikes === "number" ? { strikes: record.strikes } : {}),
    ...(record.inDoubt === true ? { inDoubt: true } : {}),
    ...(typeof record.failedAt === "string" ? { failedAt: record.failedAt } : {}),
  }
}

export const newRecord = (lead: LeadSubmission): SpoolRecord => ({ version: 1, ...lead, attempts: 0, nextAttemptAt: null, lastError: null })

const serialize = (record: SpoolRecord): string => `${JSON.stringify(record, null, 2)}\n`

/** Where a submission id is, if anywhere. */
export async function leadState(spoolDir: string, id: string): Promise<LeadState | null> {
  // The four looks at once (a new id is in none of them): one wait on the file system, not four in a row.
  const folders = ["pending", "sending", "sent", "failed"] as const
  const found = await Promise.all(folders.map((folder) => exists(fileOf(spoolDir, folder, id))))
  return folders.find((_, i) => found[i]) ?? null
}

/**
 * Writes a new lead durably into pending/. "duplicate" when the id is already pending, being sent or sent:
 * the no-clobber link decides between concurrent twins, the second look catches one already moved on.
 */
export async function acceptLead(spoolDir: string, record: SpoolRecord): Promise<"accepted" | "duplicate"> {
  const target = fileOf(spoolDir, "pending", record.id)
  if (!(await writeDurable(target, serialize(record), "create", folderOf(spoolDir, "tmp")))) return "duplicate"
  const elsewhere = await Promise.all((["sending", "sent", "failed"] as const).map((folder) => exists(fileOf(spoolDir, folder, record.id))))
  if (elsewhere.some(Boolean)) {
    await fs.unlink(target).catch(ignoring("ENOENT"))
    await fsyncDir(path.dirname(target))
    return "duplicate"
  }
  return "accepted"
}

/** A spooled lead that cannot be read is moved aside (and reported by the caller), never retried forever. */
async function quarantine(spoolDir: string, from: Folder, id: string): Promise<void> {
  await fs.rename(fileOf(spoolDir, from, id), fileOf(spoolDir, "failed", id)).catch(ignoring("ENOENT"))
  if (from === "sending") await dropOwner(spoolDir, id)
}

/** A lead whose own delivery keeps failing: to failed/ with its last error, out of every later run's way. */
export async function quarantineLead(spoolDir: string, record: SpoolRecord, now: Date, error: string, options: { strike?: boolean } = {}): Promise<SpoolRecord> {
  const failed: SpoolRecord = { ...record, attempts: record.attempts + 1, strikes: (record.strikes ?? 0) + (options.strike === false ? 0 : 1), lastError: error.slice(0, 500), nextAttemptAt: null, failedAt: now.toISOString() }
  await writeDurable(fileOf(spoolDir, "failed", record.id), serialize(failed), "replace", folderOf(spoolDir, "tmp"))
  await fs.unlink(fileOf(spoolDir, "sending", record.id)).catch(ignoring("ENOENT"))
  await dropOwner(spoolDir, record.id)
  await fsyncDir(folderOf(spoolDir, "sending"))
  return failed
}

/** The operator's way back for quarantined leads: each returns to pending/ with a clean slate of strikes. */
export async function requeueFailed(spoolDir: string): Promise<string[]> {
  const requeued: string[] = []
  for (const id of await idsIn(spoolDir, "failed")) {
    const record = await readLead(spoolDir, "failed", id)
    if (!record) continue
    const back: SpoolRecord = { ...record, strikes: 0, nextAttemptAt: null }
    delete back.failedAt
    if (await writeDurable(fileOf(spoolDir, "pending", id), serialize(back), "create", folderOf(spoolDir, "tmp"))) requeued.push(id)
    await fs.unlink(fileOf(spoolDir, "failed", id)).catch(ignoring("ENOENT"))
  }
  return requeued
}

/**
 * The operator's answer for leads in doubt, after looking for their X-Solvix-Lead-Id in the inbox: "arrived"
 * records each as sent (no second e-mail), "release" returns each to pending/ as an ordinary lead, due now.
 * Each is claimed first, so a running server cannot send it meanwhile. Returns the ids settled; ids that are
 * not pending in doubt are left alone.
 */
export async function settleDoubt(spoolDir: string, ids: readonly string[] | "all", answer: "arrived" | "release", now: Date): Promise<string[]> {
  const settled: string[] = []
  for (const id of ids === "all" ? await idsIn(spoolDir, "pending") : ids.filter(isLeadId)) {
    if ((await readLead(spoolDir, "pending", id))?.inDoubt !== true) continue
    const claim = await claimLead(spoolDir, id, now)
    if (claim === null || !("record" in claim)) continue
    const { record } = claim
    if (answer === "arrived") await recordArrived(spoolDir, record, now, "found in the inbox by the operator (was in doubt)")
    else {
      const back: SpoolRecord = { ...record, nextAttemptAt: null, lastError: `released from doubt by the operator; before: ${record.lastError ?? ""}`.slice(0, 500) }
      delete back.inDoubt
      await writeDurable(fileOf(spoolDir, "pending", id), serialize(back), "replace", folderOf(spoolDir, "tmp"))
      await fs.unlink(fileOf(spoolDir, "sending", id)).catch(ignoring("ENOENT"))
      await dropOwner(spoolDir, id)
    }
    settled.push(id)
  }
  return settled
}

export type Claim = { record: SpoolRecord } | { busy: true } | { unreadable: true } | null

/**
 * Claims a pending lead for one delivery: touch (the claim's time), hard-link into sending/ (fails if
 * another delivery holds it), unlink from pending/. null when there is nothing to claim. A lead already in
 * sending/ is busy and is not touched: touching it would make an abandoned claim look fresh for ever.
 */
export async function claimLead(spoolDir: string, id: string, now: Date): Promise<Claim> {
  const pending = fileOf(spoolDir, "pending", id)
  const sending = fileOf(spoolDir, "sending", id)
  if (await exists(sending)) return (await exists(pending)) ? { busy: true } : null
  const tag = processTag()
  try {
    await fs.utimes(pending, now, now)
    if (tag) await writeOwner(spoolDir, id, tag)
    await fs.link(pending, sending)
  } catch (error) {
    if (tag) await dropOwner(spoolDir, id)
    const code = errorCode(error)
    if (code === "ENOENT") return null
    if (code === "EEXIST") return { busy: true }
    throw error
  }
  await fsyncDir(path.dirname(sending))
  // No fsync after the unlink: if a crash loses it, the lead is in pending/ and sending/, which recovery
  // resolves (the table at the top). The same holds for the unlinks that end finishLead and releaseLead.
  await fs.unlink(pending).catch(ignoring("ENOENT"))
  if (await exists(fileOf(spoolDir, "sent", id))) {
    // Delivered already (a crash between the two steps of finishLead): drop the stray copy.
    await fs.unlink(sending).catch(ignoring("ENOENT"))
    await dropOwner(spoolDir, id)
    return null
  }
  const record = parseRecord(await fs.readFile(sending, "utf8"))
  if (!record || record.id !== id) {
    await quarantine(spoolDir, "sending", id)
    return { unreadable: true }
  }
  return { record }
}

/**
 * Delivered: the claim is renamed into sent/ as it is (no new file: the delivering attempt's claim time is
 * its modification time; the server's reply and the attempt count are in the log's lead.delivered line).
 * sent/ is synced before the owner file goes: the lead is recorded as sent before its claim looks ended.
 */
export async function finishLead(spoolDir: string, id: string): Promise<void> {
  await fs.rename(fileOf(spoolDir, "sending", id), fileOf(spoolDir, "sent", id))
  await fsyncDir(folderOf(spoolDir, "sent"))
  await dropOwner(spoolDir, id)
}

/** The operator's "found in the inbox": the record goes to sent/ noting why (a rare path: a new file is fine). */
export async function recordArrived(spoolDir: string, record: SpoolRecord, now: Date, note: string): Promise<void> {
  const done: SpoolRecord = { ...record, sentAt: now.toISOString(), response: note, lastError: null, nextAttemptAt: null }
  delete done.inDoubt
  await writeDurable(fileOf(spoolDir, "sent", record.id), serialize(done), "replace", folderOf(spoolDir, "tmp"))
  await fs.unlink(fileOf(spoolDir, "sending", record.id)).catch(ignoring("ENOENT"))
  await dropOwner(spoolDir, record.id)
}

/** The record of a lead the server may have: held `holdMs` before one more send (see SpoolRecord.inDoubt). */
const heldInDoubt = (record: SpoolRecord, now: Date, holdMs: number, error: string): SpoolRecord => ({
  ...record,
  attempts: record.attempts + 1,
  lastError: error.slice(0, 500),
  nextAttemptAt: new Date(now.getTime() + holdMs).toISOString(),
  inDoubt: true,
})

const DIED_IN_DOUBT = "in doubt: the process ended after the message was handed to the mail server, before its answer was recorded"

/**
 * The "in doubt" mark, made just before the message's final "." goes to the server (api/deliver.ts): the
 * claim's owner file is renamed sending/<id>.<pid>.doubt and sending/ synced. A process killed from here on
 * (before or after the server's 250) leaves a claim that recovery returns to pending/ held
 * LEAD_DOUBT_HOLD_HOURS, instead of a lead that is sent again at once. finishLead, releaseLead and
 * quarantineLead remove the mark with the claim. pending/ is synced first, so the claim's unlink from
 * pending/ cannot be undone by a power loss (a copy in pending/ would win over the mark). Without an owner
 * file (no /proc) the mark is a file of its own.
 */
export async function markInDoubt(spoolDir: string, id: string): Promise<void> {
  await fsyncDir(folderOf(spoolDir, "pending"))
  await fs.rename(ownerOf(spoolDir, id), doubtOf(spoolDir, id)).catch(async (error: unknown) => {
    if (errorCode(error) !== "ENOENT") throw error
    await fs.writeFile(doubtOf(spoolDir, id), "", { mode: 0o600 })
  })
  await fsyncDir(folderOf(spoolDir, "sending"))
}

export interface ReleaseOptions {
  /** The failure was the lead's own (the server refused it), not the server's being away. */
  strike?: boolean
  /** The server may have the message: hold it this long before it is sent again. */
  doubtHoldMs?: number
}

/** Not delivered: back to pending/ with the error and the time of the next try. */
export async function releaseLead(spoolDir: string, record: SpoolRecord, now: Date, error: string, options: ReleaseOptions = {}): Promise<SpoolRecord> {
  const attempts = record.attempts + 1
  const strikes = (record.strikes ?? 0) + (options.strike ? 1 : 0)
  const back: SpoolRecord =
    options.doubtHoldMs !== undefined
      ? { ...heldInDoubt(record, now, options.doubtHoldMs, error), strikes }
      : { ...record, attempts, strikes, lastError: error.slice(0, 500), nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() }
  if (options.doubtHoldMs === undefined) delete back.inDoubt
  await writeDurable(fileOf(spoolDir, "pending", record.id), serialize(back), "replace", folderOf(spoolDir, "tmp"))
  await fs.unlink(fileOf(spoolDir, "sending", record.id)).catch(ignoring("ENOENT"))
  await dropOwner(spoolDir, record.id)
  return back
}

const idsIn = async (spoolDir: string, folder: Folder): Promise<string[]> =>
  (await fs.readdir(folderOf(spoolDir, folder)).catch(ignoring("ENOENT")) ?? [])
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter(isLeadId)

export const pendingIds = (spoolDir: string): Promise<string[]> => idsIn(spoolDir, "pending")
export const sentIds = (spoolDir: string): Promise<string[]> => idsIn(spoolDir, "sent")
export const sendingIds = (spoolDir: string): Promise<string[]> => idsIn(spoolDir, "sending")
export const failedIds = (spoolDir: string): Promise<string[]> => idsIn(spoolDir, "failed")

export interface SpoolCounts {
  pending: number
  /** Of the pending leads, those held because the server may already have them. */
  inDoubt: number
  sending: number
  sent: number
  failed: number
}

/** What the spool holds now, folder by folder. */
export async function spoolCounts(spoolDir: string): Promise<SpoolCounts> {
  const pending = await pendingIds(spoolDir)
  const records = await Promise.all(pending.map((id) => readLead(spoolDir, "pending", id)))
  return {
    pending: pending.length,
    inDoubt: records.filter((record) => record?.inDoubt === true).length,
    sending: (await sendingIds(spoolDir)).length,
    sent: (await sentIds(spoolDir)).length,
    failed: (await failedIds(spoolDir)).length,
  }
}

export async function readLead(spoolDir: string, folder: LeadState, id: string): Promise<SpoolRecord | null> {
  const json = await fs.readFile(fileOf(spoolDir, folder, id), "utf8").catch(ignoring("ENOENT"))
  return json === undefined ? null : parseRecord(json)
}

/**
 * Whether a pending lead should be tried now. A lead never tried belongs for a short while to the request
 * that accepted it; after a failure it waits for its back-off unless `ignoreBackoff` (the operator's script).
 */
export function isDue(record: SpoolRecord, now: Date, ignoreBackoff: boolean): boolean {
  if (record.inDoubt === true) return record.nextAttemptAt === null || Date.parse(record.nextAttemptAt) <= now.getTime()
  if (record.attempts === 0) return ignoreBackoff || now.getTime() - Date.parse(record.receivedAt) >= FRESH_GRACE_MS
  return ignoreBackoff || record.nextAttemptAt === null || Date.parse(record.nextAttemptAt) <= now.getTime()
}

export interface Recovery {
  /** Abandoned claims put back in pending/. */
  returned: string[]
  /** Of those, the ones marked in doubt (their process ended after the message was handed over): held. */
  inDoubt: string[]
  /** Ids found in two folders after a crash, reduced to one copy. */
  resolved: string[]
}

/**
 * Claims whose delivery died with its process (older than `staleMs` or their owner gone, and not `live` in this process) go
 * back to pending/. An id in sending/ that is also in sent/ or pending/ (a crash between two steps) keeps
 * the other copy: the claim is only removed. A pending copy of a sent lead is removed too. A claim marked in
 * doubt (an <id>.<pid>.doubt beside it) returns held `doubtHoldMs` from now. Leftover temp files (by the
 * real clock: they carry no claim time) are removed.
 */
export async function recoverStaleClaims(
  spoolDir: string,
  now: Date,
  staleMs: number,
  live: (id: string) => boolean = () => false,
  { doubtHoldMs = DEFAULTS.doubtHoldHours * 3_600_000 }: { doubtHoldMs?: number } = {},
): Promise<Recovery> {
  const result: Recovery = { returned: [], inDoubt: [], resolved: [] }
  const owners = await ownerFiles(spoolDir)
  const claims = await idsIn(spoolDir, "sending")
  for (const [id, names] of owners) {
    if (!claims.includes(id) && (await ownersGone(spoolDir, names))) await dropOwners(spoolDir, names)
  }
  for (const id of claims) {
    if (live(id)) continue
    const sending = fileOf(spoolDir, "sending", id)
    const stat = await fs.stat(sending).catch(ignoring("ENOENT"))
    const mine = owners.get(id) ?? []
    if (!stat || (now.getTime() - stat.mtimeMs < staleMs && !(await ownersGone(spoolDir, mine)))) continue
    const sent = await exists(fileOf(spoolDir, "sent", id))
    if (sent || (await exists(fileOf(spoolDir, "pending", id)))) {
      if (sent) await fs.unlink(fileOf(spoolDir, "pending", id)).catch(ignoring("ENOENT"))
      await fs.unlink(sending).catch(ignoring("ENOENT"))
      await dropOwners(spoolDir, mine)
      result.resolved.push(id)
      continue
    }
    const record = await readLead(spoolDir, "sending", id)
    const marked = record !== null && mine.some((name) => name.endsWith(".doubt"))
    const held = marked || record?.inDoubt === true
    try {
      // Marked: the held record it would have become (a new file: recovery is rare). Otherwise the claim as it is.
      if (marked) await writeDurable(fileOf(spoolDir, "pending", id), serialize(heldInDoubt(record, now, doubtHoldMs, DIED_IN_DOUBT)), "create", folderOf(spoolDir, "tmp"))
      else await fs.link(sending, fileOf(spoolDir, "pending", id))
    } catch (error) {
      if (errorCode(error) === "ENOENT") continue
      // Someone else put it back first: the pending copy stands.
      if (errorCode(error) !== "EEXIST") throw error
    }
    await fs.unlink(sending).catch(ignoring("ENOENT"))
    await dropOwners(spoolDir, mine)
    result.returned.push(id)
    if (held) result.inDoubt.push(id)
  }
  for (const id of await idsIn(spoolDir, "pending")) {
    if (await exists(fileOf(spoolDir, "sent", id))) {
      await fs.unlink(fileOf(spoolDir, "pending", id)).catch(ignoring("ENOENT"))
      result.resolved.push(id)
    }
  }
  if (result.returned.length + result.resolved.length > 0) {
    await fsyncDir(folderOf(spoolDir, "pending"))
    await fsyncDir(folderOf(spoolDir, "sending"))
  }
  const tmp = folderOf(spoolDir, "tmp")
  for (const name of (await fs.readdir(tmp).catch(ignoring("ENOENT"))) ?? []) {
    const stat = await fs.stat(path.join(tmp, name)).catch(ignoring("ENOENT"))
    if (stat && Date.now() - stat.mtimeMs > TMP_MAX_AGE_MS) await fs.unlink(path.join(tmp, name)).catch(ignoring("ENOENT"))
  }
  return result
}

/**
 * Personal data is kept for `retentionMs` (LEAD_RETENTION_DAYS): delivered records in sent/, the .eml
 * files of the outbox and anything left in tmp/ older than that are deleted. Pending, in-flight and
 * quarantined leads are kept: they are not yet in the inbox. Returns how many files went.
 */
export async function pruneSpool(spoolDir: string, now: Date, retentionMs: number): Promise<number> {
  let removed = 0
  for (const dir of [folderOf(spoolDir, "sent"), path.join(spoolDir, "outbox"), folderOf(spoolDir, "tmp")]) {
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
