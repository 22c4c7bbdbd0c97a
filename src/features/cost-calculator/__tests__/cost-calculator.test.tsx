import * as React from "react"
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { screen, within, act, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CostCalculator, PlacesTable } from "../cost-calculator"
import { withOptionalNulls, type RatesData } from "../../../data/statutory"
import type { SiteFees } from "../../../types/content"
import { calculatorLabels, renderWithProviders, FIXTURE_ROOT } from "../../../test/render"

const normalise = (v: unknown): unknown => (v instanceof Date ? v.toISOString().slice(0, 10) : Array.isArray(v) ? v.map(normalise) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)])) : v)

/** The tests' own copy of the rates file and of site.yaml's calculator words and fees. */
const rates = (): RatesData => withOptionalNulls(normalise(yaml.load(fs.readFileSync(path.join(FIXTURE_ROOT, "content/data/statutory-rates.yaml"), "utf8"))) as RatesData)
const labels = calculatorLabels
const noFees: SiteFees = { currency: "USD", items: ["PH", "ID", "VN", "IN"].map((country) => ({ service: "employer-of-record", country, monthlyFrom: null, deposit: null, setup: null, offboarding: null, includes: null })) }

/** The change log's entries the calculator links to: Vietnam's decree for every region, one Philippine region's own order. */
const CHANGES = [
  { date: "2026-01-01", country: "VN", line: "minimum-wage" },
  { date: "2025-10-04", country: "PH", line: "minimum-wage-region-7" },
]

async function open(search: string, options: { data?: RatesData; today?: string; fees?: SiteFees; unconfirmed?: string[]; words?: ReturnType<typeof labels> } = {}) {
  window.history.replaceState(null, "", `/resources/cost-calculator${search}`)
  renderWithProviders(
    <CostCalculator rates={options.data ?? rates()} today={options.today ?? "2026-11-25"} labels={options.words ?? labels()} fees={options.fees ?? noFees} unconfirmed={options.unconfirmed ?? ["fees.employer-of-record.PH"]} changes={CHANGES} />,
  )
  await act(async () => undefined)
}

const contributions = (country: string) => screen.getByRole("region", { name: `Employer statutory contributions, ${country}` })

describe("the cost calculator as the page loads", () => {
  it("draws the address's choices in its first render and commits once, with no second pass", async () => {
    // It renders only in the browser, after the page has hydrated; a second render (the address read in an effect)
    // was a long task on the page's load (issue 33).
    window.history.replaceState(null, "", "/resources/cost-calculator?country=VN&salary=30000000")
    const phases: string[] = []
    const firstTotals: Array<string | null> = []
    renderWithProviders(
      <React.Profiler id="calculator" onRender={(_id, phase) => phases.push(phase)}>
        <CostCalculator rates={rates()} today="2026-11-25" labels={labels()} fees={noFees} unconfirmed={[]} changes={CHANGES} />
        <FirstTotal seen={firstTotals} />
      </React.Profiler>,
    )
    await act(async () => undefined)
    expect(firstTotals[0]).toBe("VND 39,550,000")
    expect(phases).toEqual(["mount"])
  })
})

/** Notes the monthly total in the DOM when React first commits (its layout effect runs in the first commit). */
function FirstTotal({ seen }: { seen: Array<string | null> }) {
  React.useLayoutEffect(() => {
    seen.push(document.querySelector("[data-testid=total-monthly]")?.textContent ?? null)
  }, [seen])
  return null
}

