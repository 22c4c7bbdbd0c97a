/** @jest-environment node */
import { writeFile } from "node:fs/promises"
import { execFile } from "node:child_process"
import { pathToFileURL } from "node:url"
import { promisify } from "node:util"
import path from "node:path"
import { releaseReloadedModules, type ModuleRecord } from "../host"
import { tempDir } from "../test-support/fixtures"

const run = promisify(execFile)
const ROOT = path.resolve(__dirname, "..", "..")

describe("releaseReloadedModules", () => {
  it("keeps only the newest copy of each file in every children list", () => {
    const copy = (filename: string): ModuleRecord => ({ filename, children: [] })
    const [a1, a2, a3, b] = [copy("/fn/a.js"), copy("/fn/a.js"), copy("/fn/a.js"), copy("/lib/b.js")]
    const parent: ModuleRecord = { filename: "/gatsby/middleware.js", children: [a1!, b!, a2!, a3!] }
    const other: ModuleRecord = { filename: "/other.js", children: [b!] }
    expect(releaseReloadedModules({ p: parent, o: other, missing: undefined })).toBe(2)
    expect(parent.children).toEqual([b, a3])
    expect(parent.children[1]).toBe(a3)
    expect(other.children).toEqual([b])
  })

  it("frees the copies Node keeps when a file is deleted from require.cache and required again (gatsby serve)", async () => {
    // In plain Node: jest's module system does not keep `children` the way Node does.
    const { dir, remove } = await tempDir()
    try {
      await writeFile(path.join(dir, "fn.js"), "module.exports = { loaded: Date.now() }\n")
      await writeFile(path.join(dir, "parent.js"), "module.exports = (file) => { delete require.cache[file]; return require(file) }\n")
      const script = `
        import { register, createRequire } from "node:module"
        register(${JSON.stringify(pathToFileURL(path.join(ROOT, "scripts/lib/ts-hooks.mjs")).href)})
        const { releaseReloadedModules } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, "api/host.ts")).href)})
        const require = createRequire(${JSON.stringify(path.join(dir, "main.js"))})
        const reload = require("./parent.js")
        for (let i = 0; i < 5; i++) reload(${JSON.stringify(path.join(dir, "fn.js"))})
        const parent = require.cache[${JSON.stringify(path.join(dir, "parent.js"))}]
        const before = parent.children.length
        const released = releaseReloadedModules(require.cache)
        const newest = parent.children.at(-1) === require.cache[${JSON.stringify(path.join(dir, "fn.js"))}]
        console.log(JSON.stringify({ before, released, after: parent.children.length, newest }))`
      const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT })
      expect(JSON.parse(stdout)).toEqual({ before: 5, released: 4, after: 1, newest: true })
    } finally {
      await remove()
    }
  })
})
