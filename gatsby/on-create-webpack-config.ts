import os from "node:os"
import type { GatsbyNode } from "gatsby"
import path from "node:path"
import { BROWSER_REDIRECTS_FILE, BROWSER_REDIRECTS_MODULE } from "./lib/plan/plan-file"
import { ContentCheckPlugin } from "./develop-content-check"
import { writerComponentSources } from "../src/shared/writer-components"

/**
 * The name of every chunk loaded on demand: its content hash alone (see below and docs/workarounds.md), 10 hex
 * digits, not webpack's 20: the webpack runtime every page loads lists every chunk's name (each MDX page's body is
 * one), and 40 bits tell a few hundred files apart as well as 80.
 */
export const CHUNK_FILENAME = "[contenthash:10].js"

/**
 * Workaround (docs/workarounds.md, "No source maps for the browser bundles"): Gatsby builds a full `source-map`
 * for every browser bundle and publishes it beside the script (public/*.js.map). No page or tool of ours reads
 * them, they hand anyone the whole source, and they were most of webpack's persistent cache of that bundle, which
 * every rebuild reads and writes. The server-rendering bundle keeps its maps: Gatsby reads them to point a page's
 * render error at our source.
 */
export const BROWSER_DEVTOOL = false

/**
 * Workaround (docs/workarounds.md, "Terser on every core"): Gatsby starts terser with one worker fewer than the
 * machine has cores, keeping one for its own process; but that process only waits while terser runs, so on the
 * 2-core build machine one core idled through the minifying (about 25 CPU-seconds of a clean build). We build the
 * same minimizers with Gatsby's own helpers (`plugins.minifyJs`, `plugins.minifyCss`, the same options) and one
 * terser worker per core. The minified code is the same: only the number of workers changes.
 */
export const MINIFY_WORKERS = Math.max(1, os.availableParallelism())

/**
 * Workaround (docs/workarounds.md, "No Partytown in the browser bundle"): Gatsby always adds its internal partytown
 * plugin, whose gatsby-browser.js does nothing outside `gatsby develop` but requires gatsby-script and Partytown's
 * snippet (about 3 KiB gzip of every page's first-load JavaScript). The browser bundle of a build gets a module
 * that implements no browser API instead (gatsby/replacements/partytown-gatsby-browser.cjs); develop and the
 * server render keep Gatsby's.
 */
export const PARTYTOWN_BROWSER = /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/
export const PARTYTOWN_BROWSER_STAND_IN = path.resolve("gatsby", "replacements", "partytown-gatsby-browser.cjs")

/**
 * Workaround (docs/workarounds.md, "No service-worker registration in the browser bundle"): Gatsby's
 * production-app.js requires `./register-service-worker` only when a plugin's registerServiceWorker returns true;
 * none of ours has one (scripts/check/check-build.mjs), but webpack bundles the file into every page's first-load
 * JavaScript all the same. The browser bundle of a build gets a module that registers nothing.
 */
export const SERVICE_WORKER = /^\.\/register-service-worker$/
export const SERVICE_WORKER_STAND_IN = path.resolve("gatsby", "replacements", "register-service-worker.cjs")

/**
 * Workaround (docs/workarounds.md, "Shared chunks per set of parts"): Gatsby's `shared` cache group names a chunk of
 * modules that two or more chunks loaded on demand share by hashing those chunks' names. A part's chunk
 * (`part(() => import(…))`) and an MDX page's body have no name, so every set of two unnamed chunks hashed alike, and
 * webpack merged what any two of them share into one chunk. The idle preload of the cards' icons shares a few icons
 * with the popups' forms, so it fetched a 26.6 KiB chunk holding the lead popup, the forms kit and @reach/dialog on
 * every page, seconds after it opened. Without a name, webpack keeps one chunk per set of chunks that share its
 * modules (its own default, `name: false`), so a part fetches only what it uses.
 */
export function sharedChunksPerSet(optimization: Record<string, unknown>): Record<string, unknown> {
  const splitChunks = optimization["splitChunks"] as { cacheGroups?: Record<string, unknown> } | undefined
  const shared = splitChunks?.cacheGroups?.["shared"] as Record<string, unknown> | undefined
  if (!splitChunks || !shared) throw new Error('Gatsby\'s browser bundle has no splitChunks.cacheGroups.shared: see docs/workarounds.md, "Shared chunks per set of parts"')
  return { ...optimization, splitChunks: { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, shared: { ...shared, name: false } } } }
}

