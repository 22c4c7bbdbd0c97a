import * as React from "react"
import { contactPayload, LIMITS } from "../../../api/contact-fields"
import { Button } from "../../components/button"
import { Field, FormError, Honeypot, useFormValues } from "../leads/field"
import { useSubmit } from "../leads/use-submit"

const EMPTY = { firstName: "", lastName: "", email: "", phone: "", company: "", message: "" }

/**
 * The full contact form (DECISIONS.md): in the contact popup and on /contact and /contact/get-in-touch.
 * On failure everything typed stays; on success the form clears.
 */
interface ContactFormProps {
  initialMessage?: string
  onSuccess?: () => void
  idPrefix?: string
  /** Receives the first field, so a dialog can focus it when it opens. */
  firstFieldRef?: React.Ref<HTMLInputElement & HTMLTextAreaElement>
}

export function ContactForm({ initialMessage = "", onSuccess, idPrefix = "contact", firstFieldRef }: ContactFormProps) {
  const { values, set, reset, form } = useFormValues({ ...EMPTY, message: initialMessage })
  const [website, setWebsite] = React.useState("")
  const { submit, submitting, fieldErrors, status } = useSubmit()

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const ok = await submit({ ...contactPayload(values), ...(website ? { website } : {}) })
    if (ok) {
      reset()
      onSuccess?.()
    }
  }

  return (
    <form ref={form} onSubmit={onSubmit} aria-label="Contact form" css={{ display: "grid", gap: "0.9rem", position: "relative" }}>
      <div css={{ display: "grid", gap: "0.9rem", gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))" }}>
        <Field ref={firstFieldRef} id={`${idPrefix}-first-name`} label="First name *" name="firstName" required autoComplete="given-name" maxLength={LIMITS.firstName} value={values.firstName} onChange={set("firstName")} error={fieldErrors.firstName} />
        <Field id={`${idPrefix}-last-name`} label="Last name" name="lastName" autoComplete="family-name" maxLength={LIMITS.lastName} value={values.lastName} onChange={set("lastName")} error={fieldErrors.lastName} />
      </div>
      <div css={{ display: "grid", gap: "0.9rem", gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))" }}>
        <Field id={`${idPrefix}-email`} label="Work e-mail *" name="email" type="email" required autoComplete="email" maxLength={LIMITS.email} value={values.email} onChange={set("email")} error={fieldErrors.email} />
        <Field id={`${idPrefix}-phone`} label="Phone (optional)" name="phone" type="tel" autoComplete="tel" maxLength={LIMITS.contactNumber} value={values.phone} onChange={set("phone")} error={fieldErrors.contactNumber} />
      </div>
      <Field id={`${idPrefix}-company`} label="Company *" name="company" required autoComplete="organization" maxLength={LIMITS.company} value={values.company} onChange={set("company")} error={fieldErrors.company} />
      <Field id={`${idPrefix}-message`} multiline label="How can we help? *" name="message" required maxLength={LIMITS.message} placeholder="The roles, the country, how many people and when you would like them to start." value={values.message} onChange={set("message")} error={fieldErrors.message} />
      <Honeypot value={website} onChange={setWebsite} />
      <FormError show={status === "error"} />
      <div>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Sending..." : "Send message"}
        </Button>
      </div>
      <p css={(t) => ({ margin: 0, fontSize: t.fontSizes.xs, color: t.colors.muted })}>Fields marked * are required. We use your details only to reply to you; see our privacy policy.</p>
    </form>
  )
}
