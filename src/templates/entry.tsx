import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import type { PageContext } from "../shared/page-context"
import { EntryLayout } from "../components/content/entry-layout"
import { breadcrumbJsonLd } from "../components/content/breadcrumbs"
import { useSiteFacts } from "../hooks/use-site-facts"

interface Data {
  entry: { title: string; description: string; summary: string | null; path: string }
}

/**
 * The template of a content type that shows nothing of its own (its row's `template: "entry"` in
 * gatsby/lib/plan/content-types.ts): the title, the summary as the lead, the trail from page context and the body,
 * from the fields every entry has (the GraphQL `Entry` interface). A type that shows more has a template of its own.
 */
export default function EntryTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const { entry } = data
  const { siteUrl } = useSiteFacts()
  const { crumbs } = pageContext
  return (
    <>
      <Seo title={entry.title} description={entry.description} path={entry.path} jsonLd={breadcrumbJsonLd(siteUrl, crumbs)} />
      <EntryLayout title={entry.title} lead={entry.summary} crumbs={crumbs}>
        {children}
      </EntryLayout>
    </>
  )
}

export const query = graphql`
  query EntryPage($id: String!) {
    entry(id: { eq: $id }) { title description summary path }
  }
`
