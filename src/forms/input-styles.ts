import type { Theme } from "@emotion/react"

/**
 * A text field's look: the forms' fields (./field.tsx) and the tools' own inputs (the cost calculator, the
 * termination estimator). A module of its own, so a tool that draws an input does not bring the forms kit with it
 * (the lead fields, their submission, the failure notice: 4.5 KiB gzip of the calculator's page).
 */
export const inputStyles = (t: Theme) => ({
  width: "100%",
  minHeight: "2.9rem",
  padding: "0.6rem 0.85rem",
  border: `1px solid #8a97ab`,
  borderRadius: t.radii.sm,
  background: t.colors.white,
  color: t.colors.ink,
  fontSize: "1rem",
  "&::placeholder": { color: "#5d6b80", opacity: 1 },
  "&:focus-visible": { outline: `3px solid ${t.colors.primary}`, outlineOffset: 1, borderColor: t.colors.primary },
  "&[aria-invalid=true]": { borderColor: t.colors.danger },
})
