import { Clock } from "lucide-react"
import { CompanyAddress } from "../../components/company-address"
import { SmartLink } from "../../components/smart-link"
import { CALL_FORM_PATH, TalkLink } from "../../components/talk-link"
import { Words } from "../../components/words"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { bookingUrl } from "../../shared/company-facts"
import { ContactForm } from "./contact-form"

/**
 * The contact form at #contact-form with the office details beside it (from content/site.yaml), placed
 * first on the page so the form is in the first screen. `call` (/contact/get-in-touch) proposes a
 * discovery call as part of the message; where the company has a booking page it also offers to book a time
 * there. The words are labels.talk of content/site.yaml.
 */
export function ContactSection({ variant = "message" }: { variant?: "message" | "call" }) {
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
      <aside
        aria-label="Office"
        data-copyable=""
        css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.surface, "& > p": { display: "flex", gap: "0.55rem", margin: `${t.space.md} 0 0` }, "& svg": { color: t.colors.accent, flexShrink: 0 } })}
      >
        <h2 css={(t) => ({ fontSize: t.fontSizes.lg, marginTop: 0 })}>Our office</h2>
        <CompanyAddress />
        <p>
          {/* The size, gap and offset of the address icons above (company-address.tsx), so the icons line up. */}
          <Clock size={16} aria-hidden="true" css={{ flexShrink: 0, marginTop: "0.3rem" }} />
          <span>
            {facts.hours}. We reply {facts.responseTime}.
          </span>
        </p>
        <p css={(t) => ({ fontSize: t.fontSizes.sm })}>
          {isCall ? (
            <span>
              <Words text={words.toMessage} values={{ link: <SmartLink to="/contact">{words.toMessageLink}</SmartLink> }} />.
            </span>
          ) : (
            <span>
              <Words text={words.toCall} values={{ link: booking ? <TalkLink kind="call" look="text" /> : <SmartLink to={CALL_FORM_PATH}>{words.toCallLink}</SmartLink> }} />.
            </span>
          )}
        </p>
      </aside>
    </section>
  )
}
