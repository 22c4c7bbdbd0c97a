import { screen, within } from "@testing-library/react"
import { CalculatorSection } from "../sections/calculator"
import { homeContent } from "../__fixtures__/content"
import { renderWithProviders } from "../../../test/render"

describe("the home page's calculator section", () => {
  it("says what the calculator shows and links to it, and to it preset for each country", () => {
    renderWithProviders(<CalculatorSection calculator={homeContent().calculator} />)
    const section = screen.getByRole("region", { name: "What will one employee cost you?" })
    expect(section).toHaveTextContent("13th-month pay, THR and the customary Tet bonus")
    expect(within(section).getByRole("link", { name: "Open the cost calculator" })).toHaveAttribute("href", "/resources/cost-calculator")
    const countries = within(section).getByRole("navigation", { name: "Or start with a country" })
    expect(
      within(countries)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Philippines", "/resources/cost-calculator?country=PH"],
      ["Indonesia", "/resources/cost-calculator?country=ID"],
      ["Vietnam", "/resources/cost-calculator?country=VN"],
      ["Singapore", "/resources/cost-calculator?country=SG"],
      ["India", "/resources/cost-calculator?country=IN"],
    ])
  })
})
