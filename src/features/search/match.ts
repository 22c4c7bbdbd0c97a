/**
 * pagefind answers a word it cannot find with pages that contain a shorter form of it: "xylophone" finds
 * every page with the letter "x" on its own, "qwxzv" a formula's "Q". That is no answer. A search is a
 * real one when, for every word typed, the words pagefind matched on its best page share at least half
 * of it (three letters at least, the whole word if shorter), which still lets "hiring" find "hire" and
 * "payrolls" find "payroll".
 */

/** Letters and digits only, lower case: pagefind drops punctuation from queries the same way. */
const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "")

const commonPrefix = (a: string, b: string) => {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}

export function matchesEveryTerm(query: string, matchedWords: readonly string[]): boolean {
  const terms = query.split(/\s+/).map(bare).filter(Boolean)
  const matched = matchedWords.map(bare).filter(Boolean)
  if (terms.length === 0) return false
  return terms.every((term) => {
    const needed = Math.min(term.length, Math.max(3, Math.ceil(term.length / 2)))
    return matched.some((word) => commonPrefix(word, term) >= needed)
  })
}

/** The words of a page's text at pagefind's match locations (pagefind counts words between spaces). */
export function wordsAt(content: string, locations: readonly number[]): string[] {
  const words = content.split(" ")
  return [...new Set(locations.flatMap((l) => words[l] ?? []))]
}
