/**
 * The structured-data rules of the quality gates: what each schema.org type on the site must carry, as
 * Google's rich-result documentation requires it. `checkJsonLd` returns one line per problem; an empty list
 * means the page's JSON-LD is complete. A type without rules is a problem too, so a new type gets rules.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Obj = { [key: string]: Json }

/** Types that only appear inside another (addresses, list items...), checked where their parent's rule says. */
const NESTED_TYPES = new Set([
  "ListItem",
  "PropertyValue",
  "PostalAddress",
  "Place",
  "GeoCoordinates",
  "ContactPoint",
  "SearchAction",
  "EntryPoint",
  "Question",
  "Answer",
  "ImageObject",
  "WebPage",
  "Country",
  "Person",
  "Organization",
  "MonetaryAmount",
  "QuantitativeValue",
])

const EMPLOYMENT_TYPES = new Set(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"])
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/

const isObj = (v: Json | undefined): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v)
const list = (v: Json | undefined): Json[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])
const typeOf = (v: Json | undefined): string[] => (isObj(v) ? list(v["@type"]).filter((t): t is string => typeof t === "string") : [])

class Problems {
  readonly lines: string[] = []
  constructor(private readonly where: string) {}
  add(path: string, message: string) {
    this.lines.push(`${this.where} ${path}: ${message}`)
  }
  text(o: Obj, key: string, path: string): string | null {
    const v = o[key]
    if (typeof v === "string" && v.trim() !== "") return v
    this.add(`${path}.${key}`, v === undefined ? "missing" : `expected non-empty text, got ${JSON.stringify(v)}`)
    return null
  }
  url(v: Json | undefined, path: string): string | null {
    if (typeof v === "string" && /^https?:\/\/[^\s/]+/.test(v)) return v
    this.add(path, v === undefined ? "missing" : `expected an absolute URL, got ${JSON.stringify(v)}`)
    return null
  }
  /** A URL given as text, or an object with `url` or `@id` (ImageObject, WebPage). */
  urlOrObject(o: Obj, key: string, path: string): string | null {
    const v = o[key]
    if (isObj(v)) return this.url(v["url"] ?? v["@id"], `${path}.${key}.url`)
    return this.url(v, `${path}.${key}`)
  }
  date(o: Obj, key: string, path: string): number | null {
    const v = o[key]
    if (typeof v === "string" && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))) return Date.parse(v)
    this.add(`${path}.${key}`, v === undefined ? "missing" : `expected an ISO 8601 date, got ${JSON.stringify(v)}`)
    return null
  }
  object(o: Obj, key: string, path: string, type?: string): Obj[] {
    const items = list(o[key])
    if (items.length === 0) this.add(`${path}.${key}`, "missing")
    const objects: Obj[] = []
    items.forEach((item, i) => {
      const p = items.length > 1 ? `${path}.${key}[${i}]` : `${path}.${key}`
      if (!isObj(item)) this.add(p, `expected an object, got ${JSON.stringify(item)}`)
      else if (type && !typeOf(item).includes(type)) this.add(p, `expected @type ${type}, got ${JSON.stringify(item["@type"] ?? null)}`)
      else objects.push(item)
    })
    return objects
  }
}

type Rule = (o: Obj, p: Problems, path: string) => void

const address: Rule = (a, p, path) => {
  for (const key of ["streetAddress", "addressLocality", "postalCode", "addressCountry"]) p.text(a, key, path)
}

