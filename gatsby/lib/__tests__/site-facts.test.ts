/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { loadSiteFacts, resolveSiteUrl, yamlTypeName } from "../site-facts"
import { REDIRECT_SCRIPT, redirectStubHtml, stubFile } from "../post-build/redirect-stub"

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

import { closedJobs, sitemapPages } from "../plan/sitemap"
import { robotsTxt, rssXml, sitemapIndexXml } from "../post-build/crawler-files"

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
    const jobs = [
      { path: "/careers/a", validThrough: "2027-01-31" },
      { path: "/careers/b", validThrough: "2027-03-31" },
    ]
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

import { checkCompanyFacts, entryFacts, isReleaseBuild, unconfirmedKeys } from "../site-facts"
import { CONTENT_TYPES } from "../plan/content-types"
import { readCountries } from "../data-files"

describe("company facts: confirmed or not", () => {
  // The test's own site.yaml: every kind of fact, each filled in as the company would confirm it.
  const confirmed = (): Record<string, unknown> => ({
    name: "Example",
    legalName: "Example Pte. Ltd.",
    areaServed: ["SG", "MY", "PH", "TH", "VN", "ID"],
    uen: "201900001X",
    phone: "+65 0000 0000",
    responseTime: "within a day",
    social: [{ name: "LinkedIn", url: "https://www.linkedin.com/company/example" }],
    employingEntities: [
      {
        country: "PH",
        countryName: "the Philippines",
        relationship: "subsidiary",
        name: "Example PH Inc.",
        registrationLabel: "SEC registration number",
        registrationNumber: "CS0001",
        licences: [{ name: "DO 174 registration", number: "NCR-1", issuedBy: "DOLE NCR", validUntil: "2028-01-01" }],
      },
      { country: "IN", countryName: "India", relationship: "partner", name: "Example IN Pvt. Ltd.", registrationLabel: "CIN", registrationNumber: "U1", licences: [] },
    ],
    fees: { currency: "USD", items: [{ service: "employer-of-record", country: "PH", monthlyFrom: 499, deposit: "One month", setup: null, offboarding: 0, includes: "Payroll" }] },
    bookingUrl: "https://cal.example.com/team/discovery",
    team: [{ slug: "a-person", name: "A Person", role: "Head of Client Success", photo: "team/a-person.jpg", profileUrl: "https://www.linkedin.com/in/a-person" }],
    dataProtection: { officer: "dpo@example.com", storage: "Singapore", access: "Named staff", subProcessors: [{ name: "Mail Co", purpose: "E-mail", location: "Singapore" }] },
    certifications: [],
    complaints: { email: "complaints@example.com", acknowledgeWithin: "within 2 working days", resolveWithin: "within 30 days" },
    unconfirmed: [],
    navigation: [],
    footer: [],
    labels: {},
  })
  const jobs = ["client-success-manager"]

  it("knows a release build: Netlify production, or SOLVIX_RELEASE=1; previews and local builds are not", () => {
    expect(isReleaseBuild({ NETLIFY: "true", CONTEXT: "production" })).toBe(true)
    expect(isReleaseBuild({ SOLVIX_RELEASE: "1" })).toBe(true)
    expect(isReleaseBuild({ NETLIFY: "true", CONTEXT: "deploy-preview" })).toBe(false)
    expect(isReleaseBuild({ NETLIFY: "true", CONTEXT: "branch-deploy" })).toBe(false)
    expect(isReleaseBuild({})).toBe(false)
  })

  it("passes a release once every fact is confirmed", () => {
    expect(checkCompanyFacts(confirmed(), true, "content/site.yaml", { entries: { jobs } }).problems).toEqual([])
  })

  it("a preview passes and lists the unconfirmed facts; a release fails naming each with what it is", () => {
    const list = ["legalName", "employingEntities.PH", "fees.employer-of-record.PH", "bookingUrl", "team.a-person", "dataProtection.storage", "certifications", "complaints", "jobs.client-success-manager"]
    const site = { ...confirmed(), unconfirmed: list }
    expect(checkCompanyFacts(site, false, "content/site.yaml", { entries: { jobs } })).toEqual({ unconfirmed: list, problems: [] })
    const { problems } = checkCompanyFacts(site, true, "content/site.yaml", { entries: { jobs }, countries: readCountries(path.join(FIXTURE_SITE, "..", "..")) })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/site.yaml: a production build cannot publish unconfirmed company facts/)
    expect(problems[0]).toContain("    - employingEntities.PH (employing entity (Philippines))")
    expect(problems[0]).toContain("    - fees.employer-of-record.PH (fee for employer of record (Philippines))")
    expect(problems[0]).toContain("    - jobs.client-success-manager (job opening client-success-manager)")
    for (const key of list) expect(problems[0]).toContain(`    - ${key} (`)
  })

  it("names a key that is no fact, and a job that has no file", () => {
    expect(checkCompanyFacts({ ...confirmed(), unconfirmed: ["fax"] }, false).problems[0]).toMatch(/"unconfirmed" names "fax", which is not a fact in the file/)
    expect(checkCompanyFacts({ ...confirmed(), unconfirmed: ["jobs.gone"] }, false, "content/site.yaml", { entries: { jobs } }).problems[0]).toMatch(/names "jobs.gone"/)
  })

  it("refuses a confirmed fact that lacks what it needs", () => {
    const site = confirmed()
    const entities = site["employingEntities"] as Array<Record<string, unknown>>
    entities[0] = { ...entities[0], name: null, licences: [{ name: "DO 174 registration", number: null, issuedBy: null, validUntil: null }] }
    ;(site["fees"] as { items: Array<Record<string, unknown>> }).items[0]!["monthlyFrom"] = null
    site["bookingUrl"] = "http://cal.example.com/x"
    site["areaServed"] = ["SG", "MY", "PH"]
    site["certifications"] = null
    site["complaints"] = { email: "c@example.com", acknowledgeWithin: null, resolveWithin: null }
    ;(site["dataProtection"] as Record<string, unknown>)["access"] = null
    expect(checkCompanyFacts(site, false).problems).toEqual([
      'content/site.yaml: field "areaServed" must be the spec\'s list of where clients are served, SG, MY, PH, TH, VN, ID (["SG","MY","PH"])',
      "content/site.yaml: employingEntities.PH is confirmed but has no name, each licence's number",
      "content/site.yaml: fees.employer-of-record.PH is confirmed but has no monthlyFrom or no includes (a row the company does not price: delete it)",
      'content/site.yaml: bookingUrl must be an https address of the scheduling page, or null ("http://cal.example.com/x")',
      "content/site.yaml: dataProtection.access is confirmed but empty",
      "content/site.yaml: certifications is confirmed but null (write [] for none held)",
      "content/site.yaml: complaints is confirmed but lacks email, acknowledgeWithin or resolveWithin",
    ])
    // The same gaps are fine while the facts are unconfirmed: the pages then say only what is true without them.
    const unconfirmed = ["employingEntities.PH", "fees.employer-of-record.PH", "certifications", "complaints", "dataProtection.access"]
    expect(checkCompanyFacts({ ...site, bookingUrl: null, areaServed: ["SG", "MY", "PH", "TH", "VN", "ID"], unconfirmed }, false).problems).toEqual([])
  })

  it("proof: founding year, headcount, clients and quotes are facts; each client or quote needs the permission it was given", () => {
    const proof = {
      ...confirmed(),
      founded: 2019,
      headcount: 12,
      clients: [{ slug: "example-client", name: "Example Client Pte. Ltd.", logo: null, url: "https://www.example.com", permission: "E-mail from the client's COO, 2026-11-02" }],
      testimonials: [{ slug: "jo-example", name: "Jo Example", role: "Head of Support", company: "Example Client Pte. Ltd.", quote: "Example words.", permission: "Approved by e-mail, 2026-11-02" }],
    }
    expect(checkCompanyFacts(proof, true, "content/site.yaml", { entries: { clientStories: ["example-story"] } }).problems).toEqual([])
    // Unconfirmed, a release names each; a preview lists them.
    const list = ["founded", "headcount", "clients.example-client", "testimonials.jo-example", "clientStories.example-story"]
    const { problems } = checkCompanyFacts({ ...proof, unconfirmed: list }, true, "content/site.yaml", { entries: { clientStories: ["example-story"] } })
    expect(problems[0]).toContain("    - founded (founding year)")
    expect(problems[0]).toContain("    - clients.example-client (client example-client (name and logo, with permission))")
    expect(problems[0]).toContain("    - testimonials.jo-example (quote from jo-example (with permission))")
    expect(problems[0]).toContain("    - clientStories.example-story (client story example-story (with the client's permission))")
    // Confirmed without what it needs: no permission, a year that is no year, a logo that is no picture.
    const bad = { ...proof, founded: "2019", headcount: null, clients: [{ ...proof.clients[0], permission: null, logo: "logo.gif" }], testimonials: [{ slug: "x", name: "X" }] }
    expect(checkCompanyFacts(bad, false).problems).toEqual([
      'content/site.yaml: founded must be a year (e.g. 2019), or null ("2019")',
      "content/site.yaml: headcount is confirmed but null",
      "content/site.yaml: clients.example-client is confirmed but has no permission (who agreed, how and when)",
      "content/site.yaml: clients.example-client.logo must be a picture's path under content/ (clients/<slug>.svg), or null",
      "content/site.yaml: testimonials[0] needs slug (lower case, hyphens), name, role, company, quote",
    ])
    // While unconfirmed, a client without its permission yet is fine: it is not shown.
    expect(checkCompanyFacts({ ...bad, founded: null, clients: [{ ...proof.clients[0], permission: null }], testimonials: [], unconfirmed: ["founded", "headcount", "clients.example-client"] }, false).problems).toEqual([])
  })

  it("finds the slugs of the entries that are facts, by each content type's key (an empty folder, or none, gives none), and reads the unconfirmed keys", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "stories-"))
    expect(entryFacts(CONTENT_TYPES, root)).toMatchObject({ clientStories: [], jobs: [] })
    fs.mkdirSync(path.join(root, "client-stories", "example-story"), { recursive: true })
    fs.writeFileSync(path.join(root, "client-stories", "README.md"), "# Client stories\n")
    expect(entryFacts(CONTENT_TYPES, root)).toMatchObject({ clientStories: [], jobs: [] })
    fs.writeFileSync(path.join(root, "client-stories", "example-story", "index.mdx"), "---\ntitle: x\n---\n")
    fs.mkdirSync(path.join(root, "careers", "recruiter-manila"), { recursive: true })
    fs.writeFileSync(path.join(root, "careers", "recruiter-manila", "index.mdx"), "---\ntitle: x\n---\n")
    expect(entryFacts(CONTENT_TYPES, root)).toMatchObject({ clientStories: ["example-story"], jobs: ["recruiter-manila"] })
    fs.writeFileSync(path.join(root, "site.yaml"), "name: X\nunconfirmed:\n  - founded\n  - clientStories.example-story\n")
    expect(unconfirmedKeys(path.join(root, "site.yaml"))).toEqual(["founded", "clientStories.example-story"])
    fs.rmSync(root, { recursive: true, force: true })
  })

  it("makes a new content type's entries facts from its row alone: its key is one site.yaml may list, and a release names it", () => {
    // A type the site does not have (press releases), so the test holds whatever types CONTENT_TYPES gains.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "press-releases-"))
    fs.mkdirSync(path.join(root, "press-releases", "example"), { recursive: true })
    fs.writeFileSync(path.join(root, "press-releases", "example", "index.mdx"), "---\ntitle: x\n---\n")
    const types = [...CONTENT_TYPES, { folder: "press-releases", fact: { key: "pressReleases" } }]
    const site = { ...confirmed(), unconfirmed: ["pressReleases.example"] }
    expect(checkCompanyFacts(site, false, "content/site.yaml", { entries: entryFacts(types, root) }).problems).toEqual([])
    expect(checkCompanyFacts(site, true, "content/site.yaml", { entries: entryFacts(types, root) }).problems[0]).toContain("    - pressReleases.example")
    // Without the row, the key names no fact.
    expect(checkCompanyFacts(site, false, "content/site.yaml", { entries: entryFacts(CONTENT_TYPES, root) }).problems[0]).toContain('"unconfirmed" names "pressReleases.example", which is not a fact in the file')
    fs.rmSync(root, { recursive: true, force: true })
  })

  it("names malformed blocks: a relationship that is neither, a fee row twice, a bad team slug (an entity's country: content/data/countries.yaml, the content check)", () => {
    const site = confirmed()
    ;(site["employingEntities"] as unknown[]).push({ country: "TH", countryName: "Thailand", relationship: "owned", name: "X", registrationLabel: "No.", registrationNumber: "1", licences: [] })
    const items = (site["fees"] as { items: unknown[] }).items
    items.push(items[0])
    site["team"] = [{ slug: "Jane Tan", name: "Jane", role: "X" }]
    expect(checkCompanyFacts(site, false).problems).toEqual([
      "content/site.yaml: employingEntities.TH.relationship must be subsidiary or partner (or null until known)",
      "content/site.yaml: fees.employer-of-record.PH appears twice",
      "content/site.yaml: team[0] needs slug (lower case, hyphens), name and role",
    ])
  })
})
