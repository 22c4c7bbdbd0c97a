import * as React from "react"
import { Button, type ButtonVariant } from "./button"
import { useContactPopup } from "./contact-popup-context"

type Props = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "onClick"> & {
  variant?: ButtonVariant
  size?: "md" | "lg"
  message?: string
}

/** 'Get Started Today', 'Get In Touch' and every other button that opens the contact popup. */
export function ContactButton({ message, ...rest }: Props) {
  const popup = useContactPopup()
  return <Button aria-haspopup="dialog" onClick={() => popup.open(message === undefined ? undefined : { message })} {...rest} />
}
