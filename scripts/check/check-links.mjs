// @ts-check
// npm run check:links — crawl the served build from / and fail on any broken internal link, image or asset.
//   node scripts/check/check-links.mjs [--url http://127.0.0.1:PORT]
// Without --url it serves public/ with `gatsby serve` on a free loopback port (scripts/lib/serve.mjs) and
// stops it afterwards. linkinator follows every page of the site's own origin and checks each link, image,
// srcset entry, script, stylesheet and font (CSS url()) it finds; then every link's #fragment is looked up
// among the ids of its target page as served, and every script a page's bundle loader lists is fetched.
// Absolute URLs on the site's canonical origin (canonical links, og:image, JSON-LD) are checked against the
// local server too. Skipped: other origins, mailto:, tel:, /api/. Exits 1 when anything answers outside
// 2xx/3xx, listing each broken URL with the pages that link to it.
import { parseArgs } from "node:util"
import { LinkChecker, LinkState } from "linkinator"
import { startServe } from "../lib/serve.mjs"

const { values: args } = parseArgs({ options: { url: { type: "string" } } })

/** @typedef {{ url: string, status: number, parent?: string, failureDetails?: unknown[] }} Broken */

/**
 * The origin the build wrote into its canonical links (content/site.yaml, or SITE_URL at build time).
 * @param {string} local
 */
async function canonicalOrigin(local) {
  const html = await (await fetch(`${local}/`)).text()
  const href = html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1] ?? html.match(/<link[^>]*href="([^"]+)"[^>]*rel="canonical"/)?.[1]
  return href ? new URL(href).origin : null
}

/** @param {string} s */
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** @param {string} local */
async function crawl(local) {
  const siteOrigin = (await canonicalOrigin(local)) ?? local
  /** @type {Set<string>} */
  const pages = new Set()
  const checker = new LinkChecker()
  // A page is met both as /path and as /path/ (where gatsby serve redirects it): count it once.
  checker.on("pagestart", (url) => {
    const { origin, pathname, search } = new URL(url)
    if (!/\.css$/.test(pathname)) pages.add(`${origin}${pathname.replace(/(.)\/$/, "$1")}${search}`)
  })
  const { links } = await checker.check({
    path: `${local}/`,
    recurse: true,
    checkCss: true,
    concurrency: 8,
    timeout: 20_000,
    retryErrors: true,
    retryErrorsCount: 2,
    // The canonical origin stands for this server: check those URLs here rather than on the live site.
    urlRewriteExpressions: siteOrigin === local ? [] : [{ pattern: new RegExp(`^${escapeRegExp(siteOrigin)}(?=/|$)`), replacement: local }],
    linksToSkip: async (link) => {
      if (!/^https?:/.test(link)) return true
      const url = new URL(link)
      if (url.origin !== local && url.origin !== siteOrigin) return true
      return url.pathname.startsWith("/api/")
    },
  })
  return { links, pages: [...pages], siteOrigin }
}

/**
 * Links whose #fragment names no element (id or a[name]) of the served target page. Deterministic, unlike
 * linkinator's own fragment check, which only looks at pages fetched after the fragment was seen.
 */
/** @type {Map<string, Promise<string | null>>} */
const htmlCache = new Map()
/**
 * A served page's HTML, fetched once; null when it is not an HTML page.
 * @param {string} url
 * @returns {Promise<string | null>}
 */
const htmlOf = (url) => {
  if (!htmlCache.has(url)) {
    htmlCache.set(
      url,
      fetch(url)
        .then((r) => (r.ok && /html/.test(r.headers.get("content-type") ?? "") ? r.text() : null))
        .catch(() => null),
    )
  }
  return htmlCache.get(url) ?? Promise.resolve(null)
}

/**
 * @param {string} local
 * @param {string} siteOrigin
 * @param {string[]} pages
 * @returns {Promise<Broken[]>}
 */
