import { screen } from "@testing-library/react"
import { NotFound, NOT_FOUND_TEXT } from "../404"
import { renderWithProviders } from "../../test/render"

describe("not-found page", () => {
  it("shows the spec's words, the path, hints and the three buttons, and logs the path", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    renderWithProviders(<NotFound pathname="/old/page" />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page Not Found")
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument()
    expect(NOT_FOUND_TEXT).toBe("Sorry, we couldn't find the page you're looking for. The page may have been moved, deleted, or you may have entered an incorrect URL.")
    expect(screen.getByTestId("requested-path")).toHaveTextContent("/old/page")
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(3)
    expect(screen.getByRole("link", { name: "Go to the homepage" })).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: "View our services" })).toHaveAttribute("href", "/services")
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact")
    expect(error).toHaveBeenCalledWith(expect.stringContaining("/old/page"))
    error.mockRestore()
  })
})
