import * as React from "react"
import type { Theme } from "@emotion/react"
import { longDate } from "../../data/statutory"
import type { KeyFigures } from "./key-figures"
import { SmartLink } from "../smart-link"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { fill } from "../../shared/fill"
import { Words } from "../words"
import { StatusWords } from "./review-status"
import { Disclosure } from "../disclosure"

/** An entry of MDX's table of contents (gatsby-plugin-mdx, ids from rehype-slug). */
export interface TocItem {
  url?: string
  title?: string
  items?: TocItem[]
}

/** The page's sections for the rail: its level-2 headings that have an id and a title. */
export const railSections = (toc: readonly TocItem[] | null | undefined): Array<{ id: string; title: string }> => (toc ?? []).flatMap((i) => (i.url?.startsWith("#") && i.title ? [{ id: i.url.slice(1), title: i.title }] : []))

/**
 * The section being read: the last heading that has scrolled past a line a little below the header.
 * One passive scroll listener, throttled to a frame; null before the first heading.
 */
export function useActiveSection(ids: readonly string[], offset = 120): string | null {
  const [active, setActive] = React.useState<string | null>(null)
  // The ids as one string: a new array with the same ids is the same list (an id holds no space).
  const key = ids.join(" ")
  React.useEffect(() => {
    const list = key === "" ? [] : key.split(" ")
    let frame = 0
    const update = () => {
      frame = 0
      let current: string | null = null
      for (const id of list) {
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
function RailPart({ title, children, testId, shrink = false }: { title: string; children: React.ReactNode; testId: string; shrink?: boolean }) {
  return (
    <>
      <section
        aria-label={title}
        data-testid={`${testId}-wide`}
        // `shrink`: the box may give up height in the part of the rail that stays in view; its list then
        // scrolls inside it (Contents), and the heading and the call to action below stay whole.
        css={(t) => [boxStyles(t), wideOnly(t), shrink && { display: "flex", flexDirection: "column" as const, minHeight: 0, flex: "0 1 auto" }]}
      >
        <h2 css={railHeading}>{title}</h2>
        {children}
      </section>
      <Disclosure title={title} testId={`${testId}-narrow`} css={narrowOnly}>
        {children}
      </Disclosure>
    </>
  )
}

/**
 * A shadow at the edge where more of a scrolling list lies beyond it: each shadow is covered by a band of the
 * box's own colour that scrolls with the content, so it shows only while there is more on that side.
 */
const scrollShadows = (t: Theme) => {
  const clear = `${t.colors.surface}00`
  const shade = "rgba(8, 29, 54, 0.26)"
  return {
    background: [
      `linear-gradient(${t.colors.surface} 40%, ${clear}) top / 100% 1.75rem no-repeat local`,
      `linear-gradient(${clear}, ${t.colors.surface} 60%) bottom / 100% 1.75rem no-repeat local`,
      `radial-gradient(farthest-side at 50% 0, ${shade}, rgba(8, 29, 54, 0)) top / 100% 0.7rem no-repeat scroll`,
      `radial-gradient(farthest-side at 50% 100%, ${shade}, rgba(8, 29, 54, 0)) bottom / 100% 0.7rem no-repeat scroll`,
      t.colors.surface,
    ].join(", "),
  }
}

/**
 * Keeps a contents list that scrolls inside the part of the rail that stays in view in step with the reader:
 * its scroll follows how far that part has travelled down beside the text (so every entry comes into view on
 * the way, the last ones at the end of the text), then moves just enough to show the section being read.
 */
function useFollowReading<T extends HTMLElement>(active: string | null): React.RefObject<T> {
  const list = React.useRef<T>(null)
  React.useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const box = list.current
      const inView = box?.closest<HTMLElement>("[data-testid=rail-sticky]")
      const rail = inView?.parentElement
      if (!box || !inView || !rail || box.scrollHeight <= box.clientHeight || getComputedStyle(inView).position !== "sticky") return
      const railBox = rail.getBoundingClientRect()
      const inViewBox = inView.getBoundingClientRect()
      // Where the part starts before it sticks: below the last shown part before it (the key figures).
      let start = 0
      for (let before = inView.previousElementSibling; before; before = before.previousElementSibling) {
        if (before.getClientRects().length === 0) continue
        start = before.getBoundingClientRect().bottom - railBox.top + parseFloat(getComputedStyle(rail).rowGap || "0")
        break
      }
      const travel = railBox.height - inViewBox.height - start
      const progress = travel > 0 ? Math.min(1, Math.max(0, (inViewBox.top - railBox.top - start) / travel)) : 0
      let top = progress * (box.scrollHeight - box.clientHeight)
      const entry = box.querySelector("[aria-current]")
      if (entry) {
        const margin = 24
        const at = entry.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop
        const height = entry.getBoundingClientRect().height
        if (at < top + margin) top = at - margin
        else if (at + height > top + box.clientHeight - margin) top = at + height - box.clientHeight + margin
      }
      box.scrollTop = top
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("resize", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("resize", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [active])
  return list
}

function Contents({ sections, active }: { sections: ReadonlyArray<{ id: string; title: string }>; active: string | null }) {
  const list = useFollowReading<HTMLOListElement>(active)
  return (
    <ol
      ref={list}
      data-testid="rail-contents-list"
      css={(t) => ({
        margin: 0,
        padding: "0 0.25rem 0 0",
        listStyle: "none",
        fontSize: t.fontSizes.sm,
        display: "grid",
        gap: "0.15rem",
        // In the part of the rail that stays in view, a list longer than the room left scrolls here, with a
        // shadow where more entries lie (min-height: a few entries stay readable on a short window).
        [t.media.rail]: { minHeight: "6rem", overflowY: "auto", overscrollBehavior: "contain", ...scrollShadows(t) },
      })}
    >
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
  const words = useSiteFacts().labels.figures
  const date = figures.latestAppliesFrom && <time dateTime={figures.latestAppliesFrom}>{longDate(figures.latestAppliesFrom)}</time>
  const sources = sourceHref ? <a href={sourceHref}>{words.sourcesLink}</a> : words.sourcesBelow
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
        {words.note}
        {date && (
          <>
            {" "}
            <Words text={words.latestChange} values={{ date }} />
          </>
        )}{" "}
        <Words text={words.reviewed} values={{ sources }} />
        {figures.review && (
          <span data-testid="figures-review" css={{ display: "block" }}>
            <StatusWords status={figures.review} />
          </span>
        )}
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
 * What a buyer needs while reading a long page: its key figures, its contents and the call to action.
 * From 1024 px (EntryLayout puts it beside the text) the figures come first and scroll away with the page;
 * the contents and the call to action below them stay in view, and always fit the window: a long contents
 * list scrolls inside its box, with a shadow where more lies, and follows the section being read. Narrower,
 * the figures and the contents are closed disclosures above the text (the page has its own call to action).
 */
export function PageRail({ toc, figures, figuresHref, children }: PageRailProps) {
  const sections = railSections(toc)
  const active = useActiveSection(sections.map((s) => s.id))
  const { pages, figures: figureWords } = useSiteFacts().labels
  return (
    <div data-testid="page-rail" css={(t) => ({ display: "grid", gap: t.space.md, alignContent: "start", [t.media.rail]: { height: "100%" } })}>
      {figures && figures.rows.length > 0 && (
        <RailPart title={fill(figureWords.title, { country: figures.country })} testId="rail-figures">
          <Figures figures={figures} sourceHref={figuresHref} />
        </RailPart>
      )}
      <div
        data-testid="rail-sticky"
        css={(t) => ({
          display: "grid",
          gap: t.space.md,
          [t.media.railInView]: {
            position: "sticky",
            top: `calc(${t.headerHeight} + 1.5rem)`,
            display: "flex",
            flexDirection: "column",
            maxHeight: `calc(100vh - ${t.headerHeight} - 3rem)`,
          },
        })}
      >
        {sections.length > 0 && (
          <RailPart title={pages.contents} testId="rail-contents" shrink>
            <Contents sections={sections} active={active} />
          </RailPart>
        )}
        {children && (
          <div data-testid="rail-cta" css={(t) => [wideOnly(t), { ...boxStyles(t), flexShrink: 0, background: t.colors.navy, borderColor: t.colors.navy, color: "#dbe4f0" }]} className="on-dark">
            {children}
          </div>
        )}
      </div>
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
