/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { loadSiteFacts, resolveSiteUrl, yamlTypeName } from "../site-facts"
import { REDIRECT_SCRIPT, redirectStubHtml, stubFile } from "../redirect-stub"

/** The tests' own site.yaml (npm run check:content checks the real one). */
const FIXTURE_SITE = path.join(__dirname, "..", "..", "..", "src", "test", "fixtures", "content", "site.yaml")

describe("site facts", () => {
  it("reads name, description and site URL from a site.yaml", () => {
    const facts = loadSiteFacts(FIXTURE_SITE)
    expect(facts.name).toBe("Solvix")
    expect(facts.siteUrl).toMatch(/^https:\/\//)
  })

  it("names the file and field when a fact is missing", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "facts-")), "site.yaml")
    fs.writeFileSync(file, "name: Solvix\ndescription: ''\n")
    expect(() => loadSiteFacts(file)).toThrow(/site.yaml: field "description" must be a non-empty string/)
  })

  it("lets SITE_URL override the file and drops trailing slashes", () => {
    expect(resolveSiteUrl("https://www.solvix.sg/", undefined)).toBe("https://www.solvix.sg")
    expect(resolveSiteUrl("https://www.solvix.sg", "https://preview.example.net/")).toBe("https://preview.example.net")
    expect(() => resolveSiteUrl("https://x", "ftp://x")).toThrow(/http or https/)
    expect(() => resolveSiteUrl("not a url")).toThrow(/not an absolute URL/)
  })

  it("names YAML types after the file", () => {
    expect(yamlTypeName("site")).toBe("SiteYaml")
    expect(yamlTypeName("statutory-rates")).toBe("StatutoryRatesYaml")
  })
})

describe("redirect stubs", () => {
  it("replaces the location keeping query and hash, works without JS, is canonical and noindex", () => {
    const html = redirectStubHtml("/sectors/legal", "https://www.solvix.sg")
    expect(html).toContain('<link rel="canonical" href="https://www.solvix.sg/sectors/legal">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/sectors/legal">')
    expect(html).toContain(`<script data-to="/sectors/legal">${REDIRECT_SCRIPT}</script>`)
  })
  it("puts the stub at the old path's index.html", () => {
    expect(stubFile("/industries/health-care/")).toBe("industries/health-care/index.html")
  })
})

import { closedJobs, sitemapPages } from "../sitemap"
import { robotsTxt, rssXml, sitemapIndexXml } from "../crawler-files"

