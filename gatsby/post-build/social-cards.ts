import crypto from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import type { BuildArgs, Reporter } from "gatsby"
import { NOT_FOUND_CARD_PAGE, SOCIAL_CARD_DIR, socialCardPath } from "../../src/shared/social-card-path"
import { cardFontPaths, loadCardFonts, renderSocialCard, type SocialCardContent } from "./social-card"

/** One card to draw: the page it belongs to and what it says. */
export interface CardJob {
  pagePath: string
  content: SocialCardContent
}

export interface CardPlanInput {
  siteName: string
  tagline: string
  siteUrl: string
  /** The route plan's pages (gatsby/lib/plan/plan-file.ts): each with the title and section its card shows. */
  planned: ReadonlyArray<{ path: string; seoTitle: string; section: string }>
  /** Every page Gatsby built. */
  pages: ReadonlyArray<{ path: string }>
}

/** Pages with no card of their own: the not-found page's forms, which point at the generic card. */
const NOT_FOUND_FORMS = new Set(["/404", "/404.html", "/dev-404-page"])
const bare = (p: string) => (p === "/" ? "/" : p.replace(/\/+$/, ""))

/**
 * The cards of a build: one per planned page (content entries and each page of a paginated listing, titled
 * as the plan titles the page), the home page, the search page and the generic not-found card. `missing`
 * names built pages that none of these covers.
 */
export function planSocialCards({ siteName, tagline, siteUrl, planned, pages }: CardPlanInput): { jobs: CardJob[]; missing: string[] } {
  const host = new URL(siteUrl).host
  const card = (pagePath: string, title: string, section: string): CardJob => ({ pagePath, content: { title, section, siteName, host } })
  const jobs = new Map<string, CardJob>()
  const add = (job: CardJob) => {
    if (!jobs.has(job.pagePath)) jobs.set(job.pagePath, job)
  }
  for (const p of planned) add(card(p.path, p.seoTitle, p.section))
  add(card("/", tagline, "Employer of Record and Remote Staffing"))
  add(card("/search", "Search", "Resources"))
  // The title of src/pages/site-map.tsx.
  add(card("/site-map", "Site map", "Company"))
  // The title of src/pages/404.tsx.
  add(card(NOT_FOUND_CARD_PAGE, "Page Not Found", "Error 404"))
  const missing = pages.map((p) => bare(p.path)).filter((p) => !jobs.has(p) && !NOT_FOUND_FORMS.has(p))
  return { jobs: [...jobs.values()], missing }
}

/** The files whose change redraws every card: the design, the title rule, the colours and the fonts. */
const DESIGN_FILES = ["gatsby/post-build/social-card.tsx", "gatsby/lib/post-build/social-card-fit.ts", "src/styles/theme.ts"]

async function designFingerprint(root: string): Promise<string> {
  const hash = crypto.createHash("sha256")
  for (const file of [...DESIGN_FILES.map((f) => path.join(root, f)), ...cardFontPaths(root)]) hash.update(await fs.readFile(file))
  for (const pkg of ["satori", "sharp"]) {
    const manifest = JSON.parse(await fs.readFile(path.join(root, "node_modules", pkg, "package.json"), "utf8")) as { version: string }
    hash.update(`${pkg}@${manifest.version}`)
  }
  return hash.digest("hex")
}

/** The cache key of one card: what it says and how cards are drawn. */
export function cardKey(content: SocialCardContent, fingerprint: string): string {
  return crypto
    .createHash("sha256")
    .update(fingerprint)
    .update(JSON.stringify([content.title, content.section, content.siteName, content.host]))
    .digest("hex")
    .slice(0, 32)
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  // The workers share one iterator, so each item is taken once.
  const queue = items.values()
  const worker = async () => {
    for (const item of queue) await work(item)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  )
}

/** Removes the cards of pages that no longer exist (public/ is kept between builds). */
async function pruneStale(dir: string, keep: ReadonlySet<string>): Promise<number> {
  let removed = 0
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) removed += await pruneStale(full, keep)
    else if (entry.name.endsWith(".png") && !keep.has(full)) {
      await fs.rm(full)
      removed += 1
    }
  }
  return removed
}

export interface CardRunOptions {
  publicDir: string
  cacheDir: string
  root?: string
  concurrency?: number
}

/**
 * Writes each card to public/og/<path>.png. A card whose content and design are unchanged since an earlier
 * build is copied from the cache instead of drawn again.
 */
export async function writeSocialCards(jobs: readonly CardJob[], { publicDir, cacheDir, root = process.cwd(), concurrency = 4 }: CardRunOptions) {
  const started = performance.now()
  const [fonts, fingerprint] = await Promise.all([loadCardFonts(root), designFingerprint(root)])
  await fs.mkdir(cacheDir, { recursive: true })
  let drawn = 0
  const written = new Set<string>()
  const used = new Set<string>()
  await eachLimited(jobs, concurrency, async (job) => {
    const target = path.join(publicDir, socialCardPath(job.pagePath))
    const cached = path.join(cacheDir, `${cardKey(job.content, fingerprint)}.png`)
    written.add(target)
    used.add(cached)
    await fs.mkdir(path.dirname(target), { recursive: true })
    if (!(await exists(cached))) {
      const png = await renderSocialCard(job.content, fonts)
      await fs.writeFile(`${cached}.tmp`, png)
      await fs.rename(`${cached}.tmp`, cached)
      drawn += 1
    }
    await fs.copyFile(cached, target)
  })
  const stale = (await pruneStale(path.join(publicDir, SOCIAL_CARD_DIR), written)) + (await pruneStale(cacheDir, used))
  return { total: jobs.length, drawn, copied: jobs.length - drawn, stale, ms: Math.round(performance.now() - started) }
}

interface CardQueryData {
  site: { siteMetadata: { siteUrl: string } }
  siteYaml: { name: string; tagline: string } | null
  allSitePage: { nodes: Array<{ path: string }> }
}

/** The post-build step: a 1200 × 630 social card for every page, referenced by the Seo component. */
export async function generateSocialCards(graphql: BuildArgs["graphql"], reporter: Reporter, planned: CardPlanInput["planned"], publicDir = path.resolve("public")): Promise<void> {
  const result = await graphql<CardQueryData>(`
    {
      site { siteMetadata { siteUrl } }
      siteYaml { name tagline }
      allSitePage { nodes { path } }
    }
  `)
  if (result.errors || !result.data?.siteYaml) {
    reporter.panicOnBuild("Social cards: could not read the pages and company facts", result.errors as Error[] | undefined)
    return
  }
  const { site, siteYaml, allSitePage } = result.data
  const { jobs, missing } = planSocialCards({
    siteName: siteYaml.name,
    tagline: siteYaml.tagline,
    siteUrl: site.siteMetadata.siteUrl,
    planned,
    pages: allSitePage.nodes,
  })
  if (missing.length > 0) reporter.warn(`Social cards: no card for ${missing.join(", ")} (give the page a card in gatsby/post-build/social-cards.ts)`)
  const run = await writeSocialCards(jobs, { publicDir, cacheDir: path.resolve(".cache", "social-cards") })
  reporter.info(`Social cards: ${run.total} in ${(run.ms / 1000).toFixed(1)} s (${run.drawn} drawn, ${run.copied} from cache, ${run.stale} stale removed)`)
}
