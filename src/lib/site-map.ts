/**
 * The HTML site map for people (/site-map): every content page grouped by its section (decided once, in
 * gatsby/lib/content-types.ts), hubs before their pages. Crawlers have the XML sitemaps instead. Pure.
 */

export interface SiteMapEntry {
  path: string
  title: string
  section: string
}

export interface SiteMapGroup {
  section: string
  entries: SiteMapEntry[]
}

/** The order groups appear in; a section not listed here comes after these, in alphabetical order. */
export const SECTION_ORDER = ["Company", "Services", "Roles", "Sectors", "Resources", "Blog", "Careers", "Legal"] as const

const depth = (path: string) => path.split("/").filter(Boolean).length

export function groupSiteMap(entries: readonly SiteMapEntry[]): SiteMapGroup[] {
  const groups = new Map<string, SiteMapEntry[]>()
  for (const e of entries) groups.set(e.section, [...(groups.get(e.section) ?? []), e])
  const rank = (s: string) => {
    const i = (SECTION_ORDER as readonly string[]).indexOf(s)
    return i === -1 ? SECTION_ORDER.length : i
  }
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([section, list]) => ({ section, entries: [...list].sort((a, b) => depth(a.path) - depth(b.path) || a.title.localeCompare(b.title, "en")) }))
}
