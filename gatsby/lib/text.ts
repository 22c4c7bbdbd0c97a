/** Plain-text views of an MDX body: for word counts, reading time, excerpts and link checks. */
import { leasingTexts } from "../../src/shared/vietnam-leasing"

const FENCE = /```[\s\S]*?```/g
const FRONTMATTER = /^---\n[\s\S]*?\n---\n?/

/** Markdown and MDX syntax removed, the words kept (link texts, table cells, component text props). */
export function plainText(body: string): string {
  return body
    .replace(FRONTMATTER, "")
    .replace(FENCE, " ")
    .replace(/^(import|export)\s.*$/gm, " ")
    // A component that shows a snippet's words counts them (content/snippets/vietnam-labour-leasing.json).
    .replace(/<VietnamLeasingNote\b([^>]*?)\/>/g, (_m, attrs: string) => ` ${leasingTexts(/\bshort\b/.test(attrs)).join(" ")} `)
    .replace(/<([A-Z][A-Za-z]*)\b([^>]*?)\/?>/g, (_m, _name: string, attrs: string) =>
      Array.from(attrs.matchAll(/(?:title|text)="([^"]*)"/g), (a) => ` ${a[1]} `).join(" "),
    )
    .replace(/<\/[A-Z][A-Za-z]*>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, " ")
    .replace(/[|#>*_`~]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
}

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,%$-]*/gu)
  return words ? words.length : 0
}

/** Minutes at 230 words a minute, at least one. */
export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / 230))

/** Internal links in a body: Markdown links and href/to props whose target starts with one slash. */
export function internalLinks(body: string): string[] {
  const found = new Set<string>()
  const withoutCode = body.replace(FENCE, " ").replace(/`[^`\n]*`/g, " ")
  for (const m of withoutCode.matchAll(/\]\((\/(?!\/)[^)\s]*)(?:\s+"[^"]*")?\)/g)) found.add(m[1] as string)
  for (const m of withoutCode.matchAll(/\b(?:href|to)="(\/(?!\/)[^"]*)"/g)) found.add(m[1] as string)
  return [...found]
}

/** The page path a link points at: query and hash dropped, a trailing slash removed (but "/" kept). */
export function linkTarget(link: string): string {
  const path = link.replace(/[?#].*$/, "")
  return path.length > 1 ? path.replace(/\/+$/, "") : "/"
}
