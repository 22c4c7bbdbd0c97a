import fs from "node:fs"
import path from "node:path"
import type { PageContext, PlannedRedirect, SitePlan } from "./routes"

/**
 * The route plan on disk. createPages writes it once per run (gatsby/create-pages.ts); the steps that come
 * later read it instead of deciding anything again: the post-build steps (redirect stubs, social cards) read
 * PLAN_FILE, and the browser bundle imports BROWSER_REDIRECTS_FILE through the BROWSER_REDIRECTS_MODULE alias
 * (gatsby/on-create-webpack-config.ts). Webpack reads that file when it compiles the module, which is after
 * createPages in `gatsby build` and `gatsby develop` alike, and `develop` recompiles when createPages writes
 * it again; a build that reaches the browser bundle without it fails, naming the module.
 */
export const PLAN_DIR = path.resolve(".cache", "route-plan")
export const PLAN_FILE = path.join(PLAN_DIR, "plan.json")
export const BROWSER_REDIRECTS_FILE = path.join(PLAN_DIR, "browser-redirects.json")
/** The module name gatsby-browser.tsx imports the redirect map by (declared in src/types/route-plan.d.ts). */
export const BROWSER_REDIRECTS_MODULE = "@route-plan/browser-redirects"

/** What later steps read: each page's decided facts and every redirect. */
export interface PlanFile {
  pages: Array<{ path: string } & Pick<PageContext, "kind" | "seoTitle" | "section">>
  redirects: PlannedRedirect[]
}

/** Old path → new path, one key per old path (the browser normalises the trailing slash itself). */
export const browserRedirects = (redirects: readonly PlannedRedirect[]): Record<string, string> => Object.fromEntries(redirects.filter((r) => !r.fromPath.endsWith("/")).map((r) => [r.fromPath, r.toPath]))

export function writePlanFiles(plan: Pick<SitePlan, "pages" | "redirects">, dir = PLAN_DIR): void {
  const file: PlanFile = {
    pages: plan.pages.map(({ path: pagePath, context: { kind, seoTitle, section } }) => ({ path: pagePath, kind, seoTitle, section })),
    redirects: plan.redirects,
  }
  fs.mkdirSync(dir, { recursive: true })
  writeIfChanged(path.join(dir, path.basename(PLAN_FILE)), JSON.stringify(file))
  writeIfChanged(path.join(dir, path.basename(BROWSER_REDIRECTS_FILE)), JSON.stringify(browserRedirects(plan.redirects)))
}

function writeIfChanged(file: string, text: string): void {
  // Only rewritten when it changes, so `gatsby develop` does not recompile the browser bundle for nothing.
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return
  fs.writeFileSync(`${file}.tmp`, text)
  fs.renameSync(`${file}.tmp`, file)
}

export function readPlanFile(file = PLAN_FILE): PlanFile {
  if (!fs.existsSync(file)) throw new Error(`${path.relative(process.cwd(), file)} is missing: createPages writes it (gatsby/create-pages.ts)`)
  return JSON.parse(fs.readFileSync(file, "utf8")) as PlanFile
}
