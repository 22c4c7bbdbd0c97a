/** @jest-environment node */
import rehypeFold, { FOLD_MIN_SUBSECTIONS, foldBody } from "../rehype-fold"

type Node = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[]; value?: string }

const el = (tagName: string, text: string, id?: string): Node => ({ type: "element", tagName, properties: id ? { id } : {}, children: [{ type: "text", value: text }] })
const h2 = (text: string, id: string) => el("h2", text, id)
const h3 = (text: string, id: string) => el("h3", text, id)
const p = (text: string) => el("p", text)
const nl: Node = { type: "text", value: "\n" }

/** The outline of a body: each node as its tag (and id or text), folds with their summary's heading and content. */
function outline(nodes: readonly Node[]): unknown[] {
  return nodes.flatMap((n): unknown[] => {
    if (n.type !== "element") return []
    if (n.tagName === "details") {
      const [summary, ...content] = n.children ?? []
      return [{ fold: n.properties?.["dataFold"], summary: outline(summary?.children ?? []), content: outline(content) }]
    }
    return [`${n.tagName}${n.properties?.["id"] ? `#${n.properties["id"] as string}` : `:${n.children?.[0]?.value}`}`]
  })
}

const subsections = (n: number) => Array.from({ length: n }, (_, i) => [h3(`Part ${i + 1}`, `part-${i + 1}`), p(`Text ${i + 1}`)]).flat()

describe("rehypeFold", () => {
  it("folds the Sources section under its heading, up to the next level-2 heading", () => {
    const body = [p("Intro"), h2("Sources", "sources"), nl, el("ul", "An agency"), p("Checked in 2026"), h2("Afterword", "afterword"), p("End")]
    expect(outline(foldBody(body))).toEqual(["p:Intro", { fold: "sources", summary: ["h2#sources"], content: ["ul:An agency", "p:Checked in 2026"] }, "h2#afterword", "p:End"])
  })

  it(`folds each subsection of a section with ${FOLD_MIN_SUBSECTIONS} level-3 subsections or more, keeping the section's heading and opening text`, () => {
    const body = [h2("Essentials", "essentials"), p("Overview"), ...subsections(FOLD_MIN_SUBSECTIONS), h2("Related", "related"), p("Links")]
    const out = outline(foldBody(body))
    expect(out.slice(0, 2)).toEqual(["h2#essentials", "p:Overview"])
    expect(out.slice(2, 2 + FOLD_MIN_SUBSECTIONS)).toEqual(Array.from({ length: FOLD_MIN_SUBSECTIONS }, (_, i) => ({ fold: "section", summary: [`h3#part-${i + 1}`], content: [`p:Text ${i + 1}`] })))
    expect(out.slice(2 + FOLD_MIN_SUBSECTIONS)).toEqual(["h2#related", "p:Links"])
  })

  it("leaves a section with fewer subsections, and a body without sources, as it is", () => {
    const body = [p("Intro"), h2("Steps", "steps"), ...subsections(FOLD_MIN_SUBSECTIONS - 1), h2("More", "more"), p("End")]
    expect(foldBody(body)).toEqual(body)
  })

  it("keeps every node: nothing is dropped or repeated", () => {
    const body = [p("Intro"), h2("Essentials", "essentials"), ...subsections(9), h2("Sources", "sources"), el("ol", "One")]
    const texts = (nodes: readonly Node[]): string[] => nodes.flatMap((n) => (n.type === "text" ? [n.value ?? ""] : texts(n.children ?? [])))
    expect(texts(foldBody(body))).toEqual(texts(body))
  })

  it("works on the tree's root as a rehype plugin", () => {
    const tree = { type: "root" as const, children: [h2("Sources", "sources"), el("ul", "An agency")] }
    rehypeFold()(tree)
    expect(outline(tree.children)).toEqual([{ fold: "sources", summary: ["h2#sources"], content: ["ul:An agency"] }])
  })
})
