import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PhoneFold } from "../phone-fold"
import { renderWithProviders } from "../../../test/render"

const list = (n: number) => (
  <ul>
    {Array.from({ length: n }, (_, i) => (
      <li key={i}>Card {i + 1}</li>
    ))}
  </ul>
)

describe("PhoneFold", () => {
  it("keeps every item in the page and offers to show all of them, in the words of content/site.yaml", async () => {
    renderWithProviders(
      <PhoneFold count={5} shown={3}>
        {list(5)}
      </PhoneFold>,
    )
    expect(screen.getAllByRole("listitem")).toHaveLength(5)
    // jsdom applies no media query, so the button keeps its wide-screen `display: none` (and no accessible name): found by its words.
    const button = screen.getByText("Show all 5").closest("button")!
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(document.getElementById(button.getAttribute("aria-controls")!)).toContainElement(screen.getByText("Card 5"))
    await userEvent.setup().click(button)
    expect(screen.queryByText("Show all 5")).toBeNull()
    expect(screen.getAllByRole("listitem")).toHaveLength(5)
  })

  it("adds nothing to a list short enough", () => {
    renderWithProviders(
      <PhoneFold count={2} shown={2}>
        {list(2)}
      </PhoneFold>,
    )
    expect(screen.queryByRole("button", { hidden: true })).toBeNull()
  })
})
