import type { StoredState } from "./timing"
import { SENT_KEY } from "../../forms/sent"

/** The keys the popup keeps in the browser (docs/behaviour.md "The lead-capture popup"). */
export const KEYS = {
  lastShown: "leadCaptureLastShown",
  count: "leadCaptureCount",
  shown: "leadCaptureShown",
  sessionStart: "leadCaptureSessionStart",
  submitted: SENT_KEY,
  shownThisSession: "leadCaptureShownThisSession",
} as const

type Area = "local" | "session"

/** Storage that throws (private mode, disabled, quota) reads as empty and ignores writes. */
function area(which: Area): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

export function read(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function write(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value)
  } catch {
    // Nothing to do: the popup then behaves as for a first visit.
  }
}

const toNumber = (raw: string | null): number | null => {
  if (raw === null) return null
  const n = Number(raw)
  return Number.isFinite(n) ? n : null
}

export function readState(): StoredState {
  const count = toNumber(read("local", KEYS.count))
  return {
    lastShown: toNumber(read("local", KEYS.lastShown)),
    count: count !== null && count >= 0 ? Math.floor(count) : 0,
    shownThisSession: read("session", KEYS.shownThisSession) === "true",
    submittedAt: toNumber(read("local", KEYS.submitted)),
  }
}

export function recordSessionStart(now: number): void {
  if (read("session", KEYS.shownThisSession) === null && read("local", KEYS.sessionStart) === null) write("local", KEYS.sessionStart, String(now))
}

export function recordShown(): void {
  write("session", KEYS.shownThisSession, "true")
  write("local", KEYS.shown, "true")
}

/** docs/behaviour.md "The lead-capture popup": closing records the time as last shown and increments the count. */
export function recordClosed(now: number): void {
  const { count } = readState()
  write("local", KEYS.lastShown, String(now))
  write("local", KEYS.count, String(count + 1))
}

export function resetCount(): void {
  write("local", KEYS.count, "0")
}

/** The popup itself was sent: the same record as any other form (src/forms/sent.ts). */
export { recordFormSent as recordSubmitted } from "../../forms/sent"
