import * as React from "react"

/**
 * How any component opens the contact popup: the context that ContactPopupProvider
 * (src/features/contact/contact-popup.tsx) fills at application level (docs/behaviour.md "Leads").
 * It lives here, with the shared components, so a shared component can open the popup without importing
 * the contact feature.
 */
export interface ContactPopupApi {
  isOpen: boolean
  /** Opens the popup; `message` pre-fills the message field (e.g. a cost calculation). */
  open: (options?: { message?: string }) => void
  close: () => void
}

export const ContactPopupContext = React.createContext<ContactPopupApi | null>(null)

export function useContactPopup(): ContactPopupApi {
  const api = React.useContext(ContactPopupContext)
  if (!api) throw new Error("useContactPopup must be used inside <ContactPopupProvider>")
  return api
}
