import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import type { CountryTable } from "../../src/data/countries"
import { AREA_SERVED, RELATIONSHIPS, factKeys, feeKey, type EntryFacts } from "../../src/shared/company-facts"
import { factLabel } from "../../src/shared/fact-labels"

/** The few company facts the build needs before GraphQL exists (site URL, name, description). */
export interface BuildFacts {
  name: string
  description: string
  siteUrl: string
}

const SITE_FILE = path.join(__dirname, "..", "..", "content", "site.yaml")

export function loadSiteFacts(file = SITE_FILE): BuildFacts {
  const data = yaml.load(fs.readFileSync(file, "utf8")) as Record<string, unknown> | null
  const pick = (key: string): string => {
    const value = data?.[key]
    if (typeof value !== "string" || value.trim() === "") {
      throw new Error(`${path.relative(process.cwd(), file)}: field "${key}" must be a non-empty string`)
    }
    return value.trim()
  }
  return { name: pick("name"), description: pick("description"), siteUrl: pick("siteUrl") }
}

/** SITE_URL overrides the file at build time; either way the result has no trailing slash. */
export function resolveSiteUrl(fromFile: string, fromEnv?: string): string {
  const raw = fromEnv && fromEnv.trim() !== "" ? fromEnv.trim() : fromFile
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`Site URL "${raw}" is not an absolute URL (set SITE_URL or siteUrl in content/site.yaml)`)
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`Site URL "${raw}" must use http or https`)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`
}

/** The GraphQL type of a YAML data file: site → SiteYaml, statutory-rates → StatutoryRatesYaml. */
export function yamlTypeName(fileName: string): string {
  return `${fileName
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("")}Yaml`
}

/**
 * A build that publishes the site for real: Netlify's production context, or SOLVIX_RELEASE=1 on other hosts.
 * Deploy previews, branch deploys and local builds are not releases.
 */
export function isReleaseBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  return (env["NETLIFY"] === "true" && env["CONTEXT"] === "production") || env["SOLVIX_RELEASE"] === "1"
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)
const words = (v: unknown): boolean => typeof v === "string" && v.trim() !== ""
const amount = (v: unknown): boolean => typeof v === "number" && Number.isFinite(v) && v >= 0
const httpsUrl = (v: unknown): boolean => {
  if (typeof v !== "string") return false
  try {
    return new URL(v).protocol === "https:"
  } catch {
    return false
  }
}

/** What is wrong with the company-fact blocks of site.yaml (employing entities, fees, booking page, team, data protection, complaints). */
function checkFactBlocks(data: Record<string, unknown>, confirmed: (key: string) => boolean, file: string): string[] {
  const problems: string[] = []
  const at = (field: string, what: string) => problems.push(`${file}: ${field} ${what}`)
  const entities = Array.isArray(data["employingEntities"]) ? data["employingEntities"] : []
  // areaServed is the home page's contact point: where clients are served, the spec's list exactly (DECISIONS.md
  // "The company"); where the company employs is employingEntities, a different fact.
  const served = data["areaServed"]
  if (served !== undefined && (!Array.isArray(served) || served.length !== AREA_SERVED.length || AREA_SERVED.some((c) => !served.includes(c))))
    at(`field "areaServed"`, `must be the spec's list of where clients are served, ${AREA_SERVED.join(", ")} (${JSON.stringify(served)})`)
  for (const [i, e] of entities.entries()) {
    if (!isRecord(e)) {
      at(`employingEntities[${i}]`, "must be a block with country, countryName, relationship, name, registrationLabel, registrationNumber and licences")
      continue
    }
    // Its country (an employing country) and countryName: content/data/countries.yaml, by the content check's cross-check.
    const key = `employingEntities.${String(e["country"])}`
    if (!words(e["countryName"]) || !words(e["registrationLabel"])) at(key, "needs countryName and registrationLabel (what the registry calls its number)")
    if (e["relationship"] !== null && e["relationship"] !== undefined && !(RELATIONSHIPS as readonly unknown[]).includes(e["relationship"])) at(`${key}.relationship`, `must be ${RELATIONSHIPS.join(" or ")} (or null until known)`)
    if (!Array.isArray(e["licences"]) || e["licences"].some((l) => !isRecord(l) || !words(l["name"]))) at(`${key}.licences`, "must be a list (empty where the law asks for none), each licence with the name the law gives it")
    if (confirmed(key)) {
      const missing = ["name", "relationship", "registrationNumber"].filter((f) => !words(e[f]))
      if (Array.isArray(e["licences"]) && e["licences"].some((l) => isRecord(l) && !words(l["number"]))) missing.push("each licence's number")
      if (missing.length > 0) at(key, `is confirmed but has no ${missing.join(", ")}`)
    }
  }
  const fees = data["fees"]
  if (fees !== undefined) {
    if (!isRecord(fees) || !/^[A-Z]{3}$/.test(String(fees["currency"])) || !Array.isArray(fees["items"])) at("fees", "must have currency (a three-letter code such as USD) and items (a list)")
    else {
      const seen = new Set<string>()
      for (const [i, f] of (fees["items"] as unknown[]).entries()) {
        // Its country is an employing country of content/data/countries.yaml: the content check's cross-check.
        if (!isRecord(f) || !words(f["service"]) || !/^[A-Z]{2}$/.test(String(f["country"]))) {
          at(`fees.items[${i}]`, "needs a service slug and a country code (PH)")
          continue
        }
        const key = feeKey(String(f["service"]), String(f["country"]))
        if (seen.has(key)) at(key, "appears twice")
        seen.add(key)
        for (const n of ["monthlyFrom", "setup", "offboarding"]) if (f[n] !== null && f[n] !== undefined && !amount(f[n])) at(`${key}.${n}`, "must be a number of fees.currency, or null")
        for (const w of ["deposit", "includes"]) if (f[w] !== null && f[w] !== undefined && !words(f[w])) at(`${key}.${w}`, "must be words, or null")
        if (confirmed(key) && (!amount(f["monthlyFrom"]) || !words(f["includes"]))) at(key, "is confirmed but has no monthlyFrom or no includes (a row the company does not price: delete it)")
      }
    }
  }
  if (data["bookingUrl"] !== null && data["bookingUrl"] !== undefined && !httpsUrl(data["bookingUrl"])) at("bookingUrl", `must be an https address of the scheduling page, or null (${JSON.stringify(data["bookingUrl"])})`)
  const team = data["team"]
  if (team !== undefined) {
    const slugs = new Set<string>()
    for (const [i, p] of (Array.isArray(team) ? team : [null]).entries()) {
      if (!isRecord(p) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(String(p["slug"])) || !words(p["name"]) || !words(p["role"])) {
        at(`team[${i}]`, "needs slug (lower case, hyphens), name and role")
        continue
      }
      if (slugs.has(String(p["slug"]))) at(`team.${String(p["slug"])}`, "appears twice")
      slugs.add(String(p["slug"]))
      if (p["profileUrl"] !== null && p["profileUrl"] !== undefined && !httpsUrl(p["profileUrl"])) at(`team.${String(p["slug"])}.profileUrl`, "must be an https address, or null")
      if (p["photo"] !== null && p["photo"] !== undefined && (typeof p["photo"] !== "string" || !/^[\w./-]+\.(jpe?g|png|webp)$/i.test(p["photo"]))) at(`team.${String(p["slug"])}.photo`, "must be a picture's path under content/ (team/<slug>.jpg), or null")
    }
  }
  const dp = data["dataProtection"]
  if (dp !== undefined) {
    if (!isRecord(dp)) at("dataProtection", "must be a block (officer, storage, access, subProcessors)")
    else
      for (const [field, value] of Object.entries(dp)) {
        const key = `dataProtection.${field}`
        const ok = field === "subProcessors" ? Array.isArray(value) && value.every((s) => isRecord(s) && words(s["name"]) && words(s["purpose"]) && words(s["location"])) : words(value)
        if (value !== null && !ok) at(key, field === "subProcessors" ? "must be a list, each with name, purpose and location, or null" : "must be words, or null")
        if (value === null && confirmed(key)) at(key, "is confirmed but empty")
      }
  }
  const certs = data["certifications"]
  if (certs !== undefined && certs !== null && (!Array.isArray(certs) || certs.some((c) => !isRecord(c) || !words(c["name"]) || !words(c["issuer"]) || !words(c["scope"]))))
    at("certifications", "must be a list (empty: none held), each with name, issuer and scope")
  if (certs === null && confirmed("certifications")) at("certifications", "is confirmed but null (write [] for none held)")
  const complaints = data["complaints"]
  if (complaints !== undefined) {
    if (!isRecord(complaints)) at("complaints", "must be a block (email, acknowledgeWithin, resolveWithin)")
    else if (confirmed("complaints") && !["email", "acknowledgeWithin", "resolveWithin"].every((f) => words(complaints[f]))) at("complaints", "is confirmed but lacks email, acknowledgeWithin or resolveWithin")
  }
  problems.push(...checkProofFacts(data, confirmed, file))
  if (data["uen"] !== undefined && data["uen"] !== null && !words(data["uen"])) at("uen", "must be the registration number, or null")
  if (data["uen"] === null && confirmed("uen")) at("uen", "is confirmed but null")
  return problems
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * What is wrong with the proof facts (founded, headcount, clients, testimonials): a year or count that is not a
 * whole number, a client or quote without what it needs, or one confirmed without the permission it was given.
 */
