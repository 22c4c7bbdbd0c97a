import * as React from "react"
import { ArrowRight, Calculator, Check } from "lucide-react"
import { Container } from "../../../components/container"
import { SmartLink } from "../../../components/smart-link"
import { ButtonLink } from "../../../components/button"
import { calculatorHref } from "../../../components/mdx/calculator-link"
import { Flag } from "../flags"
import { SectionHeading } from "./section-heading"
import { arrowLink, sectionPadding, staticCard } from "./styles"
import type { HomeContent } from "../../../types/home"

/** The cost calculator: what it shows, one button to it, and a link per country that opens it preset. */
export function CalculatorSection({ calculator }: { calculator: HomeContent["calculator"] }) {
  return (
    <section aria-labelledby="home-calculator" css={(t) => ({ ...sectionPadding(t), background: t.colors.surface, borderBlock: `1px solid ${t.colors.border}` })}>
      <Container css={(t) => ({ display: "grid", gap: t.space.xxl, alignItems: "center", [t.media.wide]: { gridTemplateColumns: "minmax(0, 1.3fr) minmax(0, 1fr)" } })}>
        <div>
          <SectionHeading id="home-calculator" eyebrow={calculator.eyebrow} title={calculator.title} intro={calculator.intro} />
          <ul css={(t) => ({ listStyle: "none", margin: `-${t.space.lg} 0 ${t.space.xl}`, padding: 0, display: "grid", gap: t.space.xs })}>
            {calculator.points.map((point) => (
              <li key={point} css={(t) => ({ display: "flex", gap: t.space.xs, alignItems: "flex-start" })}>
                <Check size={20} aria-hidden="true" css={(t) => ({ color: t.colors.accent, flexShrink: 0, marginTop: 3 })} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <ButtonLink to={calculator.link.to} size="lg">
            <Calculator size={20} aria-hidden="true" /> {calculator.link.label}
          </ButtonLink>
        </div>
        <nav aria-labelledby="home-calculator-countries" css={(t) => ({ ...staticCard(t), height: "auto" })}>
          <h3 id="home-calculator-countries" css={(t) => ({ fontSize: t.fontSizes.lg, margin: `0 0 ${t.space.sm}` })}>
            {calculator.countriesLabel}
          </h3>
          <ul css={{ listStyle: "none", margin: 0, padding: 0 }}>
            {calculator.countries.map((country) => (
              <li key={country.code} css={(t) => ({ borderTop: `1px solid ${t.colors.border}`, "&:first-of-type": { borderTop: 0 } })}>
                <SmartLink to={calculatorHref(country.code)} css={(t) => ({ ...arrowLink(t), display: "flex", minHeight: "2.9rem", gap: t.space.sm })}>
                  <Flag code={country.code} width={30} />
                  <span>{country.name}</span>
                  <ArrowRight size={18} aria-hidden="true" css={{ marginLeft: "auto" }} />
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </section>
  )
}
