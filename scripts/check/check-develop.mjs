#!/usr/bin/env node
// @ts-check
// `npm run check:develop` (part of `npm test`): a writer's preview works. Starts `npm run develop` on a free port
// in a copy of the project (so the checkout's .cache/ and public/, which `gatsby build` shares with develop, are
// untouched: develop's babel cache would carry Emotion's source maps into the next build), and opens in Chromium
//   - one page of every page kind of the route plan (.cache/route-plan/plan.json, as develop's createPages wrote
//     it), a kind being the plan's kind with the template that draws it (a `page` may be a listing, a form or a
//     tool), and every page of src/pages/ (the home page, search, the site map);
//   - a page using each component writers may use (the capitalised names of src/shared/writer-components.ts), found in the content files of develop's own pages (GraphQL `allSitePage`);
// and then moves, in the app, from the home page to a page whose body uses a component. A page fails on Gatsby's
// error overlay, a console error or uncaught exception, or no `<main>`. Last, on that page, it misspells a
// component in its file: the page must show the content check's words for it (file, line), not a stack trace,
// until the file is put back. Stops what it started (its process group).
//   node scripts/check/check-develop.mjs [--keep] [--in=<a kept copy>]   (DEVELOP_TIMEOUT_S: how long develop may take to start)
import fs from "node:fs"
import path from "node:path"
import { register } from "node:module"
import { fileURLToPath } from "node:url"
import { chromium } from "@playwright/test"
import { chromiumPath } from "../lib/chromium-path.mjs"
import { copyProject } from "../lib/project-copy.mjs"
import { startServe } from "../lib/serve.mjs"

register("../lib/ts-hooks.mjs", import.meta.url)

const firstLine = (/** @type {string} */ text) => (text.split("\n")[0] ?? "").slice(0, 300)
const seconds = (/** @type {number} */ since) => ((Date.now() - since) / 1000).toFixed(1)

/**
 * @typedef {{ path: string, kind: string }} PlanPage
 * @typedef {{ path: string, reasons: string[], components: string[] }} Chosen
 */

/**
 * The pages to open: the first page of each kind of the plan (in the plan's order) and each static page, then, for
 * each writer component none of those uses, the first page (plan order) that does. Pure.
 * @param {readonly PlanPage[]} planPages
 * @param {readonly string[]} staticPaths
 * @param {ReadonlyMap<string, readonly string[]>} uses components each page's body uses, by path
 * @param {readonly string[]} components the writer components
 * @returns {{ pages: Chosen[], unused: string[] }} `unused`: components no page uses (nothing to open for them)
 */
export function choosePages(planPages, staticPaths, uses, components) {
  /** @type {Map<string, Chosen>} */
  const chosen = new Map()
  const add = (/** @type {string} */ pagePath, /** @type {string} */ reason) => {
    const page = chosen.get(pagePath) ?? { path: pagePath, reasons: [], components: [...new Set(uses.get(pagePath) ?? [])].filter((c) => components.includes(c)) }
    page.reasons.push(reason)
    chosen.set(pagePath, page)
  }
  for (const p of staticPaths) add(p, "static page")
  const kinds = new Set()
  for (const p of planPages) {
    if (kinds.has(p.kind)) continue
    kinds.add(p.kind)
    add(p.path, `kind ${p.kind}`)
  }
  const covered = () => new Set([...chosen.values()].flatMap((c) => c.components))
  /** @type {string[]} */
  const unused = []
  for (const component of components) {
    if (covered().has(component)) continue
    const page = planPages.find((p) => uses.get(p.path)?.includes(component))
    if (page) add(page.path, `<${component}>`)
    else unused.push(component)
  }
  return { pages: [...chosen.values()], unused }
}

/** The content file of an MDX page's component (`…/template.tsx?__contentFilePath=/abs/file.mdx`), or null. @param {string} component */
export const contentFileOf = (component) => /[?&]__contentFilePath=([^&]+)/.exec(component)?.[1] ?? null

