import { isLikelyEmail } from "../../api/contract/fields"

/**
 * The checks every form runs in the browser before it sends (the function repeats them): a field is
 * required (the message says what to enter) and/or holds an e-mail address.
 */
export interface FieldRule {
  /** The message shown when the field is empty; absent for an optional field. */
  required?: string
  email?: boolean
}

export type Rules<K extends string> = Readonly<Partial<Record<K, FieldRule>>>
export type Errors<K extends string> = Partial<Record<K, string>>

export const EMAIL_MESSAGE = "Enter a full e-mail address, like name@company.com"

export function checkField(value: string, rule: FieldRule | undefined): string | undefined {
  if (!rule) return undefined
  const trimmed = value.trim()
  if (trimmed === "") return rule.required
  if (rule.email && !isLikelyEmail(trimmed)) return EMAIL_MESSAGE
  return undefined
}

/** The errors of all fields with rules, in the rules' order (the order of the fields on screen). */
export function validateValues<K extends string>(values: Readonly<Record<K, string>>, rules: Rules<K>): Errors<K> {
  const errors: Errors<K> = {}
  for (const key of Object.keys(rules) as K[]) {
    const message = checkField(values[key], rules[key])
    if (message) errors[key] = message
  }
  return errors
}

/** The first field (in the rules' order) with an error, to move focus to. */
export function firstInvalid<K extends string>(errors: Errors<K>, rules: Rules<K>): K | null {
  return (Object.keys(rules) as K[]).find((key) => errors[key] !== undefined) ?? null
}
