import * as React from "react"
import { Seo } from "../components/seo"
import { Container } from "../components/container"
import { ButtonLink } from "../components/button"
import { useSiteFacts } from "../hooks/use-site-facts"

export default function HomePage() {
  const facts = useSiteFacts()
  return (
    <>
      <Seo title={`${facts.name}: Employer of Record and Remote Staffing from Singapore`} fullTitle description={facts.description} path="/" />
      <Container css={(t) => ({ padding: `${t.space.section} 0` })}>
        <h1>{facts.tagline}</h1>
        <p>Outsource staff from the Philippines, Indonesia, Vietnam and India.</p>
        <ButtonLink to="/contact#contact-form">Book a demo</ButtonLink> <ButtonLink to="/how-it-works" variant="secondary">Learn More</ButtonLink>
      </Container>
    </>
  )
}
