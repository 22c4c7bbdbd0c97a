import { expect, test } from "./fixtures"
import { sitemapPaths } from "./helpers"
import { checkJsonLd, jsonLdBlocks, topLevelItems, typesOnPage, type Json } from "./json-ld"

const pages = sitemapPaths("sitemap.xml")
const articles = sitemapPaths("blog-sitemap.xml")
const isJob = (path: string) => /^\/careers\/[^/]+$/.test(path)

/** What each kind of page must carry, besides whatever else it has. */
function requiredTypes(path: string): string[] {
  if (path === "/") return ["Organization", "WebSite"]
  if (articles.includes(path)) return ["BlogPosting", "BreadcrumbList"]
  if (isJob(path)) return ["JobPosting", "BreadcrumbList"]
  if (path === "/faqs") return ["FAQPage", "BreadcrumbList"]
  if (/^\/services\/[^/]+$/.test(path)) return ["Service", "BreadcrumbList"]
  return ["BreadcrumbList"]
}

function parse(blocks: string[], path: string): Json[] {
  return blocks.map((text, i) => {
    try {
      return JSON.parse(text) as Json
    } catch (error) {
      throw new Error(`${path}: JSON-LD block ${i + 1} does not parse (${(error as Error).message}):\n${text.slice(0, 300)}`)
    }
  })
}

const canonicalOf = (html: string) => html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1] ?? html.match(/<link[^>]*href="([^"]+)"[^>]*rel="canonical"/)?.[1]

test.describe("structured data", () => {
  test("the rules catch missing and wrong properties and unknown types", () => {
    const org = {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Solvix",
      url: "https://example.com/",
      logo: "https://example.com/icon-512.png",
      address: { "@type": "PostalAddress", streetAddress: "1 Raffles Place", addressLocality: "Singapore", postalCode: "048616", addressCountry: "SG" },
      contactPoint: { "@type": "ContactPoint", email: "hello@example.com", areaServed: ["SG", "PH"] },
      sameAs: ["https://www.linkedin.com/company/example"],
    }
    expect(checkJsonLd([org], "/")).toEqual([])
    const { address: _address, ...noAddress } = org
    expect(checkJsonLd([noAddress], "/")).toEqual(["/ Organization.address: missing"])
    expect(checkJsonLd([{ ...org, address: { ...org.address, postalCode: "" } }], "/")).toEqual(['/ Organization.address.postalCode: expected non-empty text, got ""'])
    expect(checkJsonLd([{ ...org, "@context": "http://schema.org" }], "/")[0]).toMatch(/@context/)
    expect(checkJsonLd([{ "@context": "https://schema.org", "@type": "Recipe", name: "x" }], "/x")).toEqual(["/x Recipe: @type Recipe has no rules in e2e/json-ld.ts: add them"])
    expect(checkJsonLd([org, org], "/")).toEqual(["/ Organization: a second Organization on the page"])
    const crumbs = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.com/" },
        { "@type": "ListItem", position: 3, name: "About", item: "/about" },
      ],
    }
    expect(checkJsonLd([crumbs], "/about")).toEqual(["/about BreadcrumbList.itemListElement[1].position: expected 2, got 3", '/about BreadcrumbList.itemListElement[1].item: expected an absolute URL, got "/about"'])
    const posting = {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "A",
      datePublished: "2025-03-01",
      dateModified: "2025-02-01",
      author: { "@type": "Organization", name: "Solvix" },
      publisher: { "@type": "Organization", name: "Solvix", logo: { "@type": "ImageObject", url: "https://example.com/l.png" } },
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://example.com/a" },
    }
    expect(checkJsonLd([posting], "/a")).toEqual(["/a BlogPosting.dateModified: is before datePublished"])
    expect(checkJsonLd([{ ...posting, dateModified: "1 March 2025", image: "cover.png" }], "/a")).toEqual(['/a BlogPosting.dateModified: expected an ISO 8601 date, got "1 March 2025"', '/a BlogPosting.image[0]: expected an absolute URL, got "cover.png"'])
    const faq = { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: " " } }] }
    expect(checkJsonLd([faq], "/faqs")).toEqual(['/faqs FAQPage.mainEntity[0].acceptedAnswer.text: expected non-empty text, got " "'])
    const job = {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "T",
      description: "D",
      datePosted: "2025-01-01",
      validThrough: "2025-06-30T23:59:59+08:00",
      employmentType: "FULLTIME",
      hiringOrganization: { "@type": "Organization", name: "Solvix" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAdress", addressLocality: "Manila", addressCountry: "PH" } },
    }
    expect(checkJsonLd([job], "/j")).toEqual([
      '/j JobPosting.employmentType: unknown value "FULLTIME"',
      '/j JobPosting.jobLocation.address: expected @type PostalAddress, got "PostalAdress"',
      "/j JobPosting.jobLocation.address: nested @type PostalAdress is not a known type: add it to e2e/json-ld.ts",
    ])
    const site = { "@context": "https://schema.org", "@type": "WebSite", name: "S", url: "https://example.com/", potentialAction: { "@type": "SearchAction", target: "https://example.com/search?q={q}", "query-input": "required name=search_term_string" } }
    expect(checkJsonLd([site], "/")).toEqual(["/ WebSite.potentialAction.target: does not contain the placeholder {search_term_string}"])
    expect(checkJsonLd([{ "@context": "https://schema.org", "@type": "Service", name: "EOR" }], "/s")).toEqual(["/s Service.provider: missing"])
  })

  for (const path of [...pages, ...articles]) {
    test(`${path}: every JSON-LD block parses and is complete`, async ({ request }) => {
      const res = await request.get(path)
      expect(res.status()).toBe(200)
      const html = await res.text()
      const blocks = parse(jsonLdBlocks(html), path)
      expect(checkJsonLd(blocks, path), "structured data problems").toEqual([])

      const types = typesOnPage(blocks)
      for (const type of requiredTypes(path)) expect(types, `${path} must carry a ${type}`).toContain(type)

      // What the data says about the page is the page itself.
      const canonical = canonicalOf(html)
      expect(canonical, "canonical link").toBeTruthy()
      for (const item of topLevelItems(blocks)) {
        if (item["@type"] === "BreadcrumbList" && Array.isArray(item["itemListElement"])) {
          const last = item["itemListElement"].at(-1) as { item?: Json } | undefined
          expect(last?.item, "the last breadcrumb is the page").toBe(canonical)
        }
        if (item["@type"] === "BlogPosting") {
          const main = item["mainEntityOfPage"]
          expect(typeof main === "object" && main !== null && !Array.isArray(main) ? main["@id"] : main, "mainEntityOfPage is the page").toBe(canonical)
        }
      }
    })
  }

  test("after hydration each page still carries its JSON-LD exactly once", async ({ page, request }) => {
    await page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))
    for (const path of ["/", "/faqs", articles[0] ?? "/resources/blog", pages.find(isJob) ?? "/careers"]) {
      const served = jsonLdBlocks(await (await request.get(path)).text()).map((t) => JSON.stringify(JSON.parse(t)))
      await page.goto(path)
      await page.waitForFunction(() => Object.keys(document.getElementById("___gatsby") ?? {}).some((k) => k.startsWith("__reactContainer")))
      await expect.poll(async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.stringify(JSON.parse(t))).sort(), { message: path }).toEqual([...served].sort())
    }
  })
})