/**
 * Every browser script of a build starts with V8's explicit compile hint (Chromium 136 and later;
 * https://v8.dev/blog/explicit-compile-hints): V8 then compiles all of its functions while it streams the file in,
 * on a background thread, instead of compiling each on the main thread the first time it is called. Our scripts
 * are loaded when they are about to run (the bundles after the first paint, a part when it first renders), and
 * most of their functions run then: compiling them one by one was most of the task that starts the app, 137 ms of
 * 4×-throttled main-thread time on the contact page, 44 ms with the hint. Other browsers read a comment.
 * Added after terser (which drops comments, stage 400) and before webpack hashes the files' contents (2500), so a
 * file's name still follows its bytes: webpack's PROCESS_ASSETS_STAGE_DEV_TOOLING.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"
const COMPILE_HINT_STAGE = 500

/** Gatsby's browser files that the browser bundle of a build replaces, with what replaces them. */
const STAND_INS: ReadonlyArray<readonly [RegExp, string]> = [
  [PARTYTOWN_BROWSER, PARTYTOWN_BROWSER_STAND_IN],
  [SERVICE_WORKER, SERVICE_WORKER_STAND_IN],
]

/**
 * Build-time wiring of the bundles: the build year (copyright line, identical in the server HTML and the
 * client), whether this is the server-rendering bundle (src/framework/head-tags.tsx), and where the route
 * plan's redirect map is (gatsby/lib/plan/plan-file.ts; src/framework/browser-redirects.ts uses it). Under develop,
 * the content check's problems show as a compile error of the browser bundle (gatsby/develop-content-check.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage, getConfig }) => {
  actions.setWebpackConfig({
    resolve: { alias: { [BROWSER_REDIRECTS_MODULE]: BROWSER_REDIRECTS_FILE } },
    plugins: [
      (plugins.define as (definitions: Record<string, string>) => unknown)({
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        __SSR__: JSON.stringify(stage === "build-html" || stage === "develop-html"),
      }),
      ...(stage === "develop" ? [new ContentCheckPlugin()] : []),
      ...(stage === "build-javascript" ? STAND_INS.map(([pattern, replacement]) => (plugins.normalModuleReplacement as (pattern: RegExp, replacement: string) => unknown)(pattern, replacement)) : []),
      ...(stage === "build-javascript" ? [(plugins.banner as (options: Record<string, unknown>) => unknown)({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: COMPILE_HINT_STAGE })] : []),
    ],
  })
  const build = stage === "build-javascript" || stage === "build-html"
  // `gatsby develop` draws MDX bodies as the build does (mdxBodyRule below): the rule is what hands a body the
  // writers' components, so a stage without it renders no page whose body uses one.
  if (!build && stage !== "develop" && stage !== "develop-html") return
  const config = (getConfig as () => WebpackConfig)()
  const module = { ...config.module, rules: [...(build ? config.module.rules.map(fontsAsFiles) : config.module.rules), mdxBodyRule(stage)] }
  // Workaround (docs/workarounds.md, "Content-hashed chunk names"): chunks loaded on demand (every template,
  // every MDX page, the popups) are named by their content hash alone. Gatsby names them
  // "[name]-[contenthash].js", and an MDX page's name is its whole path
  // ("component---src-templates-article-tsx-content-file-path-content-blog-…-index-mdx"): the webpack runtime
  // every page loads spelled out all of them. setWebpackConfig ignores `output`, so the config is replaced.
  // Guarded by scripts/check/check-build.mjs (chunk names in the runtime).
  // An MDX page's body module awaits its body after the first page (mdxBodyRule below): webpack emits an async
  // function for it and warns unless told the browsers run them. Every browser of Gatsby's default browserslist
  // does (gatsby/__tests__/mdx-body-loader.test.ts checks with caniuse).
  const asyncFunction = { environment: { ...(config.output["environment"] as object | undefined), asyncFunction: true } }
  const output = stage === "build-javascript" ? { ...config.output, chunkFilename: CHUNK_FILENAME, ...asyncFunction } : stage === "develop" ? { ...config.output, ...asyncFunction } : config.output
  const helpers = plugins as unknown as MinifyHelpers
  // PROFILE_MODULE_NAMES=1 (a profiling build only: scripts/bench/profile-page.mjs) names each module by its path in
  // the browser bundles, so a CPU profile's frames can be told apart by package (React, Emotion, ours).
  const moduleIds = process.env["PROFILE_MODULE_NAMES"] === "1" ? { moduleIds: "named" } : {}
  const browser = stage === "build-javascript" ? { devtool: BROWSER_DEVTOOL, optimization: { ...sharedChunksPerSet(config.optimization), ...moduleIds, minimizer: [helpers.minifyJs({ parallel: MINIFY_WORKERS }), helpers.minifyCss()] } } : {}
  actions.replaceWebpackConfig({ ...config, module, output, ...browser })
}

interface WebpackRule {
  test?: unknown
  resourceQuery?: unknown
  enforce?: "pre" | "post"
  use?: Array<{ loader?: string; options?: Record<string, unknown> }>
}
/** Gatsby's minimizer helpers (the `plugins` of onCreateWebpackConfig; its webpack config uses the same two). */
interface MinifyHelpers {
  minifyJs: (options: { parallel: number }) => unknown
  minifyCss: () => unknown
}
interface WebpackConfig {
  output: Record<string, unknown>
  optimization: Record<string, unknown>
  module: { rules: WebpackRule[] } & Record<string, unknown>
}

