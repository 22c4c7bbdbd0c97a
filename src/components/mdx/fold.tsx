import * as React from "react"
import type { FoldKind } from "../../shared/fold"
import { summaryRow } from "../disclosure"
import { BeforeSources } from "../before-sources"

/** A fold's look: its heading is the summary (disclosure.tsx), a rule beneath it. */
const foldStyles = (t: import("@emotion/react").Theme) => [
  summaryRow(t),
  {
    margin: `${t.space.sm} 0`,
    borderBottom: `1px solid ${t.colors.border}`,
    "& > summary > *": { margin: `${t.space.xs} 0` },
    "&[open]": { paddingBottom: t.space.md },
    // Printed, a fold shows what it holds (browsers that style a closed disclosure's content).
    [t.media.print]: { "&::details-content": { contentVisibility: "visible" as const, display: "block" } },
  },
]

/**
 * A fold of the body (gatsby/lib/rehype-fold.ts): the sources, or a subsection of a reference section, closed
 * until opened. The sources' fold brings in what BeforeSources holds above it.
 */
export function Fold({ children, ...props }: React.DetailsHTMLAttributes<HTMLElement> & { "data-fold"?: FoldKind }) {
  const before = React.useContext(BeforeSources)
  const details = (
    <details css={foldStyles} {...props}>
      {children}
    </details>
  )
  return props["data-fold"] === "sources" && before ? (
    <>
      {before}
      {details}
    </>
  ) : (
    details
  )
}
