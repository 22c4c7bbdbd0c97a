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
