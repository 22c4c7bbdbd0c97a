import { browserTimeZone, callFields, checkCall } from "../call-proposal"

describe("a proposed discovery call", () => {
  it("asks for each missing part", () => {
    expect(checkCall({ days: [], window: "", timeZone: " " })).toEqual({
      callDays: "Choose at least one day that suits you",
      callWindow: "Choose a time window",
      callTimeZone: "Enter your time zone, like Australia/Sydney",
    })
    expect(checkCall({ days: ["Monday"], window: "10:00-11:00", timeZone: "Asia/Manila" })).toEqual({ callWindow: "Choose a time window" })
    expect(checkCall({ days: ["Monday"], window: "09:00-12:00", timeZone: "Asia/Manila" })).toEqual({})
  })

  it("sends all three fields, days in week order", () => {
    expect(callFields({ days: ["Friday", "Tuesday"], window: "15:00-18:00", timeZone: " Australia/Sydney " })).toEqual({
      callDays: ["Tuesday", "Friday"],
      callWindow: "15:00-18:00",
      callTimeZone: "Australia/Sydney",
    })
  })

  it("reads the browser's time zone", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })
})
