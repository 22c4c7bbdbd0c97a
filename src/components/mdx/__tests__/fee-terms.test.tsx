import * as React from "react"
import { screen } from "@testing-library/react"
import { renderWithFacts } from "../../../test/render"
import { FeeTerms } from "../fee-terms"
import type { SiteFacts } from "../../../types/content"

/** The fixture facts confirm no fee; each test fills in and confirms the rows it needs. */
function publish(facts: SiteFacts, rows: Array<{ service: string; country: string; monthlyFrom: number; setup?: number | null }>) {
  for (const r of rows) {
    const row = facts.fees.items.find((f) => f.service === r.service && f.country === r.country)!
    Object.assign(row, { monthlyFrom: r.monthlyFrom, setup: r.setup ?? null, includes: "Payroll and HR" })
    facts.unconfirmed = facts.unconfirmed.filter((k) => k !== `fees.${r.service}.${r.country}`)
  }
}

describe("<FeeTerms />: how our fee is set, true whether or not it is published", () => {
  it("says the fee is quoted per role while the company has published none", () => {
    const { container } = renderWithFacts(() => undefined, <FeeTerms service="employer-of-record" country="PH" />)
    expect(container).toHaveTextContent("We quote our fee per role after the discovery call and invoice monthly; a deposit may apply.")
  })
  it("gives the published from-price of that country, linking to the pricing page, and never says 'quoted' beside it", () => {
    const { container } = renderWithFacts((f) => publish(f, [{ service: "employer-of-record", country: "PH", monthlyFrom: 450 }]), <FeeTerms service="employer-of-record" country="PH" />)
    expect(container).toHaveTextContent("Our fee starts at USD 450 a month per employee and is invoiced monthly; our pricing page shows what it covers and any deposit.")
    expect(screen.getByRole("link", { name: "our pricing page" })).toHaveAttribute("href", "/pricing")
    expect(container).not.toHaveTextContent(/quote/)
  })
  it("another country's published fee does not make this country's page claim one", () => {
    const { container } = renderWithFacts((f) => publish(f, [{ service: "employer-of-record", country: "ID", monthlyFrom: 500 }]), <FeeTerms service="employer-of-record" country="PH" />)
    expect(container).toHaveTextContent("We quote our fee per role")
  })
  it("without a country, the lowest published fee of the service, 'depending on the country'", () => {
    const { container } = renderWithFacts(
      (f) =>
        publish(f, [
          { service: "employer-of-record", country: "PH", monthlyFrom: 450 },
          { service: "employer-of-record", country: "VN", monthlyFrom: 390 },
        ]),
      <FeeTerms service="employer-of-record" />,
    )
    expect(container).toHaveTextContent("Our fee starts at USD 390 a month per employee, depending on the country")
  })
  it("the one-off fee per hire: quoted per role until published, then its amount", () => {
    const { container, unmount } = renderWithFacts(() => undefined, <FeeTerms service="talent-outsourcing" part="setup" capital />)
    expect(container).toHaveTextContent(/^Quoted per role$/)
    unmount()
    const next = renderWithFacts((f) => publish(f, [{ service: "talent-outsourcing", country: "PH", monthlyFrom: 600, setup: 1000 }]), <FeeTerms service="talent-outsourcing" part="setup" />)
    expect(next.container).toHaveTextContent(/^from USD 1,000 per hire, depending on the country$/)
  })
})
