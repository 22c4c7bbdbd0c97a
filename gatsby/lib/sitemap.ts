/**
 * Which pages go in which sitemap: /blog-sitemap.xml lists the articles (with lastmod), /sitemap.xml every
 * other canonical page. Never the not-found page, the search page (noindex) or a redirect.
 */
export interface SitemapPage {
  path: string
  lastmod: string | null
}

const NEVER = [/^\/404/, /^\/dev-404-page/, /^\/search$/, /^\/offline-plugin-app-shell-fallback/]

export function sitemapPages(
  sitePages: ReadonlyArray<{ path: string }>,
  entries: ReadonlyArray<{ path: string; kind: string; lastmod: string | null }>,
  which: "pages" | "blog",
): SitemapPage[] {
  const byPath = new Map(entries.map((e) => [e.path, e]))
  return sitePages
    .filter((p) => !NEVER.some((re) => re.test(p.path)))
    .filter((p) => (byPath.get(p.path)?.kind === "article") === (which === "blog"))
    .map((p) => ({ path: p.path, lastmod: byPath.get(p.path)?.lastmod ?? null }))
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)))
}
