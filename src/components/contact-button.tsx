import * as React from "react"
import { Button, type ButtonVariant } from "./button"
import { useContactPopup } from "./contact-popup-context"
import { DEMO_FORM_PATH } from "../lib/contact-paths"

type Props = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "onClick" | "type" | "form"> & {
  variant?: ButtonVariant
  size?: "md" | "lg"
  message?: string
}

/** The id of the form every contact button submits until its code has hydrated it (ContactFallback). */
export const CONTACT_FALLBACK_FORM = "contact-fallback"

/**
 * 'Get Started Today', 'Get In Touch' and every other button that opens the contact popup. Hydrated, it opens the
 * popup. Before that (a part of the page whose code is still on the way, or no script at all) it submits the
 * page's ContactFallback form, which leads to the contact page's form: a tap is never lost. It names that form
 * with `form=`, so it may stand anywhere, inside another form too.
 */
export function ContactButton({ message, ...rest }: Props) {
  const popup = useContactPopup()
  const open = (event: React.MouseEvent) => {
    event.preventDefault()
    popup.open(message === undefined ? undefined : { message })
  }
  return <Button type="submit" form={CONTACT_FALLBACK_FORM} aria-haspopup="dialog" onClick={open} {...rest} />
}

/** Once per page (layout.tsx): the form a contact button submits before it is hydrated, a GET of the contact page's form. */
export function ContactFallback() {
  return <form id={CONTACT_FALLBACK_FORM} action={DEMO_FORM_PATH} method="get" hidden />
}
