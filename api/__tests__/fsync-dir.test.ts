/** @jest-environment node */
import fsModule, { promises as fs, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { DurableFiles } from "../store/files"

describe("fsyncDir (group commit of folder fsyncs)", () => {
  let dir: string
  let opened: jest.SpyInstance
  let files: DurableFiles
  const fsyncDir = (folder: string) => files.fsyncDir(folder)
  beforeEach(() => {
    files = new DurableFiles()
    dir = mkdtempSync(path.join(tmpdir(), "fsync-dir-"))
    opened = jest.spyOn(fsModule, "open")
  })
  afterEach(() => {
    opened.mockRestore()
    rmSync(dir, { recursive: true, force: true })
  })

  it("50 callers at once share two fsyncs of the folder, not 50", async () => {
    await Promise.all(Array.from({ length: 50 }, () => fsyncDir(dir)))
    expect(opened.mock.calls.filter(([p]) => p === dir)).toHaveLength(2)
  })

  it("a caller that comes while an fsync runs gets one that begins after that one ends", async () => {
    const order: string[] = []
    const first = fsyncDir(dir).then(() => order.push("first"))
    const later = fsyncDir(dir).then(() => order.push("later"))
    await Promise.all([first, later])
    expect(order).toEqual(["first", "later"])
    expect(opened.mock.calls.filter(([p]) => p === dir)).toHaveLength(2)
  })

  it("a failed fsync fails its callers and the next caller starts afresh", async () => {
    const missing = path.join(dir, "gone")
    await expect(fsyncDir(missing)).rejects.toThrow(/ENOENT/)
    await fs.mkdir(missing)
    await expect(fsyncDir(missing)).resolves.toBeUndefined()
  })
})
