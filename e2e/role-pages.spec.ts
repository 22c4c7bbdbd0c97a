import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { hydrated } from "./helpers"

/**
 * Role pages, where buyers land from search (issue 30, item 4): under the title, before the long text, a box says
 * what a hire costs (a link per country of the role's `hireIn` that opens the calculator preset to it), how long it
 * takes (the shortlist promise) and how to start (the contact popup and the call request). On a 375 px phone it is
 * within the first two screens, its call to action included (its three parts stack there); wider, within the first
 * screen and a half.
 */
const ROLES = path.join(process.cwd(), "content", "roles")
const roles = fs
  .readdirSync(ROLES)
  .filter((slug) => fs.existsSync(path.join(ROLES, slug, "index.mdx")))
  .map((slug) => {
    const front = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(ROLES, slug, "index.mdx"), "utf8"))![1]!
    const data = yaml.load(front) as { title: string; hireIn?: string[] }
    return { slug, title: data.title, hireIn: data.hireIn ?? [] }
  })
const site = yaml.load(fs.readFileSync(path.join(process.cwd(), "content", "site.yaml"), "utf8")) as { shortlistTime: string; labels: { header: { cta: string } } }

const noLeadPopup = (page: Page) => page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))

/** How far down the page an element's bottom is, in px from the top of the document. */
const bottomOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)

test.describe("a role page says cost, time and how to start near its top", () => {
  test.beforeEach(({ page }) => noLeadPopup(page))

  test("every role page links the calculator preset to each of its countries, says the shortlist time and offers both ways to start", async ({ page }) => {
    expect(roles.length).toBeGreaterThanOrEqual(8)
    for (const role of roles) {
      await page.goto(`/industries/${role.slug}`)
      const box = page.locator("[data-role-hire]")
      await expect(box, role.slug).toBeVisible()
      const links = box.locator("[data-hire-country]")
      await expect(links, role.slug).toHaveCount(role.hireIn.length)
      for (const [i, code] of role.hireIn.entries()) await expect(links.nth(i)).toHaveAttribute("href", `/resources/cost-calculator?country=${code}`)
      await expect(box.locator("[data-hire=time]")).toContainText(site.shortlistTime)
      await expect(box.locator("[data-hire=start]").getByRole("button", { name: site.labels.header.cta })).toBeVisible()
      await expect(box.locator("[data-hire=start] [data-talk]")).toBeVisible()
      // Before the long text: the box comes before the body's first heading.
      const before = await box.evaluate((el) => {
        const body = document.querySelector("main article h2")
        return !!body && (el.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
      })
      expect(before, role.slug).toBe(true)
    }
  })

  test("a country link opens the calculator on that country", async ({ page }) => {
    await page.goto("/industries/customer-support")
    await page.locator("[data-role-hire] [data-hire-country=ID]").click()
    await expect(page).toHaveURL(/\/resources\/cost-calculator\?country=ID/)
  })

  for (const [width, height] of [
    [375, 812],
    [1024, 768],
    [1280, 800],
  ] as const) {
    const screens = width < 768 ? 2 : 1.5
    test(`at ${width} px the whole box, its call to action included, is within the first ${screens} screens`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      for (const role of roles) {
        await page.goto(`/industries/${role.slug}`)
        await hydrated(page)
        const box = await bottomOf(page, "[data-role-hire]")
        const cta = await bottomOf(page, "[data-role-hire] [data-hire=start] button")
        expect(cta, `${role.slug}: the call to action's bottom at ${width}x${height}`).toBeLessThanOrEqual(height * screens)
        expect(box, `${role.slug}: the box's bottom at ${width}x${height}`).toBeLessThanOrEqual(height * screens)
        // No sideways scroll on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      }
    })
  }
})
