import type { FooterColumnData, NavEntry, NavLink } from "../types/content"

export interface FooterColumn {
  title: string
  links: NavLink[]
}

/**
 * The footer's columns: a column either lists its own links or reuses a header menu (by id), with any
 * extra links after it. One list of links, two places that show it.
 */
export function footerColumns(navigation: readonly NavEntry[], footer: readonly FooterColumnData[]): FooterColumn[] {
  return footer.map((column) => {
    const menu = column.menu ? navigation.find((entry) => entry.id === column.menu) : undefined
    if (column.menu && !menu) throw new Error(`content/site.yaml: footer column "${column.title}" uses menu "${column.menu}", which the navigation does not have`)
    const links = [...(menu?.items ?? []), ...(column.items ?? []), ...(column.extra ?? [])]
    const seen = new Set<string>()
    return { title: column.title, links: links.filter((l) => (seen.has(l.to) ? false : (seen.add(l.to), true))) }
  })
}

/** Whether a header entry is the current section (its link or one of its items is the page or a parent). */
export function isCurrentSection(entry: NavEntry, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  const matches = (to: string) => (to === "/" ? path === "/" : path === to || path.startsWith(`${to}/`))
  return (entry.to !== null && matches(entry.to)) || (entry.items ?? []).some((i) => matches(i.to))
}
