import * as React from "react"
import { ArrowRight } from "lucide-react"
import { Container } from "../../../components/container"
import { SmartLink } from "../../../components/smart-link"
import { HomeIcon } from "../icons"
import { EorDiagram } from "../../../components/illustrations/eor-diagram"
import { NumberedSteps } from "../../../components/numbered-steps"
import { SectionHeading } from "./section-heading"
import { PhoneFold } from "../phone-fold"
import { arrowLink, cardGrid, iconTile, sectionPadding, staticCard } from "./styles"
import type { HomeContent } from "../../../types/home"

/** Employer of record: four feature cards, then the four steps beside the who-does-what diagram. */
export function EorSection({ eor }: { eor: HomeContent["eor"] }) {
  return (
    <section aria-labelledby="home-eor" css={(t) => ({ ...sectionPadding(t), background: t.colors.surface, borderBlock: `1px solid ${t.colors.border}` })}>
      <Container>
        <SectionHeading id="home-eor" eyebrow={eor.eyebrow} title={eor.title} intro={eor.intro} />
        <PhoneFold count={eor.features.length} shown={2}>
          <ul css={(t) => cardGrid(t, "15rem")}>
            {eor.features.map((feature) => (
              <li key={feature.title}>
                <article css={(t) => ({ ...staticCard(t), display: "flex", flexDirection: "column", gap: t.space.sm })}>
                  <span css={iconTile}>
                    <HomeIcon name={feature.icon} />
                  </span>
                  <h3 css={(t) => ({ fontSize: t.fontSizes.lg, margin: 0 })}>{feature.title}</h3>
                  <p css={(t) => ({ margin: 0, color: t.colors.muted, fontSize: t.fontSizes.sm })}>{feature.text}</p>
                </article>
              </li>
            ))}
          </ul>
        </PhoneFold>
        <div
          css={(t) => ({
            marginTop: t.space.section,
            display: "grid",
            gap: t.space.xxl,
            alignItems: "center",
            [t.media.wide]: { gridTemplateColumns: "minmax(0, 1.2fr) minmax(0, 1fr)" },
          })}
        >
          <div>
            <h3 css={(t) => ({ fontSize: t.fontSizes.xxl, marginBottom: t.space.xl })}>{eor.stepsTitle}</h3>
            <NumberedSteps steps={eor.steps} label={eor.stepsTitle} />
            <SmartLink to={eor.link.to} css={(t) => ({ ...arrowLink(t), marginTop: t.space.lg })}>
              <span>{eor.link.label}</span>
              <ArrowRight size={18} aria-hidden="true" />
            </SmartLink>
          </div>
          <EorDiagram />
        </div>
      </Container>
    </section>
  )
}
