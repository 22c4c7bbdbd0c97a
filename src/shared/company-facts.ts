/**
 * Company facts: what only the company can say about itself (content/site.yaml, and the job openings under
 * content/careers). Each fact has a key; the file's `unconfirmed` list names the keys the company has not yet
 * confirmed. The build checks the list (gatsby/lib/site-facts.ts), a release build fails while it is not empty
 * (gatsby/lib/checks/release-gate.ts), and the pages decide what they may say with the helpers below. Pure: the build
 * and the browser both import it (docs/architecture.md, "Floors").
 */

/**
 * The home page's contact point serves these, where clients are served, exactly as the spec lists them; a company
 * fact may not change them (content/site.yaml `areaServed` must say the same; DECISIONS.md "The company").
 */
export const AREA_SERVED = ["SG", "MY", "PH", "TH", "VN", "ID"] as const

/** How the company stands to the entity that employs staff in a country. */
export const RELATIONSHIPS = ["subsidiary", "partner"] as const

export interface Licence {
  /** What the law asks for, in the law's words ("Certificate of Registration under DOLE Department Order No. 174-17"). */
  name: string
  number: string | null
  issuedBy: string | null
  validUntil: string | null
}

export interface EmployingEntityFact {
  country: string
  countryName: string
  /** Our own company there, or a partner that employs on our behalf; null until the company says. */
  relationship: string | null
  /** The registered name. */
  name: string | null
  /** What the country's registry calls its number ("SEC registration number"). */
  registrationLabel: string
  registrationNumber: string | null
  licences: Licence[]
}

export interface FeeRow {
  /** A service slug (content/services/<slug>). */
  service: string
  country: string
  /** From-price per employee-month, in `fees.currency`. */
  monthlyFrom: number | null
  /** Words: what the deposit is and when it is returned. */
  deposit: string | null
  /** One-off fee per hire. */
  setup: number | null
  /** Fee when an employment ends. */
  offboarding: number | null
  /** Words: what the monthly fee covers. */
  includes: string | null
}

export interface Fees {
  currency: string
  items: FeeRow[]
}

export interface TeamMember {
  slug: string
  name: string
  role: string
  /** A picture beside content/site.yaml, e.g. team/<slug>.jpg; null for none. */
  photo: string | null
  /** The person's public profile (https), e.g. on LinkedIn. */
  profileUrl: string | null
}

export interface SubProcessor {
  name: string
  purpose: string
  location: string
}

export interface Certification {
  name: string
  issuer: string
  scope: string
  validUntil: string | null
  url: string | null
}

export interface DataProtectionFacts {
  /** Where the Data Protection Officer is reached (an e-mail address). */
  officer: string | null
  /** Words: where employee and candidate data is kept. */
  storage: string | null
  /** Words: who can see it. */
  access: string | null
  subProcessors: SubProcessor[] | null
}

export interface ComplaintsFacts {
  /** Where a complaint goes (an e-mail address). */
  email: string | null
  /** "within 2 working days" */
  acknowledgeWithin: string | null
  /** "within 30 days" */
  resolveWithin: string | null
}

/** A client whose name (and logo) the company may show, with the client's permission. */
export interface ClientFact {
  slug: string
  name: string
  /** A picture under content/ (clients/<slug>.svg), or null: the name is shown as text. */
  logo: string | null
  /** The client's own site (https), or null. */
  url: string | null
  /** Who agreed, how and when ("e-mail from the client's COO, 2026-11-02"); never shown, needed to publish. */
  permission: string | null
}

/** A named quote (testimonial), published with the person's permission. */
export interface Testimonial {
  slug: string
  name: string
  role: string
  company: string
  quote: string
  /** Who agreed, how and when; never shown, needed to publish. */
  permission: string | null
}

/** What the fact helpers read: the fields of content/site.yaml they need. */
export interface CompanyFacts {
  unconfirmed: string[]
  employingEntities: EmployingEntityFact[]
  fees: Fees
  bookingUrl: string | null
  team: TeamMember[]
  dataProtection: DataProtectionFacts
  certifications: Certification[] | null
  complaints: ComplaintsFacts
  /** The year the company was founded. */
  founded: number | null
  /** How many people the company itself employs (not the staff it employs for clients). */
  headcount: number | null
  clients: ClientFact[]
  testimonials: Testimonial[]
}

/** Keys of site.yaml that are structure, not facts. */
const STRUCTURE = ["unconfirmed", "navigation", "footer", "labels"]
/** Lists and blocks whose facts are confirmed one by one, each with its own key. */
const PER_ITEM = ["social", "employingEntities", "fees", "team", "dataProtection", "clients", "testimonials"]

type Data = Record<string, unknown>
const list = (v: unknown): Data[] => (Array.isArray(v) ? (v.filter((x) => typeof x === "object" && x !== null) as Data[]) : [])
const record = (v: unknown): Data => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Data) : {})

/** The key of one fee row: fees.<service>.<country>. */
export const feeKey = (service: string, country: string): string => `fees.${service}.${country}`

/** The entries that are company facts, by key: { jobs: [slugs of the openings], clientStories: [...] }. */
export type EntryFacts = Readonly<Record<string, readonly string[]>>

/**
 * Every key the `unconfirmed` list may name: each top-level fact (legalName, phone, bookingUrl, complaints, …),
 * social.<name>, employingEntities.<country>, fees.<service>.<country>, team.<slug>, dataProtection.<field>,
 * clients.<slug>, testimonials.<slug>, and <key>.<slug> for each entry of a content type whose entries are facts
 * (`entries`, by key: jobs.<slug> for a job opening, clientStories.<slug> for a client story; the caller passes them,
 * gatsby/lib/site-facts.ts `entryFacts`).
 */
