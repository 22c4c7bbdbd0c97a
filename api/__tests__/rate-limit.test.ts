/** @jest-environment node */
import { RateLimiter } from "../http/rate-limit"

const rule = { limit: 10, windowMs: 600_000 }
const start = new Date("2025-11-22T10:00:00Z")

describe("RateLimiter", () => {
  it("lets exactly `limit` of 60 attempts in one window through", () => {
    const limiter = new RateLimiter(rule)
    const decisions = Array.from({ length: 60 }, () => limiter.hit("203.0.113.1", start))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10)
    expect(decisions.slice(0, 10).every((d) => d.allowed)).toBe(true)
  })

  it("counts clients apart", () => {
    const limiter = new RateLimiter(rule)
    for (let i = 0; i < 10; i++) limiter.hit("203.0.113.1", start)
    expect(limiter.hit("203.0.113.1", start).allowed).toBe(false)
    expect(limiter.hit("203.0.113.2", start).allowed).toBe(true)
  })

  it("tells when the window ends, starts afresh in the next one and forgets the past window", () => {
    const limiter = new RateLimiter(rule)
    const late = new Date(start.getTime() + 540_000)
    for (let i = 0; i < 10; i++) limiter.hit("c", late)
    expect(limiter.hit("c", late)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    for (let i = 0; i < 50; i++) limiter.hit(`client ${i}`, late)
    const next = new Date(start.getTime() + 600_000)
    expect(limiter.hit("c", next).allowed).toBe(true)
    // Only the one client counted in the new window is left.
    expect(limiter.countedClients).toBe(1)
  })

  it("keeps its counts in the object, not in the module: two limiters (two services) count apart", () => {
    const first = new RateLimiter(rule)
    const second = new RateLimiter(rule)
    for (let i = 0; i < 10; i++) first.hit("c", start)
    expect(first.hit("c", start).allowed).toBe(false)
    expect(second.hit("c", start).allowed).toBe(true)
  })
})
