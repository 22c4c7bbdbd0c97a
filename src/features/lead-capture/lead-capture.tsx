import * as React from "react"
import { decideLeadCapture } from "./timing"
import { readState, recordClosed, recordSessionStart, recordShown, resetCount } from "./storage"
import { isFormField, readiness, RECHECK_MS } from "./manners"

const loadDialog = () => import("./lead-dialog")
const LeadDialog = React.lazy(loadDialog)

/** Another dialog (contact popup, menu drawer) is open: the popup waits for it (docs/behaviour.md "The lead-capture popup"). */
export const anotherDialogOpen = (doc: Document): boolean => doc.querySelector('[aria-modal="true"]') !== null

/** When the visitor last pressed a key, for the whole visit (a key press on one page counts on the next). */
let lastTypedAt: number | null = null
const noteTyping = () => {
  lastTypedAt = Date.now()
}

let sessionStartRecorded = false

/**
 * Mounted once around every page (src/wrappers.tsx). Each time the path changes it asks the timing rules
 * whether and when to show the popup; the dialog's code loads only when it is due.
 */
export function LeadCapture({ pathname }: { pathname: string }) {
  const [open, setOpen] = React.useState(false)
  const [mounted, setMounted] = React.useState(false)

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
      void loadDialog().then(() => {
        recordShown()
        setMounted(true)
        setOpen(true)
      })
    }
    timer = setTimeout(show, decision.delayMs)
    return () => clearTimeout(timer)
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

  if (!mounted) return null
  return (
    <React.Suspense fallback={null}>
      <LeadDialog isOpen={open} onDismiss={close} onSuccess={succeeded} />
    </React.Suspense>
  )
}
