import { expect, test } from "./fixtures"
import { hydrated, visitorActs, watchRequests } from "./helpers"

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
    await visitorActs(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator("footer").getByRole("link", { name: "Careers" }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator("footer").getByRole("link", { name: "How It Works" }).click()
    await expect(page).toHaveURL(/\/how-it-works$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("the head follows the page after a move in the app; react-helmet's code loads only then", async ({ page }) => {
    // react-helmet's chunk carries the attribute name it writes; the first page keeps the server's head without it.
    const helmetScripts: string[] = []
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return
      const body = await response.text().catch(() => "")
      if (body.includes("data-react-helmet")) helmetScripts.push(new URL(response.url()).pathname)
    })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/about")
    await hydrated(page)
    await page.waitForLoadState("networkidle")
    await visitorActs(page)
    expect(helmetScripts, "react-helmet fetched on the first page").toEqual([])
    const aboutTitle = await page.title()
    await page.locator("footer").getByRole("link", { name: "Careers" }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(page).not.toHaveTitle(aboutTitle)
    await expect(page).toHaveTitle(/Careers/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/careers$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    expect(helmetScripts).toHaveLength(1)
  })

  for (const [path, parts] of [
    ["/about", ["CardGlyph", "Footer", "RouteSpinner"]],
    ["/services/employer-of-record-philippines", ["CardGrid", "FaqList", "Footer", "Proof"]],
  ] as const) {
    test(`${path}: a visitor who only reads the first screen fetches no code of ${parts.join(", ")}; the first act does`, async ({ page }) => {
      // src/framework/parts.tsx, `afterFirstAct`. Each chunk is the one that exports its component (others only name it).
      const fetched = new Set<string>()
      page.on("response", async (response) => {
        if (response.request().resourceType() !== "script") return
        const body = await response.text().catch(() => "")
        for (const name of parts) if (new RegExp(`[{,]${name}:(?:function\\(\\)\\{return|\\(\\)=>)`).test(body)) fetched.add(name)
      })
      await page.setViewportSize({ width: 1280, height: 900 })
      const quiet = watchRequests(page, 1_500)
      await page.goto(path)
      await hydrated(page)
      await quiet()
      expect([...fetched]).toEqual([])
      // The footer is in the server's HTML all the while.
      await expect(page.locator("footer").getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers")
      await visitorActs(page)
      await expect.poll(() => [...fetched].sort()).toEqual(parts)
      // Its links now move within the app: the window's state survives the move.
      await page.evaluate(() => Object.assign(window, { samePage: true }))
      await page.locator("footer").getByRole("link", { name: "Careers" }).click()
      await expect(page).toHaveURL(/\/careers$/)
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    })
  }

  test("a page fetches no dialog or form code until a popup opens, the cards' icons at the first act included", async ({ page }) => {
    // @reach/dialog's code names its overlay; only the popups and the menu drawer use it (docs/workarounds.md,
    // "Shared chunks per set of parts": it came with the cards' icons, 26.6 KiB, on every page).
    const scripts: Array<{ path: string; dialog: boolean; glyphs: boolean }> = []
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return
      const body = await response.text().catch(() => "")
      // The icons' chunk is the one that exports CardGlyph (other chunks only name the part).
      scripts.push({ path: new URL(response.url()).pathname, dialog: body.includes("DialogOverlay"), glyphs: /CardGlyph:(?:function\(\)\{return|\(\)=>)/.test(body) })
    })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/about")
    await hydrated(page)
    // The cards' icons are fetched at the visitor's first act (gatsby-browser.tsx, onInitialClientRender).
    await visitorActs(page)
    await expect.poll(() => scripts.some((s) => s.glyphs), { timeout: 15_000 }).toBe(true)
    await page.waitForLoadState("networkidle")
    expect(
      scripts.filter((s) => s.dialog).map((s) => s.path),
      "dialog code fetched before any popup opened",
    ).toEqual([])
    await page.getByRole("banner").getByRole("button", { name: "Get In Touch" }).click()
    await expect(page.getByRole("dialog", { name: "Talk to our team" })).toBeVisible()
    // The listener reads each body asynchronously, so the chunk that drew the dialog may still be being read.
    await expect.poll(() => scripts.some((s) => s.dialog), { timeout: 10_000 }).toBe(true)
  })

  for (const path of ["/resources/cost-calculator", "/resources/termination-cost-estimator"]) {
    test(`${path}: the tool fetches no lead-form code until a form opens`, async ({ page }) => {
      // The tools draw their inputs with the forms' look alone (src/forms/input-styles.ts); the forms kit (the lead
      // fields, their submission) came with it, 4.5 KiB gzip, on the calculator's page.
      const scripts: Array<{ path: string; form: boolean }> = []
      page.on("response", async (response) => {
        if (response.request().resourceType() !== "script") return
        const body = await response.text().catch(() => "")
        scripts.push({ path: new URL(response.url()).pathname, form: body.includes("/api/send-contact-email") })
      })
      await page.goto(path)
      await hydrated(page)
      await visitorActs(page)
      await expect(page.getByRole("textbox").first()).toBeVisible()
      await page.waitForLoadState("networkidle")
      expect(scripts.length).toBeGreaterThan(0)
      expect(
        scripts.filter((s) => s.form).map((s) => s.path),
        "lead-form code fetched before any form opened",
      ).toEqual([])
    })
  }

  test("an article's cover shows from the page's HTML without fetching an image renderer", async ({ page }) => {
    // GatsbyImage fetched its client renderer (react-dom/server, 21 KiB) on every article; the cover is a plain
    // <picture> (src/components/content/cover-picture.tsx, docs/workarounds.md).
    const renderers: string[] = []
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return
      const body = await response.text().catch(() => "")
      // The renderer's chunk is the one that exports it (GatsbyImage's own code only names it).
      if (/renderImageToString:(?:function\(\)\{return|\(\)=>)/.test(body)) renderers.push(new URL(response.url()).pathname)
    })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/resources/blog/eor-indonesia-guide")
    await hydrated(page)
    await page.waitForLoadState("networkidle")
    const cover = page.locator("main picture img").first()
    await expect(cover).toBeVisible()
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // The box keeps the image's shape: the width and height it was made at.
    const shape = await cover.evaluate((img: HTMLImageElement) => ({ box: img.clientWidth / img.clientHeight, natural: img.naturalWidth / img.naturalHeight }))
    expect(shape.box).toBeCloseTo(shape.natural, 1)
    expect(renderers, "scripts with gatsby-plugin-image's client renderer").toEqual([])
  })

  for (const path of ["/services/employer-of-record-philippines", "/resources/blog/eor-indonesia-guide", "/resources/cost-calculator"]) {
    test(`${path}: loading and hydrating uses no Intl service (its first use loads ICU's data in one long task)`, async ({ page }) => {
      // README, "How a page loads"; src/data/number-format.ts. These pages write figures while they hydrate.
      await page.addInitScript(() => {
        const used: string[] = []
        Object.assign(window, { intlUsed: used })
        for (const name of ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat", "DisplayNames"] as const) {
          const Service = Intl[name] as unknown as new (...args: unknown[]) => object
          Object.defineProperty(Intl, name, { value: new Proxy(Service, { construct: (target, args) => (used.push(`Intl.${name}`), Reflect.construct(target, args)) }) })
        }
        for (const [owner, method] of [
          [Number.prototype, "toLocaleString"],
          [Date.prototype, "toLocaleString"],
          [Date.prototype, "toLocaleDateString"],
        ] as const) {
          const original: unknown = Object.getOwnPropertyDescriptor(owner, method)?.value
          Object.defineProperty(owner, method, {
            value: function (this: unknown, ...args: unknown[]): unknown {
              used.push(method)
              return Reflect.apply(original as (...a: unknown[]) => unknown, this, args)
            },
          })
        }
      })
      await page.goto(path)
      await hydrated(page)
      await page.waitForLoadState("networkidle")
      expect(await page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed)).toEqual([])
    })
  }

  for (const path of ["/", "/resources/blog/eor-indonesia-guide"]) {
    test(`${path}: the app takes over the server's style sheets without replacing one (each replacement restyles the page)`, async ({ page }) => {
      // src/framework/emotion-cache.tsx: Emotion's browser cache moved its server tags, and a moved <style> gets a new
      // sheet, parsed again, and every element it matches has its style recalculated.
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          const first = [...document.querySelectorAll("style")].map((tag) => ({ tag, sheet: tag.sheet }))
          Object.assign(window, { firstSheets: first })
        })
      })
      await page.goto(path)
      await hydrated(page)
      await page.waitForLoadState("networkidle")
      const replaced = await page.evaluate(() =>
        (window as unknown as { firstSheets: Array<{ tag: HTMLStyleElement; sheet: CSSStyleSheet | null }> }).firstSheets.filter(({ tag, sheet }) => !tag.isConnected || tag.sheet !== sheet).map(({ tag }) => tag.outerHTML.slice(0, 80)),
      )
      expect(replaced).toEqual([])
    })
  }

  test("a move that waits for its page's data shows the loading notice until the page arrives", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/about")
    await hydrated(page)
    // The careers page's data held back 3 s: Gatsby reports the wait after about a second (onRouteUpdateDelayed).
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/page-data/careers/page-data.json", async (route) => {
      await held
      await route.continue()
    })
    await visitorActs(page)
    await page.locator("footer").getByRole("link", { name: "Careers" }).click()
    const notice = page.getByTestId("route-spinner")
    await expect(notice).toBeVisible({ timeout: 5_000 })
    await expect(notice.getByRole("status")).toHaveText("Loading page")
    release()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/career/i)
    await expect(notice).toHaveCount(0)
  })

  test("presentation mode: localhost gets admin-access", async ({ page }) => {
    await page.goto("/about")
    await hydrated(page)
    await expect(page.locator("body")).toHaveClass(/admin-access/)
  })
})

