import type { GatsbyNode } from "gatsby"
import { browserRedirects } from "./create-pages"

/**
 * Build-time constants: the build year (copyright line, identical in the server HTML and the client), the
 * redirect map for in-app navigation (src/lib/browser-redirects.ts), and whether this is the server-rendering
 * bundle (src/components/head-tags.tsx).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage }) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        __BROWSER_REDIRECTS__: JSON.stringify(browserRedirects()),
        __SSR__: JSON.stringify(stage === "build-html" || stage === "develop-html"),
      }),
    ],
  })
}
