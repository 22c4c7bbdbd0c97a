import fs from "node:fs"
import path from "node:path"
import { type Locator, type Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { securityHeaders } from "../gatsby/lib/post-build/security-headers"
import { hydrated } from "./helpers"

/**
 * The site under the security headers the production server (server/app.ts) sends from gatsby-config's
 * `headers` (gatsby/lib/post-build/security-headers.ts). A page passes when the browser reports no
 * Content-Security-Policy violation (the `securitypolicyviolation` event, and console messages about CSP or
 * Permissions-Policy) while a visitor uses it. Every other spec gets the console half of this check from
 * e2e/fixtures.ts.
 */

const HEADERS: Record<string, string> = Object.fromEntries(securityHeaders(process.env).map((h) => [h.key, h.value]))

interface Report {
  violations: string[]
  console: string[]
}

type ReportingWindow = Window & { __reportCspViolation: (text: string) => void }

async function watchViolations(page: Page): Promise<Report> {
  const report: Report = { violations: [], console: [] }
  await page.exposeBinding("__reportCspViolation", (_source, text: string) => void report.violations.push(text))
  // Init scripts are not subject to the page's CSP, so the listener is there before the first script runs.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => (window as unknown as ReportingWindow).__reportCspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || "inline code"} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`), true)
    // A browser that has submitted the lead form does not see the lead popup; it would cover the pages.
    window.localStorage.setItem("leadCaptureSubmitted", String(Date.now()))
  })
  page.on("console", (message) => {
    if (/content.security.policy|permissions.policy|refused to|pagefind web worker/i.test(message.text())) report.console.push(`${message.type()}: ${message.text()}`)
  })
  return report
}

/** Lets queued violation events reach the listener, then expects none. */
async function expectNoViolations(page: Page, report: Report): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(report.violations).toEqual([])
  expect(report.console).toEqual([])
}

/**
 * Waits until Gatsby's app has started (its navigate function exists) and the page has hydrated
 * (DeferredHydration marks <html data-hydrated>), as before a visitor's click. Calling navigate before the
 * second hydration pass ended once left the URL changed and the new page unrendered on a loaded machine
 * (CI, load 8); no visitor can navigate that early.
 */
const started = async (page: Page) => {
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function")
  await hydrated(page)
}

/** Waits until React has hydrated this element (it then carries React's props), so a click reaches its handler. */
const interactive = (locator: Locator) => expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")))).toBe(true)

let report: Report
test.beforeEach(async ({ page }) => {
  report = await watchViolations(page)
})

