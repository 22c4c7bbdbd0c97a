/**
 * "Did you mean": a query with a misspelt word ("eor philipines") is corrected to the nearest words the
 * site itself uses (its page titles, descriptions and summaries, listed at build time in the search
 * bundle's terms file, see index-format.ts). Pure, so the rules below are tested directly.
 *
 * - Words of fewer than MIN_LENGTH letters are left alone: "eor", "hr", "it" have too many neighbours.
 * - A word the site uses is never changed.
 * - Otherwise the nearest site word within the allowed distance wins (one edit for words up to six
 *   letters, two for longer ones; swapping two neighbouring letters counts as one edit); on a tie, the
 *   word the site uses most often.
 */

import { MIN_LENGTH, type SiteTerms } from "../../shared/search-terms"

const allowedEdits = (word: string) => (word.length <= 6 ? 1 : 2)

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > limit) return limit + 1
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}

/** The site word nearest to `word`, or null when it is a site word already, too short, or nothing is near. */
export function correctWord(word: string, terms: SiteTerms): string | null {
  const w = word.toLowerCase()
  if (w.length < MIN_LENGTH || /\d/.test(w) || terms[w] !== undefined) return null
  const limit = allowedEdits(w)
  let best: { term: string; distance: number; count: number } | null = null
  for (const [term, count] of Object.entries(terms)) {
    const distance = editDistance(w, term, limit)
    if (distance > limit) continue
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { term, distance, count }
  }
  return best?.term ?? null
}

/**
 * The query with each misspelt word replaced by the nearest site word, or null when nothing changes.
 * Spaces and the words that need no correction stay as typed.
 */
export function suggestQuery(query: string, terms: SiteTerms): string | null {
  let changed = false
  const out = query.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const fix = correctWord(word, terms)
    if (fix === null) return word
    changed = true
    return fix
  })
  return changed ? out.trim() : null
}
