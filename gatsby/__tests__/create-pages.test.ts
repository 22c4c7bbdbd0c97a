/** @jest-environment node */
import type { Actions, CreatePagesArgs } from "gatsby"
import { createPages, type CreatePagesData } from "../create-pages"
import { writePlanFiles } from "../lib/plan-file"

jest.mock("../lib/plan-file", () => ({ writePlanFiles: jest.fn() }))

function run(data: CreatePagesData) {
  const actions = { createPage: jest.fn<void, Parameters<Actions["createPage"]>>(), createRedirect: jest.fn<void, Parameters<Actions["createRedirect"]>>() }
  const reporter = { panicOnBuild: jest.fn<void, [string, unknown?]>(), info: jest.fn<void, [string]>() }
  const graphql = jest.fn().mockResolvedValue({ data })
  const args = { graphql, actions: actions as unknown as Actions, reporter } as unknown as CreatePagesArgs
  return { done: (createPages as (a: CreatePagesArgs) => Promise<void>)(args), actions, reporter, graphql }
}

const node = (kind: string, path: string, extra: Partial<CreatePagesData["allEntry"]["nodes"][number]> = {}) => ({
  id: `${kind}-${path}`,
  kind,
  path,
  file: `content/${kind}${path}/index.mdx`,
  title: `Title of ${path}`,
  section: "Company",
  redirectFrom: [],
  listing: null,
  mdx: { body: "Text", internal: { contentFilePath: `/abs/content${path}/index.mdx` } },
  ...extra,
})

const site = { navigation: [{ label: "About", to: "/about", items: null }], footer: [{ title: "Company", items: [{ label: "About", to: "/about" }], extra: null }], labels: { crumbs: { home: "Home", page: "Page {n}" } }, team: [{ slug: "a-person" }] }

describe("createPages", () => {
  it("creates each page with its template and MDX file, and each redirect in both forms", async () => {
    const { done, actions, reporter } = run({
      allEntry: { nodes: [node("page", "/about"), node("sector", "/sectors/legal", { redirectFrom: ["/industries/legal"] })] },
      siteYaml: site,
    })
    await done
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(actions.createPage).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/sectors/legal", component: expect.stringMatching(/src\/templates\/sector\.tsx\?__contentFilePath=\/abs\/content\/sectors\/legal\/index\.mdx$/), context: expect.objectContaining({ id: "sector-/sectors/legal" }) }),
    )
    expect(actions.createRedirect.mock.calls.map((c) => c[0])).toEqual([
      { fromPath: "/industries/legal", toPath: "/sectors/legal", isPermanent: true, redirectInBrowser: true, force: true },
      { fromPath: "/industries/legal/", toPath: "/sectors/legal", isPermanent: true, redirectInBrowser: true, force: true },
    ])
    // The same plan goes to the plan file that the post-build steps and the browser bundle read.
    const written = jest.mocked(writePlanFiles).mock.calls.at(-1)?.[0] as unknown as { pages: Array<{ path: string }>; redirects: unknown[] }
    expect(written.pages.map((p) => p.path)).toEqual(["/about", "/sectors/legal"])
    expect(written.redirects).toHaveLength(2)
  })

  it("stops the build with every problem listed and creates nothing", async () => {
    const { done, actions, reporter } = run({
      allEntry: { nodes: [node("page", "/about", { mdx: { body: "[x](/nowhere)", internal: { contentFilePath: "/a" } } })] },
      siteYaml: { ...site, navigation: [{ label: "Gone", to: "/gone", items: null }] },
    })
    await done
    expect(actions.createPage).not.toHaveBeenCalled()
    const message = reporter.panicOnBuild.mock.calls[0]?.[0]
    expect(message).toMatch(/2 problem\(s\)/)
    expect(message).toMatch(/the link \/nowhere is broken/)
    expect(message).toMatch(/navigation entry "Gone"/)
  })

  it("stops the build on an article whose author is a slug of no person in site.yaml's team", async () => {
    const article = (path: string, author: string) => node("article", path, { author, category: "Compliance", date: "2026-01-01" })
    const { done, actions, reporter } = run({
      allEntry: { nodes: [node("page", "/about"), article("/resources/blog/a", "Solvix Editorial Team"), article("/resources/blog/b", "a-person"), article("/resources/blog/c", "jane-tan")] },
      siteYaml: site,
    })
    await done
    expect(actions.createPage).not.toHaveBeenCalled()
    const message = reporter.panicOnBuild.mock.calls[0]?.[0]
    expect(message).toMatch(/1 problem\(s\)/)
    expect(message).toContain('content/article/resources/blog/c/index.mdx: author "jane-tan" is not the slug of a person in content/site.yaml `team`')
  })

  it("stops the build when site.yaml is missing", async () => {
    const { done, reporter } = run({ allEntry: { nodes: [] }, siteYaml: null })
    await done
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/content\/site.yaml is missing/))
  })
})
