import type { GatsbyNode } from "gatsby"
import { browserRedirects } from "./create-pages"

/**
 * Build-time constants: the build year (copyright line, identical in the server HTML and the client), the
 * redirect map for in-app navigation (src/lib/browser-redirects.ts), and whether this is the server-rendering
 * bundle (src/components/head-tags.tsx).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage, getConfig }) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        __BROWSER_REDIRECTS__: JSON.stringify(browserRedirects()),
        __SSR__: JSON.stringify(stage === "build-html" || stage === "develop-html"),
      }),
    ],
  })
  // Chunks loaded on demand (every template, every MDX page, the popups) are named by their content hash
  // alone. Gatsby names them "[name]-[contenthash].js", and an MDX page's name is its whole path
  // ("component---src-templates-article-tsx-content-file-path-content-blog-…-index-mdx"): the webpack runtime
  // every page loads spelled out all of them. setWebpackConfig ignores `output`, so the config is replaced.
  if (stage === "build-javascript") {
    const config = getConfig() as { output: Record<string, unknown> }
    actions.replaceWebpackConfig({ ...config, output: { ...config.output, chunkFilename: "[contenthash].js" } })
  }
}
