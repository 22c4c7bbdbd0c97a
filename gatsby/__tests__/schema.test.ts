/** @jest-environment node */
import type { Node } from "gatsby"
import { fileBeside, typeDefs, type NodeModelContext } from "../schema"

const node = (id: string, type: string, parent: string | null, extra: object = {}): Node => ({ id, parent, children: [], internal: { type, contentDigest: id, owner: "test" }, ...extra })

const mdxFile = node("file-1", "File", null, { dir: "/site/content/blog/eor-guide", absolutePath: "/site/content/blog/eor-guide/index.mdx" })
const cover = node("file-2", "File", null, { dir: "/site/content/blog/eor-guide", absolutePath: "/site/content/blog/eor-guide/cover.png" })
const otherCover = node("file-3", "File", null, { dir: "/site/content/blog/other", absolutePath: "/site/content/blog/other/cover.png" })
const mdx = node("mdx-1", "Mdx", "file-1")
const article = node("article-1", "Article", "mdx-1")

/** A node store with Gatsby's two lookups, over the given nodes. */
function context(nodes: Node[]): NodeModelContext {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  return {
    nodeModel: {
      findRootNodeAncestor(start, predicate) {
        let current: Node | undefined = start.parent ? byId.get(start.parent) : undefined
        while (current && !predicate(current)) current = current.parent ? byId.get(current.parent) : undefined
        return current ?? null
      },
      async findOne({ type, query }) {
        const filter = query.filter as { absolutePath: { eq: string } }
        return nodes.find((n) => n.internal.type === type && (n as unknown as { absolutePath?: string }).absolutePath === filter.absolutePath.eq) ?? null
      },
    },
  }
}

describe("@fileBeside", () => {
  const resolve = fileBeside.extend({ name: "cover.png" }).resolve

  it("finds the named file in the folder of the article's index.mdx", async () => {
    await expect(resolve(article, {}, context([otherCover, mdxFile, mdx, article, cover]))).resolves.toBe(cover)
  })

  it("is null when there is no such file", async () => {
    await expect(resolve(article, {}, context([mdxFile, mdx, article]))).resolves.toBeNull()
  })

  it("is null for a node that does not come from a file", async () => {
    await expect(resolve(node("x", "Article", null), {}, context([cover]))).resolves.toBeNull()
  })

  it("gives Article its cover and coverAlt", () => {
    expect(typeDefs).toMatch(/type Article implements Node & Entry[^}]*cover: File @fileBeside\(name: "cover\.png"\)[^}]*coverAlt: String/)
  })
})
