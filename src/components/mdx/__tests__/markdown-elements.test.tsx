import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../../styles/theme"
import { BeforeSources } from "../../before-sources"
import { Comparison, HeaderCell as Th, Table } from "../markdown-table"
import { Fold } from "../fold"

/** A Markdown table as MDX hands it to the components: plain thead/tr elements, th and table overridden. */
function MarkdownTable({ corner, columns }: { corner: string; columns: string[] }) {
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
        <Comparison>
          <MarkdownTable corner="" columns={["EOR only", "Full suite"]} />
        </Comparison>
        <MarkdownTable corner="Country" columns={["Rate"]} />
      </ThemeProvider>,
    )

  it("labels every body cell with its column heading, for the stacked layout on phones", () => {
    renderTables()
    const stacked = document.querySelector("[data-table=stacked]")!
    expect(Array.from(stacked.querySelectorAll("tbody td"), (td) => td.getAttribute("data-label"))).toEqual(["Country", "Rate"])
    expect(
      within(stacked as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Row", "x"])
  })

  it("puts a cell's text and inline elements in one element, so the phone grid keeps them on one line", () => {
    render(
      <ThemeProvider theme={theme}>
        <Table>
          <thead>
            <tr>
              <Th>Base</Th>
              <Th>Note</Th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                from <strong>PHP 5,000</strong> to <strong>PHP 35,000</strong>
              </td>
              <td></td>
            </tr>
          </tbody>
        </Table>
      </ThemeProvider>,
    )
    const [base, empty] = Array.from(document.querySelectorAll("tbody td"))
    expect(base!.children).toHaveLength(1)
    expect(base!.firstElementChild).toHaveTextContent("from PHP 5,000 to PHP 35,000")
    expect(empty!.childNodes).toHaveLength(0)
  })

  it("keeps a marked comparison as a table in a focusable scrolling region named by its columns", () => {
    renderTables()
    const regions = screen.getAllByRole("region")
    expect(regions.map((r) => r.getAttribute("aria-label"))).toEqual(["Table: EOR only, Full suite (scrolls sideways)"])
    expect(regions[0]).toHaveAttribute("tabindex", "0")
    expect(regions[0]!.closest("[data-table=comparison]")).toHaveTextContent("Scroll for more")
    expect(regions[0]!.querySelector("td[data-label]")).toBeNull()
  })

  it("renders an empty corner heading as a plain cell and keeps the others as column headers", () => {
    renderTables()
    const [comparison, stacked] = Array.from(document.querySelectorAll<HTMLElement>("[data-table]"))
    expect(
      within(comparison!)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["EOR only", "Full suite"])
    expect(comparison!.querySelector("thead td")).not.toBeNull()
    expect(
      within(stacked!)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Country", "Rate"])
  })
})

describe("a body's Sources fold", () => {
  // As gatsby/lib/rehype-fold.ts leaves the body: the sources' heading is the summary of a closed fold.
  const themed = (ui: React.ReactElement) => render(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> })
  const body = (
    <>
      <h2 id="what-eor-means">What EOR means</h2>
      <p>Text.</p>
      <Fold data-fold="sources">
        <summary>
          <h2 id="sources">Sources</h2>
        </summary>
        <ul>
          <li>An agency</li>
        </ul>
      </Fold>
    </>
  )

  it("brings in what the page places before it (the page's questions), and only there", () => {
    const { container } = themed(<BeforeSources.Provider value={<section data-testid="questions">Questions</section>}>{body}</BeforeSources.Provider>)
    const order = Array.from(container.children, (el) => el.getAttribute("data-testid") || el.id || el.tagName)
    expect(order).toEqual(["what-eor-means", "P", "questions", "DETAILS"])
    expect(screen.getAllByTestId("questions")).toHaveLength(1)
  })

  it("is closed, its heading the summary, and keeps the list in the page", () => {
    const { container } = themed(body)
    expect(Array.from(container.children, (el) => el.tagName)).toEqual(["H2", "P", "DETAILS"])
    const fold = container.querySelector("details")!
    expect(fold.open).toBe(false)
    expect(screen.getByRole("heading", { level: 2, name: "Sources" }).closest("summary")).not.toBeNull()
    expect(fold).toHaveTextContent("An agency")
  })

  it("brings nothing in before a subsection's fold", () => {
    const { container } = themed(
      <BeforeSources.Provider value={<section data-testid="questions">Questions</section>}>
        <Fold data-fold="section">
          <summary>
            <h3 id="probation">Probation</h3>
          </summary>
          <p>Six months at most.</p>
        </Fold>
      </BeforeSources.Provider>,
    )
    expect(screen.queryByTestId("questions")).toBeNull()
    expect(Array.from(container.children, (el) => el.tagName)).toEqual(["DETAILS"])
  })
})
