import * as React from "react"
import { checkField, firstInvalid, validateValues, type Errors, type Rules } from "./validate"

/**
 * The inline messages of a form (the form has `noValidate`, so these replace the browser's bubbles).
 * A field is checked when the visitor leaves it with something typed, and every field on submit; an error
 * shown is re-checked as the visitor types, so it goes as soon as it is fixed. `check` focuses the first
 * invalid field and says whether the form may be sent.
 */
export function useValidation<K extends string>(values: Readonly<Record<K, string>>, rules: Rules<K>, form: React.RefObject<HTMLFormElement>) {
  const [errors, setErrors] = React.useState<Errors<K>>({})
  const [checkedValues, setCheckedValues] = React.useState(values)

  // New values re-check the errors shown, in the same render (React's "adjusting state when a prop changes"),
  // so a fixed field never shows its old message for a frame.
  if (checkedValues !== values) {
    setCheckedValues(values)
    setErrors((shown) => {
      const keys = (Object.keys(shown) as K[]).filter((k) => shown[k] !== undefined)
      if (keys.length === 0) return shown
      const next: Errors<K> = {}
      for (const k of keys) {
        const message = checkField(values[k], rules[k])
        if (message) next[k] = message
      }
      return next
    })
  }

  const blur = (key: K) => () => {
    if (values[key].trim() === "" && errors[key] === undefined) return
    setErrors((e) => ({ ...e, [key]: checkField(values[key], rules[key]) }))
  }

  const check = (): boolean => {
    const all = validateValues(values, rules)
    setErrors(all)
    const first = firstInvalid(all, rules)
    if (first === null) return true
    const field = form.current?.elements.namedItem(first)
    if (field instanceof HTMLElement) field.focus()
    return false
  }

  return { errors, blur, check, clear: () => setErrors({}) }
}
