import * as React from "react"
import { decideLeadCapture } from "./timing"
import { readState, recordClosed, recordSessionStart, recordShown, recordSubmitted, resetCount } from "./storage"

const loadDialog = () => import("./lead-dialog")
const LeadDialog = React.lazy(loadDialog)

/** Another dialog (contact popup, menu drawer) is open: the popup waits for it (DECISIONS.md). */
export const anotherDialogOpen = (doc: Document): boolean => doc.querySelector('[aria-modal="true"]') !== null
const WAIT_FOR_OTHER_DIALOG_MS = 1000

let sessionStartRecorded = false

/**
 * Mounted once around every page (src/wrappers.tsx). Each time the path changes it asks the timing rules
 * whether and when to show the popup; the dialog's code loads only when it is due.
 */
export function LeadCapture({ pathname }: { pathname: string }) {
  const [open, setOpen] = React.useState(false)
  const [mounted, setMounted] = React.useState(false)

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
    const show = () => {
      if (anotherDialogOpen(document)) {
        timer = setTimeout(show, WAIT_FOR_OTHER_DIALOG_MS)
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
  const succeeded = React.useCallback(() => {
    const now = Date.now()
    recordSubmitted(now)
    recordClosed(now)
    setOpen(false)
  }, [])

  if (!mounted) return null
  return (
    <React.Suspense fallback={null}>
      <LeadDialog isOpen={open} onDismiss={close} onSuccess={succeeded} />
    </React.Suspense>
  )
}
