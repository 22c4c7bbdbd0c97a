/**
 * When the lead-capture popup appears (docs/behaviour.md "The lead-capture popup"), including that a browser
 * that sent any of the site's forms never sees it again. A pure function of the time and the stored values.
 */
import { FIRST_DELAY_MS } from "./first-delay"

export { FIRST_DELAY_MS }
export const REPEAT_DELAY_MS = 4 * 60_000
export const STALE_AFTER_MS = 30 * 60_000
export const MAX_COUNT = 2

export interface StoredState {
  /** leadCaptureLastShown: when the popup was last closed (ms since epoch), or null. */
  lastShown: number | null
  /** leadCaptureCount */
  count: number
  /** leadCaptureShownThisSession (session storage) */
  shownThisSession: boolean
  /** leadCaptureSubmitted: when this browser last sent any of the site's forms successfully, or null. */
  submittedAt: number | null
}

export interface Decision {
  /** Show after this many ms, or never (null) on this page view. */
  delayMs: number | null
  /** The count is older than 30 minutes and goes back to 0. */
  resetCount: boolean
}

export function decideLeadCapture(now: number, s: StoredState): Decision {
  const stale = s.lastShown !== null && now - s.lastShown > STALE_AFTER_MS
  const count = stale ? 0 : s.count
  const resetCount = stale && s.count !== 0
  if (s.submittedAt !== null) return { delayMs: null, resetCount }
  if (!s.shownThisSession) return { delayMs: FIRST_DELAY_MS, resetCount }
  if (s.lastShown !== null && count < MAX_COUNT && stale) return { delayMs: REPEAT_DELAY_MS, resetCount }
  return { delayMs: null, resetCount }
}

/**
 * How long from `now` until a delay counted from `countFrom` has passed (0 once it has): the first page's delay
 * counts from when the page opened, though the popup's code arrives after the page has hydrated (src/wrappers.tsx).
 */
export const remainingDelay = (delayMs: number, countFrom: number, now: number): number => Math.max(0, delayMs - Math.max(0, now - countFrom))
