import * as React from "react"
import type { Theme } from "@emotion/react"

/** A page's contents entry: a heading's anchor and its words (MDX's table of contents; FAQ groups). */
export interface ContentsItem {
  url?: string
  title?: string
}

/** The small capitals heading of a side box (the contents, "Share"). */
export const sideHeading = (t: Theme) => ({ fontFamily: t.fonts.body, fontSize: t.fontSizes.sm, textTransform: "uppercase" as const, letterSpacing: "0.08em", color: t.colors.muted })

/** The page's level-2 headings as links (entries without an anchor or words are left out). */
export function ContentsList({ items }: { items: readonly ContentsItem[] }) {
  return (
    <ol css={(t) => ({ margin: 0, paddingLeft: "1.1rem", fontSize: t.fontSizes.sm, display: "grid", gap: "0.4rem" })}>
      {items
        .filter((i) => i.url && i.title)
        .map((i) => (
          <li key={i.url}>
            <a href={i.url}>{i.title}</a>
          </li>
        ))}
    </ol>
  )
}

/**
 * The contents in a box beside the text, for a page without the side rail (an article; a plain page's body
 * beside nothing else): EntryLayout keeps it in view on wide screens. `label` names the navigation region.
 */
export function ContentsBox({ title, label, items, className }: { title: string; label: string; items: readonly ContentsItem[]; className?: string }) {
  return (
    <nav aria-label={label} className={className} css={(t) => ({ padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.surface, border: `1px solid ${t.colors.border}` })}>
      <h2 css={sideHeading}>{title}</h2>
      <ContentsList items={items} />
    </nav>
  )
}
