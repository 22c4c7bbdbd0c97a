import * as React from "react"
import type { Theme } from "@emotion/react"
import { FieldError } from "../../forms/field"
import { inputStyles } from "../../forms/input-styles"
import { CALL_DAYS, CALL_WINDOWS, type CallErrors } from "./call-proposal"

interface CallFieldsProps {
  idPrefix: string
  days: readonly string[]
  onDays: (days: string[]) => void
  window: string
  onWindow: (w: string) => void
  timeZone: string
  onTimeZone: (e: React.ChangeEvent<HTMLInputElement>) => void
  errors: CallErrors
}

const legend = (t: Theme) => ({ padding: 0, marginBottom: "0.4rem", fontWeight: 600, fontSize: t.fontSizes.sm, color: t.colors.navy })
const group = { border: 0, padding: 0, margin: 0, minWidth: 0 }
const choices = { display: "flex", flexWrap: "wrap" as const, gap: "0.5rem" }
/** A choice drawn as a chip: the native checkbox or radio stays, visible and focusable, inside its label. */
const chip = (t: Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.45rem",
  minHeight: "2.75rem",
  padding: "0.4rem 0.8rem",
  border: "1px solid #8a97ab",
  borderRadius: t.radii.sm,
  background: t.colors.white,
  cursor: "pointer",
  fontSize: t.fontSizes.sm,
  "& input": { width: 18, height: 18, margin: 0, accentColor: t.colors.primary },
  "&:has(input:checked)": { borderColor: t.colors.primary, background: t.colors.primarySoft },
  "&:has(input:focus-visible)": { outline: `3px solid ${t.colors.primary}`, outlineOffset: 1 },
})

/** The discovery-call proposal: preferred weekdays, a time window and the visitor's time zone. */
export function CallFields({ idPrefix, days, onDays, window, onWindow, timeZone, onTimeZone, errors }: CallFieldsProps) {
  const toggle = (day: string) => (e: React.ChangeEvent<HTMLInputElement>) => onDays(e.target.checked ? [...days, day] : days.filter((d) => d !== day))
  const daysError = `${idPrefix}-call-days-error`
  const windowError = `${idPrefix}-call-window-error`
  const zoneError = `${idPrefix}-call-zone-error`
  return (
    <fieldset css={(t) => ({ ...group, display: "grid", gap: t.space.md, padding: t.space.md, borderRadius: t.radii.md, background: t.colors.surface })}>
      <legend css={(t) => ({ float: "left", width: "100%", padding: 0, fontFamily: t.fonts.heading, fontSize: t.fontSizes.lg, fontWeight: 650, color: t.colors.navy })}>When suits you for a call?</legend>
      <fieldset css={group} aria-describedby={errors.callDays ? daysError : undefined}>
        <legend css={legend}>Preferred days *</legend>
        <div css={choices}>
          {CALL_DAYS.map((day) => (
            <label key={day} css={chip}>
              <input type="checkbox" name="callDays" value={day} checked={days.includes(day)} onChange={toggle(day)} aria-invalid={errors.callDays ? true : undefined} />
              {day}
            </label>
          ))}
        </div>
        {errors.callDays && <FieldError id={daysError}>{errors.callDays}</FieldError>}
      </fieldset>
      <fieldset role="radiogroup" css={group} aria-describedby={errors.callWindow ? windowError : undefined} aria-invalid={errors.callWindow ? true : undefined}>
        <legend css={legend}>Time window, in your time zone *</legend>
        <div css={choices}>
          {CALL_WINDOWS.map((w) => (
            <label key={w} css={chip}>
              <input type="radio" name="callWindow" value={w} checked={window === w} onChange={() => onWindow(w)} />
              {w}
            </label>
          ))}
        </div>
        {errors.callWindow && <FieldError id={windowError}>{errors.callWindow}</FieldError>}
      </fieldset>
      <div css={{ display: "grid", gap: "0.3rem", maxWidth: "22rem" }}>
        <label htmlFor={`${idPrefix}-call-zone`} css={(t) => ({ fontWeight: 600, fontSize: t.fontSizes.sm, color: t.colors.navy })}>
          Your time zone *
        </label>
        <input
          id={`${idPrefix}-call-zone`}
          name="callTimeZone"
          value={timeZone}
          onChange={onTimeZone}
          autoComplete="off"
          maxLength={60}
          placeholder="e.g. Australia/Sydney"
          aria-invalid={errors.callTimeZone ? true : undefined}
          aria-describedby={errors.callTimeZone ? zoneError : undefined}
          css={inputStyles}
        />
        {errors.callTimeZone && <FieldError id={zoneError}>{errors.callTimeZone}</FieldError>}
      </div>
    </fieldset>
  )
}
