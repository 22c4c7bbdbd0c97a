import fs from "node:fs/promises"
import path from "node:path"
import type { Reporter } from "gatsby"
import { robotsTxt, rssXml, sitemapIndexXml, type FeedItem } from "../lib/post-build/crawler-files"

/** The two gatsby-plugin-sitemap instances write here (gatsby-config.ts); we publish their files at the root. */
export const SITEMAP_OUTPUTS = { pages: "/sitemaps/pages", blog: "/sitemaps/blog" } as const

async function publishSitemap(publicDir: string, from: string, to: string): Promise<void> {
  const dir = path.join(publicDir, from)
  const files = (await fs.readdir(dir)).filter((f) => /^sitemap-\d+\.xml$/.test(f))
  if (files.length !== 1) throw new Error(`Expected one sitemap file in ${from}, found ${files.length}: raise entryLimit or list them all in the index`)
  await fs.copyFile(path.join(dir, files[0] as string), path.join(publicDir, to))
  await fs.rm(dir, { recursive: true, force: true })
}

export async function writeCrawlerFiles(publicDir: string, site: { siteUrl: string; name: string; description: string }, articles: readonly FeedItem[], reporter: Reporter): Promise<void> {
  await publishSitemap(publicDir, SITEMAP_OUTPUTS.pages, "sitemap.xml")
  await publishSitemap(publicDir, SITEMAP_OUTPUTS.blog, "blog-sitemap.xml")
  await fs.rm(path.join(publicDir, "sitemaps"), { recursive: true, force: true })
  const newest =
    articles
      .map((a) => a.date)
      .sort()
      .at(-1) ?? null
  await fs.writeFile(path.join(publicDir, "sitemap-index.xml"), sitemapIndexXml(site.siteUrl, [{ path: "/sitemap.xml" }, { path: "/blog-sitemap.xml", lastmod: newest }]))
  await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(site.siteUrl))
  await fs.writeFile(path.join(publicDir, "rss.xml"), rssXml(site, articles, new Date()))
  reporter.info(`Wrote sitemap.xml, blog-sitemap.xml, sitemap-index.xml, robots.txt and rss.xml (${articles.length} articles)`)
}
