import { expect, test, type Page } from "@playwright/test"

/** The cost calculator is in reach: from any page on a phone through the drawer, preset from country pages. */
const noLeadPopup = (page: Page) => page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))
const hydrated = (page: Page) => page.locator("html[data-hydrated=true]").waitFor({ state: "attached" })

test.describe("the cost calculator", () => {
  for (const from of ["/", "/about", "/services/employer-of-record-vietnam", "/resources/blog/eor-vs-peo-vs-outsourcing-global-expansion", "/contact"]) {
    test(`is reached from ${from} at 375 px in two taps: open the menu, then its Cost Calculator shortcut`, async ({ page }) => {
      await noLeadPopup(page)
      await page.setViewportSize({ width: 375, height: 800 })
      await page.goto(from)
      await hydrated(page)
      let taps = 0
      const tap = async (target: ReturnType<Page["getByRole"]>) => {
        await target.click()
        taps += 1
      }
      await tap(page.getByRole("button", { name: "Open menu" }))
      const drawer = page.getByRole("dialog", { name: "Site menu" })
      await tap(drawer.getByRole("list", { name: "Shortcuts" }).getByRole("link", { name: "Cost Calculator" }))
      await expect(page).toHaveURL(/\/resources\/cost-calculator\/?(\?.*)?$/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Employer Cost Calculator")
      expect(taps).toBeLessThanOrEqual(2)
    })
  }

  test("is in the footer of every page", async ({ page }) => {
    await page.goto("/about")
    await expect(page.getByRole("navigation", { name: "Resources links" }).getByRole("link", { name: "Cost Calculator" })).toHaveAttribute("href", "/resources/cost-calculator")
  })

  for (const [slug, code, name] of [["philippines", "PH", "Philippines"], ["indonesia", "ID", "Indonesia"], ["vietnam", "VN", "Vietnam"]] as const) {
    test(`opens preset to ${name} from its country page`, async ({ page }) => {
      await noLeadPopup(page)
      await page.goto(`/services/employer-of-record-${slug}`)
      await hydrated(page)
      await page.locator("article, main").getByRole("link", { name: new RegExp(`cost of an employee in (the )?${name}`) }).first().click()
      await expect(page).toHaveURL(new RegExp(`country=${code}`))
      await expect(page.getByLabel("Country", { exact: true })).toHaveValue(code)
      await expect(page.getByTestId("total-monthly")).toBeVisible()
    })
  }

  test("VND 30,000,000 gives exact totals and a Tet accrual of 2,500,000", async ({ page }) => {
    await noLeadPopup(page)
    await page.goto("/resources/cost-calculator?country=VN&salary=30000000")
    await expect(page.getByTestId("total-monthly")).toHaveText("VND 39,550,000")
    await expect(page.getByTestId("total-annual")).toHaveText("VND 474,600,000")
    await expect(page.getByRole("region", { name: "Bonuses and provisions, accrued monthly" }).getByRole("row", { name: /Tet/ })).toContainText("VND 2,500,000")
    await expect(page.getByTestId("line-checked").first()).toHaveText(/^(Checked|Due for review since) \d{1,2} [A-Z][a-z]+ \d{4} · Source · Changes$/)
  })

  test("the home page has a calculator section that links to it", async ({ page }) => {
    await page.goto("/")
    const section = page.getByRole("region", { name: "What will one employee cost you?" })
    await expect(section.getByRole("link", { name: "Open the cost calculator" })).toHaveAttribute("href", "/resources/cost-calculator")
  })
})
