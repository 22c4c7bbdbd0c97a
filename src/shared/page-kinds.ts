/**
 * What a `page` file can hold besides its text (frontmatter `listing`, `form` or `tool`), and what each needs:
 * the template that renders it (src/templates/<template>.tsx) and, for a listing, the lists of entries it shows,
 * each under its heading (a label of content/site.yaml `labels.listings`). The one place that names them: the
 * frontmatter check, the route plan, the listing component and the labels read this table, and the build checks
 * that each template, list query and label it names exists (gatsby/lib/checks/page-kinds-check.ts). How to add one:
 * docs/architecture.md, "Adding things". Both the build and the browser import it (docs/architecture.md, "Floors").
 */

export interface ListSection {
  /**
   * The list shown: the entries the listing template queries under this name (src/templates/listing.tsx, alias
   * `listAlias(list)`, included when the route plan sets `listingFlag(list)`), e.g. "sectors" or "case-studies".
   */
  list: string
  /**
   * The content type (its `kind`, gatsby/lib/plan/content-types.ts) whose entries the list shows, newest first, from
   * the listing template's one query of entries: a list of a new content type needs no query of its own. Without
   * it, the list is the template's query under `listAlias(list)` (services, roles and sectors in their `order`).
   */
  entries?: string
  /** Its heading: a field of `labels.listings` in content/site.yaml. */
  label: string
  /** The narrowest card (CSS length), when the default is too wide for the list. */
  min?: string
}

export interface ListingKind {
  template: string
  /** The section of search results, crumbs and social cards the hub belongs to (else its path decides). */
  section?: string
  /** The lists the hub shows, in order. Listings with their own rendering (resources, careers, blog) name theirs too. */
  sections: readonly ListSection[]
  /**
   * The sections (gatsby/lib/plan/content-types.ts `sectionFor`) whose pages this hub heads on the site map for people
   * (/site-map, src/lib/site-map.ts); an umbrella such as /industries heads several, each a group of its own.
   */
  heads: readonly string[]
}

export const LISTINGS = {
  services: { template: "listing", section: "Services", sections: [{ list: "services", label: "services" }], heads: ["Services"] },
  roles: { template: "listing", section: "Roles", sections: [{ list: "roles", label: "roles" }], heads: ["Roles"] },
  sectors: { template: "listing", section: "Sectors", sections: [{ list: "sectors", label: "sectors" }], heads: ["Sectors"] },
  industries: {
    template: "listing",
    section: "Roles",
    sections: [
      { list: "roles", label: "industriesRoles" },
      { list: "sectors", label: "industriesSectors", min: "14rem" },
    ],
    heads: ["Roles", "Sectors"],
  },
  resources: { template: "listing", sections: [{ list: "resources", label: "resources" }], heads: ["Resources"] },
  careers: { template: "listing", sections: [{ list: "jobs", label: "careers" }], heads: ["Careers"] },
  blog: { template: "blog-listing", sections: [], heads: ["Blog"] },
} as const satisfies Record<string, ListingKind>

export const FORMS = { contact: { template: "contact" }, call: { template: "contact" }, referral: { template: "referral" } } as const satisfies Record<string, { template: string }>

export interface ToolKind {
  template: string
  /** As a listing's `heads`: the sections whose pages the tool's page heads on the site map for people. */
  heads?: readonly string[]
}

export const TOOLS = {
  "cost-calculator": { template: "calculator" },
  "statutory-changes": { template: "statutory-changes" },
  "termination-cost-estimator": { template: "termination" },
  // The hub of the public-holiday calendars; the route plan adds a page per country and year under it, and the
  // site map lists them under it (src/pages/site-map.tsx gives them this section).
  "public-holidays": { template: "public-holidays", heads: ["Public holidays"] },
} as const satisfies Record<string, ToolKind>

export const isTool = (name: string | null | undefined): name is keyof typeof TOOLS => typeof name === "string" && Object.prototype.hasOwnProperty.call(TOOLS, name)

export type ListingName = keyof typeof LISTINGS
export type ListingLabel = (typeof LISTINGS)[ListingName]["sections"][number]["label"]

/** Headings of `labels.listings` that no section names, used by a listing's own rendering. */
export const EXTRA_LISTING_LABELS = ["careersEmpty"] as const

/** A list's name in GraphQL (query alias, and the listing component's data key): "case-studies" → "caseStudies". */
export const listAlias = (list: string): string => list.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase())

/** The GraphQL variable that includes a list in the listing template's query: "roles" → `withRoles`, "case-studies" → `withCaseStudies`. */
export const listingFlag = (list: string): `with${string}` => {
  const alias = listAlias(list)
  return `with${alias[0]?.toUpperCase() ?? ""}${alias.slice(1)}`
}

/** Every list some listing shows that the listing template queries under its own name (not `entries`), each once. */
export const allLists = (listings: Readonly<Record<string, ListingKind>> = LISTINGS): string[] => [...new Set(Object.values(listings).flatMap((l) => l.sections.filter((s) => !s.entries).map((s) => s.list)))]

/** The content types whose entries a hub's lists show (`entries`), for the listing template's query of entries. */
export const entryKinds = (kind: ListingKind): string[] => kind.sections.flatMap((s) => (s.entries ? [s.entries] : []))

export const isListing = (name: string | null | undefined): name is ListingName => typeof name === "string" && Object.prototype.hasOwnProperty.call(LISTINGS, name)