function checkProofFacts(data: Record<string, unknown>, confirmed: (key: string) => boolean, file: string): string[] {
  const problems: string[] = []
  const at = (field: string, what: string) => problems.push(`${file}: ${field} ${what}`)
  const whole = (v: unknown, min: number, max: number) => typeof v === "number" && Number.isInteger(v) && v >= min && v <= max
  if (data["founded"] !== undefined && data["founded"] !== null && !whole(data["founded"], 1900, 2100)) at("founded", `must be a year (e.g. 2019), or null (${JSON.stringify(data["founded"])})`)
  if (data["headcount"] !== undefined && data["headcount"] !== null && !whole(data["headcount"], 1, 1_000_000)) at("headcount", `must be a whole number of people, or null (${JSON.stringify(data["headcount"])})`)
  for (const key of ["founded", "headcount"]) if (data[key] === null && confirmed(key)) at(key, "is confirmed but null")
  const items = (name: string, fields: readonly string[]) => {
    const value = data[name]
    if (value === undefined) return
    const slugs = new Set<string>()
    for (const [i, item] of (Array.isArray(value) ? value : [null]).entries()) {
      if (!isRecord(item) || !SLUG.test(String(item["slug"])) || fields.some((f) => !words(item[f]))) {
        at(`${name}[${i}]`, `needs slug (lower case, hyphens), ${fields.join(", ")}`)
        continue
      }
      const key = `${name}.${String(item["slug"])}`
      if (slugs.has(key)) at(key, "appears twice")
      slugs.add(key)
      if (item["permission"] !== null && item["permission"] !== undefined && !words(item["permission"])) at(`${key}.permission`, "must be words (who agreed, how and when), or null")
      if (confirmed(key) && !words(item["permission"])) at(key, "is confirmed but has no permission (who agreed, how and when)")
      if (item["url"] !== null && item["url"] !== undefined && !httpsUrl(item["url"])) at(`${key}.url`, "must be an https address, or null")
      if (item["logo"] !== null && item["logo"] !== undefined && (typeof item["logo"] !== "string" || !/^[\w./-]+\.(svg|png|jpe?g|webp)$/i.test(item["logo"]))) at(`${key}.logo`, "must be a picture's path under content/ (clients/<slug>.svg), or null")
    }
  }
  items("clients", ["name"])
  items("testimonials", ["name", "role", "company", "quote"])
  return problems
}

