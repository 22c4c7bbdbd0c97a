import fs from "node:fs"
import path from "node:path"
import { expect, test } from "./fixtures"
import type { Page } from "@playwright/test"
import { builtPages, hydrated, sitemapPaths } from "./helpers"

/**
 * Where things sit on the page, as a reader meets them: the side rail of long pages never hides a part of
 * itself (src/components/content/page-rail.tsx), questions come before their sources, a card's link keeps
 * its arrow beside its words, and the HTML site map lists every page once.
 */

const noLeadPopup = (page: Page) => page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))

/** Every built page that has the side rail (the country EOR pages, How it works, About …). */
const withRail = builtPages()
  .filter((p) => !p.noindex && fs.readFileSync(path.join("public", p.path, "index.html"), "utf8").includes('data-testid="page-rail"'))
  .map((p) => p.path)

/**
 * Scrolls the page from top to bottom and returns the rail's items (links, buttons, headings, figures) that
 * were never wholly in view: inside the window below the header and inside every box that clips them.
 * Also the tallest the part of the rail that stays in view was, against the room the window leaves it.
 */
async function railThroughThePage(page: Page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 30))))
    const rail = document.querySelector<HTMLElement>("[data-testid=page-rail]")!
    const shown = (el: Element) => el.getClientRects().length > 0
    const items = Array.from(rail.querySelectorAll<HTMLElement>("a, button, h2, dt, dd")).filter(shown)
    const name = (el: HTMLElement) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`
    const seen = new Set<HTMLElement>()
    let tallest = { height: 0, room: Infinity }
    const header = document.querySelector("header")!
    const step = Math.round(window.innerHeight / 3)
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y)
      await frame()
      const top = header.getBoundingClientRect().bottom
      for (const el of items) {
        const box = el.getBoundingClientRect()
        let inView = box.top >= top - 0.5 && box.bottom <= window.innerHeight + 0.5
        for (let a = el.parentElement; inView && a && a !== document.body; a = a.parentElement) {
          if (getComputedStyle(a).overflowY === "visible") continue
          const clip = a.getBoundingClientRect()
          inView = box.top >= clip.top - 0.5 && box.bottom <= clip.bottom + 0.5
        }
        if (inView) seen.add(el)
      }
      const around: HTMLElement[] = []
      for (let a = rail.parentElement; a && a !== document.body; a = a.parentElement) around.push(a)
      const sticky = [...around, ...Array.from(rail.querySelectorAll<HTMLElement>("*"))].find((el) => getComputedStyle(el).position === "sticky")
      if (sticky) {
        const height = sticky.getBoundingClientRect().height
        if (height > tallest.height) tallest = { height, room: window.innerHeight - top }
      }
      if (y + window.innerHeight >= document.documentElement.scrollHeight) break
    }
    return { count: items.length, neverInView: items.filter((el) => !seen.has(el)).map(name), tallest }
  })
}

test.describe("the side rail of long pages", () => {
  test("the pages with a rail were found", () => {
    for (const p of ["/services/employer-of-record-philippines", "/services/employer-of-record-indonesia", "/services/employer-of-record-vietnam", "/how-it-works"]) expect(withRail).toContain(p)
  })

  for (const [width, height] of [
    [1280, 800],
    [1440, 900],
  ] as const) {
    for (const url of withRail) {
      test(`${url} at ${width}×${height}: every part of the rail comes into view, and what stays in view fits the window`, async ({ page }) => {
        await noLeadPopup(page)
        await page.setViewportSize({ width, height })
        await page.goto(url)
        await hydrated(page)
        const { count, neverInView, tallest } = await railThroughThePage(page)
        expect(count).toBeGreaterThan(3)
        expect(neverInView, "rail items never wholly in view while scrolling through the page").toEqual([])
        expect(tallest.height).toBeGreaterThan(0)
        expect(tallest.height, "the part of the rail that stays in view is no taller than the window leaves it").toBeLessThanOrEqual(tallest.room)
      })
    }
  }

  test("a country page's key figures and call to action are on its rail at 1280 px", async ({ page }) => {
    await noLeadPopup(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/services/employer-of-record-philippines")
    await expect(page.getByTestId("rail-figures-wide").getByRole("heading", { name: "Key figures: Philippines" })).toBeVisible()
    await expect(page.getByTestId("rail-cta").getByRole("button", { name: "Get In Touch" })).toBeVisible()
  })
})

test.describe("questions before their sources", () => {
  for (const width of [375, 1280]) {
    test(`/faqs at ${width} px: the first question comes before the list of sources`, async ({ page }) => {
      await noLeadPopup(page)
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/faqs")
      const main = page.getByRole("main")
      // The first question of the first group (the rail's "On this page" is a summary too, hidden at some widths).
      const question = await main.locator("h2[id^='faqs-'] + div > details > summary").first().boundingBox()
      const sources = await main.getByRole("heading", { name: "Sources", level: 2, exact: true }).boundingBox()
      expect(question && sources && question.y < sources.y).toBe(true)
    })
  }
})

test.describe("hub cards", () => {
  for (const url of ["/services", "/roles", "/sectors", "/industries"]) {
    for (const width of [375, 1280]) {
      test(`${url} at ${width} px: each card's link keeps its arrow right after its last word; no section repeats the page title`, async ({ page }) => {
        await noLeadPopup(page)
        await page.setViewportSize({ width, height: 800 })
        await page.goto(url)
        const main = page.getByRole("main")
        const h1 = (await main.getByRole("heading", { level: 1 }).textContent())?.trim()
        expect(await main.getByRole("heading", { level: 2, name: h1, exact: true }).count()).toBe(0)
        const gaps = await page.evaluate(() =>
          Array.from(document.querySelectorAll("article a")).flatMap((link) => {
            const arrow = link.querySelector("svg")
            if (!arrow) return []
            const words = document.createRange()
            words.selectNodeContents(link)
            words.setEndBefore(arrow)
            const lines = Array.from(words.getClientRects()).filter((r) => r.width > 0)
            const last = lines[lines.length - 1]
            const a = arrow.getBoundingClientRect()
            if (!last) return [`${link.textContent}: no words`]
            const sameLine = a.top < last.bottom && a.bottom > last.top
            const gap = a.left - last.right
            return sameLine && gap >= -1 && gap <= 12 ? [] : [`${link.textContent}: arrow ${Math.round(gap)} px after the words${sameLine ? "" : ", on another line"}`]
          }),
        )
        expect(gaps).toEqual([])
        expect(await page.locator("article a svg").count()).toBeGreaterThan(3)
      })
    }
  }
})

test("the site map lists every page of the sitemaps exactly once", async ({ page }) => {
  await page.goto("/site-map")
  const hrefs = await page
    .getByRole("navigation", { name: "Site map" })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  // The blog's category pages and later pages are views of the blog, reached from it; the site map itself is not listed.
  const pages = [...sitemapPaths("sitemap.xml"), ...sitemapPaths("blog-sitemap.xml")].filter((p) => p !== "/site-map" && !/\/(category|page)\//.test(p))
  expect(
    hrefs.filter((h, i) => hrefs.indexOf(h) !== i),
    "listed twice",
  ).toEqual([])
  expect([...hrefs].sort()).toEqual([...pages].sort())
})
