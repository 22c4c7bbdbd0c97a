/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import webpack from "webpack"
import { BROWSER_DEVTOOL, CHUNK_FILENAME, COMPILE_HINT, MDX_BODY_LOADER, MINIFY_WORKERS, onCreateWebpackConfig, PARTYTOWN_BROWSER, PARTYTOWN_BROWSER_STAND_IN, SERVICE_WORKER, SERVICE_WORKER_STAND_IN, sharedChunksPerSet } from "../on-create-webpack-config"

/**
 * docs/workarounds.md, "Terser on every core": the browser bundle's minimizers are Gatsby's own two helpers, built
 * again with one terser worker per core; the server-rendering bundle is left as Gatsby makes it.
 */
function run(stage: string) {
  const replaced: Array<Record<string, unknown>> = []
  const minifyJs = jest.fn((options: unknown) => ({ minifyJs: options }))
  const minifyCss = jest.fn(() => ({ minifyCss: true }))
  const normalModuleReplacement = jest.fn((pattern: RegExp, replacement: string) => ({ pattern, replacement }))
  const banner = jest.fn((options: Record<string, unknown>) => ({ banner: options }))
  const setWebpackConfig = jest.fn()
  const gatsbysOwn = { optimization: { runtimeChunk: { name: "webpack-runtime" }, splitChunks: gatsbysSplitChunks(), minimizer: ["Gatsby's terser with cores - 1 workers", "Gatsby's css minimizer"] } }
  const args = {
    stage,
    actions: { setWebpackConfig, replaceWebpackConfig: (config: Record<string, unknown>) => replaced.push(config) },
    plugins: { define: () => ({}), minifyJs, minifyCss, normalModuleReplacement, banner },
    getConfig: () => ({ output: { filename: "[name]-[contenthash].js" }, module: { rules: [] }, devtool: "source-map", ...gatsbysOwn }),
  } as unknown as CreateWebpackConfigArgs
  void onCreateWebpackConfig!(args, { plugins: [] }, () => undefined)
  const added = (setWebpackConfig.mock.calls as Array<[{ plugins: unknown[] }]>)[0]![0].plugins
  return { config: replaced[0] as { optimization: { minimizer: unknown[]; runtimeChunk: unknown }; devtool: unknown; output: Record<string, unknown> }, minifyJs, minifyCss, added }
}

/** The parts of Gatsby 5's splitChunks for the browser bundle of a build that the workaround reads (webpack.config.js). */
function gatsbysSplitChunks() {
  const byNames = (_module: unknown, chunks: Array<{ name: string | null }>) => chunks.reduce((acc, chunk) => acc + String(chunk.name), "")
  return { chunks: "all", minSize: 20000, cacheGroups: { default: false, framework: { name: "framework", priority: 40 }, shared: { name: byNames, priority: 10, minChunks: 2, reuseExistingChunk: true } } }
}

describe("onCreateWebpackConfig", () => {
  it("minifies the browser bundle with Gatsby's helpers and a terser worker per core", () => {
    const { config, minifyJs, minifyCss } = run("build-javascript")
    expect(MINIFY_WORKERS).toBe(os.availableParallelism())
    expect(minifyJs).toHaveBeenCalledWith({ parallel: MINIFY_WORKERS })
    expect(minifyCss).toHaveBeenCalledWith()
    expect(config.optimization.minimizer).toEqual([{ minifyJs: { parallel: MINIFY_WORKERS } }, { minifyCss: true }])
    // The rest of Gatsby's optimization (the runtime chunk, splitChunks …) is kept.
    expect(config.optimization.runtimeChunk).toEqual({ name: "webpack-runtime" })
    expect((config.optimization as unknown as { splitChunks: unknown }).splitChunks).toEqual(sharedChunksPerSet({ splitChunks: gatsbysSplitChunks() })["splitChunks"])
    expect(config.devtool).toBe(BROWSER_DEVTOOL)
    expect(config.output["chunkFilename"]).toBe(CHUNK_FILENAME)
  })

  it("has every stage that compiles pages, develop's too, hand MDX bodies the writers' components (mdxBodyRule)", () => {
    // Without the rule under develop, every MDX page using a component failed: "Expected component … to be defined".
    for (const stage of ["build-javascript", "build-html", "develop", "develop-html"]) {
      const { config } = run(stage)
      const rules = (config as unknown as { module: { rules: Array<{ use?: Array<{ loader?: string; options?: { stage?: string } }> }> } }).module.rules
      expect(rules.flatMap((r) => r.use ?? []).filter((u) => u.loader === MDX_BODY_LOADER)).toEqual([expect.objectContaining({ options: expect.objectContaining({ stage }) })])
    }
    // Develop's browser bundle awaits a later page's body as the build's does, and keeps Gatsby's chunk names and optimization.
    const develop = run("develop").config
    expect(develop.output).toEqual({ filename: "[name]-[contenthash].js", environment: { asyncFunction: true } })
    expect(develop.optimization.minimizer).toEqual(["Gatsby's terser with cores - 1 workers", "Gatsby's css minimizer"])
    expect(develop.devtool).toBe("source-map")
  })

  it("starts every browser script of a build with V8's compile hint, added after terser and before the files' content hashes", () => {
    const hint = { banner: { banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: expect.any(Number) as unknown } }
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad")
    const [added] = run("build-javascript").added.filter((p) => typeof p === "object" && p !== null && "banner" in p) as Array<{ banner: { stage: number } }>
    expect(added).toEqual(hint)
    // Terser drops comments; webpack names a file by its final bytes (realContentHash) after this stage.
    expect(added!.banner.stage).toBeGreaterThan(webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE)
    expect(added!.banner.stage).toBeLessThan(webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH)
    for (const stage of ["build-html", "develop", "develop-html"]) expect(run(stage).added).not.toContainEqual(hint)
  })

  it("leaves the server-rendering bundle's minimizers and source maps as Gatsby sets them", () => {
    const { config, minifyJs } = run("build-html")
    expect(minifyJs).not.toHaveBeenCalled()
    expect(config.optimization.minimizer).toEqual(["Gatsby's terser with cores - 1 workers", "Gatsby's css minimizer"])
    expect(config.devtool).toBe("source-map")
  })
})

