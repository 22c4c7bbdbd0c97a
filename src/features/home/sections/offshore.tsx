import * as React from "react"
import { Container } from "../../../components/container"
import { HomeIcon } from "../icons"
import { SectionHeading } from "./section-heading"
import { PhoneFold } from "../phone-fold"
import { cardGrid, iconTile, sectionPadding, staticCard } from "./styles"
import type { HomeContent } from "../../../types/home"

/** Remote and dedicated offshore teams: the four reasons to choose Solvix, then the three cards. */
export function OffshoreSection({ offshore }: { offshore: HomeContent["offshore"] }) {
  return (
    <section aria-labelledby="home-offshore" css={sectionPadding}>
      <Container>
        <SectionHeading id="home-offshore" eyebrow={offshore.eyebrow} title={offshore.title} intro={offshore.intro} />
        <div
          css={(t) => ({
            padding: `clamp(${t.space.lg}, 3vw, ${t.space.xxl})`,
            borderRadius: t.radii.lg,
            background: t.colors.surface,
            border: `1px solid ${t.colors.border}`,
          })}
        >
          <h3 css={(t) => ({ marginBottom: t.space.xl })}>{offshore.reasonsTitle}</h3>
          <PhoneFold count={offshore.reasons.length} shown={2}>
            <ul data-testid="eor-reasons" css={(t) => ({ ...cardGrid(t, "20rem"), gap: t.space.xl })}>
              {offshore.reasons.map((reason) => (
                <li key={reason.title} css={(t) => ({ display: "flex", gap: t.space.md, alignItems: "flex-start" })}>
                  <span css={(t) => iconTile(t, "accent")}>
                    <HomeIcon name={reason.icon} />
                  </span>
                  <div>
                    <h4 css={(t) => ({ fontFamily: t.fonts.body, fontSize: t.fontSizes.md, fontWeight: 700, margin: `${t.space.xxs} 0 ${t.space.xxs}` })}>{reason.title}</h4>
                    <p css={(t) => ({ margin: 0, color: t.colors.muted, fontSize: t.fontSizes.sm })}>{reason.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </PhoneFold>
        </div>
        <PhoneFold count={offshore.cards.length} shown={1}>
          <ul css={(t) => ({ ...cardGrid(t, "17rem"), marginTop: t.space.xl })}>
            {offshore.cards.map((card) => (
              <li key={card.title}>
                <article css={(t) => ({ ...staticCard(t), display: "flex", flexDirection: "column", gap: t.space.sm, borderTop: `4px solid ${t.colors.primary}` })}>
                  <span css={iconTile}>
                    <HomeIcon name={card.icon} />
                  </span>
                  <h3 css={(t) => ({ fontSize: t.fontSizes.xl, margin: 0 })}>{card.title}</h3>
                  <p css={(t) => ({ margin: 0, color: t.colors.muted })}>{card.text}</p>
                </article>
              </li>
            ))}
          </ul>
        </PhoneFold>
      </Container>
    </section>
  )
}
