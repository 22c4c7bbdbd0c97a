import type { Theme } from "@emotion/react"

/**
 * The row of a dialog's form that holds its submit button: it sticks to the dialog's foot while the fields above
 * scroll inside the dialog, so the button is in view however short the window.
 */
export const dialogActions = (t: Theme) => ({ position: "sticky" as const, bottom: 0, zIndex: 1, margin: `0 -${t.space.xs}`, padding: t.space.xs, background: t.colors.white })
