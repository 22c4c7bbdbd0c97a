import * as React from "react"
import { ArrowRight } from "lucide-react"
import { Container } from "../../../components/container"
import { SmartLink } from "../../../components/smart-link"
import { HomeIcon } from "../icons"
import { DarkRings } from "../illustrations"
import { SectionHeading } from "./section-heading"
import { PhoneFold } from "../phone-fold"
import { arrowLink, cardGrid, sectionPadding } from "./styles"
import type { HomeContent } from "../../../types/home"

/** How It Works: the four steps on the navy band. */
export function HowItWorksSection({ howItWorks }: { howItWorks: HomeContent["howItWorks"] }) {
  return (
    <section aria-labelledby="home-how" className="on-dark" css={(t) => ({ ...sectionPadding(t), position: "relative", overflow: "hidden", background: t.colors.navy, color: "#d5deea" })}>
      <DarkRings />
      <Container css={{ position: "relative" }}>
        <SectionHeading id="home-how" eyebrow={howItWorks.eyebrow} title={howItWorks.title} intro={howItWorks.intro} onDark />
        <PhoneFold count={howItWorks.steps.length} shown={2} onDark>
          <ol aria-label={howItWorks.title} css={(t) => cardGrid(t, "14rem")}>
            {howItWorks.steps.map((step, i) => (
              <li
                key={step.title}
                css={(t) => ({
                  position: "relative",
                  padding: t.space.lg,
                  borderRadius: t.radii.md,
                  background: "rgba(255, 255, 255, 0.06)",
                  border: "1px solid rgba(255, 255, 255, 0.14)",
                })}
              >
                <div css={(t) => ({ display: "flex", alignItems: "center", justifyContent: "space-between", marginBottom: t.space.md })}>
                  <span aria-hidden="true" css={(t) => ({ fontFamily: t.fonts.heading, fontSize: "2.25rem", fontWeight: 700, lineHeight: 1, color: t.colors.gold })}>
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <span css={(t) => ({ display: "inline-flex", padding: t.space.xs, borderRadius: t.radii.md, background: "rgba(255, 255, 255, 0.1)", color: t.colors.white })}>
                    <HomeIcon name={step.icon} />
                  </span>
                </div>
                <h3 css={(t) => ({ fontSize: t.fontSizes.lg, color: t.colors.white, marginBottom: t.space.xs })}>{step.title}</h3>
                <p css={(t) => ({ margin: 0, fontSize: t.fontSizes.sm })}>{step.text}</p>
              </li>
            ))}
          </ol>
        </PhoneFold>
        <SmartLink to={howItWorks.link.to} css={(t) => ({ ...arrowLink(t), marginTop: t.space.xl, color: t.colors.white, "&:hover": { color: t.colors.gold } })}>
          <span>{howItWorks.link.label}</span>
          <ArrowRight size={18} aria-hidden="true" />
        </SmartLink>
      </Container>
    </section>
  )
}
