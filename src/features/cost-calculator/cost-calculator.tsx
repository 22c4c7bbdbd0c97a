import * as React from "react"
import type { Theme } from "@emotion/react"
import { Printer } from "lucide-react"
import { calculateCost, checkFloor, convert, parseSalary, placeOf, summarise, type CostResult } from "./calculate"
import { changeLogHref, placeChangeHref } from "./line-facts"
import { feeFor } from "./fees"
import { readState, writeState, type CalculatorState } from "./url-state"
import { CustomaryToggle, FeeRow, FigureFacts, FloorNotice, HelpLine, MinimumInfo, PlaceSelect, amountText, fieldStyle, formGrid, labelStyle, money, placeCapText, salaryErrorText, useScrollsSideways, type CalculatorProps, type ViewProps } from "./parts"
import { part } from "../../framework/parts"
import { stackedTableStyles } from "../../components/table-styles"
import { changeAnchor, formatRate, longDate, type CountryRates, type Rate, type RatesData } from "../../data/statutory"
import { wholeAmount } from "./money"
import type { CalculatorLabels } from "../../shared/labels"
import { fill } from "../../shared/fill"
import { Button } from "../../components/button"
import { ContactButton } from "../../components/contact-button"
import { inputStyles } from "../../forms/input-styles"

const pct = (r: Rate | null) => (r === null || r === 0 ? "" : formatRate(r))

// The comparison of countries, which a visitor opens with the "Compare" view: a chunk of its own (3.5 KiB gzip of
// the page's scripts), fetched as the pointer, a finger or the keyboard reaches that button, or at once for an
// address that opens it (src/framework/parts.tsx).
const comparison = part(() => import("./compare-view"), ["CompareView"])
const { CompareView } = comparison
const fetchComparison = () => void comparison.preload()

export type { CalculatorProps }
export { PlacesTable } from "./places-reference"

/**
 * Focusable parts of the calculator, and the comparison's columns a summary row links to, stay clear of the sticky
 * header when the browser scrolls one into view (a keyboard user tabbing on from the form into the results).
 */
const clearOfHeader = (t: Theme) => ({ "& a, & button, & input, & select, & [tabindex], & [id]": { scrollMarginTop: `calc(${t.headerHeight} + 1rem)`, scrollMarginBottom: t.space.md } })

