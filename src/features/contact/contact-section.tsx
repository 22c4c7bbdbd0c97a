import { Clock } from "lucide-react"
import { CompanyAddress } from "../../components/company-address"
import { SmartLink } from "../../components/smart-link"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { ContactForm } from "./contact-form"

/**
 * The contact form at #contact-form with the office details beside it (from content/site.yaml), placed
 * first on the page so the form is in the first screen. `call` (/contact/get-in-touch) proposes a
 * discovery call as part of the message.
 */
export function ContactSection({ variant = "message" }: { variant?: "message" | "call" }) {
  const facts = useSiteFacts()
  const isCall = variant === "call"
  return (
    <section id="contact-form" aria-labelledby="contact-form-heading" css={(t) => ({ marginBottom: t.space.xxl, display: "grid", gap: t.space.lg, [t.media.wide]: { gap: t.space.xl, gridTemplateColumns: "minmax(0, 1fr) 19rem", alignItems: "start" } })}>
      <div css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.lg, border: `1px solid ${t.colors.border}`, boxShadow: t.shadows.card, [t.media.desktop]: { padding: t.space.xl } })}>
        <h2 id="contact-form-heading" css={{ marginTop: 0 }}>
          {isCall ? "Propose a discovery call" : "Send us a message"}
        </h2>
        <p css={(t) => ({ marginTop: 0, color: t.colors.muted })}>
          {isCall
            ? "Pick the days and hours that suit you. A client success manager replies by e-mail to confirm a time; there is no booking tool."
            : "Ask for a quote or a demo, or tell us what you are planning. A few lines are enough."}
        </p>
        <ContactForm idPrefix="page" variant={variant} />
      </div>
      <aside aria-label="Office" data-copyable="" css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.surface, "& > p": { display: "flex", gap: "0.55rem", margin: `${t.space.md} 0 0` }, "& svg": { color: t.colors.accent, flexShrink: 0 } })}>
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
              Rather write first? <SmartLink to="/contact">Send us a message</SmartLink>.
            </span>
          ) : (
            <span>
              Want to talk it through? <SmartLink to="/contact/get-in-touch">Propose a discovery call</SmartLink>.
            </span>
          )}
        </p>
      </aside>
    </section>
  )
}
