import { type Page } from "@playwright/test"
import { axeViolations as axe } from "./axe"
import { expect, test } from "./fixtures"
import { hydrated, sitemapPaths } from "./helpers"

/**
 * axe-core on every page of the sitemaps at 375 px and 1280 px, and with each dialog open (lead-capture
 * popup, contact popup, mobile menu drawer). Any violation fails the test and is listed with its rule,
 * impact, the elements (CSS selectors) and the page and width where it was found.
 */
const WIDTHS = [1280, 375] as const
const HEIGHT = 900

const pages = sitemapPaths("sitemap.xml")
const articles = sitemapPaths("blog-sitemap.xml")
/** Screens outside the sitemaps that visitors still see. */
const extra = ["/search?q=employer", "/no/such/page"]

/** The page has hydrated (DeferredHydration marks <html data-hydrated>) and no finite animation is still running. */
async function settled(page: Page) {
  await hydrated(page)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity))
}

const noLeadPopup = (page: Page) => page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))

test.describe("accessibility (axe)", () => {
  for (const path of [...pages, ...articles, ...extra]) {
    test(`${path} at ${WIDTHS.join(" and ")} px: no axe violations, no sideways scrolling`, async ({ page }) => {
      await noLeadPopup(page)
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      await page.goto(path)
      const found: string[] = []
      const overflow: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT })
        await settled(page)
        found.push(...(await axe(page, `${path} @${width}px`)))
        // Reflow (WCAG 1.4.10): nothing makes the page scroll sideways; wide tables scroll in their own region.
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        if (scrollWidth > width) overflow.push(`${path} @${width}px is ${scrollWidth}px wide`)
      }
      expect(found, "axe violations").toEqual([])
      expect(overflow, "horizontal overflow").toEqual([])
    })
  }

  const dialogPages = ["/", articles[0] ?? "/resources/blog"]

  for (const path of dialogPages) {
    test(`${path}: the lead-capture popup at 375 px (the bottom sheet, then its form) and at 1280 px`, async ({ page }) => {
      await page.clock.install()
      await page.setViewportSize({ width: 375, height: HEIGHT })
      await page.goto(path)
      await settled(page)
      await page.clock.fastForward(11_000)
      const sheet = page.getByRole("complementary", { name: "Get Your Free Consultation" })
      await expect(sheet).toBeVisible()
      await page.clock.fastForward(1_000)
      await settled(page)
      const found = await axe(page, `${path} lead popup's sheet @375px`)
      await sheet.getByRole("button", { name: "Get Free Consultation" }).click()
      const dialog = page.getByRole("dialog", { name: "Get Your Free Consultation" })
      await expect(dialog).toBeVisible()
      await page.clock.fastForward(1_000)
      await settled(page)
      found.push(...(await axe(page, `${path} lead popup @375px`)))
      await page.setViewportSize({ width: 1280, height: HEIGHT })
      await settled(page)
      found.push(...(await axe(page, `${path} lead popup @1280px`)))
      expect(found, "axe violations").toEqual([])
    })

    test(`${path}: the contact popup at 1280 and 375 px`, async ({ page }) => {
      await noLeadPopup(page)
      await page.setViewportSize({ width: 1280, height: HEIGHT })
      await page.goto(path)
      await settled(page)
      await page.getByRole("banner").getByRole("button", { name: "Get In Touch" }).click()
      await expect(page.getByRole("dialog", { name: "Talk to our team" })).toBeVisible()
      await settled(page)
      const found = await axe(page, `${path} contact popup @1280px`)
      await page.setViewportSize({ width: 375, height: HEIGHT })
      await settled(page)
      found.push(...(await axe(page, `${path} contact popup @375px`)))
      expect(found, "axe violations").toEqual([])
    })

    test(`${path}: the menu drawer at 375 px, closed groups and one open`, async ({ page }) => {
      await noLeadPopup(page)
      await page.setViewportSize({ width: 375, height: HEIGHT })
      await page.goto(path)
      await settled(page)
      await page.getByRole("button", { name: "Open menu" }).click()
      const drawer = page.getByRole("dialog", { name: "Site menu" })
      await expect(drawer).toBeVisible()
      await settled(page)
      const found = await axe(page, `${path} drawer @375px`)
      await drawer.getByRole("button", { name: "Services" }).click()
      await expect(drawer.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true")
      await settled(page)
      found.push(...(await axe(page, `${path} drawer, Services open @375px`)))
      expect(found, "axe violations").toEqual([])
    })
  }
})
