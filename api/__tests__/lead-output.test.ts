/** @jest-environment node */
/**
 * The e-mail and the webhook body of two fixture leads, byte for byte. The expected texts were written from the
 * code as it was before the lead fields became one table (api/contract/fields.ts, LEAD_FIELDS), so deriving the
 * rows and the body from that table is shown to change nothing a mailbox or a CRM receives.
 */
import { checkPayload, FIELD_NAMES, fieldSpec, SUBJECTS, type ContactField, type ContactPayload } from "../contract/fields"
import { newRecord } from "../contract/record"
import { composeLead, type LeadSubmission } from "../delivery/message"
import { webhookBody } from "../delivery/webhook"

const addresses = { to: [{ name: "Solvix sales", address: "sales@solvix.sg" }], from: { name: "Solvix website", address: "website@solvix.sg" } }
const CELL = 'style="padding:4px 12px 4px 0;vertical-align:top;text-align:left"'

/** Every field given, HTML-hostile where a field allows it, with a proposed call. */
const full: LeadSubmission = {
  id: "0b9c5a52-8a83-4c1e-9f51-0d3c2f7e1a10",
  receivedAt: "2025-11-22T10:21:05.000Z",
  page: "/contact/get-in-touch",
  payload: {
    firstName: "Ana <b>",
    lastName: 'O\'Reyes & "Sons"',
    email: "ana.reyes@example.com",
    contactNumber: "+63 917 555 0101",
    company: "Reyes & Sons <Logistics>",
    message: 'First line\n<script>alert("x")</script>\nThird line',
    subject: SUBJECTS.contact,
    callDays: ["Monday", "Wednesday"],
    callWindow: "09:00-12:00",
    callTimeZone: "Asia/Manila",
  } satisfies ContactPayload,
}
/** The popup's lead with nothing optional: no last name, no phone, no page. */
const bare: LeadSubmission = {
  id: "lead-bare-000001",
  receivedAt: "2025-12-31T16:30:00.000Z",
  page: "",
  payload: { firstName: "Maria", lastName: "N/A", email: "maria@acme.sg", contactNumber: "Not provided", company: "Acme", message: "Lead capture popup submission - interested in consultation", subject: SUBJECTS.leadPopup },
}

