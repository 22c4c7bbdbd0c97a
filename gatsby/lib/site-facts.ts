import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"

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

/**
 * The keys a site.yaml `unconfirmed` list may name: top-level facts, social.<name>, employingEntities.<code>,
 * fees.<service>.<country>.
 */
export function factKeys(data: Record<string, unknown>): string[] {
  const social = Array.isArray(data["social"]) ? (data["social"] as Array<{ name?: unknown }>).map((s) => `social.${String(s.name)}`) : []
  const entities = Array.isArray(data["employingEntities"]) ? (data["employingEntities"] as Array<{ country?: unknown }>).map((e) => `employingEntities.${String(e.country)}`) : []
  const feeItems = (data["fees"] as { items?: unknown } | undefined)?.items
  const fees = Array.isArray(feeItems) ? (feeItems as Array<{ service?: unknown; country?: unknown }>).map((f) => `fees.${String(f.service)}.${String(f.country)}`) : []
  const plain = Object.keys(data).filter((k) => !["social", "employingEntities", "fees", "unconfirmed", "navigation", "footer", "labels"].includes(k))
  return [...plain, ...social, ...entities, ...fees]
}

/**
 * The company facts of site.yaml that are not confirmed, and mistakes in the list: a key that names no fact,
 * or a confirmed employing entity without a name. `release` turns the unconfirmed facts into problems.
 */
export function checkCompanyFacts(data: Record<string, unknown>, release: boolean, file = "content/site.yaml"): { unconfirmed: string[]; problems: string[] } {
  const problems: string[] = []
  const list = data["unconfirmed"] ?? []
  if (!Array.isArray(list) || list.some((k) => typeof k !== "string")) return { unconfirmed: [], problems: [`${file}: field "unconfirmed" must be a list of fact names`] }
  const keys = new Set(factKeys(data))
  for (const k of list as string[]) if (!keys.has(k)) problems.push(`${file}: "unconfirmed" names "${k}", which is not a fact in the file (one of: ${[...keys].join(", ")})`)
  for (const e of (data["employingEntities"] as Array<{ country?: string; name?: string | null }> | undefined) ?? []) {
    if (!list.includes(`employingEntities.${e.country}`) && (typeof e.name !== "string" || e.name.trim() === "")) problems.push(`${file}: employingEntities.${e.country} is confirmed but has no name`)
  }
  if (release && list.length > 0) {
    problems.push(`${file}: a production build cannot publish unconfirmed company facts. Confirm or remove each (see README, "Deploy"):\n${(list as string[]).map((k) => `    - ${k}`).join("\n")}`)
  }
  return { unconfirmed: list as string[], problems }
}
