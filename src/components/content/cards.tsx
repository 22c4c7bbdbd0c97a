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
  // On phones the icon stands beside the title (a row saved on every card), the rest below across the card.
  [t.media.mobile]: {
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr)",
    alignItems: "center",
    columnGap: t.space.sm,
    padding: t.space.md,
    "& > *": { gridColumn: "1 / -1" },
    "& > [data-card-icon]": { gridColumn: 1 },
    "& > [data-card-icon] + *": { gridColumn: 2 },
  },
})

export interface CardItem {
  to: string
  title: string
  text?: string | null
  meta?: string
  /**
   * The card's icon, drawn (hub-cards.tsx makes it from a page's frontmatter name): the cards themselves carry no
   * icon set, so a page whose cards have none (related articles) does not load one.
   */
  icon?: React.ReactNode
  /**
   * The words of the card's link, shown at its foot ("Read about Employer of Record"). Without it the
   * title is the link and an arrow marks the card.
   */
  action?: string
}

const stretched = (t: Theme) => ({ "&::after": { content: '""', position: "absolute" as const, inset: 0, borderRadius: t.radii.md } })

/**
 * A card whose whole area is one link (the title's, or the action's when it has one), with the text below
 * it. It repeats another page's title and summary, so the site search skips it (data-pagefind-ignore) and
 * finds that page instead.
 */
export function LinkCard({ to, title, text, meta, icon, action, headingLevel = 3, compact = false }: CardItem & { headingLevel?: 2 | 3; compact?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article data-pagefind-ignore="" css={(t) => [cardStyles(t), compact && compactOnPhones(t)]}>
      {icon && (
        <span data-card-icon="" css={(t) => ({ marginBottom: t.space.xs, [t.media.mobile]: { marginBottom: 0 } })}>
          {icon}
        </span>
      )}
      {meta && <p css={(t) => ({ margin: 0, fontSize: t.fontSizes.xs, color: t.colors.accent, fontWeight: 700, textTransform: "uppercase", letterSpacing: "0.06em" })}>{meta}</p>}
      <Heading css={(t) => ({ fontSize: t.fontSizes.lg, margin: 0, color: t.colors.navy })}>
        {action ? (
          title
        ) : (
          <SmartLink to={to} css={(t) => ({ color: t.colors.navy, textDecoration: "none", ...stretched(t) })}>
            {title}
          </SmartLink>
        )}
      </Heading>
      {text && (
        <p data-card-text="" css={(t) => ({ margin: 0, color: t.colors.muted, fontSize: t.fontSizes.sm })}>
          {text}
        </p>
      )}
      {action ? (
        <SmartLink
          to={to}
          css={(t) => ({
            marginTop: "auto",
            paddingTop: t.space.sm,
            fontSize: t.fontSizes.sm,
            fontWeight: 650,
            color: t.colors.primary,
            textDecoration: "none",
            "article:hover &": { textDecoration: "underline" },
            ...stretched(t),
          })}
        >
          <ActionLabel text={action} />
        </SmartLink>
      ) : (
        <span aria-hidden="true" css={(t) => ({ marginTop: "auto", paddingTop: t.space.xs, color: t.colors.primary, display: "inline-flex" })}>
          <ArrowRight size={18} />
        </span>
      )}
    </article>
  )
}

/**
 * A card's link words and its arrow, as running text: the arrow is tied to the last word, so when the words
 * wrap it follows them to the next line instead of standing apart at the card's right edge.
 */
function ActionLabel({ text }: { text: string }) {
  const cut = text.lastIndexOf(" ")
  return (
    <>
      {text.slice(0, cut + 1)}
      <span css={{ whiteSpace: "nowrap" }}>
        {text.slice(cut + 1)}
        <ArrowRight size={16} aria-hidden="true" css={{ marginLeft: "0.35rem", verticalAlign: "-0.2em" }} />
      </span>
    </>
  )
}

/**
 * On phones, a card of a list of other pages (related articles, other services) shows its title, meta and link
 * but not its text, which repeats the summary of the page it links to: the list then takes a screen, not three.
 */
const compactOnPhones = (t: Theme) => ({
  [t.media.mobile]: { padding: `${t.space.sm} ${t.space.md}`, "& [data-card-text], & [data-card-icon]": { display: "none" }, "& > [data-card-icon] + *": { gridColumn: "1 / -1" } },
})

/**
 * Cards in a grid that fills the row: as many columns of at least `min` as fit. `compact`: a list of other pages
 * (compactOnPhones). On phones a card's icon sits beside its title, so each card is a few lines shorter.
 */
export function CardGrid({ items, min = "16rem", headingLevel, compact = false }: { items: readonly CardItem[]; min?: string; headingLevel?: 2 | 3; compact?: boolean }) {
  return (
    <ul css={(t) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: t.space.md, gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))`, [t.media.mobile]: { gap: t.space.sm } })}>
      {items.map((item) => (
        <li key={item.to}>
          <LinkCard {...item} headingLevel={headingLevel} compact={compact} />
        </li>
      ))}
    </ul>
  )
}
