import * as React from "react"
import { FORM_RULES, formControl, leadPayload, LIMITS } from "../../../api/contract/fields"
import { Modal } from "../../components/modal"
import { dialogActions } from "../../components/dialog-actions"
import { Button } from "../../components/button"
import { SmartLink } from "../../components/smart-link"
import { Field, FormError, Honeypot, useFormValues } from "../../forms/field"
import { useSubmit } from "../../forms/use-submit"
import { useValidation } from "../../forms/use-validation"
import type { Rules } from "../../forms/validate"

/** The popup's fixed words (docs/behaviour.md "The lead-capture popup"). */
export const LEAD_HEADING = "Get Your Free Consultation"
export const LEAD_DESCRIPTION = "Discover how we can help you scale your business with top remote talent from Southeast Asia."
/** The submit button's words; on phones the bottom sheet's button too, which opens this form (lead-sheet.tsx). */
export const LEAD_SUBMIT = "Get Free Consultation"

/** The name is one field here (split by leadPayload); e-mail, company and phone are the contact form's (api/contract/fields.ts). */
const RULES: Rules<"name" | "email" | "company" | "phone" | "message"> = {
  name: { required: "Enter your name" },
  email: FORM_RULES.email,
  company: FORM_RULES.company,
}

interface LeadDialogProps {
  isOpen: boolean
  onDismiss: () => void
  onSuccess: () => void
}

export default function LeadDialog({ isOpen, onDismiss, onSuccess }: LeadDialogProps) {
  const { values, set, reset, form } = useFormValues({ name: "", email: "", company: "", phone: "", message: "" })
  const [website, setWebsite] = React.useState("")
  const { submit, submitting, fieldErrors, status } = useSubmit({ failureInside: true })
  const firstField = React.useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const { errors, blur, check } = useValidation(values, RULES, form)

  // docs/behaviour.md "The lead-capture popup": on success the form is cleared and the popup closes (the toast thanks the visitor).
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (!check()) return
    const ok = await submit({ ...leadPayload(values), ...(website ? { website } : {}) })
    if (ok) {
      reset()
      onSuccess()
    }
  }

  const nameError = errors.name ?? fieldErrors.firstName ?? fieldErrors.lastName
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} labelledBy="lead-capture-title" describedBy="lead-capture-description" initialFocusRef={firstField}>
      <h2 id="lead-capture-title" css={(t) => ({ fontSize: t.fontSizes.xl, marginRight: t.space.xl })}>
        {LEAD_HEADING}
      </h2>
      <p id="lead-capture-description" css={(t) => ({ color: t.colors.muted })}>
        {LEAD_DESCRIPTION}
      </p>
      <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate css={{ display: "grid", gap: "0.75rem", position: "relative" }}>
        <Field ref={firstField} label="Your name *" name="name" placeholder="Your Name*" required autoComplete="name" maxLength={LIMITS.firstName + LIMITS.lastName} value={values.name} onChange={set("name")} onBlur={blur("name")} error={nameError} />
        <Field {...formControl("email")} placeholder="Work Email*" value={values.email} onChange={set("email")} onBlur={blur("email")} error={errors.email ?? fieldErrors.email} />
        <Field {...formControl("company")} placeholder="Company Name*" value={values.company} onChange={set("company")} onBlur={blur("company")} error={errors.company ?? fieldErrors.company} />
        <Field {...formControl("contactNumber")} placeholder="Phone Number" value={values.phone} onChange={set("phone")} error={fieldErrors.contactNumber} />
        <Field multiline label="Your staffing needs (optional)" name="message" placeholder="Tell us about your staffing needs (optional)" maxLength={LIMITS.message} value={values.message} onChange={set("message")} error={fieldErrors.message} />
        <Honeypot value={website} onChange={setWebsite} />
        <FormError show={status === "error"} destructive />
        <div css={dialogActions}>
          <Button type="submit" size="lg" disabled={submitting} css={{ width: "100%" }}>
            {submitting ? "Submitting..." : LEAD_SUBMIT}
          </Button>
        </div>
        <p css={(t) => ({ margin: 0, fontSize: t.fontSizes.xs, color: t.colors.muted, textAlign: "center" })}>
          By submitting this form, you agree to our <SmartLink to="/privacy-policy">privacy policy</SmartLink> and <SmartLink to="/standard-terms-of-services">terms of service</SmartLink>.
        </p>
      </form>
    </Modal>
  )
}
