// Writes gatsby-config's `headers` (the declaration gatsby-adapter-netlify turns into public/_headers) to
// .cache/server-headers.json, where the production server (server/main.mjs) reads them. gatsby-plugin-fastify
// ignores `headers`, so this is how both hosts send the same ones. Also writes the public site key the build
// put in the forms (siteMetadata.publicSiteKey) to .cache/public-site-key.json for the load and check scripts.
const fs = require("node:fs")
const path = require("node:path")

/** Not exported: Gatsby treats every export of gatsby-node as a Node API and logs an error for unknown ones. */
const HEADERS_FILE = "server-headers.json"

exports.onPostBuild = ({ store }) => {
  const { config, program } = store.getState()
  const file = path.join(program.directory, ".cache", HEADERS_FILE)
  fs.writeFileSync(file, `${JSON.stringify(config.headers ?? [], null, 2)}\n`)
  const key = path.join(program.directory, ".cache", "public-site-key.json")
  fs.writeFileSync(key, `${JSON.stringify({ publicSiteKey: config.siteMetadata?.publicSiteKey ?? null })}\n`)
}