test.describe("the site under its Content-Security-Policy", () => {
  test("the headers reach the browser, and a script the policy does not allow is blocked and reported", async ({ page, policyViolations }) => {
    const response = await page.goto("/about")
    expect(response?.headers()["content-security-policy"]).toBe(HEADERS["content-security-policy"])
    expect(response?.headers()["permissions-policy"]).toBe(HEADERS["permissions-policy"])
    await started(page)
    const ran = await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.body.append(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => report.violations.length).toBe(1)
    expect(report.violations[0]).toMatch(/^script-src-elem blocked inline /)
    // e2e/fixtures.ts saw it in the console too; it was provoked here on purpose.
    await expect.poll(() => policyViolations.length).toBeGreaterThan(0)
    policyViolations.splice(0)
  })

  test("home: Gatsby's page globals are set, images load, the contact popup opens and refuses an empty form", async ({ page }) => {
    await page.goto("/")
    await started(page)
    // The fixed script that replaced Gatsby's inline ones set the values Gatsby would have, the chunk mapping
    // written empty (nothing reads it: gatsby/lib/post-build/inline-scripts.ts, UNREAD_CHUNK_MAPPING).
    const globals = await page.evaluate(() => {
      const w = window as unknown as { pagePath: string; ___chunkMapping: string; ___webpackCompilationHash: string }
      return { pagePath: w.pagePath, chunkMapping: w.___chunkMapping, hash: w.___webpackCompilationHash }
    })
    const appData = JSON.parse(fs.readFileSync(path.join("public", "page-data", "app-data.json"), "utf8")) as { webpackCompilationHash: string }
    expect(globals).toEqual({ pagePath: "/", chunkMapping: "{}", hash: appData.webpackCompilationHash })

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe("loaded")

    const getStarted = page.getByRole("button", { name: "Get Started Today" })
    await interactive(getStarted)
    await getStarted.click()
    const dialog = page.getByRole("dialog")
    await expect(dialog.getByRole("heading", { name: "Talk to our team" })).toBeVisible()
    const posts: string[] = []
    page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())))
    await dialog.getByRole("button", { name: "Send message" }).click()
    await expect(dialog.getByLabel("First name *")).toBeFocused()
    expect(await dialog.getByLabel("First name *").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    expect(posts).toEqual([])
    await expectNoViolations(page, report)
  })

  test("an article with images", async ({ page }) => {
    await page.goto("/resources/blog/saas-startups-eor-remote-expansion")
    await started(page)
    const images = page.locator("main picture img")
    expect(await images.count()).toBeGreaterThan(0)
    await images.first().scrollIntoViewIfNeeded()
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expectNoViolations(page, report)
  })

  test("/contact: the form refuses to send nothing", async ({ page }) => {
    await page.goto("/contact")
    await started(page)
    const form = page.locator("#contact-form").getByRole("form", { name: "Contact form" })
    await interactive(form.getByRole("button", { name: "Send message" }))
    await form.getByRole("button", { name: "Send message" }).click()
    await expect(form.getByLabel("First name *")).toBeFocused()
    await expectNoViolations(page, report)
  })

  test("/search with a query: pagefind loads its WebAssembly and shows results", async ({ page }) => {
    await page.goto("/search?q=payroll")
    await expect(page.getByRole("list", { name: "Search results" }).locator("a[data-search-result]").first()).toBeVisible()
    await expectNoViolations(page, report)
  })

  test("search reached by a link from the home page runs under the home page's policy", async ({ page }) => {
    await page.goto("/")
    await started(page)
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/search?q=indonesia"))
    await expect(page).toHaveURL(/\/search\?q=indonesia$/)
    await expect(page.getByRole("list", { name: "Search results" }).locator("a[data-search-result]").first()).toBeVisible()
    await expectNoViolations(page, report)
  })

  test("the cost calculator computes live", async ({ page }) => {
    await page.goto("/resources/cost-calculator")
    await started(page)
    const salary = page.getByLabel(/Gross monthly salary/)
    await interactive(salary)
    await salary.fill("50000")
    await expect(page.getByTestId("calc-totals")).toBeVisible()
    await expectNoViolations(page, report)
  })

  test("a content redirect keeps query and hash under the policy", async ({ page }) => {
    await page.goto("/industries/legal?ref=csp#main")
    await expect(page).toHaveURL(/\/sectors\/legal\?ref=csp#main$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expectNoViolations(page, report)
  })

  test("a redirect stub, as a plain static host serves it, moves on with its script (the query and hash show it ran, not the meta refresh)", async ({ page }) => {
    await page.goto("/industries/legal/index.html?ref=csp#main")
    await expect(page).toHaveURL(/\/sectors\/legal\?ref=csp#main$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expectNoViolations(page, report)
  })

  test("the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page")
    expect(response?.status()).toBe(404)
    await started(page)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expectNoViolations(page, report)
  })

  test("frame-ancestors: the site may frame itself, another origin may not", async ({ page, baseURL, policyViolations }) => {
    // The framed page passes through Playwright unchanged (the server's own headers): loaded straight from
    // loopback into a page of another origin, Chromium's private-network rules would stop it before CSP.
    await page.route(`${baseURL}/about`, async (route) => route.fulfill({ response: await route.fetch() }))
    const frameAt = async (parent: string) => {
      await page.route(parent, (route) => route.fulfill({ contentType: "text/html", body: `<!doctype html><title>parent</title><iframe src="${baseURL}/about"></iframe>` }))
      await page.goto(parent)
      const child = page.frames().find((f) => f !== page.mainFrame())
      if (!child) throw new Error("no iframe")
      await child.waitForLoadState()
      return child
    }
    const same = await frameAt(`${baseURL}/__frame-parent`)
    await expect(same.getByRole("heading", { level: 1 })).toBeVisible()
    await expectNoViolations(page, report)

    const other = await frameAt("http://ancestor.invalid/")
    await expect.poll(() => report.console.some((line) => /frame-ancestors/.test(line))).toBe(true)
    await expect(other.getByRole("heading", { level: 1 })).toHaveCount(0)
    policyViolations.splice(0)
  })
})