async function brokenFragments(local, siteOrigin, pages) {
  /** @type {Map<string, Set<string>>} */
  const ids = new Map()
  /**
   * @param {string} url
   * @param {string} html
   * @returns {Set<string>}
   */
  const idsOf = (url, html) => {
    if (!ids.has(url)) {
      const found = [...html.matchAll(/<[a-z][^>]*?\sid="([^"]+)"/gi), ...html.matchAll(/<a\b[^>]*?\sname="([^"]+)"/gi)]
      ids.set(url, new Set(found.map((m) => m[1] ?? "")))
    }
    return ids.get(url) ?? new Set()
  }
  /** @type {Broken[]} */
  const broken = []
  for (const page of pages) {
    const html = await htmlOf(page)
    if (!html) continue
    for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*#[^"]+)"/gi)) {
      let url
      try {
        url = new URL((match[1] ?? "").replace(/&amp;/g, "&"), page)
      } catch {
        continue
      }
      if (url.origin === siteOrigin) url = new URL(`${url.pathname}${url.search}${url.hash}`, local)
      if (url.origin !== local || url.pathname.startsWith("/api/")) continue
      const fragment = decodeURIComponent(url.hash.slice(1))
      url.hash = ""
      // "#top" is the top of any page (HTML's rule for fragments).
      if (fragment.toLowerCase() === "top") continue
      const target = await htmlOf(url.href)
      if (target && !idsOf(url.href, target).has(fragment)) {
        broken.push({ url: `${url.href}#${fragment}`, status: 200, parent: page, failureDetails: [new Error(`no element with id "${fragment}" on the page`)] })
      }
    }
  }
  return broken
}

/**
 * The bundles each page's loader script starts after the first paint (gatsby/lib/post-build/inline-scripts.ts,
 * deferBundleScripts): they are in an attribute, where linkinator does not look, so each is fetched here.
 */
/**
 * @param {string} local
 * @param {string[]} pages
 */
async function brokenBundles(local, pages) {
  /** @type {Map<string, string>} */
  const parents = new Map()
  for (const page of pages) {
    const list = (await htmlOf(page))?.match(/<script id="bundle-loader" data-scripts='([^']*)'/)?.[1]
    for (const src of list
      ? JSON.parse(
          list
            .replace(/&quot;/g, '"')
            .replace(/&#39;/g, "'")
            .replace(/&amp;/g, "&"),
        )
      : []) {
      const url = new URL(src, local).href
      if (!parents.has(url)) parents.set(url, page)
    }
  }
  /** @type {Broken[]} */
  const broken = []
  for (const [url, parent] of parents) {
    const response = await fetch(url).catch(() => null)
    if (!response?.ok) broken.push({ url, status: response?.status ?? 0, parent, failureDetails: [new Error("a script of the page's bundle loader")] })
  }
  return { broken, checked: [...parents.keys()] }
}

async function main() {
  const started = Date.now()
  const server = args.url ? null : await startServe()
  const local = (args.url ?? server?.url ?? "").replace(/\/$/, "")
  let result
  try {
    const crawled = await crawl(local)
    result = { ...crawled, fragments: await brokenFragments(local, crawled.siteOrigin, crawled.pages), bundles: await brokenBundles(local, crawled.pages) }
  } finally {
    await server?.stop()
  }

  /** @type {Broken[]} */
  const broken = [...result.links.filter((l) => l.state === LinkState.BROKEN).map((l) => ({ url: l.url, status: l.status ?? 0, ...(l.parent ? { parent: l.parent } : {}), failureDetails: l.failureDetails ?? [] })), ...result.fragments, ...result.bundles.broken]
  const brokenUrls = new Set(broken.map((b) => b.url))
  const fine = new Set([...result.links.filter((l) => l.state === LinkState.OK).map((l) => l.url), ...result.bundles.checked.filter((u) => !brokenUrls.has(u))])
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  /** @param {string | undefined} u */
  const show = (u) => (u ?? "").replace(local, "")
  if (broken.length === 0) {
    console.log(`check:links: ${result.pages.length} pages crawled, ${fine.size} internal URLs answered 2xx/3xx (${seconds} s).`)
    return
  }
  /** @type {Map<string, { status: number, parents: Set<string>, details: unknown[] }>} */
  const byUrl = new Map()
  for (const b of broken) {
    const entry = byUrl.get(b.url) ?? { status: b.status, parents: new Set(), details: b.failureDetails ?? [] }
    if (b.parent) entry.parents.add(show(b.parent))
    byUrl.set(b.url, entry)
  }
  console.error(`check:links: ${byUrl.size} broken internal URL(s); ${result.pages.length} pages crawled, ${fine.size} URLs fine (${seconds} s):`)
  for (const [url, { status, parents, details }] of byUrl) {
    const why = [...new Set(details.map((d) => (d instanceof Error ? d.message : `HTTP ${/** @type {{ status?: number }} */ (d).status}`)).filter(Boolean))]
    console.error(`  ${show(url)}  [${status || "no response"}${why.length ? `: ${why.join("; ")}` : ""}]`)
    for (const p of [...parents].sort()) console.error(`      linked from ${p || "/"}`)
  }
  process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
