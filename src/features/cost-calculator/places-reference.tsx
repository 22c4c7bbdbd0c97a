import * as React from "react"
import { ReviewStatus } from "../../components/content/review-status"
import { Words } from "../../components/words"
import { stackedTableStyles } from "../../components/table-styles"
import { CellValue } from "../../components/data-table"
import { longDate, type CountryRates } from "../../data/statutory"
import type { CalculatorLabels } from "../../shared/labels"
import { num, tableCss } from "./rates-reference"

/**
 * A country's minimum wages, place by place, each with its other rates, source and how it was checked: shown under
 * the country's rates once the calculator's code has loaded (the calculator itself states the place chosen), the
 * table drawn when the visitor opens it.
 */
export function PlacesTable({ country: c, today, labels: w }: { country: CountryRates; today: string; labels: CalculatorLabels }) {
  const [open, setOpen] = React.useState(false)
  if (c.minimumWage.placeKind === null) return null
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)} css={(t) => ({ marginBottom: t.space.lg, "& > summary": { cursor: "pointer", fontWeight: 650, color: t.colors.navy } })}>
      <summary>
        <Words text={w.ratesMinimum} values={{ n: c.minimumWage.places.length }} />
      </summary>
      {open && (
        <div css={(t) => [{ marginTop: t.space.sm }, stackedTableStyles(t)]}>
          <table css={tableCss}>
            <thead>
              <tr>
                <th scope="col">{w.ratesPlace}</th>
                <th scope="col">{w.ratesAmount}</th>
                <th scope="col">{w.ratesBasis}</th>
              </tr>
            </thead>
            <tbody>
              {c.minimumWage.places.map((p) => (
                <tr key={p.id} id={`minimum-${p.id}`}>
                  <td data-label={w.ratesPlace}>{p.name}</td>
                  <td data-label={w.ratesAmount}>
                    <CellValue>
                      {p.monthly === null ? w.ratesNoFigure : num(p.monthly, c.currency)}
                      {[...(p.lowerRates ?? []), ...(p.higherRates ?? []), ...(p.lastKnown ? [{ monthly: p.lastKnown.monthly, appliesTo: p.lastKnown.period }] : [])].map((r) => (
                        <span key={r.appliesTo} css={(t) => ({ display: "block", fontSize: t.fontSizes.xs, color: t.colors.muted })}>
                          {num(r.monthly, c.currency)}: {r.appliesTo}
                        </span>
                      ))}
                    </CellValue>
                  </td>
                  <td data-label={w.ratesBasis}>
                    <CellValue>
                      <a href={p.source.url} rel="noopener noreferrer">
                        {p.source.title}
                      </a>
                      {p.monthly === null ? "" : `, ${longDate(p.appliesFrom)}`}. <ReviewStatus figure={p} today={today} />
                    </CellValue>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  )
}
