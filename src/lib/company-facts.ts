import type { SiteFacts } from "../types/content"
import { isConfirmed } from "../shared/company-facts"

/**
 * What the site may say about the company: facts listed under `unconfirmed` in content/site.yaml are shown
 * on previews with a notice (src/components/unconfirmed-notice.tsx), but social profiles, employing entities,
 * fees, people and certifications that are not confirmed are never published as ours (src/shared/company-facts.ts).
 * A production build fails while any is listed.
 */
export { isConfirmed, employingEntityText, publishedEntity, publishedFee, publishedTeam, publishedCertifications, bookingUrl } from "../shared/company-facts"

/** Social profiles the company confirmed: the only ones in sameAs and rel="me". */
export const confirmedSocial = (facts: Pick<SiteFacts, "social" | "unconfirmed">): SiteFacts["social"] => facts.social.filter((s) => isConfirmed(facts, `social.${s.name}`))
