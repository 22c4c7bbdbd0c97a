import * as React from "react"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { publishedTeam } from "../../shared/company-facts"
import { fill } from "../../shared/fill"
import type { SiteFacts, TeamMemberNode } from "../../types/content"

/** schema.org Person of a confirmed team member, working for the organisation of the home page's data. */
export function personJsonLd(facts: Pick<SiteFacts, "siteUrl">, person: TeamMemberNode) {
  return {
    "@type": "Person",
    name: person.name,
    jobTitle: person.role,
    worksFor: { "@id": `${facts.siteUrl}/#organization` },
    ...(person.profileUrl ? { sameAs: [person.profileUrl], url: person.profileUrl } : {}),
    ...(person.photoFile ? { image: `${facts.siteUrl}${getImage(person.photoFile)?.images.fallback?.src ?? ""}` } : {}),
  }
}

/**
 * Who wrote an article: its `author` names a person of `team` by slug; a person the company has not confirmed, or
 * any other author, is shown as the editorial team (labels.team.editorial). The person, when there is one, for the
 * byline and the article's Person data.
 */
export function articleAuthor(facts: Pick<SiteFacts, "team" | "unconfirmed" | "labels">, author: string): { name: string; person: TeamMemberNode | null } {
  const person = (publishedTeam(facts) as TeamMemberNode[]).find((p) => p.slug === author) ?? null
  return person ? { name: person.name, person } : { name: facts.labels.team.editorial, person: null }
}

/** A person's picture, or their initials in a circle when there is none. */
export function PersonPhoto({ person, size = 64, inline = false }: { person: TeamMemberNode; size?: number; inline?: boolean }) {
  const image = person.photoFile ? getImage(person.photoFile) : undefined
  const round = { width: size, height: size, borderRadius: "50%", flexShrink: 0, overflow: "hidden", ...(inline ? { verticalAlign: "middle", marginRight: "0.5em" } : {}) }
  if (image) return <GatsbyImage image={image} alt="" css={round} />
  const initials = person.name
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join("")
  return (
    <span aria-hidden="true" css={(t) => ({ ...round, display: "inline-grid", placeItems: "center", background: t.colors.primarySoft, color: t.colors.primary, fontWeight: 700, fontSize: size / 2.6 })}>
      {initials}
    </span>
  )
}

/**
 * `<TeamList />`: the people the company confirmed, with role, picture and profile link (About). Renders nothing,
 * heading included, while there are none: the site shows no invented people.
 */
export function TeamList() {
  const facts = useSiteFacts()
  const people = publishedTeam(facts) as TeamMemberNode[]
  if (people.length === 0) return null
  const words = facts.labels.team
  const peopleLd = { "@context": "https://schema.org", "@type": "ItemList", name: words.title, itemListElement: people.map((p, i) => ({ "@type": "ListItem", position: i + 1, item: personJsonLd(facts, p) })) }
  return (
    <section aria-labelledby="team-title" data-team="">
      {/* Person data beside the people it describes (a data block: no script runs, the CSP does not apply). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(peopleLd).replace(/</g, "\\u003c") }} />
      <h2 id="team-title">{words.title}</h2>
      <ul css={(t) => ({ listStyle: "none", padding: 0, margin: `${t.space.md} 0 ${t.space.xl}`, display: "grid", gap: t.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))" })}>
        {people.map((p) => (
          <li key={p.slug} css={(t) => ({ display: "flex", gap: t.space.md, alignItems: "center", padding: t.space.md, borderRadius: t.radii.md, border: `1px solid ${t.colors.border}` })}>
            <PersonPhoto person={p} />
            <div>
              <p css={{ margin: 0, fontWeight: 650 }}>{p.name}</p>
              <p css={(t) => ({ margin: 0, color: t.colors.muted, fontSize: t.fontSizes.sm })}>{p.role}</p>
              {p.profileUrl && (
                <a href={p.profileUrl} rel="noopener noreferrer" css={(t) => ({ fontSize: t.fontSizes.sm })}>
                  {fill(words.profile, { name: p.name })}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
