/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { componentsUsed, MDX_COMPONENTS_SOURCE, unknownComponents, writerComponentNames } from "../writer-components"

describe("writerComponentNames", () => {
  it("reads the capitalised keys of the mdxComponents map, shorthand or not, and leaves Markdown's elements out", () => {
    const source = ["const X = 1", "export const mdxComponents = {", "  Callout,", "  // a comment, Ignored", "  Figure: FigureBox,", "  table: Table,", "  a: Anchor,", "  EorSteps,", "}", "export const other = { Nope }"].join("\n")
    expect(writerComponentNames(source)).toEqual(["Callout", "Figure", "EorSteps"])
  })

  it("says so when the map is not there", () => {
    expect(() => writerComponentNames("export const components = {}")).toThrow(/mdxComponents/)
  })

  it("reads the site's own map: every component content/README.md names, no HTML element", () => {
    const names = writerComponentNames(fs.readFileSync(path.join(__dirname, "..", "..", "..", "..", MDX_COMPONENTS_SOURCE), "utf8"))
    expect(names).toEqual(expect.arrayContaining(["Callout", "CallToAction", "Figure", "SiteFact", "EorSteps"]))
    expect(names.every((n) => /^[A-Z]/.test(n))).toBe(true)
  })
})

describe("componentsUsed and unknownComponents", () => {
  const text = ["---", "title: T", "---", 'Text with <Figure id="PH.sss.rate" /> and `<NotCode />`.', "", "```mdx", "<InFence />", "```", "{/* <Commented /> */}", '<Callout tone="tip">', "<div>html</div>", "</Callout>", "<Unknown.Thing />"].join("\n")

  it("finds each component element with its line, not code, comments or HTML", () => {
    expect(componentsUsed(text)).toEqual([
      { name: "Figure", line: 4 },
      { name: "Callout", line: 10 },
      { name: "Unknown.Thing", line: 13 },
    ])
  })

  it("words an unknown component as the content check does: file, line, the name and the ones allowed", () => {
    expect(unknownComponents("content/blog/a/index.mdx", text, ["Callout", "Figure"])).toEqual(["content/blog/a/index.mdx:13: <Unknown.Thing> is not a component writers may use; the components are <Callout>, <Figure> (content/README.md)"])
  })
})
