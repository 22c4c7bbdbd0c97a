import * as React from "react"
import type { Theme } from "@emotion/react"
import { ChevronDown } from "lucide-react"
import { longDate } from "../../data/statutory"
import type { KeyFigures } from "./key-figures"
import { SmartLink } from "../smart-link"

/** An entry of MDX's table of contents (gatsby-plugin-mdx, ids from rehype-slug). */
export interface TocItem {
  url?: string
  title?: string
  items?: TocItem[]
}

/** The page's sections for the rail: its level-2 headings that have an id and a title. */
export const railSections = (toc: readonly TocItem[] | null | undefined): Array<{ id: string; title: string }> =>
  (toc ?? []).flatMap((i) => (i.url?.startsWith("#") && i.title ? [{ id: i.url.slice(1), title: i.title }] : []))

/**
 * The section being read: the last heading that has scrolled past a line a little below the header.
 * One passive scroll listener, throttled to a frame; null before the first heading.
 */
export function useActiveSection(ids: readonly string[], offset = 120): string | null {
  const [active, setActive] = React.useState<string | null>(null)
  const key = ids.join(" ")
  React.useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      let current: string | null = null
      for (const id of ids) {
        const el = document.getElementById(id)
        if (el && el.getBoundingClientRect().top <= offset) current = id
      }
      setActive(current)
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
    // `key` stands for `ids`: a new array with the same ids is the same list.
  }, [key, offset])
  return active
}

const wideOnly = (t: Theme) => ({ [t.media.belowRail]: { display: "none" } })
const narrowOnly = (t: Theme) => ({ [t.media.rail]: { display: "none" } })

const boxStyles = (t: Theme) => ({
  padding: `${t.space.md} ${t.space.lg}`,
  borderRadius: t.radii.md,
  background: t.colors.surface,
  border: `1px solid ${t.colors.border}`,
})

const railHeading = (t: Theme) => ({
  fontFamily: t.fonts.body,
  fontSize: t.fontSizes.sm,
  textTransform: "uppercase" as const,
  letterSpacing: "0.08em",
  color: t.colors.muted,
  margin: `0 0 ${t.space.xs}`,
})

/**
 * One part of the rail, written twice: a titled box on wide screens, a closed disclosure on narrow ones (so
 * the text starts within the first screen on a phone). CSS shows one; the other is display: none, so it is
 * neither seen nor read.
 */
function RailPart({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <>
      <section aria-label={title} data-testid={`${testId}-wide`} css={(t) => [boxStyles(t), wideOnly(t)]}>
        <h2 css={railHeading}>{title}</h2>
        {children}
      </section>
      <details
        data-testid={`${testId}-narrow`}
        css={(t) => [
          narrowOnly(t),
          {
            borderRadius: t.radii.md,
            background: t.colors.surface,
            border: `1px solid ${t.colors.border}`,
            "& > summary": { display: "flex", alignItems: "center", justifyContent: "space-between", gap: t.space.sm, minHeight: 48, padding: `0 ${t.space.md}`, fontWeight: 650, color: t.colors.navy, cursor: "pointer", listStyle: "none" },
            "& > summary::-webkit-details-marker": { display: "none" },
            "& > summary svg": { flexShrink: 0, transition: "transform 0.15s" },
            "&[open] > summary svg": { transform: "rotate(180deg)" },
            "& > div": { padding: `0 ${t.space.md} ${t.space.md}` },
          },
        ]}
      >
        <summary>
          {title}
          <ChevronDown size={18} aria-hidden="true" />
        </summary>
        <div>{children}</div>
      </details>
    </>
  )
}

