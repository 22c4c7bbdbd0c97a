import type { GatsbyConfig } from "gatsby"
import netlifyAdapter from "gatsby-adapter-netlify"
import remarkGfm from "remark-gfm"
import rehypeSlug from "rehype-slug"
import rehypeFold from "./gatsby/lib/rehype-fold"
import { buildDate } from "./gatsby/lib/build-date"
import { loadSiteFacts, resolveSiteUrl, yamlTypeName } from "./gatsby/lib/site-facts"
import { closedJobs, sitemapPages } from "./gatsby/lib/plan/sitemap"
import { SITEMAP_OUTPUTS } from "./gatsby/post-build/crawler-files"
import { headerRules } from "./gatsby/lib/post-build/security-headers"
import { PLAN_FILE } from "./gatsby/lib/plan/plan-file"
import { SITE_MANIFEST, type SiteManifestOptions } from "./server/manifest"
import { CONTENT_TYPES } from "./gatsby/lib/plan/content-types"

const facts = loadSiteFacts()
const siteUrl = resolveSiteUrl(facts.siteUrl, process.env["SITE_URL"])

/**
 * The public key the forms send as `Authorization: Bearer …` and the lead function expects (README.md,
 * "Configuration"). Not a secret: it is in every page's JavaScript. GATSBY_PUBLIC_SITE_KEY replaces it at
 * build time; Gatsby inlines GATSBY_ variables into the browser bundles and the function bundle.
 */
const DEFAULT_PUBLIC_SITE_KEY = "solvix-website-forms"
process.env["GATSBY_PUBLIC_SITE_KEY"] ||= DEFAULT_PUBLIC_SITE_KEY

/**
 * The Netlify adapter only for Netlify builds (Netlify sets NETLIFY=true; scripts/check/check-netlify.mjs sets
 * GATSBY_ADAPTER=netlify). It moves every page's index.html to <path>.html for Netlify's pretty URLs,
 * which `gatsby serve` and plain static hosts do not serve.
 */
const forNetlify = process.env["NETLIFY"] === "true" || process.env["GATSBY_ADAPTER"] === "netlify"

const contentFolder = (name: string) => ({
  resolve: "gatsby-source-filesystem",
  options: { name, path: `${__dirname}/content/${name}`, ignore: ["**/README.md", "**/.*"] },
})

interface SitemapQuery {
  allSitePage: { nodes: Array<{ path: string }> }
  allEntry: { nodes: Array<{ path: string; kind: string; lastmod: string | null }> }
  allJob: { nodes: Array<{ path: string; validThrough: string }> }
  site: { siteMetadata: { buildDate: string } }
}

/** One gatsby-plugin-sitemap instance per sitemap; gatsby/post-build/crawler-files.ts publishes them. */
const sitemap = (which: "pages" | "blog") => ({
  resolve: "gatsby-plugin-sitemap",
  options: {
    output: SITEMAP_OUTPUTS[which],
    createLinkInHead: false,
    entryLimit: 45000,
    excludes: [],
    query: `{
      allSitePage { nodes { path } }
      allEntry { nodes { path kind lastmod(formatString: "YYYY-MM-DD") } }
      allJob { nodes { path validThrough(formatString: "YYYY-MM-DD") } }
      site { siteMetadata { buildDate } }
    }`,
    resolveSiteUrl: () => siteUrl,
    resolvePages: (data: SitemapQuery) => sitemapPages(data.allSitePage.nodes, data.allEntry.nodes, which, closedJobs(data.allJob.nodes, data.site.siteMetadata.buildDate)),
    filterPages: () => false,
    serialize: ({ path, lastmod }: { path: string; lastmod: string | null }) => (lastmod ? { url: path, lastmod } : { url: path }),
  },
})

/** Security headers and extra caching rules (gatsby/lib/post-build/security-headers.ts), for every host. */
const headers = headerRules(process.env)

/** What the production server reads from the build (server/manifest.ts), written by server/gatsby-plugin. */
const serverManifest: SiteManifestOptions = {
  manifestFile: `${__dirname}/${SITE_MANIFEST}`,
  planFile: PLAN_FILE,
  headers,
  publicSiteKey: process.env["GATSBY_PUBLIC_SITE_KEY"],
}

const config: GatsbyConfig = {
  // buildDate: the day of this build (gatsby/lib/build-date.ts), read by the pages that show dated facts.
  siteMetadata: { siteUrl, title: facts.name, description: facts.description, publicSiteKey: process.env["GATSBY_PUBLIC_SITE_KEY"], buildDate: buildDate(process.env) },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: false,
  // The Netlify adapter writes them to public/_headers; the production server sends them from dist/site.json.
  headers,
  ...(forNetlify ? { adapter: netlifyAdapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false }) } : {}),
  plugins: [
    {
      // Workaround (docs/workarounds.md, "Emotion's source maps only in develop"): the plugin means to turn
      // its source maps off in production, but its options schema defaults `sourceMap` to true and that
      // default wins, so every css call of a build carried a base64 copy of its whole file (button.tsx:
      // 168 KB). Babel wrote them and webpack parsed, cached and mapped them in both bundles before dropping
      // them as dead code.
      resolve: "gatsby-plugin-emotion",
      options: { sourceMap: process.env["gatsby_executing_command"] === "develop" },
    },
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      // One node type per data file, named after the file: site.yaml → SiteYaml, data/x-y.yaml → XYYaml.
      resolve: "gatsby-transformer-yaml",
      options: { typeName: ({ node }: { node: { name: string } }) => yamlTypeName(node.name) },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/content`, ignore: ["**/*.md", "**/*.mdx", "**/.*"] },
    },
    // One source per content type's folder (gatsby/lib/plan/content-types.ts), named after it.
    ...CONTENT_TYPES.map((type) => contentFolder(type.folder)),
    sitemap("pages"),
    sitemap("blog"),
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx", ".md"],
        // rehypeFold after rehypeSlug: it folds sources and reference sections by their headings' ids (gatsby/lib/rehype-fold.ts).
        mdxOptions: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug, rehypeFold] },
      },
    },
    // The production server behind `npm start` (server/; README.md, "Any VM or container").
    { resolve: `${__dirname}/server/gatsby-plugin`, options: serverManifest },
  ],
}

export default config
