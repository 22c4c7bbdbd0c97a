/** @jest-environment node */
import { mdxBodyRule, MDX_BODY_HELPER, MDX_BODY_LOADER, MDX_COMPONENTS } from "../on-create-webpack-config"

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader is CommonJS
const loader = require("../loaders/mdx-body-loader.cjs") as { pitch(this: unknown): string; BODY_QUERY: string }

/** The loader's answer for one MDX file at one stage, as webpack would call it. */
const pitch = (stage: string, resourcePath = "/site/content/blog/a/index.mdx") => loader.pitch.call({ resourcePath, getOptions: () => ({ stage, helper: "/site/src/framework/mdx-body.tsx", components: "/site/src/components/mdx/mdx-components.tsx" }) })

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

  it("has the server render the body at once, inside the boundary, with the writers' components (build and develop)", () => {
    expect(pitch("develop-html")).toBe(pitch("build-html"))
    expect(pitch("build-html")).toBe(
      'import Body from "/site/content/blog/a/index.mdx?mdx-body";\nimport { mdxComponents } from "/site/src/components/mdx/mdx-components.tsx";\nimport { serverMdxBody } from "/site/src/framework/mdx-body.tsx";\nexport default serverMdxBody(Body, mdxComponents);\n',
    )
  })

  it("has the browser load the first page's body as a chunk of its own, and wait for a later page's (build and develop)", () => {
    expect(pitch("develop")).toBe(pitch("build-javascript"))
    const stub = pitch("build-javascript")
    expect(stub).toContain('const load = () => Promise.all([import("/site/content/blog/a/index.mdx?mdx-body"), import("/site/src/components/mdx/mdx-components.tsx")])')
    expect(stub).toContain("export default browserMdxBody(load, shellHydrated() ? await load() : null);")
    expect(stub).not.toMatch(/^import .*mdx-components/m)
    expect(stub).not.toMatch(/^import Body/m)
  })

  it("is a rule for .mdx files that pitches before gatsby-plugin-mdx's loaders and leaves the body's own request to them", () => {
    const rule = mdxBodyRule("build-javascript")
    expect(rule.enforce).toBe("post")
    expect(rule.test.test("/site/content/blog/a/index.mdx")).toBe(true)
    expect(rule.test.test("/site/src/templates/article.tsx")).toBe(false)
    const [notBody] = rule.resourceQuery.not
    expect(notBody!.test(`?${loader.BODY_QUERY}`)).toBe(true)
    expect(notBody!.test("")).toBe(false)
    expect(rule.use).toEqual([{ loader: MDX_BODY_LOADER, options: { stage: "build-javascript", helper: MDX_BODY_HELPER, components: MDX_COMPONENTS } }])
    expect(MDX_BODY_LOADER).toMatch(/gatsby\/loaders\/mdx-body-loader\.cjs$/)
  })
})
