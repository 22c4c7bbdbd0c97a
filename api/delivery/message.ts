/**
 * Composes the e-mail for one lead. Pure: the same record and configuration always give the same message
 * (headers, plain text and escaped HTML), so a retried delivery sends an identical message with the same
 * Message-ID.
 */
import escapeHtml from "escape-html"
import type { Mailbox } from "../contract/settings"
import { FIELD_NAMES, fieldSpec, fieldValue, leadReference, NO_LAST_NAME, type ContactPayload } from "../contract/fields"
import type { LeadSubmission } from "../contract/record"

export type { LeadSubmission }

export interface LeadMail {
  id: string
  from: Mailbox
  to: Mailbox[]
  replyTo: Mailbox
  subject: string
  text: string
  html: string
  messageId: string
  date: Date
}

export const messageIdFor = (id: string, from: Mailbox): string => `<lead.${id}@${from.address.split("@")[1] ?? "localhost"}>`

/** Extracts the lead id from a Message-ID made by messageIdFor (used to count deliveries). */
export const leadIdFromMessageId = (messageId: string): string | null => /^<lead\.([A-Za-z0-9_-]+)@[^>]+>$/.exec(messageId.trim())?.[1] ?? null

const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000 // UTC+8 all year (no daylight saving since 1982)
const pad = (n: number): string => String(n).padStart(2, "0")

/** "2025-11-22 18:21:05 SGT (UTC+08:00)": independent of the server's time zone and ICU data. */
export function singaporeTime(date: Date): string {
  const sg = new Date(date.getTime() + SINGAPORE_OFFSET_MS)
  return `${sg.getUTCFullYear()}-${pad(sg.getUTCMonth() + 1)}-${pad(sg.getUTCDate())} ${pad(sg.getUTCHours())}:${pad(sg.getUTCMinutes())}:${pad(sg.getUTCSeconds())} SGT (UTC+08:00)`
}

/** "Monday, Wednesday, 09:00-12:00 Asia/Manila (the visitor's time zone); confirm by e-mail", or null. */
export function proposedCall(payload: ContactPayload): string | null {
  const { callDays, callWindow, callTimeZone } = payload
  if (!callDays || !callWindow || !callTimeZone) return null
  return `${callDays.join(", ")}, ${callWindow} ${callTimeZone} (the visitor's time zone); confirm by e-mail`
}

/** The labelled rows of the message: the reference, every field with a `mail` row in the table's order, then where and when. */
export function leadRows(lead: LeadSubmission): Array<[label: string, value: string]> {
  const { payload } = lead
  const call = proposedCall(payload)
  return [
    ["Reference", leadReference(lead.id)],
    ...FIELD_NAMES.flatMap((field): Array<[string, string]> => {
      const row = fieldSpec(field).mail
      return row === null ? [] : [[row, fieldValue(payload, field)]]
    }),
    ["Page", lead.page || "(not given)"],
    ["Received", singaporeTime(new Date(lead.receivedAt))],
    ["Submission id", lead.id],
    ...(call ? [["Proposed call", call] as [string, string]] : []),
  ]
}

export function composeLead(lead: LeadSubmission, addresses: { to: Mailbox[]; from: Mailbox }): LeadMail {
  const { payload } = lead
  const rows = leadRows(lead)
  const width = Math.max(...rows.map(([label]) => label.length)) + 2
  const text = [...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`), "", "Message:", payload.message, "", `Reply to this e-mail to answer ${payload.firstName} at ${payload.email}.`, ""].join("\n")
  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left"
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(payload.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(payload.subject)}</h1>`,
    '<table role="presentation" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><th scope="row" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`),
    "</table>",
    '<h2 style="font-size:16px;margin:16px 0 8px">Message</h2>',
    `<p style="white-space:pre-wrap;margin:0">${escapeHtml(payload.message).replace(/\r\n|\r|\n/g, "<br>")}</p>`,
    `<p style="color:#555;margin-top:16px">Reply to this e-mail to answer ${escapeHtml(payload.firstName)} at ${escapeHtml(payload.email)}.</p>`,
    "</body></html>",
    "",
  ].join("\n")
  return {
    id: lead.id,
    from: addresses.from,
    to: addresses.to,
    replyTo: { name: [payload.firstName, payload.lastName === NO_LAST_NAME ? "" : payload.lastName].join(" ").trim(), address: payload.email },
    subject: payload.subject,
    text,
    html,
    messageId: messageIdFor(lead.id, addresses.from),
    date: new Date(lead.receivedAt),
  }
}
