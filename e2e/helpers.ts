import fs from "node:fs"
import path from "node:path"
import SPEC_REDIRECTS from "./spec-redirects.json"

/** Paths listed in the built sitemaps, as site-relative paths. */
export function sitemapPaths(file: "sitemap.xml" | "blog-sitemap.xml"): string[] {
  const xml = fs.readFileSync(path.join("public", file), "utf8")
  return Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1] as string).pathname)
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
 * content that implements them, for these tests and scripts/check-netlify.mjs.
 */
export const REDIRECTS: ReadonlyArray<[string, string]> = SPEC_REDIRECTS.map(([from, to]) => {
  if (!from || !to) throw new Error("e2e/spec-redirects.json: each entry is [old path, new path]")
  return [from, to]
})
