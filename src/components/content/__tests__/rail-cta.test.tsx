import * as React from "react"
import { screen } from "@testing-library/react"
import { renderWithProviders, siteFacts, staticData } from "../../../test/render"
import { RailCta } from "../rail-cta"

const { setStaticQueryData } = jest.requireMock<{ setStaticQueryData: (d: unknown) => void }>("gatsby")

/** Renders with content/site.yaml as it is, or with its `labels.rail` edited as a writer would. */
function renderWith(ui: React.ReactElement, edit?: (rail: ReturnType<typeof siteFacts>["labels"]["rail"]) => void) {
  const view = renderWithProviders(ui)
  if (!edit) return view
  const facts = siteFacts()
  edit(facts.labels.rail)
  setStaticQueryData(staticData(facts))
  view.rerender(React.cloneElement(ui))
  return view
}

describe("the rail's call to action", () => {
  it("on a country's service page names the country, asks for a quote's details, ends with the reply promise and links the preset calculator", () => {
    const { responseTime } = siteFacts()
    renderWith(<RailCta on="service" country="PH" />)
    expect(screen.getByText("Hire in the Philippines")).toBeInTheDocument()
    expect(screen.getByText(`Tell us the role, the salary range and the start date; we reply ${responseTime}.`)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Get In Touch" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Estimate the employer cost in the Philippines" })).toHaveAttribute("href", "/resources/cost-calculator?country=PH")
  })

  it("on a service page without a country has no calculator link; on a plain page links the calculator", () => {
    const { unmount } = renderWith(<RailCta on="service" />)
    expect(screen.getByText("Talk to us about your hire")).toBeInTheDocument()
    expect(screen.queryByRole("link")).toBeNull()
    unmount()
    renderWith(<RailCta on="page" />)
    expect(screen.getByRole("link", { name: "Estimate the employer cost" })).toHaveAttribute("href", "/resources/cost-calculator")
  })

  it("says what content/site.yaml `labels.rail` says", () => {
    renderWith(<RailCta on="service" country="VN" />, (rail) => {
      rail.countryTitle = "Staff in {country}"
      rail.serviceText = "Send us the job"
      rail.button = "Write to us"
      rail.countryCalculatorLink = "Costs in {country}"
    })
    expect(screen.getByText("Staff in Vietnam")).toBeInTheDocument()
    expect(screen.getByText(/^Send us the job; we reply /)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Write to us" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Costs in Vietnam" })).toBeInTheDocument()
  })
})
