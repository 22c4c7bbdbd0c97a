/**
 * The send-contact-email contract, shared by the forms (to build the body) and the function (to check it).
 * Pure and dependency-free: no Node or Gatsby imports.
 */

/** The subjects the function accepts; a request cannot choose any other. */
export const SUBJECTS = {
  leadPopup: "New Lead from Popup Form",
  contact: "New Enquiry from Contact Form",
  referral: "New Referral from Refer & Earn",
} as const

export type Subject = (typeof SUBJECTS)[keyof typeof SUBJECTS]

export const DEFAULT_LEAD_MESSAGE = "Lead capture popup submission - interested in consultation"
export const NO_PHONE = "Not provided"
export const NO_LAST_NAME = "N/A"

/**
 * What kind of value a field holds, which says how it is checked and cleaned: every kind but "multiline" is one
 * line (no control characters); "name" also loses bidi controls; "email" and "phone" have their own grammar;
 * "choice" is one of `options`, exactly as written.
 */
export type FieldKind = "name" | "email" | "phone" | "text" | "multiline" | "choice"

/** How the contact form (src/features/contact/contact-form.tsx) shows a field. */
export interface FormSpec {
  /** The control's name and the form's value key. */
  name: string
  /** The label as the form shows it, with "*" or "(optional)". */
  label: string
  /** The message when the visitor leaves it empty; absent when the form lets it be empty. */
  required?: string
  type?: "email" | "tel"
  autoComplete?: string
}

/** One row of the lead field table. */
export interface FieldSpec {
  /** The field's name in words: in the function's error messages ("First name is required"). */
  label: string
  kind: FieldKind
  /** The request must carry it, not empty. */
  required: boolean
  /** At most this many characters, after trimming (every kind but "choice"). */
  max?: number
  /** The values a "choice" accepts. */
  options?: readonly string[]
  /** A "choice"'s error message. */
  invalid?: string
  /** The words that stand for "not given" (the function writes them for a missing optional field); the webhook sends null instead. */
  absent?: string
  /** The e-mail row's label; null when the field is not a row (the message has a section of its own). */
  mail: string | null
  /** The field's key in the webhook's JSON body. */
  webhook: string
  /** Asked by the contact form, and how; absent when no form asks for it by itself. */
  form?: FormSpec
}

/**
 * The lead fields, once: the payload's type, the function's checks, the contact form's labels, limits and checks,
 * the e-mail's rows and the webhook's body are derived from this table, in its order. A new field is a row here
 * plus its control in the contact form (README "Leads").
 */
export const LEAD_FIELDS = {
  subject: { label: "Subject", kind: "choice", required: true, options: Object.values(SUBJECTS), invalid: "Subject must be one of the site's forms", mail: "Form", webhook: "form" },
  firstName: { label: "First name", kind: "name", required: true, max: 100, mail: "First name", webhook: "firstName", form: { name: "firstName", label: "First name *", required: "Enter your first name", autoComplete: "given-name" } },
  lastName: { label: "Last name", kind: "name", required: true, max: 100, absent: NO_LAST_NAME, mail: "Last name", webhook: "lastName", form: { name: "lastName", label: "Last name", autoComplete: "family-name" } },
  email: { label: "E-mail", kind: "email", required: true, max: 254, mail: "E-mail", webhook: "email", form: { name: "email", label: "Work e-mail *", required: "Enter your work e-mail", type: "email", autoComplete: "email" } },
  contactNumber: { label: "Phone", kind: "phone", required: false, max: 40, absent: NO_PHONE, mail: "Phone", webhook: "phone", form: { name: "phone", label: "Phone (optional)", type: "tel", autoComplete: "tel" } },
  company: { label: "Company", kind: "name", required: true, max: 200, mail: "Company", webhook: "company", form: { name: "company", label: "Company *", required: "Enter your company's name", autoComplete: "organization" } },
  message: { label: "Message", kind: "multiline", required: true, max: 5000, mail: null, webhook: "message", form: { name: "message", label: "How can we help? *", required: "Tell us in a line or two what you need" } },
} as const satisfies Record<string, FieldSpec>

type Table = typeof LEAD_FIELDS
export type ContactField = keyof Table
export const FIELD_NAMES = Object.keys(LEAD_FIELDS) as ContactField[]
/** A row of the table, widened to FieldSpec (so `max`, `absent`… can be read on any row). */
export const fieldSpec = (field: ContactField): FieldSpec => LEAD_FIELDS[field]

