import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { parseRate, type Rate, type RatesData } from "../src/data/statutory"
import { formatMoney } from "../src/features/cost-calculator/money"
import { feeFor } from "../src/features/cost-calculator/fees"
import type { SiteFees } from "../src/types/content"
import { axeViolations } from "./axe"
import { hydrated } from "./helpers"

/** The cost calculator is in reach: from any page on a phone through the drawer, preset from country pages. */
const noLeadPopup = (page: Page) => page.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))

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

  for (const [slug, code, name] of [
    ["philippines", "PH", "Philippines"],
    ["indonesia", "ID", "Indonesia"],
    ["vietnam", "VN", "Vietnam"],
  ] as const) {
    test(`opens preset to ${name} from its country page`, async ({ page }) => {
      await noLeadPopup(page)
      await page.goto(`/services/employer-of-record-${slug}`)
      await hydrated(page)
      await page
        .locator("article, main")
        .getByRole("link", { name: new RegExp(`cost of an employee in (the )?${name}`) })
        .first()
        .click()
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
    await expect(page.getByTestId("line-checked").first()).toHaveText(
      /^(Official text read on \d{1,2} [A-Z][a-z]+ \d{4}|As reported by .+; official text not yet read · Checked \d{1,2} [A-Z][a-z]+ \d{4}|Due for review since \d{1,2} [A-Z][a-z]+ \d{4}) · Source · Changes$/,
    )
  })

  test("the home page has a calculator section that links to it", async ({ page }) => {
    await page.goto("/")
    const section = page.getByRole("region", { name: "What will one employee cost you?" })
    await expect(section.getByRole("link", { name: "Open the cost calculator" })).toHaveAttribute("href", "/resources/cost-calculator")
  })

  test("computes VND 4,000,000 in Region IV and explains why it is below the minimum in Region I, with the place in the URL", async ({ page }) => {
    await noLeadPopup(page)
    await page.goto("/resources/cost-calculator?country=VN&salary=4000000&place=vn-region-4")
    await expect(page.getByTestId("total-monthly")).toBeVisible()
    await expect(page.getByTestId("below-minimum")).toHaveCount(0)
    await hydrated(page)
    await page.getByLabel("Region of the employer's office or branch that employs the person").selectOption("vn-region-1")
    await expect(page.getByTestId("below-minimum")).toContainText("VND 4,000,000 a month is below the legal minimum wage in Region I")
    await expect(page.getByTestId("below-minimum")).toContainText("in Region IV")
    await expect(page.getByTestId("total-monthly")).toHaveCount(0)
    await expect(page).toHaveURL(/\?country=VN&salary=4000000$/)
    await page.getByLabel("Region of the employer's office or branch that employs the person").selectOption("vn-region-4")
    await expect(page).toHaveURL(/place=vn-region-4/)
    await expect(page.getByTestId("total-monthly")).toBeVisible()
  })

  test("lists each country's minimum wages by place under its rates once the page has loaded", async ({ page }) => {
    await noLeadPopup(page)
    await page.goto("/resources/cost-calculator")
    const places = page.getByText(/^Minimum wages \(\d+ places\)$/)
    // One per country that has minimum wages by place, in the rates this build published (its page-data).
    await expect(places).toHaveCount(built().rates.countries.filter((c) => c.minimumWage.placeKind !== null).length)
    await places.first().click()
    await expect(page.locator("#minimum-ph-ncr")).toContainText(/PHP [\d,.]+/)
    await expect(page.locator("#minimum-ph-ncr").getByRole("link")).toHaveAttribute("href", /^https:\/\//)
  })

  test("draws a country's rates table only as the reader nears it, and the page's height stays put", async ({ page }) => {
    await noLeadPopup(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/resources/cost-calculator")
    await hydrated(page)
    const region = page.getByRole("region", { name: /^The rates we use, country by country: / }).last()
    const cell = region.locator("tbody td").first()
    // Far below the fold: in the page and its accessibility tree, but not laid out or painted yet.
    const drawn = () => cell.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))
    expect(await drawn()).toBe(false)
    await expect(region.getByRole("cell").first()).toHaveText(/\S/)
    await region.scrollIntoViewIfNeeded()
    await expect.poll(drawn).toBe(true)
    await expect(cell).toBeVisible()
    // Once drawn, it keeps its real height when it is skipped again (contain-intrinsic-size: auto).
    const height = await region.evaluate((el) => el.getBoundingClientRect().height)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(drawn).toBe(false)
    expect(await region.evaluate((el) => el.getBoundingClientRect().height)).toBe(height)
  })

  test("computes IDR 3,000,000 in Central Java, names the cities with a higher minimum, and refuses it in Jakarta", async ({ page }) => {
    await noLeadPopup(page)
    await page.goto("/resources/cost-calculator?country=ID&salary=3000000&place=id-jawa-tengah")
    await expect(page.getByTestId("total-monthly")).toBeVisible()
    await expect(page.getByTestId("higher-minimum")).toContainText("Kota Semarang")
    await page.goto("/resources/cost-calculator?country=ID&salary=3000000")
    await expect(page.getByLabel("Province where the person will work")).toHaveValue("id-dki-jakarta")
    await expect(page.getByTestId("below-minimum")).toContainText("below the legal minimum wage in DKI Jakarta")
  })

  test("switches Vietnam's customary Tet bonus off, says it is left out, and keeps that in a shared link", async ({ page }) => {
    await noLeadPopup(page)
    await page.goto("/resources/cost-calculator?country=VN&salary=30000000")
    await hydrated(page)
    const bonuses = page.getByRole("region", { name: "Bonuses and provisions, accrued monthly" })
    await expect(bonuses.getByRole("row", { name: /Tet/ })).toContainText("customary")
    await page.getByRole("checkbox", { name: /Include customary bonuses/ }).uncheck()
    await expect(page.locator("#calculator").getByRole("row", { name: /Tet/ })).toHaveCount(0)
    await expect(page.getByTestId("customary-off")).toContainText("Tet")
    await expect(page).toHaveURL(/customary=off/)
    await page.reload()
    await expect(page.getByRole("checkbox", { name: /Include customary bonuses/ })).not.toBeChecked()
    await expect(page.getByTestId("customary-off")).toBeVisible()
  })

  /** The calculator page's data with the Philippine EOR fee set to `monthlyFrom` (a test's own fact, never committed as real). */
  const withFee = (page: Page, monthlyFrom: number | null, confirmed: boolean) =>
    page.route("**/page-data/resources/cost-calculator/page-data.json*", async (route) => {
      const body = (await (await route.fetch()).json()) as { result: { data: { facts: { fees: { items: Array<{ service: string; country: string; monthlyFrom: number | null }> }; unconfirmed: string[] } } } }
      const facts = body.result.data.facts
      facts.fees.items = facts.fees.items.map((f) => (f.service === "employer-of-record" && f.country === "PH" ? { ...f, monthlyFrom } : f))
      facts.unconfirmed = confirmed ? facts.unconfirmed.filter((k) => k !== "fees.employer-of-record.PH") : [...new Set([...facts.unconfirmed, "fees.employer-of-record.PH"])]
      await route.fulfill({ json: body })
    })

  test("says the provider fee is quoted per role while none is published, with a link to request a call", async ({ page }) => {
    await noLeadPopup(page)
    await withFee(page, null, false)
    await page.goto("/resources/cost-calculator?country=PH&salary=40000")
    const fee = page.getByTestId("fee-line")
    await expect(fee).toHaveText("Provider fee: quoted per role · Request a call")
    await expect(fee.getByRole("link", { name: "Request a call" })).toHaveAttribute("href", "/contact/get-in-touch#contact-form")
    await expect(page.getByTestId("total-fee-note")).toHaveText("Before our fee, which we quote per role.")
  })

  test("adds a published fee as a line of the estimate, converted with the rate named, marked while unconfirmed", async ({ page }) => {
    await noLeadPopup(page)
    await withFee(page, 500, false)
    await page.goto("/resources/cost-calculator?country=PH&salary=40000")
    const fee = page.getByTestId("fee-line")
    await expect(fee).toContainText(/^Solvix fee \(from\): about PHP [\d,]+ at the rates of \d{1,2} [A-Z][a-z]+ \d{4} · USD 500\.00 a month, at USD 1 = PHP [\d.]+\./)
    await expect(fee.getByTestId("fee-preview")).toBeVisible()
    await expect(page.getByTestId("total-fee-note")).toHaveText("Includes our fee from the amount shown below.")
    await page.unroute("**/page-data/resources/cost-calculator/page-data.json*")
    await withFee(page, 500, true)
    await page.reload()
    await expect(page.getByTestId("fee-line")).toContainText("Solvix fee (from)")
    await expect(page.getByTestId("fee-preview")).toHaveCount(0)
  })

  test("fetches the comparison's code only as the visitor reaches its button, then compares at a tap", async ({ page }) => {
    // The comparison is a chunk of its own (src/features/cost-calculator/cost-calculator.tsx): its code alone
    // names its columns' test ids.
    const scripts: Array<{ path: string; comparison: boolean }> = []
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return
      const body = await response.text().catch(() => "")
      scripts.push({ path: new URL(response.url()).pathname, comparison: body.includes("compare-column-") })
    })
    await noLeadPopup(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/resources/cost-calculator")
    await hydrated(page)
    await expect(page.getByLabel("Country", { exact: true })).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(
      scripts.filter((s) => s.comparison).map((s) => s.path),
      "the comparison's code, fetched before the visitor reached its button",
    ).toEqual([])
    await page.getByRole("button", { name: "Compare countries" }).hover()
    await expect.poll(() => scripts.some((s) => s.comparison), { timeout: 10_000 }).toBe(true)
    await page.getByRole("button", { name: "Compare countries" }).click()
    await expect(page.getByTestId("compare-row-PH")).toBeVisible()
  })

  test("on a slow connection, a tap on Compare keeps the one-country view until the comparison can show", async ({ page }) => {
    await noLeadPopup(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/resources/cost-calculator")
    await hydrated(page)
    await expect(page.getByLabel("Country", { exact: true })).toBeVisible()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 600, downloadThroughput: 20_000, uploadThroughput: 20_000 })
    // Records whether the calculator ever shows neither view (the comparison's chunk still on its way).
    await page.evaluate(() => {
      const calculator = document.getElementById("calculator")!
      const state = { empty: false }
      Object.assign(window, { calculatorViews: state })
      new MutationObserver(() => {
        if (!calculator.querySelector("#calc-country, [data-testid^=compare-row-]")) state.empty = true
      }).observe(calculator, { childList: true, subtree: true })
    })
    await page.getByRole("button", { name: "Compare countries" }).dispatchEvent("click")
    await expect(page.getByTestId("compare-row-PH")).toBeVisible({ timeout: 15_000 })
    expect(await page.evaluate(() => (window as unknown as { calculatorViews: { empty: boolean } }).calculatorViews.empty), "the calculator showed neither view").toBe(false)
  })

  for (const width of [375, 1280]) {
    test(`compares countries for one salary, shared by URL, readable at ${width} px`, async ({ page, context }) => {
      await noLeadPopup(page)
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/resources/cost-calculator")
      await hydrated(page)
      await page.getByRole("button", { name: "Compare countries" }).click()
      await page.getByLabel("Monthly salary, the same in every country").fill("1200")
      await page.getByLabel("Currency", { exact: true }).selectOption("SGD")
      const vn = page.getByTestId("compare-column-VN")
      await vn.getByLabel("Region of the employer's office or branch that employs the person").selectOption("vn-region-4")
      await expect(page).toHaveURL(/view=compare&amount=1200&currency=SGD&places=vn-region-4/)
      const summary = page.getByRole("table", { name: /^Employment cost before our fee, country by country: about, in SGD at the indicative rates of / })
      for (const code of ["PH", "ID", "VN", "IN"]) await expect(page.getByTestId(`compare-row-${code}`)).toContainText(/SGD \d|Below the legal minimum there/)
      await expect(summary).toBeVisible()
      await expect(vn.getByTestId("line-checked").first()).toBeVisible()
      // Nothing on the page is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      const boxes = await Promise.all(["PH", "ID", "VN", "IN"].map((code) => page.getByTestId(`compare-column-${code}`).boundingBox()))
      if (width === 375)
        expect(new Set(boxes.map((b) => Math.round(b!.x))).size).toBe(1) // stacked
      else expect(new Set(boxes.map((b) => Math.round(b!.y))).size).toBe(1) // side by side
      // The link opens the same comparison.
      const shared = await context.newPage()
      await shared.addInitScript(() => window.localStorage.setItem("leadCaptureSubmitted", String(Date.now())))
      await shared.goto(page.url())
      await expect(shared.getByLabel("Monthly salary, the same in every country")).toHaveValue("1200")
      await expect(shared.getByLabel("Currency", { exact: true })).toHaveValue("SGD")
      await expect(shared.getByTestId("compare-column-VN").getByLabel("Region of the employer's office or branch that employs the person")).toHaveValue("vn-region-4")
      await expect(shared.getByTestId("compare-row-VN")).toHaveText((await page.getByTestId("compare-row-VN").textContent()) ?? "")
    })

    test(`the comparison's summary, a refusal row included, fits the screen without scrolling sideways at ${width} px`, async ({ page }) => {
      await noLeadPopup(page)
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/resources/cost-calculator?view=compare&amount=250&currency=USD")
      await hydrated(page)
      await expect(page.getByTestId("compare-row-ID")).toContainText("Below the legal minimum there")
      const region = page.getByRole("region", { name: /^Employment cost before our fee, country by country: about, in USD / })
      const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }))
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    })

    test(`tabbing out of the salary field leaves the totals clear of the sticky header, and no part it tabs to lands under it, at ${width} px`, async ({ page }) => {
      await noLeadPopup(page)
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/resources/cost-calculator?country=PH&salary=40000")
      await hydrated(page)
      const salary = page.getByLabel("Gross monthly salary (PHP)")
      await salary.scrollIntoViewIfNeeded()
      await salary.focus()
      const headerBottom = () => page.evaluate(() => document.querySelector("header")!.getBoundingClientRect().bottom)
      const totals = page.getByTestId("calc-totals")
      for (let step = 0; step < 8; step++) {
        await page.keyboard.press("Tab")
        const top = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top)
        expect(top, `focused part ${step + 1} after the salary field`).toBeGreaterThanOrEqual((await headerBottom()) - 1)
        // Out of the salary field, the totals stay where they were: not under the header.
        if (step === 0) expect((await totals.boundingBox())!.y, "the totals after the first Tab").toBeGreaterThanOrEqual((await headerBottom()) - 1)
        if (await page.evaluate(() => !!document.activeElement?.closest("[data-testid=calc-totals] ~ *, [role=region]"))) break
      }
    })
  }

  const axeCases = {
    "the comparison": "/resources/cost-calculator?view=compare&amount=250&currency=USD&places=vn-region-4",
    "a refused salary": "/resources/cost-calculator?country=PH&salary=14500",
    "the notices of a place": "/resources/cost-calculator?country=IN&salary=20000",
  }
  for (const [name, url] of Object.entries(axeCases)) {
    test(`${name} passes axe at 375 and 1280 px`, async ({ page }) => {
      await noLeadPopup(page)
      const found: string[] = []
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url)
        await hydrated(page)
        await page.locator("#calculator").waitFor()
        found.push(...(await axeViolations(page, `${url} @${width}`, "#calculator")))
      }
      expect(found).toEqual([])
    })
  }
})