/** The keys a site.yaml `unconfirmed` list may name (src/shared/company-facts.ts `factKeys`). */
export { factKeys }

/**
 * The company facts of site.yaml that are not confirmed, and mistakes in the file: a key in the list that names
 * no fact, or a confirmed fact without what it needs (an entity without its name, a fee row without a price, …).
 * `release` turns each unconfirmed fact into a problem. `content.entries`: the entries that are facts, by key
 * (`entryFacts`: jobs.<slug>, clientStories.<slug>, …); `content.countries`: the country table, which names the
 * countries in the release's list.
 */
export function checkCompanyFacts(data: Record<string, unknown>, release: boolean, file = "content/site.yaml", content: { entries?: EntryFacts; countries?: CountryTable } = {}): { unconfirmed: string[]; problems: string[] } {
  const problems: string[] = []
  const list = data["unconfirmed"] ?? []
  if (!Array.isArray(list) || list.some((k) => typeof k !== "string")) return { unconfirmed: [], problems: [`${file}: field "unconfirmed" must be a list of fact names`] }
  const keys = new Set(factKeys(data, content.entries))
  for (const k of list as string[]) if (!keys.has(k)) problems.push(`${file}: "unconfirmed" names "${k}", which is not a fact in the file (one of: ${[...keys].join(", ")})`)
  problems.push(...checkFactBlocks(data, (key) => !list.includes(key), file))
  if (release && list.length > 0) {
    problems.push(`${file}: a production build cannot publish unconfirmed company facts. Confirm or remove each (see README, "Deploy"):\n${(list as string[]).map((k) => `    - ${k} (${factLabel(k, content.countries ?? [])})`).join("\n")}`)
  }
  return { unconfirmed: list as string[], problems }
}