/**
 * docs/workarounds.md, "Shared chunks per set of parts": what chunks loaded on demand share is split by the set of chunks
 * that share it, not by a hash of their names, which every pair of unnamed chunks (the parts, MDX bodies) shared.
 */
describe("the shared chunks of the browser bundle", () => {
  it("are keyed by the set of chunks that share them: Gatsby's name is dropped, the rest of the group kept", () => {
    const gatsbys = gatsbysSplitChunks()
    // Gatsby's name: two unnamed parts (the cards' icons and the lead popup) and two others hash alike.
    const name = gatsbys.cacheGroups.shared.name
    expect(name(null, [{ name: null }, { name: null }])).toBe(name(null, [{ name: null }, { name: null }]))
    const { splitChunks } = sharedChunksPerSet({ runtimeChunk: "kept", splitChunks: gatsbys }) as { splitChunks: typeof gatsbys }
    expect(splitChunks.cacheGroups.shared).toEqual({ name: false, priority: 10, minChunks: 2, reuseExistingChunk: true })
    expect(splitChunks.cacheGroups.framework).toBe(gatsbys.cacheGroups.framework)
    expect(splitChunks.minSize).toBe(20000)
  })

  it("fails the build, naming the workaround, when Gatsby no longer has the group", () => {
    expect(() => sharedChunksPerSet({ splitChunks: { cacheGroups: {} } })).toThrow(/splitChunks\.cacheGroups\.shared.*Shared chunks per set of parts/)
    expect(() => sharedChunksPerSet({})).toThrow(/Shared chunks per set of parts/)
  })
})

/**
 * docs/workarounds.md, "No Partytown in the browser bundle": Gatsby's internal partytown plugin's browser file is
 * replaced in the browser bundle only, by a module that implements no browser API.
 */
describe("Partytown's browser file", () => {
  const gatsbys = require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")

  it("is replaced in the browser bundle, and only there", () => {
    expect(run("build-javascript").added).toContainEqual({ pattern: PARTYTOWN_BROWSER, replacement: PARTYTOWN_BROWSER_STAND_IN })
    expect(run("build-html").added).toHaveLength(1)
    expect(run("develop").added).not.toContainEqual(expect.objectContaining({ replacement: PARTYTOWN_BROWSER_STAND_IN }))
    // The request Gatsby writes into .cache/api-runner-browser-plugins.js, relative to .cache.
    expect(PARTYTOWN_BROWSER.test(path.relative(path.resolve(".cache"), gatsbys))).toBe(true)
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the stand-in is CommonJS, as Gatsby's file is
    expect(require(PARTYTOWN_BROWSER_STAND_IN)).toEqual({})
  })

  it("still does nothing outside gatsby develop in Gatsby's version (else drop the replacement)", () => {
    const source = fs.readFileSync(gatsbys, "utf8")
    const exported = [...source.matchAll(/^exports\.(\w+) =/gm)].map((m) => m[1])
    expect(exported.filter((name) => name !== "__esModule")).toEqual(["onInitialClientRender", "onInitialClientRender"])
    expect(source).toMatch(/const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/)
  })
})

/**
 * docs/workarounds.md, "No service-worker registration in the browser bundle": the file Gatsby's production app
 * requires when a plugin registers a service worker is replaced in the browser bundle only.
 */
describe("Gatsby's service-worker registration", () => {
  it("is replaced in the browser bundle, and only there", () => {
    expect(run("build-javascript").added).toContainEqual({ pattern: SERVICE_WORKER, replacement: SERVICE_WORKER_STAND_IN })
    expect(run("build-html").added).not.toContainEqual(expect.objectContaining({ pattern: SERVICE_WORKER }))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the stand-in is CommonJS, as Gatsby's file is
    expect(require(SERVICE_WORKER_STAND_IN)).toEqual({})
  })

  it("matches the request Gatsby's production app makes, and only when a plugin asks for it", () => {
    const app = fs.readFileSync(require.resolve("gatsby/cache-dir/production-app.js"), "utf8")
    const request = /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`([^`]+)`\)/.exec(app)?.[1]
    expect(request).toBeDefined()
    expect(SERVICE_WORKER.test(request!)).toBe(true)
  })
})
