import * as React from "react"
import { ArrowRight } from "lucide-react"
import type { Theme } from "@emotion/react"
import { SmartLink } from "../smart-link"
import { cardSurface } from "../../styles/card-surface"

export const cardStyles = (t: Theme) => ({
  ...cardSurface(t),
  position: "relative" as const,
  display: "flex",
  flexDirection: "column" as const,
  gap: t.space.xs,
  transition: "border-color 0.15s, transform 0.15s",
  "&:hover": { borderColor: t.colors.primary },
  "&:focus-within": { borderColor: t.colors.primary },
})

export interface CardItem {
  to: string
  title: string
  text?: string | null
  meta?: string
}

/**
 * A card whose whole area is one link (the title's), with the text below it. It repeats another page's
 * title and summary, so the site search skips it (data-pagefind-ignore) and finds that page instead.
 */
export function LinkCard({ to, title, text, meta, headingLevel = 3 }: CardItem & { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article data-pagefind-ignore="" css={cardStyles}>
      {meta && <p css={(t) => ({ margin: 0, fontSize: t.fontSizes.xs, color: t.colors.accent, fontWeight: 700, textTransform: "uppercase", letterSpacing: "0.06em" })}>{meta}</p>}
      <Heading css={(t) => ({ fontSize: t.fontSizes.lg, margin: 0 })}>
        <SmartLink to={to} css={(t) => ({ color: t.colors.navy, textDecoration: "none", "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: t.radii.md } })}>
          {title}
        </SmartLink>
      </Heading>
      {text && <p css={(t) => ({ margin: 0, color: t.colors.muted, fontSize: t.fontSizes.sm })}>{text}</p>}
      <span aria-hidden="true" css={(t) => ({ marginTop: "auto", paddingTop: t.space.xs, color: t.colors.primary, display: "inline-flex" })}>
        <ArrowRight size={18} />
      </span>
    </article>
  )
}

export function CardGrid({ items, min = "16rem", headingLevel }: { items: readonly CardItem[]; min?: string; headingLevel?: 2 | 3 }) {
  return (
    <ul css={(t) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: t.space.md, gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))` })}>
      {items.map((item) => (
        <li key={item.to}>
          <LinkCard {...item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
