import * as React from "react"
import { useParallax } from "./parallax"
import { Hero } from "./sections/hero"
import { OffshoreSection } from "./sections/offshore"
import { EorSection } from "./sections/eor"
import { OutsourcingSection } from "./sections/outsourcing"
import { HowItWorksSection } from "./sections/how-it-works"
import { CountriesSection } from "./sections/countries"
import { CallToAction } from "./sections/call-to-action"
import { CalculatorSection } from "./sections/calculator"
import type { HomeContent } from "../../types/home"

/** The home page's sections in the order docs/behaviour.md "The home page" gives; the footer comes from the layout. */
export function Home({ content, tagline, email }: { content: HomeContent; tagline: string; email: string }) {
  const root = React.useRef<HTMLDivElement>(null)
  useParallax(root)
  return (
    <div ref={root}>
      <Hero tagline={tagline} hero={content.hero} />
      <OffshoreSection offshore={content.offshore} />
      <EorSection eor={content.eor} />
      <OutsourcingSection outsourcing={content.outsourcing} />
      <HowItWorksSection howItWorks={content.howItWorks} />
      <CountriesSection countries={content.countries} />
      <CalculatorSection calculator={content.calculator} />
      <CallToAction cta={content.cta} email={email} />
    </div>
  )
}