const expected = {
  full: {
    text: [
      "Reference:     SVX-0B9C5A52",
      "Form:          New Enquiry from Contact Form",
      "First name:    Ana <b>",
      'Last name:     O\'Reyes & "Sons"',
      "E-mail:        ana.reyes@example.com",
      "Phone:         +63 917 555 0101",
      "Company:       Reyes & Sons <Logistics>",
      "Page:          /contact/get-in-touch",
      "Received:      2025-11-22 18:21:05 SGT (UTC+08:00)",
      "Submission id: 0b9c5a52-8a83-4c1e-9f51-0d3c2f7e1a10",
      "Proposed call: Monday, Wednesday, 09:00-12:00 Asia/Manila (the visitor's time zone); confirm by e-mail",
      "",
      "Message:",
      "First line",
      '<script>alert("x")</script>',
      "Third line",
      "",
      "Reply to this e-mail to answer Ana <b> at ana.reyes@example.com.",
      "",
    ].join("\n"),
    html: [
      "<!doctype html>",
      '<html lang="en"><head><meta charset="utf-8"><title>New Enquiry from Contact Form</title></head>',
      '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
      '<h1 style="font-size:18px;margin:0 0 12px">New Enquiry from Contact Form</h1>',
      '<table role="presentation" style="border-collapse:collapse">',
      `<tr><th scope="row" ${CELL}>Reference</th><td ${CELL}>SVX-0B9C5A52</td></tr>`,
      `<tr><th scope="row" ${CELL}>Form</th><td ${CELL}>New Enquiry from Contact Form</td></tr>`,
      `<tr><th scope="row" ${CELL}>First name</th><td ${CELL}>Ana &lt;b&gt;</td></tr>`,
      `<tr><th scope="row" ${CELL}>Last name</th><td ${CELL}>O&#39;Reyes &amp; &quot;Sons&quot;</td></tr>`,
      `<tr><th scope="row" ${CELL}>E-mail</th><td ${CELL}>ana.reyes@example.com</td></tr>`,
      `<tr><th scope="row" ${CELL}>Phone</th><td ${CELL}>+63 917 555 0101</td></tr>`,
      `<tr><th scope="row" ${CELL}>Company</th><td ${CELL}>Reyes &amp; Sons &lt;Logistics&gt;</td></tr>`,
      `<tr><th scope="row" ${CELL}>Page</th><td ${CELL}>/contact/get-in-touch</td></tr>`,
      `<tr><th scope="row" ${CELL}>Received</th><td ${CELL}>2025-11-22 18:21:05 SGT (UTC+08:00)</td></tr>`,
      `<tr><th scope="row" ${CELL}>Submission id</th><td ${CELL}>0b9c5a52-8a83-4c1e-9f51-0d3c2f7e1a10</td></tr>`,
      `<tr><th scope="row" ${CELL}>Proposed call</th><td ${CELL}>Monday, Wednesday, 09:00-12:00 Asia/Manila (the visitor&#39;s time zone); confirm by e-mail</td></tr>`,
      "</table>",
      '<h2 style="font-size:16px;margin:16px 0 8px">Message</h2>',
      '<p style="white-space:pre-wrap;margin:0">First line<br>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Third line</p>',
      '<p style="color:#555;margin-top:16px">Reply to this e-mail to answer Ana &lt;b&gt; at ana.reyes@example.com.</p>',
      "</body></html>",
      "",
    ].join("\n"),
    replyTo: { name: 'Ana <b> O\'Reyes & "Sons"', address: "ana.reyes@example.com" },
    webhook:
      '{"id":"0b9c5a52-8a83-4c1e-9f51-0d3c2f7e1a10","reference":"SVX-0B9C5A52","receivedAt":"2025-11-22T10:21:05.000Z","page":"/contact/get-in-touch","form":"New Enquiry from Contact Form","firstName":"Ana <b>","lastName":"O\'Reyes & \\"Sons\\"","email":"ana.reyes@example.com","phone":"+63 917 555 0101","company":"Reyes & Sons <Logistics>","message":"First line\\n<script>alert(\\"x\\")</script>\\nThird line","proposedCall":{"days":["Monday","Wednesday"],"window":"09:00-12:00","timeZone":"Asia/Manila"}}',
  },
  bare: {
    text: [
      "Reference:     SVX-LEADBARE",
      "Form:          New Lead from Popup Form",
      "First name:    Maria",
      "Last name:     N/A",
      "E-mail:        maria@acme.sg",
      "Phone:         Not provided",
      "Company:       Acme",
      "Page:          (not given)",
      "Received:      2026-01-01 00:30:00 SGT (UTC+08:00)",
      "Submission id: lead-bare-000001",
      "",
      "Message:",
      "Lead capture popup submission - interested in consultation",
      "",
      "Reply to this e-mail to answer Maria at maria@acme.sg.",
      "",
    ].join("\n"),
    html: [
      "<!doctype html>",
      '<html lang="en"><head><meta charset="utf-8"><title>New Lead from Popup Form</title></head>',
      '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
      '<h1 style="font-size:18px;margin:0 0 12px">New Lead from Popup Form</h1>',
      '<table role="presentation" style="border-collapse:collapse">',
      `<tr><th scope="row" ${CELL}>Reference</th><td ${CELL}>SVX-LEADBARE</td></tr>`,
      `<tr><th scope="row" ${CELL}>Form</th><td ${CELL}>New Lead from Popup Form</td></tr>`,
      `<tr><th scope="row" ${CELL}>First name</th><td ${CELL}>Maria</td></tr>`,
      `<tr><th scope="row" ${CELL}>Last name</th><td ${CELL}>N/A</td></tr>`,
      `<tr><th scope="row" ${CELL}>E-mail</th><td ${CELL}>maria@acme.sg</td></tr>`,
      `<tr><th scope="row" ${CELL}>Phone</th><td ${CELL}>Not provided</td></tr>`,
      `<tr><th scope="row" ${CELL}>Company</th><td ${CELL}>Acme</td></tr>`,
      `<tr><th scope="row" ${CELL}>Page</th><td ${CELL}>(not given)</td></tr>`,
      `<tr><th scope="row" ${CELL}>Received</th><td ${CELL}>2026-01-01 00:30:00 SGT (UTC+08:00)</td></tr>`,
      `<tr><th scope="row" ${CELL}>Submission id</th><td ${CELL}>lead-bare-000001</td></tr>`,
      "</table>",
      '<h2 style="font-size:16px;margin:16px 0 8px">Message</h2>',
      '<p style="white-space:pre-wrap;margin:0">Lead capture popup submission - interested in consultation</p>',
      '<p style="color:#555;margin-top:16px">Reply to this e-mail to answer Maria at maria@acme.sg.</p>',
      "</body></html>",
      "",
    ].join("\n"),
    replyTo: { name: "Maria", address: "maria@acme.sg" },
    webhook:
      '{"id":"lead-bare-000001","reference":"SVX-LEADBARE","receivedAt":"2025-12-31T16:30:00.000Z","page":null,"form":"New Lead from Popup Form","firstName":"Maria","lastName":null,"email":"maria@acme.sg","phone":null,"company":"Acme","message":"Lead capture popup submission - interested in consultation","proposedCall":null}',
  },
}

