import { htmlFile, isNoindex, linkAnchors, planSearchRecords, withSearchMeta } from "../search-records"
import { redirectStubHtml } from "../redirect-stub"
import { splitAnchors } from "../../../../src/shared/search-index-format"

describe("htmlFile", () => {
  it("maps page paths to the files Gatsby writes", () => {
    expect(htmlFile("/")).toBe("index.html")
    expect(htmlFile("/about")).toBe("about/index.html")
    expect(htmlFile("/resources/blog/eor-indonesia-guide")).toBe("resources/blog/eor-indonesia-guide/index.html")
  })
})

describe("isNoindex", () => {
  it("finds react-helmet's robots tag whatever the attribute order", () => {
    expect(isNoindex('<head><meta data-react-helmet="true" name="robots" content="noindex, follow"/></head>')).toBe(true)
    expect(isNoindex('<head><meta content="noindex" name="robots"></head>')).toBe(true)
  })

  it("finds it in the redirect stubs", () => {
    expect(isNoindex(redirectStubHtml("/services", "https://example.com"))).toBe(true)
  })

  it("lets indexable pages through", () => {
    expect(isNoindex('<meta data-react-helmet="true" name="robots" content="index, follow, max-image-preview:large"/>')).toBe(false)
    expect(isNoindex('<meta name="description" content="How to avoid noindex mistakes">')).toBe(false)
  })
})

describe("linkAnchors", () => {
  it("reads Markdown links to site pages with their texts, without formatting", () => {
    const body = 'See [EOR in **Vietnam**](/services/employer-of-record-vietnam) and [the guide](/resources/blog/eor-indonesia-guide#bpjs "BPJS").'
    expect(linkAnchors(body)).toEqual([
      { target: "/services/employer-of-record-vietnam", text: "EOR in Vietnam" },
      { target: "/resources/blog/eor-indonesia-guide", text: "the guide" },
    ])
  })

  it("skips other sites, images and code", () => {
    const body = ["[Ministry](https://example.gov/law) ![A chart](/static/chart.png)", "`[not a link](/about)`", "```\n[nor this](/contact)\n```", "[Contact](/contact/)"].join("\n")
    expect(linkAnchors(body)).toEqual([{ target: "/contact", text: "Contact" }])
  })
})

describe("planSearchRecords", () => {
  const entries = [
    { path: "/services/employer-of-record-indonesia", section: "Services", body: "Read [our Indonesia guide](/resources/blog/eor-indonesia-guide). [Back to top](/services/employer-of-record-indonesia)" },
    { path: "/resources/blog/eor-indonesia-guide", section: "Blog", body: "Hire through [EOR in Indonesia](/services/employer-of-record-indonesia)." },
    { path: "/about", section: "Company", body: "Our [Indonesia](/services/employer-of-record-indonesia) service and [EOR in Indonesia](/services/employer-of-record-indonesia/)." },
  ]

  it("gives each page the texts other pages link to it with, one per link, but not its own links", () => {
    const records = planSearchRecords(entries, ["/", "/search"])
    const byUrl = new Map(records.map((r) => [r.url, r]))
    expect(byUrl.get("/services/employer-of-record-indonesia")?.anchors).toEqual(["EOR in Indonesia", "Indonesia", "EOR in Indonesia"])
    expect(byUrl.get("/resources/blog/eor-indonesia-guide")?.anchors).toEqual(["our Indonesia guide"])
    expect(byUrl.get("/about")?.anchors).toEqual([])
  })

  it("includes the static pages with their own section and every entry with its own", () => {
    const records = planSearchRecords(entries, ["/", "/search"])
    expect(records.map((r) => [r.url, r.file, r.section])).toEqual([
      ["/", "index.html", "Home"],
      ["/search", "search/index.html", "Company"],
      ["/services/employer-of-record-indonesia", "services/employer-of-record-indonesia/index.html", "Services"],
      ["/resources/blog/eor-indonesia-guide", "resources/blog/eor-indonesia-guide/index.html", "Blog"],
      ["/about", "about/index.html", "Company"],
    ])
  })
})

describe("withSearchMeta", () => {
  const page = "<html><head><title>T</title></head><body><main data-pagefind-body><h1>T</h1></main></body></html>"

  it("adds the section and the link texts as pagefind metadata in the head, escaped", () => {
    const html = withSearchMeta(page, { section: "Roles & sectors", anchors: ['The "best" <guide>', "EOR | PEO"] })
    expect(html).toContain('<meta data-pagefind-meta="section:Roles &amp; sectors">')
    expect(html).toContain('<meta data-pagefind-meta="anchors:The &quot;best&quot; &lt;guide&gt; | EOR PEO"></head>')
    expect(html.endsWith("<body><main data-pagefind-body><h1>T</h1></main></body></html>")).toBe(true)
  })

  it("keeps each link text whole for the search page to split", () => {
    const html = withSearchMeta(page, { section: "Blog", anchors: ["one", "two | three"] })
    const value = /anchors:([^"]*)"/.exec(html)?.[1] ?? ""
    expect(splitAnchors(value)).toEqual(["one", "two three"])
  })

  it("leaves out the anchors field when nothing links to the page", () => {
    expect(withSearchMeta(page, { section: "Blog", anchors: [] })).not.toContain("anchors:")
  })

  it("refuses a page without a head", () => {
    expect(() => withSearchMeta("<p>fragment</p>", { section: "Blog", anchors: [] })).toThrow(/no <\/head>/)
  })
})
