import * as React from "react"
import type { Theme } from "@emotion/react"

export const proseStyles = (t: Theme) => ({
  maxWidth: t.proseWidth,
  fontSize: "1.0625rem",
  // A long URL or word breaks rather than widening the page (WCAG reflow at 320 CSS px).
  overflowWrap: "break-word" as const,
  "& h2": { marginTop: t.space.xxl, scrollMarginTop: `calc(${t.headerHeight} + 1rem)` },
  "& h3": { marginTop: t.space.xl, scrollMarginTop: `calc(${t.headerHeight} + 1rem)` },
  "& li": { marginBottom: "0.35rem" },
  "& table": { borderCollapse: "collapse" as const, width: "100%", fontSize: t.fontSizes.sm, lineHeight: 1.5 },
  "& th, & td": { border: `1px solid ${t.colors.border}`, padding: "0.55rem 0.7rem", textAlign: "left" as const, verticalAlign: "top" },
  "& th": { background: t.colors.surface, color: t.colors.navy, fontWeight: 650 },
  "& blockquote": { margin: `${t.space.lg} 0`, paddingLeft: t.space.md, borderLeft: `3px solid ${t.colors.border}`, color: t.colors.muted },
  "& hr": { border: 0, borderTop: `1px solid ${t.colors.border}`, margin: `${t.space.xl} 0` },
  "& code": { fontFamily: t.fonts.mono, fontSize: "0.9em", background: t.colors.surface, padding: "0.1em 0.3em", borderRadius: 4 },
})

/**
 * An MDX body's column. The body brings the components writers may use (content/README.md) with it
 * (gatsby/loaders/mdx-body-loader.cjs hands it those it uses), so a template does not load them before it hydrates.
 */
export function Prose({ children }: { children: React.ReactNode }) {
  return <div css={proseStyles}>{children}</div>
}
