import * as React from "react"
import { Container } from "../container"
import { PageHero } from "./page-hero"
import { Prose } from "./prose"
import type { Crumb } from "./breadcrumbs"
import { useSiteFacts } from "../../hooks/use-site-facts"

interface EntryLayoutProps {
  title: string
  lead?: string | null
  eyebrow?: string
  crumbs: Crumb[]
  /** The MDX body. */
  children: React.ReactNode
  /** Shown beside the body on wide screens, below it on narrow ones. */
  aside?: React.ReactNode
  /**
   * A long page's rail (PageRail): beside the body from 1024 px, where it decides which of its parts stay in
   * view; above the body on narrower screens. Takes the place of `aside`.
   */
  rail?: React.ReactNode
  /** Full-width sections after the body (FAQs, cards, forms). */
  after?: React.ReactNode
  heroExtra?: React.ReactNode
  /** Full-width content between the hero and the body (a tool such as the calculator, a hub's cards). */
  before?: React.ReactNode
  /**
   * The body flows in two columns from 1100 px, using the page's width where it has no sidebar: for a short
   * body after what the page is for (a hub's text below its cards, a contact page's text below the form).
   */
  columns?: boolean
}

/** The frame of every content page: hero, the body with an optional sidebar, then what follows. */
export function EntryLayout({ title, lead, eyebrow, crumbs, children, aside, rail, after, heroExtra, before, columns = false }: EntryLayoutProps) {
  const { about } = useSiteFacts().labels.pages
  return (
    <>
      <PageHero title={title} lead={lead} eyebrow={eyebrow} crumbs={crumbs}>
        {heroExtra}
      </PageHero>
      <Container css={(t) => ({ paddingTop: t.space.xxl, paddingBottom: t.space.section })}>
        {before}
        {/* minmax(0, …): a column never widens to fit a wide table or a long link; the table scrolls in its own region. */}
        {rail ? (
          <div css={(t) => ({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: t.space.lg, [t.media.rail]: { gridTemplateColumns: "minmax(0, 1fr) 19rem", columnGap: t.space.xxl, alignItems: "start" } })}>
            {/* First in the source, so on a phone the closed contents come before the text; beside it from 1024 px. */}
            <aside
              aria-label={about}
              // As tall as the text beside it, so the part of the rail that stays in view (PageRail) can stick
              // inside it all the way down; the aside itself scrolls with the page and clips nothing.
              css={(t) => ({ [t.media.rail]: { gridColumn: 2, gridRow: 1, alignSelf: "stretch" } })}
            >
              {rail}
            </aside>
            <article css={(t) => ({ [t.media.rail]: { gridColumn: 1, gridRow: 1 } })}>
              <Prose>{children}</Prose>
            </article>
          </div>
        ) : (
          <div css={(t) => ({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: t.space.xxl, [t.media.wide]: aside ? { gridTemplateColumns: "minmax(0, 1fr) 18rem", alignItems: "start" } : {} })}>
            <article css={(t) => (columns && !aside ? { [t.media.wide]: { "& > div": twoColumns(t) } } : {})}>
              <Prose>{children}</Prose>
            </article>
            {aside && <aside css={(t) => ({ [t.media.wide]: { position: "sticky", top: `calc(${t.headerHeight} + 1.5rem)` } })}>{aside}</aside>}
          </div>
        )}
        {after}
      </Container>
    </>
  )
}

/**
 * Prose in two columns: each column about 34rem (a comfortable line), a heading kept with what follows it and
 * a box or list kept whole, so a column never ends on a heading or splits a figure.
 */
const twoColumns = (t: import("@emotion/react").Theme) => ({
  maxWidth: "none",
  columnCount: 2,
  columnGap: t.space.xxl,
  "& > *": { breakInside: "avoid" as const },
  "& > h2, & > h3": { breakAfter: "avoid" as const },
  [FIRST_CHILD]: { marginTop: 0 },
})

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
import { FIRST_CHILD } from "../../framework/child-selectors"
function SideLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <SmartLink to={to} css={(t) => ({ fontSize: t.fontSizes.sm, fontWeight: 550 })}>
      {children}
    </SmartLink>
  )
}
