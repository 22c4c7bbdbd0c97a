/** @jest-environment node */
import escapeHtml from "escape-html"
import nodemailer from "nodemailer"
import { checkPayload, SUBJECTS, type ContactPayload } from "../contract/fields"
import { mailOptions } from "../delivery/email"
import { composeLead, leadIdFromMessageId, messageIdFor, singaporeTime, type LeadSubmission } from "../delivery/message"
import { parseMail } from "../test-support/smtp-sink"

const payload: ContactPayload = {
  firstName: "Ana",
  lastName: "Reyes",
  email: "ana.reyes@example.com",
  contactNumber: "+63 917 555 0101",
  company: "Reyes & Sons <Logistics>",
  message: 'First line\n<script>alert("x")</script>\nThird line',
  subject: SUBJECTS.contact,
}
const lead: LeadSubmission = { id: "0b9c5a52-8a83-4c1e-9f51-0d3c2f7e1a10", receivedAt: "2025-11-22T10:21:05.000Z", page: "/contact", payload }
const addresses = { to: [{ name: "Solvix sales", address: "sales@solvix.sg" }], from: { name: "Solvix website", address: "website@solvix.sg" } }

/** The message as nodemailer serialises it for the wire. */
async function raw(mail: ReturnType<typeof composeLead>): Promise<string> {
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }).sendMail(mailOptions(mail))
  return (info.message as Buffer).toString("utf8")
}

describe("composeLead", () => {
  const mail = composeLead(lead, addresses)

  it("addresses the company inbox from configuration and replies to the visitor", () => {
    expect(mail.to).toEqual(addresses.to)
    expect(mail.from).toEqual(addresses.from)
    expect(mail.replyTo).toEqual({ name: "Ana Reyes", address: "ana.reyes@example.com" })
    expect(mail.subject).toBe(SUBJECTS.contact)
  })

  it("leaves 'N/A' out of the Reply-To name", () => {
    expect(composeLead({ ...lead, payload: { ...payload, lastName: "N/A" } }, addresses).replyTo.name).toBe("Ana")
  })

  it("derives the Message-ID from the submission id, and the id back from it", () => {
    expect(mail.messageId).toBe("<lead.0b9c5a52-8a83-4c1e-9f51-0d3c2f7e1a10@solvix.sg>")
    expect(messageIdFor(lead.id, addresses.from)).toBe(mail.messageId)
    expect(leadIdFromMessageId(mail.messageId)).toBe(lead.id)
    expect(leadIdFromMessageId("<abc@example.com>")).toBeNull()
  })

  it("puts every field, the page and the Singapore time in the text", () => {
    for (const value of [payload.firstName, payload.lastName, payload.email, payload.contactNumber, payload.company, payload.message, payload.subject]) {
      expect(mail.text).toContain(value)
    }
    expect(mail.text).toContain("/contact")
    expect(mail.text).toContain("2025-11-22 18:21:05 SGT (UTC+08:00)")
    expect(mail.text).toContain(lead.id)
  })

  it("escapes every value in the HTML", () => {
    expect(mail.html).not.toContain("<script>")
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
    expect(mail.html).toContain("Reyes &amp; Sons &lt;Logistics&gt;")
    expect(mail.html).toContain("First line<br>&lt;script&gt;")
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
  })

  it("escapes the first name wherever the HTML shows it", () => {
    const firstName = "<img src=x onerror=alert(1)>"
    const hostile = composeLead({ ...lead, payload: { ...payload, firstName } }, addresses)
    expect(hostile.html).not.toContain("<img")
    // As often as the plain text names the visitor: in its row and in the closing "Reply to this e-mail to answer …".
    const times = (text: string, part: string) => text.split(part).length - 1
    expect(times(hostile.text, firstName)).toBe(2)
    expect(times(hostile.html, "&lt;img src=x onerror=alert(1)&gt;")).toBe(2)
  })

  it("says when the page is unknown", () => {
    expect(composeLead({ ...lead, page: "" }, addresses).text).toMatch(/Page:\s+\(not given\)/)
  })

  it("is the same message every time (a retry sends an identical mail)", () => {
    expect(composeLead(lead, addresses)).toEqual(mail)
  })

  it("serialises to RFC 5322 headers with exactly the configured recipient", async () => {
    const wire = await raw(mail)
    // RFC 5322 section 2.1: lines end in CRLF, in the body as in the header; no bare LF (nodemailer 6 left the
    // visitor's own line breaks bare in the text part; 10 writes CRLF throughout).
    expect(wire).not.toMatch(/(?<!\r)\n/)
    const message = parseMail(wire)
    expect(message.headers.get("to")).toBe("Solvix sales <sales@solvix.sg>")
    expect(message.headers.get("from")).toBe("Solvix website <website@solvix.sg>")
    expect(message.headers.get("reply-to")).toBe("Ana Reyes <ana.reyes@example.com>")
    expect(message.headers.get("subject")).toBe(SUBJECTS.contact)
    expect(message.headers.get("message-id")).toBe(mail.messageId)
    expect(message.headers.get("auto-submitted")).toBe("auto-generated")
    expect(message.headers.has("bcc")).toBe(false)
    expect(message.headers.has("cc")).toBe(false)
    expect(message.text).toContain(payload.message.replace(/\n/g, "\r\n"))
    expect(message.html).toContain("&lt;script&gt;")
  })
})

describe("header injection", () => {
  const attempts: Array<[keyof ContactPayload, string]> = [
    ["firstName", "Ana\r\nBcc: victim@example.net"],
    ["lastName", "Reyes\nTo: victim@example.net"],
    ["lastName", "Reyes\rSubject: hi"],
    ["firstName", "Ana\u2028Bcc: victim@example.net"],
    ["firstName", "Ana\u0085Bcc: victim@example.net"],
    ["email", "ana@example.com\r\nBcc: victim@example.net"],
    ["email", "ana@example.com,victim@example.net"],
    ["company", "Acme\u0000\r\nX-Evil: 1"],
    ["subject", `${SUBJECTS.contact}\r\nBcc: victim@example.net`],
    ["subject", "Anything else"],
  ]
  it.each(attempts)("%s = %j is rejected by validation, naming the field", (field, value) => {
    const checked = checkPayload({ ...payload, [field]: value })
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.errors[field]).toEqual(expect.any(String))
  })

  it("keeps a name that validation allows on one header line, encoded", async () => {
    const mail = composeLead({ ...lead, payload: { ...payload, firstName: 'Zoë "Z"', lastName: "O'Brien, Jr. <ceo@x.com>" } }, addresses)
    const text = await raw(mail)
    const replyTo = text.split("\r\n").filter((line) => /^Reply-To:/i.test(line))
    expect(replyTo).toHaveLength(1)
    const parsed = parseMail(text).headers.get("reply-to") ?? ""
    expect(parsed).toContain("<ana.reyes@example.com>")
    expect(parsed).not.toMatch(/<ceo@x\.com>$/)
  })
})

describe("singaporeTime", () => {
  it("is UTC+8 whatever the server's zone", () => {
    expect(singaporeTime(new Date("2025-12-31T16:30:00Z"))).toBe("2026-01-01 00:30:00 SGT (UTC+08:00)")
  })
})
