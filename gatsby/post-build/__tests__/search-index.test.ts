/** @jest-environment node */
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { buildSearchIndex, type PagefindNode } from "../search-index"

/**
 * pagefind itself is an ES module that jest cannot load; the real one runs in every build and the e2e
 * tests search its index. This stand-in records what it is given and writes files as pagefind does.
 */
function fakePagefind() {
  const added: Array<{ url?: string; content: string }> = []
  const configs: unknown[] = []
  let closed = false
  const api = {
    createIndex: async (config?: unknown) => {
      configs.push(config)
      const index = {
        addHTMLFile: async (file: { url?: string; content: string }) => {
          added.push(file)
          return { errors: [], file: { uniqueWords: 1, url: file.url ?? "", meta: {} } }
        },
        writeFiles: async ({ outputPath }: { outputPath: string }) => {
          await fs.mkdir(path.join(outputPath, "fragment"), { recursive: true })
          for (const f of ["pagefind.js", "pagefind-worker.js", "pagefind-ui.js", "pagefind-ui.css", "pagefind-component-ui.js", "pagefind-highlight.js"]) {
            await fs.writeFile(path.join(outputPath, f), "x".repeat(100))
          }
          return { errors: [], outputPath }
        },
      }
      return { errors: [], index }
    },
    close: async () => {
      closed = true
      return null
    },
  }
  return { api: api as unknown as PagefindNode, added, configs, wasClosed: () => closed }
}

const page = (title: string, head = "") => `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body><main data-pagefind-body><h1>${title}</h1></main></body></html>`

describe("buildSearchIndex", () => {
  let publicDir: string
  beforeEach(async () => {
    publicDir = await fs.mkdtemp(path.join(os.tmpdir(), "search-index-"))
    for (const dir of ["about", "old", "pagefind"]) await fs.mkdir(path.join(publicDir, dir), { recursive: true })
    await fs.writeFile(path.join(publicDir, "index.html"), page("Home page"))
    await fs.writeFile(path.join(publicDir, "about", "index.html"), page("About us"))
    await fs.writeFile(path.join(publicDir, "old", "index.html"), page("Moved", '<meta name="robots" content="noindex">'))
    await fs.writeFile(path.join(publicDir, "pagefind", "stale.pf_fragment"), "old index")
  })
  afterEach(() => fs.rm(publicDir, { recursive: true, force: true }))

  const records = [
    { url: "/", file: "index.html", section: "Home", anchors: [] },
    { url: "/about", file: "about/index.html", section: "Company", anchors: ["who we are"] },
    { url: "/old", file: "old/index.html", section: "Company", anchors: [] },
  ]

  it("indexes each built page at its path with its metadata, and leaves out noindex pages", async () => {
    const fake = fakePagefind()
    const run = await buildSearchIndex(publicDir, records, fake.api)
    expect(run.indexed).toBe(2)
    expect(run.skipped).toEqual(["/old"])
    expect(fake.added.map((f) => f.url)).toEqual(["/", "/about"])
    expect(fake.added[1]?.content).toContain('<meta data-pagefind-meta="section:Company"><meta data-pagefind-meta="anchors:who we are"></head>')
    expect(fake.configs).toEqual([{ excludeSelectors: ["nav"], forceLanguage: "en" }])
    expect(fake.wasClosed()).toBe(true)
  })

  it("replaces the previous index and keeps only the files the search page loads", async () => {
    const run = await buildSearchIndex(publicDir, records, fakePagefind().api)
    expect((await fs.readdir(path.join(publicDir, "pagefind"))).sort()).toEqual(["fragment", "pagefind-worker.js", "pagefind.js"])
    expect(run.bytes).toBe(200)
  })

  it("fails, and stops pagefind, when a page that should be indexed was not built", async () => {
    const fake = fakePagefind()
    await expect(buildSearchIndex(publicDir, [{ url: "/missing", file: "missing/index.html", section: "Company", anchors: [] }], fake.api)).rejects.toThrow(/\/missing has no built page/)
    expect(fake.wasClosed()).toBe(true)
  })
})
