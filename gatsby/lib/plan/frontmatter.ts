import { CARD_ICONS } from "../../../src/shared/card-icons"
import { FORMS, LISTINGS, TOOLS } from "../../../src/shared/page-kinds"

/**
 * Frontmatter rules for every content type, checked before a node reaches GraphQL so a writer's mistake
 * fails the build with a message naming the file and the field. Pure: no Gatsby imports.
 */

export type FieldSpec =
  | { kind: "string"; required: boolean; min?: number; max?: number; oneOf?: readonly string[]; pattern?: RegExp; hint?: string }
  | { kind: "integer"; required: boolean; min?: number }
  | { kind: "boolean"; required: boolean }
  | { kind: "date"; required: boolean }
  | { kind: "strings"; required: boolean; minItems?: number; maxItems?: number; itemPattern?: RegExp; hint?: string }
  | { kind: "faqs"; required: boolean; minItems?: number }

export type Schema = Readonly<Record<string, FieldSpec>>

export interface Faq {
  question: string
  answer: string
  group: string | null
}

export type FrontmatterValue = string | number | boolean | string[] | Faq[] | null

export interface FieldError {
  field: string
  message: string
}

export const ARTICLE_CATEGORIES = ["EOR fundamentals", "Country guides", "Compliance", "Remote teams", "Hiring strategy"] as const

export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR"] as const

const PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/
const PATH_HINT = "an absolute path in lower case without a trailing slash, e.g. /industries/legal"

const title: FieldSpec = { kind: "string", required: true, min: 3, max: 120 }
const description: FieldSpec = { kind: "string", required: true, min: 70, max: 160 }
const summary = (required: boolean): FieldSpec => ({ kind: "string", required, min: 20, max: 220 })
const order: FieldSpec = { kind: "integer", required: true, min: 0 }
/** The card's icon in hub listings (src/shared/card-icons.ts). */
const icon: FieldSpec = { kind: "string", required: false, oneOf: CARD_ICONS }
const redirectFrom: FieldSpec = { kind: "strings", required: false, itemPattern: PATH, hint: PATH_HINT }

export const SCHEMAS = {
  page: {
    title,
    description,
    path: { kind: "string", required: true, pattern: PATH, hint: PATH_HINT },
    summary: summary(false),
    icon,
    // What the page holds besides its text: the names of src/shared/page-kinds.ts.
    listing: { kind: "string", required: false, oneOf: Object.keys(LISTINGS) },
    form: { kind: "string", required: false, oneOf: Object.keys(FORMS) },
    tool: { kind: "string", required: false, oneOf: Object.keys(TOOLS) },
    // true: every word of the page stays selectable in the copy-protected mode (legal text, prices, figures;
    // DECISIONS.md "Presentation modes"). Marketing copy leaves it out.
    copyable: { kind: "boolean", required: false },
    faqs: { kind: "faqs", required: false },
    updated: { kind: "date", required: false },
    redirectFrom,
  },
  service: {
    title,
    description,
    summary: summary(true),
    icon,
    order,
    // The country the page is about, by its name (Philippines): an employing country of content/data/countries.yaml,
    // which the content check holds it to (src/data/countries.ts `crossCheckCountries`).
    country: { kind: "string", required: false, min: 2, max: 60 },
    faqs: { kind: "faqs", required: true, minItems: 5 },
    redirectFrom,
  },
  role: {
    title,
    description,
    summary: summary(true),
    icon,
    order,
    positions: { kind: "strings", required: true, minItems: 3, maxItems: 10 },
    // Where we place this role, in the order its page lists them: each becomes a link that opens the cost
    // calculator preset to that country, under the page's title (src/components/content/role-hire.tsx).
    // Each an employing country of content/data/countries.yaml (the content check holds them to it).
    hireIn: { kind: "strings", required: false, itemPattern: /^[A-Z]{2}$/, hint: "a country code where we place the role, two capital letters (PH)" },
    redirectFrom,
  },
  sector: { title, description, summary: summary(true), icon, order, redirectFrom },
  // A client story: published only with the client's permission, confirmed as clientStories.<slug> in
  // content/site.yaml (src/shared/company-facts.ts); `permission` records who agreed, how and when (not shown).
  story: {
    title,
    description,
    summary: summary(true),
    client: { kind: "string", required: true, min: 2, max: 120 },
    date: { kind: "date", required: true },
    permission: { kind: "string", required: true, min: 10, max: 300 },
    redirectFrom,
  },
  article: {
    title,
    description,
    date: { kind: "date", required: true },
    updated: { kind: "date", required: false },
    category: { kind: "string", required: true, oneOf: ARTICLE_CATEGORIES },
    tags: { kind: "strings", required: true, minItems: 2, maxItems: 6 },
    author: { kind: "string", required: true, min: 2, max: 80 },
    takeaways: { kind: "strings", required: true, minItems: 3, maxItems: 5 },
    featured: { kind: "boolean", required: false },
    coverAlt: { kind: "string", required: false, min: 5, max: 160 },
    redirectFrom,
  },
  job: {
    title,
    description,
    department: { kind: "string", required: true, min: 2, max: 60 },
    location: { kind: "string", required: true, min: 2, max: 80 },
    employmentType: { kind: "string", required: true, oneOf: EMPLOYMENT_TYPES },
    remote: { kind: "boolean", required: true },
    datePosted: { kind: "date", required: true },
    validThrough: { kind: "date", required: true },
    // The salary range is a company fact: published in JobPosting only when salaryConfirmed is true (src/lib/job-posting.ts).
    // USD or a currency of content/data/countries.yaml (the content check holds it to the table).
    salaryCurrency: { kind: "string", required: false, pattern: /^[A-Z]{3}$/, hint: "a currency code, three capital letters (PHP)" },
    salaryMin: { kind: "integer", required: false, min: 1 },
    salaryMax: { kind: "integer", required: false, min: 1 },
    salaryUnit: { kind: "string", required: false, oneOf: ["MONTH", "YEAR"] },
    salaryConfirmed: { kind: "boolean", required: false },
    redirectFrom,
  },
} as const satisfies Record<string, Schema>

