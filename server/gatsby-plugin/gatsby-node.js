// Writes gatsby-config's `headers` (the declaration gatsby-adapter-netlify turns into public/_headers) to
// .cache/server-headers.json, where the production server (server/main.mjs) reads them. gatsby-plugin-fastify
// ignores `headers`, so this is how both hosts send the same ones.
const fs = require("node:fs")
const path = require("node:path")

exports.HEADERS_FILE = "server-headers.json"

exports.onPostBuild = ({ store }) => {
  const { config, program } = store.getState()
  const file = path.join(program.directory, ".cache", exports.HEADERS_FILE)
  fs.writeFileSync(file, `${JSON.stringify(config.headers ?? [], null, 2)}\n`)
}