/**
 * The entries that are company facts, by fact key: for each content type with a `fact`
 * (gatsby/lib/plan/content-types.ts, which the caller passes), the slugs of <content>/<folder>/<slug>/index.mdx,
 * e.g. { jobs: [...openings], clientStories: [...stories] }.
 */
export function entryFacts(types: ReadonlyArray<{ folder: string; fact?: { key: string } }>, contentRoot = path.join(__dirname, "..", "..", "content")): Record<string, string[]> {
  return Object.fromEntries(types.flatMap((t) => (t.fact ? [[t.fact.key, entrySlugs(contentRoot, t.folder)] as const] : [])))
}

/** The keys content/site.yaml lists as unconfirmed (read before GraphQL exists: a story still unconfirmed gets no node). */
export function unconfirmedKeys(file = SITE_FILE): string[] {
  const data = yaml.load(fs.readFileSync(file, "utf8")) as Record<string, unknown> | null
  const list = data?.["unconfirmed"]
  return Array.isArray(list) ? list.filter((k): k is string => typeof k === "string") : []
}

function entrySlugs(contentRoot: string, folder: string): string[] {
  const dir = path.join(contentRoot, folder)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "index.mdx")))
    .map((d) => d.name)
    .sort()
}

/**
 * Articles whose `author` names no one: an author written as a slug (no spaces) must be a person of site.yaml
 * `team`; anything else ("Solvix Editorial Team") is shown as written.
 */
export function unknownAuthors(articles: ReadonlyArray<{ file: string; author: string }>, teamSlugs: readonly string[]): string[] {
  return articles.filter((a) => !/\s/.test(a.author.trim()) && !teamSlugs.includes(a.author.trim())).map((a) => `${a.file}: author "${a.author}" is not the slug of a person in content/site.yaml \`team\` (or write "Solvix Editorial Team")`)
}
