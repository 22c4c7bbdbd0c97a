import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Header } from "../../../components/header/header"
import { Footer } from "../../../components/footer"
import { renderWithProviders } from "../../../test/render"

/** The calculator is reached from the one navigation source, content/site.yaml: header menu, drawer, footer. */
describe("the calculator is in reach", () => {
  it("is second in the Resources menu, in the order the site's menus fix", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header pathname="/" />)
    const main = screen.getAllByRole("navigation", { name: "Main" })[0]!
    await user.click(within(main).getByRole("button", { name: "Resources" }))
    const links = within(document.getElementById("menu-resources")!).getAllByRole("link")
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Blog", "/resources/blog"],
      ["Cost Calculator", "/resources/cost-calculator"],
      ["FAQ", "/faqs"],
      ["Privacy Policy", "/privacy-policy"],
      ["Refer & Earn", "/resources/refer-and-earn"],
      ["All Resources", "/resources"],
    ])
  })

  it("is in the phone drawer's Resources group", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header pathname="/about" />)
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    const drawer = await screen.findByRole("dialog", { name: "Site menu" })
    const resources = within(drawer).getByRole("button", { name: "Resources" })
    await user.click(resources)
    const group = document.getElementById(resources.getAttribute("aria-controls") ?? "")!
    expect(within(group).getByRole("link", { name: "Cost Calculator" })).toHaveAttribute("href", "/resources/cost-calculator")
  })

  it("is in the footer's Resources column", () => {
    renderWithProviders(<Footer />)
    const column = screen.getByRole("navigation", { name: "Resources links" })
    expect(within(column).getByRole("link", { name: "Cost Calculator" })).toHaveAttribute("href", "/resources/cost-calculator")
  })
})
