import type { SiteFacts } from "../types/content"

/**
 * What the site may say about the company: facts listed under `unconfirmed` in content/site.yaml are shown
 * on previews with a notice (src/components/unconfirmed-notice.tsx), but social profiles and employing
 * entities that are not confirmed are never published as ours. A production build fails while any is listed.
 */
export const isConfirmed = (facts: Pick<SiteFacts, "unconfirmed">, key: string): boolean => !facts.unconfirmed.includes(key)

/** Social profiles the company confirmed: the only ones in sameAs and rel="me". */
export const confirmedSocial = (facts: Pick<SiteFacts, "social" | "unconfirmed">): SiteFacts["social"] => facts.social.filter((s) => isConfirmed(facts, `social.${s.name}`))

/** "our employing entity in Indonesia", plus its registered name once the company has confirmed it. */
export function employingEntityText(facts: Pick<SiteFacts, "employingEntities" | "unconfirmed">, country: string): string {
  const entity = facts.employingEntities.find((e) => e.country === country)
  if (!entity) throw new Error(`No employing entity for "${country}" in content/site.yaml (employingEntities)`)
  const named = entity.name && isConfirmed(facts, `employingEntities.${country}`)
  return named ? `our employing entity in ${entity.countryName}, ${entity.name}` : `our employing entity in ${entity.countryName}`
}

/** Human names of the fact keys, for the preview notice. */
export const factLabel = (key: string): string =>
  key.startsWith("social.") ? `${key.slice(7)} profile` : key.startsWith("employingEntities.") ? `employing entity (${key.slice(18)})` : ({ legalName: "legal name", careersEmail: "careers e-mail", geo: "map coordinates" } as Record<string, string>)[key] ?? key
