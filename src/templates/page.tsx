import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, pageContents, type PageNode } from "../components/content/content-page"
import { PageRail, railSections } from "../components/content/page-rail"
import { RailCta } from "../components/content/rail-cta"
import type { PageContext } from "../shared/page-context"

/**
 * A page of this many sections or more (its body's, and its named groups of questions) gets the side rail,
 * which uses the width of a wide screen beside the text (contents and call to action).
 */
const RAIL_MIN_SECTIONS = 3

/** A plain page (company pages, FAQs, legal): its body, FAQs, and on a long page the side rail. */
export default function PageTemplate({ data, children, pageContext }: PageProps<{ page: PageNode }, PageContext>) {
  const toc = pageContents(data.page)
  const withRail = railSections(toc).length >= RAIL_MIN_SECTIONS
  return (
    <ContentPage
      page={data.page}
      pageContext={pageContext}
      rail={
        withRail ? (
          <PageRail toc={toc}>
            <RailCta on="page" />
          </PageRail>
        ) : undefined
      }
    >
      {children}
    </ContentPage>
  )
}

export const query = graphql`
  query ContentPage($id: String!) {
    page(id: { eq: $id }) { ...ContentPageFields }
  }
`
