import * as React from "react"
import { graphql, Link } from "gatsby"

export default function Index({ data }) {
  return (
    <main>
      <h1>Posts</h1>
      <ul>
        {data.allMdx.nodes.map((node) => (
          <li key={node.frontmatter.slug}>
            <Link to={`/posts/${node.frontmatter.slug}/`}>{node.frontmatter.title}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}

export const Head = () => <title>Posts</title>

export const query = graphql`
  {
    allMdx(sort: { frontmatter: { slug: ASC } }) {
      nodes {
        frontmatter {
          slug
          title
        }
      }
    }
  }
`
