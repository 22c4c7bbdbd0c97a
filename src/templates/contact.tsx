import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import { ContactSection } from "../features/contact/contact-section"
import type { PageContext } from "../shared/page-context"

/** The contact pages: the message form (`form: contact`) or the call request (`form: call`) above the body, which is short (two columns on wide screens). */
export default function ContactTemplate({ data, children, pageContext }: PageProps<{ page: PageNode & { form: string } }, PageContext>) {
  return (
    <ContentPage page={data.page} pageContext={pageContext} before={<ContactSection variant={data.page.form === "call" ? "call" : "message"} />} columns>
      {children}
    </ContentPage>
  )
}

export const query = graphql`
  query ContactPage($id: String!) {
    page(id: { eq: $id }) { ...ContentPageFields form }
  }
`
