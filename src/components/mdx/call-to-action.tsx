import * as React from "react"
import { ContactButton } from "../contact-button"
import { withReplyPromise } from "./site-fact"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { TalkLink } from "../talk-link"
import { bookingUrl } from "../../shared/company-facts"

/**
 * <CallToAction title text>: a closing box whose button opens the contact popup. With `reply`, the text ends
 * with the reply promise of content/site.yaml: "Tell us the role; we reply within 24 hours on working days."
 * Where the company has a booking page, a second button books a discovery call there.
 */
export function CallToAction({ title, text, button, reply = false }: { title: string; text?: string; button?: string; reply?: boolean }) {
  const facts = useSiteFacts()
  const { ctaText, ctaButton } = facts.labels.pages
  const shown = reply ? withReplyPromise(text ?? ctaText, facts.responseTime) : text
  return (
    <aside
      className="on-dark"
      css={(t) => ({
        margin: `${t.space.xl} 0`,
        padding: t.space.xl,
        borderRadius: t.radii.lg,
        background: `linear-gradient(135deg, ${t.colors.navy}, ${t.colors.navyDeep})`,
        color: "#dbe4f0",
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: t.space.md,
      })}
    >
      <div css={{ flex: "1 1 18rem" }}>
        <p css={(t) => ({ fontFamily: t.fonts.heading, fontSize: t.fontSizes.xl, color: t.colors.white, fontWeight: 650, margin: "0 0 0.35rem" })}>{title}</p>
        {shown && <p css={{ margin: 0 }}>{shown}</p>}
      </div>
      <div css={(t) => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm })}>
        <ContactButton variant="onDark">{button ?? ctaButton}</ContactButton>
        {bookingUrl(facts) && <TalkLink kind="call" variant="secondary" />}
      </div>
    </aside>
  )
}
