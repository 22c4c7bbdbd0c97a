import type { CallFields } from "../leads/send"

/** The working days and time windows a visitor can propose for a discovery call (/contact/get-in-touch). */
export const CALL_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const
export const CALL_WINDOWS = ["09:00-12:00", "12:00-15:00", "15:00-18:00"] as const

export interface CallChoice {
  days: readonly string[]
  window: string
  timeZone: string
}

export type CallErrors = Partial<Record<"callDays" | "callWindow" | "callTimeZone", string>>

/** The browser's IANA time zone ("Asia/Manila"), or "" where the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? ""
  } catch {
    return ""
  }
}

/** A call is proposed with at least one day, one window and a time zone; the form asks for each missing part. */
export function checkCall(c: CallChoice): CallErrors {
  const errors: CallErrors = {}
  if (c.days.length === 0) errors.callDays = "Choose at least one day that suits you"
  if (!(CALL_WINDOWS as readonly string[]).includes(c.window)) errors.callWindow = "Choose a time window"
  if (c.timeZone.trim() === "") errors.callTimeZone = "Enter your time zone, like Australia/Sydney"
  return errors
}

/** The three payload fields, together; days in week order whatever order they were ticked in. */
export function callFields(c: CallChoice): CallFields {
  return {
    callDays: CALL_DAYS.filter((d) => c.days.includes(d)),
    callWindow: c.window,
    callTimeZone: c.timeZone.trim(),
  }
}
