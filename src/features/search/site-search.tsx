import * as React from "react"
import { Search } from "lucide-react"
import { Spinner } from "../../components/spinner"
import { PopularPages, type PopularLink } from "./popular-pages"
import { readQuery, searchHref, SEARCH_PATH, QUERY_PARAM } from "../../lib/query-url"
import { SearchResultList } from "./search-results"
import { useDebounced } from "./use-debounced"
import { useSiteSearch } from "./use-site-search"
import type { PagefindApi } from "./pagefind"
import type { SiteTerms } from "../../shared/search-terms"

/** Results follow the typing once it pauses this long. */
export const SEARCH_DEBOUNCE_MS = 150

interface SiteSearchProps {
  /**
   * The page's location.search and location.key. The query comes from the address when the page loads,
   * on back and forward, and when the header's search box submits while this page is open.
   */
  locationSearch: string
  locationKey?: string
  popular: readonly PopularLink[]
  /** Replace the real index and word list in tests. */
  load?: () => Promise<PagefindApi>
  loadTerms?: () => Promise<SiteTerms>
}

const plural = (n: number) => `${n} ${n === 1 ? "result" : "results"}`

/** A layout effect in the browser; on the server, where there is no layout, an effect that never runs. */
const useIsomorphicLayoutEffect = typeof document === "undefined" ? React.useEffect : React.useLayoutEffect

/**
 * The search page's form and results. While the visitor types, the address follows the query with
 * history.replaceState; the first change after a finished search (page load, back/forward, Enter)
 * starts a new history entry, so Back returns to the previous search.
 */