type ValueOf<F> = F extends { options: readonly (infer O)[] } ? O | (F extends { absent: infer A } ? A : never) : string
type RequiredField = { [K in ContactField]: Table[K]["required"] extends true ? K : never }[ContactField]
/**
 * The lead's fields as the function accepts them. A field that is not required may be left out by a form that does
 * not ask for it (the function then writes its `absent` words); every other is there.
 */
export type LeadFields = { -readonly [K in RequiredField]: ValueOf<Table[K]> } & { -readonly [K in Exclude<ContactField, RequiredField>]?: ValueOf<Table[K]> }

/** The fields' limits in characters, and the page path's. */
export const LIMITS = {
  ...(Object.fromEntries(FIELD_NAMES.flatMap((field) => (fieldSpec(field).max === undefined ? [] : [[field, fieldSpec(field).max]]))) as { [K in ContactField as Table[K] extends { max: number } ? K : never]: Table[K] extends { max: infer M } ? M : never }),
  page: 300,
} as const

/** The call-proposal fields of /contact/get-in-touch: all three absent, or all three present and valid. */
export const CALL_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const
export type CallDay = (typeof CALL_DAYS)[number]
export const CALL_WINDOWS = ["09:00-12:00", "12:00-15:00", "15:00-18:00"] as const
export type CallWindow = (typeof CALL_WINDOWS)[number]
export const CALL_TIME_ZONE_MAX = 64

export interface CallProposal {
  /** 1 to 5 distinct weekdays, kept in weekday order. */
  callDays: CallDay[]
  callWindow: CallWindow
  /** An IANA time zone name, e.g. "Asia/Manila" (the visitor's). */
  callTimeZone: string
}

/** A request body as the function accepts it: the table's fields, and the call proposal of /contact/get-in-touch. */
export type ContactPayload = LeadFields & Partial<CallProposal>

export type FieldErrors = Partial<Record<ContactField | keyof CallProposal | "body", string>>

/**
 * The short reference a visitor and the sales team both see: "SVX-" and the first 8 letters or digits of
 * the submission's Idempotency-Key, upper-cased ("3f2a9c1e-..." → "SVX-3F2A9C1E").
 */
export const leadReference = (key: string): string =>
  `SVX-${key
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 8)
    .toUpperCase()}`

/** A field's value in a payload, or its `absent` words ("" when it has none) when the payload leaves it out. */
export const fieldValue = (payload: ContactPayload, field: ContactField): string => payload[field] ?? fieldSpec(field).absent ?? ""

/**
 * A form's values as the table names them: each trimmed, an empty one replaced by its `absent` words. An optional field
 * the form does not ask for is left out (the function writes its absent words).
 */
function payloadFrom(given: Partial<Record<Exclude<ContactField, "subject">, string>>, subject: Subject): ContactPayload {
  const asked = FIELD_NAMES.filter((field): field is Exclude<ContactField, "subject"> => field !== "subject" && (field in given || fieldSpec(field).required))
  const fields = asked.map((field) => [field, given[field]?.trim() || (fieldSpec(field).absent ?? "")])
  return { ...(Object.fromEntries(fields) as Omit<LeadFields, "subject">), subject }
}

/** The lead-capture form's values (docs/behaviour.md, "Leads"). */
export interface LeadValues {
  name: string
  email: string
  company: string
  phone: string
  message: string
}

/** docs/behaviour.md "Leads": the first word of a name, and the remaining words joined (or 'N/A' when none). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/).filter(Boolean)
  return { firstName: first, lastName: rest.length > 0 ? rest.join(" ") : NO_LAST_NAME }
}

/** docs/behaviour.md "Leads": the request body of the lead-capture popup. */
export function leadPayload(values: LeadValues): ContactPayload {
  return payloadFrom({ ...splitName(values.name), email: values.email, contactNumber: values.phone, company: values.company, message: values.message.trim() || DEFAULT_LEAD_MESSAGE }, SUBJECTS.leadPopup)
}

/** The fields the contact form asks for, in the table's order. */
export type FormField = { [K in ContactField]: Table[K] extends { form: FormSpec } ? K : never }[ContactField]
type FormName<K extends FormField> = Table[K]["form"]["name"]
export const FORM_FIELDS = FIELD_NAMES.filter((field): field is FormField => fieldSpec(field).form !== undefined)

