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

export interface ContactPayload {
  firstName: string
  lastName: string
  email: string
  contactNumber: string
  company: string
  message: string
  subject: Subject
}

export type ContactField = keyof ContactPayload
export type FieldErrors = Partial<Record<ContactField | "body", string>>

/** The lead-capture form's values (docs/behaviour.md, "Leads"). */
export interface LeadValues {
  name: string
  email: string
  company: string
  phone: string
  message: string
}

/** Spec section 7: the first word of a name, and the remaining words joined (or 'N/A' when none). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/).filter(Boolean)
  return { firstName: first, lastName: rest.length > 0 ? rest.join(" ") : NO_LAST_NAME }
}

/** Spec section 7: the request body of the lead-capture popup. */
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
  const lines = [
    "Referred contact",
    `Name: ${values.contactName.trim()}`,
    `E-mail: ${values.contactEmail.trim()}`,
    `Company: ${values.contactCompany.trim()}`,
    `Phone: ${values.contactPhone.trim() || NO_PHONE}`,
    "",
    values.notes.trim() || "No notes.",
  ]
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
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

export const isEmail = (value: string): boolean => value.length <= LIMITS.email && EMAIL.test(value)

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

/** Checks a request body field by field; every error names its field. */
export function checkPayload(body: unknown): Checked {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: "The request body must be a JSON object" } }
  }
  const data = body as Record<string, unknown>
  const errors: FieldErrors = {}
  const text = (field: Exclude<ContactField, "subject">, required: boolean, multiline = false): string => {
    const raw = data[field]
    if (raw === undefined || raw === null || raw === "") {
      if (required) errors[field] = `${LABELS[field]} is required`
      return ""
    }
    if (typeof raw !== "string") {
      errors[field] = `${LABELS[field]} must be text`
      return ""
    }
    const value = raw.trim()
    if (required && value === "") errors[field] = `${LABELS[field]} is required`
    else if (value.length > LIMITS[field]) errors[field] = `${LABELS[field]} must be at most ${LIMITS[field]} characters`
    else if ((multiline ? CONTROL_EXCEPT_NEWLINES : CONTROL).test(value)) errors[field] = `${LABELS[field]} contains characters that are not allowed`
    return value
  }
  const value = {
    firstName: text("firstName", true),
    lastName: text("lastName", true),
    email: text("email", true),
    contactNumber: text("contactNumber", false) || NO_PHONE,
    company: text("company", true),
    message: text("message", true, true),
    subject: data["subject"] as Subject,
  }
  if (!errors.email && value.email && !isEmail(value.email)) errors.email = "E-mail must be a valid address, like name@company.com"
  if (!errors.contactNumber && value.contactNumber !== NO_PHONE && !/^[+()\d\s./-]{5,40}$/.test(value.contactNumber)) {
    errors.contactNumber = "Phone may contain only digits, spaces and + ( ) - . /"
  }
  if (!(Object.values(SUBJECTS) as string[]).includes(String(data["subject"]))) {
    errors.subject = "Subject must be one of the site's forms"
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value }
}
