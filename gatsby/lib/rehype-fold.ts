/**
 * A rehype plugin (gatsby-config.ts, gatsby-plugin-mdx's rehypePlugins, after rehype-slug) that folds the parts
 * of a body a reader looks up rather than reads through into closed disclosures, so long pages are shorter to
 * scroll, above all on phones, while every word stays in the HTML (search engines, the site search and
 * find-in-page still find it; Chromium opens a fold that find-in-page or a link lands in):
 * - the "## Sources" section: its heading becomes the summary, the list the content (`data-fold="sources"`);
 * - a reference section, a level-2 section of FOLD_MIN_SUBSECTIONS level-3 subsections or more (a country's
 *   employment essentials, the terms' clauses): each subsection, its heading the summary (`data-fold="section"`).
 * Headings keep their ids and levels inside the summary, so the contents, links and heading navigation still
 * reach them. src/components/mdx/fold.tsx (`details`) gives the folds their look.
 */

import { SOURCES_ID, type FoldKind } from "../../src/shared/fold"

/** The few HAST shapes this plugin reads and writes (hast's types, without a dependency on them). */
interface HastElement {
  type: "element"
  tagName: string
  properties?: Record<string, unknown>
  children: HastNode[]
}
type HastNode = HastElement | { type: string }
interface HastRoot {
  type: "root"
  children: HastNode[]
}

/** A level-2 section with this many level-3 subsections or more is a reference section: they fold. */
export const FOLD_MIN_SUBSECTIONS = 8

const isElement = (node: HastNode | undefined, tagName?: string): node is HastElement => node?.type === "element" && (tagName === undefined || (node as HastElement).tagName === tagName)

const fold = (kind: FoldKind, heading: HastElement, content: HastNode[]): HastElement => ({
  type: "element",
  tagName: "details",
  properties: { dataFold: kind },
  children: [{ type: "element", tagName: "summary", properties: {}, children: [heading] }, ...content],
})

/** Cuts a run of nodes at each heading of `tagName`: what comes before the first, then each heading with what follows it. */
function split(nodes: readonly HastNode[], tagName: string): { lead: HastNode[]; parts: Array<{ heading: HastElement; content: HastNode[] }> } {
  const lead: HastNode[] = []
  const parts: Array<{ heading: HastElement; content: HastNode[] }> = []
  for (const node of nodes) {
    if (isElement(node, tagName)) parts.push({ heading: node, content: [] })
    else (parts.at(-1)?.content ?? lead).push(node)
  }
  return { lead, parts }
}

/** The body's top-level nodes with its sources and reference subsections folded (the plugin's work, on plain data). */
export function foldBody(nodes: readonly HastNode[]): HastNode[] {
  const { lead, parts } = split(nodes, "h2")
  const out: HastNode[] = [...lead]
  for (const { heading, content } of parts) {
    if (heading.properties?.["id"] === SOURCES_ID) {
      out.push(fold("sources", heading, content))
      continue
    }
    const sub = split(content, "h3")
    if (sub.parts.length >= FOLD_MIN_SUBSECTIONS) out.push(heading, ...sub.lead, ...sub.parts.map((p) => fold("section", p.heading, p.content)))
    else out.push(heading, ...content)
  }
  return out
}

export default function rehypeFold() {
  return (tree: HastRoot): void => {
    tree.children = foldBody(tree.children)
  }
}
