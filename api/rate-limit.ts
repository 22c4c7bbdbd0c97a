/**
 * Per-client rate limit kept on disk (gatsby serve reloads the function for every request, so nothing in
 * memory survives). Fixed windows: `<spool>/rate/<window number>/<hash of client>/` holds one empty file per
 * attempt, named 1, 2, 3, ... Each attempt takes the next free number with an exclusive create (O_EXCL), so
 * every number is taken by exactly one attempt however many arrive at once; an attempt numbered above the
 * limit is refused. Folders of past windows are deleted by the next attempt.
 */
import { createHash } from "node:crypto"
import { promises as fs } from "node:fs"
import path from "node:path"

export interface RateLimit {
  limit: number
  windowMs: number
}

export interface RateDecision {
  allowed: boolean
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number
}

const code = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : undefined

export const rateDir = (spoolDir: string): string => path.join(spoolDir, "rate")

/** Client folders are named by a hash: no address is stored, and no address can name a path. */
const clientHash = (key: string): string => createHash("sha256").update(`lead-rate:${key}`).digest("hex").slice(0, 32)

/**
 * The last number this process took in each folder: the next attempt reserves the one after it before any
 * await, so attempts in one process never collide; only another process's attempts cost a retry.
 */
const lastTaken = new Map<string, number>()

/** Takes the next free attempt number in `dir` (1, 2, ...). */
async function takeNumber(dir: string): Promise<number> {
  if (!lastTaken.has(dir)) {
    await fs.mkdir(dir, { recursive: true })
    const count = (await fs.readdir(dir)).length
    if (!lastTaken.has(dir)) lastTaken.set(dir, count)
  }
  for (;;) {
    const next = (lastTaken.get(dir) ?? 0) + 1
    lastTaken.set(dir, next)
    try {
      await fs.writeFile(path.join(dir, String(next)), "", { flag: "wx" })
      return next
    } catch (error) {
      if (code(error) === "ENOENT") {
        // The folder went (a new window's clean-up, or by hand): start again from what is there.
        await fs.mkdir(dir, { recursive: true })
        lastTaken.set(dir, (await fs.readdir(dir)).length)
      } else if (code(error) !== "EEXIST") throw error
    }
  }
}

export async function hitRateLimit(spoolDir: string, key: string, rule: RateLimit, now: Date): Promise<RateDecision> {
  const window = Math.floor(now.getTime() / rule.windowMs)
  const root = rateDir(spoolDir)
  const number = await takeNumber(path.join(root, String(window), clientHash(key)))
  for (const name of await fs.readdir(root)) {
    if (/^\d+$/.test(name) && Number(name) < window) {
      for (const dir of lastTaken.keys()) if (dir.startsWith(path.join(root, name) + path.sep)) lastTaken.delete(dir)
      // Another attempt may be removing it too: whoever finishes, the folder goes.
      await fs.rm(path.join(root, name), { recursive: true, force: true }).catch(() => undefined)
    }
  }
  if (number <= rule.limit) return { allowed: true, retryAfterSeconds: 0 }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * rule.windowMs - now.getTime()) / 1000)) }
}
