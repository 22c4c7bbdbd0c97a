import { internalLinkLines, linkTarget } from "../text"
import { allLists, entryKinds, LISTINGS, listingFlag, type ListingKind } from "../../../src/shared/page-kinds"
import { CONTENT_TYPES, templateFor } from "./content-types"
import type { CategoryLink, Crumb, CrumbLabels, Neighbour, PageContext } from "../../../src/shared/page-context"
import { fill } from "../../../src/shared/fill"
import type { CalendarPlanInput } from "../../../src/data/public-holidays"

export type { CategoryLink, CrumbLabels, Crumb, Neighbour, PageContext }

/**
 * The route plan: turns the content into the site's pages and redirects, and finds every mistake a writer
 * can make across files (two pages at one path, a redirect that collides, a link or menu entry to nowhere).
 * It is the one place that decides each page's path, kind, title, crumbs, pagination, category links,
 * neighbours and redirects (docs/architecture.md). Pure, so it is tested with fixtures; gatsby/create-pages.ts
 * feeds it, creates what it plans and writes it to the plan file for the later steps.
 */

/** Pages that src/pages/ creates, not content files. */
export const STATIC_ROUTES = ["/", "/search", "/site-map"] as const

/** Files the server serves; links to them are plain links that leave the app (a full navigation). */
export { SERVER_FILES } from "../../../src/shared/server-files"
import { SERVER_FILES } from "../../../src/shared/server-files"

export const ARTICLES_PER_PAGE = 12

export interface EntryInput {
  id: string
  kind: string
  path: string
  /** The content file, relative to the project, for messages. */
  file: string
  contentFilePath: string
  redirectFrom: readonly string[]
  body: string
  /** The page's heading (frontmatter `title`). */
  title: string
  /** Its section in search results and social cards (gatsby/lib/plan/content-types.ts `sectionFor`). */
  section: string
  listing: string | null
  form?: string | null
  tool?: string | null
  /** Articles only: the blog category. */
  category?: string | null
  /** Articles only: the publication date, YYYY-MM-DD (newest first decides the neighbours). */
  date?: string | null
  /** The line of `file` on which `body` starts, when known: problems then name the line of a broken link. */
  bodyLine?: number
}

export interface NavLinkInput {
  label: string
  to?: string | null
  items?: readonly NavLinkInput[] | null
  extra?: readonly NavLinkInput[] | null
}

export interface PlannedPage {
  path: string
  template: string
  contentFilePath: string
  context: PageContext
}

export interface PlannedRedirect {
  fromPath: string
  toPath: string
}

export interface SitePlan {
  pages: PlannedPage[]
  redirects: PlannedRedirect[]
  problems: string[]
}

/** Sections whose pages the resources hub lists (gatsby/lib/plan/content-types.ts `sectionFor` assigns them). */
export const RESOURCE_SECTIONS = ["Resources", "Legal"] as const

export { listingFlag }

/**
 * The listing template's variables (src/templates/listing.tsx): an @include flag per list it queries under its own
 * name, and the content types whose entries this hub's lists of entries show.
 */
function listingContext(listing: string | null, listings: Readonly<Record<string, ListingKind>>): Record<`with${string}`, boolean> & { entryKinds?: string[] } {
  const flags: Record<`with${string}`, boolean> = {}
  const kind = listing && Object.prototype.hasOwnProperty.call(listings, listing) ? listings[listing]! : null
  if (!kind || kind.template !== "listing") return flags
  for (const list of allLists(listings)) flags[listingFlag(list)] = kind.sections.some((s) => s.list === list)
  return { ...flags, entryKinds: entryKinds(kind) }
}

/** The path of page `n` of a listing that starts at `basePath`: the listing itself, then /page/2, /page/3 … */
export const listingPagePath = (basePath: string, n: number): string => (n === 1 ? basePath : `${basePath}/page/${n}`)

/** A blog category's path segment: "EOR fundamentals" → "eor-fundamentals". */
export const categorySlug = (category: string): string =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")

/** A blog category's listing, under the blog's own path. */
export const categoryPath = (blogPath: string, category: string): string => `${blogPath}/category/${categorySlug(category)}`

/** The heading and document title of a listing page: "<title>: <category>", then ", page N" after page 1. */
export function listingTitles(entryTitle: string, category: string | null, currentPage: number): { title: string; seoTitle: string } {
  const title = category ? `${entryTitle}: ${category}` : entryTitle
  return { title, seoTitle: currentPage > 1 ? `${title}, page ${currentPage}` : title }
}

