import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { labelTypeDefs } from "../src/shared/labels"
import { CONTENT_TYPES } from "./lib/plan/content-types"
import { SCHEMAS, type FieldSpec } from "./lib/plan/frontmatter"

/** The fields every entry has (the `Entry` interface): set by gatsby/on-create-node.ts, not by the frontmatter. */
const ENTRY_FIELDS = `kind: String! slug: String! path: String! title: String! description: String! section: String! summary: String
    file: String! lastmod: Date @dateformat redirectFrom: [String!]! wordCount: Int! mdx: Mdx @link`

/** A frontmatter field's GraphQL type: required fields, and lists and booleans (which default to [] and false), are non-null. */
function graphqlType(spec: FieldSpec): string {
  switch (spec.kind) {
    case "string":
      return spec.required ? "String!" : "String"
    case "integer":
      return spec.required ? "Int!" : "Int"
    case "boolean":
      return "Boolean!"
    case "date":
      return spec.required ? "Date! @dateformat" : "Date @dateformat"
    case "strings":
      return "[String!]!"
    case "faqs":
      return "[Faq!]!"
  }
}

/**
 * One node type per content type (gatsby/lib/plan/content-types.ts), made from its frontmatter's rules
 * (gatsby/lib/plan/frontmatter.ts `SCHEMAS`) and its extra fields: a new content type needs no line here.
 */
export function entryTypeDefs(): string {
  return CONTENT_TYPES.map((type) => {
    const schema: Readonly<Record<string, FieldSpec>> = SCHEMAS[type.kind]
    const own = Object.entries(schema)
      .filter(([field]) => !new RegExp(`\\b${field}:`).test(ENTRY_FIELDS))
      .map(([field, spec]) => `${field}: ${graphqlType(spec)}`)
    return `type ${type.nodeType} implements Node & Entry @dontInfer {\n    ${[ENTRY_FIELDS, ...(type.extraFields ? [type.extraFields] : []), ...own].join("\n    ")}\n  }`
  }).join("\n  ")
}

/**
 * Every field of every content type, declared so that nothing is inferred: a misspelled query field is a
 * build error, and gatsby/on-create-node.ts guarantees the values match (it validates the frontmatter).
 * The matching TypeScript types are in src/types/content.ts.
 */