export const RULES: Record<string, Rule> = {
  Organization(o, p, path) {
    p.text(o, "name", path)
    p.url(o["url"], `${path}.url`)
    p.urlOrObject(o, "logo", path)
    for (const a of p.object(o, "address", path, "PostalAddress")) address(a, p, `${path}.address`)
    for (const c of p.object(o, "contactPoint", path, "ContactPoint")) {
      p.text(c, "email", `${path}.contactPoint`)
      const served = list(c["areaServed"])
      if (served.length === 0 || served.some((s) => typeof s !== "string" || s === "")) p.add(`${path}.contactPoint.areaServed`, "expected one or more areas")
    }
    // sameAs lists only the profiles the company confirmed (content/site.yaml, `unconfirmed`), so it may be absent.
    const sameAs = list(o["sameAs"])
    sameAs.forEach((u, i) => p.url(u, `${path}.sameAs[${i}]`))
  },
  WebSite(o, p, path) {
    p.text(o, "name", path)
    p.url(o["url"], `${path}.url`)
    for (const action of p.object(o, "potentialAction", path, "SearchAction")) {
      const target = isObj(action["target"]) ? action["target"]["urlTemplate"] : action["target"]
      const input = action["query-input"]
      const name = typeof input === "string" ? input.match(/^required name=(\w+)$/)?.[1] : undefined
      if (!name) p.add(`${path}.potentialAction.query-input`, `expected "required name=<placeholder>", got ${JSON.stringify(input ?? null)}`)
      const url = p.url(target, `${path}.potentialAction.target`)
      if (url && name && !url.includes(`{${name}}`)) {
        p.add(`${path}.potentialAction.target`, `does not contain the placeholder {${name}}`)
      }
    }
  },
  BreadcrumbList(o, p, path) {
    const items = p.object(o, "itemListElement", path, "ListItem")
    items.forEach((item, i) => {
      const at = `${path}.itemListElement[${i}]`
      if (item["position"] !== i + 1) p.add(`${at}.position`, `expected ${i + 1}, got ${JSON.stringify(item["position"] ?? null)}`)
      p.text(item, "name", at)
      p.urlOrObject(item, "item", at)
    })
  },
  BlogPosting(o, p, path) {
    p.text(o, "headline", path)
    const published = p.date(o, "datePublished", path)
    const modified = p.date(o, "dateModified", path)
    if (published !== null && modified !== null && modified < published) p.add(`${path}.dateModified`, "is before datePublished")
    for (const a of p.object(o, "author", path)) p.text(a, "name", `${path}.author`)
    for (const publisher of p.object(o, "publisher", path, "Organization")) {
      p.text(publisher, "name", `${path}.publisher`)
      p.urlOrObject(publisher, "logo", `${path}.publisher`)
    }
    p.urlOrObject(o, "mainEntityOfPage", path)
    list(o["image"]).forEach((image, i) => (isObj(image) ? p.url(image["url"], `${path}.image[${i}].url`) : p.url(image, `${path}.image[${i}]`)))
  },
  FAQPage(o, p, path) {
    const questions = p.object(o, "mainEntity", path, "Question")
    questions.forEach((q, i) => {
      const at = `${path}.mainEntity[${i}]`
      p.text(q, "name", at)
      for (const answer of p.object(q, "acceptedAnswer", at, "Answer")) p.text(answer, "text", `${at}.acceptedAnswer`)
    })
  },
  JobPosting(o, p, path) {
    p.text(o, "title", path)
    p.text(o, "description", path)
    const posted = p.date(o, "datePosted", path)
    const valid = p.date(o, "validThrough", path)
    if (posted !== null && valid !== null && valid <= posted) p.add(`${path}.validThrough`, "is not after datePosted")
    const types = list(o["employmentType"])
    if (types.length === 0) p.add(`${path}.employmentType`, "missing")
    for (const t of types) if (typeof t !== "string" || !EMPLOYMENT_TYPES.has(t)) p.add(`${path}.employmentType`, `unknown value ${JSON.stringify(t)}`)
    for (const org of p.object(o, "hiringOrganization", path, "Organization")) p.text(org, "name", `${path}.hiringOrganization`)
    for (const place of p.object(o, "jobLocation", path, "Place")) {
      for (const a of p.object(place, "address", `${path}.jobLocation`, "PostalAddress")) {
        p.text(a, "addressLocality", `${path}.jobLocation.address`)
        p.text(a, "addressCountry", `${path}.jobLocation.address`)
      }
    }
  },
  // The confirmed people on About (src/components/mdx/team.tsx), one Person per ListItem; none until the
  // company confirms one.
  ItemList(o, p, path) {
    p.object(o, "itemListElement", path, "ListItem").forEach((entry, i) => {
      const at = `${path}.itemListElement[${i}]`
      if (entry["position"] !== i + 1) p.add(`${at}.position`, `expected ${i + 1}, got ${JSON.stringify(entry["position"] ?? null)}`)
      for (const person of p.object(entry, "item", at, "Person")) {
        p.text(person, "name", `${at}.item`)
        p.text(person, "jobTitle", `${at}.item`)
        list(person["sameAs"]).forEach((u, j) => p.url(u, `${at}.item.sameAs[${j}]`))
      }
    })
  },
  Service(o, p, path) {
    p.text(o, "name", path)
    for (const provider of p.object(o, "provider", path)) p.text(provider, "name", `${path}.provider`)
  },
}