/** The paths of a paginated listing: the index itself, then /page/2, /page/3 … */
export function paginate(basePath: string, itemCount: number, perPage = ARTICLES_PER_PAGE) {
  const numPages = Math.max(1, Math.ceil(itemCount / perPage))
  return Array.from({ length: numPages }, (_, i) => ({
    path: listingPagePath(basePath, i + 1),
    currentPage: i + 1,
    numPages,
    skip: i * perPage,
    limit: perPage,
  }))
}

/** What the plan takes from the data files besides the content: the public-holiday calendars (src/data/public-holidays.ts). */
export interface PlanData {
  calendars?: readonly CalendarPlanInput[]
}

/** The tool page whose pages the calendars are: it is their hub, and they share its template and content file. */
export const HOLIDAYS_TOOL = "public-holidays"

/** A `page` entry's crumb above itself, by its first path segment (/resources/…, /contact/…). */
const PAGE_PARENTS: Readonly<Record<string, Crumb>> = {
  resources: { label: "Resources", to: "/resources" },
  contact: { label: "Contact", to: "/contact" },
}

/** Home, the entry's parent (its content type's index, or for a `page` the page above it), the entry. */
export function entryCrumbs(entry: Pick<EntryInput, "kind" | "path" | "title">, labels: CrumbLabels): Crumb[] {
  const parts = entry.path.split("/").filter(Boolean)
  const parent = entry.kind === "page" ? (parts.length > 1 ? PAGE_PARENTS[parts[0] ?? ""] : undefined) : CONTENT_TYPES.find((t) => t.kind === entry.kind)?.parent
  return [{ label: labels.home, to: "/" }, ...(parent ? [parent] : []), { label: entry.title, to: entry.path }]
}

/** Both trailing-slash forms of an old path lead to the new one. */
export function redirectForms(fromPath: string, toPath: string): PlannedRedirect[] {
  return [
    { fromPath, toPath },
    { fromPath: `${fromPath}/`, toPath },
  ]
}

/**
 * `crumbLabels` are the words of content/site.yaml `labels.crumbs`: the trail's first step and a later
 * listing page's step. `listings` is src/shared/page-kinds.ts (a test may plan with its own).
 */
