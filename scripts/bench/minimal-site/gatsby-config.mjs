// The reference site `npm run bench:build` builds beside ours: the same Gatsby and MDX plugin, a handful of MDX
// pages, nothing else. Our one-article rebuild is measured against its own (issue 33's budget: ≤ 1.3×).
// The bench copies this folder to bench-results/minimal-site/ and builds it there.
import path from "node:path"
import { fileURLToPath } from "node:url"

const here = path.dirname(fileURLToPath(import.meta.url))

const config = {
  siteMetadata: { title: "Minimal MDX site" },
  plugins: [{ resolve: "gatsby-source-filesystem", options: { name: "posts", path: path.join(here, "posts") } }, "gatsby-plugin-mdx"],
}

export default config
