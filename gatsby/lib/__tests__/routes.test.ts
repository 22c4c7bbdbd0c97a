/** @jest-environment node */
import { paginate, planSite, redirectForms, type EntryInput } from "../routes"

const entry = (over: Partial<EntryInput>): EntryInput => ({
  id: over.path ?? "id",
  kind: "page",
  path: "/about",
  file: "content/pages/about/index.mdx",
  template: "page",
  contentFilePath: "/abs/content/pages/about/index.mdx",
  redirectFrom: [],
  body: "",
  listing: null,
  ...over,
})

describe("planSite", () => {
  it("plans one page per entry with listing flags in the context", () => {
    const plan = planSite([entry({}), entry({ path: "/services", file: "content/pages/services/index.mdx", listing: "services" })], [])
    expect(plan.problems).toEqual([])
    expect(plan.pages.map((p) => p.path)).toEqual(["/about", "/services"])
    expect(plan.pages[1]?.context).toMatchObject({ withServices: true, withRoles: false, withCalculator: false })
  })

  it("gives the industries page both roles and sectors", () => {
    const plan = planSite([entry({ path: "/industries", listing: "industries" })], [])
    expect(plan.pages[0]?.context).toMatchObject({ withRoles: true, withSectors: true, withServices: false })
  })

  it("paginates the blog listing by 12", () => {
    const articles = Array.from({ length: 25 }, (_, i) => entry({ kind: "article", path: `/resources/blog/a${i}`, file: `content/blog/a${i}/index.mdx`, template: "article" }))
    const plan = planSite([entry({ path: "/resources/blog", listing: "blog" }), ...articles], [])
    const listing = plan.pages.filter((p) => p.template === "page").map((p) => [p.path, p.context["skip"], p.context["numPages"]])
    expect(listing).toEqual([
      ["/resources/blog", 0, 3],
      ["/resources/blog/page/2", 12, 3],
      ["/resources/blog/page/3", 24, 3],
    ])
  })

  it("fails two files at one path, naming both", () => {
    const plan = planSite([entry({}), entry({ file: "content/pages/about-2/index.mdx" })], [])
    expect(plan.problems).toEqual(["content/pages/about-2/index.mdx: its path /about is already the path of content/pages/about/index.mdx; rename the folder or change \"path\""])
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
    const plan = planSite(
      [
        entry({ path: "/sectors/legal", file: "a.mdx", redirectFrom: ["/industries/legal", "/about", "/sectors/legal"] }),
        entry({ path: "/about", file: "b.mdx", redirectFrom: ["/industries/legal"] }),
      ],
      [],
    )
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
    expect(plan.problems).toEqual([
      'content/site.yaml: navigation entry "EOR" points to /services/eor, but /services/eor is not a page of the site',
      'content/site.yaml: footer entry "Jobs" points to /jobs, but /jobs is not a page of the site',
    ])
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
    const articles = ["Compliance", "Compliance", "Country guides"].map((category, i) => entry({ kind: "article", path: `/resources/blog/a${i}`, file: `a${i}.mdx`, template: "article", category }))
    const plan = planSite([entry({ path: "/resources/blog", listing: "blog" }), ...articles], [])
    const listing = plan.pages.filter((p) => p.template === "page").map((p) => [p.path, p.context["category"], p.context["numPages"], p.context["basePath"]])
    expect(listing).toEqual([
      ["/resources/blog", "*", 1, "/resources/blog"],
      ["/resources/blog/category/compliance", "Compliance", 1, "/resources/blog/category/compliance"],
      ["/resources/blog/category/country-guides", "Country guides", 1, "/resources/blog/category/country-guides"],
    ])
    expect(plan.problems).toEqual([])
  })
  it("lets content link to a category page", () => {
    const a = entry({ kind: "article", path: "/resources/blog/a", file: "a.mdx", template: "article", category: "EOR fundamentals" })
    const plan = planSite([entry({ path: "/resources/blog", listing: "blog", body: "[x](/resources/blog/category/eor-fundamentals)" }), a], [])
    expect(plan.problems).toEqual([])
  })
})
