import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPage, type PageNode } from "../components/content/content-page"
import { Listing, type ListingData } from "../components/content/listing"
import { useSiteFacts } from "../hooks/use-site-facts"
import type { PageContext } from "../shared/page-context"
import { fill } from "../shared/fill"

type Data = { page: PageNode } & ListingData

/**
 * The blog and each of its category pages, paginated: the plan hands on the slice, the page paths and the
 * category links (gatsby/lib/plan/routes.ts). The articles come first; the blog's own text follows them on its
 * first, all-articles page only (in two columns on wide screens).
 */
export default function BlogListingTemplate({ data, children, pageContext }: PageProps<Data, PageContext>) {
  const { labels } = useSiteFacts()
  const path = pageContext.pagePath
  const currentPage = pageContext.currentPage ?? 1
  const category = pageContext.category && pageContext.category !== "*" ? pageContext.category : null
  return (
    <ContentPage
      page={data.page}
      pageContext={pageContext}
      description={category ? fill(labels.blog.categoryDescription, { category: category.toLowerCase() }) : undefined}
      columns
      before={
        <div css={(t) => ({ marginBottom: t.space.xxl })}>
          <Listing
            listing="blog"
            data={data}
            currentPage={currentPage}
            numPages={pageContext.numPages ?? 1}
            basePath={pageContext.basePath ?? path}
            pagePaths={pageContext.pagePaths ?? [path]}
            categoryLinks={pageContext.categoryLinks ?? []}
            category={category}
          />
        </div>
      }
    >
      {currentPage > 1 || category ? null : children}
    </ContentPage>
  )
}

export const query = graphql`
  query BlogListingPage($id: String!, $skip: Int = 0, $limit: Int = 12, $category: String = "*") {
    page(id: { eq: $id }) { ...ContentPageFields }
    articles: allArticle(filter: { category: { glob: $category } }, sort: { date: DESC }, skip: $skip, limit: $limit) {
      nodes { id path title description category readingTime featured date(formatString: "D MMMM YYYY") dateIso: date(formatString: "YYYY-MM-DD") }
    }
    featured: allArticle(filter: { featured: { eq: true } }, limit: 1) {
      nodes { id path title description category readingTime featured date(formatString: "D MMMM YYYY") dateIso: date(formatString: "YYYY-MM-DD") }
    }
  }
`