/**
 * The page's figures for the cases of issue 29, at 375 and 1280 px, against a computation from the data this build
 * published (the calculator page's page-data, as the browser receives it), written out here line by line as the
 * agencies compute them: the base is the salary rounded to the line's step, raised to its floor and cut at its cap
 * (the cap following the minimum wage of the place where the law says so: India's bonus, Vietnam's unemployment
 * insurance, on the place's last known figure where no current one is held, then shown "at least"); each share is
 * the base times the rate as the data writes it (the law's fraction exactly), rounded as the agency rounds (India's
 * EPF, EDLI and admin charges to the rupee, ESI up to the rupee, everything else to the minor unit, half up).
 */
interface BuiltPage {
  result: { data: { rates: RatesData; facts: { fees: SiteFees | null; unconfirmed: string[] } } }
}
const built = (): BuiltPage["result"]["data"] => (JSON.parse(fs.readFileSync(path.join("public", "page-data", "resources", "cost-calculator", "page-data.json"), "utf8")) as BuiltPage).result.data

/** base × rate rounded half up (or up) to `unit` minor units, in minor units. */
function share(baseMinor: bigint, rate: Rate, unit: bigint, up = false): bigint {
  const r = parseRate(rate)!
  const n = baseMinor * r.num
  const d = r.den * unit
  const q = n / d
  const rem = n % d
  return (rem === 0n ? q : up ? q + 1n : 2n * rem >= d ? q + 1n : q) * unit
}

