import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { publishedFee, type FeeRow } from "../../shared/company-facts"
import { countryInText, employingCountries } from "../../data/countries"
import { capitalise, fill } from "../../shared/fill"
import { DataTable } from "../data-table"
import { feeAmount } from "./fee-terms"
import { SmartLink } from "../smart-link"
import type { SiteFacts } from "../../types/content"

/** "Philippines, Indonesia and Vietnam" */
const listOf = (names: string[]) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`)

/** The services that have fee rows, in the order of the fees block, with their pages' titles. */
function useServiceTitles(): Record<string, string> {
  const data = useStaticQuery<{ allService: { nodes: Array<{ slug: string; title: string }> } }>(graphql`
    query FeeServices {
      allService(sort: { order: ASC }) { nodes { slug title } }
    }
  `)
  return Object.fromEntries(data.allService.nodes.map((s) => [s.slug, s.title]))
}

/**
 * `<FeeTable />` (the pricing page): our fee per service and country from content/site.yaml `fees`. Each service
 * gets a card with its lowest confirmed from-price, or "Quoted per role"; a service with confirmed rows then gets
 * a table of its countries (monthly fee, one-off and offboarding fees, deposit, what the fee covers). A row is shown
 * only once the company confirmed it (src/shared/company-facts.ts `publishedFee`); the others say "Quoted per role".
 */
export function FeeTable() {
  const facts = useSiteFacts()
  const titles = useServiceTitles()
  const words = facts.labels.fees
  const countryName = (code: string) => countryInText(facts.countries, code) ?? code
  const services = [...new Set(facts.fees.items.map((f) => f.service))].map((service) => {
    const countries = employingCountries(facts.countries)
      .map((c) => c.code)
      .filter((c) => facts.fees.items.some((f) => f.service === service && f.country === c))
    const rows = countries.map((c) => ({ country: c, fee: publishedFee(facts, service, c) }))
    const prices = rows.flatMap((r) => (r.fee?.monthlyFrom != null ? [r.fee.monthlyFrom] : []))
    return { service, title: titles[service] ?? service, countries, rows, lowest: prices.length > 0 ? Math.min(...prices) : null }
  })
  const money = (n: number | null) => (n === null || n === 0 ? words.none : feeAmount(words, facts.fees.currency, n))
  return (
    <div data-fee-table="">
      <ul css={(t) => ({ listStyle: "none", padding: 0, margin: `${t.space.lg} 0`, display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))" })}>
        {services.map((s) => (
          <li
            key={s.service}
            data-fee-service={s.service}
            css={(t) => ({ display: "grid", alignContent: "start", gap: t.space.xs, padding: t.space.lg, borderRadius: t.radii.md, border: `1px solid ${t.colors.border}`, boxShadow: t.shadows.card, background: t.colors.white })}
          >
            <h3 css={(t) => ({ "&&": { margin: 0 }, fontSize: t.fontSizes.lg })}>{s.title}</h3>
            <p css={(t) => ({ margin: 0, fontFamily: t.fonts.heading, fontSize: t.fontSizes.xl, color: t.colors.navy, fontWeight: 650 })}>{s.lowest === null ? words.quoted : fill(words.perMonth, { amount: feeAmount(words, facts.fees.currency, s.lowest) })}</p>
            <p css={(t) => ({ margin: 0, color: t.colors.muted, fontSize: t.fontSizes.sm })}>{listOf(s.countries.map((c) => capitalise(countryName(c))))}</p>
            <SmartLink to={`/services/${s.service}`} css={(t) => ({ fontSize: t.fontSizes.sm, fontWeight: 600 })}>
              {fill(facts.labels.hubs.readAbout, { title: s.title })}
            </SmartLink>
          </li>
        ))}
      </ul>
      {services
        .filter((s) => s.lowest !== null)
        .map((s) => (
          <section key={s.service} aria-labelledby={`fees-${s.service}`} data-fee-detail={s.service}>
            <h3 id={`fees-${s.service}`}>{s.title}</h3>
            <DataTable
              rowHeadings
              columns={[words.country, words.monthly, words.setup, words.offboarding, words.deposit, words.includes]}
              rows={s.rows.map(({ country, fee }) => ({ key: country, cells: [capitalise(countryName(country).replace(/^the /, "")), ...feeCells(fee, words, money, facts.fees.currency)] }))}
            />
          </section>
        ))}
    </div>
  )
}

/** The cells of a fee row after its country: its prices once confirmed, "Quoted per role" until then. */
function feeCells(fee: FeeRow | null, words: SiteFacts["labels"]["fees"], money: (n: number | null) => string, currency: string): string[] {
  if (!fee) return Array<string>(5).fill(words.quoted)
  return [fill(words.perMonth, { amount: feeAmount(words, currency, fee.monthlyFrom ?? 0) }), money(fee.setup), money(fee.offboarding), fee.deposit ?? words.none, fee.includes ?? ""]
}
