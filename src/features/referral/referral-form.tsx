import * as React from "react"
import { LIMITS, referralPayload } from "../../../api/contract/fields"
import { Button } from "../../components/button"
import { Field, FieldError, FormError, Honeypot, useFormValues } from "../../forms/field"
import { SentPanel } from "../../forms/sent-panel"
import { useSubmit } from "../../forms/use-submit"
import { useValidation } from "../../forms/use-validation"
import type { Rules } from "../../forms/validate"

const EMPTY = { yourName: "", yourEmail: "", yourPhone: "", contactName: "", contactEmail: "", contactCompany: "", contactPhone: "", notes: "" }

type Key = keyof typeof EMPTY
const RULES: Rules<Key> = {
  yourName: { required: "Enter your name" },
  yourEmail: { required: "Enter your e-mail", email: true },
  contactName: { required: "Enter the name of the person you are referring" },
  contactEmail: { required: "Enter their work e-mail", email: true },
  contactCompany: { required: "Enter their company's name" },
}
const CONSENT_MESSAGE = "Tick this box to confirm you may share their details"

/** The Refer & Earn form: sent through send-contact-email with its own subject. */
export function ReferralForm() {
  const { values, set, reset, form } = useFormValues(EMPTY)
  const [website, setWebsite] = React.useState("")
  const [consent, setConsent] = React.useState(false)
  const [consentError, setConsentError] = React.useState(false)
  const [sentTo, setSentTo] = React.useState("")
  const { submit, again, reference, submitting, fieldErrors, status } = useSubmit()
  const { errors, blur, check } = useValidation(values, RULES, form)
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const fieldsOk = check()
    setConsentError(!consent)
    if (!fieldsOk) return
    if (!consent) {
      form.current?.querySelector<HTMLInputElement>('[name="consent"]')?.focus()
      return
    }
    if (await submit({ ...referralPayload(values), ...(website ? { website } : {}) })) {
      setSentTo(values.yourEmail.trim())
      reset()
      setConsent(false)
    }
  }
  const err = (key: Key, server?: string) => errors[key] ?? server
  const legend = (t: import("@emotion/react").Theme) => ({ fontFamily: t.fonts.heading, fontSize: t.fontSizes.lg, fontWeight: 650, color: t.colors.navy, padding: 0, marginBottom: t.space.sm })
  const fieldset = { border: 0, padding: 0, margin: 0, display: "grid", gap: "0.9rem", gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" }
  return (
    <section id="referral-form" aria-labelledby="referral-heading" css={(t) => ({ marginTop: t.space.xxl, maxWidth: "48rem", padding: t.space.xl, borderRadius: t.radii.lg, border: `1px solid ${t.colors.border}`, boxShadow: t.shadows.card })}>
      <h2 id="referral-heading">Make a referral</h2>
      {status === "success" && reference ? (
        <SentPanel reference={reference} email={sentTo} next="We contact the business you referred only as you described, and tell you how it goes." actionLabel="Refer another business" onAction={again} />
      ) : (
        <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="referral-heading" css={{ display: "grid", gap: "1.5rem", position: "relative" }}>
          <fieldset css={fieldset}>
            <legend css={legend}>About you</legend>
            <Field
              label="Your name *"
              name="yourName"
              required
              autoComplete="name"
              maxLength={LIMITS.firstName + LIMITS.lastName}
              value={values.yourName}
              onChange={set("yourName")}
              onBlur={blur("yourName")}
              error={err("yourName", fieldErrors.firstName ?? fieldErrors.lastName)}
            />
            <Field label="Your e-mail *" name="yourEmail" type="email" required autoComplete="email" maxLength={LIMITS.email} value={values.yourEmail} onChange={set("yourEmail")} onBlur={blur("yourEmail")} error={err("yourEmail", fieldErrors.email)} />
            <Field label="Your phone (optional)" name="yourPhone" type="tel" autoComplete="tel" maxLength={LIMITS.contactNumber} value={values.yourPhone} onChange={set("yourPhone")} error={fieldErrors.contactNumber} />
          </fieldset>
          <fieldset css={fieldset}>
            <legend css={legend}>The business you are referring</legend>
            <Field label="Contact's name *" name="contactName" required maxLength={LIMITS.firstName + LIMITS.lastName} value={values.contactName} onChange={set("contactName")} onBlur={blur("contactName")} error={errors.contactName} />
            <Field label="Contact's work e-mail *" name="contactEmail" type="email" required maxLength={LIMITS.email} value={values.contactEmail} onChange={set("contactEmail")} onBlur={blur("contactEmail")} error={errors.contactEmail} />
            <Field label="Company *" name="contactCompany" required maxLength={LIMITS.company} value={values.contactCompany} onChange={set("contactCompany")} onBlur={blur("contactCompany")} error={err("contactCompany", fieldErrors.company)} />
            <Field label="Contact's phone (optional)" name="contactPhone" type="tel" maxLength={LIMITS.contactNumber} value={values.contactPhone} onChange={set("contactPhone")} />
          </fieldset>
          <Field multiline label="What do they need? (optional)" name="notes" maxLength={2000} value={values.notes} onChange={set("notes")} error={fieldErrors.message} />
          <div css={{ display: "grid", gap: "0.3rem" }}>
            <label css={{ display: "flex", gap: "0.6rem", alignItems: "flex-start" }}>
              <input
                type="checkbox"
                name="consent"
                required
                checked={consent}
                onChange={(e) => {
                  setConsent(e.target.checked)
                  if (e.target.checked) setConsentError(false)
                }}
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? "referral-consent-error" : undefined}
                css={{ width: 20, height: 20, marginTop: 3 }}
              />
              <span>I have the contact&apos;s permission to share their details with Solvix. *</span>
            </label>
            {consentError && <FieldError id="referral-consent-error">{CONSENT_MESSAGE}</FieldError>}
          </div>
          <Honeypot value={website} onChange={setWebsite} />
          <FormError show={status === "error"} />
          <div>
            <Button type="submit" size="lg" disabled={submitting}>
              {submitting ? "Sending..." : "Send referral"}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
