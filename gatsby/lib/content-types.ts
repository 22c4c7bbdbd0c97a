import type { ContentKind, FORMS, LISTINGS, TOOLS } from "./frontmatter"
import type { Crumb } from "../../src/shared/page-context"

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
  /** The crumb between Home and the page (a `page`'s depends on its path: gatsby/lib/routes.ts `entryCrumbs`). */
  parent: Crumb | null
  /** The page's path from its slug; `page` files name their path in frontmatter instead. */
  route: (slug: string, frontmatterPath: string | null) => string
}

export const CONTENT_TYPES: readonly ContentType[] = [
  { kind: "page", folder: "pages", nodeType: "Page", template: "page", section: "Company", parent: null, route: (_slug, p) => p ?? "" },
  { kind: "service", folder: "services", nodeType: "Service", template: "service", section: "Services", parent: { label: "Services", to: "/services" }, route: (s) => `/services/${s}` },
  { kind: "role", folder: "roles", nodeType: "Role", template: "role", section: "Roles", parent: { label: "Roles", to: "/roles" }, route: (s) => `/industries/${s}` },
  { kind: "sector", folder: "sectors", nodeType: "Sector", template: "sector", section: "Sectors", parent: { label: "Sectors", to: "/sectors" }, route: (s) => `/sectors/${s}` },
  { kind: "article", folder: "blog", nodeType: "Article", template: "article", section: "Blog", parent: { label: "Blog", to: "/resources/blog" }, route: (s) => `/resources/blog/${s}` },
  { kind: "job", folder: "careers", nodeType: "Job", template: "job", section: "Careers", parent: { label: "Careers", to: "/careers" }, route: (s) => `/careers/${s}` },
]

type Listing = (typeof LISTINGS)[number]
type Form = (typeof FORMS)[number]
type Tool = (typeof TOOLS)[number]

/** The template of a `page` that holds a listing, a form or a tool (src/templates/<name>.tsx); others use "page". */
const LISTING_TEMPLATES: Readonly<Record<Listing, string>> = { services: "listing", roles: "listing", sectors: "listing", industries: "listing", resources: "listing", careers: "listing", blog: "blog-listing" }
const FORM_TEMPLATES: Readonly<Record<Form, string>> = { contact: "contact", call: "contact", referral: "referral" }
const TOOL_TEMPLATES: Readonly<Record<Tool, string>> = { "cost-calculator": "calculator", "statutory-changes": "statutory-changes" }

const pick = <K extends string>(table: Readonly<Record<K, string>>, key: string | null | undefined): string | undefined =>
  key && Object.prototype.hasOwnProperty.call(table, key) ? table[key as K] : undefined

/**
 * The template that renders an entry: its content type's, or for a `page` the one for what it holds (frontmatter
 * `listing`, `form` or `tool`). Decided here, from the content, never from the page's path.
 */
export function templateFor(entry: { kind: string; listing?: string | null; form?: string | null; tool?: string | null }): string {
  const type = CONTENT_TYPES.find((t) => t.kind === entry.kind)
  if (!type) throw new Error(`No content type of kind "${entry.kind}"`)
  if (type.kind !== "page") return type.template
  return pick(LISTING_TEMPLATES, entry.listing) ?? pick(FORM_TEMPLATES, entry.form) ?? pick(TOOL_TEMPLATES, entry.tool) ?? type.template
}

export const contentTypeForFolder = (folder: string): ContentType | undefined =>
  CONTENT_TYPES.find((t) => t.folder === folder)

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The slug of a content file: its folder for `<slug>/index.mdx`, its name for `<slug>.mdx`.
 * Returns null when the file is nested deeper or named outside the slug alphabet.
 */
export function slugFromFile(relativeDirectory: string, name: string): string | null {
  const slug = name === "index" ? relativeDirectory : relativeDirectory === "" ? name : null
  return slug !== null && SLUG.test(slug) ? slug : null
}

/** The section a page belongs to in search results, breadcrumbs and social cards. */
export function sectionFor(type: ContentType, path: string): string {
  if (type.kind !== "page") return type.section
  if (path === "/resources" || path.startsWith("/resources/") || path === "/faqs") return "Resources"
  if (path === "/privacy-policy" || path === "/standard-terms-of-services") return "Legal"
  if (path === "/services") return "Services"
  if (path === "/roles" || path === "/industries") return "Roles"
  if (path === "/sectors") return "Sectors"
  return type.section
}