/**
 * The copy-protected mode as a visitor on the public host gets it (the tests run on localhost, which gets
 * admin-access: src/lib/presentation-mode.ts, unit-tested, decides the class; here the body takes the public
 * host's class after load). Marketing copy is not selectable; legal pages, prices and figures are, with their
 * notes (DECISIONS.md "Presentation modes").
 */
test.describe("copy-protected mode", () => {
  const asPublicHost = (page: import("@playwright/test").Page) =>
    page.evaluate(() => {
      document.body.classList.remove("admin-access")
      document.body.classList.add("copy-protected")
    })
  for (const path of ["/standard-terms-of-services", "/privacy-policy", "/trust", "/pricing", "/resources/cost-calculator", "/resources/statutory-changes"]) {
    test(`${path}: every paragraph stays selectable, and Ctrl+A takes the whole text`, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      await asPublicHost(page)
      const locked = await page.locator("main :is(p, li, h2, h3, td)").evaluateAll((els) => els.filter((el) => getComputedStyle(el).userSelect === "none").map((el) => (el.textContent ?? "").slice(0, 60)))
      expect(locked).toEqual([])
      const last = (await page.locator("main p").last().innerText()).trim()
      await page.locator("main h1").click()
      await page.keyboard.press("Control+A")
      const selected = await page.evaluate(() => window.getSelection()?.toString() ?? "")
      expect(selected.replace(/\s+/g, " ")).toContain(last.replace(/\s+/g, " ").slice(0, 80))
    })
  }
  test("a country page: marketing copy is protected, a sentence quoting a statutory figure is not", async ({ page }) => {
    await page.goto("/services/employer-of-record-philippines")
    await hydrated(page)
    await asPublicHost(page)
    const style = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).userSelect)
    expect(await style("main p:not(:has([data-figure]))")).toBe("none")
    expect(await style("main :is(p, li):has([data-figure])")).toBe("text")
    expect(await style("main [data-figure]")).toBe("text")
  })
})
