/**
 * The HTML site map for people (/site-map): every content page once, grouped by its section (decided once, in
 * gatsby/lib/plan/content-types.ts). A hub, the page that lists a section's pages (its `listing`), is not repeated
 * among them: it heads its group. The umbrella /industries lists two sections (roles and sectors), so it
 * heads a group made of those two; a tool's page heads the pages made under it (the public-holiday calendars).
 * Crawlers have the XML sitemaps instead. Pure.
 */
import { isListing, isTool, LISTINGS, TOOLS, type ToolKind } from "../shared/page-kinds"

export interface SiteMapEntry {
  path: string
  title: string
  section: string
  /** A hub's `listing` (content/README.md, "Page"); null or absent for other pages. */
  listing?: string | null
  /** A tool page's `tool`, which may head pages too (`heads` in TOOLS); null or absent for other pages. */
  tool?: string | null
}

export interface SiteMapGroup {
  /** The section's name, shown when the group has no hub. */
  section: string
  /** The page that lists this group's pages; its title and link head the group. */
  hub: SiteMapEntry | null
  entries: SiteMapEntry[]
  /** An umbrella's sections, each a group of its own (then `entries` is empty). */
  parts: SiteMapGroup[]
}

/** The order groups appear in; a section not listed here comes after these, in alphabetical order. */
export const SECTION_ORDER = ["Company", "Services", "Roles", "Sectors", "Resources", "Public holidays", "Blog", "Careers", "Legal"] as const

const depth = (path: string) => path.split("/").filter(Boolean).length
const byPlace = (a: SiteMapEntry, b: SiteMapEntry) => depth(a.path) - depth(b.path) || a.title.localeCompare(b.title, "en")
const rank = (section: string) => {
  const i = (SECTION_ORDER as readonly string[]).indexOf(section)
  return i === -1 ? SECTION_ORDER.length : i
}

export function groupSiteMap(entries: readonly SiteMapEntry[]): SiteMapGroup[] {
  // The sections whose pages a hub heads: its listing's or its tool's `heads` in the page kinds' tables (src/shared/page-kinds.ts).
  const sectionsOf = (e: SiteMapEntry): readonly string[] => (isListing(e.listing) ? LISTINGS[e.listing].heads : isTool(e.tool) ? ((TOOLS[e.tool] as ToolKind).heads ?? []) : [])
  const hubs = entries.filter((e) => sectionsOf(e).length > 0)
  const hubOf = new Map<string, SiteMapEntry>()
  for (const hub of hubs) {
    const sections = sectionsOf(hub)
    if (sections.length === 1 && sections[0] !== undefined) hubOf.set(sections[0], hub)
  }
  const bySection = new Map<string, SiteMapEntry[]>()
  for (const e of entries) if (!hubs.includes(e)) bySection.set(e.section, [...(bySection.get(e.section) ?? []), e])
  for (const section of hubOf.keys()) if (!bySection.has(section)) bySection.set(section, [])

  const group = (section: string): SiteMapGroup => ({ section, hub: hubOf.get(section) ?? null, entries: [...(bySection.get(section) ?? [])].sort(byPlace), parts: [] })
  const umbrellas = hubs.filter((h) => sectionsOf(h).length > 1)
  const inUmbrella = new Set(umbrellas.flatMap(sectionsOf))
  const groups: SiteMapGroup[] = [...[...bySection.keys()].filter((s) => !inUmbrella.has(s)).map(group), ...umbrellas.map((u) => ({ section: sectionsOf(u)[0] ?? u.section, hub: u, entries: [], parts: sectionsOf(u).map(group) }))]
  return groups.sort((a, b) => rank(a.section) - rank(b.section) || a.section.localeCompare(b.section))
}

/** How many pages a group shows: its hub and its pages, an umbrella's parts included. */
export const groupSize = (g: SiteMapGroup): number => (g.hub ? 1 : 0) + g.entries.length + g.parts.reduce((n, p) => n + groupSize(p), 0)
