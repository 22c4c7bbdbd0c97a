import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import type { PageContext } from "../shared/page-context"
import { EntryLayout, SideLinks } from "../components/content/entry-layout"
import { breadcrumbJsonLd } from "../components/content/breadcrumbs"
import { useSiteFacts } from "../hooks/use-site-facts"

interface Data {
  sector: { title: string; description: string; summary: string; path: string }
  others: { nodes: Array<{ path: string; title: string }> }
}

export default function SectorTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const { sector, others } = data
  const { siteUrl, labels } = useSiteFacts()
  const { crumbs } = pageContext
  return (
    <>
      <Seo title={sector.title} description={sector.description} path={sector.path} jsonLd={breadcrumbJsonLd(siteUrl, crumbs)} />
      <EntryLayout title={sector.title} lead={sector.summary} eyebrow={labels.sector.eyebrow} crumbs={crumbs} aside={<SideLinks title={labels.sector.others} links={others.nodes.map((o) => ({ to: o.path, label: o.title }))} />}>
        {children}
      </EntryLayout>
    </>
  )
}

export const query = graphql`
  query SectorPage($id: String!) {
    sector(id: { eq: $id }) { title description summary path }
    others: allSector(filter: { id: { ne: $id } }, sort: { order: ASC }) { nodes { path title } }
  }
`