/** Every @type used anywhere inside a value (nested objects included), with where it is. */
function nestedTypes(v: Json, path: string, out: Array<{ type: string; path: string }>) {
  if (Array.isArray(v)) v.forEach((item, i) => nestedTypes(item, `${path}[${i}]`, out))
  else if (isObj(v)) {
    for (const [key, value] of Object.entries(v)) {
      if (key === "@type") for (const t of list(value)) out.push({ type: typeof t === "string" ? t : JSON.stringify(t), path })
      else nestedTypes(value, `${path}.${key}`, out)
    }
  }
}

/** The top-level items of a page's JSON-LD blocks (arrays and @graph unwrapped). */
export function topLevelItems(blocks: Json[]): Obj[] {
  const out: Obj[] = []
  for (const block of blocks) {
    for (const item of list(block)) {
      if (isObj(item) && Array.isArray(item["@graph"])) out.push(...item["@graph"].filter(isObj))
      else if (isObj(item)) out.push(item)
    }
  }
  return out
}

/** The problems of a page's JSON-LD blocks (already parsed); `where` names the page in every line. */
export function checkJsonLd(blocks: Json[], where: string): string[] {
  const problems = new Problems(where)
  for (const block of blocks) {
    for (const [i, item] of list(block).entries()) {
      if (!isObj(item)) problems.add(`block item ${i}`, `expected an object, got ${JSON.stringify(item)}`)
      else if (item["@context"] !== "https://schema.org") problems.add(`block item ${i}`, `expected "@context": "https://schema.org", got ${JSON.stringify(item["@context"] ?? null)}`)
    }
  }
  const seen = new Set<string>()
  for (const [i, item] of topLevelItems(blocks).entries()) {
    const types = typeOf(item)
    const path = types.length ? types.join("+") : `item ${i}`
    if (types.length === 0) problems.add(path, "has no @type")
    for (const type of types) {
      const rule = RULES[type]
      if (!rule) {
        problems.add(path, `@type ${type} has no rules in e2e/json-ld.ts: add them`)
        continue
      }
      if (seen.has(type)) problems.add(path, `a second ${type} on the page`)
      seen.add(type)
      rule(item, problems, path)
    }
    const inner: Array<{ type: string; path: string }> = []
    for (const [key, value] of Object.entries(item)) if (key !== "@type") nestedTypes(value, `${path}.${key}`, inner)
    for (const n of inner) if (!NESTED_TYPES.has(n.type) && !RULES[n.type]) problems.add(n.path, `nested @type ${n.type} is not a known type: add it to e2e/json-ld.ts`)
  }
  return problems.lines
}

/** The JSON-LD script blocks of an HTML document, as text. */
export function jsonLdBlocks(html: string): string[] {
  return Array.from(html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g), (m) => m[1] ?? "")
}

/** The @types at the top level of a page's JSON-LD. */
export function typesOnPage(blocks: Json[]): string[] {
  return topLevelItems(blocks).flatMap(typeOf)
}
