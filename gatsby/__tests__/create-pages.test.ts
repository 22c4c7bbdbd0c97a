/** @jest-environment node */
import type { Actions, CreatePagesArgs } from "gatsby"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createPages, NO_FRONTMATTER_COPY, type CreatePagesData } from "../create-pages"
import { writePlanFiles } from "../lib/plan/plan-file"

jest.mock("../lib/plan/plan-file", () => ({ writePlanFiles: jest.fn() }))

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
    // gatsby-plugin-mdx copies the frontmatter into a context that has none (docs/workarounds.md).
    for (const [page] of actions.createPage.mock.calls) expect((page.context as Record<string, unknown> | undefined)?.["frontmatter"]).toEqual({})
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

describe('gatsby-plugin-mdx\'s onCreatePage and the pages we create (docs/workarounds.md, "No frontmatter copy in page data")', () => {
  // The plugin's own hook, as Gatsby calls it for each created page.
  const { onCreatePage } = jest.requireActual<{ onCreatePage: (args: unknown, options: unknown) => Promise<void> }>("gatsby-plugin-mdx/gatsby-node")
  const mdxPage = (dir: string, context: Record<string, unknown>) => {
    const file = path.join(dir, "index.mdx")
    fs.writeFileSync(file, "---\ntitle: A page\n---\n\nText\n")
    return { page: { path: "/a-page", component: `/abs/src/templates/page.tsx?__contentFilePath=${file}`, context }, file }
  }
  const call = async (page: unknown, file: string) => {
    const actions = { createPage: jest.fn(), deletePage: jest.fn() }
    await onCreatePage({ page, actions, getNodesByType: () => [{ absolutePath: file, internal: { contentDigest: "d" } }] }, { extensions: [".mdx"] })
    return actions
  }
  it("leaves a page with our context as it is", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mdx-page-"))
    const { page, file } = mdxPage(dir, { id: "x", ...NO_FRONTMATTER_COPY })
    const actions = await call(page, file)
    expect(actions.deletePage).not.toHaveBeenCalled()
    expect(actions.createPage).not.toHaveBeenCalled()
  })
  it("re-creates a page whose context has no frontmatter, with the file's frontmatter copied in (what the workaround avoids)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mdx-page-"))
    const { page, file } = mdxPage(dir, { id: "x" })
    const actions = await call(page, file)
    expect(actions.deletePage).toHaveBeenCalledWith(page)
    expect(actions.createPage).toHaveBeenCalledWith(expect.objectContaining({ context: { id: "x", frontmatter: { title: "A page" } } }))
  })
})