describe("sitemaps, robots and feed", () => {
  const pages = [{ path: "/" }, { path: "/about" }, { path: "/404" }, { path: "/404.html" }, { path: "/dev-404-page" }, { path: "/search" }, { path: "/resources/blog/a" }, { path: "/resources/blog/page/2" }]
  const entries = [
    { path: "/about", kind: "page", lastmod: "2026-11-20" },
    { path: "/resources/blog/a", kind: "article", lastmod: "2025-01-14" },
  ]
  it("puts articles in the blog sitemap and every other canonical page in the other", () => {
    expect(sitemapPages(pages, entries, "pages")).toEqual([
      { path: "/", lastmod: null },
      { path: "/about", lastmod: "2026-11-20" },
      { path: "/resources/blog/page/2", lastmod: null },
    ])
    expect(sitemapPages(pages, entries, "blog")).toEqual([{ path: "/resources/blog/a", lastmod: "2025-01-14" }])
  })
  it("leaves out a job opening closed on the build's day, and keeps one still open", () => {
    const jobs = [{ path: "/careers/a", validThrough: "2027-01-31" }, { path: "/careers/b", validThrough: "2027-03-31" }]
    const closed = closedJobs(jobs, "2027-02-01")
    expect([...closed]).toEqual(["/careers/a"])
    expect([...closedJobs(jobs, "2027-01-31")]).toEqual([])
    const withJobs = [...pages, { path: "/careers/a" }, { path: "/careers/b" }]
    expect(sitemapPages(withJobs, entries, "pages", closed).map((p) => p.path)).toEqual(["/", "/about", "/careers/b", "/resources/blog/page/2"])
  })
  it("names the sitemap index in robots.txt", () => {
    expect(robotsTxt("https://x.sg")).toContain("Sitemap: https://x.sg/sitemap-index.xml")
  })
  it("lists both sitemaps in the index", () => {
    const xml = sitemapIndexXml("https://x.sg", [{ path: "/sitemap.xml" }, { path: "/blog-sitemap.xml", lastmod: "2025-11-06" }])
    expect(xml).toContain("<loc>https://x.sg/sitemap.xml</loc>")
    expect(xml).toContain("<loc>https://x.sg/blog-sitemap.xml</loc>\n    <lastmod>2025-11-06</lastmod>")
  })
  it("writes an RSS 2.0 feed with escaped text and RFC 822 dates", () => {
    const xml = rssXml({ siteUrl: "https://x.sg", name: "Solvix", description: "EOR & staffing" }, [{ path: "/resources/blog/a", title: "EOR vs PEO <2025>", description: "d", date: "2025-01-14", category: "Compliance" }], new Date("2026-11-22T00:00:00Z"))
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain("<title>EOR vs PEO &lt;2025&gt;</title>")
    expect(xml).toContain("<pubDate>Tue, 14 Jan 2025 00:00:00 GMT</pubDate>")
    expect(xml).toContain("<description>EOR &amp; staffing</description>")
    expect(xml).toContain('<atom:link href="https://x.sg/rss.xml" rel="self" type="application/rss+xml" />')
  })
})

import yaml from "js-yaml"
import { checkCompanyFacts, isReleaseBuild } from "../site-facts"

describe("company facts: confirmed or not", () => {
  const site = yaml.load(fs.readFileSync(FIXTURE_SITE, "utf8")) as Record<string, unknown>

  it("knows a release build: Netlify production, or SOLVIX_RELEASE=1; previews and local builds are not", () => {
    expect(isReleaseBuild({ NETLIFY: "true", CONTEXT: "production" })).toBe(true)
    expect(isReleaseBuild({ SOLVIX_RELEASE: "1" })).toBe(true)
    expect(isReleaseBuild({ NETLIFY: "true", CONTEXT: "deploy-preview" })).toBe(false)
    expect(isReleaseBuild({ NETLIFY: "true", CONTEXT: "branch-deploy" })).toBe(false)
    expect(isReleaseBuild({})).toBe(false)
  })

  it("a preview build passes and lists the unconfirmed facts", () => {
    const { unconfirmed, problems } = checkCompanyFacts(site, false)
    expect(problems).toEqual([])
    expect(unconfirmed).toEqual(expect.arrayContaining(["phone", "address", "social.LinkedIn", "employingEntities.ID"]))
  })

  it("a production build fails listing every unconfirmed fact", () => {
    const { problems } = checkCompanyFacts(site, true)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/site.yaml: a production build cannot publish unconfirmed company facts/)
    for (const key of site["unconfirmed"] as string[]) expect(problems[0]).toContain(`    - ${key}\n`.trimEnd())
  })

  it("passes in production once every fact is confirmed, and names mistakes in the list", () => {
    const entities = [{ country: "ID", countryName: "Indonesia", name: "PT Example Indonesia" }]
    expect(checkCompanyFacts({ ...site, employingEntities: entities, unconfirmed: [] }, true).problems).toEqual([])
    expect(checkCompanyFacts({ ...site, unconfirmed: ["fax"] }, false).problems[0]).toMatch(/"unconfirmed" names "fax", which is not a fact in the file/)
    expect(checkCompanyFacts({ ...site, employingEntities: [{ country: "VN", countryName: "Vietnam", name: null }], unconfirmed: [] }, false).problems).toEqual(["content/site.yaml: employingEntities.VN is confirmed but has no name"])
  })
})
