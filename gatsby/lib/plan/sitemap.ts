import { jobIsOpen } from "../../../src/shared/jobs"

/**
 * Which pages go in which sitemap: /blog-sitemap.xml lists the articles (with lastmod), /sitemap.xml every
 * other canonical page. Never the not-found page, the search page (noindex), a redirect, or a job opening closed
 * on the day of the build (`closed`: from `closedJobs`).
 */
export interface SitemapPage {
  path: string
  lastmod: string | null
}

const NEVER = [/^\/404/, /^\/dev-404-page/, /^\/search$/, /^\/offline-plugin-app-shell-fallback/]

export function sitemapPages(sitePages: ReadonlyArray<{ path: string }>, entries: ReadonlyArray<{ path: string; kind: string; lastmod: string | null }>, which: "pages" | "blog", closed: ReadonlySet<string> = new Set()): SitemapPage[] {
  const byPath = new Map(entries.map((e) => [e.path, e]))
  return sitePages
    .filter((p) => !NEVER.some((re) => re.test(p.path)) && !closed.has(p.path))
    .filter((p) => (byPath.get(p.path)?.kind === "article") === (which === "blog"))
    .map((p) => ({ path: p.path, lastmod: byPath.get(p.path)?.lastmod ?? null }))
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)))
}

/** The paths of the job openings closed on `today` (YYYY-MM-DD, the build's day). */
export const closedJobs = (jobs: ReadonlyArray<{ path: string; validThrough: string }>, today: string): Set<string> => new Set(jobs.filter((j) => !jobIsOpen(j, today)).map((j) => j.path))
