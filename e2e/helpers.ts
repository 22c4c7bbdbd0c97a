import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import SPEC_REDIRECTS from "./spec-redirects.json"
import type { PlanFile } from "../gatsby/lib/plan/plan-file"

/**
 * Waits until the app has hydrated: DeferredHydration (src/framework/deferred-hydration.tsx) marks
 * <html data-hydrated> once the page's effects (the popup's timer among them) have run. Keys and clicks before
 * that go nowhere, and advancing a fake clock before it would skip a timer not yet set.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" })
}

/**
 * The visitor's first act (a pointer move), after which the parts that wait for one have their code: the footer,
 * the loading notice of a slow move, the cards' icons (src/framework/parts.tsx, `afterFirstAct`). Until then the
 * footer's links are plain links, which load a whole page; a test of a move within the app starts with this.
 */
export async function visitorActs(page: Page): Promise<void> {
  const quiet = watchRequests(page)
  await page.mouse.move(1, 1)
  await quiet()
}

/** Paths listed in the built sitemaps, as site-relative paths. */
export function sitemapPaths(file: "sitemap.xml" | "blog-sitemap.xml"): string[] {
  const xml = fs.readFileSync(path.join("public", file), "utf8")
  return Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1] as string).pathname)
}

/** The pages the route plan decided (createPages writes it beside the build: gatsby/lib/plan/plan-file.ts), of one kind. */
export function plannedPages(kind: string): string[] {
  const plan = JSON.parse(fs.readFileSync(path.join(".cache", "route-plan", "plan.json"), "utf8")) as PlanFile
  return plan.pages.filter((p) => p.kind === kind).map((p) => p.path)
}

/** Every HTML page in the build, with whether it is a redirect stub or noindex. */
export function builtPages(): Array<{ path: string; noindex: boolean }> {
  const out: Array<{ path: string; noindex: boolean }> = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!["page-data", "static", "og", "pagefind", "~partytown", "_gatsby"].includes(entry.name)) walk(full)
      } else if (entry.name === "index.html") {
        const html = fs.readFileSync(full, "utf8")
        const rel = `/${path.relative("public", dir)}`.replace(/\/$/, "") || "/"
        out.push({ path: rel === "/." ? "/" : rel, noindex: /<meta[^>]+name="robots"[^>]+content="noindex/.test(html) })
      }
    }
  }
  walk("public")
  return out
}

/**
 * The spec's redirects (its section "Redirects"), old path → new path: written down once, apart from the
 * content that implements them, for these tests and scripts/check/check-netlify.mjs.
 */
export const REDIRECTS: ReadonlyArray<[string, string]> = SPEC_REDIRECTS.map(([from, to]) => {
  if (!from || !to) throw new Error("e2e/spec-redirects.json: each entry is [old path, new path]")
  return [from, to]
})

/**
 * Counts a page's requests from now on; the function returned resolves once none has been in flight for `quietMs`
 * (real time). Playwright's "networkidle" is reached once per load, and a loaded machine can reach it while the
 * page's scripts are still being parsed, before hydration asks for the parts that load on demand (the popup's
 * code among them); this can be awaited after hydration.
 */
export function watchRequests(page: Page, quietMs = 500): () => Promise<void> {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (by: number) => () => {
    inFlight += by
    lastChange = Date.now()
  }
  page.on("request", change(1))
  page.on("requestfinished", change(-1))
  page.on("requestfailed", change(-1))
  return async () => {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
