import { type Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { axeViolations } from "./axe"
import { hydrated, watchRequests } from "./helpers"

/**
 * Site search against the production build and its pagefind index (built after the pages by
 * gatsby/post-build/search-index.ts).
 */

const results = (page: Page) => page.getByRole("list", { name: "Search results" })
const resultLinks = (page: Page) => results(page).locator("a[data-search-result]")
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search every page and article" })

/** The addresses of the first `n` results, once the results for `query` are announced. */
async function topResults(page: Page, query: string, n: number): Promise<string[]> {
  await expect(page.getByRole("status").filter({ hasText: `for “${query}”` })).toBeVisible()
  const hrefs = await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
  return hrefs.slice(0, n)
}

/** The font Chromium drew the first element matching `selector` in (its platform font, not what has loaded). */
async function fontsUsed(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send("DOM.getDocument")
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })
    await cdp.send("CSS.enable")
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
    return fonts.map((f) => f.familyName).join(", ")
  } finally {
    await cdp.detach()
  }
}

/**
 * Loads the page again, its fonts now in the cache, until `selector` is drawn in Inter. The brand fonts are
 * `font-display: optional`: a page whose fonts miss the first paint keeps the fallback for good, even once they
 * have loaded (on a loaded machine a first visit's fonts can miss it).
 */
/** The family name inside the body font's file, as Chromium reports the font it drew with (inter-ui's InterVariable, cut by gatsby/lib/site-fonts.ts). */
const INTER = "Inter Variable"

async function reloadUntilInter(page: Page, selector: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await hydrated(page)
        const used = await fontsUsed(page, selector)
        if (used !== INTER) await page.reload()
        return used
      },
      { timeout: 30_000 },
    )
    .toBe(INTER)
}

