import type { GatsbyNode } from "gatsby"

/**
 * Every field of every content type, declared so that nothing is inferred: a misspelled query field is a
 * build error, and gatsby/on-create-node.ts guarantees the values match (it validates the frontmatter).
 * The matching TypeScript types are in src/types/content.ts.
 */
export const typeDefs = /* GraphQL */ `
  type SiteYaml implements Node @dontInfer {
    name: String!
    legalName: String!
    tagline: String!
    description: String!
    siteUrl: String!
    email: String!
    careersEmail: String!
    phone: String!
    hours: String!
    responseTime: String!
    address: SiteAddress!
    geo: SiteGeo!
    areaServed: [String!]!
    social: [SiteSocial!]!
    keywords: [String!]!
    navigation: [NavEntry!]!
    footer: [FooterColumn!]!
  }
  type SiteAddress { street: String! locality: String! postalCode: String! country: String! countryCode: String! }
  type SiteGeo { latitude: Float! longitude: Float! }
  type SiteSocial { name: String! url: String! }
  type NavLink { label: String! to: String! }
  type NavEntry { label: String! to: String id: String items: [NavLink!] }
  type FooterColumn { title: String! menu: String items: [NavLink!] extra: [NavLink!] }

  type MdxFrontmatter @dontInfer { title: String }

  type StatutoryRatesYaml implements Node @dontInfer {
    reviewed: Date! @dateformat(formatString: "YYYY-MM-DD")
    exchangeRates: ExchangeRates!
    countries: [CountryRates!]!
  }
  type ExchangeRates { asOf: Date! @dateformat(formatString: "YYYY-MM-DD") source: String! url: String! perUSD: JSON! }
  type CountryRates {
    code: String! name: String! currency: String! minSalary: Float! maxSalary: Float! exampleSalary: Float! basis: String!
    lines: [RateLine!]!
  }
  type RateLine {
    id: String! label: String! kind: String! status: String!
    employerRate: Float employeeRate: Float floor: Float cap: Float step: Float appliesUpTo: Float
    tiers: [RateTier!] minAmount: Float maxAmount: Float ageBands: [AgeBand!]
    legalBasis: String! source: String! asOf: Date! @dateformat(formatString: "YYYY-MM-DD") note: String
  }
  type RateTier { upTo: Float amount: Float! }
  type AgeBand { id: String! label: String! employerRate: Float! employeeRate: Float! }

  type Faq { question: String! answer: String! group: String }

  interface Entry implements Node {
    id: ID!
    kind: String!
    slug: String!
    path: String!
    title: String!
    description: String!
    section: String!
    summary: String
    file: String!
    lastmod: Date @dateformat
    redirectFrom: [String!]!
    wordCount: Int!
    mdx: Mdx @link
  }

  type Page implements Node & Entry @dontInfer {
    kind: String! slug: String! path: String! title: String! description: String! section: String! summary: String
    file: String! lastmod: Date @dateformat redirectFrom: [String!]! wordCount: Int! mdx: Mdx @link
    listing: String
    form: String
    tool: String
    faqs: [Faq!]!
    updated: Date @dateformat
  }
  type Service implements Node & Entry @dontInfer {
    kind: String! slug: String! path: String! title: String! description: String! section: String! summary: String
    file: String! lastmod: Date @dateformat redirectFrom: [String!]! wordCount: Int! mdx: Mdx @link
    order: Int!
    country: String
    faqs: [Faq!]!
  }
  type Role implements Node & Entry @dontInfer {
    kind: String! slug: String! path: String! title: String! description: String! section: String! summary: String
    file: String! lastmod: Date @dateformat redirectFrom: [String!]! wordCount: Int! mdx: Mdx @link
    order: Int!
    positions: [String!]!
  }
  type Sector implements Node & Entry @dontInfer {
    kind: String! slug: String! path: String! title: String! description: String! section: String! summary: String
    file: String! lastmod: Date @dateformat redirectFrom: [String!]! wordCount: Int! mdx: Mdx @link
    order: Int!
  }
  type Article implements Node & Entry @dontInfer {
    kind: String! slug: String! path: String! title: String! description: String! section: String! summary: String
    file: String! lastmod: Date @dateformat redirectFrom: [String!]! wordCount: Int! mdx: Mdx @link
    date: Date! @dateformat
    updated: Date @dateformat
    category: String!
    tags: [String!]!
    author: String!
    takeaways: [String!]!
    featured: Boolean!
    readingTime: Int!
  }
  type Job implements Node & Entry @dontInfer {
    kind: String! slug: String! path: String! title: String! description: String! section: String! summary: String
    file: String! lastmod: Date @dateformat redirectFrom: [String!]! wordCount: Int! mdx: Mdx @link
    department: String!
    location: String!
    employmentType: String!
    remote: Boolean!
    datePosted: Date! @dateformat
    validThrough: Date! @dateformat
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}
