import * as React from "react"
import { SmartLink } from "../smart-link"
import { TalkLink, type TalkKind } from "../talk-link"

/**
 * `<BookingLink>propose a time</BookingLink>` inside text: with a booking page, "Book a discovery call" opening
 * it in a new tab; without one, the link leads to the call-request form in the words given.
 */
export function BookingLink({ kind = "call", children }: { kind?: TalkKind; children?: React.ReactNode }) {
  return (
    <TalkLink kind={kind} look="text">
      {children}
    </TalkLink>
  )
}

/** A link of the body, drawn as every link of the site is (smart-link.tsx). */
export function Anchor({ href = "", ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <SmartLink to={href} {...rest} />
}