function expected(code: string, salary: number, placeId: string): { total: number; annual: number; atLeast: boolean; lines: Record<string, number> } {
  const { rates, facts } = built()
  const country = rates.countries.find((c) => c.code === code)!
  const place = country.minimumWage.places.find((p) => p.id === placeId)!
  const digits = country.currency === "VND" || country.currency === "IDR" ? 0 : 2
  const minor = (n: number) => BigInt(Math.round(n * 10 ** digits))
  const S = minor(salary)
  const wage = place.monthly ?? place.lastKnown?.monthly ?? null
  let atLeast = false
  const lines: Record<string, number> = {}
  let sum = 0n
  for (const l of country.lines) {
    if (l.appliesUpTo !== null && S > minor(l.appliesUpTo)) continue
    let amount: bigint
    if (l.tiers) amount = minor((l.tiers.find((t) => t.upTo === null || S <= minor(t.upTo)) ?? l.tiers[l.tiers.length - 1]!).amount)
    else {
      let cap = l.cap
      if (l.capTimesMinimumWage !== null && wage !== null) cap = l.capTimesMinimumWage * wage
      if (l.capAtLeastMinimumWage === true && wage !== null && l.cap !== null && wage > l.cap) cap = wage
      const step = l.step === null ? null : minor(l.step)
      let base = step === null ? S : ((S + step / 2n) / step) * step
      if (l.floor !== null && base < minor(l.floor)) base = minor(l.floor)
      const capped = cap !== null && base > minor(cap)
      if (capped) base = minor(cap!)
      if (capped && place.monthly === null && (l.capAtLeastMinimumWage === true || (l.capTimesMinimumWage !== null && wage !== null))) atLeast = true
      const rupee = code === "IN" && ["epf", "edli", "epf-admin", "esi"].includes(l.id)
      amount = share(base, l.employerRate ?? 0, rupee ? 100n : 1n, code === "IN" && l.id === "esi")
      if (l.minAmount !== null && amount < minor(l.minAmount)) amount = minor(l.minAmount)
      if (l.maxAmount !== null && amount > minor(l.maxAmount)) amount = minor(l.maxAmount)
    }
    lines[l.id] = Number(amount) / 10 ** digits
    sum += amount
  }
  const fee = feeFor(facts.fees, facts.unconfirmed, code, rates.exchangeRates.perUSD)
  if (fee) sum += minor((fee.monthlyFrom / fee.perUSD[fee.currency]!) * fee.perUSD[country.currency]!)
  const total = S + sum
  return { total: Number(total) / 10 ** digits, annual: Number(total * 12n) / 10 ** digits, atLeast, lines }
}

