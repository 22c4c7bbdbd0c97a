/** @jest-environment node */
import { listingFlag, paginate, planSite as planSiteWith, redirectForms, type EntryInput, type NavLinkInput } from "../routes"
import { CONTENT_TYPES, sectionFor, templateFor } from "../content-types"

/** The words of content/site.yaml `labels.crumbs`, as a fixture: the plan takes them from there. */
const CRUMB_LABELS = { home: "Home", page: "Page {n}" }
const planSite = (entries: readonly EntryInput[], navigation: readonly NavLinkInput[], footer: readonly NavLinkInput[] = []) => planSiteWith(entries, navigation, footer, CRUMB_LABELS)

const entry = (over: Partial<EntryInput>): EntryInput => ({
  id: over.path ?? "id",
  kind: "page",
  path: "/about",
  file: "content/pages/about/index.mdx",
  contentFilePath: "/abs/content/pages/about/index.mdx",
  redirectFrom: [],
  body: "",
  title: "About",
  section: "Company",
  listing: null,
  ...over,
})

describe("planSite with the holiday calendars", () => {
  const calendars = [
    { path: "/resources/public-holidays/philippines/2026", title: "Public holidays in the Philippines, 2026", code: "PH", year: 2026 },
    { path: "/resources/public-holidays/philippines/2027", title: "Public holidays in the Philippines, 2027", code: "PH", year: 2027 },
  ]
  const hub = entry({ path: "/resources/public-holidays", file: "content/pages/public-holidays/index.mdx", title: "Public holidays", section: "Resources", tool: "public-holidays" })

  it("plans a page per country and year under the hub, on the hub's template, with the hub in the trail", () => {
    const plan = planSiteWith([hub], [], [], CRUMB_LABELS, undefined, { calendars })
    expect(plan.problems).toEqual([])
    expect(plan.pages.map((p) => [p.path, p.template, p.context.title, p.context.holidayCountry, p.context.holidayYear])).toEqual([
      ["/resources/public-holidays", "public-holidays", "Public holidays", undefined, undefined],
      ["/resources/public-holidays/philippines/2026", "public-holidays", "Public holidays in the Philippines, 2026", "PH", 2026],
      ["/resources/public-holidays/philippines/2027", "public-holidays", "Public holidays in the Philippines, 2027", "PH", 2027],
    ])
    expect(plan.pages[1]!.context.crumbs.map((c) => c.to)).toEqual(["/", "/resources", "/resources/public-holidays", "/resources/public-holidays/philippines/2026"])
  })

  it("plans no calendar without the hub, and names a calendar whose path a page already has", () => {
    expect(planSiteWith([entry({})], [], [], CRUMB_LABELS, undefined, { calendars }).pages.map((p) => p.path)).toEqual(["/about"])
    const taken = planSiteWith([entry({ path: "/resources/public-holidays/philippines/2027", file: "content/pages/x/index.mdx" }), hub], [], [], CRUMB_LABELS, undefined, { calendars })
    expect(taken.problems).toEqual(["content/data/public-holidays.yaml: the calendar of PH 2027 would be at /resources/public-holidays/philippines/2027, already the path of content/pages/x/index.mdx"])
  })
})

