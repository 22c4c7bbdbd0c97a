import { KEYS, readState, recordClosed, recordShown, recordSubmitted, resetCount } from "../storage"

describe("lead-capture storage", () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  it("uses the spec's keys in the right storage areas", () => {
    expect(KEYS).toMatchObject({
      lastShown: "leadCaptureLastShown",
      count: "leadCaptureCount",
      shown: "leadCaptureShown",
      sessionStart: "leadCaptureSessionStart",
      shownThisSession: "leadCaptureShownThisSession",
    })
    recordShown()
    expect(sessionStorage.getItem("leadCaptureShownThisSession")).toBe("true")
    expect(localStorage.getItem("leadCaptureShown")).toBe("true")
  })

  it("records the time and increments the count on close", () => {
    recordClosed(1000)
    recordClosed(2000)
    expect(localStorage.getItem("leadCaptureLastShown")).toBe("2000")
    expect(localStorage.getItem("leadCaptureCount")).toBe("2")
    resetCount()
    expect(readState().count).toBe(0)
    recordSubmitted(3000)
    expect(readState().submittedAt).toBe(3000)
  })

  it("reads junk as empty", () => {
    localStorage.setItem("leadCaptureCount", "lots")
    localStorage.setItem("leadCaptureLastShown", "yesterday")
    expect(readState()).toEqual({ lastShown: null, count: 0, shownThisSession: false, submittedAt: null })
  })

  it("never throws when storage does (private mode, disabled)", () => {
    const spies = [
      jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
        throw new DOMException("denied", "SecurityError")
      }),
      jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
        throw new DOMException("full", "QuotaExceededError")
      }),
    ]
    expect(() => {
      recordShown()
      recordClosed(1)
      recordSubmitted(1)
    }).not.toThrow()
    expect(readState()).toEqual({ lastShown: null, count: 0, shownThisSession: false, submittedAt: null })
    spies.forEach((s) => s.mockRestore())
  })
})
