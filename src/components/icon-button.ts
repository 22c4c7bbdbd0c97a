import type { Theme } from "@emotion/react"

/** The 44 px square icon buttons: the header's search and open-menu buttons, the drawer's close button; the dialog's round Close button (components/modal.tsx) starts from it. */
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
