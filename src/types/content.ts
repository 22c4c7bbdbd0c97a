/** TypeScript views of the GraphQL types declared in gatsby/schema.ts. */
import type { ImageDataLike } from "gatsby-plugin-image"
import type { Country } from "../data/countries"
import type { SiteWideLabels } from "../shared/labels"
import type { ClientFact, CompanyFacts, Fees, TeamMember } from "../shared/company-facts"

export interface NavLink {
  label: string
  to: string
  /** Also shown at the top of the phone menu, so it is one tap after opening it (content/site.yaml). */
  shortcut?: boolean | null
}

export interface NavEntry {
  label: string
  to: string | null
  id: string | null
  items: NavLink[] | null
}

export interface FooterColumnData {
  title: string
  menu: string | null
  items: NavLink[] | null
  extra: NavLink[] | null
}

/** A person of content/site.yaml `team`, with the picture's File for gatsby-plugin-image. */
export interface TeamMemberNode extends TeamMember {
  photoFile: ImageDataLike | null
}

/** A client of content/site.yaml `clients`, with its logo's File (its public address). */
export interface ClientNode extends ClientFact {
  logoFile: { publicURL: string | null } | null
}

export interface SiteFacts extends Omit<CompanyFacts, "team" | "clients"> {
  name: string
  legalName: string
  tagline: string
  description: string
  siteUrl: string
  email: string
  careersEmail: string
  phone: string
  hours: string
  responseTime: string
  shortlistTime: string
  callTime: string
  /** The Singapore company's registration number (UEN). */
  uen: string | null
  team: TeamMemberNode[]
  clients: ClientNode[]
  /** Facts the company has not confirmed (content/site.yaml); see src/shared/company-facts.ts. */
  unconfirmed: string[]
  address: { street: string; locality: string; postalCode: string; country: string; countryCode: string }
  geo: { latitude: number; longitude: number }
  areaServed: string[]
  social: Array<{ name: string; url: string }>
  keywords: string[]
  navigation: NavEntry[]
  footer: FooterColumnData[]
  /** Words around the pages (content/site.yaml `labels`). */
  labels: SiteLabels
  /** The countries the site names (content/data/countries.yaml), in the table's order. */
  countries: Country[]
}

/**
 * content/site.yaml `labels` as every page has them (src/hooks/use-site-facts.ts): the groups and fields named in
 * src/shared/labels.ts, but for the groups one page queries for itself (PAGE_LABEL_GROUPS).
 */
export type SiteLabels = SiteWideLabels

/** The provider's fees (content/site.yaml `fees`): src/shared/company-facts.ts declares them with the other company facts. */
export type SiteFees = Fees

export interface Faq {
  question: string
  answer: string
  group: string | null
}

export interface EntryCard {
  id: string
  path: string
  title: string
  description: string
  summary: string | null
}

export interface ArticleCard extends EntryCard {
  date: string
  dateIso: string
  category: string
  readingTime: number
  featured: boolean
}