/**
 * Workaround (docs/workarounds.md, "Font files stay files"): Gatsby's font rule inlines any font under
 * 10,000 bytes as a data: URL (url-loader's limit). The Content-Security-Policy allows fonts from 'self' only,
 * so an inlined font is blocked, and a preload of a data: URL fetches nothing. With no limit, url-loader hands
 * every font to file-loader: a hashed file under /static, the same name in the browser and the server render.
 * Guarded by scripts/check/check-build.mjs (no data:font in any built page or stylesheet).
 */
export function fontsAsFiles(rule: WebpackRule): WebpackRule {
  if (!(rule.test instanceof RegExp) || !rule.test.test("x.woff2") || !rule.use) return rule
  return { ...rule, use: rule.use.map((u) => (u.loader?.includes("url-loader") ? { ...u, options: { ...u.options, limit: false } } : u)) }
}

/** The loader that hands an MDX page's body to its wrapper on its own (gatsby/loaders/mdx-body-loader.cjs). */
export const MDX_BODY_LOADER = path.resolve("gatsby", "loaders", "mdx-body-loader.cjs")
export const MDX_BODY_HELPER = path.resolve("src", "framework", "mdx-body.tsx")
/** The folder of the writers' components, whose modules src/shared/writer-components.ts names. */
export const MDX_COMPONENTS_DIR = path.resolve("src", "components", "mdx")

/** Every writer component and restyled Markdown element, with the file that exports it, for the loader. */
export function writerComponentPaths(dir: string = MDX_COMPONENTS_DIR): Record<string, { path: string; exportName: string }> {
  return Object.fromEntries(Object.entries(writerComponentSources()).map(([name, { module, exportName }]) => [name, { path: path.join(dir, `${module}.tsx`), exportName }]))
}

/**
 * Workaround (docs/workarounds.md, "An MDX page's body hydrates on its own"): a rule for `.mdx` files whose loader
 * pitches before gatsby-plugin-mdx's loaders (`enforce: "post"` loaders pitch first) and answers the page
 * wrapper's import of the body with a small module; the body itself, requested with `?mdx-body`, is left to the
 * plugin, and the same loader, run last on it, appends the writer components that body uses (nothing else
 * provides them), so every stage that compiles pages has the rule, `gatsby develop`'s too. Guarded by
 * scripts/check/check-build.mjs (no MDX page's body text in its first-load scripts) and scripts/check/check-develop.mjs
 * (every kind of page renders under develop, and a page using each writer component).
 */
export function mdxBodyRule(stage: string) {
  return {
    test: /\.mdx?$/,
    enforce: "post" as const,
    use: [{ loader: MDX_BODY_LOADER, options: { stage, helper: MDX_BODY_HELPER, components: writerComponentPaths() } }],
  }
}
