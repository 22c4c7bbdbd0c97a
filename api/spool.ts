/**
 * The lead spool: every accepted submission is a file named after its submission id, and the folder it is
 * in is its state. State survives the process (gatsby serve reloads the function for every request).
 *
 *   <spool>/pending/<id>.json   accepted, waiting for delivery (written durably before the visitor's answer)
 *   <spool>/sending/<id>.json   claimed by one delivery in progress (a hard link made with no-clobber)
 *   <spool>/sent/<id>.json      delivered: the record that stops a second delivery of the same id
 *   <spool>/failed/<id>.json    unreadable records, kept for a person to look at (never expected)
 *   <spool>/tmp/                files being written, linked or renamed into place once fsynced
 *
 * Moves are link/rename within one file system, so a file is always whole and in at least one folder.
 */
import { randomUUID } from "node:crypto"
import { promises as fs } from "node:fs"
import path from "node:path"
import { checkPayload } from "./contact-fields"
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
}

export type LeadState = "pending" | "sending" | "sent"

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
const fileOf = (spoolDir: string, folder: Folder, id: string): string => path.join(spoolDir, folder, `${id}.json`)

export async function prepareSpool(spoolDir: string): Promise<void> {
  await Promise.all(FOLDERS.map((folder) => fs.mkdir(folderOf(spoolDir, folder), { recursive: true })))
}

export async function fsyncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, "r")
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Writes `data` to `target` so that after a crash it is either absent or whole: temp file, fsync, then
 * rename ("replace") or hard link ("create", which fails on an existing name: the no-clobber rename),
 * then fsync of the target folder. Returns false when mode is "create" and the target exists.
 */
export async function writeDurable(target: string, data: string | Buffer, mode: "create" | "replace", tmpDir: string): Promise<boolean> {
  const tmp = path.join(tmpDir, `${path.basename(target)}.${randomUUID()}.tmp`)
  const handle = await fs.open(tmp, "wx", 0o600)
  try {
    await handle.writeFile(data)
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    if (mode === "replace") await fs.rename(tmp, target)
    else {
      try {
        await fs.link(tmp, target)
      } catch (error) {
        if (errorCode(error) === "EEXIST") return false
        throw error
      }
    }
  } finally {
    await fs.unlink(tmp).catch(ignoring("ENOENT"))
  }
  await fsyncDir(path.dirname(target))
  return true
}

const exists = (file: string): Promise<boolean> =>
  fs.stat(file).then(
    () => true,
    (error: unknown) => {
      if (errorCode(error) === "ENOENT") return false
      throw error
    },
  )

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
  }
}

export const newRecord = (lead: LeadSubmission): SpoolRecord => ({ version: 1, ...lead, attempts: 0, nextAttemptAt: null, lastError: null })

const serialize = (record: SpoolRecord): string => `${JSON.stringify(record, null, 2)}\n`

/** Where a submission id is, if anywhere. */
export async function leadState(spoolDir: string, id: string): Promise<LeadState | null> {
  for (const folder of ["pending", "sending", "sent"] as const) {
    if (await exists(fileOf(spoolDir, folder, id))) return folder
  }
  return null
}

/**
 * Writes a new lead durably into pending/. "duplicate" when the id is already pending, being sent or sent:
 * the no-clobber link decides between concurrent twins, the second look catches one already moved on.
 */
export async function acceptLead(spoolDir: string, record: SpoolRecord): Promise<"accepted" | "duplicate"> {
  const target = fileOf(spoolDir, "pending", record.id)
  if (!(await writeDurable(target, serialize(record), "create", folderOf(spoolDir, "tmp")))) return "duplicate"
  if ((await exists(fileOf(spoolDir, "sending", record.id))) || (await exists(fileOf(spoolDir, "sent", record.id)))) {
    await fs.unlink(target).catch(ignoring("ENOENT"))
    await fsyncDir(path.dirname(target))
    return "duplicate"
  }
  return "accepted"
}

/** A spooled lead that cannot be read is moved aside (and reported by the caller), never retried forever. */
async function quarantine(spoolDir: string, from: Folder, id: string): Promise<void> {
  await fs.rename(fileOf(spoolDir, from, id), fileOf(spoolDir, "failed", id)).catch(ignoring("ENOENT"))
}

export type Claim = { record: SpoolRecord } | { busy: true } | { unreadable: true } | null

/**
 * Claims a pending lead for one delivery: touch (the claim's time), hard-link into sending/ (fails if
 * another delivery holds it), unlink from pending/. null when there is nothing to claim.
 */