/** The contact form's values, one per field it asks for, named as its controls are (docs/behaviour.md, "Leads"). */
export type ContactValues = { [K in FormField as FormName<K>]: string }
export const EMPTY_CONTACT: ContactValues = Object.fromEntries(FORM_FIELDS.map((field) => [LEAD_FIELDS[field].form.name, ""])) as ContactValues

/** A contact form control's attributes, from the table: name, label, type, autocomplete, required and its limit. */
export function formControl<K extends FormField>(field: K): { name: FormName<K>; label: string; type?: "email" | "tel"; autoComplete?: string; required: boolean; maxLength?: number } {
  const { form, max } = fieldSpec(field) as FieldSpec & { form: FormSpec }
  return { name: form.name as FormName<K>, label: form.label, type: form.type, autoComplete: form.autoComplete, required: form.required !== undefined, maxLength: max }
}

/** The browser's checks of the contact form (src/forms/validate.ts): required with its message, and e-mail addresses. */
export const FORM_RULES = Object.fromEntries(
  FORM_FIELDS.flatMap((field) => {
    const { form, kind } = fieldSpec(field) as FieldSpec & { form: FormSpec }
    return form.required === undefined ? [] : [[form.name, { required: form.required, ...(kind === "email" ? { email: true } : {}) }]]
  }),
) as Partial<Record<keyof ContactValues, { required: string; email?: true }>>

export function contactPayload(values: ContactValues): ContactPayload {
  return payloadFrom(Object.fromEntries(FORM_FIELDS.map((field) => [field, values[LEAD_FIELDS[field].form.name]])), SUBJECTS.contact)
}

/** The referral form: the referrer sends; the referred contact's details travel in the message. */
export interface ReferralValues {
  yourName: string
  yourEmail: string
  yourPhone: string
  contactName: string
  contactEmail: string
  contactCompany: string
  contactPhone: string
  notes: string
}

export function referralPayload(values: ReferralValues): ContactPayload {
  const lines = ["Referred contact", `Name: ${values.contactName.trim()}`, `E-mail: ${values.contactEmail.trim()}`, `Company: ${values.contactCompany.trim()}`, `Phone: ${values.contactPhone.trim() || NO_PHONE}`, "", values.notes.trim() || "No notes."]
  return payloadFrom({ ...splitName(values.yourName), email: values.yourEmail, contactNumber: values.yourPhone, company: values.contactCompany, message: lines.join("\n") }, SUBJECTS.referral)
}

// The WHATWG "valid e-mail address" grammar (what <input type="email"> accepts), plus a dot in the domain.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/
// C0 and C1 control characters and the Unicode line/paragraph separators: never in a one-line field.
const CONTROL = /[\p{Cc}\u2028\u2029]/u
const CONTROL_EXCEPT_NEWLINES = /(?![\t\n\r])\p{Cc}/u

// Bidirectional formatting controls (LRE..RLO, LRI..PDI, LRM, RLM): they would reorder a name in a header.
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * An address a person can be reached at: the grammar of the browser's own e-mail field, at most 254
 * characters, and a dot in the domain ("jane@gmail" is refused). Pure: the forms and the function share it.
 */
export const isLikelyEmail = (value: string): boolean => value.length <= LIMITS.email && EMAIL.test(value)
export const isEmail = isLikelyEmail

/** Why an address is refused, in words a visitor can act on. */
export const EMAIL_MESSAGES = {
  invalid: "E-mail must be a valid address, like name@company.com",
  noDot: "E-mail needs the full domain after the @, like name@gmail.com",
} as const

export const emailProblem = (value: string): string | null => {
  if (isLikelyEmail(value)) return null
  const domain = value.slice(value.lastIndexOf("@") + 1)
  return value.includes("@") && domain !== "" && !domain.includes(".") && isLikelyEmail(`${value}.com`) ? EMAIL_MESSAGES.noDot : EMAIL_MESSAGES.invalid
}

/** A name the runtime knows as a time zone ("Asia/Manila", "UTC"); offsets like "+08:00" are not names. */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > CALL_TIME_ZONE_MAX || !/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(value)) return false
  try {
    new Intl.DateTimeFormat("en", { timeZone: value })
    return true
  } catch {
    return false
  }
}

export type Checked = { ok: true; value: ContactPayload } | { ok: false; errors: FieldErrors }

const CALL_FIELDS = ["callDays", "callWindow", "callTimeZone"] as const

