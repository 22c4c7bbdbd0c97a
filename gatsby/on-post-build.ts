import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeRedirectStubs } from "./post-build/redirect-stubs"
import { generateSocialCards } from "./post-build/social-cards"
import { readPlanFile } from "./lib/plan/plan-file"
import { writeCrawlerFiles } from "./post-build/crawler-files"
import { writeSearchIndex } from "./post-build/search-index"
import { secureInlineScripts } from "./post-build/inline-scripts"
import { writeChangeFeed } from "./post-build/change-feed"
import { writeHolidayFeeds } from "./post-build/holiday-feeds"

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string; title: string; description: string } }
  allArticle: { nodes: Array<{ path: string; title: string; description: string; date: string; category: string }> }
}

/**
 * Files written after the pages: redirect stubs for static hosts, then the other build artefacts. What the
 * route plan decided (redirects, social-card titles) is read from the plan file, not worked out again.
 */
// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby's args hand `graphql` out to be destructured (its documented use); it uses no `this`
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve("public")
  const result = await graphql<PostBuildData>(`
    {
      site { siteMetadata { siteUrl title description } }
      allArticle(sort: { date: DESC }) { nodes { path title description date(formatString: "YYYY-MM-DD") category } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("onPostBuild could not read the content", result.errors as Error[] | undefined)
    return
  }
  const { siteUrl } = result.data.site.siteMetadata
  const plan = readPlanFile()
  await writeRedirectStubs(publicDir, plan.redirects, siteUrl, reporter)
  await generateSocialCards(graphql, reporter, plan.pages, publicDir)
  const { title, description } = result.data.site.siteMetadata
  await writeCrawlerFiles(publicDir, { siteUrl, name: title, description }, result.data.allArticle.nodes, reporter)
  await writeChangeFeed(publicDir, { siteUrl, name: title, description }, reporter)
  await writeHolidayFeeds(publicDir, { siteUrl, name: title }, reporter)
  await writeSearchIndex(graphql, reporter, publicDir)
  // Last: every page, stubs included, is written by now.
  await secureInlineScripts(publicDir, reporter)
}
