import { graphql } from "gatsby"
import { ArticlePage } from "../components/content/article-page"

/**
 * An article: its query, and the component in components/content/article-page.tsx. gatsby-plugin-mdx makes every
 * article a page component of its own (this file with the article's path as a query), which webpack compiles
 * once per article and build stage, and Gatsby's query extraction parses once per article: a file this small
 * costs a fraction of one holding the component itself.
 */
export default ArticlePage

export const query = graphql`
  query ArticlePage($id: String!) {
    article(id: { eq: $id }) {
      title
      description
      path
      date(formatString: "D MMMM YYYY")
      dateIso: date(formatString: "YYYY-MM-DD")
      updated(formatString: "D MMMM YYYY")
      updatedIso: updated(formatString: "YYYY-MM-DD")
      category
      tags
      author
      takeaways
      readingTime
      wordCount
      cover {
        childImageSharp {
          # FULL_WIDTH of the prose column (at most 44rem), up to 1200 px: its sizer is a padded div, where
          # CONSTRAINED's is an <img alt="" role="presentation"> that the HTML checker rejects.
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [360, 720, 960, 1200], sizes: "(min-width: 48rem) 44rem, 100vw", formats: [AUTO, WEBP], placeholder: DOMINANT_COLOR)
        }
      }
      coverAlt
      mdx { tableOfContents(maxDepth: 2) }
    }
    related: allArticle(filter: { id: { ne: $id } }, sort: { date: DESC }, limit: 3) {
      nodes { path title description category }
    }
  }
`
