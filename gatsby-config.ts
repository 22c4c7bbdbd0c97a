import type { GatsbyConfig } from "gatsby"
import remarkGfm from "remark-gfm"
import { loadSiteFacts, resolveSiteUrl, yamlTypeName } from "./gatsby/lib/site-facts"

const facts = loadSiteFacts()
const siteUrl = resolveSiteUrl(facts.siteUrl, process.env["SITE_URL"])

const contentFolder = (name: string) => ({
  resolve: "gatsby-source-filesystem",
  options: { name, path: `${__dirname}/content/${name}`, ignore: ["**/README.md", "**/.*"] },
})

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, title: facts.name, description: facts.description },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: false,
  plugins: [
    "gatsby-plugin-emotion",
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
    contentFolder("pages"),
    contentFolder("services"),
    contentFolder("roles"),
    contentFolder("sectors"),
    contentFolder("blog"),
    contentFolder("careers"),
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx", ".md"],
        mdxOptions: { remarkPlugins: [remarkGfm] },
      },
    },
  ],
}

export default config
