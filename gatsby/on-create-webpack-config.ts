import type { GatsbyNode } from "gatsby"
import { browserRedirects } from "./create-pages"

/**
 * Build-time constants for the browser bundle: the build year (copyright line, identical in the server
 * HTML and the client) and the redirect map for in-app navigation (src/lib/browser-redirects.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        __BROWSER_REDIRECTS__: JSON.stringify(browserRedirects()),
      }),
    ],
  })
}