describe("planSite", () => {
  it("plans one page per entry with listing flags in the context", () => {
    const plan = planSite([entry({}), entry({ path: "/services", file: "content/pages/services/index.mdx", listing: "services" })], [])
    expect(plan.problems).toEqual([])
    expect(plan.pages.map((p) => p.path)).toEqual(["/about", "/services"])
    expect(plan.pages[1]).toMatchObject({ template: "listing", context: { withServices: true, withRoles: false } })
    expect(plan.pages[0]?.template).toBe("page")
  })

  it("gives the industries page both roles and sectors", () => {
    const plan = planSite([entry({ path: "/industries", listing: "industries" })], [])
    expect(plan.pages[0]?.context).toMatchObject({ withRoles: true, withSectors: true, withServices: false })
  })

  it("paginates the blog listing by 12", () => {
    const articles = Array.from({ length: 25 }, (_, i) => entry({ kind: "article", path: `/resources/blog/a${i}`, file: `content/blog/a${i}/index.mdx` }))
    const plan = planSite([entry({ path: "/resources/blog", listing: "blog" }), ...articles], [])
    const listing = plan.pages.filter((p) => p.template === "blog-listing").map((p) => [p.path, p.context["skip"], p.context["numPages"]])
    expect(listing).toEqual([
      ["/resources/blog", 0, 3],
      ["/resources/blog/page/2", 12, 3],
      ["/resources/blog/page/3", 24, 3],
    ])
  })

  it("fails two files at one path, naming both", () => {
    const plan = planSite([entry({}), entry({ file: "content/pages/about-2/index.mdx" })], [])
    expect(plan.problems).toEqual(['content/pages/about-2/index.mdx: its path /about is already the path of content/pages/about/index.mdx; rename the folder or change "path"'])
  })

  it("fails a page that takes a static route", () => {
    expect(planSite([entry({ path: "/search" })], []).problems[0]).toMatch(/already the path of src\/pages/)
  })

  it("creates both trailing-slash forms of each redirect", () => {
    const plan = planSite([entry({ path: "/sectors/legal", redirectFrom: ["/industries/legal"] })], [])
    expect(plan.redirects).toEqual([
      { fromPath: "/industries/legal", toPath: "/sectors/legal" },
      { fromPath: "/industries/legal/", toPath: "/sectors/legal" },
    ])
  })

  it("fails a redirect onto an existing page, a duplicate redirect and a self-redirect", () => {
    const plan = planSite([entry({ path: "/sectors/legal", file: "a.mdx", redirectFrom: ["/industries/legal", "/about", "/sectors/legal"] }), entry({ path: "/about", file: "b.mdx", redirectFrom: ["/industries/legal"] })], [])
    expect(plan.problems).toEqual([
      'a.mdx: field "redirectFrom" lists /about, but that is the path of b.mdx: a redirect may not hide a page',
      'a.mdx: field "redirectFrom" lists /sectors/legal, the page\'s own path',
      'b.mdx: field "redirectFrom" lists /industries/legal, which a.mdx already redirects to /sectors/legal: keep it in one file',
    ])
  })

  it("fails internal links to nowhere and to old paths, accepts pages, anchors, queries and server files", () => {
    const body = "[ok](/about#team) [ok2](/search?q=x) [map](/sitemap.xml) [bad](/abuot) [old](/industries/legal) [ext](https://example.com)"
    const plan = planSite([entry({ body }), entry({ path: "/sectors/legal", file: "l.mdx", redirectFrom: ["/industries/legal"] })], [])
    expect(plan.problems).toEqual([
      "content/pages/about/index.mdx: the link /abuot is broken: /abuot is not a page of the site",
      "content/pages/about/index.mdx: the link /industries/legal is broken: /industries/legal is an old path that redirects to /sectors/legal; link to /sectors/legal",
    ])
  })

  it("fails a navigation or footer entry that points to no page", () => {
    const plan = planSite([entry({})], [{ label: "Services", items: [{ label: "EOR", to: "/services/eor" }] }], [{ label: "Company", items: [{ label: "About", to: "/about" }], extra: [{ label: "Jobs", to: "/jobs" }] }])
    expect(plan.problems).toEqual(['content/site.yaml: navigation entry "EOR" points to /services/eor, but /services/eor is not a page of the site', 'content/site.yaml: footer entry "Jobs" points to /jobs, but /jobs is not a page of the site'])
  })
})

describe("paginate and redirectForms", () => {
  it("has one page for no items", () => {
    expect(paginate("/b", 0)).toEqual([{ path: "/b", currentPage: 1, numPages: 1, skip: 0, limit: 12 }])
  })
  it("pairs both forms", () => {
    expect(redirectForms("/a", "/b").map((r) => r.fromPath)).toEqual(["/a", "/a/"])
  })
})

describe("blog categories", () => {
  it("gives each category its own paginated listing under the blog", () => {
    const articles = ["Compliance", "Compliance", "Country guides"].map((category, i) => entry({ kind: "article", path: `/resources/blog/a${i}`, file: `a${i}.mdx`, category }))
    const plan = planSite([entry({ path: "/resources/blog", listing: "blog" }), ...articles], [])
    const listing = plan.pages.filter((p) => p.template === "blog-listing").map((p) => [p.path, p.context["category"], p.context["numPages"], p.context["basePath"]])
    expect(listing).toEqual([
      ["/resources/blog", "*", 1, "/resources/blog"],
      ["/resources/blog/category/compliance", "Compliance", 1, "/resources/blog/category/compliance"],
      ["/resources/blog/category/country-guides", "Country guides", 1, "/resources/blog/category/country-guides"],
    ])
    expect(plan.problems).toEqual([])
  })
  it("lets content link to a category page", () => {
    const a = entry({ kind: "article", path: "/resources/blog/a", file: "a.mdx", category: "EOR fundamentals" })
    const plan = planSite([entry({ path: "/resources/blog", listing: "blog", body: "[x](/resources/blog/category/eor-fundamentals)" }), a], [])
    expect(plan.problems).toEqual([])
  })
})

