import { expect, test } from "./fixtures"
import { builtPages, plannedPages, REDIRECTS, sitemapPaths } from "./helpers"

const pages = sitemapPaths("sitemap.xml")
const articles = sitemapPaths("blog-sitemap.xml")

test.describe("routes", () => {
  test("every route of docs/behaviour.md is in the sitemaps", () => {
    const all = new Set([...pages, ...articles])
    const fixed = [
      "/",
      "/about",
      "/how-it-works",
      "/services",
      "/industries",
      "/roles",
      "/careers",
      "/contact",
      "/contact/get-in-touch",
      "/faqs",
      "/privacy-policy",
      "/standard-terms-of-services",
      "/resources",
      "/resources/blog",
      "/resources/refer-and-earn",
      "/sectors",
      "/resources/cost-calculator",
    ]
    const services = ["talent-outsourcing", "employer-of-record", "employer-of-record-indonesia", "employer-of-record-philippines", "employer-of-record-vietnam", "it-services"].map((s) => `/services/${s}`)
    const roles = ["information-technology", "creative-design", "accounting-finance", "customer-support", "backoffice-administration", "finance-service", "marketing", "engineering-construction"].map((s) => `/industries/${s}`)
    const sectors = ["real-estate", "healthcare", "financial-services", "e-commerce", "insurance", "education-training", "legal", "utility-energy", "travel", "logistics", "transportation", "telecommunication"].map((s) => `/sectors/${s}`)
    const blog = [
      "staff-outsourcing-benefits-singapore",
      "eor-services-complete-guide",
      "remote-team-management-guide",
      "employer-of-record-guide",
      "indonesia-remote-talent-hub-singapore",
      "eor-indonesia-guide",
      "saas-startups-eor-remote-expansion",
      "scaling-support-back-office-teams-remote-talent",
      "hiring-remote-staff-philippines-eor",
      "hr-tools-remote-staff-asia",
      "singapore-smes-compete-global-talent-eor",
      "hire-remote-staff-indonesia-singapore-2025",
      "what-is-eor-singapore",
      "hr-leaders-eor-checklist-singapore",
      "staying-legal-hiring-overseas-solvix",
      "eor-vs-peo-vs-outsourcing-global-expansion",
      "staff-augmentation-vs-employer-of-record-eor",
      "global-eor-hire-pay-manage",
      "hiring-remote-teams-singapore-eor-perspective",
      "hire-remote-developers-philippines-eor",
      "eor-services-vietnam-2025-complete-guide",
      "top-5-roles-outsource-vietnam-solvix-eor",
    ].map((s) => `/resources/blog/${s}`)
    for (const p of [...fixed, ...services, ...roles, ...sectors]) expect(pages, p).toContain(p)
    expect(articles.sort()).toEqual(blog.sort())
    expect(all.size).toBe(pages.length + articles.length)
  })

  test("the sitemaps list exactly the canonical pages of the build", () => {
    const indexable = builtPages()
      .filter((p) => !p.noindex && p.path !== "/404" && p.path !== "/search")
      .map((p) => p.path)
    expect([...pages, ...articles].sort()).toEqual(indexable.sort())
    for (const [from] of REDIRECTS) expect([...pages, ...articles]).not.toContain(from)
  })

  for (const path of [...pages, ...articles]) {
    test(`${path} answers 200 with its own h1, title and canonical`, async ({ request, page }) => {
      const res = await request.get(path)
      expect(res.status()).toBe(200)
      const html = await res.text()
      const h1 = html.match(/<h1[^>]*>/g) ?? []
      expect(h1.length, "exactly one h1").toBe(1)
      const title = html.match(/<title[^>]*>([^<]+)<\/title>/)?.[1] ?? ""
      expect(title.length).toBeGreaterThan(10)
      const canonical = html.match(/<link[^>]+rel="canonical"[^>]+href="([^"]+)"/)?.[1] ?? html.match(/<link[^>]+href="([^"]+)"[^>]+rel="canonical"/)?.[1]
      expect(canonical && new URL(canonical).pathname).toBe(path)
      if (path === "/" || path.startsWith("/resources/blog/")) {
        await page.goto(path)
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      }
    })
  }

  test("titles are unique", async ({ request }) => {
    const titles = new Map<string, string>()
    for (const path of [...pages, ...articles]) {
      const html = await (await request.get(path)).text()
      const title = html.match(/<title[^>]*>([^<]+)<\/title>/)?.[1] ?? ""
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined()
      titles.set(title, path)
    }
  })

  test("the other trailing-slash form resolves to the same page, which names the canonical form", async ({ page }) => {
    const res = await page.goto("/about/")
    expect(res?.status()).toBeLessThan(400)
    await expect(page.getByRole("heading", { level: 1, name: "About Solvix" })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/)
  })
})

