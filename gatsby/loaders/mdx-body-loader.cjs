// @ts-check
/**
 * Workaround (docs/workarounds.md, "An MDX page's body hydrates on its own"): gatsby-plugin-mdx's page
 * wrapper imports the compiled MDX body statically, so every word of a page's body was in the JavaScript it
 * needs before it can hydrate. This loader, put before the plugin's for `.mdx` files (gatsby/on-create-webpack-config.ts),
 * answers the wrapper's import with a small module instead, and the body itself (the same file with `?mdx-body`)
 * goes through the plugin's loaders as before:
 *  - server render (build-html, develop-html): the body at once, inside a Suspense boundary (src/framework/mdx-body.tsx);
 *  - browser (build-javascript, develop): the body as a chunk of its own, inside the same boundary. On the first page
 *    the boundary keeps the server's HTML until that chunk has arrived and then hydrates on its own; a page the
 *    app moves to later waits for its body before it shows (top-level await: Gatsby's loader waits for the
 *    page's module as before), so no page ever shows without its body.
 * The loader also hands each body the writers' components it draws, and only those: once the plugin has compiled
 * the body, it reads the names the compiled body asks for and appends `export const components = { … }`,
 * imported from the modules src/shared/writer-components.ts names. No MDXProvider provides them, so `gatsby develop`
 * needs the loader as much as the build (without it, "Expected component … to be defined"), and a page loads
 * no component its body does not use (a body of plain Markdown loads none but the link).
 */
const BODY_QUERY = "mdx-body"
/** Gatsby's stages that compile the server-rendering bundle (`gatsby build`, `gatsby develop`); the others are the browser's. */
const SERVER_STAGES = ["build-html", "develop-html"]

/**
 * The module that answers the page wrapper's import of an MDX file.
 * @param {string} stage
 * @param {string} resourcePath
 * @param {string} helper src/framework/mdx-body.tsx
 */
function stubFor(stage, resourcePath, helper) {
  const body = JSON.stringify(`${resourcePath}?${BODY_QUERY}`)
  const h = JSON.stringify(helper)
  if (SERVER_STAGES.includes(stage)) return `import Body, { components } from ${body};\nimport { serverMdxBody } from ${h};\nexport default serverMdxBody(Body, components);\n`
  return [`import { browserMdxBody, shellHydrated } from ${h};`, `const load = () => import(${body});`, `export default browserMdxBody(load, shellHydrated() ? await load() : null);`, ""].join("\n")
}

/**
 * The names a body compiled by @mdx-js/mdx 2 takes from its components: the capitalised ones it checks for
 * (`_missingMdxReference("Callout", true)`; under `gatsby develop` with the place too, `…, true, "3:1-3:27")`) and
 * Markdown's elements it draws through them (`_components.table`).
 * @param {string} code
 * @param {string} file for the error
 */
function namesUsed(code, file) {
  if (!code.includes("function _createMdxContent(")) throw new Error(`mdx-body-loader: ${file} did not compile to the body @mdx-js/mdx 2 writes (no _createMdxContent): see docs/workarounds.md, "An MDX page's body hydrates on its own"`)
  const names = new Set()
  for (const m of code.matchAll(/_missingMdxReference\(["']([\w$]+)["'],\s*true\b/g)) names.add(m[1])
  for (const m of code.matchAll(/\b_components\.([\w$]+)/g)) names.add(m[1])
  return [...names].sort()
}

/**
 * The compiled body, followed by `components`: those of `sources` it uses, imported from their modules. A name it
 * uses that `sources` lacks is left out: the body then fails as MDX does, naming it (the content check names it first).
 * @param {string} code
 * @param {string} file
 * @param {Record<string, { path: string, exportName: string }>} sources
 */
function withComponents(code, file, sources) {
  const used = namesUsed(code, file).flatMap((name) => (Object.prototype.hasOwnProperty.call(sources, name) ? [{ name, ...sources[name] }] : []))
  const imports = used.map(({ exportName, path }, i) => `import { ${exportName} as __writer${i} } from ${JSON.stringify(path)};`)
  const entries = used.map(({ name }, i) => `${JSON.stringify(name)}: __writer${i}`)
  return `${code}\n${imports.join("\n")}${imports.length ? "\n" : ""}export const components = ${entries.length ? `{ ${entries.join(", ")} }` : "{}"};\n`
}

/**
 * @typedef {{ stage: string, helper: string, components: Record<string, { path: string, exportName: string }> }} Options
 * @typedef {{ resourcePath: string, resourceQuery: string, getOptions(): Options, callback(error: Error | null, code?: string, map?: unknown): void }} Context
 */

/** The page wrapper's import: answered here. The body's own request (`?mdx-body`): left to the plugin's loaders. @this {Context} */
function pitch() {
  if (this.resourceQuery.includes(BODY_QUERY)) return undefined
  const { stage, helper } = this.getOptions()
  return stubFor(stage, this.resourcePath, helper)
}

/** The body, as the plugin's loaders compiled it: its components appended (the lines before keep their places). @this {Context} */
function loader(/** @type {string} */ code, /** @type {unknown} */ map) {
  this.callback(null, withComponents(code, this.resourcePath, this.getOptions().components), map)
}

module.exports = loader
module.exports.pitch = pitch
module.exports.stubFor = stubFor
module.exports.namesUsed = namesUsed
module.exports.withComponents = withComponents
module.exports.BODY_QUERY = BODY_QUERY
