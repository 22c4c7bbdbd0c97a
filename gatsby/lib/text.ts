/** Plain-text views of an MDX body: for word counts, reading time, excerpts and link checks. */
import { leasingTexts } from "../../src/shared/vietnam-leasing"

const FENCE = /```[\s\S]*?```/g
const FRONTMATTER = /^---\n[\s\S]*?\n---\n?/

/** Markdown and MDX syntax removed, the words kept (link texts, table cells, component text props). */
export function plainText(body: string): string {
  return (
    body
      .replace(FRONTMATTER, "")
      .replace(FENCE, " ")
      .replace(/^(import|export)\s.*$/gm, " ")
      // A component that shows a snippet's words counts them (content/snippets/vietnam-labour-leasing.json).
      .replace(/<VietnamLeasingNote\b([^>]*?)\/>/g, (_m, attrs: string) => ` ${leasingTexts(/\bshort\b/.test(attrs)).join(" ")} `)
      .replace(/<([A-Z][A-Za-z]*)\b([^>]*?)\/?>/g, (_m, _name: string, attrs: string) => Array.from(attrs.matchAll(/(?:title|text)="([^"]*)"/g), (a) => ` ${a[1]} `).join(" "))
      .replace(/<\/[A-Z][A-Za-z]*>/g, " ")
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, " ")
      .replace(/[|#>*_`~]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  )
}

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,%$-]*/gu)
  return words ? words.length : 0
}

/** Minutes at 230 words a minute, at least one. */
export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / 230))

/** Internal links in a body, each with its 1-based line: Markdown links and href/to props whose target starts with one slash. */
export function internalLinkLines(body: string): Array<{ link: string; line: number }> {
  // Code is blanked out character by character, so offsets (and lines) stay where they were.
  const blank = (code: string) => code.replace(/[^\n]/g, " ")
  const withoutCode = body.replace(FENCE, blank).replace(/`[^`\n]*`/g, blank)
  const lineOf = (index: number) => withoutCode.slice(0, index).split("\n").length
  const found = [...withoutCode.matchAll(/\]\((\/(?!\/)[^)\s]*)(?:\s+"[^"]*")?\)/g), ...withoutCode.matchAll(/\b(?:href|to)="(\/(?!\/)[^"]*)"/g)].map((m) => ({ link: m[1] as string, line: lineOf(m.index ?? 0) }))
  return found.sort((a, b) => a.line - b.line)
}

/** Internal links in a body, each once. */
export const internalLinks = (body: string): string[] => [...new Set(internalLinkLines(body).map((l) => l.link))]

/** The page path a link points at: query and hash dropped, a trailing slash removed (but "/" kept). */
export function linkTarget(link: string): string {
  const path = link.replace(/[?#].*$/, "")
  return path.length > 1 ? path.replace(/\/+$/, "") : "/"
}
