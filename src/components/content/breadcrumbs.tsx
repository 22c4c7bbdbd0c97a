import { SmartLink } from "../smart-link"
import { useSiteFacts } from "../../hooks/use-site-facts"

import type { Crumb } from "../../shared/page-context"

export type { Crumb }

/** Visible breadcrumbs; the page's BreadcrumbList structured data is built from the same crumbs. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { breadcrumb } = useSiteFacts().labels.pages
  return (
    <nav aria-label={breadcrumb}>
      <ol css={(t) => ({ display: "flex", flexWrap: "wrap", gap: "0.4rem", listStyle: "none", margin: 0, padding: 0, fontSize: t.fontSizes.sm, color: t.colors.muted })}>
        {crumbs.map((c, i) => (
          <li key={c.to} css={{ display: "inline-flex", gap: "0.4rem" }}>
            {i < crumbs.length - 1 ? (
              <>
                <SmartLink to={c.to} css={(t) => ({ color: t.colors.muted })}>
                  {c.label}
                </SmartLink>
                <span aria-hidden="true">/</span>
              </>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: c.to === "/" ? `${siteUrl}/` : `${siteUrl}${c.to}`,
    })),
  }
}
