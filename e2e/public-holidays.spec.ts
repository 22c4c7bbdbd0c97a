import fs from "node:fs"
import ICAL from "ical.js"
import { expect, test } from "./fixtures"
import { axeViolations } from "./axe"
import { hydrated, sitemapPaths } from "./helpers"

/**
 * The public-holiday calendars on the production build: a country's page shows its table at 375 and 1280 px with
 * no axe violation and no sideways scrolling; its feed links download a calendar that an independent parser
 * (ical.js) reads, served as text/calendar, whose events are the page's dates and names; the hub lists every
 * country and year; the pages are in the sitemap and linked from the country's service page.
 */
const PAGE = "/resources/public-holidays/philippines/2026"

/** Each row of the page's table: its date (from <time datetime>) and the holiday's name (the third cell's first text, before any note). */
const tableRows = (page: import("@playwright/test").Page) =>
  page.locator("[data-holiday-calendar] table tbody tr").evaluateAll((rows) => rows.map((row) => ({ date: row.querySelector("time")?.getAttribute("dateTime") ?? "", name: (row.children[2]?.childNodes[0]?.textContent ?? "").trim() })))

test.describe("public-holiday calendars", () => {
  for (const width of [375, 1280]) {
    test(`${PAGE} at ${width} px: the table of dates, no axe violations, no sideways scrolling`, async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))
      await page.setViewportSize({ width, height: 900 })
      await page.goto(PAGE)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Public holidays in the Philippines, 2026")
      const table = page.getByRole("table", { name: "Public holidays in the Philippines, 2026" })
      await expect(table).toBeVisible()
      const first = table.locator("tbody tr").first()
      await expect(first).toContainText("1 January 2026")
      await expect(first).toContainText("Thursday")
      await expect(first).toContainText("New Year's Day")
      await expect(first).toContainText("Regular holiday")
      await expect(first).toContainText("Proclamation No. 1006, s. 2025")
      expect((await tableRows(page)).length).toBe(20)
      await expect(page.locator("[data-holiday-premium]")).toContainText("200%")
      await hydrated(page)
      expect(await axeViolations(page, `@${width}`)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }

  test("the feed links download a parseable calendar, served as text/calendar, whose events match the page", async ({ page, request }) => {
    await page.goto(PAGE)
    const download = page.locator('a[data-feed="download"]').first()
    const href = await download.getAttribute("href")
    expect(href).toBe("/resources/public-holidays/feeds/philippines.ics")
    const subscribe = await page.locator('a[data-feed="subscribe"]').first().getAttribute("href")
    expect(subscribe).toMatch(/^webcal:\/\/[^/]+\/resources\/public-holidays\/feeds\/philippines\.ics$/)
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()])
    const saved = fs.readFileSync(await file.path(), "utf8")
    const response = await request.get(href!)
    expect(response.headers()["content-type"]).toMatch(/^text\/calendar/)
    expect(await response.text()).toBe(saved)
    const events = new ICAL.Component(ICAL.parse(saved) as unknown[]).getAllSubcomponents("vevent").map((e) => new ICAL.Event(e))
    const of2026 = events.filter((e) => e.startDate.year === 2026).map((e) => ({ date: e.startDate.toString(), name: e.summary }))
    expect(events.every((e) => e.startDate.isDate)).toBe(true)
    expect(of2026).toEqual(await tableRows(page))
    expect(events.every((e) => /Source: .+ https:\/\//.test(e.description))).toBe(true)
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length)
  })

  test("the hub lists every country and year, each calendar is in the sitemap, and the country page links its calendar", async ({ page, request }) => {
    await page.goto("/resources/public-holidays")
    for (const [slug, name] of [
      ["philippines", "the Philippines"],
      ["indonesia", "Indonesia"],
      ["vietnam", "Vietnam"],
      ["india", "India"],
      ["singapore", "Singapore"],
    ] as const) {
      for (const year of [2026, 2027]) await expect(page.getByRole("link", { name: `Public holidays in ${name}, ${year}` })).toHaveAttribute("href", `/resources/public-holidays/${slug}/${year}`)
      expect((await request.get(`/resources/public-holidays/feeds/${slug}.ics`)).status()).toBe(200)
    }
    expect(sitemapPaths("sitemap.xml")).toEqual(expect.arrayContaining(["/resources/public-holidays", PAGE, "/resources/public-holidays/vietnam/2027", "/resources/public-holidays/singapore/2027"]))
    await page.goto("/services/employer-of-record-philippines")
    // In the leave section, which the page folds (a closed subsection): found by its address, not as a visible link.
    await expect(page.locator(`main a[href="${PAGE}"]`)).toHaveText("public holiday calendars for the Philippines")
  })
})
