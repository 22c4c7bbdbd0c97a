/**
 * The order of the first page of results. pagefind ranks by how much a page's text is about the words
 * typed; on this site several pages share a topic in their titles (four have "Indonesia" in theirs), and
 * text statistics alone put a short article above the service page a visitor is looking for. So:
 *
 * 1. pages whose title names every word of the query come first;
 * 2. then the pages that the site's own writers most often link to with those words (the link texts
 *    other pages use, indexed as the `anchors` metadata): the Indonesia service page is linked as
 *    "Indonesia" or "EOR in Indonesia" dozens of times, the compliance guide nine times;
 * 3. the home page, which sums up every other page in a line or two, comes after the pages it sums up: a
 *    visitor searching a topic wants the page about it, not the front page they may have come from;
 * 4. otherwise pagefind's order stands.
 *
 * "EOR" and "employer of record" are the same words here, in titles, link texts and queries.
 */

/** Phrases written for a word, compared in lower case. */
const SYNONYMS: ReadonlyArray<readonly [phrase: string, word: string]> = [["employer of record", "eor"]]

/** Words of a text in lower case, with each synonym phrase replaced by its word. */
export function words(text: string): string[] {
  let t = text.toLowerCase()
  for (const [phrase, word] of SYNONYMS) t = t.split(phrase).join(` ${word} `)
  return t.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/** The distinct words of a query. */
export const queryTerms = (query: string): string[] => [...new Set(words(query))]

/**
 * Whether a text names every term: as a whole word, or (for terms of four letters or more, so a word
 * being typed or a plural still counts) as the start of a word.
 */
export function names(text: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return false
  const ws = words(text)
  return terms.every((term) => ws.some((w) => w === term || (term.length >= 4 && w.startsWith(term))))
}

export interface Rankable {
  /** The page's address; "/" is the home page. */
  url?: string
  title: string
  /** The link texts other pages use for this page, one per link. */
  anchors: readonly string[]
}

/** A stable reordering of `items` (given in pagefind's order) by the rules above. */
export function rankResults<T extends Rankable>(items: readonly T[], query: string): T[] {
  const terms = queryTerms(query)
  return items
    .map((item, index) => ({ item, index, inTitle: names(item.title, terms), votes: item.anchors.filter((a) => names(a, terms)).length, home: item.url === "/" }))
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.votes - a.votes || Number(a.home) - Number(b.home) || a.index - b.index)
    .map((r) => r.item)
}
