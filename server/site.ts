/**
 * The rules the production server applies with what the build hands it (server/manifest.ts): reading and
 * checking the site manifest, the headers for a path, the redirects, the caching of a file. Pure, except
 * for reading the manifest file.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { SITE_MANIFEST, type HeaderRule, type Redirect, type SiteManifest } from "./manifest"

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === "string"

/** The manifest's content checked field by field; throws naming the first thing wrong. */
export function parseManifest(json: string, file: string): SiteManifest {
  const wrong = (what: string): Error => new Error(`${file}: ${what}; run \`npm run build\` to write it again`)
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch (error) {
    throw wrong(`not JSON (${error instanceof Error ? error.message : String(error)})`)
  }
  if (!isObject(data)) throw wrong("not an object")
  const { headers, redirects, publicSiteKey, precompressed = null } = data
  const isHeader = (h: unknown): boolean => isObject(h) && isString(h["key"]) && isString(h["value"])
  if (!Array.isArray(headers) || !headers.every((r) => isObject(r) && isString(r["source"]) && Array.isArray(r["headers"]) && r["headers"].every(isHeader))) {
    throw wrong("`headers` is not a list of { source, headers: [{ key, value }] }")
  }
  if (!Array.isArray(redirects) || !redirects.every((r) => isObject(r) && isString(r["fromPath"]) && isString(r["toPath"]))) {
    throw wrong("`redirects` is not a list of { fromPath, toPath }")
  }
  if (publicSiteKey !== null && !isString(publicSiteKey)) throw wrong("`publicSiteKey` is neither a string nor null")
  if (precompressed !== null && !(isObject(precompressed) && typeof precompressed["files"] === "number" && isString(precompressed["at"]))) {
    throw wrong("`precompressed` is not { files, at }")
  }
  return { headers: headers as HeaderRule[], redirects: redirects as Redirect[], publicSiteKey, precompressed: precompressed as SiteManifest["precompressed"] }
}

export function readManifest(root: string): SiteManifest {
  const file = path.join(root, SITE_MANIFEST)
  let json: string
  try {
    json = readFileSync(file, "utf8")
  } catch {
    throw new Error(`${file} is missing: run \`npm run build\` first`)
  }
  return parseManifest(json, file)
}

export function matchesSource(source: string, pathname: string): boolean {
  return source.endsWith("*") ? pathname.startsWith(source.slice(0, -1)) : pathname === source
}

/** The headers of the rules that apply to a path, later rules winning (names as written in the rules). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (matchesSource(rule.source, pathname)) for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value
  }
  return headers
}

/** The path without its trailing slash ("/" stays "/"). */
export const withoutSlash = (pathname: string): string => (pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname)

/** fromPath (without trailing slash) → toPath, for plain redirects (no splats or parameters). */
export function redirectMap(redirects: readonly Redirect[]): Map<string, string> {
  const map = new Map<string, string>()
  for (const { fromPath, toPath } of redirects) {
    if (!/[*:?]/.test(fromPath)) map.set(withoutSlash(fromPath), toPath)
  }
  return map
}

/** A redirect's Location: its target with the request's query string (joined to a query the target has). */
export const redirectLocation = (toPath: string, query: string): string => (query === "" ? toPath : `${toPath}${toPath.includes("?") ? "&" : "?"}${query}`)

/** A request URL's path and query string (without the "?"). */
export function splitUrl(url: string): [pathname: string, query: string] {
  const at = url.indexOf("?")
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at + 1)]
}

export const IMMUTABLE = "public, max-age=31536000, immutable"
export const REVALIDATE = "public, max-age=0, must-revalidate"

/**
 * Cache-Control of a file of `public/` (its path relative to that folder, "/" separated): for ever for
 * webpack's bundles and styles at the top level and everything under static/ (named by a hash of their
 * content), revalidated for everything else (pages, page data, sw.js). A pre-compressed copy (.br, .gz)
 * is cached like its original. gatsby-config's `headers` can still override it for a path (pagefind's
 * hashed chunks).
 */
export function cacheControl(relative: string): string {
  const file = relative.replace(/\.(br|gz)$/, "")
  const hashed = (/^[^/]+\.(js|css)$/.test(file) && file !== "sw.js") || file.startsWith("static/")
  return hashed ? IMMUTABLE : REVALIDATE
}
