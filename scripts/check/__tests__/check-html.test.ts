/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const SCRIPT = path.join(__dirname, "..", "check-html.mjs")
const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`
const DIV_IN_SPAN = "Element “div” not allowed as child of element “span” in this context. (Suppressing further errors from this subtree.)"

describe("scripts/check/check-html.mjs", () => {
  let root: string
  let allowlist: string
  const run = () => spawnSync(process.execPath, [SCRIPT, "--root", root, "--allowlist", allowlist], { encoding: "utf8" })

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "check-html-"))
    allowlist = path.join(root, "allow.json")
    fs.writeFileSync(allowlist, "[]")
    fs.writeFileSync(path.join(root, "index.html"), page("<main><h1>Fine</h1></main>"))
    for (const dir of ["about", "page-data/x"]) fs.mkdirSync(path.join(root, dir), { recursive: true })
    fs.writeFileSync(path.join(root, "about", "index.html"), page("<main><span><div>x</div></span></main>"))
    // Skipped folders are not pages: an error there must not count.
    fs.writeFileSync(path.join(root, "page-data", "x", "index.html"), page("<p><div></div></p>"))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("fails on an error in any page, naming the file, line and message, and skips the non-page folders", () => {
    const result = run()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`about${path.sep}index.html:1: ${DIV_IN_SPAN}`)
    expect(result.stderr).not.toContain("page-data")
  }, 60_000)

  it("checks 404.html too", () => {
    fs.rmSync(path.join(root, "about"), { recursive: true })
    fs.writeFileSync(path.join(root, "404.html"), page("<ul><div>x</div></ul>"))
    const result = run()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("404.html:1:")
  }, 60_000)

  it("passes when every error is allow-listed with a reason, and refuses an entry without one", () => {
    fs.writeFileSync(allowlist, JSON.stringify([{ message: DIV_IN_SPAN, reason: "test fixture" }]))
    const ok = run()
    expect(ok.stderr).toBe("")
    expect(ok.status).toBe(0)
    expect(ok.stdout).toMatch(/2 pages valid \(1 allow-listed errors excused/)

    fs.writeFileSync(allowlist, JSON.stringify([{ message: DIV_IN_SPAN, reason: "" }]))
    const refused = run()
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/needs a message and the reason/)
  }, 60_000)
})
