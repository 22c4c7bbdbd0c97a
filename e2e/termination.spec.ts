import fs from "node:fs"
import path from "node:path"
import { type Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { estimate } from "../src/features/termination/estimate"
import { formatMoney } from "../src/features/cost-calculator/money"
import type { RatesData } from "../src/data/statutory"
import type { TerminationData } from "../src/data/termination"
import { axeViolations } from "./axe"
import { hydrated } from "./helpers"

/**
 * The termination-cost estimator at 375 and 1280 px: a case entered with the keyboard alone gives the total that the
 * engine computes from the data the build published (the page's own page-data.json), the address keeps the case, the
 * page has no axe violations, and "Discuss this estimate" fills the contact form.
 */
const PATH = "/resources/termination-cost-estimator"
const built = JSON.parse(fs.readFileSync(path.join("public", "page-data", "resources", "termination-cost-estimator", "page-data.json"), "utf8")) as { result: { data: { rates: RatesData; termination: TerminationData } } }
const { rates, termination } = built.result.data

const noLeadPopup = (page: Page) => page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))

/** Presses Tab until the element with this id has focus (the keyboard's way to a field). */
async function tabTo(page: Page, id: string) {
  for (let i = 0; i < 80; i += 1) {
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return
    await page.keyboard.press("Tab")
  }
  throw new Error(`Tab never reached #${id}`)
}
async function typeInto(page: Page, id: string, text: string) {
  await tabTo(page, id)
  await page.keyboard.press("ControlOrMeta+A")
  await page.keyboard.type(text)
}

for (const width of [375, 1280] as const) {
  test(`at ${width} px: an Indonesian efficiency case entered by keyboard gives the engine's total from the built data`, async ({ page }) => {
    test.setTimeout(240_000) // about 40 key presses, each awaited, on a shared machine
    await noLeadPopup(page)
    await page.setViewportSize({ width, height: 900 })
    await page.goto(PATH)
    await hydrated(page)
    await expect(page.getByLabel("Country", { exact: true })).toBeVisible()
    await page.locator("body").focus()
    await tabTo(page, "term-country")
    await page.keyboard.type("Indonesia")
    await expect(page.getByLabel("Country", { exact: true })).toHaveValue("ID")
    await tabTo(page, "term-cause")
    await page.keyboard.type("Efficiency measures because")
    await expect(page.getByLabel("How the employment ends")).toHaveValue("efficiency-losses")
    await typeInto(page, "term-salary", "10000000")
    await typeInto(page, "term-start", "2019-02-01")
    await typeInto(page, "term-end", "2026-10-31")
    await typeInto(page, "term-leave", "4")

    const country = termination.countries.find((c) => c.code === "ID")!
    const countryRates = rates.countries.find((c) => c.code === "ID")!
    const place = countryRates.minimumWage.places.find((p) => p.default === true)!.id
    const expected = estimate({ country, rates: countryRates, cause: "efficiency-losses", salary: 10_000_000, average: null, basic: null, start: "2019-02-01", end: "2026-10-31", fixedTerm: false, insured: false, leaveDays: 4, payInLieu: false, place })
    await expect(page.getByTestId("termination-total")).toHaveText(formatMoney(expected.total, "IDR"))
    await expect(page.getByTestId("amount-severance")).toHaveText(formatMoney(expected.lines.find((l) => l.id === "severance")!.amount, "IDR"))
    await expect(page.getByTestId("line-severance")).toContainText("PP 35/2021 art. 40(2)")
    await expect(page.getByTestId("line-severance").getByTestId("line-checked")).toHaveText(/^(Official text read on|As reported by .+; official text not yet read · Checked|Due for review since) .+ · Source$/)

    // The address keeps the case: a reload (or a shared link) shows the same total.
    await expect(page).toHaveURL(/country=ID&cause=efficiency-losses&salary=10000000&start=2019-02-01&end=2026-10-31&leave=4/)
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId("termination-total")).toHaveText(formatMoney(expected.total, "IDR"))

    expect(await axeViolations(page, `@${width}`)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    // "Discuss this estimate" opens the contact form with the case written in.
    await tabTo(page, "term-discuss")
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.locator("#popup-message")).toHaveValue(/Termination estimate from the Solvix estimator: Indonesia, Efficiency measures because the company made losses/)
  })
}

test("says what to fix, and keeps what was typed", async ({ page }) => {
  await noLeadPopup(page)
  await page.goto(`${PATH}?country=PH&cause=redundancy&salary=30000&start=2026-02-30&end=2020-01-01`)
  await hydrated(page)
  await expect(page.getByLabel("First day of employment")).toHaveValue("2026-02-30")
  await expect(page.locator("#term-start-error")).toHaveText("Enter a date as YYYY-MM-DD, for example 2024-03-01.")
  await expect(page.getByLabel("First day of employment")).toHaveAttribute("aria-invalid", "true")
  await page.getByLabel("First day of employment").fill("2021-05-01")
  await expect(page.locator("#term-end-error")).toHaveText("The last day must be on or after the first day.")
  await page.getByLabel("Last day of employment").fill("2026-10-31")
  await expect(page.getByTestId("termination-total")).toBeVisible()
})

test("is linked from each country page's termination section and from the calculator", async ({ page }) => {
  for (const [slug, code] of [
    ["philippines", "PH"],
    ["indonesia", "ID"],
    ["vietnam", "VN"],
  ] as const) {
    await page.goto(`/services/employer-of-record-${slug}`)
    // The link sits in the termination subsection, which the page shows folded: look for it in the page, not by role.
    await expect(page.locator(`main a[href="${PATH}?country=${code}"]`)).toHaveText("termination cost estimator")
  }
  await page.goto("/resources/cost-calculator")
  await expect(page.locator(`main a[href="${PATH}"]`)).toHaveText("termination cost estimator")
})

test("explains every rule without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(PATH)
  await expect(page.getByRole("heading", { name: "The rules, country by country" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Vietnam", level: 3 })).toBeVisible()
  await expect(page.getByText("Decree 145/2020/ND-CP art. 8").first()).toBeVisible()
  await context.close()
})