export function SiteSearch({ locationSearch, locationKey, popular, load, loadTerms }: SiteSearchProps) {
  const [query, setQuery] = React.useState("")
  const committed = React.useRef(true)
  const input = React.useRef<HTMLInputElement>(null)
  const list = React.useRef<HTMLOListElement>(null)
  const inputId = React.useId()
  const hintId = React.useId()

  const writeAddress = (q: string) => {
    const href = searchHref(q)
    if (href === `${window.location.pathname}${window.location.search}`) return
    if (committed.current) {
      window.history.pushState({ key: String(Date.now()) }, "", href)
      committed.current = false
    } else {
      window.history.replaceState(window.history.state, "", href)
    }
  }

  const beforeHydration = React.useRef(true)
  // A layout effect, so that words typed before hydration reach the state in the commit that hydrates the box
  // (an update at once), before any other render can draw the box with the state's empty query. From a passive
  // effect the update came at a lower priority, and a render in between emptied the box: under 4x CPU throttling,
  // 3 of 20 visitors who typed "payroll" as /search hydrated kept only "ayroll" or "roll" (React's
  // known gap: facebook/react#26974, #12955; React 19 replays such changes behind a flag, #33129).
  useIsomorphicLayoutEffect(() => {
    committed.current = true
    const fromAddress = readQuery(locationSearch)
    // Words typed before the page's script ran are in the box but not yet in the state: keep them.
    const typedEarly = beforeHydration.current ? (input.current?.value ?? "") : ""
    beforeHydration.current = false
    if (!fromAddress && typedEarly) {
      setQuery(typedEarly)
      writeAddress(typedEarly)
    } else {
      setQuery(fromAddress)
    }
    // writeAddress reads only refs and the window, so it is not a dependency.
  }, [locationSearch, locationKey])

  // The router does not know the entries this page adds, and going back to its own entry can give it the
  // same location it already had: read the address itself.
  React.useEffect(() => {
    const onPopState = () => {
      setQuery(readQuery(window.location.search))
      committed.current = true
    }
    window.addEventListener("popstate", onPopState)
    return () => window.removeEventListener("popstate", onPopState)
  }, [])

  React.useEffect(() => {
    if (!readQuery(window.location.search)) input.current?.focus()
  }, [])

  const settled = useDebounced(query, SEARCH_DEBOUNCE_MS)
  const { index, results, busy, failed, showMore } = useSiteSearch(settled, load, loadTerms)

  const onChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    setQuery(e.target.value)
    writeAddress(e.target.value)
  }

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    writeAddress(query)
    committed.current = true
  }

  const onInputKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "ArrowDown") return
    const first = list.current?.querySelector<HTMLAnchorElement>("a[data-search-result]")
    if (first) {
      e.preventDefault()
      first.focus()
    }
  }

  const typed = query.trim()
  const current = results && results.query === settled.trim() ? results : null
  const shown = typed ? (current ?? results) : null
  // The spinner shows while there is nothing to show yet (the index loading, the first search running);
  // later searches keep the previous results on screen, dimmed, until theirs arrive.
  const waiting = typed !== "" && index !== "error" && !failed && !shown

  let status = ""
  if (typed && index === "error") status = "Search is not available right now."
  else if (typed && failed) status = `The search for “${typed}” did not complete.`
  else if (current?.correctedTo) status = `No results for “${current.query}”. Showing ${plural(current.total)} for “${current.correctedTo}”.`
  else if (current) status = current.total === 0 ? `No results for “${current.query}”` : `${plural(current.total)} for “${current.query}”`

  return (
    <div>
      <form role="search" aria-label="Site search" action={SEARCH_PATH} method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId} css={(t) => ({ display: "block", fontWeight: 600, marginBottom: t.space.xs })}>
          Search every page and article
        </label>
        <div css={(t) => ({ display: "flex", gap: t.space.xs, maxWidth: "40rem" })}>
          <input
            ref={input}
            id={inputId}
            type="search"
            name={QUERY_PARAM}
            value={query}
            onChange={onChange}
            onKeyDown={onInputKey}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={hintId}
            placeholder="For example: payroll, Indonesia, cost calculator"
            css={(t) => ({
              flex: 1,
              minWidth: 0,
              minHeight: 48,
              padding: "0.6rem 0.9rem",
              fontSize: t.fontSizes.md,
              color: t.colors.ink,
              border: `1px solid ${t.colors.muted}`,
              borderRadius: t.radii.sm,
              background: t.colors.white,
            })}
          />
          <button
            type="submit"
            css={(t) => ({
              display: "inline-flex",
              alignItems: "center",
              gap: t.space.xs,
              minHeight: 48,
              padding: `0 ${t.space.lg}`,
              border: 0,
              borderRadius: t.radii.sm,
              background: t.colors.primary,
              color: t.colors.white,
              fontWeight: 600,
              fontSize: t.fontSizes.md,
              cursor: "pointer",
              "&:hover": { background: t.colors.primaryHover },
            })}
          >
            <Search size={18} aria-hidden="true" />
            Search
          </button>
        </div>
        <p id={hintId} css={(t) => ({ margin: `${t.space.xs} 0 0`, fontSize: t.fontSizes.sm, color: t.colors.muted })}>
          Results appear as you type. Press the down arrow to move to them.
        </p>
      </form>
      <noscript>
        <p>The search needs JavaScript. The pages most visitors look for are listed below.</p>
      </noscript>

      <div css={(t) => ({ marginTop: t.space.xl })}>
        <p role="status" css={(t) => ({ margin: 0, minHeight: "1.5em", fontWeight: 600, color: t.colors.ink })}>
          {status}
        </p>
        {waiting && (
          <div data-testid="search-loading" css={(t) => ({ marginTop: t.space.md, color: t.colors.primary })}>
            <Spinner label={index === "loading" ? "Loading the search index" : "Searching"} />
          </div>
        )}
        {shown && shown.hits.length > 0 && (
          <>
            <SearchResultList ref={list} hits={shown.hits} busy={busy} onExitTop={() => input.current?.focus()} />
            {shown.hits.length < shown.total && (
              <button
                type="button"
                onClick={showMore}
                disabled={busy}
                css={(t) => ({
                  marginTop: t.space.lg,
                  minHeight: 44,
                  padding: `0 ${t.space.lg}`,
                  border: `1px solid ${t.colors.primary}`,
                  borderRadius: t.radii.sm,
                  background: t.colors.white,
                  color: t.colors.primary,
                  fontWeight: 600,
                  cursor: "pointer",
                })}
              >
                Show more results ({shown.total - shown.hits.length} more)
              </button>
            )}
          </>
        )}
        {current && current.total === 0 && (
          <div data-testid="no-results">
            <p>Check the spelling, or try fewer or more general words, such as a country (“Vietnam”), a topic (“payroll”, “termination”) or a role (“accountant”).</p>
            <PopularPages links={popular} heading="Or start from one of these pages" />
          </div>
        )}
        {typed && (index === "error" || failed) && <PopularPages links={popular} heading="Pages most visitors look for" />}
        {!typed && (
          <div data-testid="search-empty">
            <p css={{ margin: 0 }}>Find services, country guides, roles, sectors and blog articles by a word or two.</p>
            <PopularPages links={popular} heading="Popular pages" />
          </div>
        )}
      </div>
    </div>
  )
}
