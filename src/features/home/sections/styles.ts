import type { Theme } from "@emotion/react"
import { cardSurface } from "../../../styles/card-surface"

/** Shared look of the home sections, all from theme tokens. */

export const sectionPadding = (t: Theme) => ({ paddingBlock: t.space.section })

/** A card that is not a link: the site's card surface with no hover change, so nothing looks clickable that is not. */
export const staticCard = cardSurface

/** The square tile behind an icon. */
export const iconTile = (t: Theme, tone: "primary" | "accent" = "primary") => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: t.radii.md,
  background: tone === "primary" ? t.colors.primarySoft : t.colors.accentSoft,
  color: tone === "primary" ? t.colors.primary : t.colors.accent,
})

/** A list of cards that wraps to as many columns as fit, never narrower than `min`. */
export const cardGrid = (t: Theme, min = "15rem") => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: t.space.lg,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}, 100%), 1fr))`,
})

/** A text link with a trailing arrow that moves on hover (transform only). */
export const arrowLink = (t: Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: t.space.xs,
  fontWeight: 650,
  textDecoration: "none",
  "& svg": { transition: "transform 0.15s ease" },
  "&:hover svg": { transform: "translateX(3px)" },
  "&:hover span": { textDecoration: "underline" },
})
