import * as React from "react"
import { ArrowRight, Check } from "lucide-react"
import { Container } from "../../../components/container"
import { ButtonLink } from "../../../components/button"
import { TalkLink } from "../../../components/talk-link"
import { HeroIllustration, parallaxLayer } from "../illustrations"
import type { HomeContent } from "../../../types/home"

/** The top of the home page: the tagline as the page's one h1, the lead, the two calls and the map. */
export function Hero({ tagline, hero }: { tagline: string; hero: HomeContent["hero"] }) {
  return (
    <section
      aria-labelledby="home-title"
      css={(t) => ({
        position: "relative",
        overflow: "hidden",
        background: `linear-gradient(180deg, ${t.colors.surface} 0%, ${t.colors.white} 100%)`,
        borderBottom: `1px solid ${t.colors.border}`,
      })}
    >
      <div
        aria-hidden="true"
        data-parallax="0.15"
        css={(t) => [parallaxLayer(t), { top: "-12rem", right: "-10rem", width: "38rem", height: "38rem", borderRadius: "50%", background: `radial-gradient(closest-side, ${t.colors.primarySoft}, transparent)`, pointerEvents: "none" }]}
      />
      <div
        aria-hidden="true"
        data-parallax="-0.1"
        css={(t) => [parallaxLayer(t), { bottom: "-14rem", left: "-12rem", width: "32rem", height: "32rem", borderRadius: "50%", background: `radial-gradient(closest-side, ${t.colors.accentSoft}, transparent)`, pointerEvents: "none" }]}
      />
      <Container
        css={(t) => ({
          position: "relative",
          display: "grid",
          gap: t.space.xxl,
          paddingBlock: t.space.section,
          [t.media.wide]: { gridTemplateColumns: "minmax(0, 1.05fr) minmax(0, 1fr)" },
        })}
      >
        {/* The text sits at the top of its cell, so a font swap that reflows it cannot move what is above. */}
        <div css={{ alignSelf: "start" }}>
          <p
            css={(t) => ({
              display: "inline-block",
              margin: `0 0 ${t.space.md}`,
              padding: `${t.space.xxs} ${t.space.sm}`,
              borderRadius: t.radii.sm,
              background: t.colors.accentSoft,
              color: t.colors.accent,
              fontWeight: 700,
              fontSize: t.fontSizes.xs,
              textTransform: "uppercase",
              letterSpacing: "0.08em",
            })}
          >
            {hero.eyebrow}
          </p>
          <h1 id="home-title" css={{ maxWidth: "15ch" }}>
            {tagline}
          </h1>
          <p css={(t) => ({ fontSize: t.fontSizes.lg, color: t.colors.muted, maxWidth: "36rem", marginBottom: t.space.xl })}>{hero.lead}</p>
          <div css={(t) => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm })}>
            {/* "Book a demo" opens the booking page; without one it leads to /contact#contact-form (src/components/talk-link.tsx). */}
            <TalkLink kind="demo" size="lg" />
            <ButtonLink to={hero.secondary.to} size="lg" variant="secondary">
              {hero.secondary.label}
              {/* The visible label is the spec's 'Learn More'; the link's name says where it goes. */}
              <span className="visually-hidden"> about how it works</span>
              <ArrowRight size={18} aria-hidden="true" />
            </ButtonLink>
          </div>
          <ul css={(t) => ({ listStyle: "none", padding: 0, margin: `${t.space.xl} 0 0`, display: "flex", flexWrap: "wrap", gap: `${t.space.xs} ${t.space.lg}` })}>
            {hero.points.map((point) => (
              <li key={point} css={(t) => ({ display: "inline-flex", alignItems: "center", gap: t.space.xs, fontSize: t.fontSizes.sm, fontWeight: 550, color: t.colors.ink })}>
                <Check size={18} aria-hidden="true" css={(t) => ({ color: t.colors.accent, flexShrink: 0 })} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div css={{ alignSelf: "center" }}>
          <HeroIllustration />
        </div>
      </Container>
    </section>
  )
}
