import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import { ReferralForm } from "../features/referral/referral-form"
import type { PageContext } from "../shared/page-context"

/** The referral programme: its terms, then the referral form. */
export default function ReferralTemplate({ data, children, pageContext }: PageProps<{ page: PageNode }, PageContext>) {
  return (
    <ContentPage page={data.page} pageContext={pageContext} after={<ReferralForm />}>
      {children}
    </ContentPage>
  )
}

export const query = graphql`
  query ReferralPage($id: String!) {
    page(id: { eq: $id }) { ...ContentPageFields }
  }
`
