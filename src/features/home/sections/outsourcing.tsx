import * as React from "react"
import { ArrowRight, Check } from "lucide-react"
import { Container } from "../../../components/container"
import { SmartLink } from "../../../components/smart-link"
import { HomeIcon } from "../icons"
import { SectionHeading } from "./section-heading"
import { PhoneFold } from "../phone-fold"
import { arrowLink, cardGrid, iconTile, sectionPadding, staticCard } from "./styles"
import type { HomeContent } from "../../../types/home"

/** Full-suite talent outsourcing: what we do in hiring and in management, side by side. */
export function OutsourcingSection({ outsourcing }: { outsourcing: HomeContent["outsourcing"] }) {
  return (
    <section aria-labelledby="home-outsourcing" css={sectionPadding}>
      <Container>
        <SectionHeading id="home-outsourcing" eyebrow={outsourcing.eyebrow} title={outsourcing.title} intro={outsourcing.intro} />
        <PhoneFold count={outsourcing.columns.length} shown={1}>
          <ul css={(t) => cardGrid(t, "19rem")}>
            {outsourcing.columns.map((column, i) => (
              <li key={column.title}>
                <article css={(t) => ({ ...staticCard(t), padding: `clamp(${t.space.lg}, 3vw, ${t.space.xl})` })}>
                  <div css={(t) => ({ display: "flex", alignItems: "center", gap: t.space.md, marginBottom: t.space.md })}>
                    <span css={(t) => iconTile(t, i % 2 === 0 ? "primary" : "accent")}>
                      <HomeIcon name={column.icon} />
                    </span>
                    <h3 css={{ margin: 0 }}>{column.title}</h3>
                  </div>
                  <p css={(t) => ({ color: t.colors.muted })}>{column.text}</p>
                  <ul css={(t) => ({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: t.space.sm })}>
                    {column.points.map((point) => (
                      <li key={point} css={(t) => ({ display: "grid", gridTemplateColumns: "1.25rem minmax(0, 1fr)", gap: t.space.sm, fontSize: t.fontSizes.sm })}>
                        <Check size={18} aria-hidden="true" css={(t) => ({ color: t.colors.accent, marginTop: "0.15rem" })} />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        </PhoneFold>
        <SmartLink to={outsourcing.link.to} css={(t) => ({ ...arrowLink(t), marginTop: t.space.xl })}>
          <span>{outsourcing.link.label}</span>
          <ArrowRight size={18} aria-hidden="true" />
        </SmartLink>
      </Container>
    </section>
  )
}