/** The call proposal: every error names its field; absent (all three) is fine. */
function checkCall(data: Record<string, unknown>, errors: FieldErrors): Partial<CallProposal> {
  const given = CALL_FIELDS.filter((field) => Object.prototype.hasOwnProperty.call(data, field) && data[field] !== undefined)
  if (given.length === 0) return {}
  const { callDays: days, callWindow: window, callTimeZone: zone } = data
  if (!Array.isArray(days) || days.length < 1 || days.length > 5 || !days.every((day): day is CallDay => typeof day === "string" && (CALL_DAYS as readonly string[]).includes(day))) {
    errors.callDays = "Call days must be one to five of Monday to Friday"
  } else if (new Set(days).size !== days.length) errors.callDays = "Call days must not repeat a day"
  if (typeof window !== "string" || !(CALL_WINDOWS as readonly string[]).includes(window)) errors.callWindow = `Call time must be one of ${CALL_WINDOWS.join(", ")}`
  if (typeof zone !== "string" || !isTimeZone(zone)) errors.callTimeZone = "Time zone must be a time zone name, like Asia/Manila"
  if (errors.callDays || errors.callWindow || errors.callTimeZone) return {}
  return {
    callDays: CALL_DAYS.filter((day) => (days as string[]).includes(day)),
    callWindow: window as CallWindow,
    callTimeZone: zone as string,
  }
}

const PHONE = /^[+()\d\s./-]{5,}$/ // at most the row's max, checked before

/**
 * One field of a request body, checked and cleaned as the table's row says; an error names the field. An optional
 * field not given is left out (undefined): the e-mail, the webhook and the content id read its absent words.
 */
function checkField(field: ContactField, raw: unknown, errors: FieldErrors): string | undefined {
  const spec = fieldSpec(field)
  const absent = spec.absent ?? ""
  // Not given (missing, or only spaces) in a field that need not be. The absent words a form sends for an empty
  // field stand as they are, whatever the field's kind (a stored lead is checked again when read).
  if (!spec.required && (raw === undefined || (typeof raw === "string" && raw.trim() === ""))) return undefined
  if (!spec.required && raw === absent) return absent
  if (spec.kind === "choice") {
    if (typeof raw !== "string" || !(spec.options ?? []).includes(raw)) errors[field] = spec.invalid ?? `${spec.label} must be one of ${(spec.options ?? []).join(", ")}`
    return typeof raw === "string" ? raw : ""
  }
  if (raw === undefined) {
    errors[field] = `${spec.label} is required`
    return ""
  }
  if (typeof raw !== "string") {
    errors[field] = `${spec.label} must be text`
    return ""
  }
  let value = raw
  if (spec.kind === "multiline") value = value.replace(/\r\n?/g, "\n")
  if (spec.kind === "name") value = value.replace(BIDI, "")
  value = value.trim()
  if (value === "") {
    if (spec.required) errors[field] = `${spec.label} is required`
    return spec.required ? "" : undefined
  }
  if (spec.max !== undefined && value.length > spec.max) errors[field] = `${spec.label} must be at most ${spec.max} characters`
  else if ((spec.kind === "multiline" ? CONTROL_EXCEPT_NEWLINES : CONTROL).test(value)) errors[field] = `${spec.label} contains characters that are not allowed`
  else if (value === absent) return value
  else if (spec.kind === "email") {
    const problem = emailProblem(value)
    if (problem) errors[field] = problem
  } else if (spec.kind === "phone" && !PHONE.test(value)) errors[field] = `${spec.label} may contain only digits, spaces and + ( ) - . /`
  return value
}

/**
 * Checks a request body field by field, each as its row of LEAD_FIELDS says; every error names its field. Types are
 * strict: a field that is present must be a string (or, for the call days, an array of strings); nothing is
 * converted. Fields the table does not name are ignored: they never reach the spool or the e-mail. Line breaks in a
 * multi-line field are normalised to LF (a bare CR never reaches SMTP); bidi controls are removed from names.
 */
export function checkPayload(body: unknown): Checked {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: "The request body must be a JSON object" } }
  }
  const data = body as Record<string, unknown>
  const errors: FieldErrors = {}
  const own = (field: string): unknown => (Object.prototype.hasOwnProperty.call(data, field) ? data[field] : undefined)
  const fields: Record<string, string> = {}
  for (const field of FIELD_NAMES) {
    const value = checkField(field, own(field), errors)
    if (value !== undefined) fields[field] = value
  }
  const value: ContactPayload = { ...(fields as LeadFields), ...checkCall(data, errors) }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value }
}
