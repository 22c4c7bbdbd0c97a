import type * as React from "react"
import { STATUTORY_CHANGES_PATH, formatRate, longDate, type CountryRates, type Rate, type RatesData, type RateLine } from "../../data/statutory"
import type { CalculatorLabels } from "../../shared/labels"
import { drawnWhenNear, rowsHint, stackedTableStyles } from "../../components/table-styles"
import { ReviewStatus } from "../../components/content/review-status"
import { Words } from "../../components/words"
import { CellValue } from "../../components/data-table"
import { formatNumber } from "../../data/number-format"

const pct = (r: Rate | null) => (r === null ? "" : formatRate(r))
export const num = (n: number | null, currency: string) => (n === null ? "" : `${currency} ${formatNumber(n)}`)

function rateText(l: RateLine, currency: string): string {
  if (l.tiers) return l.tiers.map((t) => (t.upTo === null ? `${num(t.amount, currency)} otherwise` : `${num(t.amount, currency)} up to ${num(t.upTo, currency)}`)).join("; ")
  if (l.ageBands) return l.ageBands.map((b) => `${b.label}: ${pct(b.employerRate)} employer, ${pct(b.employeeRate)} employee`).join("; ")
  const parts = [l.employerRate !== null ? `${pct(l.employerRate)} employer` : "", l.employeeRate !== null ? `${pct(l.employeeRate)} employee` : ""].filter(Boolean)
  const limits = [
    l.floor !== null ? `floor ${num(l.floor, currency)}` : "",
    l.cap !== null ? `cap ${num(l.cap, currency)}` : "",
    l.appliesUpTo !== null ? `only up to ${num(l.appliesUpTo, currency)}` : "",
    l.maxAmount !== null ? `at most ${num(l.maxAmount, currency)}` : "",
  ].filter(Boolean)
  return [parts.join(", "), limits.join(", ")].filter(Boolean).join("; ")
}

export const tableCss = (t: import("@emotion/react").Theme) => ({
  width: "100%",
  borderCollapse: "collapse" as const,
  fontSize: t.fontSizes.sm,
  "& th, & td": { border: `1px solid ${t.colors.border}`, padding: "0.5rem 0.6rem", textAlign: "left" as const, verticalAlign: "top" as const },
  "& th": { background: t.colors.surface },
})

/**
 * Every rate as static HTML, rendered at build time: the method reads without JavaScript. Each figure links to its
 * source and says how it was checked (ReviewStatus). `places` adds a country's minimum wages by place after its
 * rates (the template renders them once the calculator's code has loaded, so they add nothing to the first load).
 */
export function RatesReference({ rates, today, labels: w, places }: { rates: RatesData; today: string; labels: CalculatorLabels; places?: (country: CountryRates) => React.ReactNode }) {
  return (
    <section aria-labelledby="rates-heading" css={(t) => ({ marginTop: t.space.xxl })}>
      <h2 id="rates-heading">{w.ratesHeading}</h2>
      <p>
        <Words text={w.ratesIntro} values={{ log: <a href={STATUTORY_CHANGES_PATH}>{w.ratesLog}</a> }} />
      </p>
      {rates.countries.map((c) => (
        <section key={c.code} aria-labelledby={`rates-${c.code}`}>
          <h3 id={`rates-${c.code}`}>
            {c.name} ({c.currency})
          </h3>
          <p>{c.basis}</p>
          <div role="region" aria-label={`${w.ratesHeading}: ${c.name}`} tabIndex={0} style={rowsHint(c.lines.length)} css={(t) => [{ overflowX: "auto" as const }, stackedTableStyles(t), drawnWhenNear(t)]}>
            <table css={tableCss}>
              <thead>
                <tr>
                  <th scope="col">{w.ratesLine}</th>
                  <th scope="col">{w.ratesLimits}</th>
                  <th scope="col">{w.ratesBasis}</th>
                </tr>
              </thead>
              <tbody>
                {c.lines.map((l) => (
                  <tr key={l.id}>
                    <td data-label={w.ratesLine}>
                      {l.label}
                      {l.status === "customary" ? ` (${w.customaryTag})` : ""}
                    </td>
                    <td data-label={w.ratesLimits}>{rateText(l, c.currency)}</td>
                    <td data-label={w.ratesBasis}>
                      <CellValue>
                        <a href={l.source.url} rel="noopener noreferrer">
                          {l.legalBasis}
                        </a>
                        , {longDate(l.appliesFrom)}. <ReviewStatus figure={l} today={today} />
                      </CellValue>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{c.minimumWage.basis}</p>
          {places?.(c)}
        </section>
      ))}
    </section>
  )
}
