/**
 * The browser remembers that it sent one of the site's forms, so the lead popup stays away for good
 * (docs/behaviour.md "The lead-capture popup"). The forms kit writes it; the popup reads it with its own keys.
 */
export const SENT_KEY = "leadCaptureSubmitted"

export function recordFormSent(now: number): void {
  try {
    window.localStorage.setItem(SENT_KEY, String(now))
  } catch {
    // Storage is off (private mode, quota): the popup then behaves as for a visitor who sent nothing.
  }
}
