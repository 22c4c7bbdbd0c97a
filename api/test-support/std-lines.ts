/**
 * For jest tests of the default logger (api/log.ts): it writes to file descriptors 1 and 2 with pino's sync
 * destinations, which call `fs.writeSync`, so a spy on `process.stdout.write` sees nothing. This spies on
 * `fs.writeSync` for those two descriptors and hands each chunk to `keep` instead of the terminal; every other
 * descriptor is written as usual. `jest.restoreAllMocks()` ends it.
 */
import fs from "node:fs"

export function captureStdWrites(keep: (chunk: string) => void): void {
  const writeSync = fs.writeSync.bind(fs) as (...args: unknown[]) => number
  jest.spyOn(fs, "writeSync").mockImplementation((fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd !== 1 && fd !== 2) return writeSync(fd, data, ...rest)
    const text = typeof data === "string" ? data : Buffer.from(data as Uint8Array).toString("utf8")
    keep(text)
    return typeof data === "string" ? Buffer.byteLength(data) : (data as Uint8Array).byteLength
  })
}
