/** @jest-environment node */
import { existsSync } from "node:fs"
import { readdir } from "node:fs/promises"
import path from "node:path"
import { hitRateLimit, rateDir } from "../rate-limit"
import { tempDir } from "../test-support/fixtures"

let dir = ""
let remove: () => Promise<void> = async () => undefined
beforeEach(async () => {
  ;({ dir, remove } = await tempDir())
})
afterEach(() => remove())

const rule = { limit: 10, windowMs: 600_000 }
const start = new Date("2025-11-22T10:00:00Z")

describe("hitRateLimit", () => {
  it("lets exactly `limit` of 60 simultaneous attempts through", async () => {
    const decisions = await Promise.all(Array.from({ length: 60 }, () => hitRateLimit(dir, "203.0.113.1", rule, start)))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10)
  })

  it("counts clients apart and stores no address", async () => {
    for (let i = 0; i < 10; i++) await hitRateLimit(dir, "203.0.113.1", rule, start)
    expect((await hitRateLimit(dir, "203.0.113.1", rule, start)).allowed).toBe(false)
    expect((await hitRateLimit(dir, "203.0.113.2", rule, start)).allowed).toBe(true)
    const [window] = await readdir(rateDir(dir))
    const clients = await readdir(path.join(rateDir(dir), window!))
    expect(clients.every((name) => /^[0-9a-f]{32}$/.test(name))).toBe(true)
  })

  it("tells when the window ends, and starts afresh in the next one, deleting the old", async () => {
    const late = new Date(start.getTime() + 540_000)
    for (let i = 0; i < 10; i++) await hitRateLimit(dir, "c", rule, late)
    expect(await hitRateLimit(dir, "c", rule, late)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    const next = new Date(start.getTime() + 600_000)
    expect((await hitRateLimit(dir, "c", rule, next)).allowed).toBe(true)
    expect(existsSync(path.join(rateDir(dir), String(Math.floor(late.getTime() / rule.windowMs))))).toBe(false)
  })
})
