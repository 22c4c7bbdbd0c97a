/**
 * The contract between the indexer (gatsby/post-build/search-index.ts) and the search page: the metadata
 * fields each indexed page carries besides pagefind's own `title` (the page's h1).
 */
/** The folder of public/ the index is written to and the search page loads it from. */
export const SEARCH_BUNDLE_DIR = "pagefind"

export const META_SECTION = "section"
/** The texts of the links from other pages to this one, joined by ANCHOR_SEPARATOR. */
export const META_ANCHORS = "anchors"
export const ANCHOR_SEPARATOR = " | "

export const splitAnchors = (value: string | undefined): string[] =>
  value
    ? value
        .split(ANCHOR_SEPARATOR)
        .map((a) => a.trim())
        .filter(Boolean)
    : []

/** The site's words for "did you mean" (src/shared/search-terms.ts), written into the bundle folder. */
export const TERMS_FILE = "terms.json"
