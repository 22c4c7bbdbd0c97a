import * as React from "react"
import { comparisonStyles, stackedTableStyles } from "../table-styles"
import { CellValue } from "../data-table"

/** The text of a React tree (MDX gives a table's rows and cells as plain elements). */
function textOf(node: React.ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node)
  if (Array.isArray(node)) return node.map(textOf).join("")
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children)
  return ""
}

type WithChildren = { children?: React.ReactNode }

/** The element children of a node (MDX puts line breaks between a table's rows and cells). */
const elements = (node: React.ReactNode) => React.Children.toArray(node).filter((c): c is React.ReactElement<WithChildren> => React.isValidElement(c))

/** The column headings of a table: the cells of the first row of its <thead>, "" for an empty corner. */
function columnNames(children: React.ReactNode): string[] {
  const head = elements(children).find((c) => c.type === "thead")
  const row = head ? elements(head.props.children)[0] : undefined
  return row ? elements(row.props.children).map((cell) => textOf(cell).trim()) : []
}

/** Gives every body cell its column's heading as `data-label`, which the phone layout shows beside the value. */
function labelCells(children: React.ReactNode, columns: readonly string[]): React.ReactNode {
  return React.Children.map(children, (section) => {
    if (!React.isValidElement<WithChildren>(section) || section.type !== "tbody") return section
    const rows = React.Children.map(section.props.children, (row) => {
      if (!React.isValidElement<WithChildren>(row)) return row
      let column = 0
      const cells = React.Children.map(row.props.children, (cell) => {
        if (!React.isValidElement<WithChildren & { "data-label"?: string }>(cell)) return cell
        const label = { "data-label": columns[column++] ?? "" }
        // Its value in one element: each piece of "from <Figure /> to <Figure />" would otherwise be a grid item.
        return React.cloneElement(cell, label, <CellValue>{cell.props.children}</CellValue>)
      })
      return React.cloneElement(row, undefined, cells)
    })
    return React.cloneElement(section, undefined, rows)
  })
}

/** Set by <Comparison>: the tables inside keep their columns on phones and scroll under a sticky first column. */
const ComparisonContext = React.createContext(false)

/**
 * <Comparison>: wraps a wide Markdown table that compares options side by side (content/README.md, "Tables").
 * On phones it stays a table: the first column stays put, the rest scrolls, and a cue says so.
 */
export function Comparison({ children }: { children: React.ReactNode }) {
  return <ComparisonContext.Provider value={true}>{children}</ComparisonContext.Provider>
}

/**
 * Markdown tables. By default each row becomes a card of labelled values below 768 px (table-styles.ts);
 * inside <Comparison> the table scrolls sideways in a focusable region named by its columns, with a cue.
 */
export function Table({ children, ...props }: React.TableHTMLAttributes<HTMLTableElement>) {
  const comparison = React.useContext(ComparisonContext)
  const columns = columnNames(children)
  const named = columns.filter(Boolean)
  const label = named.length ? `Table: ${named.join(", ")}` : "Table"
  if (!comparison) {
    return (
      <div data-table="stacked" css={(t) => [{ margin: "1.5rem 0" }, stackedTableStyles(t)]}>
        <table {...props}>{labelCells(children, columns)}</table>
      </div>
    )
  }
  return (
    <div data-table="comparison" css={{ margin: "1.5rem 0" }}>
      <p aria-hidden="true" css={(t) => ({ display: "none", margin: `0 0 ${t.space.xs}`, fontSize: t.fontSizes.xs, fontWeight: 600, color: t.colors.muted, [t.media.mobile]: { display: "block" } })}>
        Scroll for more →
      </p>
      <div role="region" aria-label={`${label} (scrolls sideways)`} tabIndex={0} css={(t) => [scrollCue(t), comparisonStyles(t)]}>
        <table {...props}>{children}</table>
      </div>
    </div>
  )
}

/** A shadow at the right edge while more columns lie beyond it (it slides away at the end of the scroll). */
const scrollCue = (t: import("@emotion/react").Theme) => ({
  overflowX: "auto" as const,
  background: `linear-gradient(to left, ${t.colors.white} 30%, rgba(255, 255, 255, 0)) right / 2.5rem 100% no-repeat local, radial-gradient(farthest-side at 100% 50%, rgba(8, 29, 54, 0.28), rgba(8, 29, 54, 0)) right / 0.9rem 100% no-repeat scroll`,
})

/** A header cell left empty in Markdown (the corner above the row labels) is a plain cell, not a heading. */
export function HeaderCell({ children, ...rest }: React.ThHTMLAttributes<HTMLTableCellElement>) {
  if (textOf(children).trim() === "") return <td {...rest} />
  return <th {...rest}>{children}</th>
}
