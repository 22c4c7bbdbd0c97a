import * as React from "react"
import type { Theme } from "@emotion/react"
import { isIsoDate, type RatesData } from "../../data/statutory"
import type { TerminationData, TerminationLabels } from "../../data/termination"
import type { CalculatorLabels } from "../../shared/labels"
import { fill } from "../../shared/fill"
import { ContactButton } from "../../components/contact-button"
import { SmartLink } from "../../components/smart-link"
import { stackedTableStyles } from "../../components/table-styles"
import { inputStyles } from "../../forms/input-styles"
import { parseSalary, placeOf } from "../cost-calculator/calculate"
import { FigureFacts, HelpLine, PlaceSelect, fieldStyle, formGrid, labelStyle, money, salaryErrorText } from "../cost-calculator/parts"
import { estimate, summariseEstimate, type Estimate } from "./estimate"
import { readEstimatorState, writeEstimatorState, type EstimatorState } from "./url-state"

export interface EstimatorProps {
  termination: TerminationData
  rates: RatesData
  /** The build's day (YYYY-MM-DD): the default last day, and whether a rule reads as checked or "due for review". */
  today: string
  /** The calculator's words for the place chooser, salary errors and "Source". */
  calculatorLabels: CalculatorLabels
}

/** Three years before a date, the default first day. */
const yearsBefore = (d: string, n: number) => `${+d.slice(0, 4) - n}${d.slice(4)}`

type DateError = "date" | "order" | null
const dateError = (start: string, end: string, which: "start" | "end"): DateError => {
  const v = which === "start" ? start : end
  if (!isIsoDate(v)) return "date"
  if (which === "end" && isIsoDate(start) && end < start) return "order"
  return null
}
const leaveOk = (v: string) => v.trim() === "" || (/^\d{1,2}(\.5|\.0)?$/.test(v.trim()) && Number(v) <= 60)

