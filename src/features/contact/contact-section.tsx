import { Clock, Mail, MapPin, Phone } from "lucide-react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { ContactForm } from "./contact-form"

/** The contact form at #contact-form with the office details beside it (from content/site.yaml). */
export function ContactSection() {
  const facts = useSiteFacts()
  const { address } = facts
  return (
    <section id="contact-form" aria-labelledby="contact-form-heading" css={(t) => ({ marginTop: t.space.xxl, display: "grid", gap: t.space.xxl, [t.media.wide]: { gridTemplateColumns: "minmax(0, 1fr) 20rem", alignItems: "start" } })}>
      <div css={(t) => ({ padding: t.space.xl, borderRadius: t.radii.lg, border: `1px solid ${t.colors.border}`, boxShadow: t.shadows.card })}>
        <h2 id="contact-form-heading">Send us a message</h2>
        <ContactForm idPrefix="page" />
      </div>
      <aside aria-label="Office" data-copyable="" css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.surface, "& p": { display: "flex", gap: "0.6rem", margin: `0 0 ${t.space.md}` }, "& svg": { flexShrink: 0, marginTop: 4, color: t.colors.accent } })}>
        <h2 css={(t) => ({ fontSize: t.fontSizes.lg })}>Our office</h2>
        <address css={{ fontStyle: "normal" }}>
          <p>
            <MapPin size={18} aria-hidden="true" />
            <span>
              {facts.legalName}
              <br />
              {address.street}
              <br />
              {address.locality} {address.postalCode}
            </span>
          </p>
          <p>
            <Mail size={18} aria-hidden="true" />
            <a href={`mailto:${facts.email}`}>{facts.email}</a>
          </p>
          <p>
            <Phone size={18} aria-hidden="true" />
            <a href={`tel:${facts.phone.replace(/\s+/g, "")}`}>{facts.phone}</a>
          </p>
        </address>
        <p>
          <Clock size={18} aria-hidden="true" />
          <span>
            {facts.hours}. We reply {facts.responseTime}.
          </span>
        </p>
      </aside>
    </section>
  )
}
