import * as React from "react"
import { OffshoreSection } from "./sections/offshore"
import { EorSection } from "./sections/eor"
import { OutsourcingSection } from "./sections/outsourcing"
import { HowItWorksSection } from "./sections/how-it-works"
import { CountriesSection } from "./sections/countries"
import { CallToAction } from "./sections/call-to-action"
import { CalculatorSection } from "./sections/calculator"
import type { HomeContent } from "../../types/home"

/** The home page's sections after the hero, in the order docs/behaviour.md "The home page" gives (./home.tsx). */
export function BelowFold({ content, email }: { content: HomeContent; email: string }) {
  return (
    <>
      <OffshoreSection offshore={content.offshore} />
      <EorSection eor={content.eor} />
      <OutsourcingSection outsourcing={content.outsourcing} />
      <HowItWorksSection howItWorks={content.howItWorks} />
      <CountriesSection countries={content.countries} />
      <CalculatorSection calculator={content.calculator} />
      <CallToAction cta={content.cta} email={email} />
    </>
  )
}