function Contents({ sections, active }: { sections: ReadonlyArray<{ id: string; title: string }>; active: string | null }) {
  return (
    <ol css={(t) => ({ margin: 0, padding: 0, listStyle: "none", fontSize: t.fontSizes.sm, display: "grid", gap: "0.15rem" })}>
      {sections.map((s) => (
        <li key={s.id} css={{ margin: 0 }}>
          <a
            href={`#${s.id}`}
            aria-current={s.id === active ? "location" : undefined}
            css={(t) => ({
              display: "block",
              padding: "0.22rem 0 0.22rem 0.75rem",
              lineHeight: 1.4,
              borderLeft: `2px solid ${t.colors.border}`,
              color: t.colors.ink,
              textDecoration: "none",
              "&:hover": { color: t.colors.primary, textDecoration: "underline" },
              "&[aria-current=location]": { borderLeftColor: t.colors.primary, color: t.colors.primary, fontWeight: 650 },
            })}
          >
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  )
}

function Figures({ figures, sourceHref }: { figures: KeyFigures; sourceHref?: string }) {
  return (
    <>
      <dl css={(t) => ({ margin: 0, display: "grid", gap: t.space.sm, fontSize: t.fontSizes.sm })}>
        {figures.rows.map((r) => (
          <div key={r.label}>
            <dt css={(t) => ({ color: t.colors.muted })}>{r.label}</dt>
            <dd css={(t) => ({ margin: 0, fontWeight: 650, color: t.colors.ink })}>
              {r.value}
              {r.detail && <span css={(t) => ({ display: "block", fontWeight: 400, color: t.colors.muted, fontSize: t.fontSizes.xs })}>{r.detail}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p css={(t) => ({ margin: `${t.space.sm} 0 0`, fontSize: t.fontSizes.xs, color: t.colors.muted })}>
        Shares of salary.{figures.latestAppliesFrom && <> Latest change applies from <time dateTime={figures.latestAppliesFrom}>{longDate(figures.latestAppliesFrom)}</time>.</>} Rates are reviewed by each agency;{" "}
        {sourceHref ? <a href={sourceHref}>sources and details</a> : "see the sources below"}.
      </p>
    </>
  )
}

interface PageRailProps {
  /** The page's table of contents (MDX), shown as "On this page" with the section being read marked. */
  toc: readonly TocItem[] | null | undefined
  figures?: KeyFigures | null
  /** Where the figures' sources and full table are (an anchor on the page, or the calculator). */
  figuresHref?: string
  /** The call to action, shown in the rail on wide screens only (the page has its own on phones). */
  children?: React.ReactNode
}

/**
 * What a buyer needs while reading a long page: its contents, the call to action and its key figures (in
 * that order, so the button stays in the first screen of a tall rail).
 * EntryLayout puts it beside the text and keeps it in view from 1024 px; narrower, its parts are closed
 * disclosures above the text.
 */
export function PageRail({ toc, figures, figuresHref, children }: PageRailProps) {
  const sections = railSections(toc)
  const active = useActiveSection(sections.map((s) => s.id))
  return (
    <div data-testid="page-rail" css={(t) => ({ display: "grid", gap: t.space.md })}>
      {sections.length > 0 && (
        <RailPart title="On this page" testId="rail-contents">
          <Contents sections={sections} active={active} />
        </RailPart>
      )}
      {children && (
        <div data-testid="rail-cta" css={(t) => [wideOnly(t), { ...boxStyles(t), background: t.colors.navy, borderColor: t.colors.navy, color: "#dbe4f0" }]} className="on-dark">
          {children}
        </div>
      )}
      {figures && figures.rows.length > 0 && (
        <RailPart title={`Key figures: ${figures.country}`} testId="rail-figures">
          <Figures figures={figures} sourceHref={figuresHref} />
        </RailPart>
      )}
    </div>
  )
}

/**
 * The rail's call to action: a line, a sentence, the button (passed in: it opens the contact popup, a
 * feature this shared component does not import) and a link to a tool.
 */
export function RailCallToAction({ title, text, button, link }: { title: string; text: string; button: React.ReactNode; link?: { to: string; label: string } }) {
  return (
    <>
      <p css={(t) => ({ fontFamily: t.fonts.heading, fontSize: t.fontSizes.lg, fontWeight: 650, color: t.colors.white, margin: `0 0 ${t.space.xs}` })}>{title}</p>
      <p css={(t) => ({ margin: `0 0 ${t.space.md}`, fontSize: t.fontSizes.sm })}>{text}</p>
      {button}
      {link && (
        <p css={(t) => ({ margin: `${t.space.md} 0 0`, fontSize: t.fontSizes.sm })}>
          <SmartLink to={link.to} css={(t) => ({ color: t.colors.white, fontWeight: 600 })}>
            {link.label}
          </SmartLink>
        </p>
      )}
    </>
  )
}
