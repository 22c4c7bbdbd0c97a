import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { fill } from "../../shared/fill"
import { ContactButton } from "../contact-button"
import { calculatorHref } from "../mdx/calculator-link"
import { countryInText } from "../../data/countries"
import { RailCallToAction } from "./page-rail"
import { withReplyPromise } from "../mdx/site-fact"
import { TalkLink } from "../talk-link"
import { bookingUrl } from "../../shared/company-facts"

/**
 * The side rail's call to action, in the words of content/site.yaml `labels.rail`: on a plain page, a line
 * about the hire and a link to the calculator; on a service page, the details a quote needs, and for a
 * country's service its name and the calculator preset to it. The text ends with the reply promise.
 */
export function RailCta({ on, country }: { on: "page" | "service"; country?: string }) {
  const facts = useSiteFacts()
  const words = facts.labels.rail
  const inCountry = country ? countryInText(facts.countries, country) : null
  const link = inCountry ? { to: calculatorHref(country), label: fill(words.countryCalculatorLink, { country: inCountry }) } : on === "page" ? { to: calculatorHref(), label: words.calculatorLink } : undefined
  return (
    <RailCallToAction
      title={inCountry ? fill(words.countryTitle, { country: inCountry }) : words.title}
      text={withReplyPromise(on === "page" ? words.pageText : words.serviceText, facts.responseTime)}
      button={
        <div css={(t) => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm })}>
          <ContactButton variant="onDark">{words.button}</ContactButton>
          {/* Talk now: with a booking page, a call can be booked from here (src/components/talk-link.tsx). */}
          {bookingUrl(facts) && <TalkLink kind="call" variant="secondary" />}
        </div>
      }
      link={link}
    />
  )
}
