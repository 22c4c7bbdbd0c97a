/** Pure builders of the files crawlers read: robots.txt, the sitemap index and the RSS feed. */

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n")
}

export function sitemapIndexXml(siteUrl: string, sitemaps: ReadonlyArray<{ path: string; lastmod?: string | null }>): string {
  const entries = sitemaps.map((s) => `  <sitemap>\n    <loc>${xmlEscape(`${siteUrl}${s.path}`)}</loc>${s.lastmod ? `\n    <lastmod>${s.lastmod}</lastmod>` : ""}\n  </sitemap>`).join("\n")
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`
}

export interface FeedItem {
  path: string
  title: string
  description: string
  date: string
  category: string
}

/** RFC 822 date, as RSS 2.0 requires: "Tue, 14 Jan 2025 00:00:00 GMT". */
export const rfc822 = (isoDate: string): string => new Date(`${isoDate}T00:00:00Z`).toUTCString()

/** Which feed: the blog's (the default) or another page's, e.g. the statutory change log. */
export interface FeedChannel {
  title: string
  /** The page the feed follows. */
  path: string
  /** Where the feed itself is published. */
  feedPath: string
  description: string
}

export function rssXml(site: { siteUrl: string; name: string; description: string }, items: readonly FeedItem[], buildDate: Date, channel?: FeedChannel): string {
  const ch: FeedChannel = channel ?? { title: `${site.name} Blog`, path: "/resources/blog", feedPath: "/rss.xml", description: site.description }
  const body = items
    .map((i) =>
      [
        "    <item>",
        `      <title>${xmlEscape(i.title)}</title>`,
        `      <link>${xmlEscape(site.siteUrl + i.path)}</link>`,
        `      <guid isPermaLink="true">${xmlEscape(site.siteUrl + i.path)}</guid>`,
        `      <pubDate>${rfc822(i.date)}</pubDate>`,
        `      <category>${xmlEscape(i.category)}</category>`,
        `      <description>${xmlEscape(i.description)}</description>`,
        "    </item>",
      ].join("\n"),
    )
    .join("\n")
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlEscape(ch.title)}</title>
    <link>${xmlEscape(`${site.siteUrl}${ch.path}`)}</link>
    <atom:link href="${xmlEscape(`${site.siteUrl}${ch.feedPath}`)}" rel="self" type="application/rss+xml" />
    <description>${xmlEscape(ch.description)}</description>
    <language>en-sg</language>
    <lastBuildDate>${buildDate.toUTCString()}</lastBuildDate>
${body}
  </channel>
</rss>
`
}
