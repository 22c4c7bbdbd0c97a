import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { builtPages, hydrated } from "./helpers"

/**
 * Data tables on a phone (content/README.md, "Tables"): at 375 px no table is wider than the viewport or its
 * own box, so no value needs sideways scrolling. The one exception is a table marked as a comparison
 * (<Comparison>): it scrolls inside its region under a sticky first column, with a visible cue.
 */
const WIDTH = 375
const CALCULATOR = "/resources/cost-calculator?country=VN&salary=30000000"

/** Every built page whose HTML holds a table, plus the calculator's breakdown (rendered in the browser). */
const withTables = builtPages()
  .filter((p) => !p.noindex && fs.readFileSync(path.join("public", p.path, "index.html"), "utf8").includes("<table"))
  .map((p) => p.path)

const noLeadPopup = (page: Page) => page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))

/** Tables that stick out of the viewport or scroll inside their box, by page; comparisons apart. */
async function wideTables(page: Page) {
  return page.evaluate((viewport) => {
    const out: { wide: string[]; split: string[]; comparisons: Array<{ fits: boolean; cue: boolean; sticky: string }> } = { wide: [], split: [], comparisons: [] }
    // A stacked cell is a grid of its label (::before) and its value: a value in more than one piece (text, a
    // link, more text) would put its pieces in both columns of further rows.
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>("td[data-label], tbody th[data-label]"))) {
      if (getComputedStyle(cell).display !== "grid") continue
      const pieces = Array.from(cell.childNodes).filter((n) => n.nodeType === Node.ELEMENT_NODE || (n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== ""))
      if (pieces.length > 1) out.split.push(`${cell.dataset["label"]}: ${(cell.textContent ?? "").slice(0, 60)}`)
    }
    for (const table of Array.from(document.querySelectorAll("table"))) {
      const comparison = table.closest("[data-table=comparison]")
      const box = table.getBoundingClientRect()
      const parent = table.parentElement!
      if (comparison) {
        const region = table.closest("[role=region]")!
        const cell = table.querySelector("tbody td")
        out.comparisons.push({
          fits: region.getBoundingClientRect().right <= viewport + 0.5,
          cue: (comparison.textContent ?? "").includes("Scroll for more") && getComputedStyle(comparison.querySelector("p")!).display !== "none",
          sticky: cell ? getComputedStyle(cell).position : "",
        })
      } else if (box.right > viewport + 0.5 || box.left < -0.5 || parent.scrollWidth > parent.clientWidth + 1) {
        const head = Array.from(table.querySelectorAll("thead th, thead td"), (c) => c.textContent?.trim()).join(" | ")
        out.wide.push(`${Math.round(box.width)} px wide: ${head}`)
      }
    }
    return out
  }, WIDTH)
}

test.describe(`tables at ${WIDTH} px`, () => {
  test("the pages with tables were found", () => {
    expect(withTables.length).toBeGreaterThan(20)
    expect(withTables).toContain("/services/employer-of-record-philippines")
    expect(withTables).toContain("/resources/blog/eor-vs-peo-vs-outsourcing-global-expansion")
  })

  for (const url of [...withTables, CALCULATOR]) {
    test(`${url}: every data table fits; comparisons scroll with a sticky first column and a cue`, async ({ page }) => {
      await noLeadPopup(page)
      await page.setViewportSize({ width: WIDTH, height: 800 })
      await page.goto(url)
      await hydrated(page)
      if (url === CALCULATOR) {
        await expect(page.getByTestId("total-monthly")).toHaveText("VND 39,550,000")
        // The minimum wages by place: tables drawn when their disclosure opens.
        for (const places of await page.getByText(/^Minimum wages \(\d+ places\)$/).all()) await places.click()
        await expect(page.locator("[id^=minimum-]").first()).toBeAttached()
      }
      const { wide, split, comparisons } = await wideTables(page)
      expect(wide, "tables wider than the phone's viewport").toEqual([])
      expect(split, "stacked cells whose value is in more than one piece").toEqual([])
      for (const c of comparisons) expect(c).toEqual({ fits: true, cue: true, sticky: "sticky" })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH)
    })
  }

  test("the EOR vs PEO comparison stays a table and scrolls in its region", async ({ page }) => {
    await noLeadPopup(page)
    await page.setViewportSize({ width: WIDTH, height: 800 })
    await page.goto("/resources/blog/eor-vs-peo-vs-outsourcing-global-expansion")
    const region = page.getByRole("region", { name: /What differs, EOR, PEO/ })
    await expect(region).toBeVisible()
    expect(await region.evaluate((r) => r.scrollWidth > r.clientWidth)).toBe(true)
  })

  test("the calculator's breakdown shows every amount with its column's name", async ({ page }) => {
    await noLeadPopup(page)
    await page.setViewportSize({ width: WIDTH, height: 800 })
    await page.goto(CALCULATOR)
    const table = page.getByRole("region", { name: "Employer statutory contributions, Vietnam" })
    const row = table.getByRole("row", { name: /Health insurance/ })
    await expect(row).toBeVisible()
    const employer = row.locator("td[data-label=Employer]")
    await expect(employer).toHaveText("VND 900,000")
    expect(await employer.evaluate((td) => getComputedStyle(td, "::before").content)).toBe('"Employer"')
    const box = await employer.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(WIDTH)
  })
})
