import * as React from "react"
import { CircleAlert } from "lucide-react"
import { FAILURE_TOAST } from "./use-submit"
import { inputStyles } from "./input-styles"

type FieldProps = {
  label: string
  name: string
  error?: string
  multiline?: boolean
} & React.InputHTMLAttributes<HTMLInputElement> &
  React.TextareaHTMLAttributes<HTMLTextAreaElement>

/** A field's message under it, tied to the field by `aria-describedby`. */
export function FieldError({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} css={(t) => ({ display: "flex", alignItems: "flex-start", gap: "0.35rem", margin: 0, color: t.colors.danger, fontSize: t.fontSizes.sm, fontWeight: 500, "& svg": { flexShrink: 0, marginTop: "0.2rem" } })}>
      <CircleAlert size={15} aria-hidden="true" />
      <span>{children}</span>
    </p>
  )
}

/** A labelled input or textarea with its message (the form's own check or the server's) beside it. */
export const Field = React.forwardRef<HTMLInputElement & HTMLTextAreaElement, FieldProps>(function Field({ label, name, error, multiline = false, id, ...rest }, ref) {
  const autoId = React.useId()
  const fieldId = id ?? `${name}-${autoId}`
  const errorId = `${fieldId}-error`
  const shared = {
    ref,
    id: fieldId,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    css: inputStyles,
  }
  return (
    <div css={{ display: "grid", gap: "0.3rem" }}>
      <label htmlFor={fieldId} css={(t) => ({ fontWeight: 600, fontSize: t.fontSizes.sm, color: t.colors.navy })}>
        {label}
      </label>
      {multiline ? <textarea rows={4} {...shared} {...rest} css={(t) => [inputStyles(t), { resize: "vertical", minHeight: "6rem" }]} /> : <input {...shared} {...rest} />}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
})

/** A field bots fill and people never see: a filled one marks the submission as spam on the server. */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" css={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  )
}

/**
 * Form state as one object; `set` returns a change handler for a field. Put `form` on the `<form>`: a
 * visitor can type into the server-rendered fields before the page has hydrated, and React keeps what the
 * boxes show but not in its state, so on mount every named field that holds words the state lacks hands
 * them over (a submit then sends what the visitor sees).
 */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = React.useState<T>(initial)
  // The values the server rendered: what the boxes held before the visitor typed (the first render's `initial`).
  const [rendered] = React.useState<T>(initial)
  const form = React.useRef<HTMLFormElement>(null)
  React.useEffect(() => {
    const elements = form.current?.elements
    if (!elements) return
    const early: Partial<Record<keyof T, string>> = {}
    for (const key of Object.keys(rendered) as Array<keyof T & string>) {
      const field = elements.namedItem(key)
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== rendered[key]) early[key] = field.value
    }
    // The boxes' words exist only in the DOM, and only after hydration: they are read here, once (`rendered` never
    // changes); later changes reach the state through `set`.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM is the external system this effect reads
    if (Object.keys(early).length > 0) setValues((v) => ({ ...v, ...early }))
  }, [rendered])
  const set = (key: keyof T) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [key]: e.target.value }))
  const reset = () => setValues(initial)
  return { values, set, reset, setValues, form }
}

/**
 * The outcome of a failed submission inside the form itself, in the words of the failure toast
 * (use-submit.ts). Toasts sit outside an open dialog, which @reach/dialog hides from assistive technology
 * and whose overlay covers them, so a form in a dialog shows its failure only here (`destructive`).
 */
export function FormError({ show, destructive = false }: { show: boolean; destructive?: boolean }) {
  if (!show) return null
  return (
    <div
      role="alert"
      data-variant={destructive ? "destructive" : undefined}
      css={(t) => ({ padding: `${t.space.xs} ${t.space.sm}`, borderRadius: t.radii.sm, background: t.colors.dangerSoft, color: t.colors.danger, fontSize: t.fontSizes.sm, "& p": { margin: 0 } })}
    >
      <p css={{ fontWeight: 650 }}>{FAILURE_TOAST.title}</p>
      <p>{FAILURE_TOAST.description} Everything you typed is still here.</p>
    </div>
  )
}