test.describe("site search", () => {
  test.beforeEach(async ({ page }) => {
    // A browser that has submitted the lead form does not see the lead popup, which keeps it off these tests.
    await page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))
  })

  test("shows results with the typed words highlighted as the visitor types, and keeps the query in the address", async ({ page }) => {
    await page.goto("/search")
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible()
    await searchBox(page).pressSequentially("payroll", { delay: 30 })
    await expect(page).toHaveURL(/\/search\?q=payroll$/)
    await expect(resultLinks(page).first()).toBeVisible()
    const first = results(page).locator("li").first()
    await expect(first.locator("mark").first()).toHaveText(/payroll/i)
    await expect(first.getByTestId("result-section")).toHaveText("Blog")
    await expect(page.getByRole("status").filter({ hasText: /^\d+ results for “payroll”$/ })).toBeVisible()
    // Nothing but text and <mark> in an excerpt.
    const tags = await results(page)
      .locator("li > p:last-child *")
      .evaluateAll((els) => [...new Set(els.map((e) => e.tagName))])
    expect(tags).toEqual(["MARK"])
  })

  test("fetches the index (pagefind) at the visitor's first key, not as the page opens", async ({ page }) => {
    const fetched: string[] = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/pagefind/")) fetched.push(new URL(request.url()).pathname)
    })
    const quiet = watchRequests(page, 1_500)
    await page.goto("/search")
    await hydrated(page)
    await quiet()
    expect(fetched).toEqual([])
    await searchBox(page).press("p")
    await expect.poll(() => fetched).toContain("/pagefind/pagefind.js")
    await searchBox(page).pressSequentially("ayroll", { delay: 30 })
    expect((await topResults(page, "payroll", 1))[0]).toBe("/resources/blog/global-eor-hire-pay-manage")
  })

  test("keeps what the visitor typed before the page's script ran", async ({ page }) => {
    let release: () => void = () => undefined
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.js$/, async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto("/search", { waitUntil: "domcontentloaded" })
    await searchBox(page).fill("payroll")
    release()
    await expect(page).toHaveURL(/\/search\?q=payroll$/)
    await expect(searchBox(page)).toHaveValue("payroll")
    expect((await topResults(page, "payroll", 1))[0]).toBe("/resources/blog/global-eor-hire-pay-manage")
  })

  test("keeps every key typed while the page hydrates, on a slow phone's CPU", async ({ page, context }) => {
    // Typing as the page opens, with the CPU 4x slower: a key typed before the box hydrated was dropped in 3 of
    // 20 such visits before site-search.tsx read it in a layout effect. Five visits make a miss likely to show.
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    for (let visit = 0; visit < 5; visit++) {
      await page.goto("/search")
      await searchBox(page).pressSequentially("payroll", { delay: 30 })
      await expect(page).toHaveURL(/\/search\?q=payroll$/)
      await expect(searchBox(page)).toHaveValue("payroll")
    }
  })

  test("'indonesia' finds the Indonesia service page, then the Indonesia compliance guide", async ({ page }) => {
    await page.goto("/search?q=indonesia")
    await expect(searchBox(page)).toHaveValue("indonesia")
    expect(await topResults(page, "indonesia", 2)).toEqual(["/services/employer-of-record-indonesia", "/resources/blog/eor-indonesia-guide"])
    // The next two are the other articles with Indonesia in their titles.
    expect((await topResults(page, "indonesia", 4)).slice(2).sort()).toEqual(["/resources/blog/hire-remote-staff-indonesia-singapore-2025", "/resources/blog/indonesia-remote-talent-hub-singapore"])
    await expect(results(page).locator("li").first().getByTestId("result-section")).toHaveText("Services")
  })

  test("'payroll' finds the payroll playbook first, then articles with a payroll section", async ({ page }) => {
    await page.goto("/search?q=payroll")
    const top = await topResults(page, "payroll", 5)
    expect(top[0]).toBe("/resources/blog/global-eor-hire-pay-manage")
    expect(top).toContain("/resources/blog/hr-leaders-eor-checklist-singapore")
    expect(top).toContain("/resources/blog/eor-services-complete-guide")
  })

  test("'vietnam eor' finds the Vietnam EOR service page first, then the Vietnam EOR guide", async ({ page }) => {
    await page.goto("/search?q=vietnam+eor")
    expect(await topResults(page, "vietnam eor", 2)).toEqual(["/services/employer-of-record-vietnam", "/resources/blog/eor-services-vietnam-2025-complete-guide"])
  })

  test("Back returns to the previous search, also after opening a result", async ({ page }) => {
    await page.goto("/search?q=indonesia")
    await topResults(page, "indonesia", 1)
    await searchBox(page).fill("payroll")
    await searchBox(page).press("Enter")
    await expect(page).toHaveURL(/\?q=payroll$/)
    expect((await topResults(page, "payroll", 1))[0]).toBe("/resources/blog/global-eor-hire-pay-manage")

    await page.goBack()
    await expect(page).toHaveURL(/\?q=indonesia$/)
    await expect(searchBox(page)).toHaveValue("indonesia")
    expect(await topResults(page, "indonesia", 1)).toEqual(["/services/employer-of-record-indonesia"])

    await page.goForward()
    await expect(searchBox(page)).toHaveValue("payroll")
    expect(await topResults(page, "payroll", 1)).toEqual(["/resources/blog/global-eor-hire-pay-manage"])
    await resultLinks(page).first().click()
    await expect(page).toHaveURL(/\/resources\/blog\/global-eor-hire-pay-manage$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/search\?q=payroll$/)
    await expect(searchBox(page)).toHaveValue("payroll")
    expect(await topResults(page, "payroll", 1)).toEqual(["/resources/blog/global-eor-hire-pay-manage"])
  })

  test("the keyboard reaches the results from the search box", async ({ page }) => {
    await page.goto("/search")
    await expect(searchBox(page)).toBeFocused()
    await page.keyboard.type("vietnam eor")
    await topResults(page, "vietnam eor", 1)
    await page.keyboard.press("ArrowDown")
    await expect(resultLinks(page).first()).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(resultLinks(page).nth(1)).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await page.keyboard.press("ArrowUp")
    await expect(searchBox(page)).toBeFocused()
  })

  test("before a search it offers popular pages; a search that finds nothing says so and offers them again", async ({ page, request }) => {
    await page.goto("/search")
    const popular = page.getByTestId("search-empty").getByRole("link")
    const hrefs = await popular.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
    expect(hrefs).toEqual(["/services", "/services/employer-of-record-philippines", "/services/employer-of-record-indonesia", "/services/employer-of-record-vietnam", "/resources/cost-calculator", "/resources/blog", "/contact"])
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200)

    await searchBox(page).fill("qwxzv")
    await expect(page.getByRole("status").filter({ hasText: "No results for “qwxzv”" })).toBeVisible()
    await expect(page.getByTestId("no-results").getByRole("link")).toHaveCount(hrefs.length)
    await expect(results(page)).toHaveCount(0)
  })

  test("the header's search box leads to /search?q=…", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/about")
    const box = page.getByRole("search", { name: "Quick search" }).getByRole("searchbox", { name: "Search the site" })
    await box.fill("vietnam eor")
    await box.press("Enter")
    await expect(page).toHaveURL(/\/search\?q=vietnam\+eor$/)
    expect(await topResults(page, "vietnam eor", 1)).toEqual(["/services/employer-of-record-vietnam"])
  })

  test("the header's search box fits the header from 1100 px and the icon link takes its place below", async ({ page }) => {
    for (const width of [1100, 1130, 1160, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      // The layout drawn in the brand fonts: the menus drawn in Inter (the font Chromium drew them in, not what
      // has loaded). The test below holds the layout in the fallback fonts.
      await page.goto("/about")
      const form = page.getByRole("search", { name: "Quick search" })
      await reloadUntilInter(page, 'nav[aria-label="Main"] a')
      await expect(form).toBeVisible()
      const [formBox, navBox, logoBox] = await Promise.all([form.boundingBox(), page.getByRole("navigation", { name: "Main" }).boundingBox(), page.getByRole("link", { name: /home$/ }).first().boundingBox()])
      expect(formBox && navBox && logoBox).toBeTruthy()
      // Logo, menus and search box side by side, none overlapping, all inside the window.
      expect(navBox!.x).toBeGreaterThanOrEqual(logoBox!.x + logoBox!.width)
      expect(formBox!.x).toBeGreaterThanOrEqual(navBox!.x + navBox!.width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
    for (const width of [375, 1024]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/about")
      await expect(page.getByRole("search", { name: "Quick search" })).toBeHidden()
      await expect(page.getByRole("banner").getByRole("link", { name: "Search" })).toBeVisible()
    }
  })

  // A first visit whose fonts miss the first paint keeps the fallback for good (fonts.css, font-display: optional):
  // the layout must hold in it. The brand fonts are blocked, so every page is drawn in its fallback.
  // DejaVu Sans, Linux's usual sans-serif (its words 6–15 % wider than Inter's), stands for a fallback with no
  // metric-matched face (src/shared/font-fallbacks.ts): the header's search box gives way instead.
  const unmatched = "body, body * { font-family: 'DejaVu Sans', sans-serif !important }"
  for (const fallback of ["metric-matched", "unmatched"]) {
    test(`without the brand fonts the header still fits the window from 1100 to 1280 px, in the ${fallback} fallback`, async ({ page }) => {
      await page.route("**/*.woff2", (route) => route.abort())
      for (const path of ["/", "/about", "/resources/blog/eor-indonesia-guide"]) {
        // Loaded at the narrowest width, then widened as a visitor widens the window: the header's rules are CSS.
        await page.setViewportSize({ width: 1100, height: 800 })
        await page.goto(path)
        if (fallback === "unmatched") await page.addStyleTag({ content: unmatched })
        await hydrated(page)
        for (const width of [1100, 1140, 1180, 1280]) {
          await page.setViewportSize({ width, height: 800 })
          await expect(page.getByRole("search", { name: "Quick search" })).toBeVisible()
          await expect(page.getByTestId("header-cta")).toBeVisible()
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px, ${fallback} fallback`).toBeLessThanOrEqual(width)
        }
      }
    })
  }

  test("without the brand fonts, body text takes the room it takes in Inter (within 2 %)", async ({ page, browser }) => {
    // The first paragraph of /about on one line, in the body font at 400: its width in Inter, then in the fallback.
    const lineWidth = (on: Page) =>
      on.evaluate(() => {
        const line = document.createElement("span")
        line.style.whiteSpace = "nowrap"
        line.textContent = document.querySelector("main p")?.textContent ?? ""
        document.body.append(line)
        const width = line.getBoundingClientRect().width
        line.remove()
        return width
      })
    await page.goto("/about")
    await reloadUntilInter(page, "main p")
    const inter = await lineWidth(page)
    expect(inter).toBeGreaterThan(200)

    const context = await browser.newContext()
    const blocked = await context.newPage()
    await blocked.route("**/*.woff2", (route) => route.abort())
    await blocked.goto("/about")
    await hydrated(blocked)
    const drawnIn = await fontsUsed(blocked, "main p")
    const fallback = await lineWidth(blocked)
    await context.close()
    expect(Math.abs(fallback / inter - 1), `${Math.round(fallback)} px in ${drawnIn}, ${Math.round(inter)} px in Inter`).toBeLessThanOrEqual(0.02)
  })

  test("results, the no-results state and the expanded header box pass axe", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/search?q=indonesia")
    await topResults(page, "indonesia", 1)
    expect(await axeViolations(page, "results")).toEqual([])
    await searchBox(page).fill("qwxzv")
    await expect(page.getByTestId("no-results")).toBeVisible()
    expect(await axeViolations(page, "no results")).toEqual([])
    await page.getByRole("search", { name: "Quick search" }).getByRole("searchbox").focus()
    expect(await axeViolations(page, "the header box expanded")).toEqual([])
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("the header's search box still submits to /search?q=…, which lists the popular pages", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto("/about")
      const box = page.getByRole("search", { name: "Quick search" }).getByRole("searchbox")
      await box.fill("payroll")
      await box.press("Enter")
      await expect(page).toHaveURL(/\/search\?q=payroll$/)
      await expect(page.getByRole("link", { name: "Employer Cost Calculator" })).toBeVisible()
    })
  })

  test("a misspelt country still finds its page: “eor philipines” shows the Philippines EOR page first", async ({ page }) => {
    await page.goto("/search?q=eor%20philipines")
    await expect(page.getByRole("status").filter({ hasText: "No results for “eor philipines”. Showing" })).toContainText("for “eor philippines”")
    await expect(resultLinks(page).first()).toHaveAttribute("href", "/services/employer-of-record-philippines")
    await expect(searchBox(page)).toHaveValue("eor philipines")
  })
})
