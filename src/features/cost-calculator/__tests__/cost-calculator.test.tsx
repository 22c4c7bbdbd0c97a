import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { screen, within, act } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CostCalculator } from "../cost-calculator"
import type { RatesData } from "../../../data/statutory"
import { renderWithProviders } from "../../../test/render"

const normalise = (v: unknown): unknown =>
  v instanceof Date ? v.toISOString().slice(0, 10) : Array.isArray(v) ? v.map(normalise) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)])) : v
const nulls = { employerRate: null, employeeRate: null, floor: null, cap: null, step: null, appliesUpTo: null, tiers: null, minAmount: null, maxAmount: null, ageBands: null, note: null }

/** The real data file. */
function rates(): RatesData {
  const data = normalise(yaml.load(fs.readFileSync(path.join(__dirname, "../../../test/fixtures/content/data/statutory-rates.yaml"), "utf8"))) as RatesData
  data.countries = data.countries.map((c) => ({
    ...c,
    lines: c.lines.map((l) => ({ ...nulls, ...l })),
  }))
  return data
}

async function open(search: string, data: RatesData = rates(), today = "2026-11-25") {
  window.history.replaceState(null, "", `/resources/cost-calculator${search}`)
  renderWithProviders(<CostCalculator rates={data} today={today} />)
  await act(async () => undefined)
}

describe("the cost calculator", () => {
  it("shows the exact totals for VND 30,000,000 from the URL", async () => {
    await open("?country=VN&salary=30000000")
    expect(screen.getByTestId("total-monthly")).toHaveTextContent("VND 39,550,000")
    expect(screen.getByTestId("total-annual")).toHaveTextContent("VND 474,600,000")
    const bonuses = screen.getByRole("region", { name: "Bonuses and provisions, accrued monthly" })
    expect(within(bonuses).getByRole("row", { name: /Tet/ })).toHaveTextContent("VND 2,500,000")
  })

  it("opens a country-only link (as the country pages give) on a total, not below the minimum wage", async () => {
    await open("?country=ID")
    expect(screen.getByTestId("total-monthly")).toHaveTextContent(/^IDR /)
    expect(screen.queryByTestId("below-minimum")).toBeNull()
  })

  it("labels each value with its column for the stacked phone layout, and dates each line", async () => {
    await open("?country=PH&salary=40000")
    const table = screen.getByRole("region", { name: "Employer statutory contributions, Philippines" })
    const sss = within(table).getByRole("row", { name: /SSS regular/ })
    expect(Array.from(sss.querySelectorAll("td"), (td) => td.getAttribute("data-label"))).toEqual(["Line and legal basis", "Rate", "On", "Employer", "Employee"])
    const checked = within(sss).getByTestId("line-checked")
    expect(checked).toHaveTextContent(/^Checked \d{1,2} [A-Z][a-z]+ \d{4} · Source · Changes$/)
    expect(within(checked).getByRole("link", { name: "Changes" })).toHaveAttribute("href", "/resources/statutory-changes#ph-sss-2025-01-01")
    expect(within(checked).getByRole("link", { name: "Source" })).toHaveAttribute("href", expect.stringMatching(/^https:\/\//))
    expect(within(table).getAllByTestId("line-checked")).toHaveLength(4)
  })

  it("says a line past its review date on the build's day is due for review, not checked", async () => {
    const data = rates()
    const ph = data.countries.find((c) => c.code === "PH")!
    ph.lines = ph.lines.map((l) => (l.id === "sss" ? { ...l, checkedOn: "2026-11-23", reviewBy: "2026-12-23" } : l))
    await open("?country=PH&salary=40000", data, "2026-12-24")
    const sss = within(screen.getByRole("region", { name: "Employer statutory contributions, Philippines" })).getByRole("row", { name: /SSS regular/ })
    expect(within(sss).getByTestId("line-checked")).toHaveTextContent(/^Due for review since 23 December 2026 · Source · Changes$/)
  })

  it("says plainly that a salary below the legal minimum is below it, and shows no contributions", async () => {
    await open("?country=VN&salary=4000000")
    const alert = screen.getByTestId("below-minimum")
    expect(alert).toHaveTextContent("VND 4,000,000 a month is below the legal minimum wage of VND 5,310,000 a month in Region I (urban Hanoi and Ho Chi Minh City, among others).")
    expect(alert).toHaveTextContent("Decree 293/2025")
    expect(screen.queryByTestId("total-monthly")).toBeNull()
    expect(screen.queryByRole("region", { name: /contributions/ })).toBeNull()
    // What the visitor typed stays; raising it to the minimum brings the breakdown back.
    const input = screen.getByLabelText("Gross monthly salary (VND)")
    expect(input).toHaveValue("4000000")
    await userEvent.setup().clear(input)
    await userEvent.setup().type(input, "5310000")
    expect(screen.queryByTestId("below-minimum")).toBeNull()
    expect(screen.getByTestId("total-monthly")).toBeInTheDocument()
  })
})
