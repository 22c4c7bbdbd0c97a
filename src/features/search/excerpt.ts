/**
 * pagefind's excerpts are the page text with HTML entities escaped and the matched words wrapped in
 * <mark>. The search page never injects them as HTML: it splits them into plain-text parts, marked or
 * not, and React renders those as text. Any tag other than <mark> is dropped, so nothing else can
 * reach the page even if an excerpt were not escaped.
 */
export interface ExcerptPart {
  text: string
  mark: boolean
}

const NAMED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }

/** Decodes the entities an escaped text can contain; unknown ones are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole
    }
    return NAMED[code.toLowerCase()] ?? whole
  })
}

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  let depth = 0
  for (const token of excerpt.split(/(<\/?[a-z][^>]*>)/gi)) {
    if (!token) continue
    const tag = /^<(\/?)([a-z][a-z0-9]*)\b[^>]*>$/i.exec(token)
    if (tag) {
      if ((tag[2] as string).toLowerCase() === "mark") depth = tag[1] ? Math.max(0, depth - 1) : depth + 1
      continue
    }
    const text = decodeEntities(token)
    const mark = depth > 0
    const last = parts[parts.length - 1]
    if (last && last.mark === mark) last.text += text
    else parts.push({ text, mark })
  }
  return unmarkTrailingPunctuation(parts)
}

/** pagefind marks a word with the punctuation after it ("EOR:"); the highlight ends at the word. */
function unmarkTrailingPunctuation(parts: ExcerptPart[]): ExcerptPart[] {
  const out: ExcerptPart[] = []
  for (const part of parts) {
    const tail = part.mark ? (/[.,:;!?)]+$/.exec(part.text)?.[0] ?? "") : ""
    const marked = part.text.slice(0, part.text.length - tail.length)
    if (part.mark && marked) out.push({ text: marked, mark: true })
    const plain = part.mark ? tail : part.text
    if (!plain) continue
    const last = out[out.length - 1]
    if (last && !last.mark) last.text += plain
    else out.push({ text: plain, mark: false })
  }
  return out
}
