import * as React from "react"
import { ArrowRight } from "lucide-react"
import { Container } from "../../../components/container"
import { SmartLink } from "../../../components/smart-link"
import { Flag } from "../flags"
import { SectionHeading } from "./section-heading"
import { PhoneFold } from "../phone-fold"
import { cardGrid, sectionPadding, staticCard } from "./styles"
import type { HomeContent, HomeCountry } from "../../../types/home"

/** One card per country: the headquarters is a plain card, each EOR country links to its page. */
export function CountriesSection({ countries }: { countries: HomeContent["countries"] }) {
  return (
    <section aria-labelledby="home-countries" css={sectionPadding}>
      <Container>
        <SectionHeading id="home-countries" eyebrow={countries.eyebrow} title={countries.title} intro={countries.intro} />
        <PhoneFold count={countries.items.length} shown={3}>
          <ul css={(t) => cardGrid(t, "15rem")}>
            {countries.items.map((country) => (
              <li key={country.code}>
                <CountryCard country={country} linkHint={countries.linkHint} />
              </li>
            ))}
          </ul>
        </PhoneFold>
      </Container>
    </section>
  )
}

function CountryCard({ country, linkHint }: { country: HomeCountry; linkHint: string }) {
  const isLink = Boolean(country.to)
  return (
    <article
      data-testid={`country-${country.code}`}
      css={(t) => ({
        ...staticCard(t),
        position: "relative",
        display: "flex",
        flexDirection: "column",
        gap: t.space.sm,
        ...(isLink ? { transition: "border-color 0.15s, box-shadow 0.15s", "&:hover, &:focus-within": { borderColor: t.colors.primary, boxShadow: t.shadows.raised } } : { background: t.colors.navy, borderColor: t.colors.navy, color: "#d5deea" }),
      })}
      className={isLink ? undefined : "on-dark"}
    >
      <Flag code={country.code} />
      <p
        css={(t) => ({
          margin: `${t.space.xs} 0 0`,
          fontSize: t.fontSizes.xs,
          fontWeight: 700,
          textTransform: "uppercase",
          letterSpacing: "0.08em",
          color: isLink ? t.colors.accent : t.colors.gold,
        })}
      >
        {country.tag}
      </p>
      <h3 css={(t) => ({ fontSize: t.fontSizes.xl, margin: 0, color: isLink ? t.colors.navy : t.colors.white })}>
        {country.to ? (
          <SmartLink
            to={country.to}
            css={(t) => ({
              color: "inherit",
              textDecoration: "none",
              "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: t.radii.md },
              "&:focus-visible": { outline: "none" },
              "&:focus-visible::after": { outline: `3px solid ${t.colors.primary}`, outlineOffset: 2 },
            })}
          >
            {country.name}
          </SmartLink>
        ) : (
          country.name
        )}
      </h3>
      <p css={(t) => ({ margin: 0, fontSize: t.fontSizes.sm, color: isLink ? t.colors.muted : "#d5deea" })}>{country.text}</p>
      {isLink && (
        <span aria-hidden="true" css={(t) => ({ marginTop: "auto", paddingTop: t.space.xs, alignSelf: "flex-start", display: "inline-flex", alignItems: "center", gap: t.space.xs, color: t.colors.primary, fontWeight: 650, fontSize: t.fontSizes.sm })}>
          {linkHint}
          <ArrowRight size={16} />
        </span>
      )}
    </article>
  )
}
