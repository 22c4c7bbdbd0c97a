import * as React from "react"
import { decideLeadCapture, remainingDelay } from "./timing"
import { readState, recordClosed, recordSessionStart, recordShown, resetCount } from "./storage"
import { isFormField, readiness, RECHECK_MS } from "./manners"
import { PHONE_QUERY } from "../../styles/theme"
import { part } from "../../framework/parts"

const dialog = part(() => import("./lead-dialog"), ["default"])
const sheet = part(() => import("./lead-sheet"), ["default"])

/**
 * How the popup shows, chosen each time it opens: on phones a bottom sheet that covers at most a third of the
 * screen and takes focus only when touched (./lead-sheet); from the 768 px breakpoint the dialog (./lead-dialog).
 */
export type Presentation = "sheet" | "dialog"
export const presentationFor = (win: Window): Presentation => (typeof win.matchMedia === "function" && win.matchMedia(PHONE_QUERY).matches ? "sheet" : "dialog")

/** Another dialog (contact popup, menu drawer) is open: the popup waits for it (docs/behaviour.md "The lead-capture popup"). */
export const anotherDialogOpen = (doc: Document): boolean => doc.querySelector('[aria-modal="true"]') !== null

/** When the visitor last pressed a key, for the whole visit (a key press on one page counts on the next). */
let lastTypedAt: number | null = null
const noteTyping = () => {
  lastTypedAt = Date.now()
}

let sessionStartRecorded = false
/** The first page view's delay counts from `openedAt`, when the page opened; later ones from the navigation. */
let firstPageView = true

/**
 * Mounted once around every page (src/wrappers.tsx). Each time the path changes it asks the timing rules
 * whether and when to show the popup; the dialog's (or the sheet's) code loads only when it is due. `openedAt`:
 * when the first page opened (this code arrives after that page has hydrated, and its delay counts from then).
 */
export function LeadCapture({ pathname, openedAt }: { pathname: string; openedAt?: number }) {
  const [open, setOpen] = React.useState(false)
  const [shownAs, setShownAs] = React.useState<Presentation | null>(null)

  React.useEffect(() => {
    document.addEventListener("keydown", noteTyping, true)
    document.addEventListener("input", noteTyping, true)
    return () => {
      document.removeEventListener("keydown", noteTyping, true)
      document.removeEventListener("input", noteTyping, true)
    }
  }, [])

  React.useEffect(() => {
    if (open) return undefined
    const now = Date.now()
    const countFrom = firstPageView && openedAt !== undefined ? openedAt : now
    firstPageView = false
    const state = readState()
    const decision = decideLeadCapture(now, state)
    if (decision.resetCount) resetCount()
    if (decision.delayMs === null) return undefined
    if (!state.shownThisSession && !sessionStartRecorded) {
      recordSessionStart(now)
      sessionStartRecorded = true
    }
    let timer: ReturnType<typeof setTimeout>
    // Due: it opens once the visitor is idle (manners.ts), re-reading the store in case a form was sent meanwhile.
    const show = () => {
      const now = Date.now()
      const ready = readiness({ path: pathname, now, lastTypedAt, inField: isFormField(document.activeElement), dialogOpen: anotherDialogOpen(document), formSentAt: readState().submittedAt })
      if (ready === "never") return
      if (ready === "wait") {
        timer = setTimeout(show, RECHECK_MS)
        return
      }
      const presentation = presentationFor(window)
      void (presentation === "sheet" ? sheet.preload() : dialog.preload()).then(() => {
        recordShown()
        setShownAs(presentation)
        setOpen(true)
      })
    }
    timer = setTimeout(show, remainingDelay(decision.delayMs, countFrom, now))
    return () => clearTimeout(timer)
    // openedAt is the first page's and read on the first run only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, open])

  const close = React.useCallback(() => {
    recordClosed(Date.now())
    setOpen(false)
  }, [])
  // useSubmit has recorded the submission (leadCaptureSubmitted) for every form, this one included.
  const succeeded = React.useCallback(() => {
    recordClosed(Date.now())
    setOpen(false)
  }, [])

  if (!shownAs) return null
  const Popup = shownAs === "sheet" ? sheet.default : dialog.default
  return <Popup isOpen={open} onDismiss={close} onSuccess={succeeded} />
}
