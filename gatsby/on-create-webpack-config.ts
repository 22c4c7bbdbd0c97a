import type { GatsbyNode } from "gatsby"
import { BROWSER_REDIRECTS_FILE, BROWSER_REDIRECTS_MODULE } from "./lib/plan-file"

/** The name of every chunk loaded on demand: its content hash alone (see below and docs/workarounds.md). */
export const CHUNK_FILENAME = "[contenthash].js"

/**
 * Build-time wiring of the bundles: the build year (copyright line, identical in the server HTML and the
 * client), whether this is the server-rendering bundle (src/framework/head-tags.tsx), and where the route
 * plan's redirect map is (gatsby/lib/plan-file.ts; src/framework/browser-redirects.ts uses it).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage, getConfig }) => {
  actions.setWebpackConfig({
    resolve: { alias: { [BROWSER_REDIRECTS_MODULE]: BROWSER_REDIRECTS_FILE } },
    plugins: [
      plugins.define({
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        __SSR__: JSON.stringify(stage === "build-html" || stage === "develop-html"),
      }),
    ],
  })
  // Workaround (docs/workarounds.md, "Content-hashed chunk names"): chunks loaded on demand (every template,
  // every MDX page, the popups) are named by their content hash alone. Gatsby names them
  // "[name]-[contenthash].js", and an MDX page's name is its whole path
  // ("component---src-templates-article-tsx-content-file-path-content-blog-…-index-mdx"): the webpack runtime
  // every page loads spelled out all of them. setWebpackConfig ignores `output`, so the config is replaced.
  // Guarded by scripts/check-build.mjs (chunk names in the runtime).
  if (stage === "build-javascript") {
    const config = getConfig() as { output: Record<string, unknown> }
    actions.replaceWebpackConfig({ ...config, output: { ...config.output, chunkFilename: CHUNK_FILENAME } })
  }
}
