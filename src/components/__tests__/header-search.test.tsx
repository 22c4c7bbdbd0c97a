import "@testing-library/jest-dom"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { HeaderSearch } from "../header/header-search"
import { Header } from "../header/header"
import { renderWithProviders, useFixtureSiteFacts } from "../../test/render"

describe("HeaderSearch", () => {
  beforeEach(() => jest.mocked(navigate).mockClear())

  it("is a labelled GET form to /search, so it works without JavaScript", () => {
    renderWithProviders(<HeaderSearch />)
    const form = screen.getByRole("search", { name: "Quick search" })
    expect(form).toHaveAttribute("action", "/search")
    expect(form).toHaveAttribute("method", "get")
    expect(within(form).getByRole("searchbox", { name: "Search the site" })).toHaveAttribute("name", "q")
    expect(within(form).getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit")
  })

  it("routes to /search?q=… in the app on Enter and empties itself", async () => {
    const user = userEvent.setup()
    renderWithProviders(<HeaderSearch />)
    const box = screen.getByRole("searchbox", { name: "Search the site" })
    await user.type(box, " vietnam eor {Enter}")
    expect(navigate).toHaveBeenCalledWith("/search?q=vietnam+eor")
    expect(box).toHaveValue("")
    await user.click(screen.getByRole("button", { name: "Search" }))
    expect(navigate).toHaveBeenLastCalledWith("/search")
  })

  it("sits in the header beside the icon link that narrow screens use", () => {
    useFixtureSiteFacts()
    renderWithProviders(<Header pathname="/" />)
    // jsdom matches no min-width media query: the box is there but hidden, the icon link shows.
    expect(screen.getByRole("search", { name: "Quick search", hidden: true })).not.toBeVisible()
    expect(screen.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search")
  })
})
