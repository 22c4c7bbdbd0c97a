import { CALL_DAYS, CALL_WINDOWS, type CallProposal } from "../../../api/contract/fields"

/** The working days and time windows a visitor can propose (/contact/get-in-touch): the function's own lists. */
export { CALL_DAYS, CALL_WINDOWS }

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
export function callFields(c: CallChoice): CallProposal {
  return {
    callDays: CALL_DAYS.filter((d) => c.days.includes(d)),
    callWindow: CALL_WINDOWS.find((w) => w === c.window) ?? CALL_WINDOWS[0],
    callTimeZone: c.timeZone.trim(),
  }
}
