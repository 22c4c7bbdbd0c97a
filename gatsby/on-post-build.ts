import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeRedirectStubs } from "./post-build/redirect-stubs"
import { redirectForms } from "./lib/routes"

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } }
  allEntry: { nodes: Array<{ path: string; redirectFrom: string[] }> }
}

/** Files written after the pages: redirect stubs for static hosts, then the other build artefacts. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve("public")
  const result = await graphql<PostBuildData>(`
    {
      site { siteMetadata { siteUrl } }
      allEntry { nodes { path redirectFrom } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("onPostBuild could not read the content", result.errors)
    return
  }
  const { siteUrl } = result.data.site.siteMetadata
  const redirects = result.data.allEntry.nodes.flatMap((n) => n.redirectFrom.flatMap((from) => redirectForms(from, n.path)))
  await writeRedirectStubs(publicDir, redirects, siteUrl, reporter)
}
