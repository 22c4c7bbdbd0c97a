import * as React from "react"
import { CARD_ICONS, type CardIconName } from "../../shared/card-icons"
import { part } from "../../framework/parts"

/**
 * The icons' drawings, a chunk of their own (src/framework/parts.tsx): the server's SVG stays until it has
 * arrived, at the visitor's first act; gatsby-browser.tsx fetches it then on every page, so a page the visitor
 * moves to has them at once.
 */
export const cardGlyphs = part(() => import("./card-glyph"), ["CardGlyph"], { afterFirstAct: true })
const { CardGlyph } = cardGlyphs

const isIconName = (name: string): name is CardIconName => (CARD_ICONS as readonly string[]).includes(name)

/** A card's icon from its frontmatter name (the build has checked it), or nothing for an unknown name. */
export function CardIcon({ name }: { name: string }) {
  if (!isIconName(name)) return null
  return (
    <span aria-hidden="true" css={(t) => ({ display: "inline-flex", alignItems: "center", justifyContent: "center", width: "2.5rem", height: "2.5rem", borderRadius: t.radii.md, background: t.colors.primarySoft, color: t.colors.primary, flexShrink: 0 })}>
      <CardGlyph name={name} />
    </span>
  )
}
