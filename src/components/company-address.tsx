import { Mail, MapPin, Phone } from "lucide-react"
import type { CSSObject, Theme } from "@emotion/react"
import { useSiteFacts } from "../hooks/use-site-facts"

/**
 * The company's postal address, e-mail and phone from content/site.yaml, as an <address> a visitor can
 * copy (copy protection never applies to it). Used by the footer and the contact pages.
 */
export function CompanyAddress({ linkCss }: { linkCss?: (t: Theme) => CSSObject }) {
  const facts = useSiteFacts()
  const { address } = facts
  const row: CSSObject = { display: "flex", alignItems: "flex-start", gap: "0.55rem", "& svg": { marginTop: "0.3rem", flexShrink: 0 } }
  return (
    <address data-copyable="" css={{ fontStyle: "normal", display: "grid", gap: "0.6rem" }}>
      <span css={row}>
        <MapPin size={16} aria-hidden="true" />
        <span>
          {facts.legalName}
          <br />
          {address.street}
          <br />
          {address.locality} {address.postalCode}
        </span>
      </span>
      <a href={`mailto:${facts.email}`} css={(t): CSSObject => ({ ...row, ...(linkCss?.(t) ?? {}) })}>
        <Mail size={16} aria-hidden="true" />
        {facts.email}
      </a>
      <a href={`tel:${facts.phone.replace(/\s+/g, "")}`} css={(t): CSSObject => ({ ...row, ...(linkCss?.(t) ?? {}) })}>
        <Phone size={16} aria-hidden="true" />
        {facts.phone}
      </a>
    </address>
  )
}