export function factKeys(data: Data, entries: EntryFacts = {}): string[] {
  const plain = Object.keys(data).filter((k) => !STRUCTURE.includes(k) && !PER_ITEM.includes(k))
  return [
    ...plain,
    ...list(data["social"]).map((s) => `social.${String(s["name"])}`),
    ...list(data["employingEntities"]).map((e) => `employingEntities.${String(e["country"])}`),
    ...list(record(data["fees"])["items"]).map((f) => feeKey(String(f["service"]), String(f["country"]))),
    ...list(data["team"]).map((p) => `team.${String(p["slug"])}`),
    ...Object.keys(record(data["dataProtection"])).map((k) => `dataProtection.${k}`),
    ...list(data["clients"]).map((c) => `clients.${String(c["slug"])}`),
    ...list(data["testimonials"]).map((q) => `testimonials.${String(q["slug"])}`),
    ...Object.entries(entries).flatMap(([key, slugs]) => slugs.map((slug) => `${key}.${slug}`)),
  ]
}

export const isConfirmed = (facts: { unconfirmed: readonly string[] }, key: string): boolean => !facts.unconfirmed.includes(key)

/**
 * A fee row that pages may publish: confirmed, with a monthly from-price. Until then pages say the fee is quoted
 * per role (the calculator too).
 */
export function publishedFee(facts: Pick<CompanyFacts, "fees" | "unconfirmed">, service: string, country: string): FeeRow | null {
  const row = facts.fees.items.find((f) => f.service === service && f.country === country)
  return row && typeof row.monthlyFrom === "number" && isConfirmed(facts, feeKey(service, country)) ? row : null
}

/** The entity's details pages may publish (name, number, licences): only once confirmed. */
export function publishedEntity(facts: Pick<CompanyFacts, "employingEntities" | "unconfirmed">, country: string): EmployingEntityFact | null {
  const entity = facts.employingEntities.find((e) => e.country === country)
  if (!entity) throw new Error(`No employing entity for "${country}" in content/site.yaml (employingEntities)`)
  return entity.name && isConfirmed(facts, `employingEntities.${country}`) ? entity : null
}

/**
 * "our employing entity in Indonesia", or once confirmed "our employing entity in Indonesia, PT Example" (a
 * partner: "our partner employer in India, Example Pvt. Ltd."). An unconfirmed name is never published.
 */
export function employingEntityText(facts: Pick<CompanyFacts, "employingEntities" | "unconfirmed">, country: string): string {
  const entity = facts.employingEntities.find((e) => e.country === country)
  if (!entity) throw new Error(`No employing entity for "${country}" in content/site.yaml (employingEntities)`)
  const published = publishedEntity(facts, country)
  if (!published) return `our employing entity in ${entity.countryName}`
  return `${published.relationship === "partner" ? "our partner employer" : "our employing entity"} in ${entity.countryName}, ${published.name}`
}

/** The people pages may show (About, bylines, Person data): only those the company confirmed. */
export const publishedTeam = (facts: Pick<CompanyFacts, "team" | "unconfirmed">): TeamMember[] => facts.team.filter((p) => isConfirmed(facts, `team.${p.slug}`))

/** Certifications held, once confirmed (an empty confirmed list: none held); null while unconfirmed. */
export const publishedCertifications = (facts: Pick<CompanyFacts, "certifications" | "unconfirmed">): Certification[] | null => (isConfirmed(facts, "certifications") && facts.certifications ? facts.certifications : null)

/**
 * The scheduling page the booking buttons open, or null: then they say "Request a call" and lead to the
 * call-request form. Set on a preview it is used (with the notice); a release needs it confirmed.
 */
export const bookingUrl = (facts: Pick<CompanyFacts, "bookingUrl">): string | null => facts.bookingUrl ?? null

/**
 * The proof a buyer can check (home page, service and role pages), each part only once confirmed: the founding
 * year and headcount, the clients and named quotes that have their permission recorded, and the client stories
 * (content/client-stories; their slugs as the caller knows them). Nothing unconfirmed is ever shown, on previews
 * either: a part without a confirmed fact is absent, not a placeholder.
 */
export interface Proof {
  founded: number | null
  headcount: number | null
  clients: ClientFact[]
  testimonials: Testimonial[]
  stories: string[]
}

const permitted = (facts: { unconfirmed: readonly string[] }, key: string, item: { permission: string | null }): boolean => isConfirmed(facts, key) && typeof item.permission === "string" && item.permission.trim() !== ""

export function publishedProof(facts: Pick<CompanyFacts, "founded" | "headcount" | "clients" | "testimonials" | "unconfirmed">, stories: readonly string[] = []): Proof {
  const number = (key: "founded" | "headcount") => (typeof facts[key] === "number" && isConfirmed(facts, key) ? facts[key] : null)
  return {
    founded: number("founded"),
    headcount: number("headcount"),
    clients: facts.clients.filter((c) => permitted(facts, `clients.${c.slug}`, c)),
    testimonials: facts.testimonials.filter((q) => permitted(facts, `testimonials.${q.slug}`, q)),
    stories: stories.filter((slug) => isConfirmed(facts, `clientStories.${slug}`)),
  }
}

/** Whether there is any proof to show; without it the places are absent. */
export const hasProof = (proof: Proof): boolean => proof.founded !== null || proof.headcount !== null || proof.clients.length + proof.testimonials.length + proof.stories.length > 0