describe.each([
  ["every field given", full, expected.full],
  ["nothing optional given", bare, expected.bare],
] as const)("a lead with %s", (_, lead, want) => {
  const mail = composeLead(lead, addresses)
  it("gives the same plain text", () => expect(mail.text).toBe(want.text))
  it("gives the same HTML, every value escaped", () => expect(mail.html).toBe(want.html))
  it("gives the same Reply-To", () => expect(mail.replyTo).toEqual(want.replyTo))
  it("gives the same webhook body, byte for byte", () => expect(webhookBody(newRecord(lead, ["email", "webhook"]))).toBe(want.webhook))
})

describe("every row of the lead field table", () => {
  // A value each kind accepts, different for every field, so each can be found where it should arrive.
  const sample = (field: ContactField): string => {
    const spec = fieldSpec(field)
    if (spec.kind === "choice") return spec.options![0]!
    if (spec.kind === "email") return `${field.toLowerCase()}@example.com`
    if (spec.kind === "phone") return "+65 6123 4567"
    return `${field} <value> & more`
  }
  const checked = checkPayload(Object.fromEntries(FIELD_NAMES.map((field) => [field, sample(field)])))
  if (!checked.ok) throw new Error(`the samples are refused: ${JSON.stringify(checked.errors)}`)
  const lead: LeadSubmission = { id: "lead-every-field-01", receivedAt: "2025-11-22T10:21:05.000Z", page: "/contact", payload: checked.value }
  const mail = composeLead(lead, addresses)
  const body = JSON.parse(webhookBody(newRecord(lead, ["email", "webhook"]))) as Record<string, unknown>

  it.each(FIELD_NAMES)("%s reaches the webhook under its key, and the e-mail in its row, escaped in the HTML", (field) => {
    const spec = fieldSpec(field)
    expect(body[spec.webhook]).toBe(sample(field))
    if (spec.mail === null) return
    expect(mail.text.split("\n")).toContainEqual(expect.stringMatching(new RegExp(`^${spec.mail}: +${sample(field).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)))
    expect(mail.html).toContain(`<th scope="row" ${CELL}>${spec.mail}</th><td ${CELL}>${sample(field).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</td>`)
  })
})
