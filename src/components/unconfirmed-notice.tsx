import * as React from "react"
import { useSiteFacts } from "../hooks/use-site-facts"
import { factLabel } from "../shared/fact-labels"

/**
 * A small notice on development and preview builds while content/site.yaml lists unconfirmed company facts.
 * A production build with any such fact fails (gatsby/lib/site-facts.ts), so visitors of the live site never
 * see it. A plain region with one line (the list of facts opens on demand): read once, never in the way.
 */
export function UnconfirmedNotice() {
  const facts = useSiteFacts()
  if (facts.unconfirmed.length === 0) return null
  return (
    <aside aria-label="Preview notice" css={(t) => ({ background: "#fef6e7", color: "#7a2e0e", borderBottom: "1px solid #f5d9a8", fontSize: t.fontSizes.xs, lineHeight: 1.45, padding: `${t.space.xs} ${t.space.md}`, textAlign: "center" })}>
      {/* One line however many facts wait: the list opens on demand, so the notice never pushes the page down. */}
      <details css={{ "& summary": { cursor: "pointer" } }}>
        <summary>
          <strong>Preview:</strong> {facts.unconfirmed.length} company details are not yet confirmed by the company and may be placeholders or left out.
        </summary>
        <p css={{ margin: "0.25rem 0 0" }}>{facts.unconfirmed.map((key) => factLabel(key, facts.countries)).join(", ")}.</p>
      </details>
    </aside>
  )
}
