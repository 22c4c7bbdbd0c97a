import { internalLinks, linkTarget } from "./text"
import { categorySlug } from "../../src/lib/category-slug"

/**
 * Turns the content into the site's pages and redirects, and finds every mistake a writer can make
 * across files: two pages at one path, a redirect that collides, a link or menu entry to nowhere.
 * Pure, so it is tested with fixtures; gatsby/create-pages.ts only feeds it and carries out the plan.
 */

/** Pages that src/pages/ creates, not content files. */
export const STATIC_ROUTES = ["/", "/search", "/site-map"] as const

/** Files the server serves; links to them are plain links that leave the app (a full navigation). */
export { SERVER_FILES } from "../../src/lib/server-files"
import { SERVER_FILES } from "../../src/lib/server-files"

export const ARTICLES_PER_PAGE = 12

export interface EntryInput {
  id: string
  kind: string
  path: string
  /** The content file, relative to the project, for messages. */
  file: string
  template: string
  contentFilePath: string
  redirectFrom: readonly string[]
  body: string
  listing: string | null
  tool?: string | null
  /** Articles only: the blog category. */
  category?: string | null
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
  context: Record<string, string | number | boolean | null>
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

const LISTING_FLAGS = ["services", "roles", "sectors", "industries", "resources", "blog", "careers"] as const

/** GraphQL @include flags for the page template: which lists and tools this page queries. */
function listingContext(listing: string | null, tool: string | null = null): Record<string, boolean> {
  const flags: Record<string, boolean> = { withCalculator: tool === "cost-calculator", withChanges: tool === "statutory-changes" }
  for (const l of LISTING_FLAGS) {
    const key = `with${l[0]?.toUpperCase()}${l.slice(1)}`
    flags[key] = listing === l || (listing === "industries" && (l === "roles" || l === "sectors"))
  }
  return flags
}

/** The paths of a paginated listing: the index itself, then /page/2, /page/3 … */
export function paginate(basePath: string, itemCount: number, perPage = ARTICLES_PER_PAGE) {
  const numPages = Math.max(1, Math.ceil(itemCount / perPage))
  return Array.from({ length: numPages }, (_, i) => ({
    path: i === 0 ? basePath : `${basePath}/page/${i + 1}`,
    currentPage: i + 1,
    numPages,
    skip: i * perPage,
    limit: perPage,
  }))
}

/** Both trailing-slash forms of an old path lead to the new one. */
export function redirectForms(fromPath: string, toPath: string): PlannedRedirect[] {
  return [
    { fromPath, toPath },
    { fromPath: `${fromPath}/`, toPath },
  ]
}

export function planSite(entries: readonly EntryInput[], navigation: readonly NavLinkInput[], footer: readonly NavLinkInput[] = []): SitePlan {
  const problems: string[] = []
  const pages: PlannedPage[] = []
  const owner = new Map<string, string>()
  for (const route of STATIC_ROUTES) owner.set(route, "src/pages")

  const articles = entries.filter((e) => e.kind === "article")
  const articleCount = articles.length
  const categories = [...new Set(articles.map((a) => a.category).filter((c): c is string => Boolean(c)))].sort()

  for (const entry of entries) {
    const previous = owner.get(entry.path)
    if (previous) {
      problems.push(`${entry.file}: its path ${entry.path} is already the path of ${previous}; rename the folder or change "path"`)
      continue
    }
    owner.set(entry.path, entry.file)
    const base = { template: entry.template, contentFilePath: entry.contentFilePath }
    if (entry.listing === "blog") {
      const listings: Array<{ basePath: string; count: number; category: string | null }> = [
        { basePath: entry.path, count: articleCount, category: null },
        ...categories.map((c) => ({ basePath: `${entry.path}/category/${categorySlug(c)}`, count: articles.filter((a) => a.category === c).length, category: c })),
      ]
      for (const listing of listings) {
        for (const p of paginate(listing.basePath, listing.count)) {
          if (p.path !== entry.path) owner.set(p.path, entry.file)
          pages.push({
            ...base,
            path: p.path,
            context: {
              id: entry.id,
              ...listingContext(entry.listing, entry.tool ?? null),
              skip: p.skip,
              limit: p.limit,
              currentPage: p.currentPage,
              numPages: p.numPages,
              basePath: listing.basePath,
              category: listing.category ?? "*",
            },
          })
        }
      }
    } else {
      pages.push({ ...base, path: entry.path, context: { id: entry.id, ...listingContext(entry.listing, entry.tool ?? null) } })
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

  const resolves = (target: string): string | null => {
    if (owner.has(target) || (SERVER_FILES as readonly string[]).includes(target)) return null
    const redirect = redirectOwner.get(target)
    if (redirect) return `${target} is an old path that redirects to ${redirect.to}; link to ${redirect.to}`
    return `${target} is not a page of the site`
  }

  for (const entry of entries) {
    for (const link of internalLinks(entry.body)) {
      const why = resolves(linkTarget(link))
      if (why) problems.push(`${entry.file}: the link ${link} is broken: ${why}`)
    }
  }

  const checkNav = (items: readonly NavLinkInput[], where: string) => {
    for (const item of items) {
      if (item.to) {
        const why = resolves(linkTarget(item.to))
        if (why) problems.push(`content/site.yaml: ${where} entry "${item.label}" points to ${item.to}, but ${why}`)
      }
      if (item.items) checkNav(item.items, where)
      if (item.extra) checkNav(item.extra, where)
    }
  }
  checkNav(navigation, "navigation")
  checkNav(footer, "footer")

  return { pages, redirects, problems }
}
