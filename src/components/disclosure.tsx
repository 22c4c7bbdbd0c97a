import * as React from "react"
import type { Theme } from "@emotion/react"

/**
 * The summary row every disclosure of the content shares (this box, and the folds of a body in
 * src/components/mdx/fold.tsx): a full-width row, 48 px at least, with a chevron drawn in CSS after its words that turns
 * over when the disclosure opens (no icon in the page's code).
 */
export const summaryRow = (t: Theme) => ({
  "& > summary": {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: t.space.sm,
    minHeight: 48,
    cursor: "pointer",
    listStyle: "none",
    "&::-webkit-details-marker": { display: "none" },
    "&::after": { content: '""', flexShrink: 0, width: 8, height: 8, margin: "0 6px 4px", borderRight: `2px solid ${t.colors.primary}`, borderBottom: `2px solid ${t.colors.primary}`, transform: "rotate(45deg)", transition: "transform 0.15s" },
  },
  "&[open] > summary::after": { transform: "rotate(225deg)", marginBottom: -4 },
  [t.media.reducedMotion]: { "& > summary::after": { transition: "none" } },
})

/**
 * A native disclosure in a box, closed until opened (keyboard and screen-reader friendly without script; its
 * content is in the page's HTML, so search engines and find-in-page see it). On narrow screens it holds what a
 * wide screen shows beside the text: a page's contents above the text, so a phone reader meets it first.
 */
export function Disclosure({ title, children, className, testId }: { title: string; children: React.ReactNode; className?: string; testId?: string }) {
  return (
    <details
      data-testid={testId}
      className={className}
      css={(t) => [
        summaryRow(t),
        { borderRadius: t.radii.md, background: t.colors.surface, border: `1px solid ${t.colors.border}`, "& > summary": { padding: `0 ${t.space.md}`, fontWeight: 650, color: t.colors.navy }, "& > div": { padding: `0 ${t.space.md} ${t.space.md}` } },
      ]}
    >
      <summary>{title}</summary>
      <div>{children}</div>
    </details>
  )
}
