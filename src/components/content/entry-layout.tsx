import * as React from "react"
import { Container } from "../container"
import { PageHero } from "./page-hero"
import { Prose } from "./prose"
import type { Crumb } from "./breadcrumbs"

interface EntryLayoutProps {
  title: string
  lead?: string | null
  eyebrow?: string
  crumbs: Crumb[]
  /** The MDX body. */
  children: React.ReactNode
  /** Shown beside the body on wide screens, below it on narrow ones. */
  aside?: React.ReactNode
  /** Full-width sections after the body (FAQs, cards, forms). */
  after?: React.ReactNode
  heroExtra?: React.ReactNode
  /** Full-width content between the hero and the body (a tool such as the calculator). */
  before?: React.ReactNode
}

/** The frame of every content page: hero, the body with an optional sidebar, then what follows. */
export function EntryLayout({ title, lead, eyebrow, crumbs, children, aside, after, heroExtra, before }: EntryLayoutProps) {
  return (
    <>
      <PageHero title={title} lead={lead} eyebrow={eyebrow} crumbs={crumbs}>
        {heroExtra}
      </PageHero>
      <Container css={(t) => ({ paddingTop: t.space.xxl, paddingBottom: t.space.section })}>
        {before}
        {/* minmax(0, …): a column never widens to fit a wide table or a long link; the table scrolls in its own region. */}
        <div css={(t) => ({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: t.space.xxl, [t.media.wide]: aside ? { gridTemplateColumns: "minmax(0, 1fr) 18rem", alignItems: "start" } : {} })}>
          <article>
            <Prose>{children}</Prose>
          </article>
          {aside && <aside css={(t) => ({ [t.media.wide]: { position: "sticky", top: `calc(${t.headerHeight} + 1.5rem)` } })}>{aside}</aside>}
        </div>
        {after}
      </Container>
    </>
  )
}

/** A sidebar box with a heading and links. */
export function SideLinks({ title, links, children }: { title: string; links: ReadonlyArray<{ to: string; label: string }>; children?: React.ReactNode }) {
  return (
    <nav aria-label={title} css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.surface, border: `1px solid ${t.colors.border}` })}>
      <h2 css={(t) => ({ fontFamily: t.fonts.body, fontSize: t.fontSizes.sm, textTransform: "uppercase", letterSpacing: "0.08em", color: t.colors.muted })}>{title}</h2>
      <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.5rem" }}>
        {links.map((l) => (
          <li key={l.to}>
            <SideLink to={l.to}>{l.label}</SideLink>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  )
}

import { SmartLink } from "../smart-link"
function SideLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <SmartLink to={to} css={(t) => ({ fontSize: t.fontSizes.sm, fontWeight: 550 })}>
      {children}
    </SmartLink>
  )
}
