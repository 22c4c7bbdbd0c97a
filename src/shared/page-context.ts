/**
 * What the route plan (gatsby/lib/plan/routes.ts) decides about a page and hands its template as page context.
 * Types only: both the build and the templates import them (docs/architecture.md, "Floors").
 */
import type { Labels } from "./labels"

/** The trail's first step, and the step of a listing's later pages (`page` says {n} for its number): content/site.yaml `labels.crumbs`. */
export type CrumbLabels = Labels["crumbs"]

export interface Crumb {
  label: string
  to: string
}

export interface CategoryLink {
  /** null for the link to all articles. */
  category: string | null
  to: string
}

/** An article next to another in date order (its "Newer article" / "Older article" links). */
export interface Neighbour {
  path: string
  title: string
}

/**
 * Gatsby also passes each key as a variable to the template's page query. Templates read these; they never
 * work them out again.
 */
export interface PageContext {
  /** The content node the template queries. */
  id: string
  kind: string
  /** The page's own path (Gatsby reserves the name `path` in context). */
  pagePath: string
  /** The page's heading: the entry's title, or "<listing title>: <category>" on a category page. */
  title: string
  /** The document title and social-card title: the heading, plus ", page N" after a listing's first page. */
  seoTitle: string
  section: string
  crumbs: Crumb[]
  /** Which lists and tools the `page` template queries (GraphQL @include flags). */
  [flag: `with${string}`]: boolean
  /** Paginated listings: the page's slice of the list and the path of each page of it, first page first. */
  skip?: number
  limit?: number
  currentPage?: number
  numPages?: number
  basePath?: string
  pagePaths?: string[]
  /** The category this listing page shows, or "*" for all (a glob for the page query). */
  category?: string
  /** The blog's category links: all articles first, then each category. */
  categoryLinks?: CategoryLink[]
  /** The resources hub: the pages it lists. */
  resourcePaths?: string[]
  /** A hub: the content types (`kind`) whose entries its lists of entries show (src/shared/page-kinds.ts `entries`). */
  entryKinds?: string[]
  /** A public-holiday calendar (under the hub, the tool page `public-holidays`): its country code and year. */
  holidayCountry?: string
  holidayYear?: number
  /** Articles: the next newer and older article, or null at either end. */
  newer?: Neighbour | null
  older?: Neighbour | null
}