export async function claimLead(spoolDir: string, id: string, now: Date): Promise<Claim> {
  const pending = fileOf(spoolDir, "pending", id)
  const sending = fileOf(spoolDir, "sending", id)
  try {
    await fs.utimes(pending, now, now)
    await fs.link(pending, sending)
  } catch (error) {
    const code = errorCode(error)
    if (code === "ENOENT") return null
    if (code === "EEXIST") return { busy: true }
    throw error
  }
  await fsyncDir(path.dirname(sending))
  await fs.unlink(pending).catch(ignoring("ENOENT"))
  await fsyncDir(path.dirname(pending))
  if (await exists(fileOf(spoolDir, "sent", id))) {
    // Delivered already (a crash between the two steps of finishLead): drop the stray copy.
    await fs.unlink(sending).catch(ignoring("ENOENT"))
    return null
  }
  const record = parseRecord(await fs.readFile(sending, "utf8"))
  if (!record || record.id !== id) {
    await quarantine(spoolDir, "sending", id)
    return { unreadable: true }
  }
  return { record }
}

/** Delivered: the record moves to sent/ with the time and the server's reply. */
export async function finishLead(spoolDir: string, record: SpoolRecord, now: Date, response: string): Promise<void> {
  const done: SpoolRecord = { ...record, attempts: record.attempts + 1, sentAt: now.toISOString(), response, lastError: null, nextAttemptAt: null }
  await writeDurable(fileOf(spoolDir, "sent", record.id), serialize(done), "replace", folderOf(spoolDir, "tmp"))
  await fs.unlink(fileOf(spoolDir, "sending", record.id)).catch(ignoring("ENOENT"))
  await fsyncDir(folderOf(spoolDir, "sending"))
}

/** Not delivered: back to pending/ with the error and the time of the next try. */
export async function releaseLead(spoolDir: string, record: SpoolRecord, now: Date, error: string): Promise<SpoolRecord> {
  const attempts = record.attempts + 1
  const back: SpoolRecord = { ...record, attempts, lastError: error.slice(0, 500), nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() }
  await writeDurable(fileOf(spoolDir, "pending", record.id), serialize(back), "replace", folderOf(spoolDir, "tmp"))
  await fs.unlink(fileOf(spoolDir, "sending", record.id)).catch(ignoring("ENOENT"))
  await fsyncDir(folderOf(spoolDir, "sending"))
  return back
}

const idsIn = async (spoolDir: string, folder: Folder): Promise<string[]> =>
  (await fs.readdir(folderOf(spoolDir, folder)).catch(ignoring("ENOENT")) ?? [])
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter(isLeadId)

export const pendingIds = (spoolDir: string): Promise<string[]> => idsIn(spoolDir, "pending")
export const sentIds = (spoolDir: string): Promise<string[]> => idsIn(spoolDir, "sent")

export async function readLead(spoolDir: string, folder: LeadState, id: string): Promise<SpoolRecord | null> {
  const json = await fs.readFile(fileOf(spoolDir, folder, id), "utf8").catch(ignoring("ENOENT"))
  return json === undefined ? null : parseRecord(json)
}

/**
 * Whether a pending lead should be tried now. A lead never tried belongs for a short while to the request
 * that accepted it; after a failure it waits for its back-off unless `ignoreBackoff` (the operator's script).
 */
export function isDue(record: SpoolRecord, now: Date, ignoreBackoff: boolean): boolean {
  if (record.attempts === 0) return ignoreBackoff || now.getTime() - Date.parse(record.receivedAt) >= FRESH_GRACE_MS
  return ignoreBackoff || record.nextAttemptAt === null || Date.parse(record.nextAttemptAt) <= now.getTime()
}

/**
 * Claims whose delivery died with its process (older than `staleMs`) go back to pending/, unless the lead
 * was sent. Leftover temp files (by the real clock: they carry no claim time) are removed. Returns the ids
 * put back.
 */
export async function recoverStaleClaims(spoolDir: string, now: Date, staleMs: number): Promise<string[]> {
  const recovered: string[] = []
  for (const id of await idsIn(spoolDir, "sending")) {
    const sending = fileOf(spoolDir, "sending", id)
    const stat = await fs.stat(sending).catch(ignoring("ENOENT"))
    if (!stat || now.getTime() - stat.mtimeMs < staleMs) continue
    if (await exists(fileOf(spoolDir, "sent", id))) {
      await fs.unlink(sending).catch(ignoring("ENOENT"))
      continue
    }
    try {
      await fs.rename(sending, fileOf(spoolDir, "pending", id))
      recovered.push(id)
    } catch (error) {
      if (errorCode(error) !== "ENOENT") throw error
    }
  }
  if (recovered.length > 0) await fsyncDir(folderOf(spoolDir, "pending"))
  const tmp = folderOf(spoolDir, "tmp")
  for (const name of (await fs.readdir(tmp).catch(ignoring("ENOENT"))) ?? []) {
    const stat = await fs.stat(path.join(tmp, name)).catch(ignoring("ENOENT"))
    if (stat && Date.now() - stat.mtimeMs > TMP_MAX_AGE_MS) await fs.unlink(path.join(tmp, name)).catch(ignoring("ENOENT"))
  }
  return recovered
}
