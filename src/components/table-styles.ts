import type { Theme } from "@emotion/react"
import type { CSSProperties } from "react"

/**
 * Data tables on phones (content/README.md, "Tables"): below the 768 px breakpoint each row becomes a card
 * and each cell shows its column's heading, taken from the cell's `data-label` (set when the table renders),
 * so every value is readable without scrolling sideways. The header row stays in the document for screen
 * readers but is hidden from view. Used by Markdown tables and the cost calculator's breakdown.
 */
export const stackedTableStyles = (t: Theme) => ({
  [t.media.mobile]: {
    "& table, & tbody, & tr, & td, & tbody th": { display: "block", width: "100%" },
    "& caption": { display: "block", textAlign: "left" as const },
    "& thead": { position: "absolute" as const, width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" as const },
    "& tr": { border: `1px solid ${t.colors.border}`, borderRadius: t.radii.md, padding: `${t.space.xs} ${t.space.sm}`, marginBottom: t.space.sm, background: t.colors.white },
    "& td, & tbody th": {
      border: 0,
      padding: "0.35rem 0",
      display: "grid",
      gridTemplateColumns: "minmax(6rem, 38%) minmax(0, 1fr)",
      gap: t.space.sm,
      textAlign: "left" as const,
      whiteSpace: "normal" as const,
      // A source's domain or a file number ("30/Stat/14/RW/24/2023/LCS/JLC") is one word wider than the column.
      overflowWrap: "anywhere" as const,
    },
    "& td + td, & th + td": { borderTop: `1px solid ${t.colors.border}` },
    "& td::before, & tbody th::before": { content: "attr(data-label)", fontSize: t.fontSizes.xs, fontWeight: 600, color: t.colors.muted, textTransform: "uppercase" as const, letterSpacing: "0.04em", paddingTop: "0.15em", textAlign: "left" as const },
    // The first cell names the row: its heading sits above it and its value reads as the card's title.
    "& td:first-of-type, & tbody th:first-of-type": { display: "block", fontWeight: 650, color: t.colors.navy },
    "& td:first-of-type::before, & tbody th:first-of-type::before": { display: "block", marginBottom: 2 },
    "& td[data-label='']::before": { content: "none" },
    "& td:empty": { display: "none" },
  },
})

/**
 * A wide comparison that stays a table on phones (`<Comparison>` in MDX): the first column stays in view
 * while the others scroll under it, and a shadow plus "Scroll for more" say there is more to the right.
 */
export const comparisonStyles = (t: Theme) => ({
  "& table": { minWidth: "40rem" },
  "& th:first-of-type, & td:first-of-type": {
    position: "sticky" as const,
    left: 0,
    zIndex: 1,
    background: t.colors.white,
    boxShadow: "6px 0 8px -6px rgba(8, 29, 54, 0.35)",
    minWidth: "8rem",
  },
  "& thead th:first-of-type, & thead td:first-of-type": { background: t.colors.surface },
})

/**
 * A tall scrolling table far down a long page (the cost calculator's rates, one region per country): the browser
 * skips its layout, style and paint until it nears the viewport (`content-visibility: auto`), so neither the page's
 * first layouts nor the one after the calculator mounts lay out thousands of pixels nobody sees yet. Only for a
 * region that scrolls sideways: its overflow already clips and starts its own formatting context, so the
 * containment this adds draws nothing differently (README, "How a page loads"). Until it is first drawn its
 * height is a guess from its number of rows, which the region gives as `style={rowsHint(n)}`, so that every
 * such region shares one class and its rules keep their place in the cascade; `auto` then keeps the height it
 * was drawn at.
 */
export const drawnWhenNear = (t: Theme) => ({
  contentVisibility: "auto" as const,
  containIntrinsicBlockSize: "auto calc(var(--rows, 4) * 8rem)",
  [t.media.mobile]: { containIntrinsicBlockSize: "auto calc(var(--rows, 4) * 45rem)" },
})
export const rowsHint = (rows: number) => ({ "--rows": rows }) as CSSProperties
