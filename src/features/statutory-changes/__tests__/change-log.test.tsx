import "@testing-library/jest-dom"
import { screen, within } from "@testing-library/react"
import { renderWithProviders } from "../../../test/render"
import { ChangeLog } from "../change-log"
import type { StatutoryChange } from "../../../data/statutory"
import { currentFigures } from "../../../data/figure-log"

const change = (line: string, date: string, title: string, read: Pick<StatutoryChange, "read" | "readVia"> = { read: "secondary", readVia: "The Daily Example" }): StatutoryChange => ({
  date,
  country: "ID",
  line,
  title,
  from: "before",
  to: "after",
  note: null,
  checkedOn: "2026-11-24",
  ...read,
  source: { title: `Decision on ${line}`, url: `https://agency.example.gov/${line}/${date}` },
})
const CHANGES = [
  change("jp", "2025-03-01", "Pension cap raised"),
  change("jp", "2026-03-01", "Pension cap raised again"),
  change("minimum-wage", "2026-01-01", "Jakarta minimum wage"),
  change("minimum-wage-jawa-tengah", "2026-01-01", "Central Java minimum wage"),
  change("minimum-wage-bali", "2025-01-01", "Bali minimum wage", { read: "official", readVia: null }),
]
const secondary = (readVia: string) => ({ read: "secondary" as const, readVia })
const RATES = {
  countries: [
    {
      code: "ID",
      minimumWage: {
        places: [
          { id: "id-jawa-tengah", monthly: 2_327_386.07, default: null, appliesFrom: "2026-01-01", checkedOn: "2026-11-20", reviewBy: "2027-05-23", ...secondary("Kontan") },
          { id: "id-dki-jakarta", monthly: 5_729_876, default: true, appliesFrom: "2026-01-01", checkedOn: "2026-11-23", reviewBy: "2027-05-23", ...secondary("Okezone") },
          { id: "id-papua", monthly: null, default: null, appliesFrom: "2025-01-01", checkedOn: "2026-11-23", reviewBy: "2026-12-01", ...secondary("nobody") },
        ],
      },
      lines: [{ id: "jp", appliesFrom: "2026-03-01", checkedOn: "2026-11-23", reviewBy: "2026-12-23", read: "official" as const, readVia: null }],
    },
  ],
}

const entry = (title: string) => screen.getByRole("article", { name: title })

describe("the change log", () => {
  it("says how each figure still in force was checked, and nothing on a change since replaced", () => {
    renderWithProviders(<ChangeLog changes={CHANGES} countries={{ ID: "Indonesia" }} current={currentFigures(RATES)} today="2026-11-25" />)
    expect(within(entry("Pension cap raised again")).getByTestId("change-review")).toHaveTextContent("Official text read on 23 November 2026")
    // The places whose minimum changed that day share the entry: the oldest check, through the default place's report first.
    expect(within(entry("Jakarta minimum wage")).getByTestId("change-review")).toHaveTextContent("As reported by Okezone; official text not yet read · Checked 20 November 2026")
    expect(within(entry("Pension cap raised")).queryByTestId("change-review")).toBeNull()
    // A place's own entry says how that place's figure was checked.
    expect(within(entry("Central Java minimum wage")).getByTestId("change-review")).toHaveTextContent("As reported by Kontan; official text not yet read · Checked 20 November 2026")
    expect(within(entry("Bali minimum wage")).queryByTestId("change-review")).toBeNull()
  })

  it("says of a change since replaced whether its official text was read, or names the report it rests on", () => {
    renderWithProviders(<ChangeLog changes={CHANGES} countries={{ ID: "Indonesia" }} current={currentFigures(RATES)} today="2026-11-25" />)
    expect(within(entry("Bali minimum wage")).getByTestId("change-reading")).toHaveTextContent("Official text read on 24 November 2026")
    expect(within(entry("Pension cap raised")).getByTestId("change-reading")).toHaveTextContent("As reported by The Daily Example; official text not yet read · Checked 24 November 2026")
    expect(within(entry("Pension cap raised again")).queryByTestId("change-reading")).toBeNull()
  })

  it("calls a figure past its review date on the build's day due for review, whatever was read", () => {
    renderWithProviders(<ChangeLog changes={CHANGES} countries={{ ID: "Indonesia" }} current={currentFigures(RATES)} today="2027-01-04" />)
    expect(within(entry("Pension cap raised again")).getByTestId("change-review")).toHaveTextContent("Due for review since 23 December 2026")
    expect(within(entry("Jakarta minimum wage")).getByTestId("change-review")).toHaveTextContent(/^As reported by Okezone/)
  })
})
