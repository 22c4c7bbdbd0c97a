import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { expect, test } from "./fixtures"
import { bookingUrl, hasProof, publishedEntity, publishedFee, publishedProof, publishedTeam, type CompanyFacts } from "../src/shared/company-facts"

/**
 * The company facts as visitors meet them: the booking buttons, who employs staff, the fees, the people. What each
 * page must show follows from the facts the build read (content/site.yaml of the checkout the tests run in) by the
 * same rules as the pages (src/shared/company-facts.ts): the normal build has no booking page and no confirmed
 * facts; scripts/check/check-release.mjs runs this file again against a release build of a fixture in which every fact
 * is filled in and confirmed (scripts/check/fixtures/release/facts.yaml), so both sides of each rule are exercised.
 */
const site = yaml.load(fs.readFileSync(path.join(process.cwd(), "content", "site.yaml"), "utf8")) as CompanyFacts & { labels: { talk: Record<string, string>; fees: Record<string, string> } }
const facts: CompanyFacts = { ...site, unconfirmed: site.unconfirmed ?? [] }
const booking = bookingUrl(facts)
const talk = site.labels.talk

test.describe(booking ? `talk now: a booking page (${booking})` : "talk now: no booking page", () => {
  test.beforeEach(async ({ page, context }) => {
    // No lead popup over the buttons; and the booking page (another site) answered locally, never fetched.
    await page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))
    if (booking) await context.route(`${new URL(booking).origin}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Booking</title>" }))
  })

  test("the hero's first button says what it does and does it", async ({ page, context }) => {
    await page.goto("/")
    const hero = page.locator("section[aria-labelledby=home-title]")
    if (booking) {
      const link = hero.getByRole("link", { name: `${talk["bookDemo"]} (${talk["newTab"]})` })
      await expect(link).toHaveAttribute("href", booking)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", /noopener/)
      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()])
      await expect(tab).toHaveURL(booking)
      await expect(page).toHaveURL(/\/$/)
    } else {
      // The spec: "two buttons, 'Book a demo' (links to /contact#contact-form) and 'Learn More'".
      const demo = hero.getByRole("link").first()
      await expect(demo).toHaveText("Book a demo")
      await expect(demo).toHaveAttribute("href", "/contact#contact-form")
      await demo.click()
      await expect(page).toHaveURL(/\/contact#contact-form$/)
      await expect(page.locator("#contact-form")).toBeInViewport()
    }
  })

  test("the contact pages offer the booking page only when there is one, and keep the call form either way", async ({ page }) => {
    await page.goto("/contact/get-in-touch")
    await expect(page.getByRole("form", { name: "Discovery call request" })).toBeVisible()
    const bookLinks = page.getByRole("link", { name: `${talk["bookCall"]} (${talk["newTab"]})` })
    if (booking) {
      await expect(bookLinks.first()).toHaveAttribute("href", booking)
      await expect(page.locator("[data-talk-offer]")).toBeVisible()
    } else {
      await expect(page.locator('a[target="_blank"][data-talk]')).toHaveCount(0)
      await expect(page.locator("[data-talk-offer]")).toHaveCount(0)
    }
    await page.goto("/contact")
    const office = page.getByRole("complementary", { name: "Office" })
    if (booking) await expect(office.getByRole("link", { name: `${talk["bookCall"]} (${talk["newTab"]})` })).toHaveAttribute("href", booking)
    else await expect(office.getByRole("link", { name: talk["toCallLink"] })).toHaveAttribute("href", "/contact/get-in-touch")
    // The body's "propose times" link follows the same rule.
    const bodyLink = page.locator("main [data-talk]").first()
    await expect(bodyLink).toHaveAttribute("href", booking ?? "/contact/get-in-touch")
  })
})

test.describe("who employs your staff, fees and people", () => {
  test("each country page names its employer only once confirmed, with its registration and licences", async ({ page }) => {
    for (const [code, slug] of [
      ["PH", "philippines"],
      ["ID", "indonesia"],
      ["VN", "vietnam"],
    ] as const) {
      await page.goto(`/services/employer-of-record-${slug}`)
      const box = page.locator(`[data-employer="${code}"]`)
      await expect(box).toBeVisible()
      const entity = publishedEntity(facts, code)
      if (entity) {
        await expect(box).toContainText(entity.name!)
        await expect(box).toContainText(entity.registrationNumber!)
        for (const l of entity.licences) await expect(box).toContainText(l.number!)
      } else {
        await expect(box).toContainText(new RegExp(`our employing entity in ${site.employingEntities.find((e) => e.country === code)!.countryName} signs`, "i"))
        await expect(box.locator("li")).toHaveCount(0)
      }
    }
  })

  test("About, the trust page and the terms list every country's employer, India included", async ({ page }) => {
    for (const url of ["/about", "/trust", "/standard-terms-of-services"]) {
      await page.goto(url)
      const table = page.locator("table[data-employing-entities]")
      await expect(table.locator("tbody tr")).toHaveCount(site.employingEntities.length)
      await expect(table).toContainText("India")
      const india = publishedEntity(facts, "IN")
      await expect(table).toContainText(india ? india.name! : /our employing entity in India/i)
    }
  })

  test("the pricing page shows a fee only once confirmed, and says 'quoted per role' otherwise", async ({ page }) => {
    await page.goto("/pricing")
    const table = page.locator("[data-fee-table]")
    for (const service of new Set(facts.fees.items.map((f) => f.service))) {
      const rows = facts.fees.items.filter((f) => f.service === service).map((f) => ({ country: f.country, fee: publishedFee(facts, service, f.country) }))
      const card = table.locator(`[data-fee-service="${service}"]`)
      const detail = table.locator(`[data-fee-detail="${service}"]`)
      const prices = rows.flatMap((r) => (r.fee ? [r.fee.monthlyFrom!] : []))
      if (prices.length === 0) {
        // Nothing confirmed: the card says so, and no price or table is shown.
        await expect(card).toContainText(/quoted per role/i)
        await expect(detail).toHaveCount(0)
        continue
      }
      await expect(card).toContainText(`from ${facts.fees.currency} ${new Intl.NumberFormat("en").format(Math.min(...prices))} a month`)
      for (const { fee } of rows) await expect(detail).toContainText(fee ? new Intl.NumberFormat("en").format(fee.monthlyFrom!) : /quoted per role/i)
    }
  })

  test("About shows the confirmed people with Person data, and no one else", async ({ page }) => {
    await page.goto("/about")
    const people = publishedTeam(facts)
    await expect(page.locator("[data-team] li")).toHaveCount(people.length)
    for (const p of facts.team) {
      if (people.includes(p)) await expect(page.locator("[data-team]")).toContainText(p.name)
      else await expect(page.getByText(p.name)).toHaveCount(0)
    }
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n")
    for (const p of people) expect(ld).toContain(`"name":"${p.name}"`)
  })

  test("a confirmed person's photo shows before the app starts; without photos, no page carries the image plugin's tags", async ({ page }) => {
    const withPhotos = publishedTeam(facts).filter((p) => p.photo)
    // The bundles held back: only the HTML and its own scripts can show the photo (gatsby-plugin-image's module
    // script, which src/framework/image-head.ts keeps on the pages that show one of its images).
    await page.route(/\/(?:app|framework|webpack-runtime)-[0-9a-f]+\.js$/, (route) => route.abort())
    await page.goto("/about")
    const photos = page.locator("[data-team] img[data-main-image]")
    await expect(photos).toHaveCount(withPhotos.length)
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded()
      await expect.poll(() => photo.evaluate((img) => getComputedStyle(img).opacity)).toBe("1")
    }
    // The plugin's styles hide an image until its script shows it: both are there, or neither.
    const tags = await page.evaluate(() => ({
      styles: [...document.head.querySelectorAll("style")].filter((s) => s.textContent?.includes(".gatsby-image-wrapper{")).length,
      scripts: [...document.head.querySelectorAll("script[type=module]")].filter((s) => s.textContent?.includes("data-gatsby-image-ssr") || s.textContent?.includes("gatsbyImageSsr")).length,
    }))
    expect(tags).toEqual(withPhotos.length > 0 ? { styles: 1, scripts: 1 } : { styles: 0, scripts: 0 })
  })

  test("pages about our fees say what the facts say: a published price, or 'quoted per role', never both", async ({ page }) => {
    const quoted = site.labels.fees["termsQuoted"]!
    for (const [code, slug] of [
      ["PH", "philippines"],
      ["ID", "indonesia"],
      ["VN", "vietnam"],
    ] as const) {
      await page.goto(`/services/employer-of-record-${slug}`)
      const main = page.locator("main")
      const fee = publishedFee(facts, "employer-of-record", code)
      if (fee) {
        await expect(main).toContainText(`Our fee starts at ${facts.fees.currency} ${new Intl.NumberFormat("en").format(fee.monthlyFrom!)} a month per employee`)
        await expect(main).not.toContainText(quoted)
      } else await expect(main).toContainText(quoted)
    }
  })
})

/**
 * Copy that must read right whether the company's facts are confirmed or not. With every fact confirmed (the release
 * fixture's build, scripts/check/check-release.mjs) no page still speaks of facts to come; on either build no sentence says
 * "typically" twice (a promise quoted inside words that already hedge it).
 */
test.describe("copy agrees with the facts", () => {
  const pages = [
    "/pricing",
    "/trust",
    "/faqs",
    "/privacy-policy",
    "/how-it-works",
    "/resources/cost-calculator",
    "/services/employer-of-record",
    "/services/talent-outsourcing",
    "/services/employer-of-record-philippines",
    "/services/employer-of-record-indonesia",
    "/services/employer-of-record-vietnam",
    "/about",
    "/contact",
  ]
  const allConfirmed = facts.unconfirmed.length === 0
  test(allConfirmed ? "with every fact confirmed, no page says a fact is still to come" : "no sentence hedges a promise twice", async ({ page }) => {
    for (const url of pages) {
      await page.goto(url)
      const text = (await page.locator("main").innerText()).replace(/\s+/g, " ")
      // Sentences within each paragraph, item or cell: a table's cells are not one sentence.
      const blocks = await page.locator("main :is(p, li, td, dd)").allInnerTexts()
      const sentences = blocks.flatMap((b) => b.replace(/\s+/g, " ").split(/(?<=[.!?])\s/))
      expect(
        sentences.filter((x) => (x.match(/\btypically\b/gi) ?? []).length > 1),
        url,
      ).toEqual([])
      if (!allConfirmed) continue
      for (const stale of [/\buntil then\b/i, /\bonce (the company|it) has (confirmed|published)/i, /\bnot yet confirmed\b/i, /\bwe quote (our fee )?per role after\b/i]) expect(text, `${url}: ${String(stale)}`).not.toMatch(stale)
    }
  })
})

test.describe("proof a buyer can check", () => {
  // The normal build confirms none of it: no section at all. The release fixture (scripts/check/fixtures/release/facts.yaml)
  // confirms an invented founding year, headcount, clients and a quote: each shows on the home, service and role pages.
  const proof = publishedProof(facts)
  const labels = (site.labels as unknown as { proof: Record<string, string> }).proof

  for (const url of ["/", "/services/employer-of-record", "/industries/customer-support"]) {
    test(`${url} shows the confirmed proof, and nothing where none is confirmed`, async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))
      await page.goto(url)
      const section = page.locator("[data-proof]")
      if (!hasProof(proof)) {
        await expect(section).toHaveCount(0)
        await expect(page.getByRole("heading", { name: labels["title"]! })).toHaveCount(0)
        for (const c of facts.clients) await expect(page.getByText(c.name)).toHaveCount(0)
        for (const q of facts.testimonials) await expect(page.getByText(q.quote)).toHaveCount(0)
        return
      }
      await expect(section).toBeVisible()
      if (proof.founded !== null) await expect(section).toContainText(labels["founded"]!.replace("{year}", String(proof.founded)))
      if (proof.headcount !== null) await expect(section).toContainText(labels["headcount"]!.replace("{n}", new Intl.NumberFormat("en").format(proof.headcount)))
      for (const c of proof.clients) await expect(section.locator("[data-proof-clients]")).toContainText(c.name)
      for (const q of proof.testimonials) await expect(section.locator("[data-proof-quote]").filter({ hasText: q.quote })).toContainText(`${q.name}, ${q.role}, ${q.company}`)
      for (const c of facts.clients.filter((x) => !proof.clients.includes(x))) await expect(page.getByText(c.name)).toHaveCount(0)
      // On the home page, near the top: right under the hero.
      if (url === "/") expect(await section.evaluate((el) => el.closest("div")?.previousElementSibling?.getAttribute("aria-labelledby"))).toBe("home-title")
    })
  }
})
