import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import type { PageContext } from "../shared/page-context"
import { EntryLayout, SideLinks } from "../components/content/entry-layout"
import { FaqList, faqJsonLd } from "../components/content/faq-list"
import { breadcrumbJsonLd } from "../components/content/breadcrumbs"
import { ContactButton } from "../features/contact/contact-button"
import { useSiteFacts } from "../hooks/use-site-facts"
import type { Faq } from "../types/content"

interface Data {
  service: { title: string; description: string; summary: string; path: string; country: string | null; faqs: Faq[] }
  others: { nodes: Array<{ path: string; title: string }> }
}

export default function ServiceTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const { service, others } = data
  const { siteUrl, name } = useSiteFacts()
  const { crumbs } = pageContext
  const serviceLd = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: `${siteUrl}${service.path}`,
    provider: { "@type": "Organization", name, url: `${siteUrl}/` },
    areaServed: service.country ?? ["Philippines", "Indonesia", "Vietnam", "India"],
  }
  return (
    <>
      <Seo title={service.title} description={service.description} path={service.path} jsonLd={[serviceLd, breadcrumbJsonLd(siteUrl, crumbs), ...(service.faqs.length ? [faqJsonLd(service.faqs)] : [])]} />
      <EntryLayout
        title={service.title}
        lead={service.summary}
        eyebrow={service.country ? `Employer of record · ${service.country}` : "Services"}
        crumbs={crumbs}
        heroExtra={
          <div css={(t) => ({ marginTop: t.space.lg })}>
            <ContactButton size="lg">Get Started Today</ContactButton>
          </div>
        }
        aside={<SideLinks title="Other services" links={others.nodes.map((o) => ({ to: o.path, label: o.title }))} />}
        after={<div css={(t) => ({ maxWidth: t.proseWidth })}><FaqList faqs={service.faqs} /></div>}
      >
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
    }
    others: allService(filter: { id: { ne: $id } }, sort: { order: ASC }) {
      nodes { path title }
    }
  }
`
