import * as React from "react"
import { Printer } from "lucide-react"
import { belowMinimumWage, calculateCost, convert, parseSalary, summarise, type CostResult } from "./calculate"
import { formatMoney } from "./money"
import { changeLogHref } from "./line-facts"
import { stackedTableStyles } from "../../components/content/table-styles"
import { longDate, type CountryRates, type MinimumWage, type RateLine, type RatesData } from "../../data/statutory"
import { readState, writeState, type CalculatorState } from "./url-state"
import { Button } from "../../components/button"
import { SmartLink } from "../../components/smart-link"
import { ContactButton } from "../../components/contact-button"
import { inputStyles } from "../../forms/field"
import { ReviewStatus } from "../../components/content/review-status"

const money = formatMoney
const pct = (r: number | null) => (r === null || r === 0 ? "" : `${+(r * 100).toFixed(3)}%`)

/** The interactive calculator; the method and every rate are also on the page as static text. */
/** `today`: the day the site was built (YYYY-MM-DD), which decides whether a figure reads "checked" or "due for review". */
export function CostCalculator({ rates, today }: { rates: RatesData; today: string }) {
  const first = rates.countries[0]!
  const defaults: CalculatorState = { country: first.code, salary: String(first.exampleSalary), age: "55-and-below" }
  const [state, setState] = React.useState<CalculatorState>(defaults)
  const [hydrated, setHydrated] = React.useState(false)

  React.useEffect(() => {
    setState(readState(window.location.search, defaults, (code) => rates.countries.find((c) => c.code === code)?.exampleSalary.toString()))
    setHydrated(true)
  }, [])

  const country = rates.countries.find((c) => c.code === state.country) ?? first
  const ageBands = country.lines.find((l) => l.ageBands)?.ageBands ?? null
  const check = parseSalary(state.salary, country)
  // The floor check: no contributions are presented on a wage the law does not allow (see calculate.ts).
  const floor = check.ok ? belowMinimumWage(check.value, country) : null
  const result: CostResult | null = check.ok && !floor ? calculateCost(country, check.value, state.age) : null

  React.useEffect(() => {
    if (!hydrated) return
    const search = writeState({ ...state, country: country.code }, ageBands !== null)
    if (search !== window.location.search) window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`)
  }, [state, hydrated, country.code, ageBands])

  const onCountry = (code: string) => {
    const next = rates.countries.find((c) => c.code === code)
    setState((s) => ({ ...s, country: code, salary: String(next?.exampleSalary ?? s.salary) }))
  }
  const ageLabel = ageBands?.find((b) => b.id === state.age)?.label

  return (
    <section id="calculator" aria-labelledby="calculator-heading" css={(t) => ({ marginTop: t.space.xl, marginBottom: t.space.xxl, padding: t.space.xl, borderRadius: t.radii.lg, border: `1px solid ${t.colors.border}`, boxShadow: t.shadows.card, [t.media.print]: { boxShadow: "none", border: 0, padding: 0 } })}>
      <h2 id="calculator-heading">Calculate the cost of one employee</h2>
      <form onSubmit={(e) => e.preventDefault()} css={(t) => ({ display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(13rem, 1fr))", alignItems: "end", [t.media.print]: { display: "none" } })}>
        <div css={{ display: "grid", gap: 4 }}>
          <label htmlFor="calc-country" css={labelStyle}>Country</label>
          <select id="calc-country" value={country.code} onChange={(e) => onCountry(e.target.value)} css={inputStyles}>
            {rates.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.currency})
              </option>
            ))}
          </select>
        </div>
        <div css={{ display: "grid", gap: 4 }}>
          <label htmlFor="calc-salary" css={labelStyle}>Gross monthly salary ({country.currency})</label>
          <input id="calc-salary" inputMode="decimal" autoComplete="off" value={state.salary} onChange={(e) => setState((s) => ({ ...s, salary: e.target.value }))} aria-invalid={!check.ok} aria-describedby="calc-salary-help" css={inputStyles} />
        </div>
        {ageBands && (
          <div css={{ display: "grid", gap: 4 }}>
            <label htmlFor="calc-age" css={labelStyle}>Employee&apos;s age</label>
            <select id="calc-age" value={state.age} onChange={(e) => setState((s) => ({ ...s, age: e.target.value }))} css={inputStyles}>
              {ageBands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <p id="calc-salary-help" role={check.ok ? undefined : "alert"} css={(t) => ({ gridColumn: "1 / -1", margin: 0, fontSize: t.fontSizes.sm, color: check.ok ? t.colors.muted : t.colors.danger, fontWeight: check.ok ? 400 : 600 })}>
          {check.ok ? helpText(country) : check.error}
        </p>
      </form>
      <div aria-live="polite">
        {floor && check.ok && <BelowMinimum salary={check.value} floor={floor} currency={country.currency} />}
        {result && <Results result={result} rates={rates} ageLabel={ageLabel} today={today} />}
      </div>
    </section>
  )
}

function helpText(country: CountryRates): string {
  const range = `Between ${money(country.minSalary, country.currency)} and ${money(country.maxSalary, country.currency)} a month.`
  const floor = country.minimumWage
  if (!floor) return range
  if (floor.monthly === null) return `${range} ${country.name} has no general minimum wage.`
  return `${range} Legal minimum: ${money(floor.monthly, country.currency)} a month in ${floor.region}.`
}

/** Said plainly instead of a breakdown: the salary is below the legal minimum wage. */
function BelowMinimum({ salary, floor, currency }: { salary: number; floor: MinimumWage; currency: string }) {
  return (
    <div role="alert" data-testid="below-minimum" css={(t) => ({ marginTop: t.space.lg, padding: t.space.md, borderRadius: t.radii.md, borderLeft: `4px solid ${t.colors.danger}`, background: t.colors.dangerSoft })}>
      <p css={(t) => ({ margin: 0, fontWeight: 700, color: t.colors.danger })}>
        {money(salary, currency)} a month is below the legal minimum wage of {money(floor.monthly ?? 0, currency)} a month in {floor.region}.
      </p>
      <p css={(t) => ({ margin: `${t.space.xs} 0 0`, fontSize: t.fontSizes.sm })}>
        {floor.basis} Employing someone for less is unlawful, so the calculator shows no contributions or totals for this salary. Enter at least {money(floor.monthly ?? 0, currency)}.
      </p>
    </div>
  )
}

function Results({ result, rates, ageLabel, today }: { result: CostResult; rates: RatesData; ageLabel?: string; today: string }) {
  const c = result.country.currency
  const fx = (n: number, to: string) => {
    const v = convert(n, c, to, rates.exchangeRates.perUSD)
    return v === null ? "" : money(Math.round(v), to)
  }
  const applicable = result.lines.filter((l) => !l.notApplicable)
  const contributions = applicable.filter((l) => l.kind === "contribution")
  const bonuses = applicable.filter((l) => l.kind !== "contribution")
  return (
    <div css={(t) => ({ marginTop: t.space.xl })}>
      <dl data-testid="calc-totals" css={(t) => ({ display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))", margin: 0, "& > div": { padding: t.space.md, borderRadius: t.radii.md, background: t.colors.surface }, "& dt": { fontSize: t.fontSizes.sm, color: t.colors.muted }, "& dd": { margin: 0 }, "& dt + dd": { fontSize: t.fontSizes.xl, fontWeight: 700, color: t.colors.navy, fontVariantNumeric: "tabular-nums" } })}>
        <div>
          <dt>Total monthly cost</dt>
          <dd data-testid="total-monthly">{money(result.totalMonthly, c)}</dd>
          <dd css={(t) => ({ fontSize: t.fontSizes.xs, color: t.colors.muted })}>
            about {fx(result.totalMonthly, "USD")} · {fx(result.totalMonthly, "SGD")}
          </dd>
        </div>
        <div>
          <dt>Total annual cost</dt>
          <dd data-testid="total-annual">{money(result.totalAnnual, c)}</dd>
          <dd css={(t) => ({ fontSize: t.fontSizes.xs, color: t.colors.muted })}>
            about {fx(result.totalAnnual, "USD")} · {fx(result.totalAnnual, "SGD")}
          </dd>
        </div>
        <div>
          <dt>Employer contributions a month</dt>
          <dd>{money(result.employerContributions, c)}</dd>
        </div>
      </dl>
      <Table caption={`Employer statutory contributions, ${result.country.name}`} rows={contributions} currency={c} countryCode={result.country.code} today={today} showEmployee />
      {bonuses.length > 0 && <Table caption="Bonuses and provisions, accrued monthly" rows={bonuses} currency={c} countryCode={result.country.code} today={today} />}
      <h3 css={(t) => ({ fontSize: t.fontSizes.lg, marginTop: t.space.xl })}>Employee deductions (not an employer cost)</h3>
      <p>
        Deducted from the salary: <strong>{money(result.employeeDeductions, c)}</strong> a month, before income tax. Take-home pay before tax: <strong>{money(result.netMonthly, c)}</strong>.
      </p>
      {result.lines.some((l) => l.notApplicable) && (
        <p css={(t) => ({ fontSize: t.fontSizes.sm, color: t.colors.muted })}>
          Not due at this salary: {result.lines.filter((l) => l.notApplicable).map((l) => l.label).join("; ")}.
        </p>
      )}
      <p css={(t) => ({ fontSize: t.fontSizes.xs, color: t.colors.muted })}>
        Currency equivalents use indicative rates as of {rates.exchangeRates.asOf} ({rates.exchangeRates.source}).
      </p>
      <div css={(t) => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm, marginTop: t.space.lg, [t.media.print]: { display: "none" } })}>
        <ContactButton message={summarise(result, ageLabel)}>Discuss this estimate with us</ContactButton>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" /> Print
        </Button>
      </div>
    </div>
  )
}

const COLUMNS = { line: "Line and legal basis", rate: "Rate", on: "On", employer: "Employer", employee: "Employee" } as const

function Table({ caption, rows, currency, countryCode, today, showEmployee = false }: { caption: string; rows: CostResult["lines"]; currency: string; countryCode: string; today: string; showEmployee?: boolean }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} css={(t) => [{ overflowX: "auto" as const, marginTop: t.space.lg }, stackedTableStyles(t), { [t.media.mobile]: { overflowX: "visible" as const } }]}>
      <table css={(t) => ({ width: "100%", borderCollapse: "collapse", fontSize: t.fontSizes.sm, "& th, & td": { borderBottom: `1px solid ${t.colors.border}`, padding: "0.55rem 0.6rem", textAlign: "left", verticalAlign: "top" }, "& td.num, & th.num": { textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", [t.media.mobile]: { whiteSpace: "normal" } }, "& caption": { textAlign: "left", fontWeight: 700, color: t.colors.navy, marginBottom: t.space.xs } })}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{COLUMNS.line}</th>
            <th scope="col" className="num">{COLUMNS.rate}</th>
            <th scope="col" className="num">{COLUMNS.on}</th>
            <th scope="col" className="num">{COLUMNS.employer}</th>
            {showEmployee && <th scope="col" className="num">{COLUMNS.employee}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => {
            const rate = l.base === null ? "fixed" : [pct(l.employerRate), showEmployee ? pct(l.employeeRate) : ""].filter(Boolean).join(" / ")
            return (
              <tr key={l.id}>
                <td data-label={COLUMNS.line}>
                  <strong>{l.label}</strong>
                  {l.status === "customary" && <span css={(t) => ({ marginLeft: 6, padding: "0 6px", borderRadius: 4, background: "#fef6e7", color: "#7a2e0e", fontSize: t.fontSizes.xs, fontWeight: 700 })}>customary</span>}
                  <br />
                  <span css={(t) => ({ color: t.colors.muted, fontWeight: 400 })}>
                    {l.line.legalBasis}
                    {`, applies from ${longDate(l.line.appliesFrom)}`}.{l.line.note ? ` ${l.line.note}` : ""}
                  </span>
                  <LineChecked line={l.line} countryCode={countryCode} today={today} />
                </td>
                <td data-label={COLUMNS.rate} className="num">{rate}</td>
                <td data-label={l.base === null ? "" : COLUMNS.on} className="num">{l.base === null ? "" : `${money(l.base, currency)}${l.capped ? " (cap)" : ""}`}</td>
                <td data-label={COLUMNS.employer} className="num">{money(l.employer, currency)}</td>
                {showEmployee && <td data-label={COLUMNS.employee} className="num">{money(l.employee, currency)}</td>}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** "Checked 20 Nov 2026 · Source · Changes" (or "Due for review since …"): how fresh the figure is, where it is from, its change log. */
function LineChecked({ line, countryCode, today }: { line: RateLine; countryCode: string; today: string }) {
  return (
    <small data-testid="line-checked" css={(t) => ({ display: "block", marginTop: 2, fontSize: t.fontSizes.xs, color: t.colors.muted, fontWeight: 400, "& a": { color: "inherit" } })}>
      <ReviewStatus figure={line} today={today} />
      {" · "}
      <a href={line.source.url} rel="noopener noreferrer" title={line.source.title}>
        Source
      </a>
      {" · "}
      <SmartLink to={changeLogHref(countryCode, line)}>Changes</SmartLink>
    </small>
  )
}

const labelStyle = (t: import("@emotion/react").Theme) => ({ fontWeight: 600, fontSize: t.fontSizes.sm, color: t.colors.navy })
