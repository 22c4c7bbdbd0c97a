/** @jest-environment node */
import { countedClients, hitRateLimit } from "../rate-limit"

const rule = { limit: 10, windowMs: 600_000 }
const start = new Date("2025-11-22T10:00:00Z")
let spool = 0
/** Each test counts against its own spool, as each handler test has its own. */
let scope = ""
beforeEach(() => {
  scope = `/spool/${(spool += 1)}`
})

describe("hitRateLimit", () => {
  it("lets exactly `limit` of 60 attempts in one window through", () => {
    const decisions = Array.from({ length: 60 }, () => hitRateLimit(scope, "203.0.113.1", rule, start))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10)
    expect(decisions.slice(0, 10).every((d) => d.allowed)).toBe(true)
  })

  it("counts clients and spools apart", () => {
    for (let i = 0; i < 10; i++) hitRateLimit(scope, "203.0.113.1", rule, start)
    expect(hitRateLimit(scope, "203.0.113.1", rule, start).allowed).toBe(false)
    expect(hitRateLimit(scope, "203.0.113.2", rule, start).allowed).toBe(true)
    expect(hitRateLimit(`${scope}-other`, "203.0.113.1", rule, start).allowed).toBe(true)
  })

  it("tells when the window ends, starts afresh in the next one and forgets the past windows", () => {
    const late = new Date(start.getTime() + 540_000)
    for (let i = 0; i < 10; i++) hitRateLimit(scope, "c", rule, late)
    expect(hitRateLimit(scope, "c", rule, late)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    for (let i = 0; i < 50; i++) hitRateLimit(scope, `client ${i}`, rule, late)
    const next = new Date(start.getTime() + 600_000)
    expect(hitRateLimit(scope, "c", rule, next).allowed).toBe(true)
    // Only the one client counted in the new window is left, of this test's and every earlier test's.
    expect(countedClients()).toBe(1)
  })

  it("keeps counting when the module is loaded again in the same process (gatsby serve's preview)", () => {
    for (let i = 0; i < 10; i++) hitRateLimit(scope, "c", rule, start)
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const again = require("../rate-limit") as typeof import("../rate-limit")
      expect(again.hitRateLimit).not.toBe(hitRateLimit)
      expect(again.hitRateLimit(scope, "c", rule, start).allowed).toBe(false)
    })
  })
})
