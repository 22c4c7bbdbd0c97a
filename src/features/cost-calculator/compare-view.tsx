import * as React from "react"
import { compareCountries, comparedCountries, summariseComparison, type CompareColumn, type CompareFee } from "./compare"
import { placeOf } from "./calculate"
import { changeLogHref, placeChangeHref } from "./line-facts"
import { CALL_REQUEST_PATH, feeFor } from "./fees"
import { wholeAmount } from "./money"
import type { CalculatorState } from "./url-state"
import { CustomaryToggle, FigureFacts, FloorNotice, HelpLine, MinimumInfo, PlaceSelect, amountText, fieldStyle, formGrid, labelStyle, money, placeCapText, salaryErrorText, useScrollsSideways, type CalculatorProps, type ViewProps } from "./parts"
import { shortLabel } from "../../components/content/key-figures"
import { SmartLink } from "../../components/smart-link"
import { longDate } from "../../data/statutory"
import { type CalculatorLabels } from "../../shared/labels"
import { fill } from "../../shared/fill"
import { LEASING } from "../../shared/vietnam-leasing"
import { inputStyles } from "../../forms/input-styles"
import { ContactButton } from "../../components/contact-button"

/**
 * Vietnam's column says which roles we can place there, as the Vietnam page does (its labour-leasing section,
 * content/snippets/vietnam-labour-leasing.json): a salary compared there is not a developer's.
 */
const LEASING_COUNTRY = "VN"
const LEASING_HREF = "/services/employer-of-record-vietnam#labour-leasing-what-the-law-allows"

/**
 * One salary level entered once, in a currency the visitor picks, as the employer cost in each compared country
 * side by side: a summary table of the totals in that currency, then a column per country with its own place,
 * lines, sources and fee. From about 1000 px the columns stand side by side; narrower they stack under the summary,
 * which stays a small table a phone shows whole.
 */
