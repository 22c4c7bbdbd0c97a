import * as React from "react"
import { CircleCheck } from "lucide-react"
import { Button } from "../components/button"
import { useSiteFacts } from "../hooks/use-site-facts"
import { SUCCESS_TOAST } from "./use-submit"

interface SentPanelProps {
  /** SVX-… from the submission id (useSubmit). */
  reference: string
  /** Where the reply goes. */
  email: string
  /** What the team does next, after the reply promise; one sentence. */
  next?: string
  actionLabel: string
  onAction: () => void
}

/**
 * What stays in a form's place after it is sent (the toast says thanks for a moment only): the thanks,
 * when and how we reply (content/site.yaml `responseTime`), and a reference. Its heading takes focus, so
 * a screen reader hears it and keyboard users continue from here.
 */
export function SentPanel({ reference, email, next, actionLabel, onAction }: SentPanelProps) {
  const facts = useSiteFacts()
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => heading.current?.focus(), [])
  return (
    <div data-testid="sent-panel" css={(t) => ({ display: "grid", gap: t.space.sm, padding: t.space.lg, borderRadius: t.radii.md, background: t.colors.successSoft, border: `1px solid ${t.colors.success}`, "& p": { margin: 0 } })}>
      <h3 ref={heading} tabIndex={-1} css={(t) => ({ display: "flex", alignItems: "center", gap: t.space.xs, margin: 0, fontSize: t.fontSizes.lg, color: t.colors.success, "&:focus": { outline: "none" } })}>
        <CircleCheck size={22} aria-hidden="true" css={{ flexShrink: 0 }} />
        {SUCCESS_TOAST.title}
      </h3>
      <p>
        We reply {facts.responseTime}, by e-mail to <strong css={{ overflowWrap: "anywhere" }}>{email}</strong>.{next ? ` ${next}` : ""}
      </p>
      <p>
        Your reference is <strong css={(t) => ({ fontFamily: t.fonts.mono })}>{reference}</strong>. Mention it if you write to us about this enquiry.
      </p>
      <div>
        <Button variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      </div>
    </div>
  )
}
