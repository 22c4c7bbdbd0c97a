// Writes the site manifest the production server reads (server/manifest.ts SiteManifest) at the end of
// `gatsby build`: gatsby-config's `headers` rules and the build's public site key, which gatsby-config.ts
// hands over as this plugin's options, and the redirects of the route plan, read from the plan file whose
// path it names (gatsby/lib/plan/plan-file.ts). The load and fault scripts read the public site key from it too.
const fs = require("node:fs")
const path = require("node:path")

exports.onPostBuild = ({ reporter }, { manifestFile, planFile, headers, publicSiteKey }) => {
  const plan = JSON.parse(fs.readFileSync(planFile, "utf8"))
  const manifest = {
    headers,
    redirects: plan.redirects.map(({ fromPath, toPath }) => ({ fromPath, toPath })),
    publicSiteKey: publicSiteKey ?? null,
  }
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true })
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  reporter.info(`Wrote ${path.relative(process.cwd(), manifestFile)}: ${headers.length} header rules, ${manifest.redirects.length} redirects`)
}