describe("what the plan decides for each page", () => {
  const blog = entry({ id: "blog", path: "/resources/blog", file: "blog.mdx", title: "The Solvix Blog", section: "Resources", listing: "blog" })
  const article = (i: number, category: string, date: string) => entry({ id: `a${i}`, kind: "article", path: `/resources/blog/a${i}`, file: `a${i}.mdx`, title: `Article ${i}`, section: "Blog", category, date })
  // 13 compliance articles (two pages of that category), one country guide; a0 is the newest.
  const articles = Array.from({ length: 14 }, (_, i) => article(i, i === 5 ? "Country guides" : "Compliance", `2025-01-${String(30 - i).padStart(2, "0")}`))
  const plan = planSite([blog, ...[...articles].reverse()], [])
  const at = (p: string) => plan.pages.find((page) => page.path === p)?.context

  it('titles listing pages "<title>: <category>" and adds ", page N" after the first', () => {
    expect(at("/resources/blog")).toMatchObject({ title: "The Solvix Blog", seoTitle: "The Solvix Blog" })
    expect(at("/resources/blog/page/2")).toMatchObject({ title: "The Solvix Blog", seoTitle: "The Solvix Blog, page 2" })
    expect(at("/resources/blog/category/compliance")).toMatchObject({ title: "The Solvix Blog: Compliance", seoTitle: "The Solvix Blog: Compliance" })
    expect(at("/resources/blog/category/compliance/page/2")).toMatchObject({ pagePath: "/resources/blog/category/compliance/page/2", title: "The Solvix Blog: Compliance", seoTitle: "The Solvix Blog: Compliance, page 2" })
  })

  it("gives each listing page its crumbs, the paths of its pages and the category links", () => {
    expect(at("/resources/blog/category/compliance/page/2")?.crumbs).toEqual([
      { label: "Home", to: "/" },
      { label: "Resources", to: "/resources" },
      { label: "The Solvix Blog", to: "/resources/blog" },
      { label: "Compliance", to: "/resources/blog/category/compliance" },
      { label: "Page 2", to: "/resources/blog/category/compliance/page/2" },
    ])
    expect(at("/resources/blog/category/compliance")?.pagePaths).toEqual(["/resources/blog/category/compliance", "/resources/blog/category/compliance/page/2"])
    expect(at("/resources/blog/page/2")?.categoryLinks).toEqual([
      { category: null, to: "/resources/blog" },
      { category: "Compliance", to: "/resources/blog/category/compliance" },
      { category: "Country guides", to: "/resources/blog/category/country-guides" },
    ])
  })

  it("words the first crumb and a later page's crumb as content/site.yaml `labels.crumbs` says", () => {
    const worded = planSiteWith([blog, ...articles], [], [], { home: "Start", page: "Page {n} of the blog" })
    expect(worded.pages.find((p) => p.path === "/resources/blog/page/2")?.context.crumbs).toEqual([
      { label: "Start", to: "/" },
      { label: "Resources", to: "/resources" },
      { label: "The Solvix Blog", to: "/resources/blog" },
      { label: "Page 2 of the blog", to: "/resources/blog/page/2" },
    ])
  })

  it("gives each article its newer and older neighbour by date, and its crumbs", () => {
    expect(at("/resources/blog/a0")).toMatchObject({ newer: null, older: { path: "/resources/blog/a1", title: "Article 1" } })
    expect(at("/resources/blog/a6")).toMatchObject({ newer: { path: "/resources/blog/a5", title: "Article 5" }, older: { path: "/resources/blog/a7", title: "Article 7" } })
    expect(at("/resources/blog/a13")).toMatchObject({ older: null })
    expect(at("/resources/blog/a6")?.crumbs).toEqual([
      { label: "Home", to: "/" },
      { label: "Blog", to: "/resources/blog" },
      { label: "Article 6", to: "/resources/blog/a6" },
    ])
  })

  it("hands each page its section and the title its social card shows", () => {
    expect(at("/resources/blog/a3")).toMatchObject({ kind: "article", section: "Blog", seoTitle: "Article 3" })
  })
})

