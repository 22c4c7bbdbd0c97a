import * as React from "react"
import { stackedTableStyles } from "./table-styles"

interface DataTableProps extends React.TableHTMLAttributes<HTMLTableElement> {
  /** The column headings; each cell also gets its heading as data-label, shown beside it on phones. */
  columns: readonly string[]
  rows: ReadonlyArray<{ key: string; cells: readonly React.ReactNode[] }>
  caption?: string
  /** The first cell names its row (a row heading). */
  rowHeadings?: boolean
}

/**
 * A stacked table cell's value (table-styles.ts): on phones the cell is a grid of its label and its value, so the
 * value goes in one element, or a name and its note, or a link and the text after it, would fall into both
 * columns. An empty value stays empty, so the phone layout hides the cell.
 */
export function CellValue({ children }: { children?: React.ReactNode }) {
  return children === null || children === undefined || children === "" || children === false ? null : <span>{children}</span>
}

/**
 * A table of facts built in code (employers, fees, certifications), laid out as the Markdown tables are: a table on
 * wide screens, a card per row on phones (table-styles.ts).
 */
export function DataTable({ columns, rows, caption, rowHeadings = false, ...rest }: DataTableProps) {
  return (
    <div data-table="stacked" css={(t) => [{ margin: "1rem 0 1.5rem" }, stackedTableStyles(t)]}>
      <table {...rest}>
        {caption && <caption css={(t) => ({ textAlign: "left", fontWeight: 650, color: t.colors.navy, marginBottom: t.space.xs })}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 && rowHeadings ? (
                  <th key={i} scope="row" data-label={columns[i]}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} data-label={columns[i]}>
                    <CellValue>{cell}</CellValue>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