describe("the cost calculator, one country", () => {
  it("shows the exact totals for VND 30,000,000 from the URL", async () => {
    await open("?country=VN&salary=30000000")
    expect(screen.getByTestId("total-monthly")).toHaveTextContent("VND 39,550,000")
    expect(screen.getByTestId("total-annual")).toHaveTextContent("VND 474,600,000")
    const bonuses = screen.getByRole("region", { name: "Bonuses and provisions, accrued monthly" })
    expect(within(bonuses).getByRole("row", { name: /Tet/ })).toHaveTextContent("VND 2,500,000")
  })

  it("opens a country-only link (as the country pages give) on the capital's place and a total", async () => {
    await open("?country=ID")
    expect(screen.getByLabelText("Province where the person will work")).toHaveValue("id-dki-jakarta")
    expect(screen.getByTestId("total-monthly")).toHaveTextContent(/^IDR /)
    expect(screen.queryByTestId("below-minimum")).toBeNull()
  })

  it("computes VND 4,000,000 in Region IV, and explains it is below the minimum in Region I, naming the lowest", async () => {
    await open("?country=VN&salary=4000000&place=vn-region-4")
    expect(screen.queryByTestId("below-minimum")).toBeNull()
    expect(screen.getByTestId("total-monthly")).toHaveTextContent("VND 5,273,333")
    expect(screen.getByTestId("minimum-info")).toHaveTextContent("Minimum wage in Region IV: VND 3,700,000 a month, from 1 January 2026.")
    expect(within(screen.getByTestId("minimum-info")).getByRole("link", { name: "Changes" })).toHaveAttribute("href", "/resources/statutory-changes#vn-minimum-wage-2026-01-01")

    await userEvent.setup().selectOptions(screen.getByLabelText("Region of the employer's office or branch that employs the person"), "vn-region-1")
    const alert = screen.getByTestId("below-minimum")
    expect(alert).toHaveTextContent("VND 4,000,000 a month is below the legal minimum wage in Region I: VND 5,310,000 a month.")
    expect(alert).toHaveTextContent("the lowest we hold is VND 3,700,000 a month, in Region IV")
    // Vietnam's minimum follows the employer's office or branch, so the advice names it, not the person's place of work.
    expect(alert).toHaveTextContent("In Vietnam the minimum follows the region of the employer's office or branch that employs the person")
    expect(alert).not.toHaveTextContent("where the person will work")
    expect(screen.queryByTestId("total-monthly")).toBeNull()
    expect(screen.queryByRole("region", { name: /contributions/ })).toBeNull()
    // What the visitor typed stays, and the place is in the URL only while it is not the default.
    expect(screen.getByLabelText("Gross monthly salary (VND)")).toHaveValue("4000000")
    expect(window.location.search).toBe("?country=VN&salary=4000000")
  })

  it("advises choosing the person's place of work where the minimum follows it (Indonesia's provinces)", async () => {
    await open("?country=ID&salary=3000000&place=id-dki-jakarta")
    const alert = screen.getByTestId("below-minimum")
    expect(alert).toHaveTextContent("The minimum depends on where the person works")
    expect(alert).not.toHaveTextContent("employer's office")
  })

  it("computes IDR 3,000,000 in Central Java and names the cities with a higher minimum", async () => {
    await open("?country=ID&salary=3000000&place=id-jawa-tengah")
    expect(screen.getByTestId("total-monthly")).toHaveTextContent("IDR 3,557,200")
    expect(screen.getByTestId("higher-minimum")).toHaveTextContent("Higher minimums apply in parts of Central Java (Jawa Tengah): Kota Semarang (IDR 3,701,709); Kabupaten Demak (IDR 3,122,805).")
  })

  it("links a region's minimum wage to its own wage order in the change log, or to the log where it has no entry", async () => {
    await open("?country=PH&salary=12000&place=ph-region-7")
    expect(within(screen.getByTestId("minimum-info")).getByRole("link", { name: "Changes" })).toHaveAttribute("href", "/resources/statutory-changes#ph-minimum-wage-region-7-2025-10-04")
    expect(within(screen.getByTestId("minimum-info")).getByRole("link", { name: "Source" })).toHaveAttribute("href", "https://www.bworldonline.com/labor-and-management/2025/09/19/699460/region-vii-wage-board-approves-p39-increase/")
    await userEvent.setup().selectOptions(screen.getByLabelText("Region where the person will work"), "ph-car")
    expect(within(screen.getByTestId("minimum-info")).getByRole("link", { name: "Changes" })).toHaveAttribute("href", "/resources/statutory-changes")
  })

  it("says which employers a salary between a region's rates is lawful for, and still computes it", async () => {
    await open("?country=PH&salary=14500")
    expect(screen.getByTestId("lower-minimum")).toHaveTextContent("PHP 14,500.00 a month is below the PHP 15,116.25 a month that most employers in National Capital Region (Metro Manila) must pay.")
    expect(screen.getByTestId("lower-minimum")).toHaveTextContent("It is lawful only for agriculture; retail and service establishments with 15 or fewer workers; manufacturers with fewer than 10 regular workers (PHP 14,311.50).")
    expect(screen.getByTestId("total-monthly")).toBeInTheDocument()
  })

  it("says where no current minimum is held, and refuses nothing for it", async () => {
    await open("?country=IN&salary=20000")
    expect(screen.getByTestId("unknown-minimum")).toHaveTextContent("We hold no current minimum wage for Delhi (National Capital Territory)")
    expect(screen.getByTestId("unknown-minimum")).toHaveTextContent(
      "The last figure we could source was INR 22,411.00 a month (1 April to 30 September 2025, skilled work (clerical staff who passed matriculation; graduates INR 24,356)), as reported by Business Standard (ANI), 15 April 2025; the current one is likely higher. This salary is below that figure.",
    )
    expect(screen.getByTestId("total-monthly")).toBeInTheDocument()
  })

  it("computes India's bonus on the minimum wage of the state chosen, and says so on the line", async () => {
    await open("?country=IN&salary=20000&place=in-karnataka-zone-1")
    const bonus = within(screen.getByRole("region", { name: "Bonuses and provisions, accrued monthly" })).getByRole("row", { name: /Statutory bonus/ })
    expect(bonus).toHaveTextContent("INR 1,547.54")
    expect(bonus).toHaveTextContent("The cap follows the minimum wage in Karnataka, Zone I: INR 18,570.47.")
  })

  it("switches the customary Tet bonus off and on, says it is left out, and keeps that in the URL", async () => {
    await open("?country=VN&salary=30000000")
    const toggle = screen.getByRole("checkbox", { name: "Include customary bonuses, which the law does not require" })
    expect(toggle).toBeChecked()
    await userEvent.setup().click(toggle)
    expect(screen.getByTestId("total-monthly")).toHaveTextContent("VND 37,050,000")
    expect(screen.queryByRole("row", { name: /Tet/ })).toBeNull()
    expect(screen.getByTestId("customary-off")).toHaveTextContent("Left out, because they are customary rather than required by law: Tet (13th-month) bonus, accrued monthly.")
    expect(window.location.search).toBe("?country=VN&salary=30000000&customary=off")
  })

  it("labels each value with its column for the stacked phone layout, and says how each line was checked", async () => {
    await open("?country=PH&salary=40000")
    const sss = within(contributions("Philippines")).getByRole("row", { name: /SSS regular/ })
    expect(Array.from(sss.querySelectorAll("td"), (td) => td.getAttribute("data-label"))).toEqual(["Line and legal basis", "Rate", "On", "Employer", "Employee"])
    const checked = within(sss).getByTestId("line-checked")
    expect(checked).toHaveTextContent("As reported by TalinoHR, SSS contribution table 2026; timekeep.ph, SSS contribution guide; official text not yet read · Checked 25 November 2026 · Source · Changes")
    expect(within(checked).getByRole("link", { name: "Changes" })).toHaveAttribute("href", "/resources/statutory-changes#ph-sss-2025-01-01")
    expect(within(checked).getByRole("link", { name: "Source" })).toHaveAttribute("href", "https://www.sss.gov.ph/sss-contribution-table/")
    expect(within(contributions("Philippines")).getAllByTestId("line-checked")).toHaveLength(4)
  })

  it("says the official text was read where it was, and due for review once the review date has passed, whatever was read", async () => {
    await open("?country=SG&salary=6000")
    expect(within(within(contributions("Singapore")).getByRole("row", { name: /CPF/ })).getByTestId("line-checked")).toHaveTextContent(/^Official text read on 25 November 2026 · Source/)
    document.body.innerHTML = ""
    await open("?country=SG&salary=6000", { today: "2026-12-16" })
    expect(within(within(contributions("Singapore")).getByRole("row", { name: /CPF/ })).getByTestId("line-checked")).toHaveTextContent(/^Due for review since 15 December 2026 · Source/)
  })

  it("adds a fee the company published, converted with the rate named and marked while unconfirmed, to an all-in total", async () => {
    const fees: SiteFees = { ...noFees, items: noFees.items.map((f) => (f.country === "PH" ? { ...f, monthlyFrom: 500 } : f)) }
    await open("?country=PH&salary=40000", { fees })
    const fee = screen.getByTestId("fee-line")
    expect(fee).toHaveTextContent("Solvix fee (from): about PHP 29,400 at the rates of 20 November 2026 · USD 500.00 a month, at USD 1 = PHP 58.8.")
    expect(within(fee).getByTestId("fee-preview")).toHaveTextContent("Preview: the company has not yet confirmed this fee.")
    expect(screen.getByTestId("total-monthly")).toHaveTextContent("PHP 77,463.33")
    expect(screen.getByTestId("total-fee-note")).toHaveTextContent("Includes our fee from the amount shown below.")
  })

  it("says the fee is quoted per role, with the way to ask, where the company has published none", async () => {
    await open("?country=PH&salary=40000")
    const fee = screen.getByTestId("fee-line")
    expect(fee).toHaveTextContent("Provider fee: quoted per role · Request a call")
    expect(within(fee).getByRole("link", { name: "Request a call" })).toHaveAttribute("href", "/contact/get-in-touch#contact-form")
    expect(screen.getByTestId("total-monthly")).toHaveTextContent("PHP 48,063.33")
    expect(screen.getByTestId("total-fee-note")).toHaveTextContent("Before our fee, which we quote per role.")
    // The total is exact in pesos; its conversion is not: whole units, "about", the rates' date
    // (PHP 48,063.33 / 58.8 = USD 817.40; × 1.30 = SGD 1,062.62). It read "about USD 817.00 · SGD 1,063.00".
    expect(screen.getByTestId("total-monthly").parentElement).toHaveTextContent("PHP 48,063.33about USD 817 · SGD 1,063 at the rates of 20 November 2026")
    expect(screen.getByTestId("total-monthly").parentElement).not.toHaveTextContent("USD 817.00")
  })

  it("offers to discuss the estimate right under the totals, before the breakdown", async () => {
    await open("?country=PH&salary=40000")
    const discuss = screen.getByRole("button", { name: "Discuss this estimate with us" })
    expect(screen.getByTestId("calc-totals").compareDocumentPosition(discuss) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(discuss.compareDocumentPosition(contributions("Philippines")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("shows the words of content/site.yaml, not words of its own", async () => {
    const words = { ...labels(), viewCompare: "Side by side", placeEmployerRegion: "Where in Vietnam", totalMonthly: "Every month" }
    await open("?country=VN&salary=30000000", { words })
    expect(screen.getByRole("button", { name: "Side by side" })).toBeInTheDocument()
    expect(screen.getByLabelText("Where in Vietnam")).toBeInTheDocument()
    expect(screen.getByText("Every month")).toBeInTheDocument()
  })
})

describe("the cost calculator, countries compared", () => {
  const summaryRow = (code: string) => screen.getByTestId(`compare-row-${code}`)

  it("shows one salary as the employer cost in each country in the visitor's currency, each with its own place and lines", async () => {
    await open("?view=compare&amount=1000&currency=USD&places=vn-region-4")
    expect(screen.getByRole("button", { name: "Compare countries" })).toHaveAttribute("aria-pressed", "true")
    expect(screen.getByLabelText("Monthly salary, the same in every country")).toHaveValue("1000")
    expect(
      screen
        .getAllByRole("row")
        .filter((r) => r.getAttribute("data-testid")?.startsWith("compare-row-"))
        .map((r) => r.getAttribute("data-testid")),
    ).toEqual(["compare-row-PH", "compare-row-ID", "compare-row-VN", "compare-row-IN"])
    // USD 1,000 is PHP 58,800: SSS 3,500 + EC 30 + PhilHealth 1,470 + Pag-IBIG 200, 13th month 4,900 → PHP 68,900 = USD 1,171.77
    expect(summaryRow("PH")).toHaveTextContent("USD 1,172USD 14,061")
    const vn = screen.getByTestId("compare-column-VN")
    expect(within(vn).getByLabelText("Region of the employer's office or branch that employs the person")).toHaveValue("vn-region-4")
    expect(within(vn).getByText("Salary: VND 26,300,000 a month")).toBeInTheDocument()
    expect(within(vn).getAllByTestId("line-checked").length).toBeGreaterThan(3)
    expect(within(screen.getByTestId("compare-column-IN")).getByLabelText("State where the person will work")).toHaveValue("in-delhi")
  })

  it("says a salary is below the minimum in one country's place while the others compute, and follows a change of place", async () => {
    await open("?view=compare&amount=250&currency=USD")
    // USD 250: PHP 14,700 (below NCR's main rate, above its lowest), IDR 4,162,500 (below Jakarta), VND 6,575,000, INR 22,125
    expect(summaryRow("ID")).toHaveTextContent("Below the legal minimum there")
    expect(within(screen.getByTestId("compare-column-ID")).getByTestId("below-minimum")).toBeInTheDocument()
    expect(summaryRow("VN")).toHaveTextContent(/USD \d/)
    await userEvent.setup().selectOptions(within(screen.getByTestId("compare-column-ID")).getByLabelText("Province where the person will work"), "id-jawa-tengah")
    expect(summaryRow("ID")).toHaveTextContent(/USD \d/)
    expect(window.location.search).toBe("?view=compare&amount=250&currency=USD&places=id-jawa-tengah")
  })

  it("offers to discuss the comparison, with the totals written into the contact form's message", async () => {
    await open("?view=compare&amount=250&currency=USD")
    await userEvent.setup().click(screen.getByRole("button", { name: "Discuss this estimate with us" }))
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 })
    const message = within(dialog).getByRole<HTMLTextAreaElement>("textbox", { name: /How can we help/ })
    expect(message.value).toContain("Cost comparison from the Solvix calculator: a monthly salary of USD 250 in each country")
    expect(message.value).toContain("- Indonesia, DKI Jakarta: no total (below the legal minimum there)")
    expect(message.value).toMatch(/- Vietnam, Region I: about USD \d[\d,]* a month, about USD \d[\d,]* a year; our fee quoted per role\. Roles: Vietnam lets a client direct/)
  })

  /** The release fixture's fees (scripts/check/fixtures/release/facts.yaml): employer of record in PH, ID and VN; none for India. */
  const confirmedFees: SiteFees = {
    currency: "USD",
    items: [
      ["PH", 111],
      ["ID", 222],
      ["VN", 333],
    ].map(([country, monthlyFrom]) => ({ service: "employer-of-record", country: String(country), monthlyFrom: Number(monthlyFrom), deposit: null, setup: null, offboarding: null, includes: null })),
  }

  it("with fees confirmed, totals every column the same way (employment cost alone) and states each fee apart, India's as quoted per role", async () => {
    await open("?view=compare&amount=1000&currency=USD", { fees: confirmedFees, unconfirmed: [] })
    // PHP 68,900.00 = USD 1,171.77, with no fee in it (USD 111 would make it USD 1,283), as with no fees published.
    expect(summaryRow("PH")).toHaveTextContent("USD 1,172USD 14,061")
    expect(screen.getByTestId("compare-fee-PH")).toHaveTextContent("Our fee: from USD 111.00 a month, not in these totals")
    expect(screen.getByTestId("compare-fee-VN")).toHaveTextContent("Our fee: from USD 333.00 a month, not in these totals")
    expect(screen.getByTestId("compare-fee-IN")).toHaveTextContent("Our fee: quoted per role, not in these totals")
    for (const code of ["PH", "ID", "VN", "IN"]) {
      const col = screen.getByTestId(`compare-column-${code}`)
      expect(within(col).getByTestId(`compare-total-${code}`)).toHaveTextContent(/^Employment cost per month, before our fee/)
      expect(within(col).getByTestId("fee-line")).toHaveTextContent(/^Our fee: (from USD \d+\.00 a month|quoted per role), not in these totals/)
    }
    expect(within(screen.getByTestId("compare-total-PH")).getByText("about USD 1,172 at the rates of 20 November 2026")).toBeInTheDocument()
    expect(within(screen.getByTestId("compare-column-PH")).queryByTestId("fee-preview")).toBeNull()
  })

  it("with fees not published, says the same of every column, and marks a fee not yet confirmed", async () => {
    await open("?view=compare&amount=1000&currency=USD")
    for (const code of ["PH", "ID", "VN", "IN"]) expect(screen.getByTestId(`compare-fee-${code}`)).toHaveTextContent("Our fee: quoted per role, not in these totals")
    document.body.innerHTML = ""
    await open("?view=compare&amount=1000&currency=USD", { fees: confirmedFees, unconfirmed: ["fees.employer-of-record.ID"] })
    expect(within(screen.getByTestId("compare-column-ID")).getByTestId("fee-preview")).toBeInTheDocument()
  })

  it("says in Vietnam's column which roles we can place there, as the Vietnam page does", async () => {
    await open("?view=compare&amount=1000&currency=USD")
    const note = within(screen.getByTestId("compare-column-VN")).getByTestId("compare-roles")
    expect(note).toHaveTextContent("only in the 20 jobs on its labour-leasing list")
    expect(note).toHaveTextContent("we cannot place a developer, tester or data specialist there to work under your direction")
    expect(within(note).getByRole("link", { name: "What Vietnam's law allows" })).toHaveAttribute("href", "/services/employer-of-record-vietnam#labour-leasing-what-the-law-allows")
    expect(summaryRow("VN")).toHaveTextContent("Listed roles only: not software, testing or data work")
    for (const code of ["PH", "ID", "IN"]) expect(within(screen.getByTestId(`compare-column-${code}`)).queryByTestId("compare-roles")).toBeNull()
  })

  it("offers no discussion while no country has a total", async () => {
    await open("?view=compare&amount=a lot&currency=USD")
    expect(screen.queryByRole("button", { name: "Discuss this estimate with us" })).toBeNull()
  })

  it("converts to the currency the visitor picks, and refuses an amount that is not one", async () => {
    await open("?view=compare&amount=1000&currency=USD")
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText("Currency"), "SGD")
    expect(screen.getByRole("table", { name: "Employment cost before our fee, country by country: about, in SGD at the indicative rates of 20 November 2026" })).toBeInTheDocument()
    expect(within(screen.getByTestId("compare-column-PH")).getByText("Salary: PHP 45,230.77 a month")).toBeInTheDocument() // 1,000 / 1.30 × 58.8
    await user.clear(screen.getByLabelText("Monthly salary, the same in every country"))
    await user.type(screen.getByLabelText("Monthly salary, the same in every country"), "a lot")
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the salary as a number, for example 40,000.")
    expect(screen.getByLabelText("Monthly salary, the same in every country")).toHaveValue("a lot")
  })

  it("switches the customary bonus off in the comparison too", async () => {
    await open("?view=compare&amount=1000&currency=USD&customary=off")
    const vn = screen.getByTestId("compare-column-VN")
    expect(within(vn).queryByText(/Tet/, { selector: "li span" })).toBeNull()
    expect(within(vn).getByText(/Left out, because they are customary/)).toHaveTextContent("Tet (13th-month) bonus, accrued monthly")
  })
})

describe("the minimum wages by place, under each country's rates", () => {
  it("lists every place with its minimum, other rates, source and how it was checked, once opened, and nothing for Singapore", async () => {
    const data = rates()
    const { container } = renderWithProviders(<PlacesTable country={data.countries[0]!} today="2026-11-25" labels={labels()} />)
    expect(container.querySelector("#minimum-ph-ncr")).toBeNull()
    await userEvent.setup().click(screen.getByText("Minimum wages (17 places)"))
    await waitFor(() => expect(container.querySelector("#minimum-ph-ncr")).not.toBeNull())
    const ncr = container.querySelector("#minimum-ph-ncr")!
    expect(ncr).toHaveTextContent("PHP 15,116.25")
    expect(ncr).toHaveTextContent("PHP 14,311.5: agriculture; retail and service establishments with 15 or fewer workers")
    expect(ncr).toHaveTextContent("As reported by Manila Bulletin 30 Jun 2025; Philstar 18 Jul 2025 (DOLE statements); official text not yet read · Checked 25 November 2026")
    expect(container.querySelector("#minimum-ph-region-2")).toHaveTextContent("no current figure held")
    document.body.innerHTML = ""
    renderWithProviders(<PlacesTable country={data.countries[3]!} today="2026-11-25" labels={labels()} />)
    expect(screen.queryByText(/^Minimum wages/)).toBeNull()
  })
})
