import escapeHtml from "escape-html"
import { linkTarget } from "../text"
import { ANCHOR_SEPARATOR, META_ANCHORS, META_SECTION } from "../../../src/shared/search-index-format"

/**
 * What the site search indexes, decided from the content and the built HTML. Pure, so it is tested with
 * fixtures; gatsby/post-build/search-index.ts reads the files and hands the result to pagefind.
 *
 * Indexed: every content entry and the pages of src/pages, each at its canonical path, unless its HTML
 * says `noindex` (the search page itself, the not-found page, redirect stubs). Paginated listings
 * (/resources/blog/page/2 …) are not entries and repeat the article cards, so they are left out.
 * Within a page only the `data-pagefind-body` region (the layout's <main>) counts, minus navigation
 * (breadcrumbs, sidebars, tables of contents) and the cards that summarise other pages
 * (`data-pagefind-ignore` on LinkCard).
 */

/** Left out of every indexed page: navigation repeats other pages' titles and is not the page's own content. */
export const SEARCH_EXCLUDE_SELECTORS = ["nav"] as const

export interface SearchEntry {
  path: string
  section: string
  body: string
}

export interface SearchRecord {
  /** The page's canonical path, also the URL search results link to. */
  url: string
  /** The built file under public/, relative to it. */
  file: string
  section: string
  /** The texts of the links from other pages' bodies to this one, one per link. */
  anchors: string[]
}

/** The section shown for pages that are not content entries. */
const STATIC_SECTIONS: Readonly<Record<string, string>> = { "/": "Home" }

/** public/ file of a page path: / → index.html, /about → about/index.html. */
export const htmlFile = (pagePath: string): string => (pagePath === "/" ? "index.html" : `${pagePath.replace(/^\/+|\/+$/g, "")}/index.html`)

/** Whether a built page asks search engines (and so our search) to leave it out. */
export function isNoindex(html: string): boolean {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (/\bname\s*=\s*["']?robots["']?/i.test(tag) && /\bcontent\s*=\s*["'][^"']*\bnoindex\b/i.test(tag)) return true
  }
  return false
}

const stripMarkdown = (text: string): string =>
  text
    .replace(/[*_`~]/g, "")
    .replace(/\s+/g, " ")
    .trim()

/** Markdown links to pages of the site in a body, with their texts (code spans and fences ignored). */
export function linkAnchors(body: string): Array<{ target: string; text: string }> {
  const withoutCode = body.replace(/```[\s\S]*?```/g, " ").replace(/`[^`\n]*`/g, " ")
  const found: Array<{ target: string; text: string }> = []
  for (const m of withoutCode.matchAll(/(?<!!)\[([^\]\n]+)\]\((\/(?!\/)[^)\s]*)(?:\s+"[^"]*")?\)/g)) {
    const text = stripMarkdown(m[1] as string)
    if (text) found.push({ target: linkTarget(m[2] as string), text })
  }
  return found
}

/**
 * The records to index: one per entry and static page, with the texts other pages use when they link to
 * it. A page's links to itself do not count.
 */
export function planSearchRecords(entries: readonly SearchEntry[], staticPaths: readonly string[]): SearchRecord[] {
  const anchors = new Map<string, string[]>()
  for (const entry of entries) {
    for (const link of linkAnchors(entry.body)) {
      if (link.target === entry.path) continue
      const list = anchors.get(link.target) ?? []
      list.push(link.text)
      anchors.set(link.target, list)
    }
  }
  const pages = [...staticPaths.map((p) => ({ path: p, section: STATIC_SECTIONS[p] ?? "Company" })), ...entries.map((e) => ({ path: e.path, section: e.section }))]
  return pages.map((p) => ({ url: p.path, file: htmlFile(p.path), section: p.section, anchors: anchors.get(p.path) ?? [] }))
}

/**
 * The page's HTML as pagefind should read it: the section and the anchors as metadata (pagefind reads
 * `data-pagefind-meta` anywhere in the document). The file on disk is not changed.
 */
export function withSearchMeta(html: string, record: Pick<SearchRecord, "section" | "anchors">): string {
  const tags = [`<meta data-pagefind-meta="${META_SECTION}:${escapeHtml(record.section)}">`]
  // A separator inside a link text would split it in two on the search page.
  const bar = ANCHOR_SEPARATOR.trim()
  const anchors = record.anchors
    .map((a) =>
      a
        .split(bar)
        .map((s) => s.trim())
        .join(" "),
    )
    .join(ANCHOR_SEPARATOR)
  if (anchors) tags.push(`<meta data-pagefind-meta="${META_ANCHORS}:${escapeHtml(anchors)}">`)
  const at = html.search(/<\/head>/i)
  if (at === -1) throw new Error("The page has no </head>: cannot add its search metadata")
  return `${html.slice(0, at)}${tags.join("")}${html.slice(at)}`
}