/** @param {string} url @param {string} query */
export async function graphql(url, query) {
  const res = await fetch(`${url}/___graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) })
  const json = /** @type {{ data?: any, errors?: unknown[] }} */ (await res.json())
  if (!json.data || json.errors) throw new Error(`develop's GraphQL answered ${JSON.stringify(json.errors ?? json).slice(0, 500)}`)
  return json.data
}

/**
 * What to open in the site served from `dir` at `url`.
 * @param {string} dir @param {string} url
 */
async function pagesToOpen(dir, url) {
  const { componentsUsed, WRITER_COMPONENT_NAMES: components } = await import("../../gatsby/lib/checks/writer-components.ts")
  const plan = /** @type {{ pages: PlanPage[] }} */ (JSON.parse(fs.readFileSync(path.join(dir, ".cache", "route-plan", "plan.json"), "utf8")))
  const data = await graphql(url, "{ allSitePage { nodes { path component } } }")
  /** @type {Array<{ path: string, component: string }>} */
  const sitePages = data.allSitePage.nodes
  const pagesDir = path.join(dir, "src", "pages") + path.sep
  const staticPaths = sitePages.filter((p) => p.component.startsWith(pagesDir) && !/^\/(404|dev-404-page)/.test(p.path)).map((p) => p.path)
  /** @type {Map<string, string[]>} */
  const uses = new Map()
  /** @type {Map<string, string>} */
  const templates = new Map()
  /** @type {Map<string, string>} */
  const files = new Map()
  for (const p of sitePages) {
    templates.set(p.path, path.basename(p.component.split("?")[0] ?? "", ".tsx"))
    const file = contentFileOf(p.component)
    if (file) files.set(p.path, file)
    if (file)
      uses.set(
        p.path,
        componentsUsed(fs.readFileSync(file, "utf8")).map((u) => u.name),
      )
  }
  // A kind of page is the plan's kind with the template that draws it: a `page` may be a listing, a form or a tool.
  const kinds = plan.pages.map((p) => ({ path: p.path, kind: `${p.kind} (${templates.get(p.path) ?? "?"})` }))
  return { ...choosePages(kinds, staticPaths, uses, components), components, files }
}

/**
 * Opens `pagePath` in a new tab and returns what is wrong with it (empty when nothing is).
 * @param {import("@playwright/test").Browser} browser @param {string} url @param {string} pagePath
 * @param {((page: import("@playwright/test").Page) => Promise<string[]>) | null} [then] more to do on the page
 * @param {boolean} [errorsExpected] whether `then` makes the page fail on purpose (its errors are then not counted)
 */
async function openPage(browser, url, pagePath, then = null, errorsExpected = false) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  /** @type {string[]} */
  const problems = []
  let counting = true
  page.on("console", (m) => {
    if (counting && m.type() === "error") problems.push(`console error: ${firstLine(m.text())}${m.location().url ? ` (${m.location().url})` : ""}`)
  })
  page.on("pageerror", (e) => {
    if (counting) problems.push(`uncaught: ${firstLine(e.message)}`)
  })
  try {
    await page.goto(url + pagePath, { waitUntil: "load", timeout: 120_000 })
    problems.push(...(await settled(page)))
    counting = !errorsExpected
    if (then && problems.length === 0) problems.push(...(await then(page)))
  } catch (error) {
    problems.push(error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error))
  } finally {
    await page.close()
  }
  return problems
}

/** How long develop may take to start (a cold start on a loaded 2-core machine took over 15 minutes). */
export const DEVELOP_TIMEOUT_MS = Number(process.env.DEVELOP_TIMEOUT_S ?? 45 * 60) * 1000

const OVERLAY = '[data-gatsby-overlay="root"]'

/**
 * Waits until the page has drawn its body (`data-hydrated`, src/framework/deferred-hydration.tsx) or shows Gatsby's
 * error overlay, then says what is wrong. @param {import("@playwright/test").Page} page
 */
async function settled(page) {
  const overlay = page.locator(OVERLAY)
  await Promise.race([page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 }), overlay.first().waitFor({ timeout: 60_000 })]).catch(() => {})
  // A component loaded on demand may throw a moment later.
  await page.waitForTimeout(500)
  /** @type {string[]} */
  const problems = []
  if ((await overlay.count()) > 0) problems.push(`Gatsby's error overlay: ${(await overlay.first().innerText()).replace(/\s+/g, " ").slice(0, 400)}`)
  if ((await page.locator("main").count()) === 0) problems.push("no <main>")
  else if (!(await page.locator("html[data-hydrated='true']").count())) problems.push("the page never said it had drawn its body (html[data-hydrated])")
  return problems
}

/**
 * From the page, clicks a link to `target` and checks the app moved there without loading a new document.
 * @param {string} target @returns {(page: import("@playwright/test").Page) => Promise<string[]>}
 */
const navigateTo = (target) => async (page) => {
  await page.evaluate(() => Object.assign(globalThis, { __sameDocument: true }))
  const link = page.locator(`a[href="${target}"], a[href="${target}/"]`).filter({ visible: true }).first()
  if ((await link.count()) === 0) return [`no link to ${target} in view to follow in the app`]
  // The link's own click (what a tap does), not Playwright's pointer click: under a heavy load the site's popup
  // may cover the page before the pointer gets there.
  await link.evaluate((a) => /** @type {HTMLElement} */ (a).click())
  await page.waitForURL((u) => u.pathname.replace(/\/$/, "") === target.replace(/\/$/, ""), { timeout: 60_000 })
  await page.locator("main h1").first().waitFor({ timeout: 60_000 })
  await page.waitForTimeout(1000)
  /** @type {string[]} */
  const problems = []
  if (!(await page.evaluate(() => "__sameDocument" in globalThis))) problems.push(`following the link to ${target} loaded a new document: not an in-app navigation`)
  if ((await page.locator(OVERLAY).count()) > 0) problems.push(`Gatsby's error overlay after moving to ${target}: ${(await page.locator(OVERLAY).first().innerText()).replace(/\s+/g, " ").slice(0, 400)}`)
  if ((await page.locator("main").count()) === 0) problems.push(`no <main> after moving to ${target}`)
  return problems
}

