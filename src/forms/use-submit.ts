import * as React from "react"
import { leadReference, type FieldErrors } from "../../api/contract/fields"
import { preloadToasts, useToast } from "../components/toast"
import { useSiteFacts } from "../hooks/use-site-facts"
import { isConfirmed } from "../shared/company-facts"
import type { SiteFacts } from "../types/content"
import { recordFormSent } from "./sent"
import { newSubmissionId, sendContactEmail, type LeadBody, type SendOptions } from "./send"

export type SubmitStatus = "idle" | "submitting" | "success" | "error"

/**
 * The fixed words after a send (docs/behaviour.md "Fixed words"): the spec's toast, word for word. The reply promise
 * is a company fact (content/site.yaml `responseTime`); the toast follows it only once the company has confirmed a
 * promise other than the spec's "within 24 hours" (DECISIONS.md, 2026-11-28), so it never promises what the
 * company does not.
 */
export const SUCCESS_TOAST = { title: "Thank you for your interest!", description: "We'll get back to you within 24 hours." } as const
export const FAILURE_TOAST = { title: "Something went wrong", description: "Please try again or contact us directly." } as const

/** The success toast's description: the spec's words, unless a confirmed reply promise says otherwise. */
export function successDescription(facts: Pick<SiteFacts, "responseTime" | "unconfirmed">): string {
  const promise = facts.responseTime.trim()
  if (!isConfirmed(facts, "responseTime") || /^within 24 hours\b/.test(promise)) return SUCCESS_TOAST.description
  return `We'll get back to you ${promise}.`
}

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
  const facts = useSiteFacts()
  const description = successDescription(facts)
  const [status, setStatus] = React.useState<SubmitStatus>("idle")
  const [fieldErrors, setFieldErrors] = React.useState<FieldErrors>({})
  const [reference, setReference] = React.useState<string | null>(null)
  const submissionId = React.useRef<string | null>(null)

  const submit = React.useCallback(
    async (payload: LeadBody): Promise<boolean> => {
      submissionId.current ??= newSubmissionId()
      setStatus("submitting")
      // The notifications' code arrives while the lead is sent, so the toast shows the moment the answer does.
      if (!successInside || !failureInside) void preloadToasts()
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
        if (!successInside) toast({ ...SUCCESS_TOAST, description })
        return true
      }
      setStatus("error")
      setFieldErrors(result.fieldErrors)
      if (!failureInside) toast({ ...FAILURE_TOAST, variant: "destructive" })
      return false
    },
    [toast, description, failureInside, successInside, fetchImpl, sleep],
  )
  /** Back to an empty form after a success ("Send another message"). */
  const again = React.useCallback(() => {
    setStatus("idle")
    setReference(null)
  }, [])
  return { status, fieldErrors, submit, again, reference, submitting: status === "submitting" }
}
