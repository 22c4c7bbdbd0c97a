import * as React from "react"
import { render, screen } from "@testing-library/react"
import leasing from "../../../../content/snippets/vietnam-labour-leasing.json"
import { VietnamLeasingNote } from "../vietnam-leasing-note"
import { leasingText } from "../../../shared/vietnam-leasing"

describe("<VietnamLeasingNote />", () => {
  it("shows the full rule as an introduction and a list, its figures and bold words from the snippet", () => {
    const full = {
      intro: "Leasing is licensed. As of {asOf}:",
      points: ["Only a licensed enterprise, backed by a {deposit} deposit, may lease.", "Only the **{permittedJobs} jobs listed in Appendix II of Decree No. 145/2020/ND-CP**.", "For **at most {maxMonths} months**."],
    }
    const { container } = render(<VietnamLeasingNote content={{ ...leasing, full, permittedJobs: 21, maxMonths: 6, deposit: "VND 3 billion", asOf: "May 2027" }} />)
    expect(container.querySelector("p")?.textContent).toMatch(/As of May 2027:$/)
    const items = screen.getAllByRole("listitem").map((li) => li.textContent)
    expect(items).toHaveLength(3)
    expect(items[0]).toContain("backed by a VND 3 billion deposit")
    expect(screen.getByText("21 jobs listed in Appendix II of Decree No. 145/2020/ND-CP").tagName).toBe("STRONG")
    expect(screen.getByText("at most 6 months").tagName).toBe("STRONG")
  })

  it("`short` is one sentence to stand in a paragraph, with the same figures", () => {
    const { container } = render(
      <p>
        <VietnamLeasingNote short />
      </p>,
    )
    expect(container.querySelectorAll("p, ul")).toHaveLength(1)
    expect(container.textContent).toContain(`for the ${leasing.permittedJobs} jobs listed in Appendix II`)
    expect(container.textContent).toContain(`at most ${leasing.maxMonths} months per placement`)
    expect(container.textContent).toMatch(new RegExp(`as of ${leasing.asOf}\\)\\.$`))
  })

  it("refuses a placeholder the snippet does not have", () => {
    expect(() => leasingText(leasing, "for {permittedJob} jobs")).toThrow(/\{permittedJob\} is not one of/)
  })
})
