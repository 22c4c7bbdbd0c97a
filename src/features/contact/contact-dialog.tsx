import * as React from "react"
import { Modal } from "../../components/modal"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { ContactForm } from "./contact-form"

/** The contact popup: the full contact form in a dialog. Loaded on first open (contact-popup.tsx). */
export default function ContactDialog({ isOpen, onDismiss, initialMessage }: { isOpen: boolean; onDismiss: () => void; initialMessage: string }) {
  const facts = useSiteFacts()
  const firstField = React.useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} labelledBy="contact-popup-title" width="38rem" initialFocusRef={firstField}>
      <h2 id="contact-popup-title" css={(t) => ({ fontSize: t.fontSizes.xl, marginRight: t.space.xl })}>
        Talk to our team
      </h2>
      <p css={(t) => ({ color: t.colors.muted })}>Tell us the roles and the country. We reply {facts.responseTime}.</p>
      <ContactForm idPrefix="popup" initialMessage={initialMessage} firstFieldRef={firstField} doneAction={{ label: "Done", onClick: onDismiss }} inDialog />
    </Modal>
  )
}
