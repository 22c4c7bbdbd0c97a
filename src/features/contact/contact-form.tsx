import * as React from "react"
import { contactPayload, EMPTY_CONTACT, FORM_RULES, formControl, type FormField } from "../../../api/contract/fields"
import { Button } from "../../components/button"
import { dialogActions } from "../../components/dialog-actions"
import { part } from "../../framework/parts"
import { SmartLink } from "../../components/smart-link"
import { Field, FormError, Honeypot, useFormValues } from "../../forms/field"
import { useSubmit } from "../../forms/use-submit"
import { useValidation } from "../../forms/use-validation"
import type { Rules } from "../../forms/validate"
import { browserTimeZone, callFields, checkCall, type CallErrors } from "./call-proposal"

/**
 * Parts of the form a page does not need before it hydrates, each a chunk of its own (src/framework/parts.tsx):
 * the call's days and times, which only /contact/get-in-touch shows (the server renders them at once and the browser
 * keeps that HTML until their code has arrived; fetched as this module loads when the app moves to such a page),
 * and the thanks after sending, fetched as the form is sent, so it is there when the answer comes.
 */
const { CallFields } = part(() => import("./call-fields"), ["CallFields"], { withModule: true })
export const sentPanelPart = part(() => import("../../forms/sent-panel"), ["SentPanel"])
const { SentPanel } = sentPanelPart

/** The form's values: one per field of the lead field table it asks for (api/contract/fields.ts), and the call's time zone. */
const EMPTY = { ...EMPTY_CONTACT, callTimeZone: "" }
type Key = keyof typeof EMPTY

const RULES: Rules<Key> = FORM_RULES
const { message: _message, ...CALL_RULES } = RULES

/** Sent as the message when a visitor proposes a call and writes nothing else. */
export const CALL_MESSAGE = "Please confirm a discovery call at one of the proposed times."

/** `message`: the contact form; `call` (/contact/get-in-touch): it also proposes a discovery call. */
export type ContactVariant = "message" | "call"

/**
 * The full contact form (docs/behaviour.md "Leads"): in the contact popup and on /contact. The `call` variant, on
 * /contact/get-in-touch, also proposes a discovery call (days, time window, time zone) and makes the
 * message optional. On failure everything typed stays; on success the form gives way to a thank-you
 * with a reference.
 */
interface ContactFormProps {
  variant?: ContactVariant
  initialMessage?: string
  idPrefix?: string
  /** Receives the first field, so a dialog can focus it when it opens. */
  firstFieldRef?: React.Ref<HTMLInputElement & HTMLTextAreaElement>
  /** The button under the thank-you: in a dialog, "Done" closes it; on a page, back to an empty form. */
  doneAction?: { label: string; onClick: () => void }
  /** In the contact popup: a failure is told inside the dialog, not by a toast under its overlay. */
  inDialog?: boolean
}

export function ContactForm({ variant = "message", initialMessage = "", idPrefix = "contact", firstFieldRef, doneAction, inDialog = false }: ContactFormProps) {
  const isCall = variant === "call"
  const { values, set, reset, setValues, form } = useFormValues({ ...EMPTY, message: initialMessage })
  const [website, setWebsite] = React.useState("")
  const [days, setDays] = React.useState<string[]>([])
  const [callWindow, setCallWindow] = React.useState("")
  const [callErrors, setCallErrors] = React.useState<CallErrors>({})
  const [sentTo, setSentTo] = React.useState("")
  const { submit, again, reference, submitting, fieldErrors, status } = useSubmit({ failureInside: inDialog, successInside: inDialog })
  const { errors, blur, check } = useValidation(values, isCall ? CALL_RULES : RULES, form)

  React.useEffect(() => {
    if (isCall) setValues((v) => (v.callTimeZone === "" ? { ...v, callTimeZone: browserTimeZone() } : v))
  }, [isCall, setValues])
  const call = { days, window: callWindow, timeZone: values.callTimeZone }
  // An error shown for the call goes as soon as that part is chosen: a changed call is re-checked in the same render.
  const [checkedCall, setCheckedCall] = React.useState(call)
  if (checkedCall.days !== days || checkedCall.window !== callWindow || checkedCall.timeZone !== values.callTimeZone) {
    setCheckedCall(call)
    setCallErrors((shown) => (Object.keys(shown).length === 0 ? shown : checkCall(call)))
  }

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const fieldsOk = check()
    const callCheck = isCall ? checkCall(call) : {}
    setCallErrors(callCheck)
    if (!fieldsOk) return
    if (Object.keys(callCheck).length > 0) {
      const first = callCheck.callDays ? "callDays" : callCheck.callWindow ? "callWindow" : "callTimeZone"
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
      return
    }
    const body = contactPayload(values)
    void sentPanelPart.preload()
    const ok = await submit({
      ...body,
      ...(isCall ? { message: body.message || CALL_MESSAGE, ...callFields(call) } : {}),
      ...(website ? { website } : {}),
    })
    if (ok) {
      setSentTo(body.email)
      reset()
      setDays([])
      setCallWindow("")
      if (isCall) setValues((v) => ({ ...v, callTimeZone: call.timeZone }))
    }
  }

  if (status === "success" && reference) {
    return (
      <SentPanel
        reference={reference}
        email={sentTo}
        next={isCall ? "We confirm the call by e-mail with a time from the days you chose, or suggest another if none is free." : undefined}
        actionLabel={doneAction?.label ?? "Send another message"}
        onAction={doneAction?.onClick ?? again}
      />
    )
  }

  const err = (key: Key, server?: string) => errors[key] ?? server
  /** A field's control as the lead field table describes it: name, label, type, limit, value, checks and messages. */
  const control = <K extends FormField>(field: K) => {
    const { name, ...attributes } = formControl(field)
    return { ...attributes, id: `${idPrefix}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, name, value: values[name], onChange: set(name), onBlur: RULES[name] ? blur(name) : undefined, error: err(name, fieldErrors[field]) }
  }
  return (
    <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={isCall ? "Discovery call request" : "Contact form"} css={{ display: "grid", gap: "0.9rem", position: "relative" }}>
      <div css={{ display: "grid", gap: "0.9rem", gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))" }}>
        <Field ref={firstFieldRef} {...control("firstName")} />
        <Field {...control("lastName")} />
      </div>
      <div css={{ display: "grid", gap: "0.9rem", gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))" }}>
        <Field {...control("email")} />
        <Field {...control("contactNumber")} />
      </div>
      <Field {...control("company")} />
      {isCall && <CallFields idPrefix={idPrefix} days={days} onDays={setDays} window={callWindow} onWindow={setCallWindow} timeZone={values.callTimeZone} onTimeZone={set("callTimeZone")} errors={callErrors} />}
      <Field {...control("message")} multiline {...(isCall ? { label: "What would you like to discuss? (optional)", required: false } : {})} placeholder="The roles, the country, how many people and when you would like them to start." />
      <Honeypot value={website} onChange={setWebsite} />
      <FormError show={status === "error"} destructive={inDialog} />
      <div css={inDialog ? dialogActions : undefined}>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Sending..." : isCall ? "Request a call" : "Send message"}
        </Button>
      </div>
      <p css={(t) => ({ margin: 0, fontSize: t.fontSizes.xs, color: t.colors.muted })}>
        {isCall ? "We confirm the call by e-mail; nothing is booked until you have that e-mail. " : ""}Fields marked * are required. We use your details only to reply to you; see our <SmartLink to="/privacy-policy">privacy policy</SmartLink>.
      </p>
    </form>
  )
}
