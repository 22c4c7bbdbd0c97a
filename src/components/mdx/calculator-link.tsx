import * as React from "react"
import { Calculator } from "lucide-react"
import { SmartLink } from "../smart-link"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { fill } from "../../shared/fill"
import { countryInText } from "../../data/countries"

/** The cost calculator's page; its query string presets the country (see the calculator's url-state.ts). */
export const CALCULATOR_PATH = "/resources/cost-calculator"

export function calculatorHref(country?: string): string {
  return country ? `${CALCULATOR_PATH}?country=${encodeURIComponent(country.toUpperCase())}` : CALCULATOR_PATH
}

/**
 * <CalculatorLink country="PH" />: one clear link that opens the employer cost calculator preset to a
 * country, named as content/data/countries.yaml has it after "in". A code the table lacks is a writer's mistake
 * and fails the build with its name (the content check names a code the rates lack, with file and line).
 */
export function CalculatorLink({ country, children }: { country: string; children?: React.ReactNode }) {
  const facts = useSiteFacts()
  const name = countryInText(facts.countries, country)
  const { calculatorLink } = facts.labels.pages
  if (!name) throw new Error(`<CalculatorLink country="${country}">: country must be one of ${facts.countries.map((c) => c.code).join(", ")} (content/data/countries.yaml)`)
  return (
    <p
      css={(t) => ({
        display: "flex",
        alignItems: "center",
        gap: t.space.sm,
        margin: `${t.space.lg} 0`,
        padding: `${t.space.sm} ${t.space.md}`,
        borderRadius: t.radii.md,
        border: `1px solid ${t.colors.border}`,
        borderLeft: `4px solid ${t.colors.accent}`,
        background: t.colors.accentSoft,
      })}
    >
      <Calculator size={22} aria-hidden="true" css={(t) => ({ flexShrink: 0, color: t.colors.accent })} />
      <SmartLink to={calculatorHref(country)} css={{ fontWeight: 650 }}>
        {children ?? fill(calculatorLink, { country: name })}
      </SmartLink>
    </p>
  )
}
