import type { Theme } from "@emotion/react"

/** The surface every card on the site shares: the linked content cards and the home page's static ones. */
export const cardSurface = (t: Theme) => ({
  height: "100%",
  padding: t.space.lg,
  borderRadius: t.radii.md,
  border: `1px solid ${t.colors.border}`,
  background: t.colors.white,
  boxShadow: t.shadows.card,
})
