import * as React from "react"
import { SmartLink } from "../../components/smart-link"
import { excerptParts } from "./excerpt"
import type { SearchHit } from "./use-site-search"

/** One result: the page title as a link, its section and address, and the excerpt with the matched words marked. */
function SearchResult({ hit }: { hit: SearchHit }) {
  return (
    <li css={(t) => ({ padding: `${t.space.lg} 0`, borderBottom: `1px solid ${t.colors.border}` })}>
      <h2 css={(t) => ({ fontFamily: t.fonts.body, fontSize: t.fontSizes.lg, lineHeight: 1.35, margin: 0 })}>
        <SmartLink to={hit.url} data-search-result="" css={(t) => ({ color: t.colors.primary, textDecorationThickness: 1, textUnderlineOffset: 3 })}>
          {hit.title}
        </SmartLink>
      </h2>
      <p css={(t) => ({ margin: `${t.space.xxs} 0 0`, fontSize: t.fontSizes.xs, color: t.colors.muted, display: "flex", flexWrap: "wrap", gap: "0.4rem" })}>
        {hit.section && (
          <>
            <span data-testid="result-section" css={(t) => ({ color: t.colors.accent, fontWeight: 700, textTransform: "uppercase", letterSpacing: "0.06em" })}>
              {hit.section}
            </span>
            <span aria-hidden="true">·</span>
          </>
        )}
        <span css={{ wordBreak: "break-all" }}>{hit.url}</span>
      </p>
      <p css={(t) => ({ margin: `${t.space.xs} 0 0`, color: t.colors.ink, "& mark": { background: t.colors.primarySoft, color: t.colors.navy, fontWeight: 650, padding: "0 0.1em", borderRadius: 3 } })}>
        {excerptParts(hit.excerpt).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}
      </p>
    </li>
  )
}

/**
 * The result list. Arrow keys move between the result links; ArrowUp from the first goes back to the
 * search box (`onExitTop`).
 */
export const SearchResultList = React.forwardRef<HTMLOListElement, { hits: readonly SearchHit[]; busy: boolean; onExitTop: () => void }>(function SearchResultList({ hits, busy, onExitTop }, ref) {
  const onKeyDown = (e: React.KeyboardEvent<HTMLOListElement>) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return
    const links = Array.from(e.currentTarget.querySelectorAll<HTMLAnchorElement>("a[data-search-result]"))
    const i = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (i === -1) return
    e.preventDefault()
    if (e.key === "ArrowUp" && i === 0) onExitTop()
    else links[Math.min(links.length - 1, Math.max(0, i + (e.key === "ArrowDown" ? 1 : -1)))]?.focus()
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pressed on the result links bubble up here; the list takes no focus
    <ol ref={ref} aria-label="Search results" aria-busy={busy} onKeyDown={onKeyDown} css={{ listStyle: "none", margin: 0, padding: 0, opacity: busy ? 0.6 : 1, transition: "opacity 0.15s" }}>
      {hits.map((hit) => (
        <SearchResult key={hit.id} hit={hit} />
      ))}
    </ol>
  )
})