export const typeDefs = /* GraphQL */ `
  ${labelTypeDefs()}
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
    shortlistTime: String!
    callTime: String!
    uen: String
    employingEntities: [EmployingEntity!]!
    fees: SiteFees!
    bookingUrl: String
    team: [TeamMember!]!
    dataProtection: DataProtection!
    certifications: [Certification!]
    complaints: Complaints!
    founded: Int
    headcount: Int
    clients: [ClientFact!]!
    testimonials: [Testimonial!]!
    "Company facts not yet confirmed (content/site.yaml); empty in a production build."
    unconfirmed: [String!]!
    address: SiteAddress!
    geo: SiteGeo!
    areaServed: [String!]!
    social: [SiteSocial!]!
    keywords: [String!]!
    navigation: [NavEntry!]!
    footer: [FooterColumn!]!
    labels: SiteLabels!
    "The provider's fees per service and country (a company fact; content/site.yaml)."
    fees: SiteFees!
  }
  type SiteFees { currency: String! items: [SiteFee!]! }
  type SiteFee { service: String! country: String! monthlyFrom: Float deposit: String setup: Float offboarding: Float includes: String }
  type SiteAddress { street: String! locality: String! postalCode: String! country: String! countryCode: String! }
  "Company facts (src/shared/company-facts.ts): each published only once confirmed."
  type EmployingEntity {
    country: String! countryName: String! relationship: String name: String registrationLabel: String! registrationNumber: String licences: [Licence!]!
  }
  type Licence { name: String! number: String issuedBy: String validUntil: Date @dateformat(formatString: "YYYY-MM-DD") }
  type SiteFees { currency: String! items: [FeeItem!]! }
  type FeeItem { service: String! country: String! monthlyFrom: Float deposit: String setup: Float offboarding: Float includes: String }
  type TeamMember {
    slug: String! name: String! role: String! profileUrl: String
    "The picture's path under content/ as written in site.yaml."
    photo: String
    "Its File node (for gatsby-plugin-image), null when there is none."
    photoFile: File @contentFile(from: "photo")
  }
  "A client the company may name (src/shared/company-facts.ts publishedProof)."
  type ClientFact {
    slug: String! name: String! url: String permission: String
    "The logo's path under content/ as written in site.yaml."
    logo: String
    logoFile: File @contentFile(from: "logo")
  }
  type Testimonial { slug: String! name: String! role: String! company: String! quote: String! permission: String }
  type SubProcessor { name: String! purpose: String! location: String! }
  type DataProtection { officer: String storage: String access: String subProcessors: [SubProcessor!] }
  type Certification { name: String! issuer: String! scope: String! validUntil: Date @dateformat(formatString: "YYYY-MM-DD") url: String }
  type Complaints { email: String acknowledgeWithin: String resolveWithin: String }
  type SiteGeo { latitude: Float! longitude: Float! }
  type SiteSocial { name: String! url: String! }
  type NavLink { label: String! to: String! shortcut: Boolean }
  type NavEntry { label: String! to: String id: String items: [NavLink!] }
  type FooterColumn { title: String! menu: String items: [NavLink!] extra: [NavLink!] }

  type MdxFrontmatter @dontInfer { title: String }

  "The countries the site names, once (content/data/countries.yaml; src/data/countries.ts)."
  type CountriesYaml implements Node @dontInfer { countries: [SiteCountry!]! }
  type SiteCountry { code: String! name: String! inText: String! currency: String! symbols: [String!]! employ: Boolean! served: Boolean! placeKind: String }
  type StatutoryRatesYaml implements Node @dontInfer {
    exchangeRates: ExchangeRates!
    comparison: RatesComparison!
    countries: [CountryRates!]!
  }
  type RatesComparison { currency: String! exampleSalary: Float! countries: [String!]! }
  type ExchangeRates { asOf: Date! @dateformat(formatString: "YYYY-MM-DD") source: String! url: String! perUSD: JSON! }
  "Where a statutory figure comes from (src/data/statutory/types.ts)."
  type StatutorySource { title: String! url: String! }
  type MinimumWage { placeKind: String basis: String! places: [WagePlace!]! }
  type WagePlace {
    id: String! name: String! examples: String default: Boolean monthly: Float derivation: String
    lowerRates: [PlaceRate!] higherRates: [PlaceRate!] lowestIsFloor: Boolean lastKnown: LastKnownWage revisedOn: [String!] note: String
    source: StatutorySource! read: String! readVia: String
    appliesFrom: Date! @dateformat(formatString: "YYYY-MM-DD") checkedOn: Date! @dateformat(formatString: "YYYY-MM-DD") reviewBy: Date! @dateformat(formatString: "YYYY-MM-DD")
  }
  type PlaceRate { monthly: Float! appliesTo: String! derivation: String }
  type LastKnownWage { monthly: Float! period: String! readVia: String! }
  type CountryRates {
    code: String! name: String! currency: String! minSalary: Float! maxSalary: Float! exampleSalary: Float! basis: String!
    minimumWage: MinimumWage!
    lines: [RateLine!]!
  }
  type RateLine {
    id: String! label: String! kind: String! status: String!
    "A decimal, or the law's fraction as text: the Rate type of src/data/statutory/types.ts."
    employerRate: JSON
    employeeRate: JSON
    floor: Float cap: Float step: Float appliesUpTo: Float
    capTimesMinimumWage: Float capAtLeastMinimumWage: Boolean
    tiers: [RateTier!] minAmount: Float maxAmount: Float ageBands: [AgeBand!]
    "How its amounts are rounded (src/data/rounding.ts); null: half up to the currency's minor unit."
    rounding: LineRounding
    legalBasis: String! note: String source: StatutorySource! read: String! readVia: String
    appliesFrom: Date! @dateformat(formatString: "YYYY-MM-DD") checkedOn: Date! @dateformat(formatString: "YYYY-MM-DD") reviewBy: Date! @dateformat(formatString: "YYYY-MM-DD")
  }
  type LineRounding { each: RoundingStep total: RoundingStep employee: RoundingStep }
  type RoundingStep { to: String! mode: String! }
  type StatutoryChangesYaml implements Node @dontInfer {
    changes: [StatutoryChange!]!
  }
  type StatutoryChange {
    date: Date! @dateformat(formatString: "YYYY-MM-DD") country: String! line: String! title: String! from: String! to: String!
    source: StatutorySource! read: String! readVia: String checkedOn: Date! @dateformat(formatString: "YYYY-MM-DD") note: String
  }
  "The termination estimator's rules (content/data/termination-rules.yaml; src/data/termination.ts)."
  type TerminationRulesYaml implements Node @dontInfer { labels: JSON! countries: [TerminationCountry!]! }
  type TerminationCountry { code: String! fields: [String!]! settlement: String! leftOut: String! rules: [TerminationRule!]! causes: [TerminationCause!]! }
  type TerminationCause { id: String! label: String! legalBasis: String! note: String fixedTerm: Boolean pays: [TerminationPay!]! }
  type TerminationPay { rule: String! times: Float }
  type NoticeBand { fromMonths: Float! amount: Float! unit: String! }
  type TableBand { fromYears: Float! months: Float! }
  type TerminationRule {
    id: String! label: String! kind: String! legalBasis: String! note: String base: String contract: String minShareOfSalary: Float
    bands: [NoticeBand!] payInLieu: Boolean perYear: Float perYearDays: Float monthDays: Float yearRounding: String minMonths: Float
    minService: Float minServiceFixedTerm: Float cap: Float insuredNotCounted: Boolean table: [TableBand!] ratesLine: String
    yearStartMonth: Int daysPerYear: Float daysPerMonth: Float previousMonthWorkingDays: Boolean
    source: StatutorySource! read: String! readVia: String
    appliesFrom: Date! @dateformat(formatString: "YYYY-MM-DD") checkedOn: Date! @dateformat(formatString: "YYYY-MM-DD") reviewBy: Date! @dateformat(formatString: "YYYY-MM-DD")
  }
  "The public-holiday calendars (src/data/public-holidays.ts)."
  type PublicHolidaysYaml implements Node @dontInfer {
    labels: HolidayLabels!
    countries: [HolidayCountry!]!
  }
  type HolidayLabels {
    date: String! weekday: String! holiday: String! kind: String! instrument: String! provisional: String! pending: String!
    premium: String! sources: String! subscribe: String! download: String! feedNote: String! calendarTitle: String!
    calendarDescription: String! hubCountry: String! otherYears: String! feedName: String!
  }
  type HolidayCountry {
    code: String! name: String! slug: String! servicePath: String note: String!
    kinds: [HolidayKind!]! premium: HolidayPremium! instruments: [HolidayInstrument!]! years: [HolidayYear!]!
  }
  type HolidayKind { id: String! label: String! meaning: String! }
  type HolidayPremium {
    summary: String! legalBasis: String! source: StatutorySource! read: String! readVia: String
    checkedOn: Date! @dateformat(formatString: "YYYY-MM-DD") reviewBy: Date! @dateformat(formatString: "YYYY-MM-DD")
  }
  type HolidayInstrument {
    id: String! short: String! source: StatutorySource! read: String! readVia: String
    checkedOn: Date! @dateformat(formatString: "YYYY-MM-DD") reviewBy: Date! @dateformat(formatString: "YYYY-MM-DD")
  }
  type HolidayYear { year: Int! note: String holidays: [Holiday!]! pending: [PendingHoliday!] }
  type Holiday { date: Date! @dateformat(formatString: "YYYY-MM-DD") name: String! kind: String! instrument: String! provisional: Boolean note: String }
  type PendingHoliday { name: String! kind: String! note: String! }
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

  ${entryTypeDefs()}

  type HomeYaml implements Node @dontInfer {
    seo: HomeSeo!
    hero: HomeHero!
    offshore: HomeOffshore!
    eor: HomeEor!
    outsourcing: HomeOutsourcing!
    howItWorks: HomeSteps!
    countries: HomeCountries!
    calculator: HomeCalculator!
    cta: HomeCta!
  }
  type HomeSeo { title: String! description: String! }
  type HomeLink { label: String! to: String! }
  type HomeItem { title: String! text: String! icon: String }
  type HomeHero { eyebrow: String! lead: String! secondary: HomeLink! points: [String!]! }
  type HomeOffshore {
    eyebrow: String! title: String! intro: String! reasonsTitle: String! reasons: [HomeItem!]! cards: [HomeItem!]!
  }
  type HomeEor {
    eyebrow: String! title: String! intro: String! features: [HomeItem!]! stepsTitle: String! steps: [HomeItem!]! link: HomeLink!
  }
  type HomeColumn { title: String! icon: String text: String! points: [String!]! }
  type HomeOutsourcing { eyebrow: String! title: String! intro: String! columns: [HomeColumn!]! link: HomeLink! }
  type HomeSteps { eyebrow: String! title: String! intro: String! steps: [HomeItem!]! link: HomeLink! }
  type HomeCountry { code: String! name: String! tag: String! text: String! to: String }
  type HomeCountries { eyebrow: String! title: String! intro: String! linkHint: String! items: [HomeCountry!]! }
  type HomeCalculatorCountry { code: String! name: String! }
  type HomeCalculator {
    eyebrow: String! title: String! intro: String! points: [String!]! link: HomeLink! countriesLabel: String! countries: [HomeCalculatorCountry!]!
  }
  type HomeCta { title: String! text: String! button: String! emailLabel: String! }
`