test.describe("redirects", () => {
  for (const [from, to] of REDIRECTS) {
    for (const form of [from, `${from}/`]) {
      test(`a direct load of ${form} lands on ${to}, keeping query and hash`, async ({ page }) => {
        await page.goto(`${form}?ref=mail#main`)
        await expect(page).toHaveURL(new RegExp(`${to}\\?ref=mail#main$`))
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      })
    }
  }

  test("the stub works without JavaScript, carries a canonical link and noindex", async ({ browser, request }) => {
    // The production server answers the old path itself with a 301; the stub is the file a static host serves.
    const html = await (await request.get("/industries/legal/index.html")).text()
    expect(html).toContain('<link rel="canonical" href="https://www.solvix.sg/sectors/legal">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/industries/e-commerce/index.html")
    await expect(page).toHaveURL(/\/sectors\/e-commerce$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await context.close()
  })

  test("in-app navigation to an old path replaces it with the new one in history", async ({ page }) => {
    await page.goto("/about")
    await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function")
    const before = await page.evaluate(() => history.length)
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/industries/insurance?x=1#main"))
    await expect(page).toHaveURL(/\/sectors\/insurance\?x=1#main$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => history.length)).toBe(before + 1)
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
  })
})

test.describe("crawler files", () => {
  test("sitemaps, robots.txt, feed and favicon are served, and links to them leave the app", async ({ page, request }) => {
    for (const file of ["/sitemap-index.xml", "/sitemap.xml", "/blog-sitemap.xml"]) {
      const res = await request.get(file)
      expect(res.status()).toBe(200)
      expect(await res.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<(urlset|sitemapindex) xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/)
    }
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: https://www.solvix.sg/sitemap-index.xml")
    expect((await request.get("/favicon.ico")).headers()["content-type"]).toMatch(/icon/)
    const rss = await (await request.get("/rss.xml")).text()
    expect(rss.match(/<item>/g)).toHaveLength(plannedPages("article").length)
    // People get the HTML site map from the footer; its link to the XML sitemap leaves the app.
    await page.goto("/about")
    await page.locator("footer").getByRole("link", { name: "Site Map" }).click()
    await expect(page).toHaveURL(/\/site-map$/)
    await expect(page.getByRole("heading", { level: 1, name: "Site map" })).toBeVisible()
    await expect(page.getByRole("navigation", { name: "Site map" }).getByRole("link", { name: "Employer of Record in the Philippines" })).toBeVisible()
    await page.getByRole("link", { name: "XML sitemap" }).click()
    await expect(page).toHaveURL(/\/sitemap-index\.xml$/)
  })
})

test.describe("blog categories", () => {
  test("a category chip leads to a page listing only that category's articles", async ({ page }) => {
    await page.goto("/resources/blog")
    await page.getByRole("link", { name: "Compliance", exact: true }).click()
    await expect(page).toHaveURL(/\/resources\/blog\/category\/compliance$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Solvix Blog: Compliance")
    await expect(page.getByRole("link", { name: "Compliance", exact: true })).toHaveAttribute("aria-current", "page")
    const metas = await page
      .locator("article p")
      .filter({ hasText: /min read/ })
      .allTextContents()
    expect(metas.length).toBeGreaterThan(0)
    for (const meta of metas) expect(meta).toMatch(/^Compliance/)
  })
})