/** The termination-cost estimator: the case, then each line with its law, source and check, and the total. */
export function TerminationEstimator({ termination, rates, today, calculatorLabels: cw }: EstimatorProps) {
  const w = termination.labels
  const first = termination.countries[0]!
  const rateOf = (code: string) => rates.countries.find((c) => c.code === code)!
  const defaultsFor = React.useCallback(
    (code: string | null): EstimatorState => {
      const c = termination.countries.find((x) => x.code === code) ?? first
      return {
        country: c.code,
        place: "",
        cause: c.causes[0]!.id,
        salary: String(rates.countries.find((r) => r.code === c.code)?.exampleSalary ?? ""),
        average: "",
        basic: "",
        start: yearsBefore(today, 3),
        end: today,
        leave: "",
        fixedTerm: false,
        insured: true,
        lieu: false,
      }
    },
    [first, termination.countries, rates.countries, today],
  )
  const [state, setState] = React.useState<EstimatorState>(() => defaultsFor(null))
  const [hydrated, setHydrated] = React.useState(false)
  React.useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address bar is the external system read here, after hydration
    setState(readEstimatorState(window.location.search, defaultsFor))
    setHydrated(true)
  }, [defaultsFor])
  React.useEffect(() => {
    if (!hydrated) return
    const search = writeEstimatorState(state)
    if (search !== window.location.search) window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`)
  }, [state, hydrated])

  const update = (patch: Partial<EstimatorState>) => setState((s) => ({ ...s, ...patch }))
  const country = termination.countries.find((c) => c.code === state.country) ?? first
  const countryRates = rateOf(country.code)
  const cause = country.causes.find((c) => c.id === state.cause) ?? country.causes[0]!
  const place = placeOf(countryRates, state.place)
  const has = (f: (typeof country.fields)[number]) => country.fields.includes(f)
  const basicLabel = country.rules.some((r) => r.minShareOfSalary !== null) ? w.basicShare : w.basic

  const salary = parseSalary(state.salary, countryRates)
  const optional = (v: string) => (v.trim() === "" ? ({ ok: true, value: null } as const) : parseSalary(v, countryRates))
  const average = has("average") ? optional(state.average) : ({ ok: true, value: null } as const)
  const basic = has("basic") ? optional(state.basic) : ({ ok: true, value: null } as const)
  const startError = dateError(state.start, state.end, "start")
  const endError = dateError(state.start, state.end, "end")
  const leaveValid = !has("leave") || leaveOk(state.leave)
  const ready = salary.ok && average.ok && basic.ok && startError === null && endError === null && leaveValid
  const result: Estimate | null = ready
    ? estimate({
        country,
        rates: countryRates,
        cause: cause.id,
        salary: salary.value,
        average: average.ok ? average.value : null,
        basic: basic.ok ? basic.value : null,
        start: state.start,
        end: state.end,
        fixedTerm: has("fixedTerm") && state.fixedTerm,
        insured: has("insured") && state.insured,
        leaveDays: has("leave") && state.leave.trim() !== "" ? Number(state.leave) : 0,
        payInLieu: has("lieu") && state.lieu,
        place: place.id,
      })
    : null

  const onCountry = (code: string) => {
    const next = termination.countries.find((c) => c.code === code) ?? first
    update({ country: code, place: "", cause: next.causes[0]!.id, salary: String(rateOf(code).exampleSalary), average: "", basic: "" })
  }
  const dateText = (e: DateError) => (e === "order" ? w.errorOrder : w.errorDate)
  const currency = countryRates.currency

  return (
    <section
      id="estimator"
      aria-labelledby="estimator-heading"
      css={(t) => ({
        marginTop: t.space.xl,
        marginBottom: t.space.xxl,
        padding: t.space.xl,
        borderRadius: t.radii.lg,
        border: `1px solid ${t.colors.border}`,
        boxShadow: t.shadows.card,
        [t.media.mobile]: { padding: t.space.md },
        [t.media.print]: { boxShadow: "none", border: 0, padding: 0 },
      })}
    >
      <h2 id="estimator-heading">{w.heading}</h2>
      <form onSubmit={(e) => e.preventDefault()} css={formGrid} noValidate>
        <div css={fieldStyle}>
          <label htmlFor="term-country" css={labelStyle}>
            {cw.country}
          </label>
          <select id="term-country" value={country.code} onChange={(e) => onCountry(e.target.value)} css={inputStyles}>
            {termination.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {rateOf(c.code).name} ({rateOf(c.code).currency})
              </option>
            ))}
          </select>
        </div>
        <PlaceSelect id="term-place" country={countryRates} value={place.id} onChange={(id) => update({ place: id })} w={cw} />
        <div css={[fieldStyle, { gridColumn: "1 / -1" }]}>
          <label htmlFor="term-cause" css={labelStyle}>
            {w.cause}
          </label>
          <select id="term-cause" value={cause.id} onChange={(e) => update({ cause: e.target.value })} css={inputStyles}>
            {country.causes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <Field id="term-salary" label={fill(cw.salary, { currency })} value={state.salary} onChange={(v) => update({ salary: v })} error={salary.ok ? null : salaryErrorText(cw, salary.error, currency)} inputMode="decimal" />
        {has("average") && <Field id="term-average" label={fill(w.average, { currency })} value={state.average} onChange={(v) => update({ average: v })} error={average.ok ? null : salaryErrorText(cw, average.error, currency)} inputMode="decimal" />}
        {has("basic") && <Field id="term-basic" label={fill(basicLabel, { currency })} value={state.basic} onChange={(v) => update({ basic: v })} error={basic.ok ? null : salaryErrorText(cw, basic.error, currency)} inputMode="decimal" />}
        <Field id="term-start" label={w.start} placeholder="YYYY-MM-DD" value={state.start} onChange={(v) => update({ start: v })} error={startError ? dateText(startError) : null} />
        <Field id="term-end" label={w.end} placeholder="YYYY-MM-DD" value={state.end} onChange={(v) => update({ end: v })} error={endError ? dateText(endError) : null} />
        {has("leave") && <Field id="term-leave" label={w.leaveDays} value={state.leave} onChange={(v) => update({ leave: v })} error={leaveValid ? null : w.errorLeave} inputMode="decimal" />}
        {has("fixedTerm") && cause.fixedTerm !== true && <Check id="term-fixed" label={w.fixedTerm} checked={state.fixedTerm} onChange={(on) => update({ fixedTerm: on })} />}
        {has("insured") && <Check id="term-insured" label={w.insured} checked={state.insured} onChange={(on) => update({ insured: on })} />}
        {has("lieu") && <Check id="term-lieu" label={w.lieu} checked={state.lieu} onChange={(on) => update({ lieu: on })} />}
      </form>
      {cause.note && <p css={(t) => ({ fontSize: t.fontSizes.sm, color: t.colors.muted, marginTop: t.space.md })}>{cause.note}</p>}
      <div aria-live="polite">
        {result && salary.ok && (
          <Results
            result={result}
            salary={salary.value}
            start={state.start}
            end={state.end}
            countryName={countryRates.name}
            placeId={place.id}
            placeIsDefault={place.default === true}
            settlement={country.settlement}
            leftOut={country.leftOut}
            today={today}
            w={w}
            cw={cw}
          />
        )}
      </div>
    </section>
  )
}

function Field({ id, label, value, onChange, error, placeholder, inputMode }: { id: string; label: string; value: string; onChange: (v: string) => void; error: string | null; placeholder?: string; inputMode?: "decimal" | "numeric" }) {
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input id={id} type="text" inputMode={inputMode} placeholder={placeholder} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error !== null} aria-describedby={error ? `${id}-error` : undefined} css={inputStyles} />
      {error && (
        <HelpLine id={`${id}-error`} error>
          {error}
        </HelpLine>
      )}
    </div>
  )
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div css={{ gridColumn: "1 / -1" }}>
      <label htmlFor={id} css={(t) => ({ display: "flex", gap: t.space.xs, alignItems: "flex-start", fontSize: t.fontSizes.sm, color: t.colors.ink, cursor: "pointer", "& input": { marginTop: "0.2em", width: "1.1rem", height: "1.1rem", flex: "none" } })}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
    </div>
  )
}

const muted = (t: Theme) => ({ color: t.colors.muted, fontWeight: 400 })

function Results(props: { result: Estimate; salary: number; start: string; end: string; countryName: string; placeId: string; placeIsDefault: boolean; settlement: string; leftOut: string; today: string; w: TerminationLabels; cw: CalculatorLabels }) {
  const { result, w, cw, today } = props
  const c = result.currency
  const code = props.placeId.slice(0, 2).toUpperCase()
  const calculatorHref = `/resources/cost-calculator?country=${code}&salary=${props.salary}${props.placeIsDefault ? "" : `&place=${props.placeId}`}`
  const caption = fill(w.caption, { country: props.countryName, cause: result.cause.label })
  return (
    <div css={(t) => ({ marginTop: t.space.xl })}>
      <p data-testid="service" css={(t) => ({ fontSize: t.fontSizes.sm })}>
        {fill(w.service, { years: Math.floor(result.service.months / 12), months: result.service.months % 12, days: result.service.days })}
      </p>
      <div role="region" aria-label={caption} css={(t) => [{ marginTop: t.space.md }, stackedTableStyles(t)]}>
        <table
          css={(t) => ({
            width: "100%",
            borderCollapse: "collapse",
            fontSize: t.fontSizes.sm,
            "& th, & td": { borderBottom: `1px solid ${t.colors.border}`, padding: "0.55rem 0.6rem", textAlign: "left", verticalAlign: "top" },
            "& .num": { textAlign: "right", fontVariantNumeric: "tabular-nums", [t.media.mobile]: { textAlign: "left" } },
            "& caption": { textAlign: "left", fontWeight: 700, color: t.colors.navy, marginBottom: t.space.xs },
          })}
        >
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.colItem}</th>
              <th scope="col">{w.colWorking}</th>
              <th scope="col" className="num">
                {w.colAmount}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.lines.map((l) => {
              const social = l.id === "social-security"
              return (
                <tr key={l.id} data-testid={`line-${l.id}`}>
                  <td data-label={w.colItem}>
                    <strong>{social ? w.social : l.label}</strong>
                    <br />
                    <span css={muted}>{social ? fill(w.socialBasis, { salary: money(props.salary, c) }) : `${l.legalBasis}.${l.note ? ` ${l.note}` : ""}`}</span>
                    {social ? (
                      <small css={(t) => ({ display: "block", marginTop: 2, fontSize: t.fontSizes.xs, color: t.colors.muted })}>
                        <SmartLink to={calculatorHref}>{w.socialLink}</SmartLink>
                      </small>
                    ) : (
                      <FigureFacts figure={l.checked} sourceUrl={l.source.url} sourceTitle={l.source.title} changesHref={null} today={today} w={cw} />
                    )}
                  </td>
                  <td data-label={w.colWorking}>{l.working}</td>
                  <td data-label={w.colAmount} className="num" data-testid={`amount-${l.id}`}>
                    {!l.counted ? w.notCounted : l.due ? money(l.amount, c) : `${w.notDue} (${money(0, c)})`}
                  </td>
                </tr>
              )
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {w.total}
                <br />
                <span css={(t) => ({ ...muted(t), fontSize: t.fontSizes.xs })}>{w.totalNote}</span>
              </th>
              <td className="num" data-testid="termination-total" data-label={w.colAmount} css={(t) => ({ fontWeight: 700, fontSize: t.fontSizes.lg, color: t.colors.navy })}>
                {money(result.total, c)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <h3 css={(t) => ({ fontSize: t.fontSizes.lg, marginTop: t.space.xl })}>{w.settlement}</h3>
      <p>{props.settlement}</p>
      <h3 css={(t) => ({ fontSize: t.fontSizes.lg })}>{w.leftOut}</h3>
      <p>{props.leftOut}</p>
      <p role="note" css={(t) => ({ padding: t.space.md, borderRadius: t.radii.md, borderLeft: "4px solid #b54708", background: "#fffaeb", fontSize: t.fontSizes.sm })}>
        {w.notAdvice}
      </p>
      <div css={(t) => ({ marginTop: t.space.lg, [t.media.print]: { display: "none" } })}>
        <ContactButton id="term-discuss" message={summariseEstimate(result, { salary: props.salary, start: props.start, end: props.end }, props.countryName, w.social)}>
          {w.discuss}
        </ContactButton>
      </div>
    </div>
  )
}
