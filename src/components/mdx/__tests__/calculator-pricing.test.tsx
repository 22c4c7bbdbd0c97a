import { render, screen, within } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../../styles/theme"
import { CalculatorLink } from "../calculator-link"
import { HowPricingWorks } from "../how-pricing-works"
import { renderWithLabels } from "../../../test/render"

const inTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>)

describe("<CalculatorLink>", () => {
  it("opens the calculator preset to the country", () => {
    renderWithLabels(() => undefined, <CalculatorLink country="VN" />)
    expect(screen.getByRole("link", { name: /cost of an employee in Vietnam/ })).toHaveAttribute("href", "/resources/cost-calculator?country=VN")
  })
  it("words the link from content/site.yaml labels.pages.calculatorLink", () => {
    renderWithLabels((l) => (l.pages.calculatorLink = "Price a hire in {country}"), <CalculatorLink country="PH" />)
    expect(screen.getByRole("link", { name: "Price a hire in the Philippines" })).toHaveAttribute("href", "/resources/cost-calculator?country=PH")
  })
  it("refuses a country the country table lacks, naming it (one the rates lack: the content check, with file and line)", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() => renderWithLabels(() => undefined, <CalculatorLink country="XX" />)).toThrow('<CalculatorLink country="XX">: country must be one of PH, ID, VN, IN, SG, MY, TH (content/data/countries.yaml)')
  })
})

describe("<HowPricingWorks>", () => {
  it("names the three parts of the cost, how a quote is made and what the fee covers, with no price", () => {
    inTheme(<HowPricingWorks />)
    const section = screen.getByRole("region", { name: "How pricing works" })
    expect(
      within(section)
        .getAllByRole("listitem")
        .slice(0, 3)
        .map((li) => li.querySelector("p")?.textContent),
    ).toEqual(["Salary", "Statutory costs", "Our service fee"])
    expect(within(section).getByRole("heading", { name: "How a quote is made" })).toBeInTheDocument()
    expect(within(section).getByRole("heading", { name: "What the fee covers" })).toBeInTheDocument()
    expect(section).toHaveTextContent("It is quoted for each role, in writing")
    expect(section.textContent).not.toMatch(/(USD|SGD|S\$|US\$|\$)\s?\d/)
  })
})
