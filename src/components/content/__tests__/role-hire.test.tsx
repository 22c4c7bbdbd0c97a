import * as React from "react"
import { screen, within } from "@testing-library/react"
import { renderWithFacts, renderWithLabels, siteFacts } from "../../../test/render"
import { RoleHire } from "../role-hire"

describe("a role page's cost, time and first step", () => {
  it("links the calculator preset to each country where the role is placed, in the frontmatter's order, and invents no salary", () => {
    renderWithFacts(() => undefined, <RoleHire title="Customer Support" hireIn={["PH", "ID", "VN", "IN"]} />)
    const box = screen.getByRole("region", { name: "Hiring for Customer Support: cost, time and first step" })
    const links = within(box).getAllByRole("link", { name: /^Cost in / })
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Cost in the Philippines", "/resources/cost-calculator?country=PH"],
      ["Cost in Indonesia", "/resources/cost-calculator?country=ID"],
      ["Cost in Vietnam", "/resources/cost-calculator?country=VN"],
      ["Cost in India", "/resources/cost-calculator?country=IN"],
    ])
    // The calculator opens on an example salary, said plainly; the box states no amount of money itself.
    expect(box).toHaveTextContent(/example salary, not a market rate/)
    expect(box.textContent).not.toMatch(/(PHP|IDR|VND|INR|USD|SGD)\s?[\d,]+|\d{1,3}(,\d{3})+/)
    expect(box).toHaveTextContent(/labour-leasing list/)
  })

  it("leaves Vietnam's leasing note out where the role is not placed there, and falls back to the plain calculator with no country", () => {
    const { unmount } = renderWithFacts(() => undefined, <RoleHire title="Marketing" hireIn={["PH", "IN", "ID"]} />)
    expect(screen.queryByRole("link", { name: "Cost in Vietnam" })).toBeNull()
    expect(screen.getByRole("region", { name: /^Hiring for Marketing/ })).not.toHaveTextContent(/labour-leasing/)
    unmount()
    renderWithFacts(() => undefined, <RoleHire title="Marketing" hireIn={[]} />)
    expect(screen.getByRole("link", { name: "Estimate the employer cost" })).toHaveAttribute("href", "/resources/cost-calculator")
  })

  it("says how long a hire takes from the company's shortlist promise, whatever it says", () => {
    renderWithFacts(
      (f) => {
        f.shortlistTime = "7 to 12 working days"
      },
      <RoleHire title="Marketing" hireIn={["PH"]} />,
    )
    expect(screen.getByRole("heading", { name: "How long it takes" }).parentElement).toHaveTextContent(/^How long it takesA shortlist for common roles typically within 7 to 12 working days; specialised/)
  })

  it("starts with the contact popup and the call request, or the booking page once there is one", () => {
    const { unmount } = renderWithFacts(() => undefined, <RoleHire title="Marketing" hireIn={["PH"]} />)
    const start = screen.getByRole("heading", { name: "How to start" }).parentElement!
    expect(within(start).getByRole("button", { name: "Get In Touch" })).toHaveAttribute("aria-haspopup", "dialog")
    expect(within(start).getByRole("link", { name: "Request a call" })).toHaveAttribute("href", "/contact/get-in-touch")
    expect(start).toHaveTextContent(`we reply ${siteFacts().responseTime}.`)
    unmount()
    renderWithFacts(
      (f) => {
        f.bookingUrl = "https://booking.example.com/call"
      },
      <RoleHire title="Marketing" hireIn={["PH"]} />,
    )
    expect(screen.getByRole("link", { name: /Book a discovery call/ })).toHaveAttribute("href", "https://booking.example.com/call")
  })

  it("says what content/site.yaml `labels.role` says", () => {
    renderWithLabels(
      (l) => {
        l.role.hireTitle = "Staffing {role}"
        l.role.costLink = "Prices for {country}"
        l.role.timeText = "Candidates in {shortlistTime}."
        l.role.startText = "Write to us; answer {responseTime}."
      },
      <RoleHire title="Design" hireIn={["ID"]} />,
    )
    expect(screen.getByRole("region", { name: "Staffing Design" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Prices for Indonesia" })).toBeInTheDocument()
    expect(screen.getByText(`Candidates in ${siteFacts().shortlistTime}.`)).toBeInTheDocument()
    expect(screen.getByText(`Write to us; answer ${siteFacts().responseTime}.`)).toBeInTheDocument()
  })

  it("refuses a country the calculator does not know", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() => renderWithFacts(() => undefined, <RoleHire title="Marketing" hireIn={["XX"]} />)).toThrow(/hireIn.*XX/)
  })
})
