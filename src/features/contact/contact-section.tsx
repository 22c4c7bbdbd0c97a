import { TalkLink } from "../../components/talk-link"
import { Words } from "../../components/words"
import { part } from "../../framework/parts"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { bookingUrl } from "../../shared/company-facts"
import { ContactForm, type ContactVariant } from "./contact-form"

/**
 * The office's address, hours and the other way to reach us: words and links only, nothing the page needs to
 * hydrate, so its code (the address, its icons) loads after the form's (src/framework/parts.tsx); the first page
 * keeps the server's HTML meanwhile.
 */
const { OfficeDetails } = part(() => import("./office-details"), ["OfficeDetails"], { withModule: true })

/**
 * The contact form at #contact-form with the office details beside it (from content/site.yaml), placed
 * first on the page so the form is in the first screen. `call` (/contact/get-in-touch) proposes a
 * discovery call as part of the message; where the company has a booking page it also offers to book a time
 * there. The words are labels.talk of content/site.yaml.
 */
export function ContactSection({ variant = "message" }: { variant?: ContactVariant }) {
  const facts = useSiteFacts()
  const isCall = variant === "call"
  const words = facts.labels.talk
  const booking = bookingUrl(facts)
  return (
    <section id="contact-form" aria-labelledby="contact-form-heading" css={(t) => ({ marginBottom: t.space.xxl, display: "grid", gap: t.space.lg, [t.media.wide]: { gap: t.space.xl, gridTemplateColumns: "minmax(0, 1fr) 19rem", alignItems: "start" } })}>
      <div css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.lg, border: `1px solid ${t.colors.border}`, boxShadow: t.shadows.card, [t.media.desktop]: { padding: t.space.xl } })}>
        <h2 id="contact-form-heading" css={{ marginTop: 0 }}>
          {isCall ? words.callTitle : words.messageTitle}
        </h2>
        <p css={(t) => ({ marginTop: 0, color: t.colors.muted })}>{isCall ? words.callText : words.messageText}</p>
        {isCall && booking && (
          <p data-talk-offer="" css={(t) => ({ marginTop: 0, display: "flex", flexWrap: "wrap", alignItems: "center", gap: t.space.sm })}>
            <Words text={words.bookInstead} values={{ link: <TalkLink kind="call" variant="secondary" /> }} />
          </p>
        )}
        <ContactForm idPrefix="page" variant={variant} />
      </div>
      <OfficeDetails variant={variant} />
    </section>
  )
}
