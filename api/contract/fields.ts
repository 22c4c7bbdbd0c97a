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

export const LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  contactNumber: 40,
  company: 200,
  message: 5000,
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

export interface ContactPayload extends Partial<CallProposal> {
  firstName: string
  lastName: string
  email: string
  contactNumber: string
  company: string
  message: string
  subject: Subject
}

export type ContactField = Exclude<keyof ContactPayload, keyof CallProposal>
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
  return {
    ...splitName(values.name),
    email: values.email.trim(),
    contactNumber: values.phone.trim() || NO_PHONE,
    company: values.company.trim(),
    message: values.message.trim() || DEFAULT_LEAD_MESSAGE,
    subject: SUBJECTS.leadPopup,
  }
}

/** The contact form's values: first name, last name, work e-mail, phone, company, message (docs/behaviour.md, "Leads"). */
export interface ContactValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  company: string
  message: string
}

export function contactPayload(values: ContactValues): ContactPayload {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim() || NO_LAST_NAME,
    email: values.email.trim(),
    contactNumber: values.phone.trim() || NO_PHONE,
    company: values.company.trim(),
    message: values.message.trim(),
    subject: SUBJECTS.contact,
  }
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
  return {
    ...splitName(values.yourName),
    email: values.yourEmail.trim(),
    contactNumber: values.yourPhone.trim() || NO_PHONE,
    company: values.contactCompany.trim(),
    message: lines.join("\n"),
    subject: SUBJECTS.referral,
  }
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

const LABELS: Record<ContactField, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  contactNumber: "Phone",
  company: "Company",
  message: "Message",
  subject: "Subject",
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

/**
 * Checks a request body field by field; every error names its field. Types are strict: a field that is
 * present must be a string (or, for the call days, an array of strings); nothing is converted. Fields the
 * form does not send are ignored: they never reach the spool or the e-mail. Line breaks in the message are
 * normalised to LF (a bare CR never reaches SMTP); bidi controls are removed from names and company.
 */
export function checkPayload(body: unknown): Checked {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: "The request body must be a JSON object" } }
  }
  const data = body as Record<string, unknown>
  const errors: FieldErrors = {}
  const own = (field: string): unknown => (Object.prototype.hasOwnProperty.call(data, field) ? data[field] : undefined)
  const text = (field: Exclude<ContactField, "subject">, required: boolean, kind: "line" | "name" | "multiline" = "line"): string => {
    const raw = own(field)
    if (raw === undefined || (raw === "" && !required)) {
      if (required) errors[field] = `${LABELS[field]} is required`
      return ""
    }
    if (typeof raw !== "string") {
      errors[field] = `${LABELS[field]} must be text`
      return ""
    }
    let value = raw
    if (kind === "multiline") value = value.replace(/\r\n?/g, "\n")
    if (kind === "name") value = value.replace(BIDI, "")
    value = value.trim()
    if (required && value === "") errors[field] = `${LABELS[field]} is required`
    else if (value.length > LIMITS[field]) errors[field] = `${LABELS[field]} must be at most ${LIMITS[field]} characters`
    else if ((kind === "multiline" ? CONTROL_EXCEPT_NEWLINES : CONTROL).test(value)) errors[field] = `${LABELS[field]} contains characters that are not allowed`
    return value
  }
  const subject = own("subject")
  const value: ContactPayload = {
    firstName: text("firstName", true, "name"),
    lastName: text("lastName", true, "name"),
    email: text("email", true),
    contactNumber: text("contactNumber", false) || NO_PHONE,
    company: text("company", true, "name"),
    message: text("message", true, "multiline"),
    subject: subject as Subject,
    ...checkCall(data, errors),
  }
  if (!errors.email && value.email) {
    const problem = emailProblem(value.email)
    if (problem) errors.email = problem
  }
  if (!errors.contactNumber && value.contactNumber !== NO_PHONE && !/^[+()\d\s./-]{5,40}$/.test(value.contactNumber)) {
    errors.contactNumber = "Phone may contain only digits, spaces and + ( ) - . /"
  }
  if (typeof subject !== "string" || !(Object.values(SUBJECTS) as string[]).includes(subject)) {
    errors.subject = "Subject must be one of the site's forms"
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value }
}