export function planSite(entries: readonly EntryInput[], navigation: readonly NavLinkInput[], footer: readonly NavLinkInput[], crumbLabels: CrumbLabels, listings: Readonly<Record<string, ListingKind>> = LISTINGS, data: PlanData = {}): SitePlan {
  const problems: string[] = []
  const planned: PlannedPage[] = []
  const owner = new Map<string, string>()
  for (const route of STATIC_ROUTES) owner.set(route, "src/pages")

  // Newest first: the order of the blog listing and of each article's neighbours.
  const articles = entries.filter((e) => e.kind === "article").sort((x, y) => (y.date ?? "").localeCompare(x.date ?? ""))
  const categories = [...new Set(articles.map((a) => a.category).filter((c): c is string => Boolean(c)))].sort()
  const resourcePaths = entries.filter((e) => e.kind === "page" && (RESOURCE_SECTIONS as readonly string[]).includes(e.section)).map((e) => e.path)

  for (const entry of entries) {
    const previous = owner.get(entry.path)
    if (previous) {
      problems.push(`${entry.file}: its path ${entry.path} is already the path of ${previous}; rename the folder or change "path"`)
      continue
    }
    owner.set(entry.path, entry.file)
    const base = { template: templateFor(entry, listings), contentFilePath: entry.contentFilePath }
    const facts = { id: entry.id, kind: entry.kind, pagePath: entry.path, title: entry.title, seoTitle: entry.title, section: entry.section, crumbs: entryCrumbs(entry, crumbLabels), ...listingContext(entry.listing, listings) }
    if (entry.listing === "blog") {
      const categoryLinks = [{ category: null, to: entry.path }, ...categories.map((c) => ({ category: c, to: categoryPath(entry.path, c) }))]
      const listings = [{ basePath: entry.path, items: articles, category: null }, ...categories.map((c) => ({ basePath: categoryPath(entry.path, c), items: articles.filter((a) => a.category === c), category: c }))]
      for (const listing of listings) {
        const pages = paginate(listing.basePath, listing.items.length)
        for (const p of pages) {
          if (p.path !== entry.path) owner.set(p.path, entry.file)
          const crumbs = [...facts.crumbs]
          if (listing.category) crumbs.push({ label: listing.category, to: listing.basePath })
          if (p.currentPage > 1) crumbs.push({ label: fill(crumbLabels.page, { n: p.currentPage }), to: p.path })
          planned.push({
            ...base,
            path: p.path,
            context: {
              ...facts,
              ...listingTitles(entry.title, listing.category, p.currentPage),
              pagePath: p.path,
              crumbs,
              skip: p.skip,
              limit: p.limit,
              currentPage: p.currentPage,
              numPages: p.numPages,
              basePath: listing.basePath,
              pagePaths: pages.map((q) => q.path),
              category: listing.category ?? "*",
              categoryLinks,
            },
          })
        }
      }
    } else if (entry.listing === "resources") {
      planned.push({ ...base, path: entry.path, context: { ...facts, resourcePaths: resourcePaths.filter((p) => p !== entry.path) } })
    } else if (entry.tool === HOLIDAYS_TOOL) {
      // The hub, then one page per country and year under it, each with the hub in its trail.
      planned.push({ ...base, path: entry.path, context: facts })
      for (const c of data.calendars ?? []) {
        const previous = owner.get(c.path)
        if (previous) {
          problems.push(`content/data/public-holidays.yaml: the calendar of ${c.code} ${c.year} would be at ${c.path}, already the path of ${previous}`)
          continue
        }
        owner.set(c.path, entry.file)
        const crumbs = [...facts.crumbs, { label: c.title, to: c.path }]
        planned.push({ ...base, path: c.path, context: { ...facts, pagePath: c.path, title: c.title, seoTitle: c.title, crumbs, holidayCountry: c.code, holidayYear: c.year } })
      }
    } else if (entry.kind === "article") {
      const at = articles.indexOf(entry)
      const neighbour = (a: EntryInput | undefined): Neighbour | null => (a ? { path: a.path, title: a.title } : null)
      planned.push({ ...base, path: entry.path, context: { ...facts, newer: neighbour(articles[at - 1]), older: neighbour(articles[at + 1]) } })
    } else {
      planned.push({ ...base, path: entry.path, context: facts })
    }
  }

  const redirects: PlannedRedirect[] = []
  const redirectOwner = new Map<string, { file: string; to: string }>()
  for (const entry of entries) {
    for (const from of entry.redirectFrom) {
      const where = `${entry.file}: field "redirectFrom"`
      if (from === entry.path) {
        problems.push(`${where} lists ${from}, the page's own path`)
        continue
      }
      const page = owner.get(from)
      if (page) {
        problems.push(`${where} lists ${from}, but that is the path of ${page}: a redirect may not hide a page`)
        continue
      }
      const other = redirectOwner.get(from)
      if (other) {
        problems.push(`${where} lists ${from}, which ${other.file} already redirects to ${other.to}: keep it in one file`)
        continue
      }
      redirectOwner.set(from, { file: entry.file, to: entry.path })
      redirects.push(...redirectForms(from, entry.path))
    }
  }

  const resolves = linkResolver(owner.keys(), redirects)

  for (const entry of entries) {
    for (const { link, line } of internalLinkLines(entry.body)) {
      const why = resolves(link)
      if (why) problems.push(`${entry.file}${entry.bodyLine ? `:${entry.bodyLine + line - 1}` : ""}: the link ${link} is broken: ${why}`)
    }
  }

  const checkNav = (items: readonly NavLinkInput[], where: string) => {
    for (const item of items) {
      if (item.to) {
        const why = resolves(item.to)
        if (why) problems.push(`content/site.yaml: ${where} entry "${item.label}" points to ${item.to}, but ${why}`)
      }
      if (item.items) checkNav(item.items, where)
      if (item.extra) checkNav(item.extra, where)
    }
  }
  checkNav(navigation, "navigation")
  checkNav(footer, "footer")

  return { pages: planned, redirects, problems }
}

/**
 * Why a link inside the site leads nowhere, or null when it reaches a page (its query and hash aside): not a
 * page or server file, or an old path that redirects (link to the new one). The plan checks bodies and menus
 * with it; the content check (gatsby/lib/checks/content-check.ts) the links of data files, with `planResolver`.
 */
export function linkResolver(pagePaths: Iterable<string>, redirects: readonly PlannedRedirect[]): (link: string) => string | null {
  const pages = new Set(pagePaths)
  const moved = new Map(redirects.map((r) => [r.fromPath, r.toPath]))
  return (link) => {
    const target = linkTarget(link)
    if (pages.has(target) || (SERVER_FILES as readonly string[]).includes(target)) return null
    const to = moved.get(target)
    if (to) return `${target} is an old path that redirects to ${to}; link to ${to}`
    return `${target} is not a page of the site`
  }
}

/** `linkResolver` over a finished plan: its pages, the pages of src/pages/ and its redirects. */
export const planResolver = (plan: SitePlan): ((link: string) => string | null) => linkResolver([...STATIC_ROUTES, ...plan.pages.map((p) => p.path)], plan.redirects)
