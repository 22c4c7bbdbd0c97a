/**
 * Whether the lead-capture popup may open at this moment, once its timing rules (timing.ts) say it is due.
 * It never interrupts a visitor who is already converting: it waits while they are in a form field, for a
 * few seconds after they last typed, on the pages whose job is a form, and while another dialog is open;
 * a browser that has sent any of the site's forms never sees it again.
 */

/** Pages whose job is a form: the popup does not open on them. */
export const FORM_PAGES: readonly string[] = ["/contact", "/contact/get-in-touch", "/resources/cost-calculator"]

/** How long after the last key press the visitor counts as idle. */
export const TYPING_QUIET_MS = 5_000

/** How often a waiting popup looks again. */
export const RECHECK_MS = 1_000

export interface Moment {
  path: string
  now: number
  /** When the visitor last pressed a key on this page, or null. */
  lastTypedAt: number | null
  /** Focus is in an input, textarea, select or editable region. */
  inField: boolean
  /** Another modal dialog (contact popup, menu drawer) is open. */
  dialogOpen: boolean
  /** When this browser last sent one of the site's forms successfully (leadCaptureSubmitted), or null. */
  formSentAt: number | null
}

export type Readiness = "open" | "wait" | "never"

const bare = (path: string): string => path.replace(/\/+$/, "") || "/"

export const isFormPage = (path: string): boolean => FORM_PAGES.includes(bare(path))

export function readiness(m: Moment): Readiness {
  if (m.formSentAt !== null) return "never"
  if (isFormPage(m.path) || m.inField || m.dialogOpen) return "wait"
  if (m.lastTypedAt !== null && m.now - m.lastTypedAt < TYPING_QUIET_MS) return "wait"
  return "open"
}

/** Inputs a visitor types or chooses in; buttons are not fields. */
const NOT_FIELDS = new Set(["button", "submit", "reset", "image", "hidden"])

export function isFormField(el: Element | null): boolean {
  if (!el) return false
  if (el instanceof HTMLInputElement) return !NOT_FIELDS.has(el.type)
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true
  return el instanceof HTMLElement && el.isContentEditable === true
}
