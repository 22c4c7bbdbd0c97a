import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import { PageRail, RailCallToAction, railSections } from "../components/content/page-rail"
import { useSiteFacts } from "../hooks/use-site-facts"
import { ContactButton } from "../components/contact-button"
import type { PageContext } from "../shared/page-context"

/** A page of this many sections or more gets the side rail. */
const RAIL_MIN_SECTIONS = 4

/** A plain page (company pages, FAQs, legal): its body, FAQs, and on a long page the side rail. */
export default function PageTemplate({ data, children, pageContext }: PageProps<{ page: PageNode }, PageContext>) {
  const facts = useSiteFacts()
  const toc = data.page.mdx?.tableOfContents?.items
  const withRail = railSections(toc).length >= RAIL_MIN_SECTIONS
  return (
    <ContentPage
      page={data.page}
      pageContext={pageContext}
      rail={
        withRail ? (
          <PageRail toc={toc}>
            <RailCallToAction
              title="Talk to us about your hire"
              text={`Tell us the role and the country; we reply ${facts.responseTime}.`}
              button={<ContactButton variant="onDark">Get In Touch</ContactButton>}
              link={{ to: "/resources/cost-calculator", label: "Estimate the employer cost" }}
            />
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
