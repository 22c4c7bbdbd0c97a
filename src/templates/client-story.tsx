import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import type { PageContext } from "../shared/page-context"
import { EntryLayout } from "../components/content/entry-layout"
import { breadcrumbJsonLd } from "../components/content/breadcrumbs"
import { useSiteFacts } from "../hooks/use-site-facts"

interface Data {
  story: { title: string; description: string; summary: string; path: string; client: string }
}

/**
 * A client story (content/client-stories/<slug>), built only once the client's permission is confirmed
 * (clientStories.<slug>; gatsby/on-create-node.ts gives an unconfirmed story no node). The client's name leads.
 */
export default function ClientStoryTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const { story } = data
  const { siteUrl, labels } = useSiteFacts()
  const { crumbs } = pageContext
  return (
    <>
      <Seo title={story.title} description={story.description} path={story.path} jsonLd={breadcrumbJsonLd(siteUrl, crumbs)} />
      <EntryLayout title={story.title} lead={story.summary} eyebrow={`${labels.proof.stories}: ${story.client}`} crumbs={crumbs}>
        {children}
      </EntryLayout>
    </>
  )
}

export const query = graphql`
  query ClientStoryPage($id: String!) {
    story: clientStory(id: { eq: $id }) { title description summary path client }
  }
`
