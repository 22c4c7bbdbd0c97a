import * as React from "react"
import type { Theme } from "@emotion/react"
import { longDate, type Checked, type CountryRates, type PlaceRate, type RatesData, type StatutoryChange, type WagePlace } from "../../data/statutory"
import type { CalculatorLabels } from "../../shared/labels"
import type { SiteFees } from "../../types/content"
import { fill } from "../../shared/fill"
import { ReviewStatus } from "../../components/content/review-status"
import { Words } from "../../components/words"
import { SmartLink } from "../../components/smart-link"
import { inputStyles } from "../../forms/input-styles"
import { lowestFloor, type FeeLine, type FloorCheck, type LineResult, type SalaryError } from "./calculate"
import { formatMoney, wholeAmount } from "./money"
import { CALL_REQUEST_PATH } from "./fees"
import { formatNumber } from "../../data/number-format"

/**
 * The pieces both views of the calculator show (one country, and the comparison's columns): the place chooser,
 * the minimum wage of the place and what the salary means against it, how each figure was checked, and the fee.
 * Every word is a label of content/site.yaml `labels.calculator`.
 */

export const money = formatMoney

/**
 * Whether a box scrolls sideways: only then does its region take keyboard focus (so it can be scrolled with the
 * arrow keys). A region that fits, such as a table stacked into cards on a phone, is not a tab stop: focusing a tall
 * box makes the browser centre it, which pushed the totals above it under the sticky header.
 */
export function useScrollsSideways<T extends HTMLElement>(): [React.RefObject<T>, boolean] {
  const ref = React.useRef<T>(null)
  const [scrolls, setScrolls] = React.useState(false)
  React.useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1)
    measure()
    window.addEventListener("resize", measure)
    return () => window.removeEventListener("resize", measure)
  }, [])
  return [ref, scrolls]
}

export interface CalculatorProps {
  rates: RatesData
  /** The day the site was built (YYYY-MM-DD): it decides whether a figure reads as checked or "due for review". */
  today: string
  labels: CalculatorLabels
  /** content/site.yaml `fees` and `unconfirmed`: the provider's fee line. */
  fees: SiteFees | null
  unconfirmed: readonly string[]
  /** The change log's entries, so a place's minimum wage links to its own entry where there is one. */
  changes: ReadonlyArray<Pick<StatutoryChange, "date" | "country" | "line">>
}

/** What the views of the calculator get besides its props: the anchors of the change log's entries. */
export type ViewProps = CalculatorProps & { changeAnchors: ReadonlySet<string> }

/** A salary the calculator cannot use, in the visitor's words. */
export function salaryErrorText(w: CalculatorLabels, error: SalaryError, currency: string): string {
  switch (error.code) {
    case "empty":
      return w.errorEmpty
    case "negative":
      return w.errorNegative
    case "decimals":
      return fill(w.errorDecimals, { currency })
    case "format":
      return w.errorFormat
    case "low":
      return fill(w.errorLow, { min: money(error.limit, currency) })
    case "high":
      return fill(w.errorHigh, { max: money(error.limit, currency) })
  }
}

/** An amount that is a lower bound ("at least INR 1,867.58") or the amount itself. */
export const amountText = (w: CalculatorLabels, amount: number, currency: string, atLeast: boolean): string => (atLeast ? fill(w.atLeast, { amount: money(amount, currency) }) : money(amount, currency))

/**
 * What a line says about the place's minimum wage its cap follows: that it follows it, or, where no current figure
 * is held for the place, what it was computed on instead and whether the amount is a lower bound (`PlaceGap`).
 */
export function placeCapText(w: CalculatorLabels, l: Pick<LineResult, "placeCap" | "gap" | "line">, placeName: string, currency: string): string {
  const gap = l.gap
  if (gap?.kind === "lastKnown") return fill(w.gapLastKnown, { place: placeName, amount: money(gap.wage, currency), period: gap.period })
  if (gap?.kind === "legalFloor") return fill(w.gapLegalFloor, { place: placeName, amount: money(l.line.cap ?? 0, currency) })
  if (gap?.kind === "defaultPlace") return fill(w.gapDefaultPlace, { place: placeName, amount: money(l.line.cap ?? 0, currency) })
  return l.placeCap !== null ? fill(w.placeCap, { place: placeName, amount: money(l.placeCap, currency) }) : ""
}

export const labelStyle = (t: Theme) => ({ fontWeight: 600, fontSize: t.fontSizes.sm, color: t.colors.navy })
export const fieldStyle = { display: "grid", gap: 4 } as const

