import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { hasProof, publishedProof } from "../../shared/company-facts"
import { fill } from "../../shared/fill"
import { SmartLink } from "../smart-link"
import { Container } from "../container"
import type { ClientNode } from "../../types/content"
import { formatNumber } from "../../data/number-format"

/** A published client story, as the proof lists it. */
export interface StoryLink {
  slug: string
  path: string
  title: string
}

/**
 * Proof a buyer can check, from the company facts (content/site.yaml `founded`, `headcount`, `clients`,
 * `testimonials`) and the client stories: only what is confirmed, with the client's or person's permission
 * recorded (src/shared/company-facts.ts `publishedProof`). With nothing confirmed it renders nothing at all (no
 * heading, no empty box), on previews too. On the home page under the hero (`contained`: in the page's column), on
 * service pages before the FAQs, on role pages under the cost, time and first step. Its words are content/site.yaml `labels.proof`.
 */
export function Proof({ id = "proof", contained = false }: { id?: string; contained?: boolean }) {
  const facts = useSiteFacts()
  // Only confirmed stories have nodes (gatsby/on-create-node.ts); publishedProof checks the key again.
  const stories =
    useStaticQuery<{ allClientStory?: { nodes: StoryLink[] } }>(graphql`
    query ProofStories {
      allClientStory(sort: { date: DESC }) { nodes { slug path title } }
    }
  `).allClientStory?.nodes ?? []
  const proof = publishedProof(
    facts,
    stories.map((s) => s.slug),
  )
  if (!hasProof(proof)) return null
  const words = facts.labels.proof
  const shownStories = stories.filter((s) => proof.stories.includes(s.slug))
  const figures = [proof.founded !== null ? fill(words.founded, { year: proof.founded }) : null, proof.headcount !== null ? fill(words.headcount, { n: formatNumber(proof.headcount) }) : null].filter((f): f is string => f !== null)
  const subheading = (t: import("@emotion/react").Theme) => ({ margin: `${t.space.md} 0 ${t.space.xs}`, fontFamily: t.fonts.body, fontSize: t.fontSizes.sm, textTransform: "uppercase" as const, letterSpacing: "0.08em", color: t.colors.muted })
  const section = (
    <section aria-labelledby={`${id}-title`} data-proof css={(t) => ({ margin: `${t.space.xl} 0`, padding: t.space.lg, borderRadius: t.radii.lg, border: `1px solid ${t.colors.border}`, background: t.colors.white })}>
      <h2 id={`${id}-title`} css={(t) => ({ margin: 0, fontSize: t.fontSizes.lg })}>
        {words.title}
      </h2>
      {figures.length > 0 && (
        <ul data-proof-figures css={(t) => ({ listStyle: "none", margin: `${t.space.sm} 0 0`, padding: 0, display: "flex", flexWrap: "wrap", gap: `${t.space.xs} ${t.space.lg}`, fontWeight: 650 })}>
          {figures.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      {proof.clients.length > 0 && (
        <>
          <h3 css={subheading}>{words.clients}</h3>
          <ul data-proof-clients css={(t) => ({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", alignItems: "center", gap: t.space.lg })}>
            {proof.clients.map((c) => (
              <li key={c.slug}>
                <Client client={c as ClientNode} />
              </li>
            ))}
          </ul>
        </>
      )}
      {proof.testimonials.length > 0 && (
        <>
          <h3 css={subheading}>{words.quotes}</h3>
          <div css={(t) => ({ display: "grid", gap: t.space.md, [t.media.desktop]: { gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))" } })}>
            {proof.testimonials.map((q) => (
              <figure key={q.slug} data-proof-quote css={(t) => ({ margin: 0, padding: t.space.md, borderLeft: `4px solid ${t.colors.accent}`, background: t.colors.surface, borderRadius: t.radii.sm })}>
                <blockquote css={{ margin: 0 }}>
                  <p css={{ margin: 0 }}>“{q.quote}”</p>
                </blockquote>
                <figcaption css={(t) => ({ marginTop: t.space.xs, fontSize: t.fontSizes.sm, color: t.colors.muted })}>
                  <strong css={(t) => ({ color: t.colors.ink })}>{q.name}</strong>, {q.role}, {q.company}
                </figcaption>
              </figure>
            ))}
          </div>
        </>
      )}
      {shownStories.length > 0 && (
        <>
          <h3 css={subheading}>{words.stories}</h3>
          <ul data-proof-stories css={(t) => ({ margin: 0, paddingLeft: "1.1rem", display: "grid", gap: t.space.xxs })}>
            {shownStories.map((s) => (
              <li key={s.slug}>
                <SmartLink to={s.path}>{s.title}</SmartLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
  // On the home page, between full-width sections: in the page's column (and nothing at all without proof).
  return contained ? <Container>{section}</Container> : section
}

/** A client's logo (its name as the picture's text) or its name, linked to its site when there is one. */
function Client({ client }: { client: ClientNode }) {
  const src = client.logoFile?.publicURL ?? null
  const shown = src ? <img src={src} alt={client.name} height={40} css={{ display: "block", height: 40, width: "auto" }} /> : <span css={{ fontWeight: 650 }}>{client.name}</span>
  return client.url ? (
    <a href={client.url} target="_blank" rel="noopener noreferrer">
      {shown}
    </a>
  ) : (
    shown
  )
}
