import * as React from "react"
import { Calculator } from "lucide-react"
import { SmartLink } from "../smart-link"
import { useSiteFacts } from "../../hooks/use-site-facts"
import { fill } from "../../shared/labels"

/** The cost calculator's page; its query string presets the country (see the calculator's url-state.ts). */
export const CALCULATOR_PATH = "/resources/cost-calculator"

const COUNTRIES: Readonly<Record<string, string>> = { PH: "the Philippines", ID: "Indonesia", VN: "Vietnam", SG: "Singapore", IN: "India" }

/** "the Philippines", "Vietnam": a calculator country's name as it reads after "in"; null for a code it does not know. */
export const countryInText = (code: string): string | null => COUNTRIES[code.toUpperCase()] ?? null

export function calculatorHref(country?: string): string {
  return country ? `${CALCULATOR_PATH}?country=${encodeURIComponent(country.toUpperCase())}` : CALCULATOR_PATH
}

/**
 * <CalculatorLink country="PH" />: one clear link that opens the employer cost calculator preset to a
 * country. An unknown code is a writer's mistake and fails the build with its name.
 */
export function CalculatorLink({ country, children }: { country: string; children?: React.ReactNode }) {
  const name = countryInText(country)
  const { calculatorLink } = useSiteFacts().labels.pages
  if (!name) throw new Error(`<CalculatorLink country="${country}">: country must be one of ${Object.keys(COUNTRIES).join(", ")}`)
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