test.describe("the calculator's figures match a computation from the built data", () => {
  for (const width of [375, 1280]) {
    for (const [code, salary, placeId] of [
      ["IN", 20_000, "in-delhi"],
      ["IN", 40_000, "in-karnataka-zone-1"],
      ["PH", 40_000, "ph-ncr"],
      ["PH", 12_000, "ph-region-7"],
      ["VN", 25_000_000, "vn-region-1"],
    ] as const) {
      test(`${code} ${salary} in ${placeId} at ${width} px`, async ({ page }) => {
        const want = expected(code, salary, placeId)
        const currency = built().rates.countries.find((c) => c.code === code)!.currency
        const shown = (n: number) => `${want.atLeast ? "at least " : ""}${formatMoney(n, currency)}`
        await noLeadPopup(page)
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`/resources/cost-calculator?country=${code}&salary=${salary}&place=${placeId}`)
        await hydrated(page)
        await expect(page.getByTestId("total-monthly")).toHaveText(shown(want.total))
        await expect(page.getByTestId("total-annual")).toHaveText(shown(want.annual))
        await expect(page.getByTestId("total-at-least")).toHaveCount(want.atLeast ? 1 : 0)
        const { rates } = built()
        for (const l of rates.countries.find((c) => c.code === code)!.lines) {
          const row = page
            .locator("#calculator")
            .getByRole("row")
            .filter({ has: page.getByText(l.label, { exact: true }) })
          if (want.lines[l.id] === undefined) await expect(row).toHaveCount(0)
          else await expect(row.locator('td[data-label="Employer"]')).toHaveText(new RegExp(`${formatMoney(want.lines[l.id]!, currency).replace(/[.+]/g, "\\$&")}$`))
        }
      })
    }
  }
})
