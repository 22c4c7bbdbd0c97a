import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { employingEntityText } from "../../shared/company-facts"
import { capitalise } from "../../shared/fill"

/** Service promises that pages quote; each lives once in content/site.yaml (and is a company fact to confirm). */
export const PROMISES = ["responseTime", "shortlistTime", "callTime"] as const
export type PromiseName = (typeof PROMISES)[number]

/**
 * `<SiteFact name="responseTime" />` in MDX: "within 24 hours on working days", from content/site.yaml; also
 * shortlistTime ("5 to 10 working days") and callTime ("typically within one or two working days of your enquiry").
 */
export function SiteFact({ name, capital = false }: { name: PromiseName; capital?: boolean }) {
  const facts = useSiteFacts()
  if (!PROMISES.includes(name)) throw new Error(`<SiteFact name="${String(name)}" />: use one of ${PROMISES.join(", ")} (content/README.md)`)
  const text = facts[name]
  return <>{capital ? capitalise(text) : text}</>
}

/** "Tell us the role" → "Tell us the role; we reply within 24 hours on working days." (`responseTime`). */
export const withReplyPromise = (text: string, responseTime: string): string => `${text}; we reply ${responseTime}.`

/**
 * `<EmployingEntity country="ID" />` in MDX: "our employing entity in Indonesia", with its registered name
 * once the company has confirmed it in content/site.yaml. An unconfirmed name is never published. `capital`
 * starts it with a capital letter, for the start of a sentence.
 */
export function EmployingEntity({ country, capital = false }: { country: string; capital?: boolean }) {
  const text = employingEntityText(useSiteFacts(), country)
  return <>{capital ? capitalise(text) : text}</>
}