/** The chooser of the place whose minimum wage applies, labelled by what decides it in the country (where the person works, or where the employer operates). */
export function PlaceSelect({ id, country, value, onChange, w }: { id: string; country: CountryRates; value: string; onChange: (id: string) => void; w: CalculatorLabels }) {
  const kind = country.minimumWage.placeKind
  if (kind === null) return null
  const label = { region: w.placeRegion, employerRegion: w.placeEmployerRegion, province: w.placeProvince, state: w.placeState }[kind]
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} css={inputStyles}>
        {country.minimumWage.places.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The calculator's form: fields side by side where they fit, a full-width row for the toggle and the help line. */
export const formGrid = (t: Theme) => ({ display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(13rem, 1fr))", alignItems: "end", [t.media.print]: { display: "none" } })

/** "Include customary bonuses" where the country has a customary item (Vietnam's Tet bonus); on by default. A full row of the form. */
export function CustomaryToggle({ id, checked, onChange, w }: { id: string; checked: boolean; onChange: (on: boolean) => void; w: CalculatorLabels }) {
  return (
    <div css={{ gridColumn: "1 / -1" }}>
      <label htmlFor={id} css={(t) => ({ display: "flex", gap: t.space.xs, alignItems: "flex-start", fontSize: t.fontSizes.sm, color: t.colors.ink, cursor: "pointer", "& input": { marginTop: "0.2em", width: "1.1rem", height: "1.1rem", flex: "none" } })}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{w.customary}</span>
      </label>
    </div>
  )
}

/** The line under a salary field: the range (muted) or what is wrong with what was typed (an alert). */
export function HelpLine({ id, error, children }: { id?: string; error: boolean; children: React.ReactNode }) {
  return (
    <p id={id} role={error ? "alert" : undefined} css={(t) => ({ gridColumn: "1 / -1", margin: 0, fontSize: t.fontSizes.sm, color: error ? t.colors.danger : t.colors.muted, fontWeight: error ? 600 : 400 })}>
      {children}
    </p>
  )
}

/** "Official text read on … · Source · Changes": how a figure was checked, where it is from, its change log. */
export function FigureFacts({ figure, sourceUrl, sourceTitle, changesHref, today, w }: { figure: Checked; sourceUrl: string; sourceTitle: string; changesHref: string | null; today: string; w: CalculatorLabels }) {
  return (
    <small data-testid="line-checked" css={(t) => ({ display: "block", marginTop: 2, fontSize: t.fontSizes.xs, color: t.colors.muted, fontWeight: 400, "& a": { color: "inherit" } })}>
      <ReviewStatus figure={figure} today={today} />
      {" · "}
      <a href={sourceUrl} rel="noopener noreferrer" title={sourceTitle}>
        {w.source}
      </a>
      {changesHref && (
        <>
          {" · "}
          <SmartLink to={changesHref}>{w.changes}</SmartLink>
        </>
      )}
    </small>
  )
}

/** The minimum wage of the place chosen, with its source and how it was checked (or that the country has none); `compact` leaves out how it is derived and the place's note (a comparison's column). */
export function MinimumInfo({ country, place, today, changesHref, compact = false, w }: { country: CountryRates; place: WagePlace; today: string; changesHref: string | null; compact?: boolean; w: CalculatorLabels }) {
  const text = place.monthly === null ? (country.minimumWage.placeKind === null ? fill(w.noMinimum, { country: country.name }) : null) : fill(w.minimum, { place: place.name, amount: money(place.monthly, country.currency), date: longDate(place.appliesFrom) })
  if (text === null) return null
  return (
    <div data-testid="minimum-info" css={(t) => ({ fontSize: t.fontSizes.sm, color: t.colors.muted, "& p": { margin: 0 } })}>
      <p>
        {text}
        {place.derivation && !compact ? ` (${place.derivation})` : ""}
      </p>
      {place.note && !compact && <p>{place.note}</p>}
      <FigureFacts figure={place} sourceUrl={place.source.url} sourceTitle={place.source.title} changesHref={place.monthly === null ? null : changesHref} today={today} w={w} />
    </div>
  )
}

const rateList = (rates: readonly PlaceRate[], currency: string, joiner: string) => rates.map((r) => `${r.appliesTo} (${money(r.monthly, currency)})`).join(joiner)

const box = (tone: "danger" | "warning" | "info") => (t: Theme) => ({
  marginTop: t.space.md,
  padding: t.space.md,
  borderRadius: t.radii.md,
  borderLeft: `4px solid ${tone === "danger" ? t.colors.danger : tone === "warning" ? "#b54708" : t.colors.primary}`,
  background: tone === "danger" ? t.colors.dangerSoft : tone === "warning" ? "#fffaeb" : t.colors.primarySoft,
  fontSize: t.fontSizes.sm,
  "& p": { margin: 0 },
  "& p + p": { marginTop: t.space.xs },
})

/**
 * What the salary means against the place's minimum wage. Below the lowest rate anyone there may be paid: said
 * plainly, with the lowest minimum the data holds for the country, instead of a breakdown. Otherwise a notice
 * only where the visitor should know more (a lower rate for some employers or work, higher local minimums, or
 * no current figure for the place); nothing where the salary simply meets the minimum.
 */
export function FloorNotice({ check, salary, country, compact = false, w }: { check: FloorCheck; salary: number; country: CountryRates; compact?: boolean; w: CalculatorLabels }) {
  const c = country.currency
  const place = check.place
  switch (check.kind) {
    case "below": {
      const lowest = lowestFloor(country)
      return (
        <div role="alert" data-testid="below-minimum" css={box("danger")}>
          <p css={(t) => ({ fontWeight: 700, color: t.colors.danger })}>{fill(w.belowTitle, { salary: money(salary, c), place: place.name, floor: money(check.floor, c) })}</p>
          {!compact && <p>{fill(w.belowText, { floor: money(check.floor, c) })}</p>}
          {lowest && lowest.floor < check.floor && <p>{fill(country.minimumWage.placeKind === "employerRegion" ? w.belowElsewhereEmployer : w.belowElsewhere, { floor: money(lowest.floor, c), place: lowest.place.name })}</p>}
        </div>
      )
    }
    case "lower":
      return (
        <div role="status" data-testid="lower-minimum" css={box("warning")}>
          <p css={{ fontWeight: 650 }}>{fill(w.lowerTitle, { salary: money(salary, c), main: money(check.main, c), place: place.name })}</p>
          <p>{check.lawfulFor.length > 0 ? fill(w.lowerFor, { who: rateList(check.lawfulFor, c, "; or ") }) : w.lowerPartial}</p>
        </div>
      )
    case "ok":
      return check.higher.length === 0 ? null : (
        <div role="status" data-testid="higher-minimum" css={box("info")}>
          <p>{fill(w.higher, { place: place.name, rates: rateList(check.higher, c, "; ") })}</p>
        </div>
      )
    case "unknown":
      return (
        <div role="status" data-testid="unknown-minimum" css={box("info")}>
          <p>{fill(w.unknown, { place: place.name })}</p>
          {place.lastKnown && (
            <p>
              {fill(w.lastKnown, { amount: money(place.lastKnown.monthly, c), period: place.lastKnown.period, via: place.lastKnown.readVia })}
              {check.belowLastKnown ? ` ${w.belowLastKnown}` : ""}
            </p>
          )}
          {!compact && place.note && <p>{place.note}</p>}
        </div>
      )
    case "none":
      return null
  }
}

/**
 * The provider's fee line: "Solvix fee (from)" in the country's currency, converted at the data's named rate
 * (with the preview mark while the company has not confirmed it); otherwise "Provider fee: quoted per role" with
 * the way to ask for a quote.
 */
export function FeeRow({ fee, currency, exchange, w }: { fee: FeeLine | null; currency: string; exchange: RatesData["exchangeRates"]; w: CalculatorLabels }) {
  if (!fee) {
    return (
      <p data-testid="fee-line" css={(t) => ({ margin: `${t.space.md} 0 0`, fontSize: t.fontSizes.sm })}>
        <strong>{w.feeQuoted}</strong> · <SmartLink to={CALL_REQUEST_PATH}>{w.feeRequest}</SmartLink>
      </p>
    )
  }
  const rate = `${fee.feeCurrency} 1 = ${currency} ${formatNumber(fee.rate, { maximumFractionDigits: 4 })}`
  return (
    <p data-testid="fee-line" css={(t) => ({ margin: `${t.space.md} 0 0`, fontSize: t.fontSizes.sm })}>
      {/* The fee is set in its own currency; in the country's it is a conversion: whole units, "about", the rates' date. */}
      <strong>{w.feeLine}</strong>:{" "}
      {fee.feeCurrency === currency ? (
        money(fee.monthly, currency)
      ) : (
        <Words
          text={w.approx}
          values={{
            amount: wholeAmount(fee.monthly, currency),
            date: (
              <a href={exchange.url} rel="noopener noreferrer">
                {longDate(exchange.asOf)}
              </a>
            ),
          }}
        />
      )}{" "}
      · <Words text={w.feeDetail} values={{ fee: money(fee.monthlyFrom, fee.feeCurrency), rate }} />
      {!fee.confirmed && (
        <span data-testid="fee-preview" css={(t) => ({ display: "block", color: "#7a2e0e", fontSize: t.fontSizes.xs })}>
          {w.feePreview}
        </span>
      )}
    </p>
  )
}
