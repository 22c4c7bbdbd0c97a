import { render, screen, within } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../../styles/theme"
import { mdxComponents } from "../mdx-components"

/** A Markdown table as MDX hands it to the components: plain thead/tr elements, th and table overridden. */
function MarkdownTable({ corner, columns }: { corner: string; columns: string[] }) {
  const { table: Table, th: Th } = mdxComponents
  return (
    <Table>
      <thead>
        <tr>
          <Th>{corner}</Th>
          {columns.map((c) => (
            <Th key={c}>{c}</Th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Row</td>
          {columns.map((c) => (
            <td key={c}>x</td>
          ))}
        </tr>
      </tbody>
    </Table>
  )
}

describe("MDX tables", () => {
  const renderTables = () =>
    render(
      <ThemeProvider theme={theme}>
        <MarkdownTable corner="" columns={["EOR only", "Full suite"]} />
        <MarkdownTable corner="Country" columns={["Rate"]} />
      </ThemeProvider>,
    )

  it("names each scrolling region by its columns, so two tables on a page are told apart", () => {
    renderTables()
    const regions = screen.getAllByRole("region")
    expect(regions.map((r) => r.getAttribute("aria-label"))).toEqual(["Table: EOR only, Full suite", "Table: Country, Rate"])
    for (const region of regions) expect(region).toHaveAttribute("tabindex", "0")
  })

  it("renders an empty corner heading as a plain cell and keeps the others as column headers", () => {
    renderTables()
    const [first, second] = screen.getAllByRole("region")
    expect(within(first!).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["EOR only", "Full suite"])
    expect(first!.querySelector("thead td")).not.toBeNull()
    expect(within(second!).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Country", "Rate"])
  })
})