const MISTAKE = "<Calout>A component name the develop check misspelt on purpose.</Calout>"

/**
 * A writer's mistake, made in `file` while its page is open: an unknown component. The page must show Gatsby's
 * "Failed to compile" overlay with the content check's words (file, line, the component), and lose it once the
 * file is put back. @param {string} dir the project @param {string} file
 * @returns {(page: import("@playwright/test").Page) => Promise<string[]>}
 */
const writerMistake = (dir, file) => async (page) => {
  const original = fs.readFileSync(file, "utf8")
  const text = `${original.trimEnd()}\n\n${MISTAKE}\n`
  const expected = `${path.relative(dir, file)}:${text.split("\n").indexOf(MISTAKE) + 1}: <Calout> is not a component writers may use`
  const buildError = page.locator(`${OVERLAY}:has([data-gatsby-error-type="build-error"])`)
  /** @type {string[]} */
  const problems = []
  try {
    fs.writeFileSync(file, text)
    await buildError.waitFor({ timeout: 180_000 })
    const shown = (await buildError.innerText()).replace(/\s+/g, " ")
    if (!shown.includes(expected)) problems.push(`the overlay does not say "${expected}": ${shown.slice(0, 400)}`)
    if (/\bat \S+ \(|webpack-internal/.test(shown)) problems.push(`the overlay shows a stack trace: ${shown.slice(0, 400)}`)
  } finally {
    fs.writeFileSync(file, original)
  }
  await buildError.waitFor({ state: "detached", timeout: 180_000 }).catch(() => problems.push("the overlay stayed after the file was put back"))
  return problems
}

async function main() {
  const started = Date.now()
  const given = process.argv.find((a) => a.startsWith("--in="))?.slice(5)
  const keep = process.argv.includes("--keep") || Boolean(given)
  const executablePath = chromiumPath()
  if (!executablePath) throw new Error("no Chromium: run `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH")
  const dir = given ? path.resolve(given) : copyProject("develop-check")
  console.log(`[develop check] npm run develop in ${given ? "" : "a copy of the project "}(${dir})`)
  const server = await startServe({ cwd: dir, develop: true, timeoutMs: DEVELOP_TIMEOUT_MS })
  const ready = seconds(started)
  console.log(`[develop check] develop ready on ${server.url} after ${ready} s`)
  /** @type {string[]} */
  const failures = []
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] })
  try {
    const { pages, unused, components, files } = await pagesToOpen(dir, server.url)
    console.log(`[develop check] ${pages.length} pages: every kind of page and a page using each of ${components.length} writer components`)
    if (unused.length > 0) console.log(`[develop check] no page uses ${unused.map((c) => `<${c}>`).join(", ")}: not opened`)
    for (const page of pages) {
      const problems = await openPage(browser, server.url, page.path)
      console.log(`  ${problems.length ? "FAIL" : "ok  "} ${page.path} (${page.reasons.join(", ")})`)
      for (const p of problems) console.log(`       ${p}`)
      failures.push(...problems.map((p) => `${page.path}: ${p}`))
    }
    const target = pages.find((p) => !p.reasons.includes("static page") && p.components.length > 0)?.path
    if (!target) failures.push("no page whose body uses a writer component to move to in the app")
    else {
      const problems = await openPage(browser, server.url, "/", navigateTo(target))
      console.log(`  ${problems.length ? "FAIL" : "ok  "} / → ${target} in the app`)
      for (const p of problems) console.log(`       ${p}`)
      failures.push(...problems.map((p) => `/ → ${target}: ${p}`))
      const file = files.get(target)
      if (file) {
        const mistake = await openPage(browser, server.url, target, writerMistake(dir, file), true)
        console.log(`  ${mistake.length ? "FAIL" : "ok  "} ${target}: a misspelt component shows as the content check words it, and goes when put back`)
        for (const p of mistake) console.log(`       ${p}`)
        failures.push(...mistake.map((p) => `${target} (writer's mistake): ${p}`))
      }
    }
  } finally {
    await browser.close()
    await server.stop()
    if (keep) console.log(`[develop check] kept ${dir}`)
    else fs.rmSync(dir, { recursive: true, force: true })
  }
  if (failures.length > 0) throw new Error(`${failures.length} problem(s) under gatsby develop:\n${failures.map((f) => `  - ${f}`).join("\n")}`)
  console.log(`[develop check] every page renders under gatsby develop (develop ready in ${ready} s, ${seconds(started)} s in all)`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main()
  } catch (error) {
    console.error(`\n[develop check] FAILED: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
