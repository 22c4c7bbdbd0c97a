/**
 * Durable file writes for the disk spool and the .eml outbox: a file is either absent or whole after a crash,
 * and folder changes are fsynced with group commit. One DurableFiles per service (its state: the folder
 * fsyncs under way).
 *
 * The hot path uses plain descriptors (fs callbacks, promisified): a FileHandle per call cost about a third
 * of the server's CPU per lead in bench:leads.
 */
import { randomUUID } from "node:crypto"
import { close as closeFd, fsync as fsyncFd, open as openFd, promises as fs, writeFile as writeFileCb } from "node:fs"
import path from "node:path"

export const errorCode = (error: unknown): string | undefined => (typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined)

/** A catch handler that swallows the given error codes and rethrows the rest. */
export const ignoring =
  (...codes: string[]) =>
  (error: unknown): undefined => {
    if (codes.includes(errorCode(error) ?? "")) return undefined
    throw error
  }

const openFile = (file: string, flags: string): Promise<number> => new Promise((resolve, reject) => openFd(file, flags, (error, fd) => (error ? reject(error) : resolve(fd))))
const syncFile = (fd: number): Promise<void> => new Promise((resolve, reject) => fsyncFd(fd, (error) => (error ? reject(error) : resolve())))
const closeFile = (fd: number): Promise<void> => new Promise((resolve, reject) => closeFd(fd, (error) => (error ? reject(error) : resolve())))
const writeFileFlushed = (file: string, data: string | Buffer, options: { flag: string; mode: number; flush: boolean }): Promise<void> => new Promise((resolve, reject) => writeFileCb(file, data, options, (error) => (error ? reject(error) : resolve())))

async function syncDirNow(dir: string): Promise<void> {
  const fd = await openFile(dir, "r")
  try {
    await syncFile(fd)
  } finally {
    await closeFile(fd)
  }
}

/** The name of a file being written: `<target's name>.<uuid>.tmp` (recovery reads the target's name back). */
export const TMP_NAME = /^(.+)\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/

export class DurableFiles {
  /** Per folder: the fsync under way, and the one that waits for it to end (callers that came after it began). */
  private readonly dirSyncs = new Map<string, { running: Promise<void> | null; next: Promise<void> | null }>()

  /**
   * Makes the renames, links and unlinks done in `dir` before the call durable: resolves after an fsync of
   * the folder that began after the call. Group commit: while one fsync runs, every later caller shares the
   * single fsync that starts when it ends, so 50 leads spooled at once cost two or three folder fsyncs, not
   * 50 (each is an open, fsync and close on libuv's worker threads, which leads otherwise queue on).
   */
  fsyncDir(dir: string): Promise<void> {
    let slot = this.dirSyncs.get(dir)
    if (!slot) this.dirSyncs.set(dir, (slot = { running: null, next: null }))
    const state = slot
    const start = (): Promise<void> => {
      const run = syncDirNow(dir).finally(() => {
        if (state.running === run) state.running = null
      })
      state.running = run
      return run
    }
    if (!state.running) return start()
    state.next ??= state.running
      .catch(() => undefined)
      .then(() => {
        state.next = null
        return start()
      })
    return state.next
  }

  /**
   * Writes `data` to `target` so that after a crash it is either absent or whole: temp file, fsync, then
   * rename ("replace") or hard link ("create", which fails on an existing name: the no-clobber rename),
   * then fsync of the target folder. Returns false when mode is "create" and the target exists.
   */
  async writeDurable(target: string, data: string | Buffer, mode: "create" | "replace", tmpDir: string): Promise<boolean> {
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
    await this.fsyncDir(path.dirname(target))
    return true
  }
}
