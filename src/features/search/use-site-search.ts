import * as React from "react"
import { firstAct } from "../../lib/first-act"
import { loadPagefind, loadSiteTerms, type PagefindApi, type PagefindResult } from "./pagefind"
import { suggestQuery } from "./suggest"
import type { SiteTerms } from "../../shared/search-terms"
import { META_ANCHORS, META_SECTION, splitAnchors } from "../../shared/search-index-format"
import { rankResults } from "./rank"
import { matchesEveryTerm, wordsAt } from "./match"

/** Results shown at once; "Show more" adds as many again. */
export const RESULTS_PER_PAGE = 10

export interface SearchHit {
  id: string
  url: string
  title: string
  section: string | null
  /** pagefind's escaped excerpt with <mark>s: render with excerptParts(). */
  excerpt: string
  anchors: string[]
  /** The words of the page that matched the query. */
  matched: string[]
}

export type IndexStatus = "loading" | "ready" | "error"

export interface SearchResults {
  /** The query these results answer. */
  query: string
  /**
   * When the query as typed found nothing and a spelling from the site's own words did ("eor philipines"
   * → "eor philippines"), that spelling: the hits are its results.
   */
  correctedTo: string | null
  hits: SearchHit[]
  total: number
}

export interface SiteSearch {
  index: IndexStatus
  /** The latest results; null before the first search and when the query is empty. */
  results: SearchResults | null
  /** A search (or "show more") is running; the previous results stay on screen meanwhile. */
  busy: boolean
  /** The search for the current query failed (the index loaded, a fragment did not). */
  failed: boolean
  showMore: () => void
}

async function toHits(results: readonly PagefindResult[]): Promise<SearchHit[]> {
  return Promise.all(
    results.map(async (r) => {
      const data = await r.data()
      return {
        id: r.id,
        url: data.url,
        title: data.meta["title"] ?? data.url,
        section: data.meta[META_SECTION] ?? null,
        excerpt: data.excerpt,
        anchors: splitAnchors(data.meta[META_ANCHORS]),
        matched: wordsAt(data.content, data.locations),
      }
    }),
  )
}

/** One search: its first page of hits and the rest, or null when pagefind found only stand-ins (see match.ts). */
async function searchFor(api: PagefindApi, text: string): Promise<{ first: SearchHit[]; rest: PagefindResult[] } | null> {
  const search = await api.search(text)
  if (!search) return null
  const first = await toHits(search.results.slice(0, RESULTS_PER_PAGE))
  // pagefind's best page shows whether it found the words typed or only stand-ins.
  if (first[0] === undefined || !matchesEveryTerm(text, first[0].matched)) return null
  return { first: rankResults(first, text), rest: search.results.slice(RESULTS_PER_PAGE) }
}

/**
 * True once the search index is wanted: at once for a query (a link to the search page with ?q=), else at the
 * visitor's first act (a tap on the field, a key: src/lib/first-act.ts). A visitor who only looks at the page
 * loads none of it (pagefind's script and first files, 15 KiB); one who types has it a moment after the first key.
 */
function useIndexWanted(query: string): boolean {
  const [wanted, setWanted] = React.useState(query !== "")
  // Once wanted, always: a visitor who arrived with a query and went back to the empty search before acting
  // keeps the index that is loading (React's "state from the previous render": set while rendering, no effect).
  if (!wanted && query !== "") setWanted(true)
  React.useEffect(() => {
    let live = true
    void firstAct().then(() => live && setWanted(true))
    return () => {
      live = false
    }
  }, [])
  return wanted || query !== ""
}

/** Searches the site for `query` (already debounced by the caller), loading the index when it is first wanted. */
export function useSiteSearch(query: string, load: () => Promise<PagefindApi> = loadPagefind, loadTerms: () => Promise<SiteTerms> = loadSiteTerms): SiteSearch {
  const wanted = useIndexWanted(query.trim())
  const [api, setApi] = React.useState<PagefindApi | null>(null)
  const [index, setIndex] = React.useState<IndexStatus>("loading")
  const [results, setResults] = React.useState<SearchResults | null>(null)
  const [busy, setBusy] = React.useState(false)
  const [failed, setFailed] = React.useState(false)
  const rest = React.useRef<PagefindResult[]>([])
  const request = React.useRef(0)

  React.useEffect(() => {
    if (!wanted) return undefined
    let live = true
    load().then(
      (loaded) => {
        if (!live) return
        setApi(loaded)
        setIndex("ready")
      },
      (error: unknown) => {
        if (!live) return
        // Under gatsby develop there is no index until a build has written one (gatsby/on-create-dev-server.ts).
        if (process.env.NODE_ENV === "development") console.warn("Search index failed to load (under gatsby develop, search uses the last build's index)", error)
        else console.error("Search index failed to load", error)
        setIndex("error")
      },
    )
    return () => {
      live = false
    }
  }, [load, wanted])

  const q = query.trim()
  React.useEffect(() => {
    const id = ++request.current
    // A new query starts a search in pagefind (the external system), and the state says so at once: busy, or
    // cleared for an empty query; the answer arrives later, for the latest request only.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request's state, set as it goes out
    setFailed(false)
    if (!q) {
      rest.current = []
      setResults(null)
      setBusy(false)
      return
    }
    if (!api) return
    setBusy(true)
    ;(async () => {
      let found = await searchFor(api, q)
      let correctedTo: string | null = null
      if (!found && id === request.current) {
        // A word list that fails to load leaves the answer "no results", as before it existed.
        const terms = await loadTerms().catch(() => null)
        const suggestion = terms ? suggestQuery(q, terms) : null
        if (suggestion && id === request.current) {
          found = await searchFor(api, suggestion)
          if (found) correctedTo = suggestion
        }
      }
      if (id !== request.current) return
      rest.current = found?.rest ?? []
      setResults(found ? { query: q, correctedTo, hits: found.first, total: found.first.length + found.rest.length } : { query: q, correctedTo: null, hits: [], total: 0 })
      setBusy(false)
    })().catch((error: unknown) => {
      if (id !== request.current) return
      console.error(`Search for "${q}" failed`, error)
      setFailed(true)
      setBusy(false)
    })
  }, [api, q, loadTerms])

  const showMore = React.useCallback(() => {
    const next = rest.current.slice(0, RESULTS_PER_PAGE)
    if (next.length === 0) return
    const id = request.current
    setBusy(true)
    toHits(next)
      .then((hits) => {
        if (id !== request.current) return
        rest.current = rest.current.slice(next.length)
        setResults((current) => (current ? { ...current, hits: [...current.hits, ...hits] } : current))
        setBusy(false)
      })
      .catch((error: unknown) => {
        if (id !== request.current) return
        console.error("Loading more results failed", error)
        setBusy(false)
      })
  }, [])

  return { index, results, busy, failed, showMore }
}
