/** @jest-environment node */
import path from "node:path"
import { mdxBodyRule, MDX_BODY_HELPER, MDX_BODY_LOADER, MDX_COMPONENTS_DIR, writerComponentPaths } from "../on-create-webpack-config"
import { WRITER_COMPONENTS } from "../../src/shared/writer-components"

type Sources = Record<string, { path: string; exportName: string }>
interface Context {
  resourcePath: string
  resourceQuery: string
  getOptions(): { stage: string; helper: string; components: Sources }
  callback(error: Error | null, code?: string, map?: unknown): void
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader is CommonJS
const loader = require("../loaders/mdx-body-loader.cjs") as ((this: Context, code: string, map?: unknown) => void) & { pitch(this: Context): string | undefined; BODY_QUERY: string }

const FILE = "/site/content/blog/a/index.mdx"
const SOURCES: Sources = {
  Callout: { path: "/site/src/components/mdx/callout.tsx", exportName: "Callout" },
  CallToAction: { path: "/site/src/components/mdx/call-to-action.tsx", exportName: "CallToAction" },
  Figure: { path: "/site/src/components/mdx/figure.tsx", exportName: "Figure" },
  table: { path: "/site/src/components/mdx/markdown-table.tsx", exportName: "Table" },
  a: { path: "/site/src/components/mdx/links.tsx", exportName: "Anchor" },
}
const context = (stage: string, resourceQuery = "", out: { code?: string; map?: unknown } = {}): Context => ({
  resourcePath: FILE,
  resourceQuery,
  getOptions: () => ({ stage, helper: "/site/src/framework/mdx-body.tsx", components: SOURCES }),
  callback: (error, code, map) => {
    if (error) throw error
    Object.assign(out, { code, map })
  },
})

/** The loader's answer for the page wrapper's import of one MDX file at one stage, as webpack would call it. */
const pitch = (stage: string) => loader.pitch.call(context(stage))

/** The loader run last on the body's own request, after the plugin's loaders compiled it to `code`. */
function appended(code: string, map?: unknown) {
  const out: { code?: string; map?: unknown } = {}
  loader.call(context("build-javascript", `?${loader.BODY_QUERY}`, out), code, map)
  return out
}

/**
 * What @mdx-js/mdx 2.3 (gatsby-plugin-mdx 5's compiler) writes for
 * "Hello [x](/y) <Callout title="a">b</Callout>" and "<CallToAction title="t" />" (shortened to what matters).
 */
const COMPILED = [
  'import {useMDXComponents as _provideComponents} from "@mdx-js/react";',
  "function _createMdxContent(props) {",
  '  const _components = Object.assign({ p: "p", a: "a" }, _provideComponents(), props.components), {Callout, CallToAction} = _components;',
  '  if (!CallToAction) _missingMdxReference("CallToAction", true);',
  '  if (!Callout) _missingMdxReference("Callout", true);',
  '  return _jsxs(_Fragment, { children: [_jsxs(_components.p, { children: ["Hello ", _jsx(_components.a, { href: "/y", children: "x" }), " ", _jsx(Callout, { title: "a", children: "b" })] }), _jsx(CallToAction, { title: "t" })] });',
  "}",
  "export default MDXContent;",
  "function _missingMdxReference(id, component) { throw new Error(id); }",
].join("\n")

describe("the MDX body loader", () => {
  it("awaits only in browsers that run async functions: every one the site targets (Gatsby's default browserslist)", () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- CommonJS data packages */
    const browserslist = require("browserslist") as (query: string) => string[]
    const { feature } = require("caniuse-lite") as { feature: (data: unknown) => { stats: Record<string, Record<string, string>> } }
    const { stats } = feature(require("caniuse-lite/data/features/async-functions"))
    /* eslint-enable @typescript-eslint/no-require-imports */
    const targets = browserslist(">0.25%, not dead")
    expect(targets.length).toBeGreaterThan(10)
    const without = targets.filter((target) => {
      const [name = "", version = ""] = target.split(" ")
      const support = stats[name]?.[version] ?? stats[name]?.[version.split("-")[0] ?? ""]
      return !support?.startsWith("y")
    })
    expect(without).toEqual([])
  })

  it("has the server render the body at once, inside the boundary, with the body's components (build and develop)", () => {
    expect(pitch("develop-html")).toBe(pitch("build-html"))
    expect(pitch("build-html")).toBe('import Body, { components } from "/site/content/blog/a/index.mdx?mdx-body";\nimport { serverMdxBody } from "/site/src/framework/mdx-body.tsx";\nexport default serverMdxBody(Body, components);\n')
  })

  it("has the browser load the first page's body as a chunk of its own, and wait for a later page's (build and develop)", () => {
    expect(pitch("develop")).toBe(pitch("build-javascript"))
    const stub = pitch("build-javascript")
    expect(stub).toContain('const load = () => import("/site/content/blog/a/index.mdx?mdx-body");')
    expect(stub).toContain("export default browserMdxBody(load, shellHydrated() ? await load() : null);")
    expect(stub).not.toMatch(/^import .*components/m)
    expect(stub).not.toMatch(/^import Body/m)
  })

  it("leaves the body's own request to the plugin's loaders", () => {
    expect(loader.pitch.call(context("build-javascript", `?${loader.BODY_QUERY}`))).toBeUndefined()
  })

  it("hands the compiled body the components it uses, and no others, each from its module", () => {
    const map = { version: 3 }
    const { code, map: mapOut } = appended(COMPILED, map)
    expect(code!.startsWith(COMPILED)).toBe(true)
    expect(code!.slice(COMPILED.length)).toBe(
      [
        "",
        'import { CallToAction as __writer0 } from "/site/src/components/mdx/call-to-action.tsx";',
        'import { Callout as __writer1 } from "/site/src/components/mdx/callout.tsx";',
        'import { Anchor as __writer2 } from "/site/src/components/mdx/links.tsx";',
        'export const components = { "CallToAction": __writer0, "Callout": __writer1, "a": __writer2 };',
        "",
      ].join("\n"),
    )
    // Appended after the last line: the source map of the lines before still holds.
    expect(mapOut).toBe(map)
  })

  it("reads the names from the development build's body too, which gives each place (gatsby develop)", () => {
    const development = COMPILED.replace('_missingMdxReference("CallToAction", true)', '_missingMdxReference("CallToAction", true, "3:1-3:27")').replace('_missingMdxReference("Callout", true)', '_missingMdxReference("Callout", true, "1:15-1:45")')
    expect(development).not.toBe(COMPILED)
    expect(appended(development).code!.slice(development.length)).toBe(appended(COMPILED).code!.slice(COMPILED.length))
  })

  it("hands a body of plain Markdown an empty list", () => {
    const plain = 'function _createMdxContent(props) {\n  const _components = Object.assign({ p: "p" }, props.components);\n  return _jsx(_components.p, { children: "Hi" });\n}'
    expect(appended(plain).code).toBe(`${plain}\nexport const components = {};\n`)
  })

  it("fails, naming the file and the workaround, when the compiler's output is not what it reads", () => {
    expect(() => appended("export default function MDXContent() { return null }")).toThrow(`mdx-body-loader: ${FILE} did not compile to the body @mdx-js/mdx 2 writes`)
  })

  it("is a rule for .mdx files that pitches before gatsby-plugin-mdx's loaders and runs after them on the body", () => {
    const rule = mdxBodyRule("build-javascript")
    expect(rule.enforce).toBe("post")
    expect(rule.test.test("/site/content/blog/a/index.mdx")).toBe(true)
    expect(rule.test.test("/site/src/templates/article.tsx")).toBe(false)
    expect(rule.use).toEqual([{ loader: MDX_BODY_LOADER, options: { stage: "build-javascript", helper: MDX_BODY_HELPER, components: writerComponentPaths() } }])
    expect(MDX_BODY_LOADER).toMatch(/gatsby\/loaders\/mdx-body-loader\.cjs$/)
  })

  it("finds every component of the list in its module of src/components/mdx", () => {
    const paths = writerComponentPaths()
    expect(Object.keys(paths)).toEqual(Object.keys(WRITER_COMPONENTS))
    expect(paths["CallToAction"]).toEqual({ path: path.join(MDX_COMPONENTS_DIR, "call-to-action.tsx"), exportName: "CallToAction" })
    expect(paths["details"]).toEqual({ path: path.join(MDX_COMPONENTS_DIR, "fold.tsx"), exportName: "Fold" })
  })
})
