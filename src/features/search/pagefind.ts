import { SEARCH_BUNDLE_DIR, TERMS_FILE } from "../../shared/search-index-format"
import type { SiteTerms } from "../../shared/search-terms"

/**
 * The slice of pagefind's browser API the search page uses. The bundle (public/pagefind/, written after
 * the build by gatsby/post-build/search-index.ts) is loaded at run time, only on the search page, with a
 * native import() that webpack leaves alone.
 */
export interface PagefindResultData {
  url: string
  /** Escaped page text with the matched words in <mark>: render with excerptParts(). */
  excerpt: string
  meta: Partial<Record<string, string>>
  /** The page text, and the positions (counted in words between spaces) of the words that matched. */
  content: string
  locations: number[]
}

export interface PagefindResult {
  id: string
  score: number
  data: () => Promise<PagefindResultData>
}

export interface PagefindApi {
  options: (options: { excerptLength?: number; baseUrl?: string }) => Promise<void>
  init: () => Promise<void>
  preload: (query: string) => Promise<void>
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>
}

export const PAGEFIND_SCRIPT = `/${SEARCH_BUNDLE_DIR}/pagefind.js`

const isPagefind = (mod: unknown): mod is PagefindApi => typeof mod === "object" && mod !== null && ["options", "init", "preload", "search"].every((k) => typeof (mod as Record<string, unknown>)[k] === "function")

let loading: Promise<PagefindApi> | null = null

/** Loads and initialises pagefind once per page load; a failed load can be retried. */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const script = PAGEFIND_SCRIPT
    const mod: unknown = await import(/* webpackIgnore: true */ script)
    if (!isPagefind(mod)) throw new Error(`${script} is not the pagefind search API`)
    await mod.options({ excerptLength: 26, baseUrl: "/" })
    await mod.init()
    return mod
  })().catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

let loadingTerms: Promise<SiteTerms> | null = null

/** The site's words for "did you mean" (written beside the index), fetched once, when first needed. */
export function loadSiteTerms(): Promise<SiteTerms> {
  loadingTerms ??= Promise.resolve()
    .then(() => fetch(`/${SEARCH_BUNDLE_DIR}/${TERMS_FILE}`))
    .then((response) => {
      if (!response.ok) throw new Error(`${TERMS_FILE}: HTTP ${response.status}`)
      return response.json() as Promise<SiteTerms>
    })
    .catch((error: unknown) => {
      loadingTerms = null
      throw error
    })
  return loadingTerms
}
