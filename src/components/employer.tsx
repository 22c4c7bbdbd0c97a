import { Building2 } from "lucide-react"
import { useSiteFacts } from "../hooks/use-site-facts"
import { employingEntityText, publishedEntity, type EmployingEntityFact, type Licence } from "../shared/company-facts"
import { capitalise, fill } from "../shared/fill"
import { longDate } from "../data/statutory"
import type { SiteFacts } from "../types/content"

/** "Certificate of Registration …: no. NCR-1, issued by DOLE NCR, valid until 1 January 2028" */
export function licenceText(words: SiteFacts["labels"]["employer"], licence: Licence): string {
  const base = fill(words.licence, { name: licence.name, number: licence.number ?? "", issuer: licence.issuedBy ?? "" })
  return licence.validUntil ? `${base}, ${fill(words.validUntil, { date: longDate(licence.validUntil) })}` : base
}

/** The registration number and each licence of a confirmed entity, one per line. */
export function EntityDetails({ entity, words }: { entity: EmployingEntityFact; words: SiteFacts["labels"]["employer"] }) {
  return (
    <ul data-copyable="" css={{ margin: 0, paddingLeft: "1.1rem", display: "grid", gap: "0.25rem" }}>
      <li>{fill(words.registration, { label: entity.registrationLabel, number: entity.registrationNumber ?? "" })}</li>
      {entity.licences.map((l) => (
        <li key={l.name}>{licenceText(words, l)}</li>
      ))}
    </ul>
  )
}

/**
 * Who employs staff in one country, on its service page: "our employing entity in the Philippines" and what it
 * does; once the company has confirmed the entity, its name, registration number and licences (DOLE's DO 174
 * registration, Vietnam's labour-leasing licence). Nothing unconfirmed is published.
 */
export function EmployerBox({ country }: { country: string }) {
  const facts = useSiteFacts()
  const words = facts.labels.employer
  const entity = facts.employingEntities.find((e) => e.country === country)
  if (!entity) throw new Error(`No employing entity for "${country}" in content/site.yaml (employingEntities)`)
  const published = publishedEntity(facts, country)
  return (
    <section
      aria-labelledby={`employer-${country}`}
      data-employer={country}
      css={(t) => ({
        display: "grid",
        gridTemplateColumns: "auto 1fr",
        gap: t.space.sm,
        margin: `${t.space.lg} 0`,
        padding: t.space.lg,
        borderRadius: t.radii.md,
        background: t.colors.surface,
        border: `1px solid ${t.colors.border}`,
        maxWidth: t.proseWidth,
        "& p": { margin: "0 0 0.5rem" },
        [t.media.mobile]: { gridTemplateColumns: "1fr", padding: t.space.md },
      })}
    >
      <Building2 size={22} aria-hidden="true" css={(t) => ({ color: t.colors.accent, marginTop: 2, [t.media.mobile]: { display: "none" } })} />
      <div>
        <h2 id={`employer-${country}`} css={(t) => ({ fontSize: t.fontSizes.lg, "&&": { margin: `0 0 ${t.space.xs}` } })}>
          {fill(words.title, { country: entity.countryName })}
        </h2>
        {/* A named entity is an apposition ("our employing entity in X, Name, signs …"): it closes with a comma. */}
        <p>{fill(words.text, { entity: `${capitalise(employingEntityText(facts, country))}${published ? "," : ""}` })}</p>
        {published ? (
          <EntityDetails entity={published} words={words} />
        ) : (
          <p data-employer-pending="" css={(t) => ({ color: t.colors.muted, fontSize: t.fontSizes.sm })}>
            {words.details}: {words.notPublished.replace(/^./, (c) => c.toLowerCase())}
          </p>
        )}
      </div>
    </section>
  )
}
