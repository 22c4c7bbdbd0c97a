import path from "node:path"
import { fileURLToPath } from "node:url"

const template = path.join(path.dirname(fileURLToPath(import.meta.url)), "src/templates/post.js")

/** One page per MDX file, through gatsby-plugin-mdx's documented `?__contentFilePath=` template query. */
/** @type {import("gatsby").GatsbyNode["createPages"]} */
export const createPages = async ({ graphql, actions, reporter }) => {
  const result = await graphql(`
    {
      allMdx {
        nodes {
          id
          frontmatter {
            slug
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `)
  if (result.errors) reporter.panicOnBuild("allMdx query failed", result.errors)
  for (const node of result.data.allMdx.nodes) {
    actions.createPage({
      path: `/posts/${node.frontmatter.slug}/`,
      component: `${template}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id },
    })
  }
}
