import { type Page } from "@playwright/test"
import { expect, test } from "./fixtures"

/** Keys and clicks before React hydrates go nowhere; DeferredHydration marks <html data-hydrated> when it has. */
const hydrated = (page: Page) => page.locator("html[data-hydrated=true]").waitFor({ state: "attached" })

test.describe("site shell", () => {
  test("desktop menus open on hover after the delay and on click, with aria-expanded", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/about")
    await hydrated(page)
    const services = page.getByRole("button", { name: "Services" })
    await expect(services).toHaveAttribute("aria-expanded", "false")
    await services.hover()
    await expect(services).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByRole("link", { name: "Full Suite Talent Outsourcing" }).first()).toBeVisible()
    // Moving to the next menu while one is open opens it at once (skip delay).
    await page.getByRole("button", { name: "Roles" }).hover()
    await expect(page.getByRole("button", { name: "Roles" })).toHaveAttribute("aria-expanded", "true")
    await expect(services).toHaveAttribute("aria-expanded", "false")
    await page.mouse.move(640, 600)
    await expect(page.getByRole("button", { name: "Roles" })).toHaveAttribute("aria-expanded", "false")
    await page.getByRole("button", { name: "Sectors" }).click()
    await expect(page.getByRole("link", { name: "Telecommunications" }).first()).toBeVisible()
    await page.keyboard.press("Escape")
  })

  test("menus work from the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/about")
    await hydrated(page)
    const resources = page.getByRole("button", { name: "Resources" })
    await resources.focus()
    await page.keyboard.press("ArrowDown")
    await expect(page.getByRole("link", { name: "Blog" }).first()).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(page.locator("#menu-resources").getByRole("link", { name: "Cost Calculator" })).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(page.locator("#menu-resources").getByRole("link", { name: "FAQ" })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(resources).toBeFocused()
    await expect(resources).toHaveAttribute("aria-expanded", "false")
    await page.keyboard.press("Enter")
    await expect(resources).toHaveAttribute("aria-expanded", "true")
  })

  test("the drawer replaces the menus at 375 px, groups expand on their own, it closes on navigation", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/about")
    await hydrated(page)
    await expect(page.getByRole("button", { name: "Services" })).toBeHidden()
    await page.getByRole("button", { name: "Open menu" }).click()
    const drawer = page.getByRole("dialog", { name: "Site menu" })
    await expect(drawer).toBeVisible()
    await drawer.getByRole("button", { name: "Roles" }).click()
    await expect(drawer.getByRole("button", { name: "Roles" })).toHaveAttribute("aria-expanded", "true")
    await expect(drawer.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false")
    await drawer.getByRole("button", { name: "Sectors" }).click()
    await expect(drawer.getByRole("button", { name: "Roles" })).toHaveAttribute("aria-expanded", "true")
    await drawer.getByRole("link", { name: "Marketing" }).click()
    await expect(page).toHaveURL(/\/industries\/marketing$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("an unknown path shows the not-found page with the path and logs it", async ({ page }) => {
    const logs: string[] = []
    page.on("console", (m) => logs.push(m.text()))
    const response = await page.goto("/no/such/page")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible()
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for. The page may have been moved, deleted, or you may have entered an incorrect URL.")).toBeVisible()
    await expect(page.getByTestId("requested-path")).toHaveText("/no/such/page")
    for (const name of ["Go to the homepage", "View our services", "Contact us"]) await expect(page.getByRole("link", { name })).toBeVisible()
    expect(logs.some((l) => l.includes("/no/such/page"))).toBe(true)
  })

  test("a link scrolls the new page to the top; /how-it-works scrolls smoothly to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/about")
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator("footer").getByRole("link", { name: "Careers" }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator("footer").getByRole("link", { name: "How It Works" }).click()
    await expect(page).toHaveURL(/\/how-it-works$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("presentation mode: localhost gets admin-access", async ({ page }) => {
    await page.goto("/about")
    await hydrated(page)
    await expect(page.locator("body")).toHaveClass(/admin-access/)
  })
})
