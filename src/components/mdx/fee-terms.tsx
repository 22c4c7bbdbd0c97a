import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { publishedFee, type FeeRow } from "../../shared/company-facts"
import { employingCountries } from "../../data/countries"
import { capitalise, fill } from "../../shared/fill"
import { SmartLink } from "../smart-link"
import { Words } from "../words"
import type { SiteFacts } from "../../types/content"
import { formatNumber } from "../../data/number-format"

/** "USD 1,250" in the words of labels.fees.amount. */
export function feeAmount(words: SiteFacts["labels"]["fees"], currency: string, amount: number): string {
  return fill(words.amount, { currency, amount: formatNumber(amount, { maximumFractionDigits: 2 }) })
}

/** The fee rows of a service the company has published: one country's, or every country's. */
export function publishedFees(facts: Pick<SiteFacts, "fees" | "unconfirmed" | "countries">, service: string, country?: string): FeeRow[] {
  return (country ? [country] : employingCountries(facts.countries).map((c) => c.code)).flatMap((c) => publishedFee(facts, service, c) ?? [])
}

/**
 * `<FeeTerms service="employer-of-record" country="PH" />` in MDX: how our fee is set, from the facts (content/site.yaml
 * `fees`), so a page never says "quoted per role" beside a published price, nor a price the company has not
 * published. Once published: "Our fee starts at USD 450 a month per employee and is invoiced monthly; our pricing page
 * shows what it covers and any deposit." Until then: "We quote our fee per role after the discovery call and invoice
 * monthly; a deposit may apply." Without `country`, the lowest fee of the service across countries. `part="setup"`
 * is the one-off fee per hire (recruitment): "USD 900 per hire" once published, else "quoted per role"; `capital`
 * starts it with a capital letter (a table cell).
 */
export function FeeTerms({ service, country, part = "monthly", capital = false }: { service: string; country?: string; part?: "monthly" | "setup"; capital?: boolean }) {
  const facts = useSiteFacts()
  const words = facts.labels.fees
  const rows = publishedFees(facts, service, country)
  const money = (n: number) => feeAmount(words, facts.fees.currency, n)
  if (part === "setup") {
    const setups = rows.flatMap((r) => (typeof r.setup === "number" ? [r.setup] : []))
    const lowest = setups.length > 0 ? Math.min(...setups) : null
    const text = lowest === null ? words.termsSetupQuoted : lowest === 0 ? words.none : fill(country ? words.termsSetup : words.termsSetupAny, { amount: money(lowest) })
    return <>{capital ? capitalise(text) : text}</>
  }
  if (rows.length === 0) return <>{words.termsQuoted}</>
  const lowest = Math.min(...rows.map((r) => r.monthlyFrom ?? 0))
  return <Words text={country ? words.termsFrom : words.termsFromAny} values={{ amount: money(lowest), pricing: <SmartLink to="/pricing">{words.pricingLink}</SmartLink> }} />
}
