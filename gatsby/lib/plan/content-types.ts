import type { ContentKind } from "./frontmatter"
import type { Crumb } from "../../../src/shared/page-context"
import { FORMS, LISTINGS, TOOLS, type ListingKind } from "../../../src/shared/page-kinds"

/**
 * Each content type: the content/ folder it lives in (the filesystem source's name), the GraphQL node type
 * it becomes, where its pages go, and the template that renders them.
 */
export interface ContentType {
  kind: ContentKind
  folder: string
  nodeType: string
  template: string
  section: string
  /** The crumb between Home and the page (a `page`'s depends on its path: gatsby/lib/plan/routes.ts `entryCrumbs`). */
  parent: Crumb | null
  /** The page's path from its slug; `page` files name their path in frontmatter instead. */
  route: (slug: string, frontmatterPath: string | null) => string
  /** GraphQL fields of the node beyond its frontmatter's (gatsby/schema.ts makes the type from SCHEMAS and these). */
  extraFields?: string
  /**
   * Each entry is a company fact (an opening says the company is hiring; a story names a client): `<key>.<slug>` is
   * a key content/site.yaml `unconfirmed` may list, and a release build fails while it does (gatsby/lib/site-facts.ts
   * `entryFacts`). Previews show an unconfirmed entry with the notice, unless `hidden`: then it gets no node at all
   * (gatsby/on-create-node.ts), on previews too.
   */
  fact?: { key: string; hidden?: boolean }
}

export const CONTENT_TYPES: readonly ContentType[] = [
  { kind: "page", folder: "pages", nodeType: "Page", template: "page", section: "Company", parent: null, route: (_slug, p) => p ?? "" },
  { kind: "service", folder: "services", nodeType: "Service", template: "service", section: "Services", parent: { label: "Services", to: "/services" }, route: (s) => `/services/${s}` },
  { kind: "role", folder: "roles", nodeType: "Role", template: "role", section: "Roles", parent: { label: "Roles", to: "/roles" }, route: (s) => `/industries/${s}` },
  { kind: "sector", folder: "sectors", nodeType: "Sector", template: "sector", section: "Sectors", parent: { label: "Sectors", to: "/sectors" }, route: (s) => `/sectors/${s}` },
  {
    kind: "article",
    folder: "blog",
    nodeType: "Article",
    template: "article",
    section: "Blog",
    parent: { label: "Blog", to: "/resources/blog" },
    route: (s) => `/resources/blog/${s}`,
    extraFields: `readingTime: Int!
    "The cover picture: cover.png beside the article's index.mdx, null when there is none."
    cover: File @fileBeside(name: "cover.png")`,
  },
  {
    kind: "story",
    folder: "client-stories",
    nodeType: "ClientStory",
    template: "client-story",
    section: "Company",
    parent: { label: "About", to: "/about" },
    route: (s) => `/client-stories/${s}`,
    fact: { key: "clientStories", hidden: true },
  },
  { kind: "job", folder: "careers", nodeType: "Job", template: "job", section: "Careers", parent: { label: "Careers", to: "/careers" }, route: (s) => `/careers/${s}`, fact: { key: "jobs" } },
]

const pick = (table: Readonly<Record<string, { template: string }>>, key: string | null | undefined): string | undefined => (key && Object.prototype.hasOwnProperty.call(table, key) ? table[key]!.template : undefined)

/**
 * The template that renders an entry: its content type's, or for a `page` the one for what it holds (frontmatter
 * `listing`, `form` or `tool`, src/shared/page-kinds.ts). Decided here, from the content, never from the page's path.
 */
export function templateFor(entry: { kind: string; listing?: string | null; form?: string | null; tool?: string | null }, listings: Readonly<Record<string, ListingKind>> = LISTINGS): string {
  const type = CONTENT_TYPES.find((t) => t.kind === entry.kind)
  if (!type) throw new Error(`No content type of kind "${entry.kind}"`)
  if (type.kind !== "page") return type.template
  return pick(listings, entry.listing) ?? pick(FORMS, entry.form) ?? pick(TOOLS, entry.tool) ?? type.template
}

/**
 * Whether an entry is left out of the build: its type's fact is `hidden` and `<key>.<slug>` is still unconfirmed.
 * `unconfirmed` is read only for such a type (gatsby/on-create-node.ts passes the reader of content/site.yaml).
 */
export const withheld = (type: Pick<ContentType, "fact">, slug: string, unconfirmed: () => readonly string[]): boolean => Boolean(type.fact?.hidden && unconfirmed().includes(`${type.fact.key}.${slug}`))

export const contentTypeForFolder = (folder: string): ContentType | undefined => CONTENT_TYPES.find((t) => t.folder === folder)

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The slug of a content file: its folder for `<slug>/index.mdx`, its name for `<slug>.mdx`.
 * Returns null when the file is nested deeper or named outside the slug alphabet.
 */
export function slugFromFile(relativeDirectory: string, name: string): string | null {
  const slug = name === "index" ? relativeDirectory : relativeDirectory === "" ? name : null
  return slug !== null && SLUG.test(slug) ? slug : null
}

/**
 * The section a page belongs to in search results, breadcrumbs and social cards: its content type's; for a `page`,
 * its listing's (src/shared/page-kinds.ts), or what its path says (resources, legal), or the type's.
 */
export function sectionFor(type: ContentType, path: string, listing: string | null = null, listings: Readonly<Record<string, ListingKind>> = LISTINGS): string {
  if (type.kind !== "page") return type.section
  if (path === "/resources" || path.startsWith("/resources/") || path === "/faqs") return "Resources"
  if (path === "/privacy-policy" || path === "/standard-terms-of-services") return "Legal"
  const own = listing && Object.prototype.hasOwnProperty.call(listings, listing) ? listings[listing]!.section : undefined
  return own ?? type.section
}