export type ContentKind = keyof typeof SCHEMAS

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** YAML turns an unquoted 2025-01-14 into a Date; writers may also quote it. Both are accepted. */
function toIsoDate(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10)
  if (typeof value !== "string") return null
  const m = DATE.exec(value.trim())
  if (!m) return null
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`)
  return d.toISOString().slice(0, 10) === value.trim() ? value.trim() : null
}

const describe = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "a list" : value instanceof Date ? "a date" : `a ${typeof value}`)

function checkString(field: string, value: unknown, spec: Extract<FieldSpec, { kind: "string" }>, errors: FieldError[]) {
  if (typeof value !== "string") {
    errors.push({ field, message: `must be text, got ${describe(value)}` })
    return null
  }
  const text = value.trim()
  if (spec.min !== undefined && text.length < spec.min) errors.push({ field, message: `must be at least ${spec.min} characters, got ${text.length}` })
  if (spec.max !== undefined && text.length > spec.max) errors.push({ field, message: `must be at most ${spec.max} characters, got ${text.length}` })
  if (spec.oneOf && !spec.oneOf.includes(text)) errors.push({ field, message: `must be one of ${spec.oneOf.map((o) => `"${o}"`).join(", ")}, got "${text}"` })
  if (spec.pattern && !spec.pattern.test(text)) errors.push({ field, message: `must be ${spec.hint ?? `of the form ${spec.pattern}`}, got "${text}"` })
  return text
}

function checkFaqs(field: string, value: unknown, spec: Extract<FieldSpec, { kind: "faqs" }>, errors: FieldError[]) {
  if (!Array.isArray(value)) {
    errors.push({ field, message: `must be a list of question/answer pairs, got ${describe(value)}` })
    return null
  }
  const faqs: Faq[] = []
  value.forEach((item: unknown, i) => {
    const at = `${field}[${i}]`
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      errors.push({ field: at, message: "must have a question and an answer" })
      return
    }
    const record = item as Record<string, unknown>
    for (const key of Object.keys(record)) {
      if (!["question", "answer", "group"].includes(key)) errors.push({ field: `${at}.${key}`, message: "is not a known field (question, answer, group)" })
    }
    const question = checkString(`${at}.question`, record["question"], { kind: "string", required: true, min: 5 }, errors)
    const answer = checkString(`${at}.answer`, record["answer"], { kind: "string", required: true, min: 10 }, errors)
    const group = record["group"] === undefined ? null : checkString(`${at}.group`, record["group"], { kind: "string", required: false, min: 2 }, errors)
    if (question !== null && answer !== null) faqs.push({ question, answer, group })
  })
  if (spec.minItems !== undefined && value.length < spec.minItems) errors.push({ field, message: `needs at least ${spec.minItems} entries, got ${value.length}` })
  return faqs
}

function checkField(field: string, value: unknown, spec: FieldSpec, errors: FieldError[]): FrontmatterValue {
  switch (spec.kind) {
    case "string":
      return checkString(field, value, spec, errors)
    case "integer":
      if (typeof value !== "number" || !Number.isInteger(value) || (spec.min !== undefined && value < spec.min)) {
        errors.push({ field, message: `must be a whole number${spec.min !== undefined ? ` of at least ${spec.min}` : ""}, got ${JSON.stringify(value)}` })
        return null
      }
      return value
    case "boolean":
      if (typeof value !== "boolean") {
        errors.push({ field, message: `must be true or false, got ${JSON.stringify(value)}` })
        return null
      }
      return value
    case "date": {
      const iso = toIsoDate(value)
      if (iso === null) errors.push({ field, message: `must be a date written YYYY-MM-DD, got ${JSON.stringify(value)}` })
      return iso
    }
    case "strings": {
      if (!Array.isArray(value)) {
        errors.push({ field, message: `must be a list of text items, got ${describe(value)}` })
        return null
      }
      const bad = value.findIndex((v) => typeof v !== "string" || v.trim() === "")
      if (bad !== -1) {
        const hint = typeof value[bad] === "object" && value[bad] !== null ? ' (a colon followed by a space makes YAML read a key: quote the item with "…")' : ""
        errors.push({ field: `${field}[${bad}]`, message: `must be text, got ${describe(value[bad])}${hint}` })
        return null
      }
      const items = value.map((v: string) => v.trim())
      if (spec.minItems !== undefined && items.length < spec.minItems) errors.push({ field, message: `needs at least ${spec.minItems} items, got ${items.length}` })
      if (spec.maxItems !== undefined && items.length > spec.maxItems) errors.push({ field, message: `takes at most ${spec.maxItems} items, got ${items.length}` })
      items.forEach((item, i) => {
        if (spec.itemPattern && !spec.itemPattern.test(item)) errors.push({ field: `${field}[${i}]`, message: `must be ${spec.hint ?? `of the form ${spec.itemPattern}`}, got "${item}"` })
      })
      return items
    }
    case "faqs":
      return checkFaqs(field, value, spec, errors)
  }
}

export interface Validated {
  values: Record<string, FrontmatterValue>
  errors: FieldError[]
}

/** Checks one file's frontmatter against its type: unknown fields, missing fields and wrong types. */
export function validateFrontmatter(kind: ContentKind, frontmatter: unknown): Validated {
  const schema: Schema = SCHEMAS[kind]
  const errors: FieldError[] = []
  const values: Record<string, FrontmatterValue> = {}
  if (typeof frontmatter !== "object" || frontmatter === null || Array.isArray(frontmatter)) {
    return { values, errors: [{ field: "frontmatter", message: "is missing: start the file with --- and the fields" }] }
  }
  const data = frontmatter as Record<string, unknown>
  for (const key of Object.keys(data)) {
    if (!(key in schema)) {
      errors.push({ field: key, message: `is not a field of a ${kind} (known fields: ${Object.keys(schema).join(", ")})` })
    }
  }
  for (const [field, spec] of Object.entries(schema)) {
    const value = data[field]
    if (value === undefined || value === null || value === "") {
      if (spec.required) errors.push({ field, message: "is required" })
      values[field] = spec.kind === "strings" || spec.kind === "faqs" ? [] : spec.kind === "boolean" ? false : null
      continue
    }
    values[field] = checkField(field, value, spec, errors)
  }
  return { values, errors }
}

export function formatErrors(file: string, errors: readonly FieldError[]): string {
  return [`${file} has ${errors.length === 1 ? "a mistake" : `${errors.length} mistakes`} in its frontmatter:`, ...errors.map((e) => `  - field "${e.field}" ${e.message}`)].join("\n")
}
