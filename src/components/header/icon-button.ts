import type { Theme } from "@emotion/react"

/** The header's 44 px square icon buttons: search, open menu, and the drawer's close button. */
export const iconButton = (t: Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  border: 0,
  borderRadius: t.radii.sm,
  background: "transparent",
  color: t.colors.navy,
  cursor: "pointer",
  "&:hover": { background: t.colors.surface },
})
