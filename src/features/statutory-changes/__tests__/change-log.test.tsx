import "@testing-library/jest-dom"
import { screen, within } from "@testing-library/react"
import { renderWithProviders } from "../../../test/render"
import { ChangeLog } from "../change-log"
import { currentFigures, type StatutoryChange } from "../../../data/statutory"

const change = (line: string, date: string, title: string, read: Pick<StatutoryChange, "read" | "readVia"> = { read: "secondary", readVia: "The Daily Example" }): StatutoryChange => ({
  date, country: "ID", line, title, from: "before", to: "after", note: null, checkedOn: "2026-11-24", ...read,
  source: { title: `Decision on ${line}`, url: `https://agency.example.gov/${line}/${date}` },
})
const CHANGES = [change("jp", "2025-03-01", "Pension cap raised"), change("jp", "2026-03-01", "Pension cap raised again"), change("minimum-wage-dki-jakarta", "2026-01-01", "Jakarta minimum wage", { read: "official", readVia: null }), change("minimum-wage-bali", "2025-01-01", "Bali minimum wage")]
const RATES = {
  countries: [{
    code: "ID",
    minimumWage: { appliesFrom: "2026-01-01", checkedOn: "2026-11-23", reviewBy: "2027-05-23" },
    lines: [{ id: "jp", appliesFrom: "2026-03-01", checkedOn: "2026-11-23", reviewBy: "2026-12-23" }],
  }],
}

const entry = (title: string) => screen.getByRole("article", { name: title })

describe("the change log", () => {
  it("says how fresh each figure still in force is, and nothing on a change since replaced", () => {
    renderWithProviders(<ChangeLog changes={CHANGES} countries={{ ID: "Indonesia" }} current={currentFigures(RATES)} today="2026-11-25" />)
    expect(within(entry("Pension cap raised again")).getByTestId("change-review")).toHaveTextContent("Checked 23 November 2026")
    expect(within(entry("Jakarta minimum wage")).getByTestId("change-review")).toHaveTextContent("Checked 23 November 2026")
    expect(within(entry("Pension cap raised")).queryByTestId("change-review")).toBeNull()
    expect(within(entry("Bali minimum wage")).queryByTestId("change-review")).toBeNull()
  })

  it("says of each change whether the official text was read, or names the report it rests on", () => {
    renderWithProviders(<ChangeLog changes={CHANGES} countries={{ ID: "Indonesia" }} current={currentFigures(RATES)} today="2026-11-25" />)
    expect(within(entry("Jakarta minimum wage")).getByTestId("change-reading")).toHaveTextContent("Official text read on 24 November 2026")
    expect(within(entry("Pension cap raised")).getByTestId("change-reading")).toHaveTextContent("As reported by The Daily Example; official text not yet read")
    expect(within(entry("Pension cap raised again")).getByTestId("change-reading")).not.toHaveTextContent("Official text read")
  })

  it("calls a figure past its review date on the build's day due for review", () => {
    renderWithProviders(<ChangeLog changes={CHANGES} countries={{ ID: "Indonesia" }} current={currentFigures(RATES)} today="2027-01-04" />)
    expect(within(entry("Pension cap raised again")).getByTestId("change-review")).toHaveTextContent("Due for review since 23 December 2026")
    expect(within(entry("Jakarta minimum wage")).getByTestId("change-review")).toHaveTextContent("Checked 23 November 2026")
  })
})
