import * as React from "react"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { isConfirmed, publishedCertifications } from "../../shared/company-facts"
import { longDate } from "../../data/statutory"
import { SmartLink } from "../smart-link"
import { DataTable } from "../data-table"
import { Words } from "../words"

const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>

/**
 * `<DataProtectionFacts />` (the trust page): where employee and candidate data is kept, who can see it, the
 * Data Protection Officer and the providers that process it for us, from content/site.yaml `dataProtection`.
 * A fact that is not filled in is left out (a preview shows the ones written but not yet confirmed, with the
 * notice); when none is, the page offers to answer the question instead of claiming anything.
 */
export function DataProtectionFacts() {
  const facts = useSiteFacts()
  const words = facts.labels.trust
  const { officer, storage, access, subProcessors } = facts.dataProtection
  const items: Array<{ term: string; detail: React.ReactNode }> = []
  if (storage) items.push({ term: words.storage, detail: storage })
  if (access) items.push({ term: words.access, detail: access })
  if (officer) items.push({ term: words.officer, detail: <Words text={words.officerText} values={{ email: mail(officer) }} /> })
  if (items.length === 0 && !subProcessors) {
    return (
      <p data-trust="data-pending">
        <Words text={words.askUs} values={{ link: <SmartLink to="/contact">{words.askLink}</SmartLink> }} />
      </p>
    )
  }
  return (
    <div data-trust="data">
      {items.length > 0 && (
        <dl css={(t) => ({ display: "grid", gap: t.space.sm, margin: `${t.space.md} 0`, "& dt": { fontWeight: 650, color: t.colors.navy }, "& dd": { margin: 0 } })}>
          {items.map((i) => (
            <div key={i.term}>
              <dt>{i.term}</dt>
              <dd>{i.detail}</dd>
            </div>
          ))}
        </dl>
      )}
      {subProcessors && subProcessors.length > 0 && <DataTable caption={words.subProcessors} columns={[words.subName, words.subPurpose, words.subLocation]} rows={subProcessors.map((s) => ({ key: s.name, cells: [s.name, s.purpose, s.location] }))} />}
    </div>
  )
}

/**
 * `<Certifications />`: the certifications the company holds, only once it has confirmed the list; a confirmed
 * empty list says none is held. Nothing is claimed before that.
 */
export function Certifications() {
  const facts = useSiteFacts()
  const words = facts.labels.trust
  const held = publishedCertifications(facts)
  if (held === null) return <p data-trust="certifications-pending">{words.certificationsPending}</p>
  if (held.length === 0) return <p data-trust="certifications-none">{words.certificationsNone}</p>
  return (
    <div data-trust="certifications">
      <DataTable
        columns={[words.certName, words.certIssuer, words.certScope, words.certValid]}
        rows={held.map((c) => ({
          key: c.name,
          cells: [
            c.url ? (
              <a href={c.url} rel="noopener noreferrer">
                {c.name}
              </a>
            ) : (
              c.name
            ),
            c.issuer,
            c.scope,
            c.validUntil ? <time dateTime={c.validUntil}>{longDate(c.validUntil)}</time> : "",
          ],
        }))}
      />
    </div>
  )
}

/**
 * `<Complaints />`: where a complaint goes and when it is acknowledged and resolved (content/site.yaml
 * `complaints`). Until the company has confirmed its process, it points to the contact form and names no times.
 */
export function Complaints() {
  const facts = useSiteFacts()
  const words = facts.labels.trust
  const { email, acknowledgeWithin, resolveWithin } = facts.complaints
  if (!isConfirmed(facts, "complaints") || !email || !acknowledgeWithin || !resolveWithin) {
    return (
      <p data-trust="complaints-pending">
        <Words text={words.complaintsPending} values={{ link: <SmartLink to="/contact">{words.complaintsLink}</SmartLink> }} />
      </p>
    )
  }
  return (
    <p data-trust="complaints">
      <Words text={words.complaintsSend} values={{ email: mail(email) }} /> <Words text={words.complaintsTimes} values={{ acknowledge: acknowledgeWithin, resolve: resolveWithin }} />
    </p>
  )
}
