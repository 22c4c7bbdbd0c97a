import { STATUTORY_CHANGES_PATH, longDate, type RatesData, type RateLine } from "../../data/statutory"
import { stackedTableStyles } from "../../components/content/table-styles"
import { ReviewStatus } from "../../components/content/review-status"

const pct = (r: number | null) => (r === null ? "" : `${+(r * 100).toFixed(3)}%`)
const num = (n: number | null, currency: string) => (n === null ? "" : `${currency} ${n.toLocaleString("en-SG")}`)

function rateText(l: RateLine, currency: string): string {
  if (l.tiers) return l.tiers.map((t) => (t.upTo === null ? `${num(t.amount, currency)} otherwise` : `${num(t.amount, currency)} up to ${num(t.upTo, currency)}`)).join("; ")
  if (l.ageBands) return l.ageBands.map((b) => `${b.label}: ${pct(b.employerRate)} employer, ${pct(b.employeeRate)} employee`).join("; ")
  const parts = [l.employerRate !== null ? `${pct(l.employerRate)} employer` : "", l.employeeRate !== null ? `${pct(l.employeeRate)} employee` : ""].filter(Boolean)
  const limits = [l.floor !== null ? `floor ${num(l.floor, currency)}` : "", l.cap !== null ? `cap ${num(l.cap, currency)}` : "", l.appliesUpTo !== null ? `only up to ${num(l.appliesUpTo, currency)}` : "", l.maxAmount !== null ? `at most ${num(l.maxAmount, currency)}` : ""].filter(Boolean)
  return [parts.join(", "), limits.join(", ")].filter(Boolean).join("; ")
}

/** Every rate as static HTML, rendered at build time: the method reads without JavaScript. */
export function RatesReference({ rates, today }: { rates: RatesData; today: string }) {
  return (
    <section aria-labelledby="rates-heading" css={(t) => ({ marginTop: t.space.xxl })}>
      <h2 id="rates-heading">The rates we use, country by country</h2>
      <p>
        Each figure links to its official source and says when we last checked it; rates change, so check the agency before you budget. What changed and when:{" "}
        <a href={STATUTORY_CHANGES_PATH}>the statutory change log</a>.
      </p>
      {rates.countries.map((c) => (
        <section key={c.code} aria-labelledby={`rates-${c.code}`}>
          <h3 id={`rates-${c.code}`}>
            {c.name} ({c.currency})
          </h3>
          <p>{c.basis}</p>
          <div role="region" aria-label={`Rates for ${c.name}`} tabIndex={0} css={(t) => [{ overflowX: "auto" as const }, stackedTableStyles(t)]}>
            <table css={(t) => ({ width: "100%", borderCollapse: "collapse", fontSize: t.fontSizes.sm, "& th, & td": { border: `1px solid ${t.colors.border}`, padding: "0.5rem 0.6rem", textAlign: "left", verticalAlign: "top" }, "& th": { background: t.colors.surface } })}>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Rate and limits</th>
                  <th scope="col">Legal basis, applies from, checked on</th>
                </tr>
              </thead>
              <tbody>
                {c.lines.map((l) => (
                  <tr key={l.id}>
                    <td data-label="Line">
                      {l.label}
                      {l.status === "customary" ? " (customary)" : ""}
                    </td>
                    <td data-label="Rate and limits">{rateText(l, c.currency)}</td>
                    <td data-label="Legal basis, as of">
                      <a href={l.source.url} rel="noopener noreferrer">
                        {l.legalBasis}
                      </a>
                      , from {longDate(l.appliesFrom)}. <ReviewStatus figure={l} today={today} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </section>
  )
}
