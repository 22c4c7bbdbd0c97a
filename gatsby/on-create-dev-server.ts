import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { watchContent } from "./develop-content-check"
import { SEARCH_BUNDLE_DIR } from "../src/shared/search-index-format"

/** What develop answers for the search bundle when no build has written one (see below). */
export const SEARCH_STAND_IN = `// gatsby develop: there is no search index until \`npm run build\` writes one (public/${SEARCH_BUNDLE_DIR}/).\nexport const noIndex = true\n`

/**
 * `gatsby develop` only: once it is up, a saved content file runs the content check again
 * (gatsby/develop-content-check.ts). And the search page: its index (public/pagefind/) is written after a build,
 * from the built pages, and develop serves the last build's. Where there is none, the search bundle is answered
 * with a module that is no search API instead of a 404 (which the browser reports as an error on every visit to
 * /search): the page then says search is not available, as it does when the index cannot load.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  watchContent()
  const bundle = path.resolve("public", SEARCH_BUNDLE_DIR, "pagefind.js")
  const server = app as { get(route: string, handler: (req: unknown, res: { type(mime: string): { send(body: string): void } }, next: () => void) => void): void }
  server.get(`/${SEARCH_BUNDLE_DIR}/pagefind.js`, (_req, res, next) => {
    if (fs.existsSync(bundle)) next()
    else res.type("text/javascript").send(SEARCH_STAND_IN)
  })
}