interface FileNode extends Node {
  dir: string
}

/** The part of Gatsby's resolver context that fileBeside uses. */
export interface NodeModelContext {
  nodeModel: {
    findRootNodeAncestor(node: Node, predicate: (node: Node) => boolean): Node | null
    findOne(args: { type: string; query: { filter: object } }): Promise<Node | null>
  }
}

const isFile = (node: Node): node is FileNode => node.internal.type === "File"

/**
 * `@fileBeside(name: "cover.png")`: the File of that name in the folder of the node's source file, or null.
 * Looked up when queried (not stored on the node), so a picture added or removed later shows on the next
 * build without clearing Gatsby's cache.
 */
export const fileBeside = {
  name: "fileBeside",
  args: { name: "String!" },
  extend: (options: { name: string }) => ({
    resolve: async (source: Node, _args: unknown, context: NodeModelContext): Promise<Node | null> => {
      const file = context.nodeModel.findRootNodeAncestor(source, isFile)
      if (!file || !isFile(file)) return null
      // One File node per path: gatsby-source-filesystem derives its id from the path alone, so the "data" source
      // (all of content/) and the "blog" source share the node of cover.png, under either source's name.
      return context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: path.posix.join(file.dir, options.name) } } } })
    },
  }),
}

const CONTENT_DIR = path.join(__dirname, "..", "content")

/**
 * `@contentFile(from: "photo")`: the File at the path under content/ that the field `from` holds (a team member's
 * `photo: team/jane-tan.jpg` in site.yaml), or null. A path that names no file fails the build.
 */
export const contentFile = {
  name: "contentFile",
  args: { from: "String!" },
  extend: (options: { from: string }) => ({
    resolve: async (source: Record<string, unknown>, _args: unknown, context: NodeModelContext): Promise<Node | null> => {
      const relative = source[options.from]
      if (typeof relative !== "string" || relative === "") return null
      const file = await context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: path.join(CONTENT_DIR, relative) } } } })
      if (!file) throw new Error(`content/site.yaml: ${options.from} "${relative}" names no file under content/`)
      return file
    },
  }),
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(fileBeside)
  actions.createFieldExtension(contentFile)
  actions.createTypes(typeDefs)
}