export function CompareView({ rates, today, labels: w, fees, unconfirmed, changeAnchors, state, update }: ViewProps & { state: CalculatorState; update: (patch: Partial<CalculatorState>) => void }) {
  const perUSD = rates.exchangeRates.perUSD
  const comparison = compareCountries(rates, { amount: state.amount, currency: state.currency, places: state.places, customary: state.customary, fee: (code) => feeFor(fees, unconfirmed, code, perUSD) })
  const [summary, summaryScrolls] = useScrollsSideways<HTMLDivElement>()
  const hasCustomary = comparedCountries(rates).some((c) => c.lines.some((l) => l.status === "customary"))
  // Totals in the visitor's currency are conversions: whole units, "about", at the rates' date (the caption says so).
  const inCurrency = (n: number | null) => (n === null ? "" : wholeAmount(n, state.currency))
  const asOf = longDate(rates.exchangeRates.asOf)
  const vietnamNote = fill(w.compareVietnam, { jobs: String(LEASING.permittedJobs) })
  // An amount that is not one is said once, under the field; the table and columns then wait for a good one.
  const why = (col: CompareColumn) => (!comparison.amount.ok ? "" : !col.salary.ok ? w.compareOutOfRange : w.compareBelow)

  return (
    <>
      <form onSubmit={(e) => e.preventDefault()} css={(t) => [formGrid(t), { gridTemplateColumns: "minmax(0, 20rem) minmax(0, 8rem)", justifyContent: "start" }]}>
        <div css={fieldStyle}>
          <label htmlFor="calc-amount" css={labelStyle}>
            {w.compareAmount}
          </label>
          <input id="calc-amount" inputMode="decimal" autoComplete="off" value={state.amount} onChange={(e) => update({ amount: e.target.value })} aria-invalid={!comparison.amount.ok} aria-describedby="calc-amount-help" css={inputStyles} />
        </div>
        <div css={fieldStyle}>
          <label htmlFor="calc-currency" css={labelStyle}>
            {w.compareCurrency}
          </label>
          <select id="calc-currency" value={state.currency} onChange={(e) => update({ currency: e.target.value })} css={inputStyles}>
            {Object.keys(perUSD).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        {hasCustomary && <CustomaryToggle id="calc-customary" checked={state.customary} onChange={(on) => update({ customary: on })} w={w} />}
        <HelpLine id="calc-amount-help" error={!comparison.amount.ok}>
          {comparison.amount.ok ? fill(w.fxNote, { date: rates.exchangeRates.asOf, source: rates.exchangeRates.source }) : salaryErrorText(w, comparison.amount.error, state.currency)}
        </HelpLine>
      </form>

      <div ref={summary} role="region" aria-labelledby="compare-summary" tabIndex={summaryScrolls ? 0 : undefined} css={(t) => ({ marginTop: t.space.lg, overflowX: "auto", maxWidth: "46rem" })}>
        <table
          data-testid="compare-summary"
          css={(t) => ({
            width: "100%",
            borderCollapse: "collapse",
            fontSize: t.fontSizes.sm,
            "& th, & td": { borderBottom: `1px solid ${t.colors.border}`, padding: "0.5rem 0.5rem", textAlign: "left", verticalAlign: "top" },
            "& td": { textAlign: "right", fontVariantNumeric: "tabular-nums", fontWeight: 650, color: t.colors.navy, whiteSpace: "nowrap" },
            "& thead th:not(:first-of-type)": { textAlign: "right" },
            // A refusal is a sentence: it wraps, so it never widens the table past a phone's screen.
            "& td.why": { textAlign: "left", color: t.colors.danger, fontWeight: 600, whiteSpace: "normal" },
            "& caption": { textAlign: "left", fontWeight: 700, color: t.colors.navy, marginBottom: t.space.xs },
            [t.media.mobile]: { "& th, & td": { padding: "0.45rem 0.3rem" } },
          })}
        >
          <caption id="compare-summary">{fill(w.compareSummary, { currency: state.currency, date: asOf })}</caption>
          <thead>
            <tr>
              <th scope="col">{w.compareCountry}</th>
              <th scope="col">{w.compareMonthly}</th>
              <th scope="col">{w.compareAnnual}</th>
            </tr>
          </thead>
          <tbody>
            {comparison.columns.map((col) => (
              <tr key={col.country.code} data-testid={`compare-row-${col.country.code}`}>
                <th scope="row" css={(t) => ({ fontWeight: 600, "& span": { display: "block", fontWeight: 400, fontSize: t.fontSizes.xs, color: t.colors.muted } })}>
                  <a href={`#compare-${col.country.code}`}>{col.country.name}</a>
                  <span>{placeOf(col.country, state.places[col.country.code]).name}</span>
                  <span data-testid={`compare-fee-${col.country.code}`}>{feeText(col.fee, w)}</span>
                  {col.country.code === LEASING_COUNTRY && <span data-testid="compare-roles-note">{w.compareVietnamShort}</span>}
                </th>
                {col.result ? (
                  <>
                    <td>{inCurrency(col.monthly)}</td>
                    <td>{inCurrency(col.annual)}</td>
                  </>
                ) : (
                  <td colSpan={2} className="why">
                    {why(col)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {comparison.columns.some((col) => col.result) && (
        <p css={(t) => ({ marginTop: t.space.md, [t.media.print]: { display: "none" } })}>
          <ContactButton message={summariseComparison(comparison, rates.exchangeRates.asOf, { [LEASING_COUNTRY]: vietnamNote })}>{w.discuss}</ContactButton>
        </p>
      )}

      <div css={(t) => ({ display: "grid", gap: t.space.md, marginTop: t.space.lg, gridTemplateColumns: "repeat(auto-fit, minmax(12.5rem, 1fr))", alignItems: "start" })}>
        {comparison.columns.map((col) => (
          <Column
            key={col.country.code}
            col={col}
            amountOk={comparison.amount.ok}
            changeAnchors={changeAnchors}
            state={state}
            update={update}
            today={today}
            w={w}
            inCurrency={inCurrency}
            asOf={asOf}
            note={col.country.code === LEASING_COUNTRY ? vietnamNote : null}
          />
        ))}
      </div>
    </>
  )
}

function Column({
  col,
  amountOk,
  changeAnchors,
  state,
  update,
  today,
  w,
  inCurrency,
  asOf,
  note,
}: {
  col: CompareColumn
  amountOk: boolean
  changeAnchors: ReadonlySet<string>
  state: CalculatorState
  update: (patch: Partial<CalculatorState>) => void
  today: string
  w: CalculatorProps["labels"]
  inCurrency: (n: number | null) => string
  asOf: string
  note: string | null
}) {
  const { country, result } = col
  const c = country.currency
  const place = placeOf(country, state.places[country.code])
  const shown = result ? result.lines.filter((l) => !l.notApplicable && !l.off) : []
  const off = result ? result.lines.filter((l) => l.off) : []
  return (
    <section
      id={`compare-${country.code}`}
      aria-labelledby={`compare-${country.code}-heading`}
      data-testid={`compare-column-${country.code}`}
      css={(t) => ({
        padding: t.space.md,
        borderRadius: t.radii.md,
        border: `1px solid ${t.colors.border}`,
        background: t.colors.white,
        display: "grid",
        gap: t.space.sm,
        fontSize: t.fontSizes.sm,
        minWidth: 0,
        // The card's column, and the place chooser's inside it, are never wider than the card: a long place name in a
        // select (Indonesia's provinces) otherwise sets the card's width and pushed it 20 px past its column at 1024 px.
        gridTemplateColumns: "minmax(0, 1fr)",
        "& > div": { gridTemplateColumns: "minmax(0, 1fr)" },
        "& select": { minWidth: 0 },
      })}
    >
      <h3 id={`compare-${country.code}-heading`} css={(t) => ({ margin: 0, fontSize: t.fontSizes.lg })}>
        {country.name} <span css={(t) => ({ fontWeight: 400, color: t.colors.muted, fontSize: t.fontSizes.sm })}>{c}</span>
      </h3>
      <PlaceSelect id={`cmp-place-${country.code.toLowerCase()}`} country={country} value={place.id} onChange={(id) => update({ places: { ...state.places, [country.code]: id } })} w={w} />
      {col.salary.ok ? (
        <p css={{ margin: 0, fontWeight: 600 }}>{fill(w.compareSalary, { amount: money(col.salary.value, c) })}</p>
      ) : (
        amountOk && (
          <p role="alert" css={(t) => ({ margin: 0, color: t.colors.danger, fontWeight: 600 })}>
            {salaryErrorText(w, col.salary.error, c)}
          </p>
        )
      )}
      {note && (
        <p data-testid="compare-roles" css={(t) => ({ margin: 0, padding: t.space.sm, borderRadius: t.radii.sm, borderLeft: "4px solid #b54708", background: "#fffaeb" })}>
          {note} <SmartLink to={LEASING_HREF}>{w.compareVietnamLink}</SmartLink>
        </p>
      )}
      {result && (
        <div data-testid={`compare-total-${country.code}`} css={(t) => ({ padding: t.space.sm, borderRadius: t.radii.sm, background: t.colors.surface, overflowWrap: "anywhere" })}>
          <div css={(t) => ({ color: t.colors.muted, fontSize: t.fontSizes.xs })}>{w.compareTotal}</div>
          {/* Exact in the country's currency; the visitor's currency is a conversion, so whole units, "about" and the rates' date. */}
          <div css={(t) => ({ fontSize: t.fontSizes.lg, fontWeight: 700, color: t.colors.navy, fontVariantNumeric: "tabular-nums" })}>{amountText(w, result.totalMonthly, c, result.atLeast)}</div>
          {c !== state.currency && <div css={(t) => ({ color: t.colors.muted, fontSize: t.fontSizes.xs, fontVariantNumeric: "tabular-nums" })}>{fill(w.approx, { amount: inCurrency(col.monthly), date: asOf })}</div>}
          {result.atLeast && <div css={(t) => ({ color: "#7a2e0e", fontSize: t.fontSizes.xs })}>{w.totalAtLeast}</div>}
        </div>
      )}
      <MinimumInfo country={country} place={place} today={today} changesHref={placeChangeHref(country.code, place, changeAnchors)} compact w={w} />
      {col.floor && col.salary.ok && <FloorNotice check={col.floor} salary={col.salary.value} country={country} compact w={w} />}
      {result && (
        <>
          <ul css={(t) => ({ listStyle: "none", margin: 0, padding: 0, "& li": { padding: `${t.space.xs} 0`, borderTop: `1px solid ${t.colors.border}` } })}>
            {shown.map((l) => (
              <li key={l.id}>
                {/* A long line name and its amount share a row where they fit; the amount drops under the name where they do not (a 212 px card at 1024 px). */}
                <div css={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: "0 0.5rem", "& > :last-child": { marginLeft: "auto" } }}>
                  <span>
                    {shortLabel(l.label)}
                    {l.status === "customary" && <em> ({w.customaryTag})</em>}
                  </span>
                  <span css={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", fontWeight: 600 }}>{amountText(w, l.employer, c, l.gap?.atLeast === true)}</span>
                </div>
                {l.gap && <p css={(t) => ({ margin: 0, color: t.colors.muted, fontSize: t.fontSizes.xs })}>{placeCapText(w, l, place.name, c)}</p>}
                <FigureFacts figure={l.line} sourceUrl={l.line.source.url} sourceTitle={l.line.source.title} changesHref={changeLogHref(country.code, l.line)} today={today} w={w} />
              </li>
            ))}
          </ul>
          {off.length > 0 && <p css={(t) => ({ margin: 0, color: t.colors.muted })}>{fill(w.customaryOff, { items: off.map((l) => shortLabel(l.label)).join("; ") })}</p>}
        </>
      )}
      <CompareFeeLine fee={col.fee} w={w} />
    </section>
  )
}

/** "Our fee: from USD 111.00 a month, not in these totals" or "Our fee: quoted per role, not in these totals": every column says it the same way. */
const feeText = (fee: CompareFee | null, w: CalculatorLabels) => (fee ? fill(w.compareFee, { fee: money(fee.monthlyFrom, fee.currency) }) : w.compareFeeQuoted)

function CompareFeeLine({ fee, w }: { fee: CompareFee | null; w: CalculatorLabels }) {
  return (
    <p data-testid="fee-line" css={(t) => ({ margin: 0, paddingTop: t.space.xs, borderTop: `1px solid ${t.colors.border}` })}>
      <strong>{feeText(fee, w)}</strong>
      {fee === null && (
        <>
          {" · "}
          <SmartLink to={CALL_REQUEST_PATH}>{w.feeRequest}</SmartLink>
        </>
      )}
      {fee && !fee.confirmed && (
        <span data-testid="fee-preview" css={(t) => ({ display: "block", color: "#7a2e0e", fontSize: t.fontSizes.xs })}>
          {w.feePreview}
        </span>
      )}
    </p>
  )
}