/** The interactive calculator, one country or a comparison; the method and every rate are also on the page as static text. */
export function CostCalculator(props: CalculatorProps) {
  const { rates, labels: w } = props
  const first = rates.countries[0]!
  const defaults = React.useMemo<CalculatorState>(
    () => ({ view: "one", country: first.code, salary: String(first.exampleSalary), age: "55-and-below", place: "", customary: true, amount: String(rates.comparison.exampleSalary), currency: rates.comparison.currency, places: {} }),
    [first, rates.comparison],
  )
  // The address's choices, read as the calculator first renders: it renders only in the browser, once the page has
  // hydrated (src/templates/calculator.tsx), so there is no server HTML to agree with. Reading them in an effect
  // instead drew the whole calculator twice as the page loaded, the second time in one long task (issue 33).
  const [state, setState] = React.useState<CalculatorState>(() => (typeof window === "undefined" ? defaults : readState(window.location.search, defaults, (code) => rates.countries.find((c) => c.code === code)?.exampleSalary.toString())))

  const country = rates.countries.find((c) => c.code === state.country) ?? first
  const ageBands = country.lines.find((l) => l.ageBands)?.ageBands ?? null

  React.useEffect(() => {
    const isDefault = (id: string) => rates.countries.some((c) => c.minimumWage.places.some((p) => p.id === id && p.default === true))
    const search = writeState({ ...state, country: country.code }, { withAge: ageBands !== null, isDefault })
    if (search !== window.location.search) window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`)
  }, [state, country.code, ageBands, rates.countries])

  const update = (patch: Partial<CalculatorState>) => setState((s) => ({ ...s, ...patch }))
  const changeAnchors = React.useMemo(() => new Set(props.changes.map((c) => changeAnchor(c.country, c.line, c.date))), [props.changes])
  const view = (v: CalculatorState["view"]) => (
    <button
      type="button"
      aria-pressed={state.view === v}
      // The comparison shows once its code is here, the one-country view standing until then (a tap can come before it).
      onClick={() => (v === "compare" ? void comparison.preload().then(() => update({ view: v })) : update({ view: v }))}
      {...(v === "compare" ? { onPointerEnter: fetchComparison, onPointerDown: fetchComparison, onFocus: fetchComparison } : {})}
      css={(t) => ({
        font: "inherit",
        fontWeight: 650,
        fontSize: t.fontSizes.sm,
        padding: `${t.space.xs} ${t.space.md}`,
        border: 0,
        borderRadius: t.radii.pill,
        cursor: "pointer",
        background: state.view === v ? t.colors.navy : "transparent",
        color: state.view === v ? t.colors.white : t.colors.navy,
      })}
    >
      {v === "one" ? w.viewOne : w.viewCompare}
    </button>
  )

  return (
    <section
      id="calculator"
      aria-labelledby="calculator-heading"
      css={(t) => [
        {
          marginTop: t.space.xl,
          marginBottom: t.space.xxl,
          padding: t.space.xl,
          borderRadius: t.radii.lg,
          border: `1px solid ${t.colors.border}`,
          boxShadow: t.shadows.card,
          [t.media.mobile]: { padding: t.space.md },
          [t.media.print]: { boxShadow: "none", border: 0, padding: 0 },
        },
        clearOfHeader(t),
      ]}
    >
      <h2 id="calculator-heading">{w.heading}</h2>
      <div
        role="group"
        aria-label={w.views}
        css={(t) => ({ display: "inline-flex", gap: 2, padding: 3, marginBottom: t.space.lg, borderRadius: t.radii.pill, border: `1px solid ${t.colors.border}`, background: t.colors.surface, [t.media.print]: { display: "none" } })}
      >
        {view("one")}
        {view("compare")}
      </div>
      {state.view === "compare" ? <CompareView {...props} changeAnchors={changeAnchors} state={state} update={update} /> : <OneCountry {...props} changeAnchors={changeAnchors} state={state} update={update} country={country} ageBands={ageBands} />}
    </section>
  )
}

function OneCountry({
  rates,
  today,
  labels: w,
  fees,
  unconfirmed,
  changeAnchors,
  state,
  update,
  country,
  ageBands,
}: ViewProps & { state: CalculatorState; update: (patch: Partial<CalculatorState>) => void; country: CountryRates; ageBands: CountryRates["lines"][number]["ageBands"] }) {
  const check = parseSalary(state.salary, country)
  const place = placeOf(country, state.place)
  const floor = check.ok ? checkFloor(check.value, country, place) : null
  // No contributions are presented on a wage the law does not allow where the person works.
  const result: CostResult | null = check.ok && floor?.kind !== "below" ? calculateCost(country, check.value, { ageBand: state.age, place: place.id, customary: state.customary, fee: feeFor(fees, unconfirmed, country.code, rates.exchangeRates.perUSD) }) : null
  const hasCustomary = country.lines.some((l) => l.status === "customary")
  const onCountry = (code: string) => {
    const next = rates.countries.find((c) => c.code === code)
    update({ country: code, place: "", salary: String(next?.exampleSalary ?? state.salary) })
  }
  const ageLabel = ageBands?.find((b) => b.id === state.age)?.label

  return (
    <>
      <form onSubmit={(e) => e.preventDefault()} css={formGrid}>
        <div css={fieldStyle}>
          <label htmlFor="calc-country" css={labelStyle}>
            {w.country}
          </label>
          <select id="calc-country" value={country.code} onChange={(e) => onCountry(e.target.value)} css={inputStyles}>
            {rates.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.currency})
              </option>
            ))}
          </select>
        </div>
        <div css={fieldStyle}>
          <label htmlFor="calc-salary" css={labelStyle}>
            {fill(w.salary, { currency: country.currency })}
          </label>
          <input id="calc-salary" inputMode="decimal" autoComplete="off" value={state.salary} onChange={(e) => update({ salary: e.target.value })} aria-invalid={!check.ok} aria-describedby="calc-salary-help" css={inputStyles} />
        </div>
        <PlaceSelect id="calc-place" country={country} value={place.id} onChange={(id) => update({ place: id })} w={w} />
        {ageBands && (
          <div css={fieldStyle}>
            <label htmlFor="calc-age" css={labelStyle}>
              {w.age}
            </label>
            <select id="calc-age" value={state.age} onChange={(e) => update({ age: e.target.value })} css={inputStyles}>
              {ageBands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {hasCustomary && <CustomaryToggle id="calc-customary" checked={state.customary} onChange={(on) => update({ customary: on })} w={w} />}
        <div id="calc-salary-help" css={(t) => ({ gridColumn: "1 / -1", display: "grid", gap: t.space.xs })}>
          <HelpLine error={!check.ok}>{check.ok ? fill(w.range, { min: money(country.minSalary, country.currency), max: money(country.maxSalary, country.currency) }) : salaryErrorText(w, check.error, country.currency)}</HelpLine>
          <MinimumInfo country={country} place={place} today={today} changesHref={placeChangeHref(country.code, place, changeAnchors)} w={w} />
        </div>
      </form>
      <div aria-live="polite">
        {floor && check.ok && <FloorNotice check={floor} salary={check.value} country={country} w={w} />}
        {result && <Results result={result} rates={rates} ageLabel={ageLabel} today={today} w={w} />}
      </div>
    </>
  )
}

function Results({ result, rates, ageLabel, today, w }: { result: CostResult; rates: RatesData; ageLabel?: string; today: string; w: CalculatorLabels }) {
  const c = result.country.currency
  // A conversion is not exact: whole units, "about", at the rates' date (the total above it is exact, in the country's currency).
  const fx = (n: number, to: string) => {
    const v = convert(n, c, to, rates.exchangeRates.perUSD)
    return v === null ? "" : wholeAmount(v, to)
  }
  const approx = (n: number) => fill(w.approx, { amount: `${fx(n, "USD")} · ${fx(n, "SGD")}`, date: longDate(rates.exchangeRates.asOf) })
  const shown = result.lines.filter((l) => !l.notApplicable && !l.off)
  const contributions = shown.filter((l) => l.kind === "contribution")
  const bonuses = shown.filter((l) => l.kind !== "contribution")
  const off = result.lines.filter((l) => l.off)
  const notDue = result.lines.filter((l) => l.notApplicable)
  return (
    <div css={(t) => ({ marginTop: t.space.xl })}>
      <dl
        data-testid="calc-totals"
        css={(t) => ({
          display: "grid",
          gap: t.space.md,
          gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
          margin: 0,
          "& > div": { padding: t.space.md, borderRadius: t.radii.md, background: t.colors.surface },
          "& dt": { fontSize: t.fontSizes.sm, color: t.colors.muted },
          "& dd": { margin: 0 },
          "& dt + dd": { fontSize: t.fontSizes.xl, fontWeight: 700, color: t.colors.navy, fontVariantNumeric: "tabular-nums" },
        })}
      >
        <div>
          <dt>{w.totalMonthly}</dt>
          <dd data-testid="total-monthly">{amountText(w, result.totalMonthly, c, result.atLeast)}</dd>
          <dd css={(t) => ({ fontSize: t.fontSizes.xs, color: t.colors.muted })}>{approx(result.totalMonthly)}</dd>
          <dd data-testid="total-fee-note" css={(t) => ({ fontSize: t.fontSizes.xs, color: t.colors.muted })}>
            {result.fee ? w.withFee : w.withoutFee}
          </dd>
          {result.atLeast && (
            <dd data-testid="total-at-least" css={(t) => ({ fontSize: t.fontSizes.xs, color: "#7a2e0e" })}>
              {w.totalAtLeast}
            </dd>
          )}
        </div>
        <div>
          <dt>{w.totalAnnual}</dt>
          <dd data-testid="total-annual">{amountText(w, result.totalAnnual, c, result.atLeast)}</dd>
          <dd css={(t) => ({ fontSize: t.fontSizes.xs, color: t.colors.muted })}>{approx(result.totalAnnual)}</dd>
        </div>
        <div>
          <dt>{w.contributionsTotal}</dt>
          <dd>{money(result.employerContributions, c)}</dd>
        </div>
      </dl>
      {/* The next step sits right under the totals, not after the breakdown (thousands of pixels further on a phone). */}
      <div css={(t) => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm, marginTop: t.space.lg, [t.media.print]: { display: "none" } })}>
        <ContactButton message={summarise(result, ageLabel)}>{w.discuss}</ContactButton>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" /> {w.print}
        </Button>
      </div>
      <LinesTable caption={fill(w.contributionsCaption, { country: result.country.name })} rows={contributions} result={result} today={today} w={w} showEmployee />
      {bonuses.length > 0 && <LinesTable caption={w.bonusesCaption} rows={bonuses} result={result} today={today} w={w} />}
      {off.length > 0 && (
        <p data-testid="customary-off" css={(t) => ({ fontSize: t.fontSizes.sm, color: t.colors.muted })}>
          {fill(w.customaryOff, { items: off.map((l) => l.label).join("; ") })}
        </p>
      )}
      <FeeRow fee={result.fee} currency={c} exchange={rates.exchangeRates} w={w} />
      <h3 css={(t) => ({ fontSize: t.fontSizes.lg, marginTop: t.space.xl })}>{w.deductionsHeading}</h3>
      <p>{fill(w.deductions, { deductions: money(result.employeeDeductions, c), net: money(result.netMonthly, c) })}</p>
      {notDue.length > 0 && <p css={(t) => ({ fontSize: t.fontSizes.sm, color: t.colors.muted })}>{fill(w.notDue, { items: notDue.map((l) => l.label).join("; ") })}</p>}
      <p css={(t) => ({ fontSize: t.fontSizes.xs, color: t.colors.muted })}>{fill(w.fxNote, { date: rates.exchangeRates.asOf, source: rates.exchangeRates.source })}</p>
    </div>
  )
}

function LinesTable({ caption, rows, result, today, w, showEmployee = false }: { caption: string; rows: CostResult["lines"]; result: CostResult; today: string; w: CalculatorLabels; showEmployee?: boolean }) {
  const currency = result.country.currency
  const [region, scrolls] = useScrollsSideways<HTMLDivElement>()
  return (
    <div ref={region} role="region" aria-label={caption} tabIndex={scrolls ? 0 : undefined} css={(t) => [{ overflowX: "auto" as const, marginTop: t.space.lg }, stackedTableStyles(t), { [t.media.mobile]: { overflowX: "visible" as const } }]}>
      <table
        css={(t) => ({
          width: "100%",
          borderCollapse: "collapse",
          fontSize: t.fontSizes.sm,
          "& th, & td": { borderBottom: `1px solid ${t.colors.border}`, padding: "0.55rem 0.6rem", textAlign: "left", verticalAlign: "top" },
          "& td.num, & th.num": { textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", [t.media.mobile]: { whiteSpace: "normal" } },
          "& caption": { textAlign: "left", fontWeight: 700, color: t.colors.navy, marginBottom: t.space.xs },
        })}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.colLine}</th>
            <th scope="col" className="num">
              {w.colRate}
            </th>
            <th scope="col" className="num">
              {w.colOn}
            </th>
            <th scope="col" className="num">
              {w.colEmployer}
            </th>
            {showEmployee && (
              <th scope="col" className="num">
                {w.colEmployee}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => {
            const rate = l.base === null ? w.fixed : [pct(l.employerRate), showEmployee ? pct(l.employeeRate) : ""].filter(Boolean).join(" / ")
            return (
              <tr key={l.id}>
                <td data-label={w.colLine}>
                  <strong>{l.label}</strong>
                  {l.status === "customary" && <span css={(t) => ({ marginLeft: 6, padding: "0 6px", borderRadius: 4, background: "#fef6e7", color: "#7a2e0e", fontSize: t.fontSizes.xs, fontWeight: 700 })}>{w.customaryTag}</span>}
                  <br />
                  <span css={(t) => ({ color: t.colors.muted, fontWeight: 400 })}>
                    {l.line.legalBasis}, {fill(w.appliesFrom, { date: longDate(l.line.appliesFrom) })}.{l.line.note ? ` ${l.line.note}` : ""}
                    {l.placeCap !== null || l.gap !== null ? ` ${placeCapText(w, l, result.place.name, currency)}` : ""}
                  </span>
                  <FigureFacts figure={l.line} sourceUrl={l.line.source.url} sourceTitle={l.line.source.title} changesHref={changeLogHref(result.country.code, l.line)} today={today} w={w} />
                </td>
                <td data-label={w.colRate} className="num">
                  {rate}
                </td>
                <td data-label={l.base === null ? "" : w.colOn} className="num">
                  {l.base === null ? "" : `${money(l.base, currency)}${l.capped ? ` ${w.capped}` : ""}`}
                </td>
                <td data-label={w.colEmployer} className="num">
                  {amountText(w, l.employer, currency, l.gap?.atLeast === true)}
                </td>
                {showEmployee && (
                  <td data-label={w.colEmployee} className="num">
                    {money(l.employee, currency)}
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
