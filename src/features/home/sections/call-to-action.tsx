import * as React from "react"
import { Container } from "../../../components/container"
import { ContactButton } from "../../../components/contact-button"
import { DarkRings } from "../illustrations"
import type { HomeContent } from "../../../types/home"

/** The closing call to action: 'Get Started Today' opens the contact popup. */
export function CallToAction({ cta, email }: { cta: HomeContent["cta"]; email: string }) {
  return (
    <section aria-labelledby="home-cta" css={(t) => ({ paddingBlock: t.space.section })}>
      <Container>
        <div
          className="on-dark"
          css={(t) => ({
            position: "relative",
            overflow: "hidden",
            padding: `clamp(${t.space.xl}, 5vw, 4.5rem) clamp(${t.space.lg}, 5vw, 4.5rem)`,
            borderRadius: t.radii.lg,
            background: `linear-gradient(135deg, ${t.colors.navyDeep} 0%, ${t.colors.navy} 55%, ${t.colors.primaryHover} 130%)`,
            color: "#d5deea",
          })}
        >
          <DarkRings />
          <div css={{ position: "relative", maxWidth: "40rem" }}>
            <h2 id="home-cta" css={(t) => ({ color: t.colors.white })}>
              {cta.title}
            </h2>
            <p css={(t) => ({ fontSize: t.fontSizes.lg, marginBottom: t.space.xl })}>{cta.text}</p>
            <ContactButton variant="onDark" size="lg">
              {cta.button}
            </ContactButton>
            <p css={(t) => ({ margin: `${t.space.lg} 0 0`, fontSize: t.fontSizes.sm })}>
              {cta.emailLabel}{" "}
              <a href={`mailto:${email}`} css={(t) => ({ color: t.colors.white, fontWeight: 650, "&:hover": { color: t.colors.gold } })}>
                {email}
              </a>
            </p>
          </div>
        </div>
      </Container>
    </section>
  )
}
