/**
 * The site's own words for the search page's "did you mean" (src/features/search/suggest.ts): counted at
 * build time from page titles, descriptions and summaries and written beside the search index. Pure and
 * shared by the build (gatsby/post-build/search-index.ts) and the browser.
 */

/** Shorter words are neither counted nor corrected: "eor", "hr", "it" have too many neighbours. */
export const MIN_LENGTH = 4

/** The terms file: each word the site uses (lower case) with how often it appears. */
export type SiteTerms = Readonly<Record<string, number>>

/** The words of a text that the terms file counts: letters only, lower case, MIN_LENGTH letters or more. */
export function termWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= MIN_LENGTH)
}

/** Counts the words of `texts` into a terms file. */
export function countTerms(texts: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const text of texts) for (const w of termWords(text)) counts[w] = (counts[w] ?? 0) + 1
  return counts
}
