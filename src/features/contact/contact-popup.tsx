import * as React from "react"
import { ContactPopupContext } from "../../components/contact-popup-context"
import { part } from "../../framework/parts"

/**
 * The contact popup's open/closed state lives here, at application level, so a button on any page opens
 * it (docs/behaviour.md "Leads"; src/components/contact-popup-context.ts is how). The dialog's code loads
 * only when it is first opened.
 */

const { default: ContactDialog } = part(() => import("./contact-dialog"), ["default"])

export function ContactPopupProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = React.useState<{ isOpen: boolean; message: string; openCount: number }>({ isOpen: false, message: "", openCount: 0 })
  const open = React.useCallback((options?: { message?: string }) => setState((s) => ({ isOpen: true, message: options?.message ?? "", openCount: s.openCount + 1 })), [])
  const close = React.useCallback(() => setState((s) => ({ ...s, isOpen: false })), [])
  const api = React.useMemo(() => ({ isOpen: state.isOpen, open, close }), [state.isOpen, open, close])
  return (
    <ContactPopupContext.Provider value={api}>
      {children}
      {state.openCount > 0 && <ContactDialog key={state.openCount} isOpen={state.isOpen} onDismiss={close} initialMessage={state.message} />}
    </ContactPopupContext.Provider>
  )
}
