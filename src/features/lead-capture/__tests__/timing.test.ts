import { decideLeadCapture, FIRST_DELAY_MS, remainingDelay, REPEAT_DELAY_MS, STALE_AFTER_MS, type StoredState } from "../timing"

const NOW = 1_800_000_000_000
const fresh: StoredState = { lastShown: null, count: 0, shownThisSession: false, submittedAt: null }

describe("decideLeadCapture", () => {
  it("shows a first-time visitor after 10 seconds", () => {
    expect(decideLeadCapture(NOW, fresh)).toEqual({ delayMs: 10_000, resetCount: false })
    expect(FIRST_DELAY_MS).toBe(10_000)
  })

  it("shows after 10 seconds in a new session even when it was shown before", () => {
    expect(decideLeadCapture(NOW, { ...fresh, lastShown: NOW - 60_000, count: 5 }).delayMs).toBe(FIRST_DELAY_MS)
  })

  it("reappears after 4 minutes in the same session when last shown over 30 minutes ago and the count is below 2", () => {
    const s = { ...fresh, shownThisSession: true, lastShown: NOW - STALE_AFTER_MS - 1, count: 1 }
    expect(decideLeadCapture(NOW, s)).toEqual({ delayMs: REPEAT_DELAY_MS, resetCount: true })
    expect(REPEAT_DELAY_MS).toBe(240_000)
  })

  it("does not reappear at exactly 30 minutes (older than means strictly older)", () => {
    const s = { ...fresh, shownThisSession: true, lastShown: NOW - STALE_AFTER_MS, count: 1 }
    expect(decideLeadCapture(NOW, s)).toEqual({ delayMs: null, resetCount: false })
  })

  it("does not reappear within 30 minutes, whatever the count", () => {
    for (const count of [0, 1, 2, 7]) {
      expect(decideLeadCapture(NOW, { ...fresh, shownThisSession: true, lastShown: NOW - 10 * 60_000, count }).delayMs).toBeNull()
    }
  })

  it("resets a count of 2 or more to 0 once the last showing is older than 30 minutes, so it may reappear", () => {
    const s = { ...fresh, shownThisSession: true, lastShown: NOW - STALE_AFTER_MS - 1, count: 2 }
    expect(decideLeadCapture(NOW, s)).toEqual({ delayMs: REPEAT_DELAY_MS, resetCount: true })
  })

  it("keeps a count below 2 as the condition while the last showing is recent", () => {
    const s = { ...fresh, shownThisSession: true, lastShown: NOW - 1000, count: 2 }
    expect(decideLeadCapture(NOW, s)).toEqual({ delayMs: null, resetCount: false })
  })

  it("does nothing when shown this session without a last-shown time (still open)", () => {
    expect(decideLeadCapture(NOW, { ...fresh, shownThisSession: true }).delayMs).toBeNull()
  })

  it("never shows again after a successful submission", () => {
    expect(decideLeadCapture(NOW, { ...fresh, submittedAt: NOW - 1 }).delayMs).toBeNull()
    expect(decideLeadCapture(NOW, { ...fresh, shownThisSession: true, lastShown: NOW - STALE_AFTER_MS - 1, submittedAt: 1 }).delayMs).toBeNull()
  })
})

describe("remainingDelay", () => {
  it("counts the first page's delay from when it opened, though the popup's code mounts later", () => {
    // Mounted 4 s after the page opened: 6 s to go; mounted after the 10 s: at once.
    expect(remainingDelay(FIRST_DELAY_MS, NOW, NOW + 4_000)).toBe(6_000)
    expect(remainingDelay(FIRST_DELAY_MS, NOW, NOW + 10_100)).toBe(0)
    // Counted from now (a later page view): the whole delay.
    expect(remainingDelay(REPEAT_DELAY_MS, NOW, NOW)).toBe(REPEAT_DELAY_MS)
    // A clock that went back never lengthens it.
    expect(remainingDelay(FIRST_DELAY_MS, NOW, NOW - 5_000)).toBe(FIRST_DELAY_MS)
  })
})
