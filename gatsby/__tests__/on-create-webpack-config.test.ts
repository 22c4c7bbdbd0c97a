/** @jest-environment node */
import os from "node:os"
import type { CreateWebpackConfigArgs } from "gatsby"
import { BROWSER_DEVTOOL, CHUNK_FILENAME, MINIFY_WORKERS, onCreateWebpackConfig } from "../on-create-webpack-config"

/**
 * docs/workarounds.md, "Terser on every core": the browser bundle's minimizers are Gatsby's own two helpers, built
 * again with one terser worker per core; the server-rendering bundle is left as Gatsby makes it.
 */
function run(stage: string) {
  const replaced: Array<Record<string, unknown>> = []
  const minifyJs = jest.fn((options: unknown) => ({ minifyJs: options }))
  const minifyCss = jest.fn(() => ({ minifyCss: true }))
  const gatsbysOwn = { optimization: { runtimeChunk: { name: "webpack-runtime" }, minimizer: ["Gatsby's terser with cores - 1 workers", "Gatsby's css minimizer"] } }
  const args = {
    stage,
    actions: { setWebpackConfig: jest.fn(), replaceWebpackConfig: (config: Record<string, unknown>) => replaced.push(config) },
    plugins: { define: () => ({}), minifyJs, minifyCss },
    getConfig: () => ({ output: { filename: "[name]-[contenthash].js" }, module: { rules: [] }, devtool: "source-map", ...gatsbysOwn }),
  } as unknown as CreateWebpackConfigArgs
  void onCreateWebpackConfig!(args, { plugins: [] }, () => undefined)
  return { config: replaced[0] as { optimization: { minimizer: unknown[]; runtimeChunk: unknown }; devtool: unknown; output: Record<string, unknown> }, minifyJs, minifyCss }
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
    expect(config.devtool).toBe(BROWSER_DEVTOOL)
    expect(config.output["chunkFilename"]).toBe(CHUNK_FILENAME)
  })

  it("leaves the server-rendering bundle's minimizers and source maps as Gatsby sets them", () => {
    const { config, minifyJs } = run("build-html")
    expect(minifyJs).not.toHaveBeenCalled()
    expect(config.optimization.minimizer).toEqual(["Gatsby's terser with cores - 1 workers", "Gatsby's css minimizer"])
    expect(config.devtool).toBe("source-map")
  })
})
