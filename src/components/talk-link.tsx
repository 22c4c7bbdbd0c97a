import * as React from "react"
import { ExternalLink } from "lucide-react"
import { useSiteFacts } from "../hooks/use-site-facts"
import { bookingUrl } from "../shared/company-facts"
import { buttonStyles, type ButtonVariant } from "./button"
import { SmartLink } from "./smart-link"
import type { SiteFacts } from "../types/content"
import { CALL_FORM_PATH, DEMO_FORM_PATH } from "../lib/contact-paths"

export type TalkKind = "demo" | "call"

/**
 * What a "talk to us" call to action does, decided once from the facts (content/site.yaml `bookingUrl`, words in
 * `labels.talk`): with a booking page, "Book a demo" / "Book a discovery call" open it in a new tab. Without one,
 * "Book a demo" keeps the spec's words and leads to the contact form (/contact#contact-form, as the spec says), and
 * the call button says what happens instead ("Request a call") and leads to the call-request form.
 */
export function talkAction(facts: Pick<SiteFacts, "bookingUrl" | "labels">, kind: TalkKind): { to: string; label: string; external: boolean } {
  const words = facts.labels.talk
  const url = bookingUrl(facts)
  if (url) return { to: url, label: kind === "demo" ? words.bookDemo : words.bookCall, external: true }
  if (kind === "demo") return { to: DEMO_FORM_PATH, label: words.bookDemo, external: false }
  return { to: CALL_FORM_PATH, label: words.request, external: false }
}

type Props = Omit<React.ComponentProps<typeof SmartLink>, "to" | "children"> & {
  kind: TalkKind
  /** As a button (hero, rail) or as a link inside text. */
  look?: "button" | "text"
  variant?: ButtonVariant
  size?: "md" | "lg"
  /** Words in place of the label, for a link inside a sentence (only when there is no booking page). */
  children?: React.ReactNode
}

/** "Book a demo", "Book a discovery call" or "Request a call": see talkAction. */
export function TalkLink({ kind, look = "button", variant = "primary", size = "md", children, ...rest }: Props) {
  const facts = useSiteFacts()
  const action = talkAction(facts, kind)
  const style = look === "button" ? (t: import("@emotion/react").Theme) => buttonStyles(t, variant, size) : undefined
  if (!action.external) {
    return (
      <SmartLink to={action.to} css={style} data-talk="request" {...rest}>
        {children ?? action.label}
      </SmartLink>
    )
  }
  return (
    <a href={action.to} target="_blank" rel="noopener noreferrer" css={style} data-talk="booking" {...rest}>
      {action.label}
      <ExternalLink size={look === "button" ? 16 : 14} aria-hidden="true" css={{ flexShrink: 0, marginLeft: look === "text" ? "0.2em" : undefined, verticalAlign: "-0.1em" }} />
      <span className="visually-hidden"> ({facts.labels.talk.newTab})</span>
    </a>
  )
}
