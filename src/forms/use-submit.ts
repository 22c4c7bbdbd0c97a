import * as React from "react"
import { leadReference, type FieldErrors } from "../../api/contract/fields"
import { useToast } from "../components/toast"
import { useSiteFacts } from "../hooks/use-site-facts"
import { fill } from "../shared/labels"
import { recordFormSent } from "./sent"
import { newSubmissionId, sendContactEmail, type LeadBody, type SendOptions } from "./send"

export type SubmitStatus = "idle" | "submitting" | "success" | "error"

/**
 * The fixed words after a send (docs/behaviour.md "Fixed words"). The thanks end with the reply promise, a company
 * fact of content/site.yaml (`responseTime`), so the toast never promises more, or other, than the pages do.
 */
export const SUCCESS_TOAST = { title: "Thank you for your interest!", description: "We'll get back to you {responseTime}." } as const
export const FAILURE_TOAST = { title: "Something went wrong", description: "Please try again or contact us directly." } as const

declare const process: { env: Record<string, string | undefined> }
const SITE_KEY = process.env.GATSBY_PUBLIC_SITE_KEY

/**
 * One submit flow for every form: idle → submitting → success | error, with toasts. The submission id
 * stays the same until a submission succeeds, so pressing the button again after a failure cannot
 * deliver the same lead twice. A success is remembered in this browser (the lead popup then stays away)
 * and gives the visitor a reference made from the submission id, which the team sees too.
 */
interface Placement {
  /** The form is in a dialog that stays open on failure: the failure is told inside it (FormError). */
  failureInside?: boolean
  /** The form is in a dialog that stays open on success: the thanks are told inside it (SentPanel). */
  successInside?: boolean
}

export function useSubmit({ failureInside = false, successInside = false, fetchImpl, sleep }: Partial<Pick<SendOptions, "fetchImpl" | "sleep">> & Placement = {}) {
  const { toast } = useToast()
  const { responseTime } = useSiteFacts()
  const [status, setStatus] = React.useState<SubmitStatus>("idle")
  const [fieldErrors, setFieldErrors] = React.useState<FieldErrors>({})
  const [reference, setReference] = React.useState<string | null>(null)
  const submissionId = React.useRef<string | null>(null)

  const submit = React.useCallback(
    async (payload: LeadBody): Promise<boolean> => {
      submissionId.current ??= newSubmissionId()
      setStatus("submitting")
      setFieldErrors({})
      const result = await sendContactEmail(payload, {
        submissionId: submissionId.current,
        page: typeof window === "undefined" ? "" : window.location.pathname,
        siteKey: SITE_KEY,
        fetchImpl,
        sleep,
      })
      if (result.ok) {
        setReference(leadReference(submissionId.current))
        submissionId.current = null
        recordFormSent(Date.now())
        setStatus("success")
        // A toast would sit under an open dialog's overlay, hidden from assistive technology.
        if (!successInside) toast({ ...SUCCESS_TOAST, description: fill(SUCCESS_TOAST.description, { responseTime }) })
        return true
      }
      setStatus("error")
      setFieldErrors(result.fieldErrors)
      if (!failureInside) toast({ ...FAILURE_TOAST, variant: "destructive" })
      return false
    },
    [toast, responseTime, failureInside, successInside, fetchImpl, sleep],
  )
  /** Back to an empty form after a success ("Send another message"). */
  const again = React.useCallback(() => {
    setStatus("idle")
    setReference(null)
  }, [])
  return { status, fieldErrors, submit, again, reference, submitting: status === "submitting" }
}
