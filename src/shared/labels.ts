/**
 * The words around the pages that a writer edits in content/site.yaml `labels` (content/README.md): every group,
 * every field, and the placeholders each field's words must keep ({n} is filled with a number, {title} with a
 * page's title, …). This list is the one place that names them: the GraphQL types (gatsby/schema.ts), the
 * TypeScript type `Labels` and the build's check of site.yaml (gatsby/on-create-node.ts) are made from it.
 * Both the build and the templates import it (docs/architecture.md, "Floors").
 */
import { EXTRA_LISTING_LABELS, LISTINGS, type ListingLabel } from "./page-kinds"

type ListingLabelName = ListingLabel | (typeof EXTRA_LISTING_LABELS)[number]

function listingLabels(): Readonly<Record<ListingLabelName, readonly string[]>> {
  const names: ListingLabelName[] = [...Object.values(LISTINGS).flatMap((l) => l.sections.map((s) => s.label)), ...EXTRA_LISTING_LABELS]
  return Object.fromEntries(names.map((n) => [n, []])) as unknown as Record<ListingLabelName, readonly string[]>
}

export const LABEL_FIELDS = {
  crumbs: { home: [], page: ["n"] },
  header: { cta: [] },
  rail: { title: [], countryTitle: ["country"], pageText: [], serviceText: [], button: [], calculatorLink: [], countryCalculatorLink: ["country"] },
  // A heading for each list a listing shows (src/shared/page-kinds.ts), and the careers hub's "no openings".
  listings: listingLabels(),
  hubs: { readAbout: ["title"], open: ["title"], blogTitle: [], blogText: [], blogAction: [] },
  blog: {
    allArticles: [],
    featured: [],
    categories: [],
    latest: [],
    categoryDescription: ["category"],
    articleMeta: ["category", "n"],
    articlesPage: ["n", "total"],
    categoryPage: ["category", "n", "total"],
    pagesNav: [],
  },
  article: {
    byline: ["author"],
    updated: [],
    minRead: ["n"],
    tableOfContents: [],
    share: [],
    shareLinkedIn: [],
    shareX: [],
    shareEmail: [],
    neighbours: [],
    newer: [],
    older: [],
    related: [],
    takeaways: [],
  },
  pages: { about: [], contents: [], faqs: [], ctaText: [], ctaButton: [], breadcrumb: [], calculatorLink: ["country"], showAll: ["n"] },
  figures: { title: ["country"], note: [], latestChange: ["date"], reviewed: ["sources"], sourcesLink: [], sourcesBelow: [], checked: ["date"], overdue: ["date"], readOfficial: ["date"], readSecondary: ["source"], readSecondaryMany: [] },
  job: { eyebrow: ["department"], closed: ["date"], apply: ["email"], applySubject: ["title"], howToApply: [], location: [], type: [], team: [], applyBy: [], fullTime: [], partTime: [], contractor: [] },
  proof: { title: [], founded: ["year"], headcount: ["n"], clients: [], quotes: [], stories: [] },
  role: {
    eyebrow: [],
    positions: [],
    others: [],
    hireTitle: ["role"],
    costTitle: [],
    costText: [],
    costLink: ["country"],
    costVietnam: [],
    timeTitle: [],
    timeText: ["shortlistTime"],
    startTitle: [],
    startText: ["responseTime"],
  },
  sector: { eyebrow: [], others: [] },
  service: { eyebrow: [], countryEyebrow: ["country"], others: [], start: [] },
  calculator: {
    noscript: [],
    heading: [],
    views: [],
    viewOne: [],
    viewCompare: [],
    country: [],
    salary: ["currency"],
    age: [],
    placeRegion: [],
    placeEmployerRegion: [],
    placeProvince: [],
    placeState: [],
    customary: [],
    range: ["min", "max"],
    errorEmpty: [],
    errorNegative: [],
    errorDecimals: ["currency"],
    errorFormat: [],
    errorLow: ["min"],
    errorHigh: ["max"],
    minimum: ["place", "amount", "date"],
    noMinimum: ["country"],
    belowTitle: ["salary", "place", "floor"],
    belowText: ["floor"],
    belowElsewhere: ["floor", "place"],
    belowElsewhereEmployer: ["floor", "place"],
    lowerTitle: ["salary", "main", "place"],
    lowerFor: ["who"],
    lowerPartial: [],
    higher: ["place", "rates"],
    unknown: ["place"],
    lastKnown: ["amount", "period", "via"],
    belowLastKnown: [],
    totalMonthly: [],
    totalAnnual: [],
    contributionsTotal: [],
    withFee: [],
    withoutFee: [],
    approx: ["amount", "date"],
    contributionsCaption: ["country"],
    bonusesCaption: [],
    colLine: [],
    colRate: [],
    colOn: [],
    colEmployer: [],
    colEmployee: [],
    fixed: [],
    capped: [],
    placeCap: ["place", "amount"],
    atLeast: ["amount"],
    totalAtLeast: [],
    gapLastKnown: ["place", "amount", "period"],
    gapLegalFloor: ["place", "amount"],
    gapDefaultPlace: ["place", "amount"],
    appliesFrom: ["date"],
    source: [],
    changes: [],
    customaryTag: [],
    customaryOff: ["items"],
    feeLine: [],
    feeDetail: ["fee", "rate"],
    feePreview: [],
    feeQuoted: [],
    feeRequest: [],
    deductionsHeading: [],
    deductions: ["deductions", "net"],
    notDue: ["items"],
    fxNote: ["date", "source"],
    discuss: [],
    print: [],
    compareAmount: [],
    compareCurrency: [],
    compareSummary: ["currency", "date"],
    compareCountry: [],
    compareMonthly: [],
    compareAnnual: [],
    compareSalary: ["amount"],
    compareBelow: [],
    compareOutOfRange: [],
    compareTotal: [],
    compareFee: ["fee"],
    compareFeeQuoted: [],
    compareVietnam: ["jobs"],
    compareVietnamShort: [],
    compareVietnamLink: [],
    ratesHeading: [],
    ratesIntro: ["log"],
    ratesLog: [],
    ratesLine: [],
    ratesLimits: [],
    ratesBasis: [],
    ratesMinimum: ["n"],
    ratesPlace: [],
    ratesAmount: [],
    ratesNoFigure: [],
  },
  talk: {
    bookDemo: [],
    bookCall: [],
    request: [],
    newTab: [],
    callTitle: [],
    callText: [],
    bookInstead: ["link"],
    messageTitle: [],
    messageText: [],
    toCall: ["link"],
    toCallLink: [],
    toMessage: ["link"],
    toMessageLink: [],
  },
  employer: {
    title: ["country"],
    text: ["entity"],
    registration: ["label", "number"],
    licence: ["name", "number", "issuer"],
    validUntil: ["date"],
    country: [],
    employer: [],
    details: [],
    notPublished: [],
    partner: [],
    company: ["name"],
    companyWithUen: ["name", "uen"],
  },
  team: { title: [], profile: ["name"], editorial: [] },
  fees: {
    country: [],
    monthly: [],
    setup: [],
    offboarding: [],
    deposit: [],
    includes: [],
    quoted: [],
    none: [],
    amount: ["currency", "amount"],
    perMonth: ["amount"],
    termsQuoted: [],
    termsFrom: ["amount", "pricing"],
    termsFromAny: ["amount", "pricing"],
    pricingLink: [],
    termsSetupQuoted: [],
    termsSetup: ["amount"],
    termsSetupAny: ["amount"],
  },
  trust: {
    storage: [],
    access: [],
    officer: [],
    officerText: ["email"],
    subProcessors: [],
    subName: [],
    subPurpose: [],
    subLocation: [],
    askUs: ["link"],
    askLink: [],
    certificationsNone: [],
    certificationsPending: [],
    certName: [],
    certIssuer: [],
    certScope: [],
    certValid: [],
    complaintsSend: ["email"],
    complaintsTimes: ["acknowledge", "resolve"],
    complaintsPending: ["link"],
    complaintsLink: [],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>

type Fields = typeof LABEL_FIELDS

/** content/site.yaml `labels`, as GraphQL returns it. */
export type Labels = { -readonly [G in keyof Fields]: { -readonly [F in keyof Fields[G]]: string } }

/**
 * Groups that only one page shows, queried by that page's own query rather than by src/hooks/use-site-facts.ts, so
 * their words do not travel with every other page: the group and the template that queries it.
 */
export const PAGE_LABEL_GROUPS = { calculator: "src/templates/calculator.tsx" } as const satisfies Partial<Record<keyof Fields, string>>
export type PageLabelGroup = keyof typeof PAGE_LABEL_GROUPS

/** The labels every page has (useSiteFacts). */
export type SiteWideLabels = Omit<Labels, PageLabelGroup>

/** The calculator's words (labels.calculator). */
export type CalculatorLabels = Labels["calculator"]

const typeName = (group: string) => `${group[0]!.toUpperCase()}${group.slice(1)}Labels`

/**
 * The label groups whose fields a table makes (`listings`: a heading per list of src/shared/page-kinds.ts). GraphQL
 * gives each as one JSON object, so src/hooks/use-site-facts.ts asks for the group by its name, never field by field,
 * and a new listing's heading is content alone; `checkLabels` (the build's check of site.yaml and the content check)
 * still holds the file to every field, naming file and field.
 */
export const OPEN_LABEL_GROUPS: readonly string[] = ["listings"]

/** The GraphQL types of `labels` (gatsby/schema.ts): every field a non-null String; an open group one JSON object. */
export function labelTypeDefs(): string {
  const groups = Object.entries(LABEL_FIELDS)
  return [
    `type SiteLabels { ${groups.map(([g]) => `${g}: ${OPEN_LABEL_GROUPS.includes(g) ? "JSON" : typeName(g)}!`).join(" ")} }`,
    ...groups
      .filter(([g]) => !OPEN_LABEL_GROUPS.includes(g))
      .map(
        ([g, fields]) =>
          `type ${typeName(g)} { ${Object.keys(fields)
            .map((f) => `${f}: String!`)
            .join(" ")} }`,
      ),
  ].join("\n")
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/**
 * What is wrong with site.yaml's `labels`: a missing group or field, a field that is not a label (a typo), an
 * empty value, or words that lost a placeholder. Each problem names the file and the field.
 */
export function checkLabels(labels: unknown, file = "content/site.yaml"): string[] {
  if (!isRecord(labels)) return [`${file}: field "labels" is missing (it holds the words around the pages; see content/README.md)`]
  const problems: string[] = []
  const groups: Record<string, Record<string, readonly string[]>> = LABEL_FIELDS
  for (const g of Object.keys(labels)) if (!(g in groups)) problems.push(`${file}: "labels.${g}" is not a label group (one of: ${Object.keys(groups).join(", ")})`)
  for (const [g, fields] of Object.entries(groups)) {
    const group = labels[g]
    if (!isRecord(group)) {
      problems.push(`${file}: field "labels.${g}" is missing (fields: ${Object.keys(fields).join(", ")})`)
      continue
    }
    for (const f of Object.keys(group)) if (!(f in fields)) problems.push(`${file}: "labels.${g}.${f}" is not a label (one of: ${Object.keys(fields).join(", ")})`)
    for (const [f, placeholders] of Object.entries(fields)) {
      const value = group[f]
      if (typeof value !== "string" || value.trim() === "") {
        problems.push(`${file}: field "labels.${g}.${f}" ${value === undefined || value === null ? "is missing" : "must be non-empty words"}`)
        continue
      }
      const missing = placeholders.filter((p) => !value.includes(`{${p}}`))
      if (missing.length > 0) problems.push(`${file}: field "labels.${g}.${f}" must say ${missing.map((p) => `{${p}}`).join(" and ")} where the value goes ("${value}")`)
    }
  }
  return problems
}
