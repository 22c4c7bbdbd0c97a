import * as React from "react"
import { ArrowRight } from "lucide-react"
import { SmartLink } from "../../components/smart-link"

export interface PopularLink {
  to: string
  title: string
}

/** Where most visitors go: shown before the first search and when a search finds nothing. */
export function PopularPages({ links, heading }: { links: readonly PopularLink[]; heading: string }) {
  const id = React.useId()
  return (
    <section aria-labelledby={id} css={(t) => ({ marginTop: t.space.xl })}>
      <h2 id={id} css={(t) => ({ fontSize: t.fontSizes.lg })}>
        {heading}
      </h2>
      <ul css={(t) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: t.space.xs, gridTemplateColumns: "repeat(auto-fill, minmax(min(16rem, 100%), 1fr))" })}>
        {links.map((link) => (
          <li key={link.to}>
            <SmartLink
              to={link.to}
              css={(t) => ({
                display: "flex",
                alignItems: "center",
                justifyContent: "space-between",
                gap: t.space.xs,
                height: "100%",
                minHeight: 44,
                padding: `${t.space.xs} ${t.space.md}`,
                borderRadius: t.radii.sm,
                border: `1px solid ${t.colors.border}`,
                background: t.colors.white,
                color: t.colors.navy,
                fontWeight: 600,
                textDecoration: "none",
                "&:hover": { borderColor: t.colors.primary, color: t.colors.primary },
              })}
            >
              {link.title}
              <ArrowRight size={16} aria-hidden="true" css={{ flexShrink: 0 }} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
