import { Clock } from "lucide-react"
import { CompanyAddress } from "../../components/company-address"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { ContactForm } from "./contact-form"

/** The contact form at #contact-form with the office details beside it (from content/site.yaml). */
export function ContactSection() {
  const facts = useSiteFacts()
  return (
    <section id="contact-form" aria-labelledby="contact-form-heading" css={(t) => ({ marginTop: t.space.xxl, display: "grid", gap: t.space.xxl, [t.media.wide]: { gridTemplateColumns: "minmax(0, 1fr) 20rem", alignItems: "start" } })}>
      <div css={(t) => ({ padding: t.space.xl, borderRadius: t.radii.lg, border: `1px solid ${t.colors.border}`, boxShadow: t.shadows.card })}>
        <h2 id="contact-form-heading">Send us a message</h2>
        <ContactForm idPrefix="page" />
      </div>
      <aside aria-label="Office" data-copyable="" css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.surface, "& > p": { display: "flex", gap: "0.6rem", margin: `${t.space.md} 0 0` }, "& svg": { color: t.colors.accent, flexShrink: 0 } })}>
        <h2 css={(t) => ({ fontSize: t.fontSizes.lg })}>Our office</h2>
        <CompanyAddress />
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
