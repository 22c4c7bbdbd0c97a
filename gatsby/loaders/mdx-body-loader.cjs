// @ts-check
/**
 * Workaround (docs/workarounds.md, "An MDX page's body hydrates on its own"): gatsby-plugin-mdx's page
 * wrapper imports the compiled MDX body statically, so every word of a page's body was in the JavaScript it
 * needs before it can hydrate. This loader, put before the plugin's for `.mdx` files (gatsby/on-create-webpack-config.ts),
 * answers the wrapper's import with a small module instead, and the body itself (the same file with `?body`)
 * goes through the plugin's loaders as before:
 *  - server render (build-html, develop-html): the body at once, inside a Suspense boundary (src/framework/mdx-body.tsx);
 *  - browser (build-javascript, develop): the body as a chunk of its own, inside the same boundary. On the first page
 *    the boundary keeps the server's HTML until that chunk has arrived and then hydrates on its own; a page the
 *    app moves to later waits for its body before it shows (top-level await: Gatsby's loader waits for the
 *    page's module as before), so no page ever shows without its body.
 * The stub is also what hands the body the writers' components (`mdxComponents`, loaded with it): no MDXProvider
 * does, so `gatsby develop` needs the loader as much as the build (without it, "Expected component … to be defined").
 * The loader only pitches: what it returns is the module, and the plugin's loaders never see that request.
 */
const BODY_QUERY = "mdx-body"
/** Gatsby's stages that compile the server-rendering bundle (`gatsby build`, `gatsby develop`); the others are the browser's. */
const SERVER_STAGES = ["build-html", "develop-html"]

/**
 * @param {string} stage
 * @param {string} resourcePath
 * @param {{ helper: string, components: string }} paths src/framework/mdx-body.tsx, and the module whose
 *   `mdxComponents` the body is drawn with (src/components/mdx/mdx-components.tsx): they come with it
 */
function stubFor(stage, resourcePath, { helper, components }) {
  const body = JSON.stringify(`${resourcePath}?${BODY_QUERY}`)
  const h = JSON.stringify(helper)
  const c = JSON.stringify(components)
  if (SERVER_STAGES.includes(stage)) return `import Body from ${body};\nimport { mdxComponents } from ${c};\nimport { serverMdxBody } from ${h};\nexport default serverMdxBody(Body, mdxComponents);\n`
  return [
    `import { browserMdxBody, shellHydrated } from ${h};`,
    `const load = () => Promise.all([import(${body}), import(${c})]).then(([body, components]) => ({ default: body.default, components: components.mdxComponents }));`,
    `export default browserMdxBody(load, shellHydrated() ? await load() : null);`,
    "",
  ].join("\n")
}

/** @this {{ resourcePath: string, getOptions(): { stage: string, helper: string, components: string } }} */
function pitch() {
  const { stage, helper, components } = this.getOptions()
  return stubFor(stage, this.resourcePath, { helper, components })
}

/** Never called: pitch() always answers. */
function loader() {
  throw new Error("mdx-body-loader answers in its pitch phase only")
}

module.exports = loader
module.exports.pitch = pitch
module.exports.stubFor = stubFor
module.exports.BODY_QUERY = BODY_QUERY
