/**
 * Malformed and hostile request bodies for send-contact-email (the jest suite sends them to the handler,
 * the load script to the served function). Each case says which statuses are right for it; none is 5xx.
 */
import { FIELD_NAMES, fieldSpec, SUBJECTS, type ContactField, type ContactPayload } from "../contract/fields"

export interface HostileCase {
  name: string
  /** The body as a JSON parser would hand it over. */
  body: unknown
  /** Acceptable answers. 200 means accepted (delivered, or the honeypot's pretend success). */
  expect: number[]
  /** True when an accepted answer must not produce an e-mail (the honeypot). */
  silent?: boolean
}

export const VALID: ContactPayload = {
  firstName: "Ana",
  lastName: "Reyes",
  email: "ana.reyes@example.com",
  contactNumber: "+63 917 555 0101",
  company: "Reyes Logistics",
  message: "We need two accountants in Manila.",
  subject: SUBJECTS.contact,
}

const REJECTED = [422]
const limitOf = (field: ContactField): number => fieldSpec(field).max ?? 100 // a choice has no limit of its own: 101 letters are not one of its options

const nest = (depth: number): unknown => {
  let value: unknown = "deep"
  for (let i = 0; i < depth; i++) value = { value }
  return value
}

export function hostileCases(): HostileCase[] {
  const cases: HostileCase[] = []
  const add = (name: string, body: unknown, expect: number[], silent = false) => cases.push({ name, body, expect, ...(silent ? { silent } : {}) })
  const withField = (field: string, value: unknown): Record<string, unknown> => ({ ...VALID, [field]: value })

  // Not an object at all.
  for (const [name, body] of [
    ["null", null],
    ["zero", 0],
    ["number", 42],
    ["negative float", -1.5],
    ["true", true],
    ["false", false],
    ["empty string", ""],
    ["string", "firstName=Ana"],
    ["JSON in a string", JSON.stringify(VALID)],
    ["empty array", []],
    ["array of the payload", [VALID]],
    ["nested arrays", [[[]]]],
  ] as Array<[string, unknown]>) {
    add(`body: ${name}`, body, [400])
  }

  // Every field with wrong types, bounds and characters.
  for (const field of FIELD_NAMES) {
    const optional = !fieldSpec(field).required
    const multiline = fieldSpec(field).kind === "multiline"
    const missing: Record<string, unknown> = { ...VALID }
    delete missing[field]
    add(`${field}: missing`, missing, optional ? [200] : REJECTED)
    add(`${field}: null`, withField(field, null), REJECTED)
    add(`${field}: whitespace only`, withField(field, "   "), optional ? [200] : REJECTED)
    add(`${field}: number`, withField(field, 12345), REJECTED)
    add(`${field}: boolean`, withField(field, true), REJECTED)
    add(`${field}: empty array`, withField(field, []), REJECTED)
    add(`${field}: array of text`, withField(field, ["Ana"]), REJECTED)
    add(`${field}: object`, withField(field, {}), REJECTED)
    add(`${field}: operator object`, withField(field, { $ne: null }), REJECTED)
    add(`${field}: one over the limit`, withField(field, "a".repeat(limitOf(field) + 1)), REJECTED)
    add(`${field}: CRLF header injection`, withField(field, `${String(VALID[field])}\r\nBcc: victim@example.net`), multiline ? [200] : REJECTED)
    add(`${field}: NUL`, withField(field, `${String(VALID[field])}\u0000`), REJECTED)
    add(`${field}: C1 NEL`, withField(field, `${String(VALID[field])}\u0085`), REJECTED)
    add(`${field}: line separator`, withField(field, `${String(VALID[field])}\u2028Bcc: victim@example.net`), multiline ? [200] : REJECTED)
  }

  // Prototype pollution: JSON.parse makes "__proto__" an own key, as a body parser would.
  add("__proto__ with a valid payload", JSON.parse(`{"__proto__":{"polluted":true,"firstName":"x"},${JSON.stringify(VALID).slice(1)}`), [200])
  add("constructor.prototype", { ...VALID, constructor: { prototype: { polluted: true } } }, [200])
  add("__proto__ supplying a missing field", JSON.parse(`{"__proto__":{"firstName":"Ana"},${JSON.stringify({ ...VALID, firstName: undefined }).slice(1)}`), REJECTED)
  add("field holding __proto__", JSON.parse(`{"firstName":{"__proto__":{"toString":"x"}},${JSON.stringify({ ...VALID, firstName: undefined }).slice(1)}`), REJECTED)

  // Payloads that are valid text: accepted, and must arrive escaped.
  add("SQL in company", withField("company", "Robert'); DROP TABLE leads;--"), [200])
  add("HTML in message", withField("message", '<script>alert(1)</script><img src=x onerror="alert(2)">'), [200])
  add("HTML in first name", withField("firstName", "<b>Ana</b>"), [200])
  add("template syntax", withField("message", "{{7*7}} ${7*7} <%= 7*7 %>"), [200])
  add("right-to-left override", withField("lastName", "\u202eseyeR"), [200])
  add("emoji and combining marks", withField("message", "Hello 👋🏽 Z\u0351\u0362a\u0364l\u036Bg\u0361o"), [200])
  add("zero-width joiner", withField("company", "Reyes\u200dLogistics"), [200])
  add("lone surrogate", withField("message", "broken \ud800 text"), [200])

  // E-mail addresses that are not one.
  for (const email of ["ana@example", "ana@@example.com", "ana@example.com>", "Ana <ana@example.com>", "ana@example.com, other@example.net", `${"a".repeat(250)}@example.com`]) {
    add(`email: ${email.slice(0, 40)}`, withField("email", email), REJECTED)
  }

  // Types are strict: nothing is converted to text.
  add("subject: one-item array of a real subject", withField("subject", [SUBJECTS.contact]), REJECTED)
  add("email: one-item array", withField("email", [VALID.email]), REJECTED)
  add("message: number", withField("message", 42), REJECTED)

  // Line breaks and bidi controls: normalised or removed, never passed on raw.
  add("message: bare CR dot CR (SMTP smuggling)", withField("message", "Hello\r.\r\nMAIL FROM:<x@example.net>\r.\rend"), [200])
  add("firstName: bidi override", withField("firstName", "\u202eanA"), [200])
  add("company: isolates and marks", withField("company", "\u2066Reyes\u2069 \u200eLogistics\u200f"), [200])
  add("firstName: only bidi controls", withField("firstName", "\u202e\u202c"), REJECTED)

  // The call proposal: all three fields, or none.
  const call = { callDays: ["Monday", "Wednesday"], callWindow: "09:00-12:00", callTimeZone: "Asia/Manila" }
  add("call: valid", { ...VALID, ...call }, [200])
  add("call: days without window and zone", { ...VALID, callDays: ["Monday"] }, REJECTED)
  add("call: repeated day", { ...VALID, ...call, callDays: ["Monday", "Monday"] }, REJECTED)
  add("call: weekend day", { ...VALID, ...call, callDays: ["Saturday"] }, REJECTED)
  add("call: six days", { ...VALID, ...call, callDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Monday"] }, REJECTED)
  add("call: empty days", { ...VALID, ...call, callDays: [] }, REJECTED)
  add("call: days as text", { ...VALID, ...call, callDays: "Monday" }, REJECTED)
  add("call: window not offered", { ...VALID, ...call, callWindow: "18:00-21:00" }, REJECTED)
  add("call: zone unknown", { ...VALID, ...call, callTimeZone: "Mars/Olympus" }, REJECTED)
  add("call: zone as offset", { ...VALID, ...call, callTimeZone: "+08:00" }, REJECTED)
  add("call: zone too long", { ...VALID, ...call, callTimeZone: `Asia/${"x".repeat(64)}` }, REJECTED)
  add("call: zone with header", { ...VALID, ...call, callTimeZone: "Asia/Manila\r\nBcc: victim@example.net" }, REJECTED)

  // Subjects the site does not send.
  add("subject: other casing", withField("subject", SUBJECTS.leadPopup.toLowerCase()), REJECTED)
  add("subject: free text", withField("subject", "URGENT: wire transfer"), REJECTED)
  add("subject: valid plus header", withField("subject", `${SUBJECTS.leadPopup}\r\nBcc: victim@example.net`), REJECTED)

  // The honeypot: answered like a success, nothing sent.
  add("honeypot: url", { ...VALID, website: "http://spam.example" }, [200], true)
  add("honeypot: number", { ...VALID, website: 1 }, [200], true)
  add("honeypot: object", { ...VALID, website: {} }, [200], true)
  add("honeypot: with invalid fields", { website: "x", email: "not an address" }, [200], true)
  add("honeypot: empty (a person)", { ...VALID, website: "" }, [200])

  // A request cannot choose where the mail goes.
  add("routing fields", { ...VALID, to: "attacker@example.net", bcc: "attacker@example.net", from: "ceo@example.com", replyTo: "x@example.net" }, [200])
  add("deeply nested field", withField("firstName", nest(500)), REJECTED)
  add("2,000 extra keys", Object.fromEntries([...Object.entries(VALID), ...Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])]), [200])
  add("message over the body limit", withField("message", "x".repeat(70_000)), [413])
  return cases
}
