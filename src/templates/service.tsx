import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { EntryLayout } from "../components/content/entry-layout"
import { PageRail, type TocItem } from "../components/content/page-rail"
import { RailCta } from "../components/content/rail-cta"
import { calculatorHref } from "../components/mdx/calculator-link"
import { keyFigures, type FigureCountry } from "../components/content/key-figures"
import type { PageContext } from "../shared/page-context"
import { faqJsonLd } from "../components/content/faq-json-ld"
import { FaqList, HubCardGrid, Proof } from "../components/content/below-fold"
import { breadcrumbJsonLd } from "../components/content/breadcrumbs"
import { ContactButton } from "../components/contact-button"
import { EmployerBox } from "../components/employer"
import { useSiteFacts } from "../hooks/use-site-facts"
import { employingCountries } from "../data/countries"
import type { Faq } from "../types/content"
import { fill } from "../shared/fill"

interface Data {
  service: {
    title: string
    description: string
    summary: string
    path: string
    country: string | null
    faqs: Faq[]
    mdx: { tableOfContents: { items?: TocItem[] } | null } | null
  }
  others: { nodes: Array<{ path: string; title: string; summary: string; icon: string | null }> }
  rates: { countries: FigureCountry[] } | null
  site: { siteMetadata: { buildDate: string } }
}

export default function ServiceTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const { service, others } = data
  const { siteUrl, name, labels, countries } = useSiteFacts()
  const words = labels.service
  const country = service.country ? data.rates?.countries.find((c) => c.name === service.country) : undefined
  const figures = country ? keyFigures(country, data.site.siteMetadata.buildDate) : null
  const { crumbs } = pageContext
  const serviceLd = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: `${siteUrl}${service.path}`,
    provider: { "@type": "Organization", name, url: `${siteUrl}/` },
    // A country's page serves that country; the others every country where we employ (content/data/countries.yaml).
    areaServed: service.country ?? employingCountries(countries).map((c) => c.name),
  }
  return (
    <>
      <Seo title={service.title} description={service.description} path={service.path} jsonLd={[serviceLd, breadcrumbJsonLd(siteUrl, crumbs), ...(service.faqs.length ? [faqJsonLd(service.faqs)] : [])]} />
      <EntryLayout
        title={service.title}
        lead={service.summary}
        eyebrow={service.country ? fill(words.countryEyebrow, { country: service.country }) : words.eyebrow}
        crumbs={crumbs}
        heroExtra={
          <div css={(t) => ({ marginTop: t.space.lg })}>
            <ContactButton size="lg">{words.start}</ContactButton>
          </div>
        }
        rail={
          <PageRail toc={service.mdx?.tableOfContents?.items} figures={figures} figuresHref={country ? calculatorHref(country.code) : undefined}>
            <RailCta on="service" country={country?.code} />
          </PageRail>
        }
        after={
          <>
            <Proof id="service-proof" />
            <FaqList faqs={service.faqs} split />
            <section aria-labelledby="other-services" css={(t) => ({ marginTop: t.space.xxl })}>
              <h2 id="other-services">{words.others}</h2>
              <HubCardGrid pages={others.nodes} action={labels.hubs.readAbout} compact />
            </section>
          </>
        }
      >
        {/* A country's page says first who employs the staff there (src/components/employer.tsx). */}
        {country && <EmployerBox country={country.code} />}
        {children}
      </EntryLayout>
    </>
  )
}

export const query = graphql`
  query ServicePage($id: String!) {
    service(id: { eq: $id }) {
      title
      description
      summary
      path
      country
      faqs { question answer group }
      mdx { tableOfContents(maxDepth: 2) }
    }
    others: allService(filter: { id: { ne: $id } }, sort: { order: ASC }) {
      nodes { path title summary icon }
    }
    rates: statutoryRatesYaml {
      countries { code name currency lines { label employerRate employeeRate cap appliesFrom checkedOn reviewBy read readVia } }
    }
    site { siteMetadata { buildDate } }
  }
`
