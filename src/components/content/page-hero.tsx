import * as React from "react"
import { Container } from "../container"
import { Breadcrumbs, type Crumb } from "./breadcrumbs"

/** The top of a content page: breadcrumbs, eyebrow, h1 and the lead paragraph. */
export function PageHero({ title, lead, eyebrow, crumbs, children }: { title: string; lead?: string | null; eyebrow?: string; crumbs?: Crumb[]; children?: React.ReactNode }) {
  return (
    <section
      css={(t) => ({
        background: `radial-gradient(60rem 20rem at 85% -20%, ${t.colors.primarySoft}, transparent), ${t.colors.surface}`,
        borderBottom: `1px solid ${t.colors.border}`,
        padding: `${t.space.xl} 0 ${t.space.xxl}`,
      })}
    >
      <Container>
        {crumbs && crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} />}
        {eyebrow && <p css={(t) => ({ margin: `${t.space.lg} 0 ${t.space.xs}`, color: t.colors.accent, fontWeight: 700, fontSize: t.fontSizes.sm, textTransform: "uppercase", letterSpacing: "0.08em" })}>{eyebrow}</p>}
        <h1 css={(t) => ({ maxWidth: "52rem", marginTop: eyebrow ? 0 : t.space.lg })}>{title}</h1>
        {lead && <p css={(t) => ({ maxWidth: "46rem", fontSize: t.fontSizes.lg, color: t.colors.muted, margin: 0 })}>{lead}</p>}
        {children}
      </Container>
    </section>
  )
}
