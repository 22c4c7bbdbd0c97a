/** TypeScript views of the GraphQL types declared in gatsby/schema.ts. */
import type { CrumbLabels } from "../shared/page-context"

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

export interface SiteFacts {
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
  employingEntities: Array<{ country: string; countryName: string; name: string | null }>
  /** Facts the company has not confirmed (content/site.yaml); see src/lib/company-facts.ts. */
  unconfirmed: string[]
  address: { street: string; locality: string; postalCode: string; country: string; countryCode: string }
  geo: { latitude: number; longitude: number }
  areaServed: string[]
  social: Array<{ name: string; url: string }>
  keywords: string[]
  navigation: NavEntry[]
  footer: FooterColumnData[]
  /** Words around the listings (content/site.yaml `labels`). */
  labels: SiteLabels
}

export interface SiteLabels {
  listings: { services: string; roles: string; sectors: string; industriesRoles: string; industriesSectors: string; resources: string; careers: string; careersEmpty: string }
  /** `categoryDescription` says {category} where the category's name goes. */
  blog: { allArticles: string; featured: string; categories: string; latest: string; categoryDescription: string }
  crumbs: CrumbLabels
  /** The side rail's call to action; {country} where a country's name goes. */
  rail: { title: string; countryTitle: string; pageText: string; serviceText: string; button: string; calculatorLink: string; countryCalculatorLink: string }
}


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
