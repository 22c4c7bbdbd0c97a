import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { type Locator, type Page } from "@playwright/test"
import { expect, test } from "./fixtures"

/** The company facts the build read (content/site.yaml); the site URL is whatever the build used. */
interface Facts {
  name: string
  legalName: string
  email: string
  phone: string
  address: { street: string; locality: string; postalCode: string; countryCode: string }
  geo: { latitude: number; longitude: number }
  areaServed: string[]
  social: Array<{ name: string; url: string }>
  unconfirmed?: string[]
}
const facts = yaml.load(fs.readFileSync(path.join(__dirname, "..", "content", "site.yaml"), "utf8")) as Facts

type JsonLd = Record<string, unknown> & { "@type": string }

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as JsonLd)
}

/** Waits until React has hydrated this element (it then carries React's props), so a click reaches its handler. */
const interactive = (locator: Locator) => expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")))).toBe(true)

const meta = (page: Page, name: string) => page.locator(`meta[name="${name}"]`).getAttribute("content")

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    // A browser that has submitted the lead form does not see the lead popup, which keeps it off these tests.
    await page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))
  })

  test("carries the Organization and WebSite structured data in the served HTML", async ({ page, request }) => {
    // The static HTML itself, before any script runs: what a crawler reads.
    const html = await (await request.get("/")).text()
    expect(html).toContain('"@type":"Organization"')

    await page.goto("/")
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/$/)
    const siteUrl = canonical!.replace(/\/$/, "")

    const blocks = await jsonLd(page)
    const org = blocks.find((b) => b["@type"] === "Organization")
    expect(org).toBeDefined()
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      name: facts.name,
      legalName: facts.legalName,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/icon-512.png`,
      address: {
        "@type": "PostalAddress",
        streetAddress: facts.address.street,
        addressLocality: facts.address.locality,
        postalCode: facts.address.postalCode,
        addressCountry: facts.address.countryCode,
      },
      contactPoint: { "@type": "ContactPoint", email: facts.email, telephone: facts.phone },
    })
    // The spec: "contact point with area served SG, MY, PH, TH, VN, ID".
    expect((org!["contactPoint"] as { areaServed: string[] }).areaServed).toEqual(["SG", "MY", "PH", "TH", "VN", "ID"])
    // Only confirmed profiles are published as the company's (content/site.yaml, `unconfirmed`).
    const confirmed = facts.social.filter((s) => !(facts.unconfirmed ?? []).includes(`social.${s.name}`)).map((s) => s.url)
    expect(org!["sameAs"]).toEqual(confirmed.length > 0 ? confirmed : undefined)

    const site = blocks.find((b) => b["@type"] === "WebSite")
    expect(site?.["potentialAction"]).toEqual({
      "@type": "SearchAction",
      target: `${siteUrl}/search?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    })
  })

  test("has the title, description, keywords, geographic and social card tags", async ({ page }) => {
    await page.goto("/")
    await expect(page).toHaveTitle(/Solvix/)
    expect((await meta(page, "description"))?.length).toBeGreaterThanOrEqual(70)
    expect(await meta(page, "keywords")).toContain("employer of record")
    const { latitude, longitude } = facts.geo
    expect(await meta(page, "geo.region")).toBe("SG")
    expect(await meta(page, "geo.placename")).toBe("Singapore")
    expect(await meta(page, "geo.position")).toBe(`${latitude};${longitude}`)
    expect(await meta(page, "ICBM")).toBe(`${latitude}, ${longitude}`)
    for (const property of ["og:title", "og:description", "og:url", "og:type"]) {
      expect(await page.locator(`meta[property="${property}"]`).getAttribute("content")).toBeTruthy()
    }
    for (const name of ["twitter:card", "twitter:title", "twitter:description"]) expect(await meta(page, name)).toBeTruthy()
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
  })

  test("has the hero links and the country cards: Singapore without a link, the EOR countries with theirs", async ({ page }) => {
    await page.goto("/")
    // The first hero button ("Book a demo" or "Request a call") is e2e/company-facts.spec.ts's.
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/how-it-works")

    const singapore = page.getByTestId("country-SG")
    await expect(singapore).toContainText("Singapore")
    await expect(singapore).toContainText("Headquarters")
    await expect(singapore.getByRole("link")).toHaveCount(0)
    for (const [code, name, href] of [
      ["PH", "Philippines", "/services/employer-of-record-philippines"],
      ["ID", "Indonesia", "/services/employer-of-record-indonesia"],
      ["VN", "Vietnam", "/services/employer-of-record-vietnam"],
    ] as const) {
      await expect(page.getByTestId(`country-${code}`).getByRole("link", { name })).toHaveAttribute("href", href)
    }
    // The whole card is the link's target area.
    await page.getByTestId("country-VN").click({ position: { x: 20, y: 100 } })
    await expect(page).toHaveURL(/\/services\/employer-of-record-vietnam$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("'Get Started Today' opens the contact dialog", async ({ page }) => {
    await page.goto("/")
    const button = page.getByRole("button", { name: "Get Started Today" })
    await interactive(button)
    await button.click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("heading", { name: "Talk to our team" })).toBeVisible()
    await expect(dialog.getByLabel("Work e-mail *")).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
  })

  for (const width of [375, 768, 1280]) {
    test(`nothing overflows horizontally at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/")
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBe(0)
    })
  }

  test("parallax moves decorative layers on wide screens only, without shifting layout", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/")
    const layer = page.locator("[data-parallax]").first()
    const heading = page.getByRole("heading", { level: 2, name: "Remote and dedicated offshore teams" })
    const before = await heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => layer.evaluate((el) => (el as HTMLElement).style.transform)).toMatch(/translate3d/)
    const after = await heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    expect(after).toBe(before)

    await page.setViewportSize({ width: 375, height: 800 })
    await expect.poll(() => layer.evaluate((el) => (el as HTMLElement).style.transform)).toBe("")
    await page.mouse.wheel(0, 300)
    expect(await layer.evaluate((el) => getComputedStyle(el).transform)).toBe("none")
  })

  test("parallax stays off under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/")
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(200)
    const transforms = await page.locator("[data-parallax]").evaluateAll((els) => els.map((el) => getComputedStyle(el).transform))
    expect(transforms.length).toBeGreaterThan(0)
    for (const t of transforms) expect(t).toBe("none")
  })
})

test("the home page does not shift its layout while loading and scrolling", async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem("leadCaptureSubmitted", String(Date.now()))
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto("/", { waitUntil: "networkidle" })
  for (let i = 0; i < 8; i++) {
    await page.mouse.wheel(0, 700)
    await page.waitForTimeout(100)
  }
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
  expect(cls).toBeLessThan(0.01)
})