describe("the site's pages, planned", () => {
  // The pages of content/pages as fixtures (path and what each holds), their sections from sectionFor as the
  // build gives them, so a change to either the sections or the hub's rule shows here.
  const pageType = CONTENT_TYPES.find((t) => t.kind === "page")!
  const PAGES: ReadonlyArray<{ path: string; listing?: string; form?: string; tool?: string }> = [
    { path: "/about" },
    { path: "/how-it-works" },
    { path: "/faqs" },
    { path: "/privacy-policy" },
    { path: "/standard-terms-of-services" },
    { path: "/services", listing: "services" },
    { path: "/roles", listing: "roles" },
    { path: "/sectors", listing: "sectors" },
    { path: "/industries", listing: "industries" },
    { path: "/resources", listing: "resources" },
    { path: "/careers", listing: "careers" },
    { path: "/resources/blog", listing: "blog" },
    { path: "/contact", form: "contact" },
    { path: "/contact/get-in-touch", form: "call" },
    { path: "/resources/refer-and-earn", form: "referral" },
    { path: "/resources/cost-calculator", tool: "cost-calculator" },
    { path: "/resources/statutory-changes", tool: "statutory-changes" },
  ]
  const entries = PAGES.map((p) => entry({ id: p.path, path: p.path, file: `content/pages${p.path}/index.mdx`, title: p.path, listing: p.listing ?? null, form: p.form ?? null, tool: p.tool ?? null, section: sectionFor(pageType, p.path, p.listing ?? null) }))
  const hub = planSite(entries, []).pages.find((p) => p.path === "/resources")

  it("lists the legal pages and the FAQs beside the resources, and not itself", () => {
    expect(hub?.context.resourcePaths).toEqual(expect.arrayContaining(["/privacy-policy", "/standard-terms-of-services", "/faqs", "/resources/cost-calculator"]))
    expect(hub?.context.resourcePaths).not.toContain("/resources")
    expect(hub?.context.resourcePaths).not.toContain("/about")
  })

  it("gives each page the template of what it holds, whatever its path", () => {
    const templates = Object.fromEntries(
      planSite(entries, [])
        .pages.filter((p) => p.context.currentPage === undefined || p.context.currentPage === 1)
        .filter((p) => !p.path.includes("/category/"))
        .map((p) => [p.path, p.template]),
    )
    expect(templates).toEqual({
      "/about": "page",
      "/how-it-works": "page",
      "/faqs": "page",
      "/privacy-policy": "page",
      "/standard-terms-of-services": "page",
      "/services": "listing",
      "/roles": "listing",
      "/sectors": "listing",
      "/industries": "listing",
      "/resources": "listing",
      "/careers": "listing",
      "/resources/blog": "blog-listing",
      "/contact": "contact",
      "/contact/get-in-touch": "contact",
      "/resources/refer-and-earn": "referral",
      "/resources/cost-calculator": "calculator",
      "/resources/statutory-changes": "statutory-changes",
    })
  })
})

describe("templateFor", () => {
  it("uses the content type's template for entries other than pages", () => {
    expect(templateFor({ kind: "article", listing: "blog" })).toBe("article")
    expect(templateFor({ kind: "role" })).toBe("role")
  })
  it("falls back to the plain page template for a page that holds nothing", () => {
    expect(templateFor({ kind: "page", listing: null, form: null, tool: null })).toBe("page")
  })
  it("fails on a kind with no content type", () => {
    expect(() => templateFor({ kind: "nope" })).toThrow(/nope/)
  })
})

describe("listingFlag", () => {
  it("names each list's GraphQL variable, hyphenated names included", () => {
    expect(listingFlag("roles")).toBe("withRoles")
    expect(listingFlag("case-studies")).toBe("withCaseStudies")
    expect(listingFlag("faq-2-groups")).toBe("withFaq2Groups")
    for (const name of ["case-studies", "a-b-c"]) expect(listingFlag(name)).toMatch(/^[_A-Za-z][_0-9A-Za-z]*$/)
  })
})
