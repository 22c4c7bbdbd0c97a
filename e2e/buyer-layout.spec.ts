import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { hydrated } from "./helpers"

/**
 * What a buyer meets on a phone and on common desktop windows (issue 30, item 6), each as a measurement: the
 * calculator's next step right under its total, the contact dialog's Send in the window, /trust in the menus,
 * the home page's height on a phone, the desktop popup inside an 800 px window, the header's button on one line,
 * and the comparison's cards inside their columns at 1024 px.
 */

const T0 = new Date("2026-11-23T02:00:00Z")
const noLeadPopup = (page: Page) => page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))

async function phone(browser: Browser, width = 375, height = 812) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })
  const page = await context.newPage()
  await noLeadPopup(page)
  return { context, page }
}

/** How many lines an element's text takes (distinct line boxes of its text). */
const lineCount = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
  })

test.describe("the calculator on a phone", () => {
  test("at 375 px the call to action is right under the total, not after the breakdown", async ({ browser }) => {
    const { context, page } = await phone(browser)
    await page.goto("/resources/cost-calculator?country=PH&salary=40000")
    await hydrated(page)
    const total = page.getByTestId("total-monthly")
    await expect(total).toBeVisible()
    const discuss = page.getByRole("button", { name: "Discuss this estimate with us" })
    const [t, d] = [await total.boundingBox(), await discuss.boundingBox()]
    const gap = d!.y - (t!.y + t!.height)
    console.log(`calculator at 375: total at ${Math.round(t!.y)} px, call to action ${Math.round(gap)} px below it, page ${await page.evaluate(() => document.documentElement.scrollHeight)} px`)
    expect(gap).toBeGreaterThan(0)
    expect(gap).toBeLessThan(600)
    await context.close()
  })
})

test.describe("the contact dialog on a phone", () => {
  test("at 375×812 it fits the screen and Send is in view without scrolling; Esc still closes it and focus returns", async ({ browser }) => {
    const { context, page } = await phone(browser)
    await page.goto("/resources/cost-calculator?country=PH&salary=40000")
    await hydrated(page)
    const opener = page.getByRole("button", { name: "Discuss this estimate with us" })
    await opener.click()
    const dialog = page.getByRole("dialog", { name: "Talk to our team" })
    await expect(dialog).toBeVisible()
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"))
    const box = (await dialog.boundingBox())!
    const send = (await dialog.getByRole("button", { name: "Send message" }).boundingBox())!
    console.log(`contact dialog at 375×812: ${Math.round(box.height)} px tall, Send from ${Math.round(send.y)} to ${Math.round(send.y + send.height)} px`)
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(812)
    expect(send.y).toBeGreaterThanOrEqual(0)
    expect(send.y + send.height).toBeLessThanOrEqual(812)
    // Focus is trapped in it and Esc closes it, focus back on the button that opened it.
    await expect(dialog.getByRole("textbox", { name: /First name/ })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
    await context.close()
  })
})

test.describe("/trust where a buyer looks", () => {
  test("at 1280 px it is in the header's Resources menu", async ({ page }) => {
    await noLeadPopup(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/")
    await hydrated(page)
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Resources" }).click()
    await expect(page.locator("#menu-resources").getByRole("link", { name: "Trust and Data Protection" })).toHaveAttribute("href", "/trust")
  })

  test("at 375 px it is in the menu drawer, one group from the top", async ({ browser }) => {
    const { context, page } = await phone(browser)
    await page.goto("/")
    await hydrated(page)
    await page.getByRole("button", { name: "Open menu" }).click()
    const drawer = page.getByRole("dialog", { name: "Site menu" })
    await drawer.getByRole("button", { name: "Resources" }).click()
    await expect(drawer.getByRole("link", { name: "Trust and Data Protection" })).toHaveAttribute("href", "/trust")
    await context.close()
  })
})

test.describe("the home page on a phone", () => {
  test("at 375 px it stays within 12,000 px (14,008 before), and the desktop shows every card as before", async ({ browser, page }) => {
    const { context, page: mobile } = await phone(browser)
    await mobile.goto("/")
    await hydrated(mobile)
    await mobile
      .getByRole("heading", { name: /how it works/i })
      .first()
      .waitFor()
    const height = await mobile.evaluate(() => document.documentElement.scrollHeight)
    console.log(`home at 375: ${height} px`)
    expect(height).toBeLessThanOrEqual(12_000)
    await context.close()

    await noLeadPopup(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/")
    await hydrated(page)
    await page
      .getByRole("heading", { name: /how it works/i })
      .first()
      .waitFor()
    // On a desktop nothing is folded: every list item of the page's main part is shown, and no "show all" button.
    const hidden = await page.locator("main li").evaluateAll((items) => items.filter((li) => (li as HTMLElement).offsetParent === null && !li.closest("details")).length)
    expect(hidden).toBe(0)
    await expect(page.getByRole("button", { name: /^Show all/ })).toHaveCount(0)
  })
})

test.describe("the desktop consultation popup", () => {
  test("at 1280×800 it fits the window, its button in view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.clock.install({ time: T0 })
    await page.goto("/about")
    await hydrated(page)
    await page.clock.runFor(10_100)
    const dialog = page.getByRole("dialog", { name: "Get Your Free Consultation" })
    await expect(dialog).toBeVisible()
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"))
    const box = (await dialog.boundingBox())!
    const submit = (await dialog.getByRole("button", { name: "Get Free Consultation" }).boundingBox())!
    console.log(`lead popup at 1280×800: ${Math.round(box.height)} px tall, top ${Math.round(box.y)}, button bottom ${Math.round(submit.y + submit.height)}`)
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(800)
    expect(submit.y + submit.height).toBeLessThanOrEqual(800)
  })
})

test.describe("the header's call to action", () => {
  for (const width of [1280, 1440]) {
    test(`at ${width} px "Get In Touch" is on one line`, async ({ page }) => {
      await noLeadPopup(page)
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/")
      await hydrated(page)
      expect(await lineCount(page, "[data-testid=header-cta] button")).toBe(1)
      // And the header still holds everything on its one row, nothing overlapping, inside the window.
      const [nav, search, cta] = await Promise.all(["nav[aria-label=Main] > ul", "header form[role=search]", "[data-testid=header-cta] button"].map((s) => page.locator(s).boundingBox()))
      expect(nav!.x + nav!.width).toBeLessThanOrEqual(search!.x)
      expect(search!.x + search!.width).toBeLessThanOrEqual(cta!.x)
      expect(cta!.x + cta!.width).toBeLessThanOrEqual(width)
    })
  }
})

test.describe("the comparison's cards", () => {
  test("at 1024 px each card stays inside its column", async ({ page }) => {
    await noLeadPopup(page)
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto("/resources/cost-calculator?view=compare&amount=1000&currency=USD")
    await hydrated(page)
    await expect(page.getByTestId("compare-column-VN")).toBeVisible()
    const overflows = await page.locator("[data-testid^=compare-column-]").evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect()
        const widest = Math.max(...[...card.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right))
        return { card: card.getAttribute("data-testid"), by: Math.max(0, Math.round(widest - box.right), card.scrollWidth - card.clientWidth) }
      }),
    )
    console.log(`comparison at 1024: ${JSON.stringify(overflows)}`)
    expect(overflows.filter((o) => o.by > 0)).toEqual([])
  })
})
