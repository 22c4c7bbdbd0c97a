import { act, fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Header } from "../header/header"
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from "../../lib/menu-timing"
import { renderWithLabels, renderWithProviders } from "../../test/render"

describe("Header menus", () => {
  afterEach(() => jest.useRealTimers())

  it("has the top-level entries and their menus", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header pathname="/" />)
    const main = screen.getAllByRole("navigation", { name: "Main" })[0]!
    for (const name of ["Home", "About", "Contact"]) expect(within(main).getByRole("link", { name })).toBeInTheDocument()
    for (const name of ["Services", "Roles", "Sectors", "Resources"]) expect(within(main).getByRole("button", { name })).toHaveAttribute("aria-expanded", "false")
    await user.click(within(main).getByRole("button", { name: "Roles" }))
    const roles = document.getElementById("menu-roles")!
    expect(
      within(roles)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["/industries/information-technology", "/industries/creative-design", "/industries/accounting-finance", "/industries/customer-support", "/industries/backoffice-administration", "/industries/marketing", "/roles"])
    await user.click(within(main).getByRole("button", { name: "Sectors" }))
    expect(within(document.getElementById("menu-industries")!).getAllByRole("link")).toHaveLength(12)
    expect(within(main).getByRole("button", { name: "Roles" })).toHaveAttribute("aria-expanded", "false")
  })

  it("opens on hover after 200 ms and closes 150 ms after the pointer leaves", () => {
    jest.useFakeTimers()
    renderWithProviders(<Header pathname="/" />)
    const services = screen.getAllByRole("button", { name: "Services" })[0]!
    fireEvent.pointerEnter(services, { pointerType: "mouse" })
    act(() => jest.advanceTimersByTime(MENU_OPEN_DELAY_MS - 1))
    expect(services).toHaveAttribute("aria-expanded", "false")
    act(() => jest.advanceTimersByTime(1))
    expect(services).toHaveAttribute("aria-expanded", "true")
    fireEvent.pointerLeave(services.closest("li")!)
    act(() => jest.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1))
    expect(services).toHaveAttribute("aria-expanded", "true")
    act(() => jest.advanceTimersByTime(1))
    expect(services).toHaveAttribute("aria-expanded", "false")
  })

  it("is operable from the keyboard: ArrowDown enters, arrows move, Escape returns focus", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header pathname="/" />)
    const resources = screen.getAllByRole("button", { name: "Resources" })[0]!
    resources.focus()
    await user.keyboard("{ArrowDown}")
    const panel = document.getElementById("menu-resources")!
    await act(() => new Promise((r) => requestAnimationFrame(() => r(null))))
    expect(within(panel).getByRole("link", { name: "Blog" })).toHaveFocus()
    await user.keyboard("{ArrowUp}")
    expect(within(panel).getByRole("link", { name: "All Resources" })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(resources).toHaveFocus()
    expect(resources).toHaveAttribute("aria-expanded", "false")
    await user.keyboard("{ArrowLeft}")
    expect(screen.getAllByRole("button", { name: "Sectors" })[0]).toHaveFocus()
  })

  it("opens the drawer with groups that expand on their own", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header pathname="/" />)
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    // The drawer's code loads when the menu first opens (see mobile-drawer.tsx).
    const drawer = await screen.findByRole("dialog", { name: "Site menu" })
    const group = (name: string) => within(drawer).getByRole("button", { name })
    await user.click(group("Services"))
    await user.click(group("Resources"))
    expect(group("Services")).toHaveAttribute("aria-expanded", "true")
    expect(group("Resources")).toHaveAttribute("aria-expanded", "true")
    expect(group("Roles")).toHaveAttribute("aria-expanded", "false")
    await user.click(group("Services"))
    expect(group("Services")).toHaveAttribute("aria-expanded", "false")
    expect(group("Resources")).toHaveAttribute("aria-expanded", "true")
    await user.click(within(drawer).getByRole("button", { name: "Close menu" }))
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("puts the navigation's shortcuts (the cost calculator) at the top of the drawer, one tap after opening it", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header pathname="/" />)
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    const drawer = await screen.findByRole("dialog", { name: "Site menu" })
    const shortcuts = within(drawer).getByRole("list", { name: "Shortcuts" })
    expect(
      within(shortcuts)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([["Cost Calculator", "/resources/cost-calculator"]])
    expect(within(shortcuts).getByRole("link", { name: "Cost Calculator" })).toBeVisible()
  })

  it("has its call to action in the words of labels.header.cta, opening the contact popup", async () => {
    const user = userEvent.setup()
    renderWithLabels((labels) => (labels.header.cta = "Talk to a person"), <Header pathname="/" />)
    const cta = within(screen.getByTestId("header-cta")).getByRole("button", { name: "Talk to a person" })
    expect(cta).toHaveAttribute("aria-haspopup", "dialog")
    await user.click(cta)
    expect(await screen.findByRole("dialog", { name: "Talk to our team" })).toBeInTheDocument()
  })

  it("ends the drawer with the same call to action", async () => {
    const user = userEvent.setup()
    renderWithLabels((labels) => (labels.header.cta = "Talk to a person"), <Header pathname="/" />)
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    const drawer = await screen.findByRole("dialog", { name: "Site menu" })
    expect(within(drawer).getByRole("button", { name: "Talk to a person" })).toBeInTheDocument()
  })
})
